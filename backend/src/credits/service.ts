import {
  type Actor,
  type ConfirmPixPayment,
  CREDIT_REPORT_DEFAULT_START,
  type CreditReportQuery,
  creditAccountDecider,
  creditAccountStream,
  DomainError,
  type EventStore,
  GRANT_REASONS,
  type GrantCredits,
  type GrantCreditsRequest,
  type GrantReason,
  newPixPaymentId,
  PAYMENT_CURRENCY,
  type PixRequestStatus,
  pixPaymentDecider,
  pixPaymentStream,
  pixTxid,
  quoteCredits,
  type RejectPixPayment,
  type RequestPixPayment,
} from '@rodada/events';
import {
  accountOf,
  completedTransactionsBetween,
  pixPaymentsList,
  type ReadModels,
  transactionsOf,
} from '@rodada/projections';
import type { Kysely } from 'kysely';
import { administrator, signedIn } from '../commands/authorise';
import { type CommandContext, commandOf } from '../commands/context';
import { handleCommand } from '../commands/handleCommand';
import { idempotent } from '../commands/idempotency';
import type { Settle } from '../commands/settle';
import { registerErrorStatuses } from '../http/errors';
import { reportPeriod } from '../reporting';
import { creditConfirmedPix } from './pixFulfilment';
import { type PixReceiver, pixBrCode } from './pixInstructions';

registerErrorStatuses({ 'pix.alreadyConfirmed': 409, 'pix.alreadyRejected': 409 });

export interface CreditServiceOptions {
  /** Where manual PIX payments go. */
  readonly pix: PixReceiver;
  /**
   * The enabled BRL base price per credit in centavos, or null when none is configured: the
   * payments slice's reader of the price stream, so card and PIX amounts come from one place.
   */
  readonly basePriceCents: () => Promise<number | null>;
  /** Rewards the referrer of a user whose purchase was just credited (the referral reactor's step). */
  readonly rewardReferrer?: (userId: string) => Promise<void>;
}

/**
 * What a PIX request answers, before the route adds the translated chat link. No personal data:
 * with an `Idempotency-Key` it is stored in the event store as the request's outcome.
 */
export type PixRequestResult = {
  transactionId: string;
  credits: number;
  amountCents: number;
  brCode: string;
  txid: string;
  pixKey: string;
  payee: string;
  city: string;
  status: 'pending';
};

/** The credits slice: every movement on a user's credit account that is not a tournament's charge. */
export class CreditService {
  constructor(
    private readonly store: EventStore,
    private readonly db: Kysely<ReadModels>,
    private readonly settle: Settle,
    private readonly options: CreditServiceOptions,
  ) {}

  /**
   * An administrator grants credits; answers the new balance. The reason is free text: when it is
   * a category's name (`bonus`…) and no category is given, it is that category; otherwise it is
   * kept as the grant's note, under the category given (or `other`).
   */
  grant(context: CommandContext, userId: string, grant: GrantCreditsRequest) {
    return idempotent(this.store, context, async () => {
      administrator(context.actor);
      if (!(await accountOf(this.db, userId))) throw new DomainError('users.notFound');
      const result = await handleCommand(
        this.store,
        creditAccountStream(userId),
        creditAccountDecider,
        commandOf<GrantCredits>('GrantCredits', { amount: grant.credits, ...grantReason(grant) }, context),
      );
      await this.settle(result.position);
      return { userId, credits: result.state.balance };
    });
  }

  /**
   * A signed-in user asks to pay credits by PIX: the server computes the amount, builds the BR Code
   * and records the request as a pending transaction ('Aguardando') for an administrator to decide.
   */
  requestPix(context: CommandContext, credits: number): Promise<PixRequestResult> {
    return idempotent(this.store, context, async () => {
      const userId = signedIn(context.actor);
      if (!(await accountOf(this.db, userId))) throw new DomainError('auth.unauthenticated');
      const basePrice = await this.options.basePriceCents();
      if (basePrice === null) throw new DomainError('payments.currencyNotConfigured');
      const { totalCents } = quoteCredits(credits, basePrice);
      const paymentId = newPixPaymentId(context.commandId);
      const txid = pixTxid(paymentId);
      const { pix } = this.options;
      const brCode = pixBrCode(pix, { amountCents: totalCents, txid });
      const result = await handleCommand(
        this.store,
        pixPaymentStream(paymentId),
        pixPaymentDecider,
        commandOf<RequestPixPayment>(
          'RequestPixPayment',
          { paymentId, userId, credits, amountCents: totalCents, currency: PAYMENT_CURRENCY, brCode },
          context,
        ),
      );
      await this.settle(result.position);
      return {
        transactionId: paymentId,
        credits,
        amountCents: totalCents,
        brCode,
        txid,
        pixKey: pix.key,
        payee: pix.payee,
        city: pix.city,
        status: 'pending' as const,
      };
    });
  }

  /**
   * An administrator confirms a PIX request: it is marked confirmed, then the buyer's account is
   * credited by a purchase named after the request, so the credits arrive once however often this
   * runs (a repeated click, a retry after a crash between the two writes).
   */
  confirmPix(context: CommandContext, paymentId: string) {
    return idempotent(this.store, context, async () => {
      administrator(context.actor);
      const decided = await handleCommand(
        this.store,
        pixPaymentStream(paymentId),
        pixPaymentDecider,
        commandOf<ConfirmPixPayment>('ConfirmPixPayment', {}, context),
      );
      const { userId, credits, amountCents, currency } = decided.state;
      if (!userId) throw new DomainError('pix.notFound');
      const purchase = await creditConfirmedPix(
        this.store,
        { paymentId, userId, credits, amountCents, currency },
        context,
      );
      await this.settle(purchase.position ?? decided.position);
      await this.options.rewardReferrer?.(userId);
      return { id: paymentId, status: 'confirmed' as const, balance: purchase.state.balance };
    });
  }

  /** An administrator rejects a PIX request: its transaction reads 'Falha' and no credit moves. */
  rejectPix(context: CommandContext, paymentId: string) {
    return idempotent(this.store, context, async () => {
      administrator(context.actor);
      const decided = await handleCommand(
        this.store,
        pixPaymentStream(paymentId),
        pixPaymentDecider,
        commandOf<RejectPixPayment>('RejectPixPayment', {}, context),
      );
      await this.settle(decided.position);
      const account = decided.state.userId ? await accountOf(this.db, decided.state.userId) : null;
      return { id: paymentId, status: 'rejected' as const, balance: account?.credits ?? 0 };
    });
  }

  /** PIX requests for the back office (administrators only). */
  async pixRequests(actor: Actor, status: PixRequestStatus | null) {
    administrator(actor);
    return pixPaymentsList(this.db, status);
  }

  /** The signed-in user's transactions, newest first, pending and failed PIX requests included. */
  transactions(actor: Actor) {
    return transactionsOf(this.db, signedIn(actor));
  }

  /**
   * A credit report (spec section 3): the signed-in user's own, or (`userId`, the admin report)
   * any user's for an administrator. Only movements that changed the balance count.
   */
  async creditReport(actor: Actor, query: CreditReportQuery, userId: string | null = null, now = new Date()) {
    const self = signedIn(actor);
    if (userId !== null) administrator(actor);
    const subject = userId ?? self;
    const account = await accountOf(this.db, subject);
    if (!account) throw new DomainError('users.notFound');
    const period = reportPeriod(query.startDate ?? CREDIT_REPORT_DEFAULT_START, query.endDate ?? null, now);
    const rows = await completedTransactionsBetween(this.db, subject, period.from, period.to);
    return { account, period, rows };
  }
}

/** The category and the note of a grant request (see `CreditService.grant`). */
function grantReason({ reason, category }: GrantCreditsRequest): {
  reason: GrantReason;
  note: string | null;
} {
  const named = (GRANT_REASONS as readonly string[]).includes(reason) ? (reason as GrantReason) : null;
  if (category) return { reason: category, note: reason === category ? null : reason };
  return named ? { reason: named, note: null } : { reason: 'other', note: reason };
}

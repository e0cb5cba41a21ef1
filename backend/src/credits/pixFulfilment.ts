import {
  creditAccountDecider,
  creditAccountStream,
  DomainError,
  deriveId,
  type EventStore,
  type PurchaseCredits,
  pixPurchaseId,
} from '@rodada/events';
import { confirmedPixAwaitingCredit, type ReadModels } from '@rodada/projections';
import type { Kysely } from 'kysely';
import { type CommandContext, commandOf, contextFor } from '../commands/context';
import { handleCommand } from '../commands/handleCommand';

export interface ConfirmedPix {
  readonly paymentId: string;
  readonly userId: string;
  readonly credits: number;
  readonly amountCents: number;
  readonly currency: string;
}

/**
 * Credits a confirmed PIX request to its buyer: `PurchaseCredits` named `pix:{id}`, with a command
 * id derived from the request, so however often and by whom it runs, the account is credited once.
 */
export function creditConfirmedPix(store: EventStore, pix: ConfirmedPix, context: CommandContext) {
  return handleCommand(
    store,
    creditAccountStream(pix.userId),
    creditAccountDecider,
    commandOf<PurchaseCredits>(
      'PurchaseCredits',
      {
        amount: pix.credits,
        paymentId: pixPurchaseId(pix.paymentId),
        amountCents: pix.amountCents,
        currency: pix.currency,
      },
      { ...context, commandId: deriveId(pix.paymentId, 'pixPurchase') },
    ),
  );
}

/**
 * Finishes confirmations a crash interrupted (confirmed, not yet credited). Returns how many it
 * credited.
 */
export async function fulfilConfirmedPix(store: EventStore, db: Kysely<ReadModels>, now = new Date()) {
  let credited = 0;
  for (const row of await confirmedPixAwaitingCredit(db)) {
    try {
      const result = await creditConfirmedPix(
        store,
        {
          paymentId: row.id,
          userId: row.user_id,
          credits: row.credits,
          amountCents: row.amount_cents,
          currency: row.currency_code,
        },
        contextFor({ kind: 'system', id: 'creditReactor' }, undefined, now),
      );
      if (result.newEvents.length > 0) credited++;
    } catch (error) {
      if (!(error instanceof DomainError)) throw error;
    }
  }
  return credited;
}

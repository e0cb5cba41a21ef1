import { createHash, randomBytes } from 'node:crypto';
import {
  type Actor,
  ADMIN_PAGE_SIZE,
  type AdminUsersQuery,
  type BlockUser,
  type ChangeUserType,
  consentInForce,
  DomainError,
  type EraseUser,
  type EventStore,
  type PromoteToAdmin,
  type RegisterRequest,
  type RequestPasswordReset,
  type ResetPassword,
  type SessionEndReason,
  type SessionUser,
  type UserCommand,
  type UserType,
  userDecider,
  userStream,
} from '@rodada/events';
import {
  accountOf,
  adminUsersPage,
  credentialsByEmail,
  otherAdministrators,
  type ReadModels,
  transactionsOf,
  userIdByReferralCode,
} from '@rodada/projections';
import type { Kysely } from 'kysely';
import { administrator, signedIn } from '../commands/authorise';
import { type CommandContext, commandOf } from '../commands/context';
import { handleCommand, previewDecision } from '../commands/handleCommand';
import { idempotent } from '../commands/idempotency';
import type { Settle } from '../commands/settle';
import { registerErrorStatuses } from '../http/errors';
import type { ClusterLock, SharedCounters } from '../limits';
import type { Mailer } from '../mail/mailer';
import { MailQueue } from '../mail/mailQueue';
import type { ErasureReport } from '../privacy/erase';
import { LoginThrottle } from './loginThrottle';
import { hashPassword, verifyPassword } from './passwords';
import { normalizeEmail, registerUser } from './registration';
import { type Sessions, toSessionUser } from './sessions';

// Erasing the last administrator conflicts with the state of the others; erasing oneself is a 400.
registerErrorStatuses({ 'users.lastAdmin': 409 });

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
// Compared against when the e-mail is unknown, so a wrong e-mail takes as long as a wrong password.
const DUMMY_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$c29tZXNhbHRzb21lc2FsdA$Zk4f1Yq3n0i3pIHT0n0n0E3GgkR4o5d3RC1tCq9nTx0';

export interface AccountPorts {
  readonly store: EventStore;
  readonly db: Kysely<ReadModels>;
  readonly sessions: Sessions;
  readonly settle: Settle;
  readonly mailer: () => Mailer;
  /**
   * Cuts a user's open sockets (logout, block, erasure, password reset); with a reason, first
   * tells them why (`session:ended`), so each open tab signs out at once.
   */
  readonly disconnect: (userId: string, reason?: SessionEndReason) => void;
  /** Ends every active tablet code of a blocked or erased user (`TabletService.deactivateCodesOf`). */
  readonly deactivateCodes: (
    context: CommandContext,
    userId: string,
    reason: 'blocked' | 'erased',
  ) => Promise<void>;
  /** Ends a user's sessions and crypto-shreds their personal data (`privacy/erase.ts`). */
  readonly erasePersonalData: (userId: string) => Promise<ErasureReport>;
  readonly publicUrl: string;
  /** Erasures one at a time across every process (the last-administrator check). */
  readonly erasures: ClusterLock;
  /** Counts shared by every process: the sign-in throttle and the reset limit. */
  readonly counters: SharedCounters;
}

/** A password-reset e-mail's texts, in the asker's language. */
export type ResetMail = (link: string, name: string) => { subject: string; text: string };

/**
 * The accounts slice: registration, sign-in, password recovery, and the back office's users
 * (listing, credits aside: blocking, promoting, typing and erasing). Authorisation for these
 * lives here; routes only parse and shape answers.
 */
export class AccountService {
  private readonly throttle: LoginThrottle;
  /** Reset mails go out after the answer: the answer is the same, and as quick, for every e-mail. */
  readonly mails: MailQueue;

  constructor(private readonly ports: AccountPorts) {
    this.mails = new MailQueue(ports.mailer);
    this.throttle = new LoginThrottle(ports.counters);
  }

  async sessionUser(userId: string): Promise<SessionUser> {
    const row = await accountOf(this.ports.db, userId);
    if (!row) throw new DomainError('users.notFound');
    return toSessionUser(row);
  }

  register(context: CommandContext, body: RegisterRequest) {
    return idempotent(this.ports.store, context, async () => {
      let referredBy: string | null = null;
      if (body.referralCode) {
        referredBy = await userIdByReferralCode(this.ports.db, body.referralCode.toUpperCase());
        if (!referredBy) throw new DomainError('auth.referralCodeUnknown');
      }
      // The client says it accepts; which texts it accepted is the server's to say (those in force).
      const { terms: _accepted, ...person } = body;
      const { userId, position } = await registerUser(this.ports.store, context, {
        ...person,
        referredBy,
        consent: consentInForce(),
      });
      await this.ports.settle(position);
      return { userId };
    });
  }

  /**
   * A new session for valid credentials of a user who is not blocked. Wrong passwords are
   * throttled per (e-mail, address) and slow the e-mail down, never locking its owner out.
   */
  async signIn(email: string, password: string, remember: boolean, address: string) {
    const normalized = normalizeEmail(email);
    await this.throttle.admit(normalized, address);
    const row = await credentialsByEmail(this.ports.db, normalized);
    const valid = await verifyPassword(row?.password_hash ?? DUMMY_HASH, password);
    if (!row || !valid) {
      await this.throttle.failed(normalized, address);
      throw new DomainError('auth.invalidCredentials');
    }
    await this.throttle.succeeded(normalized, address);
    if (row.is_blocked) throw new DomainError('auth.blocked');
    const session = await this.ports.sessions.create(row.id, remember);
    return { userId: row.id, token: session.token };
  }

  async signOut(actor: Actor, sessionToken: string | null): Promise<void> {
    if (sessionToken) await this.ports.sessions.revoke(sessionToken);
    if (actor.id && actor.kind !== 'anonymous') this.ports.disconnect(actor.id);
  }

  /**
   * Mails a reset link to a known, unblocked address; says nothing either way. The lookup, the
   * new token and the mail all happen after the answer (queued), so neither what the answer says
   * nor how long it takes tells whether the e-mail has an account.
   */
  requestPasswordReset(
    context: CommandContext,
    email: string,
    mail: ResetMail,
    onMailError: (e: unknown) => void,
  ) {
    return idempotent(this.ports.store, context, async () => {
      if (!this.mails.enqueue(() => this.resetMail(context, email, mail), onMailError))
        onMailError(new Error('the mail queue is full: a password-reset mail was dropped'));
      return { ok: true };
    });
  }

  private async resetMail(context: CommandContext, email: string, mail: ResetMail) {
    const row = await credentialsByEmail(this.ports.db, normalizeEmail(email));
    if (!row || row.is_blocked) return null;
    const secret = randomBytes(32).toString('base64url');
    await handleCommand(
      this.ports.store,
      userStream(row.id),
      userDecider,
      commandOf<RequestPasswordReset>(
        'RequestPasswordReset',
        {
          tokenHash: sha256(secret),
          expiresAt: new Date(Date.parse(context.at) + RESET_TOKEN_TTL_MS).toISOString(),
        },
        context,
      ),
    );
    const link = `${this.ports.publicUrl}/reset-password?token=${encodeURIComponent(`${row.id}.${secret}`)}`;
    return { to: row.email, ...mail(link, row.name) };
  }

  resetPassword(context: CommandContext, token: string, password: string) {
    return idempotent(this.ports.store, context, async () => {
      const match = /^([0-9a-f-]{36})\.([A-Za-z0-9_-]{20,})$/.exec(token);
      if (!match) throw new DomainError('auth.resetTokenInvalid');
      const [, userId, secret] = match as unknown as [string, string, string];
      const passwordHash = await hashPassword(password);
      let position: Awaited<ReturnType<typeof handleCommand>>['position'];
      try {
        ({ position } = await handleCommand(
          this.ports.store,
          userStream(userId),
          userDecider,
          commandOf<ResetPassword>('ResetPassword', { tokenHash: sha256(secret), passwordHash }, context),
        ));
      } catch (error) {
        if (error instanceof DomainError && error.code === 'users.notFound')
          throw new DomainError('auth.resetTokenInvalid');
        throw error;
      }
      // Whoever used the old password (or found a signed-in device) is out: every session and socket ends.
      await this.ports.sessions.revokeAllOf(userId);
      this.ports.disconnect(userId, 'passwordReset');
      await this.ports.settle(position);
      return { ok: true };
    });
  }

  async everHadCredits(actor: Actor): Promise<boolean> {
    const row = await accountOf(this.ports.db, signedIn(actor));
    return row?.ever_had_credits ?? false;
  }

  transactions(actor: Actor) {
    return transactionsOf(this.ports.db, signedIn(actor));
  }

  /**
   * An administrator blocks a user: every credential ends at once, their sessions, open sockets
   * and tablet codes (deactivated for good, reason `blocked`).
   */
  block(context: CommandContext, userId: string) {
    return idempotent(this.ports.store, context, async () => {
      administrator(context.actor);
      const result = await handleCommand(
        this.ports.store,
        userStream(userId),
        userDecider,
        commandOf<BlockUser>('BlockUser', {}, context),
      );
      await this.ports.sessions.revokeAllOf(userId);
      this.ports.disconnect(userId, 'blocked');
      await this.ports.settle(result.position);
      await this.ports.deactivateCodes(context, userId, 'blocked');
      return { ok: true };
    });
  }

  /** The back office's users: one page, newest first, erased users left out. */
  async usersPage(actor: Actor, query: AdminUsersQuery) {
    administrator(actor);
    return adminUsersPage(this.ports.db, {
      search: query.search,
      page: query.page ?? 1,
      pageSize: query.pageSize ?? ADMIN_PAGE_SIZE,
    });
  }

  /** Makes a user an administrator (one way): their next request acts as one. */
  promoteToAdmin(context: CommandContext, userId: string) {
    return this.byAdministrator(context, userId, commandOf<PromoteToAdmin>('PromoteToAdmin', {}, context));
  }

  /** 'Usuário' or 'Quadra': the user sees it on their next request. */
  changeUserType(context: CommandContext, userId: string, userType: UserType) {
    return this.byAdministrator(
      context,
      userId,
      commandOf<ChangeUserType>('ChangeUserType', { userType }, context),
    );
  }

  private byAdministrator(context: CommandContext, userId: string, command: UserCommand) {
    return idempotent(this.ports.store, context, async () => {
      administrator(context.actor);
      const result = await handleCommand(this.ports.store, userStream(userId), userDecider, command);
      await this.ports.settle(result.position);
      return { ok: true as const };
    });
  }

  /**
   * An administrator erases a user (LGPD). Nobody erases themself and the last administrator who
   * can still act stays: those refusals come before anything irreversible. Then their sessions,
   * sockets and tablet codes end (reason `erased`), their personal data is crypto-shredded (`privacy/erase.ts`), and only then
   * `UserErased` is appended: the projectors scrub their copies when they project it, with the
   * key already gone, so no later projection reads a name again. The answer waits for that.
   * No read model is rebuilt: everyone else keeps being served. Erasing an erased user appends
   * nothing and answers ok; a retry finishes what an interrupted erasure left (a key still held
   * is deleted, a missing `UserErased` appended).
   */
  erase(context: CommandContext, userId: string) {
    return idempotent(this.ports.store, context, async () => {
      administrator(context.actor);
      // One erasure at a time in every process: two administrators erasing each other at once
      // cannot both pass the last-administrator check.
      return this.ports.erasures.run(async () => {
        const command = commandOf<EraseUser>(
          'EraseUser',
          { otherAdministrators: await otherAdministrators(this.ports.db, userId) },
          context,
        );
        await previewDecision(this.ports.store, userStream(userId), userDecider, command);
        await this.ports.sessions.revokeAllOf(userId);
        this.ports.disconnect(userId, 'erased');
        await this.ports.deactivateCodes(context, userId, 'erased');
        await this.ports.erasePersonalData(userId);
        const result = await handleCommand(this.ports.store, userStream(userId), userDecider, command);
        await this.ports.settle(result.position);
        return { ok: true as const };
      });
    });
  }
}

import {
  CREDITS_STREAM_PREFIX,
  creditDelta,
  ERASED_NAME,
  erasedEmail,
  isCreditEvent,
  isUserEvent,
  USER_STREAM_PREFIX,
  type UserEvent,
  type UserRegisteredData,
} from '@rodada/events';
import { type Insertable, sql, type Transaction } from 'kysely';
import type { ReadModels, UsersTable } from '../db/schema';
import type { Projector } from '../projector';
import { searchTextOf } from './userSearch';

const userIdOf = (streamId: string, prefix: string) => streamId.slice(prefix.length);

/** The `users` read model: who can sign in, with which role, and their credit balance. */
const REGISTRATIONS_PER_INSERT = 1000;

export const usersProjector: Projector<ReadModels> = {
  name: 'users',
  tables: ['users'],
  async apply(trx, events) {
    // Registrations are written in bulk; anything that updates a user flushes them first, so a
    // registration and its later changes in one batch still apply in order.
    let registrations: Insertable<UsersTable>[] = [];
    const flush = async () => {
      // PostgreSQL takes at most 65,535 bind parameters a statement: a rebuild's batch of 5,000
      // registrations is 14 columns each, so it goes in slices.
      for (let from = 0; from < registrations.length; from += REGISTRATIONS_PER_INSERT) {
        await trx
          .insertInto('users')
          .values(registrations.slice(from, from + REGISTRATIONS_PER_INSERT))
          .onConflict((oc) => oc.column('id').doNothing())
          .execute();
      }
      registrations = [];
    };
    // Balances fold in memory, one write per account per batch, after every registration. The
    // highest the balance rose within the batch (`peak`, from the balance before it) says whether
    // the account ever had credits, as one event at a time would: +5 then -5 nets 0 but had 5.
    const balanceChanges = new Map<string, { delta: number; peak: number }>();
    for (const e of events) {
      if (isCreditEvent(e)) {
        const userId = userIdOf(e.streamId, CREDITS_STREAM_PREFIX);
        const before = balanceChanges.get(userId) ?? { delta: 0, peak: 0 };
        const delta = before.delta + creditDelta(e);
        balanceChanges.set(userId, { delta, peak: Math.max(before.peak, delta) });
        continue;
      }
      if (!isUserEvent(e)) continue;
      if (e.type === 'UserRegistered') {
        registrations.push(registrationRow(e.data));
        continue;
      }
      await flush();
      await applyUserEvent(trx, userIdOf(e.streamId, USER_STREAM_PREFIX), e);
    }
    await flush();
    if (balanceChanges.size === 0) return;
    // Every account's change in one statement, sent as one JSON parameter (a rebuild's batch
    // touches thousands of accounts; one statement each was most of this projector's time).
    const changes = JSON.stringify([...balanceChanges].map(([id, change]) => ({ id, ...change })));
    await sql`
      update users set
        credits = users.credits + c.delta,
        ever_had_credits = users.ever_had_credits or users.credits + c.peak > 0
      from jsonb_to_recordset(${changes}::jsonb) as c(id uuid, delta integer, peak integer)
      where users.id = c.id`.execute(trx);
  },
};

function registrationRow(u: UserRegisteredData): Insertable<UsersTable> {
  return {
    id: u.userId,
    email: u.email,
    name: u.name,
    password_hash: u.passwordHash,
    referral_code: u.referralCode,
    referred_by: u.referredBy,
    is_admin: u.isAdmin,
    is_blocked: false,
    user_type: u.userType,
    credits: 0,
    ever_had_credits: false,
    created_at: new Date(u.registeredAt),
    erased_at: null,
    search_text: searchTextOf(u.name, u.email),
    consent_terms: u.consent?.terms ?? null,
    consent_privacy: u.consent?.privacy ?? null,
  };
}

async function applyUserEvent(trx: Transaction<ReadModels>, id: string, event: UserEvent): Promise<void> {
  switch (event.type) {
    case 'UserRegistered':
      await trx
        .insertInto('users')
        .values(registrationRow(event.data))
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
      return;
    case 'UserBlocked':
      await trx.updateTable('users').set({ is_blocked: true }).where('id', '=', id).execute();
      return;
    case 'UserPromotedToAdmin':
      await trx.updateTable('users').set({ is_admin: true }).where('id', '=', id).execute();
      return;
    case 'UserTypeChanged':
      await trx.updateTable('users').set({ user_type: event.data.userType }).where('id', '=', id).execute();
      return;
    case 'UserErased':
      // What a rebuild shows once the key is gone, at once: the row stays, anonymous, for the
      // accounting, and no copy waits for the rebuild that follows the erasure.
      await trx
        .updateTable('users')
        .set({
          erased_at: new Date(event.data.at),
          name: ERASED_NAME,
          email: erasedEmail(id),
          password_hash: '',
          search_text: '',
        })
        .where('id', '=', id)
        .execute();
      return;
    case 'PasswordReset':
      await trx
        .updateTable('users')
        .set({ password_hash: event.data.passwordHash })
        .where('id', '=', id)
        .execute();
      return;
    case 'PasswordResetRequested':
    case 'UserRegistrationAbandoned': // a registration that never wrote its user: no row
      return;
    default: {
      const unhandled: never = event;
      return unhandled;
    }
  }
}

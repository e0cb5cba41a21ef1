import type { RecordedEvent, UserRegisteredData } from '@rodada/events';
import type { ReadModels } from '../db/schema';
import type { Projector } from '../projector';

/** The `users` read model: who can sign in, with which role. */
export const usersProjector: Projector<ReadModels> = {
  name: 'users',
  tables: ['users'],
  async apply(trx, events: readonly RecordedEvent[]) {
    const registered = events
      .filter((e) => e.type === 'UserRegistered')
      .map((e) => e.data as UserRegisteredData)
      .map((u) => ({
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
        created_at: new Date(u.registeredAt),
      }));
    if (registered.length > 0) {
      await trx
        .insertInto('users')
        .values(registered)
        .onConflict((oc) => oc.column('id').doNothing())
        .execute();
    }
  },
};

import { randomUUID } from 'node:crypto';
import type { CreditEvent, Recorded, UserEvent } from '@rodada/events';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { migrateToLatest } from '../db/migrate';
import type { ReadModels } from '../db/schema';
import { openTestDatabase, testDatabaseTargets } from '../testing';
import { usersProjector } from './usersProjector';

/** A rebuild reads 5,000 events a batch: as many registrations in a row must project at once. */
const REGISTRATIONS = 5_000;

function registration(i: number): Recorded<UserEvent> {
  const userId = randomUUID();
  return {
    type: 'UserRegistered',
    data: {
      userId,
      email: `atleta${i}@clube.com.br`,
      name: `Atleta ${i}`,
      passwordHash: 'hash',
      referralCode: `REF${i}`,
      referredBy: null,
      isAdmin: false,
      userType: 'Usuário',
      registeredAt: new Date(Date.UTC(2026, 0, 1, 0, 0, i)).toISOString(),
    },
    id: randomUUID(),
    streamId: `user-${userId}`,
    revision: 0n,
    position: { commit: BigInt(i + 1), prepare: BigInt(i + 1) },
    createdAt: new Date(),
    metadata: null,
  };
}

for (const target of testDatabaseTargets()) {
  describe(`the users projector on ${target.name}`, () => {
    let database: Awaited<ReturnType<typeof openTestDatabase<ReadModels>>>;
    beforeAll(async () => {
      database = await openTestDatabase<ReadModels>(target);
      await migrateToLatest(database.db);
    });
    afterAll(async () => {
      await database.close();
      await database.drop();
    });

    it(`projects ${REGISTRATIONS} registrations in one batch (more bind parameters than one statement takes)`, async () => {
      const events = Array.from({ length: REGISTRATIONS }, (_, i) => registration(i));
      await database.db.transaction().execute((trx) => usersProjector.apply(trx, events));
      const { count } = await database.db
        .selectFrom('users')
        .select((eb) => eb.fn.countAll<string>().as('count'))
        .executeTakeFirstOrThrow();
      expect(Number(count)).toBe(REGISTRATIONS);
    });

    it('remembers an account had credits when they were granted and spent within one batch, as one event at a time does', async () => {
      const [batched, oneByOne] = [registration(900_001), registration(900_002)];
      const creditsOf = (user: Recorded<UserEvent>, at: number): Recorded<CreditEvent>[] => {
        const { userId } = (user as Extract<Recorded<UserEvent>, { type: 'UserRegistered' }>).data;
        const recorded = (event: CreditEvent, i: number): Recorded<CreditEvent> => ({
          ...event,
          id: randomUUID(),
          streamId: `credits-${userId}`,
          revision: BigInt(i),
          position: { commit: BigInt(at + i), prepare: BigInt(at + i) },
          createdAt: new Date(),
          metadata: null,
        });
        const tournamentId = randomUUID();
        const when = '2026-11-27T21:00:00.000Z';
        return [
          recorded(
            {
              type: 'CreditsGranted',
              data: { amount: 3, reason: 'bonus', note: null, grantedBy: 'admin', at: when },
            },
            0,
          ),
          recorded(
            { type: 'CreditsSpent', data: { amount: 3, tournamentId, tournamentName: 'Super 8', at: when } },
            1,
          ),
        ];
      };
      const apply = (events: Recorded<UserEvent | CreditEvent>[]) =>
        database.db.transaction().execute((trx) => usersProjector.apply(trx, events));
      await apply([batched, ...creditsOf(batched, 10)]);
      await apply([oneByOne]);
      for (const event of creditsOf(oneByOne, 20)) await apply([event]);
      const rows = await database.db
        .selectFrom('users')
        .select(['email', 'credits', 'ever_had_credits'])
        .where('email', 'in', ['atleta900001@clube.com.br', 'atleta900002@clube.com.br'])
        .orderBy('email')
        .execute();
      expect(rows).toEqual([
        { email: 'atleta900001@clube.com.br', credits: 0, ever_had_credits: true },
        { email: 'atleta900002@clube.com.br', credits: 0, ever_had_credits: true },
      ]);
    });
  });
}

import { randomUUID } from 'node:crypto';
import type { Recorded, UserEvent } from '@rodada/events';
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
  });
}

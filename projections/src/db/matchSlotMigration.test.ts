import { randomUUID } from 'node:crypto';
import { drawSchedule, type ScheduledMatch, toPlayerSlots, versionOneSlots } from '@rodada/events';
import { type Kysely, sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { testDatabaseTargets } from '../testing';
import { openDatabase } from './database';
import { migrateToLatest, readModelMigrations } from './migrate';

const BEFORE_SLOTS = Object.fromEntries(
  Object.entries(readModelMigrations).filter(([name]) => name < '20261128T0100-matchSlot'),
);
const ids = (count: number) => Array.from({ length: count }, () => randomUUID());

/** Match rows as the projector wrote them before slots existed (schedule version 1). */
async function storeVersionOne(db: Kysely<any>, tournamentId: string, matches: readonly ScheduledMatch[]) {
  await db
    .insertInto('matches')
    .values(
      matches.map((m) => {
        const slots = toPlayerSlots(m);
        return {
          id: randomUUID(),
          tournament_id: tournamentId,
          key: m.key,
          round: m.round,
          court: m.court,
          play_order: m.order,
          group_id: m.groupId,
          match_type: m.matchType,
          player1_id: slots.player1Id,
          player2_id: slots.player2Id,
          player3_id: slots.player3Id,
          player4_id: slots.player4Id,
        };
      }),
    )
    .execute();
}

for (const target of testDatabaseTargets()) {
  describe(`the match slot migration on ${target.name}`, () => {
    it('gives every stored version 1 match the slot its round was played in, as the upcaster does', async () => {
      const created = await target.create();
      const database = await openDatabase<any>(created.options);
      try {
        await migrateToLatest(database.db, BEFORE_SLOTS);
        const twelve = drawSchedule({
          format: 'super_12',
          participants: ids(12),
          courts: 2,
          seed: 3,
          scheduleVersion: 1,
        });
        const eight = drawSchedule({
          format: 'super8',
          participants: ids(8),
          courts: 1,
          seed: 4,
          scheduleVersion: 1,
        });
        const groups = drawSchedule({
          format: 'super_groups',
          participants: ids(16),
          assignment: { method: 'random' },
          seed: 5,
          scheduleVersion: 1,
        });
        const finals = groups.groups.flatMap((g) => g.members.slice(0, 4));
        const finalMatches: ScheduledMatch[] = [
          {
            ...groups.matches[0]!,
            key: 'final-AB-r100',
            round: 100,
            court: 1,
            order: 1,
            matchType: 'final',
            groupId: null,
            team1: finals.slice(0, 2),
            team2: finals.slice(4, 6),
          },
          {
            ...groups.matches[0]!,
            key: 'final-AB-r101',
            round: 101,
            court: 2,
            order: 1,
            matchType: 'final',
            groupId: null,
            team1: finals.slice(2, 4),
            team2: finals.slice(6, 8),
          },
        ];
        const stored = { twelve: randomUUID(), eight: randomUUID(), groups: randomUUID() };
        await storeVersionOne(database.db, stored.twelve, twelve.matches);
        await storeVersionOne(database.db, stored.eight, eight.matches);
        await storeVersionOne(database.db, stored.groups, [...groups.matches, ...finalMatches]);

        await migrateToLatest(database.db);

        const slotsOf = async (tournamentId: string) =>
          new Map(
            (
              await sql<{
                key: string;
                slot: number;
              }>`select key, slot from matches where tournament_id = ${tournamentId}`.execute(database.db)
            ).rows.map((r) => [r.key, r.slot]),
          );
        for (const [tournamentId, matches] of [
          [stored.twelve, twelve.matches],
          [stored.eight, eight.matches],
          [stored.groups, [...groups.matches, ...finalMatches]],
        ] as const) {
          const expected = versionOneSlots(matches);
          const got = await slotsOf(tournamentId);
          expect(matches.map((m) => got.get(m.key))).toEqual(expected);
        }
        // A Super 12 on 2 courts played round by round took 22 slots; the Super Final came 15th.
        expect(new Set((await slotsOf(stored.twelve)).values()).size).toBe(22);
        expect((await slotsOf(stored.groups)).get('final-AB-r100')).toBe(15);
      } finally {
        await database.close();
        await created.drop();
      }
    }, 60_000);
  });
}

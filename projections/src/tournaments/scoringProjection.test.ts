import { randomUUID } from 'node:crypto';
import {
  encodeEvent,
  TOURNAMENT_STREAM_PREFIX,
  type TournamentEvent,
  tournamentDecider,
  tournamentStreams,
} from '@rodada/events';
import { tournamentsTestKit as kit } from '@rodada/events/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { PostgresEventStore } from '../eventStore/postgresEventStore';
import { ProjectionRunner } from '../runner/projectionRunner';
import { openTestDatabase, testDatabaseTargets } from '../testing';
import { tournamentViews } from './tournamentQueries';
import { tournamentsProjector } from './tournamentsProjector';

/** Scoring modes in the read models: the row's scoring and clocks, the ranking by points won, a rebuild. */

const later = (minutes: number) => new Date(Date.parse(kit.at) + minutes * 60_000).toISOString();

for (const target of testDatabaseTargets()) {
  describe(`tournaments projector, scoring modes, on ${target.name}`, () => {
    let database: Database & { drop(): Promise<void> };
    let store: PostgresEventStore;
    let runner: ProjectionRunner;

    beforeEach(async () => {
      database = await openTestDatabase(target);
      await migrateToLatest(database.db);
      store = await PostgresEventStore.open(database);
      runner = new ProjectionRunner(database, store, [tournamentsProjector]);
      await runner.start();
    });
    afterEach(async () => {
      await runner.stop();
      await store.close();
      await database.drop();
    });

    async function given(
      events: readonly TournamentEvent[],
      created = events[0] as Extract<TournamentEvent, { type: 'TournamentCreated' }>,
    ) {
      const { position } = await store.append(
        `${TOURNAMENT_STREAM_PREFIX}${created.data.tournamentId}`,
        events.map((event) => ({ id: randomUUID(), ...encodeEvent(tournamentStreams, event) })),
        'any',
      );
      expect(await runner.waitFor(position)).toBe(true);
      return (await tournamentViews(database.db, { id: created.data.tournamentId }))!.public;
    }

    const createdWith = (scoring: Parameters<typeof kit.createTournament>[0]) =>
      kit.created(kit.createTournament(scoring));

    it('a points tournament: its scoring on the body, the ranking by points won, 12-12 a draw', async () => {
      const created = createdWith({ scoring: { mode: 'points', total: 24 } });
      const [first, second] = created.data.matches;
      const body = await given([created, kit.scored(first!.id, 13, 11), kit.scored(second!.id, 12, 12)]);
      expect(body.scoring).toEqual({ mode: 'points', total: 24 });
      expect(body.ranking.slice(0, 2).map((r) => [r.points, r.wins, r.gameBalance])).toEqual([
        [13, 1, 2],
        [13, 1, 2],
      ]);
      expect(body.ranking.map((r) => r.points).sort((a, b) => b - a)).toEqual([
        13, 13, 12, 12, 12, 12, 11, 11,
      ]);
      expect(body.matches.find((m) => m.id === second!.id)).toMatchObject({ isDraw: true });
    });

    it('a tournament created before scoring modes reads as games, with no clocks', async () => {
      const body = await given([kit.super8()]);
      expect(body.scoring).toEqual({ mode: 'games' });
      expect(body.slotTimers).toEqual([]);
    });

    it('SlotTimerStarted: each slot’s latest clock on the row, by slot', async () => {
      const created = createdWith({ scoring: { mode: 'timed', minutes: 15 } });
      const timer = (slot: number, startedAt: string): TournamentEvent => ({
        type: 'SlotTimerStarted',
        data: { slot, startedAt, minutes: 15, by: 'court-tablet-7' },
      });
      const body = await given([created, timer(2, kit.at), timer(1, later(1)), timer(2, later(20))]);
      expect(body.slotTimers).toEqual([
        { slot: 1, startedAt: later(1), minutes: 15 },
        { slot: 2, startedAt: later(20), minutes: 15 },
      ]);
    });

    it('rests: a player is credited for a rest once its round is complete, and a rebuild agrees', async () => {
      // Five players, three rounds of one match: a different player sits out each round.
      const created = createdWith({
        format: 'americano',
        courts: 1,
        players: kit.entries(5),
        rounds: 3,
        scoring: { mode: 'points', total: 24 },
      });
      const ofRound = (round: number) => created.data.matches.find((m) => m.round === round)!;
      const restingIn = (round: number) => {
        const { team1, team2 } = ofRound(round);
        return created.data.participants.find((p) => ![...team1, ...team2].includes(p.id))!.id;
      };
      const won = (playerId: string, rounds: readonly number[]) =>
        rounds.reduce((sum, r) => sum + (ofRound(r).team1.includes(playerId) ? 13 : 11), 0);
      const pointsOf = (body: Awaited<ReturnType<typeof given>>, playerId: string) =>
        body.ranking.find((r) => r.playerId === playerId)!.points;
      const [first, second, third] = [1, 2, 3].map((r) => kit.scored(ofRound(r).id, 13, 11));

      const live = await given([created, first!, second!]);
      // Round 2's rester has played round 1: credited that average for the rest taken.
      expect(pointsOf(live, restingIn(2))).toBe(2 * won(restingIn(2), [1]));
      // Round 3's rester has played both rounds and sits out the next one: nothing credited yet.
      expect(pointsOf(live, restingIn(3))).toBe(won(restingIn(3), [1, 2]));

      await runner.stop();
      runner = new ProjectionRunner(database, store, [tournamentsProjector]);
      await runner.rebuild('tournaments');
      expect((await tournamentViews(database.db, { id: created.data.tournamentId }))?.public).toEqual(live);
      await runner.start();

      const done = await given([third!], created);
      const earned = won(restingIn(3), [1, 2]);
      expect(pointsOf(done, restingIn(3))).toBe(earned + Math.round(earned / 2));
    });

    it('a rebuild gives the same read models', async () => {
      const created = createdWith({ scoring: { mode: 'timed', minutes: 12 } });
      const events: TournamentEvent[] = [
        created,
        ...created.data.matches.slice(0, 5).map((m, i) => kit.scored(m.id, 20 + i, 17)),
        ...tournamentDecider.decide(
          { type: 'StartSlotTimer', data: { slot: 3 }, metadata: { ...kit.createTournament().metadata } },
          [created].reduce(tournamentDecider.evolve, tournamentDecider.initialState()),
        ),
      ];
      const live = await given(events);
      expect(live.slotTimers).toHaveLength(1);
      await runner.stop();
      const rebuilder = new ProjectionRunner(database, store, [tournamentsProjector]);
      await rebuilder.rebuild('tournaments');
      const rebuilt = await tournamentViews(database.db, { id: created.data.tournamentId });
      expect(rebuilt?.public).toEqual(live);
      await runner.start();
    });
  });
}

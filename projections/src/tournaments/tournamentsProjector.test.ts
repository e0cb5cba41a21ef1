import { randomUUID } from 'node:crypto';
import {
  type AllPosition,
  encodeEvent,
  formatPosition,
  TOURNAMENT_STREAM_PREFIX,
  type TournamentEvent,
  tournamentStreams,
} from '@rodada/events';
import { tournamentsTestKit as kit } from '@rodada/events/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { PostgresEventStore } from '../eventStore/postgresEventStore';
import { ProjectionRunner } from '../runner/projectionRunner';
import { openTestDatabase, testDatabaseTargets } from '../testing';
import { recordedMatch } from './tournamentFold';
import { tournamentViews } from './tournamentQueries';
import { tournamentsProjector } from './tournamentsProjector';

/**
 * The tournaments projector as specifications: given a tournament's events (decided by the
 * domain's test kit, stored in the real event store), the rows its tables hold once the runner has
 * projected them, and the ranking the read serves.
 */

const later = '2026-11-23T21:30:00.000Z';

for (const target of testDatabaseTargets()) {
  describe(`tournaments projector on ${target.name}`, () => {
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

    /** Stores the events on their tournament's stream and waits until they are projected. */
    async function given(events: readonly TournamentEvent[], tournamentId = idOf(events)) {
      const { position } = await store.append(
        `${TOURNAMENT_STREAM_PREFIX}${tournamentId}`,
        events.map((event) => ({ id: randomUUID(), ...encodeEvent(tournamentStreams, event) })),
        'any',
      );
      expect(await runner.waitFor(position)).toBe(true);
      return { position, ...(await rows()) };
    }

    async function rows() {
      const { db } = database;
      const [tournaments, players, matches, ranking, tieQueue, tieResolutions] = await Promise.all([
        db.selectFrom('tournaments').selectAll().execute(),
        db.selectFrom('tournament_players').selectAll().orderBy('seq').execute(),
        db.selectFrom('matches').selectAll().orderBy('key').execute(),
        db.selectFrom('tournament_rankings').selectAll().orderBy('display_order').execute(),
        db.selectFrom('tie_queue').selectAll().orderBy('group_id').execute(),
        db.selectFrom('tie_resolutions').selectAll().orderBy('group_id').execute(),
      ]);
      return {
        tournaments,
        tournament: tournaments[0]!,
        players,
        matches,
        ranking,
        tieQueue,
        tieResolutions,
      };
    }

    const byKey = <M extends { key: string }>(matches: readonly M[]) =>
      [...matches].sort((a, b) => (a.key < b.key ? -1 : a.key > b.key ? 1 : 0));

    it('TournamentCreated: a pending tournament, its players in entry order, its matches unplayed, everyone level', async () => {
      const created = kit.super8();
      const { tournament, players, matches, ranking, position } = await given([created]);

      expect(tournament).toMatchObject({
        id: created.data.tournamentId,
        owner_id: kit.ownerId,
        name: 'Super 8 de sábado',
        tournament_type: 'super8',
        courts: 2,
        player_count: 8,
        status: 'pending',
        public_token: 'public-token-0001',
        cost: 1,
        revision: 0,
        position: formatPosition(position as AllPosition),
        created_at: new Date(kit.at),
        group_assignment_method: null,
        super_final_generated: false,
        has_tiebreak_issues: false,
        ended_at: null,
      });
      expect(players.map((p) => [p.id, p.seq, p.name, p.group_id, p.final_position])).toEqual(
        created.data.participants.map((p, seq) => [p.id, seq, p.name, null, null]),
      );
      expect(matches.map((m) => [m.id, m.court, m.play_order, m.slot, recordedMatch(m)])).toEqual(
        byKey(created.data.matches).map((m) => [
          m.id,
          m.court,
          m.order,
          m.slot,
          { team1: m.team1, team2: m.team2, score: null, round: m.round, matchType: 'group', groupId: null },
        ]),
      );
      expect(matches.every((m) => m.version === 0 && m.completed_at === null && !m.is_draw)).toBe(true);
      expect(ranking).toHaveLength(8);
      expect(
        ranking.every((r) => r.wins === 0 && r.losses === 0 && r.points === 0 && r.game_balance === 0),
      ).toBe(true);
      expect(ranking.map((r) => r.player_name).sort()).toEqual(kit.entries(8).sort());
    });

    it('MatchScored: the match completed with its score, the tournament in progress, the winners ranked first', async () => {
      const created = kit.super8();
      const first = created.data.matches[0]!;
      const { tournament, matches, ranking } = await given([created, kit.scored(first.id, 6, 2)]);

      expect(matches.find((m) => m.id === first.id)).toMatchObject({
        team1_score: 6,
        team2_score: 2,
        completed: true,
        is_draw: false,
        completed_at: new Date(kit.at),
        version: 1,
      });
      expect(matches.filter((m) => m.completed)).toHaveLength(1);
      expect(tournament).toMatchObject({ status: 'in_progress', revision: 1 });
      const rankedIds = ranking.map((r) => r.player_id);
      expect(new Set(rankedIds.slice(0, 2))).toEqual(new Set(first.team1));
      for (const loser of first.team2)
        expect(ranking.find((r) => r.player_id === loser)).toMatchObject({
          wins: 0,
          losses: 1,
          game_balance: -4,
        });

      const views = await tournamentViews(database.db, { id: created.data.tournamentId });
      expect(views?.public.ranking.map((r) => r.playerId)).toEqual(rankedIds);
      expect(views?.public.ranking[0]).toMatchObject({ wins: 1, losses: 0, gameBalance: 4 });
    });

    it('a corrected MatchScored: the new score and version 2, the first completion time kept', async () => {
      const created = kit.super8();
      const first = created.data.matches[0]!;
      const correction = kit.scored(first.id, 3, 3);
      const { matches } = await given([
        created,
        kit.scored(first.id, 6, 2),
        { ...correction, data: { ...correction.data, at: later } } as TournamentEvent,
      ]);

      expect(matches.find((m) => m.id === first.id)).toMatchObject({
        team1_score: 3,
        team2_score: 3,
        completed: true,
        is_draw: true,
        completed_at: new Date(kit.at),
        version: 2,
      });
    });

    it('PlayerRenamed: the player and its ranking row carry the new name', async () => {
      const created = kit.super8();
      const renamed = created.data.participants[1]!;
      const { players, ranking } = await given([
        created,
        {
          type: 'PlayerRenamed',
          data: { playerId: renamed.id, name: 'Beatriz', by: kit.ownerId, at: kit.at },
        },
      ]);

      expect(players.find((p) => p.id === renamed.id)?.name).toBe('Beatriz');
      expect(ranking.find((r) => r.player_id === renamed.id)?.player_name).toBe('Beatriz');
      expect(players.filter((p) => p.name === 'Beatriz')).toHaveLength(1);
    });

    it('TournamentEnded: the tournament ended and completed, its scores as they were', async () => {
      const created = kit.super8();
      const first = created.data.matches[0]!;
      const { tournament, matches } = await given([
        created,
        kit.scored(first.id, 6, 2),
        { type: 'TournamentEnded', data: { by: kit.tablet.id!, at: later } },
      ]);

      expect(tournament).toMatchObject({ status: 'completed', ended_at: new Date(later), revision: 2 });
      expect(matches.filter((m) => m.completed).map((m) => m.id)).toEqual([first.id]);
    });

    it('TournamentCreationAbandoned: no rows', async () => {
      const created = kit.super8();
      const { tournaments, players, matches } = await given(
        [
          {
            type: 'TournamentCreationAbandoned',
            data: { tournamentId: created.data.tournamentId, ownerId: kit.ownerId, at: kit.at },
          },
        ],
        created.data.tournamentId,
      );

      expect([tournaments, players, matches]).toEqual([[], [], []]);
    });

    it('TournamentCreated (Super 16): its groups on the row, each player in a group, only group matches', async () => {
      const created = kit.superGroups16();
      const { tournament, players, matches } = await given([created]);

      expect(tournament).toMatchObject({
        tournament_type: 'super_groups',
        player_count: 16,
        group_assignment_method: 'random',
        groups: created.data.groups,
        has_tiebreak_issues: false,
      });
      expect(Object.keys(tournament.group_rankings as object).sort()).toEqual(['A', 'B']);
      for (const group of created.data.groups!)
        expect(
          players
            .filter((p) => p.group_id === group.id)
            .map((p) => p.id)
            .sort(),
        ).toEqual([...group.members].sort());
      expect(matches).toHaveLength(created.data.matches.length);
      expect(matches.every((m) => m.match_type === 'group' && m.group_id !== null)).toBe(true);
    });

    it('a group stage played level: tie issues flagged, both groups queued for a resolution', async () => {
      const { tournament, tieQueue } = await given(kit.groupStageDrawn());

      expect(tournament).toMatchObject({ status: 'in_progress', has_tiebreak_issues: true });
      expect(tieQueue.map((t) => t.group_id)).toEqual(['A', 'B']);
      expect(tieQueue.every((t) => t.player_ids.length > 0 && t.since instanceof Date)).toBe(true);
    });

    it('TiebreaksResolved: the chosen places on the players, no open tie, the queue empty, the resolutions noted', async () => {
      const { tournament, players, tieQueue, tieResolutions } = await given([
        ...kit.groupStageDrawn(),
        ...kit.bothGroupsResolved(),
      ]);

      const seats = kit.seats();
      for (const group of ['A', 'B'] as const)
        expect(
          players
            .filter((p) => p.final_position !== null && p.group_id === group)
            .sort((a, b) => a.final_position! - b.final_position!)
            .map((p) => p.id),
        ).toEqual(seats[group]);
      expect(tournament).toMatchObject({ has_tiebreak_issues: false, super_final_generated: false });
      expect(tieQueue).toEqual([]);
      expect(tieResolutions.map((r) => [r.group_id, r.resolved_by])).toEqual([
        ['A', kit.admin.id],
        ['B', kit.admin.id],
      ]);
    });

    it('SuperFinalGenerated: its final matches added and the row marked', async () => {
      const final = kit.superFinal();
      const { tournament, matches } = await given([
        ...kit.groupStageDrawn(),
        ...kit.bothGroupsResolved(),
        final,
      ]);

      expect(tournament).toMatchObject({ super_final_generated: true, status: 'in_progress' });
      expect(
        matches
          .filter((m) => m.match_type === 'final')
          .map((m) => m.id)
          .sort(),
      ).toEqual(final.data.matches.map((m) => m.id).sort());
    });
  });
}

const idOf = (events: readonly TournamentEvent[]) => {
  const first = events[0];
  if (first?.type !== 'TournamentCreated') throw new Error('the first event creates the tournament');
  return first.data.tournamentId;
};

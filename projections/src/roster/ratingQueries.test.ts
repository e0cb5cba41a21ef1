import { randomUUID } from 'node:crypto';
import {
  encodeEvent,
  levelOf,
  type RatedMatch,
  type RosterEvent,
  rateMatches,
  rosterStream,
  rosterStreams,
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
import { tournamentsProjector } from '../tournaments/tournamentsProjector';
import { foldOrganiserRatings, organiserRatings } from './ratingQueries';
import { rosterProjector } from './rosterProjector';
import { searchRoster } from './rosterQueries';

/**
 * Levels in the read models: the organiser's tournaments scored in the real event store, the
 * levels the roster answers, the same after a corrected score typed right again and after a rebuild.
 */

const organiser = kit.ownerId;

const tournament = (players: string[]) =>
  kit.created(kit.createTournament({ players, ownerId: organiser, publicToken: randomUUID() }, randomUUID()));
const first = () => tournament(['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gil', 'Hugo']);
const second = () => tournament(['ana', 'Bia', 'Caio', 'Duda', 'Iara', 'João', 'Kika', 'Léo']);

/** A deterministic scoreline per match: the first team wins 6-k. */
const scoreOf = (index: number): [number, number] => (index % 3 === 0 ? [2, 6] : [6, index % 6]);

for (const target of testDatabaseTargets()) {
  describe(`levels on ${target.name}`, () => {
    let database: Database & { drop(): Promise<void> };
    let store: PostgresEventStore;
    let runner: ProjectionRunner;

    beforeEach(async () => {
      database = await openTestDatabase(target);
      await migrateToLatest(database.db);
      store = await PostgresEventStore.open(database);
      runner = new ProjectionRunner(database, store, [tournamentsProjector, rosterProjector]);
      await runner.start();
    });
    afterEach(async () => {
      await runner.stop();
      await store.close();
      await database.drop();
    });

    async function given(tournamentId: string, ...events: TournamentEvent[]) {
      const { position } = await store.append(
        `${TOURNAMENT_STREAM_PREFIX}${tournamentId}`,
        events.map((event) => ({ id: randomUUID(), ...encodeEvent(tournamentStreams, event) })),
        'any',
      );
      expect(await runner.waitFor(position, 60_000)).toBe(true);
    }
    async function givenRoster(...events: RosterEvent[]) {
      const { position } = await store.append(
        rosterStream(organiser),
        events.map((event) => ({ id: randomUUID(), ...encodeEvent(rosterStreams, event) })),
        'any',
      );
      expect(await runner.waitFor(position, 60_000)).toBe(true);
    }
    /** Every match of the tournament scored by `scoreOf`, as the rating reads them (players by lower-case name). */
    async function playAll(t: ReturnType<typeof tournament>, at: string): Promise<RatedMatch[]> {
      const nameOf = new Map(t.data.participants.map((p) => [p.id, p.name.toLowerCase()]));
      const rated = t.data.matches.map((m, i) => {
        const [a, b] = scoreOf(i);
        return {
          teamA: m.team1.map((id) => nameOf.get(id)!),
          teamB: m.team2.map((id) => nameOf.get(id)!),
          scoreA: a,
          scoreB: b,
          outcome: 'played' as const,
        };
      });
      await given(
        t.data.tournamentId,
        t,
        ...t.data.matches.map((m, i) => {
          const event = kit.scored(m.id, ...scoreOf(i)) as Extract<TournamentEvent, { type: 'MatchScored' }>;
          return { ...event, data: { ...event.data, at } };
        }),
      );
      return rated;
    }
    const levels = async () =>
      Object.fromEntries(
        (await searchRoster(database.db, organiser, '', null)).map((e) => [e.name, e.level]),
      );

    it('rates every linked player from the counted matches, the same after a correction and a rebuild', async () => {
      const played = [first(), second()];
      const expected: RatedMatch[] = [];
      for (const t of played) {
        const nameOf = new Map(t.data.participants.map((p) => [p.id, p.name.toLowerCase()]));
        // The second tournament is half played: its unscored matches do not count.
        const counted = t === played[0] ? t.data.matches : t.data.matches.slice(0, 4);
        const scores = counted.map((m, i) => {
          const [a, b] = scoreOf(i);
          expected.push({
            teamA: m.team1.map((id) => nameOf.get(id)!),
            teamB: m.team2.map((id) => nameOf.get(id)!),
            scoreA: a,
            scoreB: b,
            outcome: 'played',
          });
          // The second tournament is played a minute later: a rating folds matches in the order
          // they were completed, so the two tournaments must not tie on it.
          const event = kit.scored(m.id, a, b) as Extract<TournamentEvent, { type: 'MatchScored' }>;
          return t === played[0]
            ? event
            : { ...event, data: { ...event.data, at: new Date(Date.parse(kit.at) + 60_000).toISOString() } };
        });
        await given(t.data.tournamentId, t, ...scores);
      }
      const byName = rateMatches(expected);
      const answered = await levels();
      expect(Object.keys(answered)).toHaveLength(12);
      for (const [name, level] of Object.entries(answered))
        expect(level, name).toEqual(levelOf(byName.get(name.toLowerCase())!));
      expect(answered.Edu?.matches).toBe(7);
      expect(answered.Ana!.matches).toBeGreaterThan(7);

      // A score typed wrong then right again rates as if typed right the first time.
      const [t1] = played;
      const [a, b] = scoreOf(0);
      await given(t1!.data.tournamentId, kit.scored(t1!.data.matches[0]!.id, 0, 6));
      expect(await levels()).not.toEqual(answered);
      await given(t1!.data.tournamentId, kit.scored(t1!.data.matches[0]!.id, a, b));
      expect(await levels()).toEqual(answered);

      await runner.stop();
      const rebuilder = new ProjectionRunner(database, store, [tournamentsProjector, rosterProjector]);
      await rebuilder.rebuild(tournamentsProjector.name, 3);
      await rebuilder.rebuild(rosterProjector.name, 2);
      expect(await levels()).toEqual(answered);
    }, 240_000);

    it('reads again after a merge and a new tournament give what folding everything afresh gives', async () => {
      const played = await playAll(first(), kit.at);
      const before = await levels();
      expect(before).toEqual(
        Object.fromEntries(
          Object.entries(before).map(([name]) => [
            name,
            levelOf(rateMatches(played).get(name.toLowerCase())!),
          ]),
        ),
      );

      // Bia is Ana: her matches are Ana's, and a match with the two of them no longer counts.
      const idOf = async (name: string) => (await searchRoster(database.db, organiser, name, 1))[0]!.id;
      const [ana, bia] = [await idOf('ana'), await idOf('bia')];
      const by = organiser;
      await givenRoster({ type: 'RosterEntriesMerged', data: { fromId: bia, intoId: ana, by, at: kit.at } });
      const asAna = (team: readonly string[]) => team.map((n) => (n === 'bia' ? 'ana' : n));
      const merged = played.map((m) => ({ ...m, teamA: asAna(m.teamA), teamB: asAna(m.teamB) }));
      const afterMerge = await levels();
      expect(afterMerge.Bia).toBeUndefined();
      expect(afterMerge.Ana).toEqual(levelOf(rateMatches(merged).get('ana')!));
      expect(afterMerge.Ana).not.toEqual(before.Ana);

      // A second tournament, later: its players are linked and rated with the first's.
      const later = await playAll(second(), new Date(Date.parse(kit.at) + 60_000).toISOString());
      const everything = rateMatches([
        ...merged,
        ...later.map((m) => ({ ...m, teamA: asAna(m.teamA), teamB: asAna(m.teamB) })),
      ]);
      const afterSecond = await levels();
      expect(Object.keys(afterSecond)).toHaveLength(11);
      for (const [name, level] of Object.entries(afterSecond))
        expect(level, name).toEqual(levelOf(everything.get(name.toLowerCase())!));

      // The links' version is counted per event: a rebuild in other batches counts the same.
      const version = () =>
        database.db
          .selectFrom('roster_versions')
          .select('version')
          .where('organiser_id', '=', organiser)
          .execute();
      const counted = await version();
      expect(counted).toEqual([{ version: 3 }]);
      await runner.stop();
      await new ProjectionRunner(database, store, [rosterProjector]).rebuild(rosterProjector.name, 1);
      expect(await version()).toEqual(counted);
      expect(await levels()).toEqual(afterSecond);
    }, 240_000);

    it('goes on from the kept levels score by score, and folds again on a correction, as folding afresh gives', async () => {
      const [one, two] = [first(), second()];
      await given(one.data.tournamentId, one);
      await given(two.data.tournamentId, two);
      const fresh = () => foldOrganiserRatings(database.db, organiser);
      const kept = () => organiserRatings(database.db, organiser);
      expect((await kept()).size).toBe(0);
      // The two tournaments scored in turns, a second apart, the levels read after every score.
      const turns = one.data.matches.flatMap((m, i) => [
        [one, m.id, i],
        ...(two.data.matches[i] ? [[two, two.data.matches[i]!.id, i] as const] : []),
      ]) as [typeof one, string, number][];
      let seconds = 0;
      for (const [t, matchId, i] of turns.slice(0, 12)) {
        const event = kit.scored(matchId, ...scoreOf(i)) as Extract<TournamentEvent, { type: 'MatchScored' }>;
        seconds += 1;
        const at = new Date(Date.parse(kit.at) + seconds * 1000).toISOString();
        await given(t.data.tournamentId, { ...event, data: { ...event.data, at } });
        expect(await kept()).toEqual(await fresh());
      }
      const scored = await kept();
      expect(scored.size).toBe(12);
      // Two scores at once in the two tournaments (one read for both), then a correction of the
      // first match played: it keeps its place in the order, so the whole season folds again.
      for (const [t, matchId, i] of turns.slice(12, 14)) {
        const event = kit.scored(matchId, ...scoreOf(i)) as Extract<TournamentEvent, { type: 'MatchScored' }>;
        const at = new Date(Date.parse(kit.at) + (seconds + 1) * 1000).toISOString();
        await given(t.data.tournamentId, { ...event, data: { ...event.data, at } });
      }
      expect(await kept()).toEqual(await fresh());
      await given(one.data.tournamentId, kit.scored(one.data.matches[0]!.id, 0, 6));
      const corrected = await kept();
      expect(corrected).toEqual(await fresh());
      expect(corrected).not.toEqual(scored);
    }, 240_000);

    it('answers no level before a counted match', async () => {
      const t = first();
      await given(t.data.tournamentId, t);
      expect(Object.values(await levels()).every((level) => level === null)).toBe(true);
    });
  });
}

import { randomUUID } from 'node:crypto';
import {
  CIRCUIT_POINTS_PRESETS,
  type CircuitEvent,
  circuitStream,
  circuitStreams,
  encodeEvent,
  TOURNAMENT_STREAM_PREFIX,
  type TournamentEvent,
  tournamentStreams,
  userStream,
  userStreams,
} from '@rodada/events';
import { tournamentsTestKit as kit } from '@rodada/events/testing';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { Database } from '../db/database';
import { migrateToLatest } from '../db/migrate';
import { PostgresEventStore } from '../eventStore/postgresEventStore';
import { rosterProjector } from '../roster/rosterProjector';
import { ProjectionRunner } from '../runner/projectionRunner';
import { openTestDatabase, tableRows, testDatabaseTargets } from '../testing';
import { tournamentsProjector } from '../tournaments/tournamentsProjector';
import { circuitDetail, circuitsOf, circuitTournamentFacts, publicCircuit } from './circuitQueries';
import { circuitsProjector } from './circuitsProjector';

/**
 * The circuits read model as specifications: an organiser's tournaments (decided by the domain's
 * test kit) played in the real event store, a circuit holding them, and the standings the reads
 * compute from their rankings and the roster, checked against figures worked out by hand.
 */

const organiser = kit.ownerId;
const other = '00000000-0000-4000-8000-0000000000b2';
const circuitId = '00000000-0000-4000-8000-00000000c100';
const by = organiser;
const at = kit.at;
const publicToken = 'CircuitToken-0000001';

/**
 * A four-player Americano (three matches, one court) its players finish in the order given: the
 * strongest wins every match, 6-0 beside the second, 6-1 beside the third, 6-2 beside the fourth,
 * so the others have one win each and game balances of −3, −5 and −7.
 */
function americano(finishingOrder: string[], ownerId = organiser) {
  const created = kit.created(
    kit.createTournament(
      { format: 'americano', courts: 1, players: finishingOrder, ownerId, publicToken: randomUUID() },
      randomUUID(),
    ),
  );
  const idOf = new Map(created.data.participants.map((p) => [p.id, p.name]));
  const rank = (id: string) => finishingOrder.indexOf(idOf.get(id)!);
  const scores = created.data.matches.map((m) => {
    const team1Strongest = Math.min(...m.team1.map(rank));
    const team2Strongest = Math.min(...m.team2.map(rank));
    const winners = team1Strongest < team2Strongest ? m.team1 : m.team2;
    const partner = Math.max(...winners.map(rank));
    return team1Strongest < team2Strongest
      ? kit.scored(m.id, 6, partner - 1)
      : kit.scored(m.id, partner - 1, 6);
  });
  return { id: created.data.tournamentId, created, scores };
}

for (const target of testDatabaseTargets()) {
  describe(`circuits projector on ${target.name}`, () => {
    let database: Database & { drop(): Promise<void> };
    let store: PostgresEventStore;
    let runner: ProjectionRunner;
    const projectors = [tournamentsProjector, rosterProjector, circuitsProjector];

    beforeEach(async () => {
      database = await openTestDatabase(target);
      await migrateToLatest(database.db);
      store = await PostgresEventStore.open(database);
      runner = new ProjectionRunner(database, store, projectors);
      await runner.start();
    });
    afterEach(async () => {
      await runner.stop();
      await store.close();
      await database.drop();
    });

    async function given(streamId: string, events: { id: string; type: string; data: unknown }[]) {
      const { position } = await store.append(streamId, events, 'any');
      expect(await runner.waitFor(position, 60_000)).toBe(true);
    }
    const givenTournament = (tournamentId: string, ...events: TournamentEvent[]) =>
      given(
        `${TOURNAMENT_STREAM_PREFIX}${tournamentId}`,
        events.map((event) => ({ id: randomUUID(), ...encodeEvent(tournamentStreams, event) })),
      );
    const givenCircuit = (...events: CircuitEvent[]) =>
      given(
        circuitStream(circuitId),
        events.map((event) => ({ id: randomUUID(), ...encodeEvent(circuitStreams, event) })),
      );
    const created: CircuitEvent = {
      type: 'CircuitCreated',
      data: {
        circuitId,
        organiserId: organiser,
        name: 'Circuito de Verão 2027',
        pointsTable: [...CIRCUIT_POINTS_PRESETS.goPadel],
        participationPoints: 10,
        tieRule: 'attendance',
        publicToken,
        by,
        at,
      },
    };
    const added = (tournamentId: string): CircuitEvent => ({
      type: 'TournamentAddedToCircuit',
      data: { tournamentId, by, at },
    });
    const standings = async () =>
      (await publicCircuit(database.db, publicToken))!.standings.map(
        (s) => `${s.position} ${s.name} ${s.points} (${s.tournaments})`,
      );

    it('scores each completed tournament by its points table and bonus, level players told apart by attendance then best result', async () => {
      const first = americano(['Ana', 'Bia', 'Caio', 'Duda']);
      const second = americano(['Caio', 'ANA', 'Edu', 'Bia']);
      const third = americano(['Duda', 'Edu', 'Bia', 'Fabi']);
      await givenTournament(first.id, first.created, ...first.scores);
      await givenTournament(second.id, second.created, ...second.scores);
      // The third is under way: one match of three is scored.
      await givenTournament(third.id, third.created, third.scores[0]!);
      await givenCircuit(created, added(first.id), added(second.id), added(third.id));

      // 100/80/60/40/30/15 and 10 a tournament. First: Ana 110, Bia 90, Caio 70, Duda 50.
      // Second: Caio 110, Ana 90, Edu 70, Bia 50. The third does not count yet.
      expect(await standings()).toEqual([
        '1 Ana 200 (2)',
        '2 Caio 180 (2)',
        '3 Bia 140 (2)',
        '4 Edu 70 (1)',
        '5 Duda 50 (1)',
      ]);
      const detail = await circuitDetail(database.db, circuitId);
      expect(detail?.organiserId).toBe(organiser);
      // Oldest first; these three were created at the same time.
      expect(detail?.circuit.tournaments.map((t) => [t.id, t.status, t.counts]).toSorted()).toEqual(
        [
          [first.id, 'completed', true],
          [second.id, 'completed', true],
          [third.id, 'in_progress', false],
        ].toSorted(),
      );

      // Third: Duda 110, Edu 90, Bia 70, Fabi 50. Duda and Edu are level on 160 and on two
      // tournaments each: Duda's best place (1st) is better than Edu's (3rd).
      await givenTournament(third.id, ...third.scores.slice(1));
      expect(await standings()).toEqual([
        '1 Bia 210 (3)',
        '2 Ana 200 (2)',
        '3 Caio 180 (2)',
        '4 Duda 160 (2)',
        '5 Edu 160 (2)',
        '6 Fabi 50 (1)',
      ]);
      expect(await circuitsOf(database.db, organiser)).toEqual([
        { id: circuitId, name: 'Circuito de Verão 2027', publicToken, tournaments: 3, createdAt: at },
      ]);
      expect(await circuitTournamentFacts(database.db, third.id)).toEqual({
        id: third.id,
        ownerId: organiser,
        circuitId,
        ranksPlayers: true,
      });

      // Without the second tournament: Ana 110, Bia 160, Caio 70, Duda 160, Edu 90, Fabi 50;
      // Bia and Duda played two each, and Duda won one.
      await givenCircuit({ type: 'TournamentRemovedFromCircuit', data: { tournamentId: second.id, by, at } });
      expect(await standings()).toEqual([
        '1 Duda 160 (2)',
        '2 Bia 160 (2)',
        '3 Ana 110 (1)',
        '4 Edu 90 (1)',
        '5 Caio 70 (1)',
        '6 Fabi 50 (1)',
      ]);
      expect((await circuitTournamentFacts(database.db, second.id))?.circuitId).toBeNull();

      const live = await tableRows(database, circuitsProjector.tables);
      await runner.stop();
      await new ProjectionRunner(database, store, projectors).rebuild(circuitsProjector.name, 2);
      expect(await tableRows(database, circuitsProjector.tables)).toEqual(live);
    });

    it('keeps a tournament in the first circuit that claimed it', async () => {
      const first = americano(['Ana', 'Bia', 'Caio', 'Duda']);
      await givenTournament(first.id, first.created);
      const rival = '00000000-0000-4000-8000-00000000c200';
      await givenCircuit(created, added(first.id));
      await given(circuitStream(rival), [
        {
          id: randomUUID(),
          ...encodeEvent(circuitStreams, {
            ...created,
            data: { ...created.data, circuitId: rival, publicToken: 'CircuitToken-0000002' },
          }),
        },
        { id: randomUUID(), ...encodeEvent(circuitStreams, added(first.id)) },
      ]);
      expect((await circuitTournamentFacts(database.db, first.id))?.circuitId).toBe(circuitId);
      expect((await publicCircuit(database.db, 'CircuitToken-0000002'))?.tournaments).toEqual([]);
    });

    it('removes an erased organiser’s circuits, and leaves the others’', async () => {
      const first = americano(['Ana', 'Bia', 'Caio', 'Duda']);
      await givenTournament(first.id, first.created, ...first.scores);
      await givenCircuit(created, added(first.id));
      const theirs = '00000000-0000-4000-8000-00000000c300';
      await given(circuitStream(theirs), [
        {
          id: randomUUID(),
          ...encodeEvent(circuitStreams, {
            ...created,
            data: {
              ...created.data,
              circuitId: theirs,
              organiserId: other,
              publicToken: 'CircuitToken-0000003',
            },
          }),
        },
      ]);
      await given(userStream(organiser), [
        { id: randomUUID(), ...encodeEvent(userStreams, { type: 'UserErased', data: { by: 'admin', at } }) },
      ]);
      expect(await circuitsOf(database.db, organiser)).toEqual([]);
      expect(await publicCircuit(database.db, publicToken)).toBeUndefined();
      expect(JSON.stringify(await tableRows(database, circuitsProjector.tables))).not.toContain(organiser);
      expect(await circuitsOf(database.db, other)).toHaveLength(1);

      const live = await tableRows(database, circuitsProjector.tables);
      await runner.stop();
      await new ProjectionRunner(database, store, projectors).rebuild(circuitsProjector.name, 2);
      expect(await tableRows(database, circuitsProjector.tables)).toEqual(live);
    });
  });
}

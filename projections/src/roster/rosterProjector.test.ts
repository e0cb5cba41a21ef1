import { randomUUID } from 'node:crypto';
import {
  encodeEvent,
  type RosterEvent,
  rosterStream,
  rosterStreams,
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
import { ProjectionRunner } from '../runner/projectionRunner';
import { openTestDatabase, tableRows, testDatabaseTargets } from '../testing';
import { rosterProjector } from './rosterProjector';
import { rosterState, searchRoster } from './rosterQueries';

/**
 * The roster projector as specifications: an organiser's tournaments (decided by the domain's test
 * kit) and roster events stored in the real event store, the roster the runner projects from them,
 * and the same roster again from a rebuild.
 */

const organiser = kit.ownerId;
const other = '00000000-0000-4000-8000-0000000000b2';
const by = organiser;
const at = kit.at;

const tournament = (players: string[], commandId: string, ownerId = organiser) =>
  kit.created(kit.createTournament({ players, ownerId }, commandId));
const first = () =>
  tournament(
    ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gil', 'Hugo'],
    '00000000-0000-4000-8000-00000000c101',
  );
const second = () =>
  tournament(
    ['ÂNA', 'bia ', 'Caio', 'Duda', 'Iara', 'João', 'Kika', 'Léo'],
    '00000000-0000-4000-8000-00000000c102',
  );

for (const target of testDatabaseTargets()) {
  describe(`roster projector on ${target.name}`, () => {
    let database: Database & { drop(): Promise<void> };
    let store: PostgresEventStore;
    let runner: ProjectionRunner;

    beforeEach(async () => {
      database = await openTestDatabase(target);
      await migrateToLatest(database.db);
      store = await PostgresEventStore.open(database);
      runner = new ProjectionRunner(database, store, [rosterProjector]);
      await runner.start();
    });
    afterEach(async () => {
      await runner.stop();
      await store.close();
      await database.drop();
    });

    async function givenTournament(event: TournamentEvent & { type: 'TournamentCreated' }) {
      const { position } = await store.append(
        `${TOURNAMENT_STREAM_PREFIX}${event.data.tournamentId}`,
        [{ id: randomUUID(), ...encodeEvent(tournamentStreams, event) }],
        'any',
      );
      expect(await runner.waitFor(position)).toBe(true);
    }
    async function givenRoster(...events: RosterEvent[]) {
      const { position } = await store.append(
        rosterStream(organiser),
        events.map((event) => ({ id: randomUUID(), ...encodeEvent(rosterStreams, event) })),
        'any',
      );
      expect(await runner.waitFor(position)).toBe(true);
    }
    const names = async () =>
      (await searchRoster(database.db, organiser, '', null)).map((e) => `${e.name}:${e.tournaments}`);
    const idOf = async (name: string) => (await searchRoster(database.db, organiser, name, 1))[0]!.id;

    it('makes one entry per name, the same name in another tournament (case and accents aside) the same entry', async () => {
      await givenTournament(first());
      await givenTournament(second());
      await givenTournament(
        tournament(['Ana', 'Zeca', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gil', 'Hugo'], randomUUID(), other),
      );
      expect(await names()).toEqual([
        'Ana:2',
        'Bia:2',
        'Caio:2',
        'Duda:2',
        'Edu:1',
        'Fabi:1',
        'Gil:1',
        'Hugo:1',
        'Iara:1',
        'João:1',
        'Kika:1',
        'Léo:1',
      ]);
      expect((await rosterState(database.db, other)).entries).toHaveLength(8);
    });

    it('finds a renamed entry by its new and its old name, and a merged one under the entry it went into', async () => {
      await givenTournament(first());
      const ana = await idOf('ana');
      const bia = await idOf('bia');
      await givenRoster(
        { type: 'RosterEntryRenamed', data: { entryId: ana, name: 'Ana Souza', by, at } },
        { type: 'RosterEntriesMerged', data: { fromId: bia, intoId: ana, by, at } },
      );
      await givenTournament(second());
      expect(await names()).toEqual([
        'Ana Souza:2',
        'Caio:2',
        'Duda:2',
        'Edu:1',
        'Fabi:1',
        'Gil:1',
        'Hugo:1',
        'Iara:1',
        'João:1',
        'Kika:1',
        'Léo:1',
      ]);
      expect(
        (await rosterState(database.db, organiser)).entries.find((e) => e.id === ana)?.names.toSorted(),
      ).toEqual(['ana', 'ana souza', 'bia']);
      // Autocomplete: a word's start, accents and case ignored.
      expect((await searchRoster(database.db, organiser, 'SOU', null)).map((e) => e.name)).toEqual([
        'Ana Souza',
      ]);
      expect((await searchRoster(database.db, organiser, 'jo', null)).map((e) => e.name)).toEqual(['João']);
      expect(await searchRoster(database.db, organiser, 'ouza', null)).toEqual([]);
      expect(await searchRoster(database.db, organiser, '%', null)).toEqual([]);

      const live = await tableRows(database, rosterProjector.tables);
      await runner.stop();
      const rebuilder = new ProjectionRunner(database, store, [rosterProjector]);
      await rebuilder.rebuild(rosterProjector.name, 2);
      expect(await tableRows(database, rosterProjector.tables)).toEqual(live);
    });

    it('links a player picked from the roster to that entry, and by name when the entry is not the organiser’s or is gone', async () => {
      await givenTournament(first());
      const bia = await idOf('bia');
      const gil = await idOf('gil');
      await givenRoster({ type: 'RosterEntriesMerged', data: { fromId: gil, intoId: bia, by, at } });
      await givenTournament(
        kit.created(
          kit.createTournament(
            {
              // A name the entry never had still links to it when picked (the service puts in the
              // current name, so this only shows the pick wins over the name).
              players: [
                { name: 'Beatriz', rosterId: bia },
                { name: 'Gil', rosterId: gil },
                { name: 'Zeca', rosterId: randomUUID() },
                'Caio',
                'Duda',
                'Edu',
                'Fabi',
                'Hugo',
              ],
            },
            '00000000-0000-4000-8000-00000000c103',
          ),
        ),
      );
      expect(await names()).toEqual([
        'Bia:2',
        'Caio:2',
        'Duda:2',
        'Edu:2',
        'Fabi:2',
        'Hugo:2',
        'Ana:1',
        'Zeca:1',
      ]);
      const live = await tableRows(database, rosterProjector.tables);
      await runner.stop();
      await new ProjectionRunner(database, store, [rosterProjector]).rebuild(rosterProjector.name, 2);
      expect(await tableRows(database, rosterProjector.tables)).toEqual(live);
    });

    it('removes an erased organiser’s roster, and leaves the others’', async () => {
      await givenTournament(first());
      await givenTournament(
        tournament(['Ana', 'Zeca', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gil', 'Hugo'], randomUUID(), other),
      );
      const { position } = await store.append(
        userStream(organiser),
        [
          {
            id: randomUUID(),
            ...encodeEvent(userStreams, { type: 'UserErased', data: { by: 'admin', at } }),
          },
        ],
        'any',
      );
      expect(await runner.waitFor(position)).toBe(true);
      expect(await names()).toEqual([]);
      const rows = await tableRows(database, rosterProjector.tables);
      expect(JSON.stringify(rows)).not.toContain(organiser);
      expect((await rosterState(database.db, other)).entries).toHaveLength(8);
    });
  });
}

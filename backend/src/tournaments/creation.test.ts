import type { CreateTournamentRequest } from '@rodada/events';
import { testDatabaseTargets } from '@rodada/projections/testing';
import { describe, expect, it } from 'vitest';
import { contextFor } from '../commands/context';
import { type ApiClient, registerOrganiser } from '../testing/apiClient';
import { beforeEachAppend, InjectedFailure } from '../testing/faultyStore';
import { serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';
import { refundOrphanCharges } from './creationReactor';
import { TournamentService } from './service';

const super8 = (name = 'Super 8 de sábado'): CreateTournamentRequest => ({
  name,
  courts: 2,
  players: ['Ana', 'Bia', 'Caio', 'Duda', 'Edu', 'Fabi', 'Gui', 'Hugo'],
  tournamentType: 'super8',
});

for (const target of testDatabaseTargets()) {
  describe(`a creation that fails after its charge, on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    serverForSuite(target, (started) => ({ server, admin } = started));

    const organiser = (credits: number) => registerOrganiser(server, admin, credits);
    /** What the owner sees right after the answer: balance, credit movements, tournaments. */
    async function ownerView(client: ApiClient) {
      const movements = (await client.get('/api/transactions')).body as { kind: string; credits: number }[];
      return {
        credits: (await client.get('/api/user')).body.credits as number,
        movements: movements.map((t) => [t.kind, t.credits]).sort(),
        tournaments: (await client.get('/api/tournaments')).body as unknown[],
      };
    }

    it('is refunded before the answer goes out when the tournament write fails', async () => {
      const { client, userId } = await organiser(3);
      const failingCreation = beforeEachAppend(server.system.store, (streamId, events) => {
        if (events[0]!.type.startsWith('TournamentCreated')) throw new InjectedFailure(streamId);
      });
      const tournaments = new TournamentService(
        failingCreation,
        server.system.database.db,
        server.system.settle,
      );
      const context = contextFor({ kind: 'user', id: userId });
      await expect(tournaments.create(context, super8())).rejects.toBeInstanceOf(InjectedFailure);

      // No waiting: the refund is in before the answer.
      expect(await ownerView(client)).toEqual({
        credits: 3,
        movements: [
          ['grant', 3],
          ['refund', 1],
          ['spend', -1],
        ],
        tournaments: [],
      });
      // Nothing left for the reactor, and the same command can neither charge again nor create.
      expect(await refundOrphanCharges(server.system.store, server.system.database.db, { graceMs: 0 })).toBe(
        0,
      );
      await expect(server.system.services.tournaments.create(context, super8())).rejects.toMatchObject({
        code: 'tournament.creationAbandoned',
      });
      expect((await ownerView(client)).credits).toBe(3);
    });

    it('is refunded before the answer goes out when a tournament rule refuses it after the charge', async () => {
      const { client, userId } = await organiser(2);
      // A name the tournament refuses once trimmed (the HTTP contract refuses it earlier; the rule holds anyway).
      await expect(
        server.system.services.tournaments.create(contextFor({ kind: 'user', id: userId }), super8('  x  ')),
      ).rejects.toMatchObject({ code: 'tournament.nameTooShort' });
      expect(await ownerView(client)).toEqual({
        credits: 2,
        movements: [
          ['grant', 2],
          ['refund', 1],
          ['spend', -1],
        ],
        tournaments: [],
      });
    });

    it('charges once and refunds nothing when the creation succeeds', async () => {
      const { client } = await organiser(2);
      expect((await client.post('/api/tournaments', super8())).status).toBe(201);
      const view = await ownerView(client);
      expect(view.credits).toBe(1);
      expect(view.movements).toEqual([
        ['grant', 2],
        ['spend', -1],
      ]);
      expect(view.tournaments).toHaveLength(1);
    });
  });
}

import { testDatabaseTargets } from '@rodada/projections/testing';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { type ApiClient, registerOrganiser } from '../testing/apiClient';
import { serverForSuite } from '../testing/suite';
import type { TestServer } from '../testing/testServer';
import { tournamentRebuild } from '../testing/tournamentRebuild';

// Issue 28, as a property: whatever sequence of scores, walkovers, withdrawals (W.O. or void),
// substitutions, late arrivals, undos and an end a tournament goes through, the read models the
// live projector wrote are the ones a rebuild from the event store gives. Refusals (4xx) are part
// of the sequence; a 5xx never is.

interface MatchBody {
  id: string;
  slot: number;
  player1Id: string;
  player2Id: string | null;
  player3Id: string;
  player4Id: string | null;
  completed: boolean;
  void: boolean;
}
interface TournamentBody {
  id: string;
  revision: number;
  matches: MatchBody[];
  players: { id: string; leftAtSlot: number | null }[];
}

const entries = (count: number, name: (i: number) => string) =>
  Array.from({ length: count }, (_, i) => name(i + 1));
const FORMATS = [
  { tournamentType: 'super8', players: entries(8, (i) => `Jogador ${i}`), courts: 2 },
  { tournamentType: 'super8_fixed_pairs', players: entries(8, (i) => `Ana ${i} / Bia ${i}`), courts: 2 },
  { tournamentType: 'americano', players: entries(9, (i) => `Jogador ${i}`), courts: 2 },
  { tournamentType: 'mexicano', players: entries(8, (i) => `Jogador ${i}`), courts: 2, rounds: 4 },
] as const;

const step = fc.record({
  kind: fc.constantFrom(
    'score',
    'score',
    'score',
    'score',
    'walkover',
    'withdraw',
    'substitute',
    'addPlayer',
    'undo',
  ),
  /** Picks a match or a player among the candidates (modulo their count). */
  pick: fc.nat(),
  team1: fc.integer({ min: 0, max: 9 }),
  team2: fc.integer({ min: 0, max: 9 }),
  flag: fc.boolean(),
});
type Step = (typeof step extends fc.Arbitrary<infer S> ? S : never) | { readonly kind: 'end' };

const seats = (m: MatchBody) => [m.player1Id, m.player2Id, m.player3Id, m.player4Id];
const unplayed = (m: MatchBody) => !m.completed && !m.void;
const pickOf = <T>(items: readonly T[], pick: number): T | undefined =>
  items[pick % Math.max(1, items.length)];

let names = 0;

/** Applies one step to the tournament as it now stands; answers the HTTP status. */
async function apply(client: ApiClient, id: string, s: Step): Promise<number> {
  const t = (await client.get(`/api/tournaments/${id}`)).body as TournamentBody;
  const change = (body: object) =>
    client.post(`/api/tournaments/${id}/changes`, { ...body, basedOnRevision: t.revision });
  const present = t.players.filter((p) => p.leftAtSlot === null);
  switch (s.kind) {
    case 'score': {
      const match = pickOf(
        t.matches.filter((m) => !m.void),
        s.pick,
      );
      if (!match) return 0;
      return (await client.patch(`/api/matches/${match.id}`, { team1Score: s.team1, team2Score: s.team2 }))
        .status;
    }
    case 'walkover': {
      const match = pickOf(t.matches.filter(unplayed), s.pick);
      if (!match) return 0;
      return (await change({ kind: 'walkover', matchId: match.id, winner: s.flag ? 'team1' : 'team2' }))
        .status;
    }
    case 'withdraw': {
      const player = pickOf(present, s.pick);
      if (!player) return 0;
      return (await change({ kind: 'withdraw', playerId: player.id, mode: s.flag ? 'walkover' : 'void' }))
        .status;
    }
    case 'substitute': {
      const player = pickOf(present, s.pick);
      if (!player) return 0;
      // From their first match still to play (a later one already played answers 409).
      const theirs = t.matches.filter((m) => seats(m).includes(player.id) && unplayed(m));
      const fromSlot = Math.min(...theirs.map((m) => m.slot), 99);
      names += 1;
      return (
        await change({
          kind: 'substitute',
          playerId: player.id,
          name: `Reserva ${names}`,
          fromSlot,
          ranked: s.flag,
        })
      ).status;
    }
    case 'addPlayer':
      names += 1;
      return (await change({ kind: 'addPlayer', name: `Atrasado ${names}` })).status;
    case 'undo': {
      const history = (await client.get(`/api/tournaments/${id}/changes`)).body as {
        id: string;
        undone: boolean;
      }[];
      // Newest first: the latest standing change (an older one answers 409 too).
      const latest = history.find((c) => !c.undone);
      if (!latest) return 0;
      return (await client.post(`/api/tournaments/${id}/changes/${latest.id}/undo`, {})).status;
    }
    case 'end':
      return (await change({ kind: 'end' })).status;
  }
}

for (const target of testDatabaseTargets()) {
  describe(`random changes, then a rebuild, through the API on ${target.name}`, () => {
    let server: TestServer;
    let admin: ApiClient;
    serverForSuite(target, (started) => ({ server, admin } = started));

    it('a rebuild gives the read models the live projector wrote, after any sequence of changes', async () => {
      const { client } = await registerOrganiser(server, admin, 40);
      let created = 0;
      await fc.assert(
        // Ended, a tournament refuses every change: the end, when drawn, comes last.
        fc.asyncProperty(
          fc.array(step, { minLength: 4, maxLength: 14 }),
          fc.boolean(),
          async (changes, end) => {
            const steps: Step[] = end ? [...changes, { kind: 'end' }] : changes;
            for (const format of FORMATS) {
              created += 1;
              const answer = await client.post('/api/tournaments', {
                ...format,
                name: `Sequência ${created}`,
              });
              expect(answer.status).toBe(201);
              for (const s of steps) expect(await apply(client, answer.body.id, s)).toBeLessThan(500);
            }
          },
        ),
        { numRuns: 6 },
      );
      const { live, rebuilt } = await tournamentRebuild(server.system);
      expect(rebuilt).toEqual(live);
    }, 120_000);
  });
}

import { deriveId } from '@rodada/events';
import type { CommandContext } from '../commands/context';
import type { TournamentService } from './service';

/** Fixed: the demo tournaments' command ids derive from it, so a seed retried after a crash creates nothing twice. */
const DEMO_NAMESPACE = '6f1d9a52-3c4e-4b7a-9a61-2f0c7d5e8b13';

const TWELVE = [
  'Ana',
  'Bruno',
  'Carla',
  'Davi',
  'Eva',
  'Fábio',
  'Gabi',
  'Hugo',
  'Iara',
  'João',
  'Kátia',
  'Lucas',
];
const SIXTEEN = [
  'Marina',
  'Nuno',
  'Olívia',
  'Paulo',
  'Quitéria',
  'Rafael',
  'Sofia',
  'Tiago',
  'Úrsula',
  'Vítor',
  'Wanda',
  'Xavier',
  'Yasmin',
  'Zeca',
  'Alice',
  'Beto',
];
/** Varied results with draws in them, taken in turn. */
const SCORES: readonly (readonly [number, number])[] = [
  [6, 3],
  [4, 6],
  [6, 6],
  [6, 2],
  [5, 6],
  [6, 4],
  [3, 6],
  [6, 1],
  [4, 4],
  [6, 5],
];

function demoContext(userId: string, name: string, at: string): CommandContext {
  const commandId = deriveId(DEMO_NAMESPACE, name);
  return { actor: { kind: 'user', id: userId }, commandId, correlationId: commandId, at, idempotency: null };
}

/**
 * The demo organiser's tournaments, so every screen has something to show on a first start: a
 * Super 8 played to the end (champions, the ranking card), a Super 12 on 2 courts part-way through
 * (playing slots, on court now, ties) and a Super 16 in its group phase. Each goes through the
 * tournaments slice like any organiser's (charged, created, scored), with ids derived from fixed
 * names: run again, it creates and charges nothing more.
 */
export async function seedDemoTournaments(
  tournaments: TournamentService,
  userId: string,
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  const play = async (name: string, tournamentId: string, count: (total: number) => number) => {
    const { matches } = await tournaments.detail({ kind: 'user', id: userId }, tournamentId);
    const played = matches.slice(0, count(matches.length));
    for (const [i, match] of played.entries()) {
      const [team1Score, team2Score] = SCORES[i % SCORES.length]!;
      await tournaments.recordScore(demoContext(userId, `${name}/score/${match.id}`, at), match.id, {
        team1Score,
        team2Score,
      });
    }
  };
  const saturday = 'Super 8 · Sábado de manhã';
  const super8 = await tournaments.create(demoContext(userId, saturday, at), {
    name: saturday,
    courts: 1,
    players: TWELVE.slice(0, 8),
    tournamentType: 'super8',
  });
  await play(saturday, super8.tournamentId, (total) => total);
  const thursday = 'Super 12 · Quinta no clube';
  const super12 = await tournaments.create(demoContext(userId, thursday, at), {
    name: thursday,
    courts: 2,
    players: TWELVE,
    tournamentType: 'super_12',
  });
  await play(thursday, super12.tournamentId, (total) => Math.floor(total / 2));
  const month = 'Super 16 · Torneio do mês';
  const super16 = await tournaments.createSuperGroups(demoContext(userId, month, at), {
    name: month,
    playerCount: 16,
    groupAssignmentMethod: 'random',
    players: SIXTEEN.map((name) => ({ name })),
  });
  await play(month, super16.tournamentId, (total) => Math.floor(total / 3));
}

import type { TournamentDetail } from '@rodada/events';
import type { ApiClient } from './apiClient';

/** A four-player Americano on one court: three matches, one per way of pairing its players. */
export async function fourPlayerAmericano(
  client: ApiClient,
  players: readonly string[],
): Promise<TournamentDetail> {
  const created = await client.post('/api/tournaments', {
    name: `Americano ${players.join(' ')}`,
    tournamentType: 'americano',
    courts: 1,
    players,
  });
  if (created.status !== 201) throw new Error(`creation answered ${created.status}`);
  return (await client.get(`/api/tournaments/${created.body.id}`)).body as TournamentDetail;
}

/**
 * Scores a four-player Americano's matches (the first `matches` of them) so that its players
 * finish in the order given: the strongest wins every match, 6-0 beside the second, 6-1 beside the
 * third and 6-2 beside the fourth, so the other three win once each with game balances of −3, −5
 * and −7. Circuit specs work their standings out by hand from these places.
 */
export async function playInOrder(
  client: ApiClient,
  tournament: TournamentDetail,
  finishingOrder: readonly string[],
  matches = tournament.matches.length,
): Promise<void> {
  const nameOf = new Map(tournament.players.map((p) => [p.id, p.name]));
  const rank = (id: string | null) => finishingOrder.indexOf(nameOf.get(id ?? '') ?? '');
  for (const m of tournament.matches.slice(0, matches)) {
    const team1 = [m.player1Id, m.player2Id].map(rank);
    const team2 = [m.player3Id, m.player4Id].map(rank);
    const firstWins = Math.min(...team1) < Math.min(...team2);
    const loserGames = Math.max(...(firstWins ? team1 : team2)) - 1;
    const score = firstWins
      ? { team1Score: 6, team2Score: loserGames }
      : { team1Score: loserGames, team2Score: 6 };
    const answer = await client.patch(`/api/matches/${m.id}`, score);
    if (answer.status !== 200) throw new Error(`score answered ${answer.status}`);
  }
}

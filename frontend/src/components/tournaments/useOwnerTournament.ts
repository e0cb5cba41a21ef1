import { type TournamentDetail, TournamentDetailSchema } from '@rodada/events/contracts';
import { fetchTournamentDetail, queryKeys } from '../../lib/queries';
import type { LiveState } from '../../lib/useLiveQuery';
import { useLiveTournament } from './useLiveTournament';

/**
 * The owner's (or an administrator's) view of a tournament, kept live through its owner room. A
 * module of its own: its classic schema stays out of the public pages, which share useLiveTournament.
 */
export function useOwnerTournament(id: string): LiveState<TournamentDetail> {
  return useLiveTournament({
    queryKey: queryKeys.tournaments.detail(id),
    load: (signal) => fetchTournamentDetail(id, signal),
    join: (socket, ack) => socket.emit('watchOwner', { tournamentId: id }, ack),
    schema: TournamentDetailSchema,
    belongs: (body) => body.id === id,
  });
}

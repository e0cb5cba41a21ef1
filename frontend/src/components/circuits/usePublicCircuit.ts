import { type PublicCircuit, PublicCircuitSchema } from '@rodada/events/contracts';
import { fetchPublicCircuit } from '../../lib/circuits';
import { queryKeys } from '../../lib/queries';
import type { LiveSocket } from '../../lib/socket';
import { type LiveState, useLiveQuery } from '../../lib/useLiveQuery';

/** Every `circuit:update` push of the socket. */
const listenToCircuits = (socket: LiveSocket, onPush: (payload: PublicCircuit) => void) => {
  socket.on('circuit:update', onPush);
  return () => void socket.off('circuit:update', onPush);
};

/**
 * A circuit's public standings, kept live through its room: the server pushes the whole body when
 * a linked tournament's result or the circuit's tournaments change. The body carries no revision,
 * so a push wins over a read still on its way.
 */
export function usePublicCircuit(publicToken: string): LiveState<PublicCircuit> {
  return useLiveQuery({
    queryKey: queryKeys.circuits.public(publicToken),
    load: (signal) => fetchPublicCircuit(publicToken, signal),
    join: (socket, ack) => socket.emit('watchCircuit', { publicToken }, ack),
    listen: listenToCircuits,
    schema: PublicCircuitSchema,
    belongs: (body) => body.publicToken === publicToken,
  });
}

import type { ClientToServerEvents, ServerToClientEvents } from '@rodada/events/contracts';
import { atom, getDefaultStore } from 'jotai';
import { io, type Socket } from 'socket.io-client';

export type ConnectionState = 'connected' | 'reconnecting';

/** The browser's end of the shared event map: what the server pushes, what the page may ask. */
export type LiveSocket = Socket<ServerToClientEvents, ClientToServerEvents>;

/**
 * The live connection's state. Reading it (e.g. `useAtomValue`) opens the socket on first use; until
 * the first connect, and whenever the link drops, it is `'reconnecting'`.
 */
export const connectionStateAtom = atom<ConnectionState>('reconnecting');
connectionStateAtom.onMount = () => {
  getSocket();
};

let socket: LiveSocket | null = null;

/** The app's one Socket.IO connection to its own origin, created on first use; it reconnects by itself. */
export function getSocket(): LiveSocket {
  if (socket) return socket;
  const store = getDefaultStore();
  socket = io({ withCredentials: true, reconnection: true, reconnectionDelayMax: 5000 });
  socket.on('connect', () => store.set(connectionStateAtom, 'connected'));
  socket.on('disconnect', () => store.set(connectionStateAtom, 'reconnecting'));
  return socket;
}

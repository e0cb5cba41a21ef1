import type { ClientToServerEvents, ServerToClientEvents } from '@rodada/events/contracts';
import { atom, getDefaultStore } from 'jotai';
import { io, type Socket } from 'socket.io-client';
import { onSessionChanged, sessionEnded } from './sessionEvents';

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
  // The server says why it is about to cut a signed-in user's sockets (blocked, erased, new password).
  socket.on('session:ended', ({ reason }) => sessionEnded(reason));
  return socket;
}

/**
 * After a sign-in or a sign-out the socket connects again as the new caller: the server puts a
 * signed-in socket in its user's room (so it hears `session:ended`), and a socket the server cut
 * when the session ended comes back anonymous for the public views. Rooms are joined again on
 * `connect` by the views that use them.
 */
onSessionChanged(() => {
  if (!socket) return;
  socket.disconnect();
  socket.connect();
});

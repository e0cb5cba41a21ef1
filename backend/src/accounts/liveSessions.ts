import fastifyCookie from '@fastify/cookie';
import type { SessionEndReason, SessionUser } from '@rodada/events';
import type { LiveLayer } from '../live/liveLayer';
import { SESSION_COOKIE, type Sessions } from './sessions';

const userRoom = (userId: string) => `user:${userId}`;

/** The signed-in user of a socket's handshake `Cookie` header, or null (anonymous, expired, revoked). */
export function socketUser(sessions: Sessions) {
  return async (cookieHeader: string | undefined): Promise<SessionUser | null> => {
    const token = fastifyCookie.parse(cookieHeader ?? '')[SESSION_COOKIE];
    return token ? sessions.resolve(token) : null;
  };
}

/** A signed-in socket joins its user's room, so logout and blocking can disconnect it. */
export function joinUserRooms(live: LiveLayer, userOf: ReturnType<typeof socketUser>): void {
  live.io.on('connection', async (socket) => {
    const user = await userOf(socket.handshake.headers.cookie);
    if (user) await socket.join(userRoom(user.id));
  });
}

/**
 * Cuts a user's open sockets; with a reason, first tells them why (`session:ended`). The reason
 * goes out first on each socket, the disconnect after it. This process's sockets are told and cut
 * at once; a cluster adapter (Redis, PostgreSQL) may carry even a local broadcast over its channel,
 * which would let the cut overtake the reason. Then every other process's sockets, in the same
 * order over the adapter (this process's are gone by then).
 */
export function disconnectUser(live: LiveLayer, userId: string, reason?: SessionEndReason): void {
  const io = live.io;
  for (const room of [io.local.in(userRoom(userId)), io.in(userRoom(userId))]) {
    if (reason) room.emit('session:ended', { reason });
    room.disconnectSockets(!reason);
  }
}

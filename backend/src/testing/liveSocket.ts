import { io as connect, type Socket } from 'socket.io-client';
import type { TestServer } from './testServer';

/** A live socket as the browser opens it (over WebSocket, with the session cookie when given), once connected. */
export function liveSocket(server: Pick<TestServer, 'url'>, cookie = ''): Promise<Socket> {
  const socket = connect(server.url, {
    transports: ['websocket'],
    extraHeaders: cookie ? { cookie } : {},
    reconnection: false,
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}

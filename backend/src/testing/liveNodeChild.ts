// One backend process of the fan-out test: a full server whose live layer the parent drives over IPC.
import { loadConfig } from '../config';
import { startServer } from '../server';

const server = await startServer(
  loadConfig({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: process.argv[3]!,
    DATABASE_URL: process.argv[2]!,
    LOG_LEVEL: 'silent',
    ADMIN_EMAIL: 'admin@rodada.test',
    ADMIN_PASSWORD: 'admin-test-password',
  }),
);
process.on('message', (message: { room: string; event: string; payload: unknown }) => {
  server.live.publish(message.room, message.event as 'tournament:update', message.payload as never);
});
process.send!({ url: server.url, projecting: server.system.runner.isLeader });

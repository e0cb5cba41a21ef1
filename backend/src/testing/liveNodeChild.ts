// One backend process of the fan-out test: a full server whose live layer the parent drives over IPC.
import { startChildServer } from './childServer';

const server = await startChildServer();
process.on('message', (message: { room: string; event: string; payload: unknown }) => {
  server.live.publish(message.room, message.event as 'tournament:update', message.payload as never);
});
process.send!({ url: server.url, projecting: server.system.runner.isLeader });

import { loadConfig } from './config';
import { startServer } from './server';

const config = loadConfig();
const server = await startServer(config);
server.app.log.info(
  { url: config.publicUrl, eventStore: server.system.store.kind, readModels: server.system.database.kind },
  'Rodada is running',
);

let stopping = false;
for (const signal of ['SIGINT', 'SIGTERM'] as const) {
  process.on(signal, () => {
    if (stopping) return;
    stopping = true;
    server.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  });
}

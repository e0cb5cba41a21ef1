import type { EventStore } from '@rodada/events';
import {
  allProjectors,
  type Database,
  migrateToLatest,
  openDatabase,
  ProjectionRunner,
  type ReadModels,
} from '@rodada/projections';
import type { FastifyBaseLogger } from 'fastify';
import { Sessions } from './accounts/sessions';
import type { Config } from './config';
import { PostgresEventStore } from './eventStore/postgres';
import type { LiveLayer } from './live/liveLayer';
import type { Mailer } from './mail/mailer';

/** The storage side of one backend process: read models, event store, projections. */
export interface System {
  readonly config: Config;
  readonly database: Database<ReadModels>;
  readonly store: EventStore;
  readonly runner: ProjectionRunner;
  readonly sessions: Sessions;
  /** Set once the HTTP server exists; the runner reports committed changes to it. */
  live: LiveLayer | null;
  /** Set once the logger exists (at start-up). */
  mailer: Mailer;
  close(): Promise<void>;
}

export async function openEventStore(config: Config, database: Database<any>): Promise<EventStore> {
  if (config.eventStoreUrl) {
    const { EventStoreDbEventStore } = await import('./eventStore/eventStoreDb');
    return EventStoreDbEventStore.open(config.eventStoreUrl);
  }
  return PostgresEventStore.open(database);
}

export async function openSystem(config: Config, logger?: FastifyBaseLogger): Promise<System> {
  const database = await openDatabase<ReadModels>({ url: config.databaseUrl, dataDir: config.dataDir });
  await migrateToLatest(database.db);
  const store = await openEventStore(config, database);
  const system: System = {
    config,
    database,
    store,
    sessions: new Sessions(database.db),
    live: null,
    mailer: {
      send: async () => {
        throw new Error('mailer not configured yet');
      },
    },
    runner: new ProjectionRunner(database, store, allProjectors, {
      logger,
      onCommitted: (commit) => {
        const live = system.live;
        if (!live) return;
        const latest = new Map<string, (typeof commit.events)[number]>();
        for (const e of commit.events) latest.set(e.streamId, e);
        for (const [streamId, e] of latest) live.streamChanged({ streamId, position: e.position });
      },
    }),
    async close() {
      await system.runner.stop();
      await store.close();
      await database.close();
    },
  };
  return system;
}

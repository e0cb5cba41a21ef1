import type { AllPosition, EventStore } from '@rodada/events';
import {
  allProjectors,
  type Database,
  migrateToLatest,
  openDatabase,
  ProjectionRunner,
  type ReadModels,
} from '@rodada/projections';
import type { FastifyBaseLogger } from 'fastify';
import { AccountService } from './accounts/service';
import { Sessions } from './accounts/sessions';
import { AdminService } from './admin/service';
import type { Settle } from './commands/settle';
import type { Config } from './config';
import { CreditService } from './credits/service';
import { PostgresEventStore } from './eventStore/postgres';
import type { LiveLayer } from './live/liveLayer';
import type { Mailer } from './mail/mailer';
import { createPaymentProvider } from './payments/createProvider';
import { PaymentService } from './payments/service';
import { erasePersonalData } from './privacy/erase';
import { PrivateEventStore } from './privacy/privateEventStore';
import { PersonalDataVault } from './privacy/vault';
import { ReferralService } from './referrals/service';
import { TabletService } from './tablet/service';
import { TournamentService } from './tournaments/service';
import { TournamentViewCache } from './tournaments/views';

/** One service per slice: every route, socket, reactor (and next, tablet and webhook) calls these. */
export interface Services {
  readonly accounts: AccountService;
  readonly admin: AdminService;
  readonly credits: CreditService;
  readonly payments: PaymentService;
  readonly referrals: ReferralService;
  readonly tablets: TabletService;
  readonly tournaments: TournamentService;
}

/** The projector whose commits the live layer pushes: the one that owns the tournament rows. */
export const LIVE_PROJECTOR = 'tournaments';

/** The storage side of one backend process: read models, event store, projections. */
export interface System {
  readonly config: Config;
  readonly database: Database<ReadModels>;
  /** Personal data encrypted on the way in, opened (or shown erased) on the way out; `store.raw` is the adapter. */
  readonly store: PrivateEventStore;
  readonly runner: ProjectionRunner;
  readonly sessions: Sessions;
  readonly services: Services;
  /** Read-your-writes: waits until the projections have passed a command's position. */
  readonly settle: Settle;
  /** Set once the HTTP server exists; the runner reports committed changes to it. */
  live: LiveLayer | null;
  /** Set once the logger exists (at start-up). */
  mailer: Mailer;
  close(): Promise<void>;
}

/** The bare adapter: what `openSystem` wraps in a `PrivateEventStore` (benches may use it as is). */
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
  const store = new PrivateEventStore(
    await openEventStore(config, database),
    new PersonalDataVault(database.db),
  );
  const sessions = new Sessions(database.db);
  const settle: Settle = async (position: AllPosition | null) => {
    if (position && !(await system.runner.waitFor(position)))
      logger?.warn({ position: String(position.commit) }, 'projections lag behind a command');
  };
  // The views are cached only where every commit is heard of: in the process that projects.
  const views = new TournamentViewCache(database.db, () => system.runner.isLeader);
  const tournaments = new TournamentService(store, database.db, settle, views);
  const paymentProvider = await createPaymentProvider(config.payments, store);
  const system: System = {
    config,
    database,
    store,
    sessions,
    settle,
    services: {
      accounts: new AccountService({
        store,
        db: database.db,
        sessions,
        settle,
        mailer: () => system.mailer,
        disconnect: (userId, reason) => {
          const io = system.live?.io;
          if (!io) return;
          // The reason goes out first on each socket, the disconnect after it. This process's sockets
          // are told and cut at once; a cluster adapter (Redis, PostgreSQL) may carry even a local
          // broadcast over its channel, which would let the cut overtake the reason. Then every other
          // process's sockets, in the same order over the adapter (this process's are gone by then).
          for (const room of [io.local.in(`user:${userId}`), io.in(`user:${userId}`)]) {
            if (reason) room.emit('session:ended', { reason });
            room.disconnectSockets(!reason);
          }
        },
        deactivateCodes: (context, userId, reason) =>
          system.services.tablets.deactivateCodesOf(context, userId, reason),
        erasePersonalData: (userId) => erasePersonalData(system, userId),
        publicUrl: config.publicUrl,
      }),
      admin: new AdminService(database.db),
      credits: new CreditService(store, database.db, settle, {
        pix: config.pix,
        basePriceCents: () => system.services.payments.currentPriceCents(),
        rewardReferrer: (userId) => system.services.referrals.rewardReferrerOf(userId),
      }),
      referrals: new ReferralService(store, database.db, settle, config.publicUrl),
      payments: new PaymentService(store, database.db, settle, paymentProvider, logger, (userId) =>
        system.services.referrals.rewardReferrerOf(userId),
      ),
      tournaments,
      // A tablet's tournament changes go through the tournaments service, like the owner's.
      tablets: new TabletService(store, database.db, settle, tournaments),
    },
    live: null,
    mailer: {
      send: async () => {
        throw new Error('mailer not configured yet');
      },
    },
    runner: new ProjectionRunner(database, store, allProjectors, {
      logger,
      // One push per change: only the projector that owns the tournament rows reports to the live layer.
      onCommitted: (commit) => {
        if (commit.projector !== LIVE_PROJECTOR) return;
        // First forget (and start re-reading) what changed, then tell the live layer.
        views.committed(commit.events);
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

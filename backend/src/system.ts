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
import { AccountService, disconnectUser, Sessions } from './accounts';
import { AdminService } from './admin';
import { CircuitLivePush, CircuitService } from './circuits';
import type { Settle } from './commands/settle';
import type { Config } from './config';
import { CreditService } from './credits';
import { PostgresEventStore } from './eventStore/postgres';
import { ClusterLock, LOCKS, SharedCounters } from './limits';
import type { LiveLayer } from './live/liveLayer';
import type { Mailer } from './mail/mailer';
import { Metrics } from './operations/metrics';
import { createPaymentProvider, PaymentService } from './payments';
import { erasePersonalData } from './privacy/erase';
import { PrivateEventStore } from './privacy/privateEventStore';
import { PersonalDataVault } from './privacy/vault';
import { ReferralService } from './referrals';
import { RosterService } from './roster';
import { TabletService } from './tablet';
import { newPublicToken, TournamentLivePush, TournamentService, TournamentViewCache } from './tournaments';

/**
 * One service per slice, built here and handed to the slices' plugins, reactors and sockets: a
 * slice never reaches another's service but through the ports it is given.
 */
export interface Services {
  readonly accounts: AccountService;
  readonly admin: AdminService;
  readonly circuits: CircuitService;
  readonly credits: CreditService;
  readonly payments: PaymentService;
  readonly referrals: ReferralService;
  readonly roster: RosterService;
  readonly tablets: TabletService;
  readonly tournaments: TournamentService;
}

/**
 * The composition root of one backend process: storage (read models, event store, projections)
 * and every slice's service, wired to each other's ports. Only the server, the CLI and tests use it.
 */
export interface System {
  readonly config: Config;
  readonly database: Database<ReadModels>;
  /** The operator's metrics (`GET /metrics`); the server connects the live layer's once it exists. */
  readonly metrics: Metrics;
  /** Rate limits and sign-in throttling, counted for every process on the database. */
  readonly counters: SharedCounters;
  /** Personal data encrypted on the way in, opened (or shown erased) on the way out; `store.raw` is the adapter. */
  readonly store: PrivateEventStore;
  readonly runner: ProjectionRunner;
  readonly sessions: Sessions;
  readonly services: Services;
  /** Read-your-writes: waits until the projections have passed a command's position. */
  readonly settle: Settle;
  /** The tournaments' push after each commit (the runner reports to it; the server attaches sockets). */
  readonly tournamentPush: TournamentLivePush;
  /** The circuits' standings pushed after a commit that may change them (as `tournamentPush`). */
  readonly circuitPush: CircuitLivePush;
  /**
   * One erasure at a time in every process; a mail that may name a user (an administrators' tie
   * alert) is written under it too, so none is composed from names an erasure is removing.
   */
  readonly erasures: ClusterLock;
  /** Set once the HTTP server exists: accounts cut a user's sockets through it. */
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
  const metrics = new Metrics();
  const store = new PrivateEventStore(
    metrics.timed(await openEventStore(config, database)),
    new PersonalDataVault(database.db),
  );
  const sessions = new Sessions(database.db);
  const counters = new SharedCounters(database.db);
  const settle: Settle = async (position: AllPosition | null) => {
    if (position && !(await system.runner.waitFor(position)))
      logger?.warn({ position: String(position.commit) }, 'projections lag behind a command');
  };
  // The views are cached only where every commit is heard of: in the process that projects.
  const views = new TournamentViewCache(database.db, () => system.runner.leaderTerm);
  const tournaments = new TournamentService(store, database.db, settle, views, (context, ownerId, id) =>
    system.services.tablets.deactivateCodesOfTournament(context, ownerId, id),
  );
  const tournamentPush = new TournamentLivePush(tournaments, views);
  const circuits = new CircuitService(store, database.db, settle, newPublicToken);
  const circuitPush = new CircuitLivePush(circuits);
  const paymentProvider = await createPaymentProvider(config.payments, store);
  const erasures = new ClusterLock(database, LOCKS.erasure);
  const system: System = {
    config,
    database,
    metrics,
    counters,
    store,
    sessions,
    settle,
    tournamentPush,
    circuitPush,
    erasures,
    services: {
      accounts: new AccountService({
        store,
        db: database.db,
        sessions,
        settle,
        mailer: () => system.mailer,
        disconnect: (userId, reason) => {
          if (system.live) disconnectUser(system.live, userId, reason);
        },
        deactivateCodes: (context, userId, reason) =>
          system.services.tablets.deactivateCodesOf(context, userId, reason),
        erasePersonalData: (userId) => erasePersonalData(system, userId),
        publicUrl: config.publicUrl,
        erasures,
        counters,
      }),
      admin: new AdminService(database.db),
      circuits,
      credits: new CreditService(store, database.db, settle, {
        pix: config.pix,
        basePriceCents: () => system.services.payments.currentPriceCents(),
        rewardReferrer: (userId) => system.services.referrals.rewardReferrerOf(userId),
      }),
      referrals: new ReferralService(store, database.db, settle, config.publicUrl),
      payments: new PaymentService(store, database.db, settle, paymentProvider, logger, (userId) =>
        system.services.referrals.rewardReferrerOf(userId),
      ),
      roster: new RosterService(store, database.db, settle),
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
      onCommitted: (commit) => {
        tournamentPush.committed(commit);
        circuitPush.committed(commit);
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

import { bootstrapAdministrator, DEMO_ORGANISER, joinUserRooms, seedDemoData, socketUser } from './accounts';
import type { Config } from './config';
import { startCreditReactor } from './credits';
import { type App, buildApp, type LogStream, type RouteModule } from './http/app';
import { clientAddress, trustFunction } from './http/clientAddress';
import { SocketCensus } from './limits';
import { LiveLayer } from './live/liveLayer';
import { createMailer } from './mail/mailer';
import { metricsRoute } from './operations/metricsRoute';
import { startFulfilmentReactor } from './payments';
import { startRetentionReactor } from './privacy/retention';
import { apiRoutes, appPorts } from './routes';
import { openSystem, type System } from './system';
import { seedDemoTournaments, startCreationReactor, startTieAlertReactor } from './tournaments';

export interface RunningServer {
  readonly app: App;
  readonly system: System;
  readonly live: LiveLayer;
  /** The live sockets per address of every process on a shared PostgreSQL (null on PGlite). */
  readonly census: SocketCensus | null;
  readonly url: string;
  close(): Promise<void>;
}

/** Where the server writes for its operator; standard output unless a caller (a test) says otherwise. */
export interface ServerOutput {
  /** Log lines. */
  readonly logStream?: LogStream;
  /** Start-up notices for people (the first administrator's password, the demo organiser). */
  readonly print?: (text: string) => void;
}

/** How long closing waits for queued mails before it gives up on them. */
const MAIL_DRAIN_MS = 5000;

/** Opens storage, serves HTTP and Socket.IO, starts the projections, creates the first admin. */
export async function startServer(
  config: Config,
  extraRoutes: readonly RouteModule[] = [],
  output: ServerOutput = {},
): Promise<RunningServer> {
  const print = output.print ?? ((text: string) => process.stdout.write(text));
  const system = await openSystem(config);
  const app = await buildApp(
    config,
    appPorts(system),
    [...apiRoutes(system), metricsRoute(system.metrics, config.metricsToken), ...extraRoutes],
    output.logStream,
  );
  system.mailer = createMailer(config, app.log);
  const trust = trustFunction(config.trustProxy);
  // Several processes share one PostgreSQL: the socket cap per address counts all of them.
  const census = system.database.kind === 'postgres' ? new SocketCensus(system.database.db) : null;
  await census?.start();
  const live = new LiveLayer(app.server, {
    allowedOrigins: config.allowedOrigins,
    logger: app.log,
    socketsPerAddress: config.liveSocketsPerIp,
    addressOf: (request) => clientAddress(request, trust),
    ...(census ? { census } : {}),
  });
  system.live = live;
  const userOf = socketUser(system.sessions);
  joinUserRooms(live, userOf);
  let closeRedis: (() => Promise<void>) | null = null;
  if (config.redisUrl) closeRedis = await live.useRedisAdapter(config.redisUrl);
  else if (system.database.kind === 'postgres') await live.usePostgresAdapter(system.database);
  system.tournamentPush.attach(live, userOf);
  system.circuitPush.attach(live);
  system.metrics.attach({
    live: () => live.counts(),
    projection: async () => ({
      leader: system.runner.isLeader,
      lost: system.runner.lost,
      handOvers: system.runner.handOvers,
      positions: await system.runner.progress(),
      stopped: new Set(system.runner.stopped.keys()),
    }),
    store: system.store.raw,
    mailQueue: () => system.services.accounts.mails.size,
  });
  // Every reactor runs in the projecting process and reports its passes to the metrics.
  const runs = { isLeader: () => system.runner.isLeader, observe: system.metrics.reactorPass };
  const stopReactor = startCreationReactor(system.store, system.database.db, runs, (error) =>
    app.log.error({ err: error }, 'tournament creation reactor'),
  );
  const stopCreditReactor = startCreditReactor(system.store, system.database.db, runs, (error) =>
    app.log.error({ err: error }, 'credit reactor'),
  );
  const stopFulfilmentReactor = startFulfilmentReactor(
    system.services.payments,
    system.database.db,
    runs,
    (error) => app.log.error({ err: error }, 'payment fulfilment reactor'),
  );
  const stopTieAlertReactor = startTieAlertReactor(
    {
      store: system.store,
      db: system.database.db,
      mailer: () => system.mailer,
      publicUrl: config.publicUrl,
      log: (error) => app.log.error({ err: error }, 'tie alert reactor'),
    },
    runs,
    system.erasures,
  );
  const stopRetention = startRetentionReactor(
    { db: system.database.db, dataDir: config.dataDir },
    runs,
    (error) => app.log.error({ err: error }, 'retention reactor'),
  );
  app.addHook('preClose', async () => {
    stopRetention();
    stopReactor();
    stopTieAlertReactor();
    stopFulfilmentReactor();
    stopCreditReactor();
    await live.close();
    await census?.close();
  });

  await app.listen({ host: config.host, port: config.port });
  await system.runner.start();

  const admin = await bootstrapAdministrator(system.store, {
    email: config.adminEmail,
    password: config.adminPassword,
    now: new Date(),
  });
  if (admin.created) {
    // The administrator can sign in as soon as the server says it is up.
    await system.runner.waitFor(admin.position);
    const lines = [
      '',
      '  Rodada: administrator account created',
      `    e-mail:   ${admin.email}`,
      admin.generated ? `    password: ${admin.password}` : '    password: the one in ADMIN_PASSWORD',
      admin.generated ? '  This password is shown only once: store it now.' : '',
      '',
    ];
    print(`${lines.join('\n')}\n`);
  }

  // The first start's price per credit (R$ 20,00), as an event, before anyone can buy.
  const pricePosition = await system.services.payments.seedDefaultPrice();
  if (pricePosition) await system.runner.waitFor(pricePosition);

  const now = new Date();
  const seeded = config.demoData
    ? await seedDemoData(system.store, now, async (userId, credited) => {
        // Creating a tournament checks the organiser's account in the read models: on PostgreSQL
        // the projections catch up a moment after the append, so wait for them first.
        await system.runner.waitFor(credited);
        await seedDemoTournaments(system.services.tournaments, userId, now);
      })
    : null;
  if (seeded) {
    // The demo organiser can sign in as soon as the server says it is up.
    await system.runner.waitFor(seeded);
    // Its password is published (README); a production's output still does not repeat it.
    print(
      config.env === 'production'
        ? `  Demo organiser (with credits): ${DEMO_ORGANISER.email}, with the README's published password (DEMO_DATA=true): not for real use\n\n`
        : `  Demo organiser (with credits): ${DEMO_ORGANISER.email} / ${DEMO_ORGANISER.password}\n\n`,
    );
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    app,
    system,
    live,
    census,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await Promise.race([
        system.services.accounts.mails.drained(),
        new Promise((resolve) => setTimeout(resolve, MAIL_DRAIN_MS).unref()),
      ]);
      await closeRedis?.();
      await system.close();
    },
  };
}

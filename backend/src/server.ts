import fastifyCookie from '@fastify/cookie';
import { bootstrapAdministrator } from './accounts/bootstrapAdmin';
import { DEMO_ORGANISER, seedDemoData } from './accounts/demoData';
import { SESSION_COOKIE } from './accounts/sessions';
import type { Config } from './config';
import { type App, buildApp, type RouteModule } from './http/app';
import { LiveLayer } from './live/liveLayer';
import { createMailer } from './mail/mailer';
import { apiRoutes } from './routes';
import { openSystem, type System } from './system';
import { startCreationReactor } from './tournaments/creationReactor';
import { attachTournamentLive } from './tournaments/live';

export interface RunningServer {
  readonly app: App;
  readonly system: System;
  readonly live: LiveLayer;
  readonly url: string;
  close(): Promise<void>;
}

/** Opens storage, serves HTTP and Socket.IO, starts the projections, creates the first admin. */
export async function startServer(
  config: Config,
  extraRoutes: readonly RouteModule[] = [],
): Promise<RunningServer> {
  const system = await openSystem(config);
  const app = await buildApp(config, system, [...apiRoutes, ...extraRoutes]);
  system.mailer = createMailer(config, app.log);
  const live = new LiveLayer(app.server, { allowedOrigins: config.allowedOrigins, logger: app.log });
  system.live = live;
  // A signed-in socket joins its user's room, so logout and blocking can disconnect it.
  live.io.on('connection', async (socket) => {
    const token = fastifyCookie.parse(socket.handshake.headers.cookie ?? '')[SESSION_COOKIE];
    const user = token ? await system.sessions.resolve(token) : null;
    if (user) await socket.join(`user:${user.id}`);
  });
  let closeRedis: (() => Promise<void>) | null = null;
  if (config.redisUrl) closeRedis = await live.useRedisAdapter(config.redisUrl);
  else if (system.database.kind === 'postgres') await live.usePostgresAdapter(system.database);
  attachTournamentLive(system);
  const stopReactor = startCreationReactor(
    system.store,
    system.database.db,
    () => system.runner.isLeader,
    (error) => app.log.error({ err: error }, 'tournament creation reactor'),
  );
  app.addHook('preClose', async () => {
    stopReactor();
    await live.close();
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
    process.stdout.write(`${lines.join('\n')}\n`);
  }

  const seeded = config.demoData ? await seedDemoData(system.store) : null;
  if (seeded) {
    // The demo organiser can sign in as soon as the server says it is up.
    await system.runner.waitFor(seeded);
    process.stdout.write(
      `  Demo organiser (with credits): ${DEMO_ORGANISER.email} / ${DEMO_ORGANISER.password}\n\n`,
    );
  }

  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : config.port;
  return {
    app,
    system,
    live,
    url: `http://127.0.0.1:${port}`,
    async close() {
      await app.close();
      await closeRedis?.();
      await system.close();
    },
  };
}

import { existsSync } from 'node:fs';
import { sep } from 'node:path';
import type { Writable } from 'node:stream';
import fastifyCompress from '@fastify/compress';
import fastifyCookie from '@fastify/cookie';
import fastifyHelmet from '@fastify/helmet';
import fastifyStatic from '@fastify/static';
import fastifySwagger from '@fastify/swagger';
import fastifySwaggerUi from '@fastify/swagger-ui';
import { type Health, HealthSchema } from '@rodada/events';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import {
  jsonSchemaTransform,
  serializerCompiler,
  validatorCompiler,
  type ZodTypeProvider,
} from 'fastify-type-provider-zod';
import pretty from 'pino-pretty';
import { LOCALES_DIR, translate } from '../i18n';
import { repoPath } from '../paths';
import { registerAccess, type TabletGrant } from './access';
import { type TrustProxy, trustFunction } from './clientAddress';
import { registerErrorHandling, send } from './errors';
import { pagePreloadsFrom } from './pagePreloads';
import { OneLinePerRequest, registerRequestFailures } from './requestLog';

export const FRONTEND_DIST = repoPath('frontend', 'dist');
const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

export type App = FastifyInstance;

/**
 * One API area: the composition root's registration of a slice's plugin (under `/api`, with the
 * slice's service and ports), or a test's extra routes.
 */
export type RouteModule = (app: FastifyInstance) => Promise<void>;

/** What the app's own hooks and routes ask of the slices and the storage, given by the composition root. */
export interface AppPorts {
  /** Fills `request.user` from the session cookie of every API request (the accounts slice). */
  readonly authenticate: (app: FastifyInstance) => void;
  /** The grant of a request's tablet code, for `tablet` routes (the tablet slice). */
  readonly authoriseTablet: (header: unknown) => Promise<TabletGrant>;
  /** Whether this process projects, and what the data sits on (for `/api/health`). */
  readonly health: () => Required<Omit<Health, 'ok'>>;
  /** Told of every answer once it has gone out: the route's pattern (`unmatched` for none), for the metrics. */
  readonly requestAnswered?: (method: string, route: string, status: number, seconds: number) => void;
}

/** The configuration the app reads (see `config.ts`). */
export interface AppSettings {
  readonly env: 'development' | 'production' | 'test';
  readonly logLevel: string;
  readonly publicUrl: string;
  readonly allowedOrigins: readonly string[];
  readonly trustProxy: TrustProxy | null;
  /** Card payments' mode: Stripe's hosts are allowed by the content security policy only for 'stripe'. */
  readonly payments: { readonly mode: string };
}

/** Where log lines go: standard output unless a caller (a test) gives a stream. */
export type LogStream = Writable;

/**
 * Browser features the app never uses, switched off for its pages and anything they embed. The
 * clipboard (copying a tournament's link) keeps its default: the page itself may write to it.
 */
const PERMISSIONS_POLICY = [
  'camera=()',
  'microphone=()',
  'geolocation=()',
  'payment=()',
  'usb=()',
  'display-capture=()',
].join(', ');

/**
 * Stripe's hosts for its Payment Element (Stripe.js, its frames, its API), allowed only when card
 * payments run on Stripe; the sandbox needs none.
 */
const STRIPE_CSP = {
  scriptSrc: ['https://js.stripe.com', 'https://*.js.stripe.com'],
  frameSrc: ['https://js.stripe.com', 'https://*.js.stripe.com', 'https://hooks.stripe.com'],
  connectSrc: ['https://api.stripe.com'],
  imgSrc: ['https://*.stripe.com'],
};

/** The Socket.IO origin of the public address (`https:` → `wss:`), for browsers whose `'self'` leaves WebSockets out. */
const webSocketOrigin = (publicUrl: string) => new URL(publicUrl).origin.replace(/^http/, 'ws');

export async function buildApp(
  config: AppSettings,
  ports: AppPorts,
  routes: readonly RouteModule[] = [],
  logStream?: LogStream,
): Promise<App> {
  const app = Fastify({
    logger:
      config.logLevel === 'silent'
        ? false
        : {
            level: config.logLevel,
            // One line per record in development too (pretty, but not one line per field).
            stream:
              config.env === 'development'
                ? pretty({
                    singleLine: true,
                    ignore: 'pid,hostname',
                    destination: logStream ?? 1,
                    sync: true,
                  })
                : logStream,
          },
    bodyLimit: 256 * 1024,
    // Forwarded headers count only from the proxies TRUST_PROXY names; otherwise the socket's address.
    trustProxy: config.trustProxy ? trustFunction(config.trustProxy) : false,
    logController: new OneLinePerRequest(),
    forceCloseConnections: true,
  }).withTypeProvider<ZodTypeProvider>();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  registerErrorHandling(app);
  registerRequestFailures(app);

  const stripe = config.payments.mode === 'stripe' ? STRIPE_CSP : null;
  await app.register(fastifyHelmet, {
    contentSecurityPolicy: {
      directives: {
        defaultSrc: ["'self'"],
        scriptSrc: ["'self'", ...(stripe?.scriptSrc ?? [])],
        styleSrc: ["'self'", "'unsafe-inline'"],
        imgSrc: ["'self'", 'data:', 'blob:', ...(stripe?.imgSrc ?? [])],
        // Only the app's own origin: its API and its Socket.IO connection (and Stripe's API when it takes cards).
        connectSrc: ["'self'", webSocketOrigin(config.publicUrl), ...(stripe?.connectSrc ?? [])],
        fontSrc: ["'self'", 'data:'],
        frameSrc: ["'self'", ...(stripe?.frameSrc ?? [])],
        objectSrc: ["'none'"],
        upgradeInsecureRequests: null,
      },
    },
    // The public board is meant to be opened from QR codes and shown on club TVs.
    crossOriginEmbedderPolicy: false,
  });
  app.addHook('onSend', async (request, reply) => {
    reply.header('permissions-policy', PERMISSIONS_POLICY);
    // API answers are personal or live: no browser or proxy keeps a copy unless a route says so.
    if (request.url.startsWith('/api/') && !reply.hasHeader('cache-control'))
      reply.header('cache-control', 'no-store');
  });
  // Spectators open the board on a phone at the court: the app bundle and the tournament bodies
  // travel compressed (brotli at a light level, or gzip); tiny answers are left as they are.
  await app.register(fastifyCompress, { encodings: ['br', 'gzip'], threshold: 1024 });
  await app.register(fastifyCookie);
  ports.authenticate(app);
  registerAccess(app, ports.authoriseTablet);

  // CSRF: SameSite cookies plus an Origin check on every state-changing request.
  const allowedOrigins = new Set(config.allowedOrigins);
  const { requestAnswered } = ports;
  if (requestAnswered)
    app.addHook('onResponse', async (request, reply) => {
      requestAnswered(
        request.method,
        request.routeOptions.url ?? 'unmatched',
        reply.statusCode,
        reply.elapsedTime / 1000,
      );
    });
  app.addHook('onRequest', async (request, reply) => {
    if (SAFE_METHODS.has(request.method)) return;
    const origin = request.headers.origin;
    if (origin && !allowedOrigins.has(origin)) {
      return send(reply, 403, {
        code: 'request.badOrigin',
        message: translate(request.language, 'request.badOrigin'),
      });
    }
  });

  await app.register(fastifySwagger, {
    openapi: {
      info: { title: 'Rodada API', description: 'Tournaments, rankings and credits', version: '1.0.0' },
    },
    transform: jsonSchemaTransform,
  });
  // The API explorer: for developers anywhere but production; there, for administrators only.
  const explorerAllowed = (request: FastifyRequest) => config.env !== 'production' || !!request.user?.isAdmin;
  await app.register(fastifySwaggerUi, {
    routePrefix: '/api/docs',
    uiHooks: {
      preHandler: async (request, reply) => {
        if (explorerAllowed(request)) return;
        return send(reply, 404, {
          code: 'request.notFound',
          message: translate(request.language, 'request.notFound'),
        });
      },
    },
  });

  app.get(
    '/api/health',
    {
      config: { access: 'public' },
      schema: {
        tags: ['system'],
        summary: 'Liveness; the storage kinds for administrators',
        response: { 200: HealthSchema },
      },
    },
    async (request) => {
      const { projecting, eventStore, readModels } = ports.health();
      // What the data sits on is for administrators, not for whoever probes the server.
      return { ok: true as const, projecting, ...(request.user?.isAdmin ? { eventStore, readModels } : {}) };
    },
  );
  for (const route of routes) await app.register(async (scope) => route(scope));

  // Translations for the browser and server messages: one set of files.
  await app.register(fastifyStatic, {
    root: LOCALES_DIR,
    prefix: '/locales/',
    decorateReply: false,
    maxAge: config.env === 'production' ? '1h' : 0,
  });
  const hasSpa = existsSync(FRONTEND_DIST);
  const preloads = pagePreloadsFrom(FRONTEND_DIST);
  if (hasSpa) {
    await app.register(fastifyStatic, {
      root: FRONTEND_DIST,
      prefix: '/',
      wildcard: false,
      index: ['index.html'],
      // The build writes .br and .gz beside each script and stylesheet (best quality, once).
      preCompressed: true,
      // Built assets carry a content hash in their name: a browser keeps them for good. The page
      // itself is always revalidated, so a new deployment is picked up on the next visit.
      setHeaders(reply, path) {
        reply.header(
          'cache-control',
          path.includes(`${sep}assets${sep}`) ? 'public, max-age=31536000, immutable' : 'no-cache',
        );
      },
    });
  }
  app.setNotFoundHandler((request, reply) => {
    const isPage =
      request.method === 'GET' && !request.url.startsWith('/api') && !request.url.startsWith('/locales/');
    if (isPage && hasSpa) {
      const links = preloads(request.url, request.language);
      if (links) reply.header('link', links);
      return reply.type('text/html; charset=utf-8').sendFile('index.html', FRONTEND_DIST);
    }
    return send(reply, 404, {
      code: 'request.notFound',
      message: translate(request.language, 'request.notFound'),
    });
  });
  return app;
}

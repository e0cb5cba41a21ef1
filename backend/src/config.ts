import { resolve } from 'node:path';
import proxyAddr from '@fastify/proxy-addr';
import { z } from 'zod';
import { type PixReceiver, pixReceiverProblem } from './credits';
import type { TrustProxy } from './http/clientAddress';
import { type PaymentSettings, paymentSettings } from './payments';

const emptyAsUndefined = (value: unknown) => (value === '' ? undefined : value);
const optionalText = z.preprocess(emptyAsUndefined, z.string().optional());

/** Every setting comes from the environment; the README's configuration table lists them. */
const ConfigSchema = z.object({
  NODE_ENV: z.preprocess(
    emptyAsUndefined,
    z.enum(['development', 'production', 'test']).default('development'),
  ),
  HOST: z.preprocess(emptyAsUndefined, z.string().default('0.0.0.0')),
  PORT: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(0).max(65535).default(3000)),
  /** Public origin of the app (for e-mail links and the Origin check); defaults to http://localhost:PORT. */
  PUBLIC_URL: optionalText,
  DATA_DIR: z.preprocess(emptyAsUndefined, z.string().default('./data')),
  DATABASE_URL: optionalText,
  EVENTSTORE_URL: optionalText,
  REDIS_URL: optionalText,
  ADMIN_EMAIL: optionalText,
  ADMIN_PASSWORD: optionalText,
  LOG_LEVEL: z.preprocess(
    emptyAsUndefined,
    z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  ),
  /** Sign-in, registration and reset attempts allowed per IP address per minute. */
  AUTH_RATE_LIMIT_PER_IP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(20)),
  /**
   * Who may say where a request came from (`X-Forwarded-For`, `-Proto`, `-Host`): unset trusts
   * nobody (the socket's address counts), a number trusts that many proxy hops in front of the
   * app, a comma-separated list trusts those proxy addresses or ranges (`10.0.0.0/8`, `loopback`).
   */
  TRUST_PROXY: optionalText,
  /** Live-update sockets one client address may hold open at once. */
  LIVE_SOCKETS_PER_IP: z.preprocess(emptyAsUndefined, z.coerce.number().int().min(1).default(100)),
  /** `auto` seeds demo data on the first start of the embedded default, never in production. */
  DEMO_DATA: z.preprocess(emptyAsUndefined, z.enum(['auto', 'true', 'false']).default('auto')),
  SMTP_URL: optionalText,
  MAIL_FROM: z.preprocess(emptyAsUndefined, z.string().default('Rodada <nao-responda@rodada.app>')),
  SUPPORT_PHONE: z.preprocess(emptyAsUndefined, z.string().default('+55 11 90000-0000')),
  SUPPORT_EMAIL: z.preprocess(emptyAsUndefined, z.string().default('suporte@rodada.app')),
  /** Manual PIX: the receiving key, its holder's name and city (they go into the BR Code). */
  PIX_KEY: z.preprocess(emptyAsUndefined, z.string().default('pix@rodada.app')),
  PIX_PAYEE: z.preprocess(emptyAsUndefined, z.string().default('Rodada Tecnologia')),
  PIX_CITY: z.preprocess(emptyAsUndefined, z.string().default('Sao Paulo')),
  /** Card payments: `stripe`, `sandbox` (the labelled test mode), or unset to choose by the keys below. */
  PAYMENTS: z.preprocess(emptyAsUndefined, z.enum(['sandbox', 'stripe']).optional()),
  STRIPE_SECRET_KEY: optionalText,
  STRIPE_PUBLISHABLE_KEY: optionalText,
  STRIPE_WEBHOOK_SECRET: optionalText,
  /** Another Stripe API address (stripe-mock, tests); unset for Stripe itself. */
  STRIPE_API_URL: optionalText,
  /** Turns `GET /metrics` on, for scrapers sending `Authorization: Bearer <token>` (16 characters or more). */
  METRICS_TOKEN: z.preprocess(emptyAsUndefined, z.string().min(16, 'at least 16 characters').optional()),
  /** Comma-separated extra origins allowed to call the API and open sockets (e.g. the Vite dev server). */
  ALLOWED_ORIGINS: optionalText,
});

/** Every environment variable Rodada reads. */
export const CONFIG_VARIABLES = Object.keys(ConfigSchema.shape);

export interface Config {
  readonly env: 'development' | 'production' | 'test';
  readonly host: string;
  readonly port: number;
  readonly publicUrl: string;
  readonly dataDir: string;
  readonly databaseUrl: string | null;
  readonly eventStoreUrl: string | null;
  readonly redisUrl: string | null;
  readonly adminEmail: string | null;
  readonly adminPassword: string | null;
  readonly logLevel: string;
  readonly allowedOrigins: readonly string[];
  /** Whose forwarded headers count: nobody's (null), that many hops, or these proxy addresses. */
  readonly trustProxy: TrustProxy | null;
  /** Session cookies carry `Secure`: in production, or whenever the public address is https. */
  readonly secureCookies: boolean;
  readonly authRateLimitPerIp: number;
  readonly liveSocketsPerIp: number;
  readonly demoData: boolean;
  readonly smtpUrl: string | null;
  readonly mailFrom: string;
  readonly supportPhone: string;
  readonly supportEmail: string;
  /** Card payments: Stripe, the sandbox, or off (production without Stripe keys). */
  readonly payments: PaymentSettings;
  /** Where manual PIX payments go (shown to the buyer and written into the BR Code). */
  readonly pix: PixReceiver;
  /** The bearer token `GET /metrics` asks for; null leaves the route off (404). */
  readonly metricsToken: string | null;
}

function trustProxyOf(value: string | undefined): TrustProxy | null {
  if (value === undefined || value === 'false' || value === '0') return null;
  if (/^\d+$/.test(value)) return { hops: Number(value) };
  const addresses = value
    .split(',')
    .map((a) => a.trim())
    .filter(Boolean);
  try {
    proxyAddr.compile(addresses);
  } catch {
    throw new Error(
      `invalid configuration: TRUST_PROXY: a hop count or the proxies' addresses (e.g. 1, or 10.0.0.1,loopback), not "${value}"`,
    );
  }
  return { addresses };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): Config {
  const parsed = ConfigSchema.safeParse(env);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`).join('; ');
    throw new Error(`invalid configuration: ${problems}`);
  }
  const c = parsed.data;
  const pix = { key: c.PIX_KEY.trim(), payee: c.PIX_PAYEE.trim(), city: c.PIX_CITY.trim() };
  const pixProblem = pixReceiverProblem(pix);
  if (pixProblem) throw new Error(`invalid configuration: ${pixProblem}`);
  const publicUrl = (c.PUBLIC_URL ?? `http://localhost:${c.PORT}`).replace(/\/$/, '');
  const extra = (c.ALLOWED_ORIGINS ?? '')
    .split(',')
    .map((o) => o.trim())
    .filter(Boolean);
  return {
    env: c.NODE_ENV,
    host: c.HOST,
    port: c.PORT,
    publicUrl,
    dataDir: resolve(c.DATA_DIR),
    databaseUrl: c.DATABASE_URL ?? null,
    eventStoreUrl: c.EVENTSTORE_URL ?? null,
    redisUrl: c.REDIS_URL ?? null,
    adminEmail: c.ADMIN_EMAIL ?? null,
    adminPassword: c.ADMIN_PASSWORD ?? null,
    logLevel: c.LOG_LEVEL,
    allowedOrigins: [new URL(publicUrl).origin, ...extra],
    trustProxy: trustProxyOf(c.TRUST_PROXY),
    secureCookies: c.NODE_ENV === 'production' || publicUrl.startsWith('https:'),
    authRateLimitPerIp: c.AUTH_RATE_LIMIT_PER_IP,
    liveSocketsPerIp: c.LIVE_SOCKETS_PER_IP,
    // The demo organiser's password is published: only an explicit `true` puts it in production.
    demoData:
      c.DEMO_DATA === 'true' ||
      (c.DEMO_DATA === 'auto' && c.NODE_ENV !== 'production' && !c.DATABASE_URL && !c.EVENTSTORE_URL),
    smtpUrl: c.SMTP_URL ?? null,
    mailFrom: c.MAIL_FROM,
    supportPhone: c.SUPPORT_PHONE,
    supportEmail: c.SUPPORT_EMAIL,
    payments: paymentSettings(c),
    pix,
    metricsToken: c.METRICS_TOKEN ?? null,
  };
}

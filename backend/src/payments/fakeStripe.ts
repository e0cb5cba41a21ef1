import { randomBytes } from 'node:crypto';
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import Stripe from 'stripe';

// Stripe's API at the true outside boundary, for tests without network: a local HTTP server the
// real SDK is pointed at (its host/port/protocol options). It keeps PaymentIntents, honours
// Idempotency-Key as Stripe does, records every request, and builds signed webhook bodies.

export interface RecordedStripeRequest {
  readonly method: string;
  readonly path: string;
  readonly headers: IncomingHttpHeaders;
  /** The form-encoded body, decoded (`metadata[userId]` → `metadata.userId`). */
  readonly params: Record<string, string>;
}

export interface FakeIntent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  metadata: Record<string, string>;
  last_payment_error: { type: string; code: string; decline_code?: string } | null;
  livemode: false;
  created: number;
}

export const WEBHOOK_SECRET = 'whsec_rodada_test_secret';

export class FakeStripe {
  readonly requests: RecordedStripeRequest[] = [];
  readonly intents = new Map<string, FakeIntent>();
  private readonly byIdempotencyKey = new Map<string, { params: string; intent: FakeIntent }>();
  private server: Server | null = null;
  url = '';

  async start(): Promise<this> {
    this.server = createServer((req, res) => {
      let body = '';
      req.on('data', (chunk) => {
        body += chunk;
      });
      req.on('end', () => {
        const params: Record<string, string> = {};
        for (const [key, value] of new URLSearchParams(body))
          params[key.replace(/\[([^\]]*)\]/g, '.$1')] = value;
        const path = (req.url ?? '').split('?')[0]!;
        this.requests.push({ method: req.method ?? '', path, headers: req.headers, params });
        const [status, answer] = this.answer(req.method ?? '', path, req.headers, params, body);
        res.writeHead(status, {
          'content-type': 'application/json',
          'request-id': `req_${randomBytes(6).toString('hex')}`,
        });
        res.end(JSON.stringify(answer));
      });
    });
    await new Promise<void>((resolve) => this.server!.listen(0, '127.0.0.1', resolve));
    this.url = `http://127.0.0.1:${(this.server.address() as AddressInfo).port}`;
    return this;
  }

  async stop(): Promise<void> {
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
  }

  private answer(
    method: string,
    path: string,
    headers: IncomingHttpHeaders,
    params: Record<string, string>,
    raw: string,
  ): [number, unknown] {
    if (headers.authorization !== 'Bearer sk_test_rodada')
      return [401, { error: { type: 'invalid_request_error', message: 'Invalid API Key provided' } }];
    if (method === 'POST' && path === '/v1/payment_intents') {
      const key = headers['idempotency-key'];
      if (typeof key === 'string') {
        const earlier = this.byIdempotencyKey.get(key);
        if (earlier && earlier.params !== raw)
          return [
            400,
            {
              error: {
                type: 'idempotency_error',
                message:
                  'Keys for idempotent requests can only be used with the same parameters they were first used with.',
              },
            },
          ];
        if (earlier) return [200, earlier.intent];
      }
      const id = `pi_${randomBytes(12).toString('hex')}`;
      const metadata: Record<string, string> = {};
      for (const [k, v] of Object.entries(params)) if (k.startsWith('metadata.')) metadata[k.slice(9)] = v;
      const intent: FakeIntent = {
        id,
        object: 'payment_intent',
        amount: Number(params.amount),
        currency: params.currency ?? '',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${randomBytes(8).toString('hex')}`,
        metadata,
        last_payment_error: null,
        livemode: false,
        created: Math.floor(Date.now() / 1000),
      };
      this.intents.set(id, intent);
      if (typeof key === 'string') this.byIdempotencyKey.set(key, { params: raw, intent });
      return [200, intent];
    }
    const match = /^\/v1\/payment_intents\/([^/]+)$/.exec(path);
    if (method === 'GET' && match) {
      const intent = this.intents.get(decodeURIComponent(match[1]!));
      if (!intent)
        return [
          404,
          {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: 'No such payment_intent',
            },
          },
        ];
      return [200, intent];
    }
    return [
      404,
      { error: { type: 'invalid_request_error', message: `Unrecognized request URL (${method}: ${path})` } },
    ];
  }

  /** The buyer paid (what Stripe.js's confirmation does with a good card). */
  succeed(id: string): FakeIntent {
    const intent = this.intents.get(id)!;
    intent.status = 'succeeded';
    intent.last_payment_error = null;
    return intent;
  }

  /** The buyer's card was refused. */
  fail(id: string, code = 'card_declined', declineCode?: string): FakeIntent {
    const intent = this.intents.get(id)!;
    intent.status = 'requires_payment_method';
    intent.last_payment_error = {
      type: 'card_error',
      code,
      ...(declineCode ? { decline_code: declineCode } : {}),
    };
    return intent;
  }

  /** A webhook body for an intent and the `Stripe-Signature` header Stripe would send with it. */
  webhook(
    type: 'payment_intent.succeeded' | 'payment_intent.payment_failed',
    intent: FakeIntent,
    options: { timestamp?: number; secret?: string; eventId?: string } = {},
  ): { body: string; signature: string } {
    const body = JSON.stringify({
      id: options.eventId ?? `evt_${randomBytes(12).toString('hex')}`,
      object: 'event',
      api_version: Stripe.API_VERSION,
      created: Math.floor(Date.now() / 1000),
      type,
      livemode: false,
      pending_webhooks: 1,
      request: { id: null, idempotency_key: null },
      data: { object: structuredClone(intent) },
    });
    const signature = Stripe.webhooks.generateTestHeaderString({
      payload: body,
      secret: options.secret ?? WEBHOOK_SECRET,
      ...(options.timestamp === undefined ? {} : { timestamp: options.timestamp }),
    });
    return { body, signature };
  }
}

/** The environment that points a Rodada server at a fake Stripe. */
export const stripeEnv = (fake: FakeStripe): Record<string, string> => ({
  STRIPE_SECRET_KEY: 'sk_test_rodada',
  STRIPE_PUBLISHABLE_KEY: 'pk_test_rodada',
  STRIPE_WEBHOOK_SECRET: WEBHOOK_SECRET,
  STRIPE_API_URL: fake.url,
});

import { DomainError } from '@rodada/events';

export interface LoginThrottleOptions {
  /** Wrong passwords one address may try for one e-mail in a window before it is refused. */
  readonly perAddress: number;
  /** Wrong passwords for one e-mail, from anywhere, in a window before its sign-ins slow down. */
  readonly slowAfter: number;
  readonly windowMs: number;
  /** The first slowed attempt waits this long; each further failure doubles it, up to `maxDelayMs`. */
  readonly delayMs: number;
  readonly maxDelayMs: number;
  readonly now: () => number;
}

const DEFAULTS: LoginThrottleOptions = {
  perAddress: 10,
  slowAfter: 10,
  windowMs: 15 * 60 * 1000,
  delayMs: 500,
  maxDelayMs: 5000,
  now: Date.now,
};
/** Past this many tracked keys, expired ones are swept on the next failure. */
const SWEEP_AT = 10_000;

interface Failures {
  count: number;
  until: number;
}

/**
 * Wrong passwords, counted per (e-mail, address) and per e-mail. An address that keeps failing
 * for an e-mail is refused (`request.rateLimited`) for that e-mail, and only there; the e-mail
 * itself is never locked: after many failures from anywhere its sign-ins are slowed down, so its
 * owner still gets in from their own device while a guesser gets few tries. Counts live in this
 * process, as the rate limits' do.
 */
export class LoginThrottle {
  private readonly options: LoginThrottleOptions;
  private readonly byPair = new Map<string, Failures>();
  private readonly byEmail = new Map<string, Failures>();

  constructor(options: Partial<LoginThrottleOptions> = {}) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Refuses an address that failed too often for this e-mail; otherwise waits the e-mail's slow-down. */
  async admit(email: string, address: string): Promise<void> {
    if (this.current(this.byPair, pairKey(email, address)) >= this.options.perAddress)
      throw new DomainError('request.rateLimited');
    const delay = this.delayFor(email);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }

  /** How long a sign-in for this e-mail waits now. */
  delayFor(email: string): number {
    const excess = this.current(this.byEmail, email) - this.options.slowAfter;
    if (excess < 0) return 0;
    return Math.min(this.options.maxDelayMs, this.options.delayMs * 2 ** excess);
  }

  failed(email: string, address: string): void {
    if (this.byPair.size + this.byEmail.size > SWEEP_AT) this.sweep();
    this.count(this.byPair, pairKey(email, address));
    this.count(this.byEmail, email);
  }

  /** The right password from this address: its own failures for the e-mail are forgiven. */
  succeeded(email: string, address: string): void {
    this.byPair.delete(pairKey(email, address));
  }

  private current(map: Map<string, Failures>, key: string): number {
    const entry = map.get(key);
    return entry && entry.until > this.options.now() ? entry.count : 0;
  }

  private count(map: Map<string, Failures>, key: string): void {
    const now = this.options.now();
    const entry = map.get(key);
    if (entry && entry.until > now) entry.count++;
    else map.set(key, { count: 1, until: now + this.options.windowMs });
  }

  private sweep(): void {
    const now = this.options.now();
    for (const map of [this.byPair, this.byEmail])
      for (const [key, entry] of map) if (entry.until <= now) map.delete(key);
  }
}

const pairKey = (email: string, address: string) => `${email}\u0000${address}`;

import { DomainError } from '@rodada/events';
import { limitKey } from '../http/rateLimit';
import type { SharedCounters } from '../limits';

export interface LoginThrottleOptions {
  /** Wrong passwords one address may try for one e-mail in a window before it is refused. */
  readonly perAddress: number;
  /** Wrong passwords for one e-mail, from anywhere, in a window before its sign-ins slow down. */
  readonly slowAfter: number;
  readonly windowMs: number;
  /** The first slowed attempt waits this long; each further failure doubles it, up to `maxDelayMs`. */
  readonly delayMs: number;
  readonly maxDelayMs: number;
}

const DEFAULTS: LoginThrottleOptions = {
  perAddress: 10,
  slowAfter: 10,
  windowMs: 15 * 60 * 1000,
  delayMs: 500,
  maxDelayMs: 5000,
};

/** The password-reset requests one address may make for one e-mail in `RESET_WINDOW_MS`. */
export const RESETS_PER_ADDRESS_AND_EMAIL = 5;
export const RESET_WINDOW_MS = 15 * 60 * 1000;

export const RESET_SCOPE = 'reset';
/** Who the reset limit counts: an e-mail asked for from one address (a stranger elsewhere never delays its owner). */
export const resetRequester = (email: string, address: string) => `${email}|${address}`;
const pairKey = (email: string, address: string) => `login|${email}|${address}`;
const emailKey = (email: string) => `login|${email}`;

/**
 * Wrong passwords, counted per (e-mail, address) and per e-mail in counts every process shares
 * (`SharedCounters`). An address that keeps failing for an e-mail is refused
 * (`request.rateLimited`) for that e-mail, and only there; the e-mail itself is never locked:
 * after many failures from anywhere its sign-ins are slowed down, so its owner still gets in from
 * their own device while a guesser gets few tries.
 */
export class LoginThrottle {
  private readonly options: LoginThrottleOptions;

  constructor(
    private readonly counters: SharedCounters,
    options: Partial<LoginThrottleOptions> = {},
  ) {
    this.options = { ...DEFAULTS, ...options };
  }

  /** Refuses an address that failed too often for this e-mail; otherwise waits the e-mail's slow-down. */
  async admit(email: string, address: string): Promise<void> {
    if ((await this.counters.count(pairKey(email, address))) >= this.options.perAddress)
      throw new DomainError('request.rateLimited');
    const delay = await this.delayFor(email);
    if (delay > 0) await new Promise((resolve) => setTimeout(resolve, delay));
  }

  /** How long a sign-in for this e-mail waits now. */
  async delayFor(email: string): Promise<number> {
    const excess = (await this.counters.count(emailKey(email))) - this.options.slowAfter;
    if (excess < 0) return 0;
    return Math.min(this.options.maxDelayMs, this.options.delayMs * 2 ** excess);
  }

  async failed(email: string, address: string): Promise<void> {
    await this.counters.hit(pairKey(email, address), this.options.windowMs);
    await this.counters.hit(emailKey(email), this.options.windowMs);
  }

  /**
   * The right password from this address: its own failures for the e-mail are forgiven, and so
   * are its reset requests for it (whoever signs in needs no reset; a stranger's requests from
   * elsewhere never counted against this address).
   */
  async succeeded(email: string, address: string): Promise<void> {
    await this.counters.forget(pairKey(email, address));
    await this.counters.forget(limitKey(RESET_SCOPE, resetRequester(email, address)));
  }
}

/** How card payments run, from the configuration (README, "Configuration"). */
export type PaymentSettings =
  | { readonly mode: 'sandbox' }
  | { readonly mode: 'disabled' }
  | {
      readonly mode: 'stripe';
      readonly secretKey: string;
      readonly publishableKey: string;
      /** Without it every webhook is refused, and only the buyer's return confirms payments. */
      readonly webhookSecret: string | null;
      /** Another Stripe API address (stripe-mock, a test server); null for Stripe itself. */
      readonly apiUrl: URL | null;
    };

export interface PaymentEnvironment {
  readonly NODE_ENV: 'development' | 'production' | 'test';
  readonly PAYMENTS?: 'sandbox' | 'stripe' | undefined;
  readonly STRIPE_SECRET_KEY?: string | undefined;
  readonly STRIPE_PUBLISHABLE_KEY?: string | undefined;
  readonly STRIPE_WEBHOOK_SECRET?: string | undefined;
  readonly STRIPE_API_URL?: string | undefined;
}

/**
 * Stripe when its secret key is set (or `PAYMENTS=stripe`); otherwise the labelled sandbox, except
 * in production, where the sandbox would hand out credits for nothing: there it runs only when
 * `PAYMENTS=sandbox` says so, and card payments are off otherwise.
 */
export function paymentSettings(env: PaymentEnvironment): PaymentSettings {
  const wantsStripe = env.PAYMENTS === 'stripe' || (env.PAYMENTS === undefined && !!env.STRIPE_SECRET_KEY);
  if (wantsStripe) {
    if (!env.STRIPE_SECRET_KEY || !env.STRIPE_PUBLISHABLE_KEY)
      throw new Error(
        'invalid configuration: Stripe needs STRIPE_SECRET_KEY and STRIPE_PUBLISHABLE_KEY (or PAYMENTS=sandbox for the test mode)',
      );
    let apiUrl: URL | null = null;
    if (env.STRIPE_API_URL) {
      try {
        apiUrl = new URL(env.STRIPE_API_URL);
      } catch {
        throw new Error(`invalid configuration: STRIPE_API_URL: not an address ("${env.STRIPE_API_URL}")`);
      }
    }
    return {
      mode: 'stripe',
      secretKey: env.STRIPE_SECRET_KEY,
      publishableKey: env.STRIPE_PUBLISHABLE_KEY,
      webhookSecret: env.STRIPE_WEBHOOK_SECRET ?? null,
      apiUrl,
    };
  }
  if (env.PAYMENTS === 'sandbox' || env.NODE_ENV !== 'production') return { mode: 'sandbox' };
  return { mode: 'disabled' };
}

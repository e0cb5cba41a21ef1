import type { EventStore } from '@rodada/events';
import type { PaymentProvider } from './provider';
import { SandboxPaymentProvider } from './sandboxProvider';
import type { PaymentSettings } from './settings';

/**
 * The adapter the configuration chooses; null when card payments are off. Stripe's SDK (~18 MiB
 * resident) is loaded only by a server that takes cards through Stripe.
 */
export async function createPaymentProvider(
  settings: PaymentSettings,
  store: EventStore,
): Promise<PaymentProvider | null> {
  switch (settings.mode) {
    case 'stripe': {
      const { StripePaymentProvider } = await import('./stripeProvider');
      return new StripePaymentProvider(settings);
    }
    case 'sandbox':
      return new SandboxPaymentProvider(store);
    case 'disabled':
      return null;
    default: {
      const unhandled: never = settings;
      return unhandled;
    }
  }
}

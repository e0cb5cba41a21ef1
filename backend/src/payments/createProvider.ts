import type { EventStore } from '@rodada/events';
import type { PaymentProvider } from './provider';
import { SandboxPaymentProvider } from './sandboxProvider';
import type { PaymentSettings } from './settings';
import { StripePaymentProvider } from './stripeProvider';

/** The adapter the configuration chooses; null when card payments are off. */
export function createPaymentProvider(settings: PaymentSettings, store: EventStore): PaymentProvider | null {
  switch (settings.mode) {
    case 'stripe':
      return new StripePaymentProvider(settings);
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

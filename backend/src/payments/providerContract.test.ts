import { type ConfirmPayment, paymentDecider, paymentStream, type RecordPaymentIntent } from '@rodada/events';
import { openTestDatabase, pgliteTarget } from '@rodada/projections/testing';
import { commandOf, contextFor } from '../commands/context';
import { handleCommand } from '../commands/handleCommand';
import { PostgresEventStore } from '../eventStore/postgres';
import { FakeStripe, WEBHOOK_SECRET } from './fakeStripe';
import { paymentProviderContract } from './providerContract';
import { SandboxPaymentProvider } from './sandboxProvider';
import { StripePaymentProvider } from './stripeProvider';

paymentProviderContract('Stripe (the SDK against a local Stripe)', async () => {
  const fake = await new FakeStripe().start();
  return {
    provider: new StripePaymentProvider({
      secretKey: 'sk_test_rodada',
      publishableKey: 'pk_test_rodada',
      webhookSecret: WEBHOOK_SECRET,
      apiUrl: new URL(fake.url),
    }),
    record: async () => {},
    pay: async ({ id }) => {
      fake.succeed(id);
    },
    dispose: () => fake.stop(),
  };
});

paymentProviderContract('sandbox (on the embedded store)', async () => {
  const database = await openTestDatabase(pgliteTarget);
  const store = await PostgresEventStore.open(database);
  const buyer = (userId: string) => contextFor({ kind: 'user', id: userId });
  return {
    provider: new SandboxPaymentProvider(store),
    async record({ id, amountCents, currency, userId, credits }) {
      await handleCommand(
        store,
        paymentStream(id),
        paymentDecider,
        commandOf<RecordPaymentIntent>(
          'RecordPaymentIntent',
          { paymentIntentId: id, userId, credits, amountCents, currency, provider: 'sandbox' },
          buyer(userId),
        ),
      );
    },
    async pay({ id, amountCents, currency, userId, credits }) {
      await handleCommand(
        store,
        paymentStream(id),
        paymentDecider,
        commandOf<ConfirmPayment>(
          'ConfirmPayment',
          { amountCents, currency, userId, credits, source: 'sandbox' },
          buyer(userId),
        ),
      );
    },
    async dispose() {
      await store.close();
      await database.drop();
    },
  };
});

import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type IntentRequest, InvalidWebhookError, type PaymentProvider } from './provider';

/** One adapter under test, and what the rest of Rodada (or the buyer) does around it. */
export interface ProviderUnderTest {
  readonly provider: PaymentProvider;
  /** What the payments service does right after creating an intent (records what was asked). */
  record(intent: { id: string } & IntentRequest): Promise<void>;
  /** The buyer pays the intent with a good card. */
  pay(intent: { id: string } & IntentRequest): Promise<void>;
  dispose(): Promise<void>;
}

/** The behaviour every `PaymentProvider` adapter has: the same suite runs for Stripe and the sandbox. */
export function paymentProviderContract(name: string, open: () => Promise<ProviderUnderTest>): void {
  describe(`PaymentProvider contract: ${name}`, () => {
    let subject: ProviderUnderTest;
    beforeAll(async () => {
      subject = await open();
    });
    afterAll(async () => {
      await subject?.dispose();
    });
    const request = (overrides: Partial<IntentRequest> = {}): IntentRequest => ({
      amountCents: 12000,
      currency: 'BRL',
      userId: randomUUID(),
      credits: 10,
      idempotencyKey: randomUUID(),
      ...overrides,
    });

    it('creates an intent whose client secret belongs to it, the same one again for the same key', async () => {
      const asked = request();
      const created = await subject.provider.createIntent(asked);
      expect(created.id).toMatch(/^pi_/);
      expect(created.clientSecret.startsWith(`${created.id}_secret_`)).toBe(true);
      expect(await subject.provider.createIntent(asked)).toEqual(created);
      expect((await subject.provider.createIntent(request())).id).not.toBe(created.id);
    });

    it('shows an intent with what was asked, unpaid until the buyer pays it', async () => {
      const asked = request({ amountCents: 20000, credits: 20 });
      const { id } = await subject.provider.createIntent(asked);
      await subject.record({ id, ...asked });
      expect(await subject.provider.retrieveIntent(id)).toEqual({
        id,
        status: 'requires_payment_method',
        amountCents: 20000,
        currency: 'BRL',
        userId: asked.userId,
        credits: 20,
      });
      await subject.pay({ id, ...asked });
      expect((await subject.provider.retrieveIntent(id))?.status).toBe('succeeded');
    });

    it('knows no intent it never created', async () => {
      expect(await subject.provider.retrieveIntent(`pi_${randomUUID().replaceAll('-', '')}`)).toBeNull();
    });

    it('refuses a webhook whose signature does not hold', () => {
      expect(() => subject.provider.readWebhook(Buffer.from('{"id":"evt_1"}'), 't=1,v1=forged')).toThrow(
        InvalidWebhookError,
      );
    });
  });
}

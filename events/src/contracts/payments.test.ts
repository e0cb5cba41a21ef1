import { describe, expect, it } from 'vitest';
import {
  CreatePaymentIntentRequestSchema,
  cardErrorKey,
  clampCreditQuantity,
  DEFAULT_CREDIT_PRICE_CENTS,
  quoteCredits,
} from './payments';

describe('credit quote at the default R$ 20,00', () => {
  it.each([
    [1, 2000, 2000, 0, 0],
    [9, 2000, 18000, 0, 0],
    [10, 1200, 12000, 40, 8000],
    [19, 1200, 22800, 40, 15200],
    [20, 1000, 20000, 50, 20000],
    [999, 1000, 999000, 50, 999000],
  ])(
    '%i credits cost %i each, %i in all (%i%% off, saving %i)',
    (quantity, unit, total, discount, savings) => {
      expect(quoteCredits(quantity, DEFAULT_CREDIT_PRICE_CENTS)).toEqual({
        quantity,
        unitCents: unit,
        totalCents: total,
        discountPercent: discount,
        savingsCents: savings,
      });
    },
  );

  it('applies the tiers to another base price, rounding each credit to a centavo', () => {
    expect(quoteCredits(10, 1990)).toMatchObject({ unitCents: 1194, totalCents: 11940, savingsCents: 7960 });
    expect(quoteCredits(21, 1999)).toMatchObject({ unitCents: 1000, totalCents: 21000 });
  });

  it('refuses to price a quantity outside 1-999 or a fraction', () => {
    for (const quantity of [0, -1, 1000, 2.5, Number.NaN]) {
      expect(() => quoteCredits(quantity, 2000)).toThrow(RangeError);
    }
  });
});

describe('credit quantity clamping', () => {
  it.each([
    [0, 1],
    [-5, 1],
    ['', 1],
    ['abc', 1],
    [undefined, 1],
    [Number.NaN, 1],
    [1, 1],
    ['12', 12],
    [7.9, 7],
    [999, 999],
    [1000, 999],
    ['123456', 999],
    [Number.POSITIVE_INFINITY, 999],
  ])('%s becomes %i', (input, expected) => {
    expect(clampCreditQuantity(input)).toBe(expected);
  });
});

describe('create payment intent request', () => {
  it('carries no price and defaults to BRL by card', () => {
    expect(CreatePaymentIntentRequestSchema.parse({ credits: 10 })).toEqual({
      credits: 10,
      currency: 'BRL',
      paymentMethod: 'card',
    });
    expect(CreatePaymentIntentRequestSchema.safeParse({ credits: 1000 }).error?.issues[0]?.message).toBe(
      'payments.invalidQuantity',
    );
  });
});

describe('card error messages', () => {
  it('reads the decline code before the error code, then falls back by type', () => {
    expect(
      cardErrorKey({ type: 'card_error', code: 'card_declined', decline_code: 'insufficient_funds' }),
    ).toBe('payments.insufficientFunds');
    expect(cardErrorKey({ type: 'card_error', code: 'card_declined', decline_code: 'generic_decline' })).toBe(
      'payments.cardDeclined',
    );
    expect(cardErrorKey({ type: 'card_error', code: 'processing_error' })).toBe('payments.cardError');
    expect(cardErrorKey({ type: 'validation_error' })).toBe('payments.validationError');
    expect(cardErrorKey({ type: 'api_error' })).toBe('payments.failed');
    expect(cardErrorKey(undefined)).toBe('payments.failed');
  });
});

import { describe, expect, it } from 'vitest';
import { cardErrorKey } from '../contracts/payments';
import { sandboxCardOutcome } from './sandboxCards';

const now = new Date('2026-11-23T20:00:00Z');
const card = (number: string, overrides: Partial<{ expMonth: number; expYear: number; cvc: string }> = {}) =>
  sandboxCardOutcome({ number, expMonth: 12, expYear: 2030, cvc: '123', ...overrides }, now);
const messageOf = (number: string, overrides = {}) => {
  const outcome = card(number, overrides);
  return outcome.ok
    ? 'ok'
    : cardErrorKey({ type: 'card_error', code: outcome.code, decline_code: outcome.declineCode });
};

describe('sandbox cards behave like Stripe’s test cards', () => {
  it.each([
    ['4242 4242 4242 4242', 'ok'],
    ['4242424242424242', 'ok'],
    ['4000 0000 0000 0002', 'payments.cardDeclined'],
    ['4000 0000 0000 9995', 'payments.insufficientFunds'],
    ['4000 0000 0000 0069', 'payments.expiredCard'],
    ['4000 0000 0000 0127', 'payments.incorrectCvc'],
    ['4242 4242 4242 4241', 'payments.invalidNumber'],
    ['1234', 'payments.invalidNumber'],
    ['abcd efgh ijkl mnop', 'payments.invalidNumber'],
    ['4111 1111 1111 1111', 'payments.cardDeclined'],
  ])('%s → %s', (number, expected) => {
    expect(messageOf(number)).toBe(expected);
  });

  it('refuses a past expiry date as invalid_expiry_year, an impossible month as invalid_expiry_month', () => {
    expect(card('4242424242424242', { expYear: 2025 })).toEqual({ ok: false, code: 'invalid_expiry_year' });
    expect(card('4242424242424242', { expYear: 2026, expMonth: 10 })).toEqual({
      ok: false,
      code: 'invalid_expiry_year',
    });
    expect(card('4242424242424242', { expYear: 2026, expMonth: 11 })).toEqual({ ok: true });
    expect(card('4242424242424242', { expYear: 30 })).toEqual({ ok: true });
    expect(card('4242424242424242', { expMonth: 13 })).toEqual({ ok: false, code: 'invalid_expiry_month' });
    expect(messageOf('4242424242424242', { expYear: 2020 })).toBe('payments.invalidExpiry');
  });

  it('refuses a security code that is not 3 or 4 digits', () => {
    expect(messageOf('4242424242424242', { cvc: '12' })).toBe('payments.incorrectCvc');
  });
});

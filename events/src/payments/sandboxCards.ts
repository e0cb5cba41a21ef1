import type { CardErrorCode } from '../contracts/payments';

/**
 * How the sandbox answers a card: like Stripe's test cards, so the same screens and messages work
 * in both modes. Pure: the caller passes the date the expiry is checked against.
 */
export interface SandboxCard {
  readonly number: string;
  readonly expMonth: number;
  readonly expYear: number;
  readonly cvc: string;
}

export type SandboxCardOutcome =
  | { readonly ok: true }
  | {
      readonly ok: false;
      /** Stripe's error `code`. */
      readonly code: CardErrorCode;
      /** Stripe's `decline_code`, for declines that say why. */
      readonly declineCode?: 'insufficient_funds' | 'generic_decline';
    };

/** Stripe's test numbers and what each does; any other valid number is declined, as in test mode. */
export const SANDBOX_TEST_CARDS = {
  '4242424242424242': { ok: true },
  '5555555555554444': { ok: true },
  '4000000000000002': { ok: false, code: 'card_declined', declineCode: 'generic_decline' },
  '4000000000009995': { ok: false, code: 'card_declined', declineCode: 'insufficient_funds' },
  '4000000000000069': { ok: false, code: 'expired_card' },
  '4000000000000127': { ok: false, code: 'incorrect_cvc' },
} as const satisfies Record<string, SandboxCardOutcome>;

function passesLuhn(digits: string): boolean {
  let sum = 0;
  for (let i = 0; i < digits.length; i++) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

export function sandboxCardOutcome(card: SandboxCard, now: Date): SandboxCardOutcome {
  const digits = card.number.replace(/[\s-]/g, '');
  if (!/^\d{13,19}$/.test(digits) || !passesLuhn(digits)) return { ok: false, code: 'invalid_number' };
  if (!Number.isInteger(card.expMonth) || card.expMonth < 1 || card.expMonth > 12)
    return { ok: false, code: 'invalid_expiry_month' };
  const year = card.expYear < 100 ? 2000 + card.expYear : card.expYear;
  const thisYear = now.getUTCFullYear();
  const thisMonth = now.getUTCMonth() + 1;
  if (!Number.isInteger(year) || year < thisYear || (year === thisYear && card.expMonth < thisMonth))
    return { ok: false, code: 'invalid_expiry_year' };
  if (year > thisYear + 50) return { ok: false, code: 'invalid_expiry_year' };
  if (!/^\d{3,4}$/.test(card.cvc.trim())) return { ok: false, code: 'invalid_cvc' };
  const known = (SANDBOX_TEST_CARDS as Record<string, SandboxCardOutcome>)[digits];
  return known ?? { ok: false, code: 'card_declined', declineCode: 'generic_decline' };
}

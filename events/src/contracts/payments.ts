import { z } from 'zod';
import { text } from '../text';

// Prices, quotes and card payments: one set of rules shared by the server (which computes every
// amount) and the screens (which only show them). Messages are translation keys
// (locales/{lng}/errors.json, under `payments.*`).

/** Credits one purchase may buy (spec section 5). */
export const MIN_CREDIT_QUANTITY = 1;
export const MAX_CREDIT_QUANTITY = 999;

/** The only currency sold: BRL, money in centavos. */
export const PAYMENT_CURRENCY = 'BRL';
/** The base price per credit on a fresh store: R$ 20,00. */
export const DEFAULT_CREDIT_PRICE_CENTS = 2000;

/**
 * Volume tiers over the whole quantity (decisions.md "One source of truth for prices and costs"):
 * the tier's discount applies to every credit bought, not to the credits beyond the threshold.
 */
export const CREDIT_PRICE_TIERS = [
  { minQuantity: 20, discountPercent: 50 },
  { minQuantity: 10, discountPercent: 40 },
  { minQuantity: 1, discountPercent: 0 },
] as const;

export const CreditQuoteSchema = z.object({
  quantity: z.number().int(),
  /** Price of one credit at this quantity's tier, in centavos. */
  unitCents: z.number().int(),
  totalCents: z.number().int(),
  discountPercent: z.number().int(),
  /** (base − unit) × quantity: what the tier saves against the base price. */
  savingsCents: z.number().int(),
});
export type CreditQuote = z.infer<typeof CreditQuoteSchema>;

/**
 * What a quantity of credits costs at a base price per credit. `quantity` must already be a whole
 * number from 1 to 999 (see `clampCreditQuantity`); anything else throws, since no amount may be
 * computed for it.
 */
export function quoteCredits(quantity: number, basePriceCents: number): CreditQuote {
  if (!Number.isInteger(quantity) || quantity < MIN_CREDIT_QUANTITY || quantity > MAX_CREDIT_QUANTITY) {
    throw new RangeError(`quantity must be a whole number from 1 to 999, got ${quantity}`);
  }
  if (!Number.isInteger(basePriceCents) || basePriceCents < 1) {
    throw new RangeError(`base price must be a positive number of centavos, got ${basePriceCents}`);
  }
  const tier = CREDIT_PRICE_TIERS.find((t) => quantity >= t.minQuantity) ?? CREDIT_PRICE_TIERS[2];
  // Rounded per credit, so the total is always unit × quantity, as the screens show it.
  const unitCents = Math.round((basePriceCents * (100 - tier.discountPercent)) / 100);
  return {
    quantity,
    unitCents,
    totalCents: unitCents * quantity,
    discountPercent: tier.discountPercent,
    savingsCents: (basePriceCents - unitCents) * quantity,
  };
}

/**
 * The stepper's reading of what was typed (spec section 5): below 1 or not a number becomes 1,
 * above 999 becomes 999; a fraction is cut to its whole part.
 */
export function clampCreditQuantity(input: unknown): number {
  const value =
    typeof input === 'number' ? input : typeof input === 'string' ? Number(input.trim()) : Number.NaN;
  if (Number.isNaN(value) || (typeof input === 'string' && input.trim() === '')) return MIN_CREDIT_QUANTITY;
  const whole = Math.trunc(value);
  if (whole < MIN_CREDIT_QUANTITY) return MIN_CREDIT_QUANTITY;
  if (whole > MAX_CREDIT_QUANTITY) return MAX_CREDIT_QUANTITY;
  return whole;
}

export const CurrencyPriceSchema = z.object({
  id: z.string(),
  code: z.literal(PAYMENT_CURRENCY),
  symbol: z.string(),
  name: z.string(),
  /** Base price of one credit, in centavos: the spec's name for it. */
  price: z.number().int().positive(),
  /** The same price (centavos), under the name the app used first. */
  priceCents: z.number().int().positive(),
  enabled: z.boolean(),
  updatedAt: z.string(),
});
export type CurrencyPrice = z.infer<typeof CurrencyPriceSchema>;

export const CurrencyPricesSchema = z.array(CurrencyPriceSchema);

const creditQuantity = z
  .number('payments.invalidQuantity')
  .int('payments.invalidQuantity')
  .min(MIN_CREDIT_QUANTITY, 'payments.invalidQuantity')
  .max(MAX_CREDIT_QUANTITY, 'payments.invalidQuantity');

export const PAYMENT_MODES = ['sandbox', 'stripe'] as const;
export type PaymentMode = (typeof PAYMENT_MODES)[number];

/** How cards are paid here; `disabled` (production without Stripe keys): card payments are off. */
export const PAYMENTS_CONFIG_MODES = [...PAYMENT_MODES, 'disabled'] as const;

export const PaymentsConfigSchema = z.object({
  /** `sandbox`: the labelled test provider ("modo de teste"); `stripe`: real card payments. */
  mode: z.enum(PAYMENTS_CONFIG_MODES),
  /** Stripe's publishable key; null in sandbox mode. */
  publishableKey: z.string().nullable(),
});
export type PaymentsConfig = z.infer<typeof PaymentsConfigSchema>;

/** The client never sends a price: only how many credits, in which currency, by which method. */
export const CreatePaymentIntentRequestSchema = z.object({
  credits: creditQuantity,
  currency: z.literal(PAYMENT_CURRENCY, 'payments.currencyNotConfigured').default(PAYMENT_CURRENCY),
  paymentMethod: z.literal('card').default('card'),
});
export type CreatePaymentIntentRequest = z.input<typeof CreatePaymentIntentRequestSchema>;

export const PaymentIntentResponseSchema = z.object({
  paymentIntentId: z.string(),
  clientSecret: z.string(),
  /** In centavos, computed by the server. */
  amount: z.number().int().positive(),
  currency: z.literal(PAYMENT_CURRENCY),
  credits: z.number().int().positive(),
  mode: z.enum(PAYMENT_MODES),
});
export type PaymentIntentResponse = z.infer<typeof PaymentIntentResponseSchema>;

const paymentIntentId = text({ min: 1, max: 255, minMessage: 'payments.notFound' });

export const PaymentSuccessRequestSchema = z.object({
  paymentIntentId,
  credits: creditQuantity,
});
export type PaymentSuccessRequest = z.infer<typeof PaymentSuccessRequestSchema>;

export const PaymentSuccessResponseSchema = z.object({
  ok: z.literal(true),
  paymentIntentId: z.string(),
  /** Credits this payment bought. */
  credits: z.number().int().positive(),
  /** The account's balance once credited. */
  balance: z.number().int(),
});
export type PaymentSuccessResponse = z.infer<typeof PaymentSuccessResponseSchema>;

export const PaymentIntentParamsSchema = z.object({ paymentIntentId });

/**
 * How a card payment stands for its buyer, as /payment-success tells them: `confirmed` once the
 * credits are in the account, `pending` while the provider or the crediting is not done, `failed`
 * when the last attempt was refused, `unknown` for a payment the caller never started.
 */
export const PAYMENT_OUTCOMES = ['confirmed', 'pending', 'failed', 'unknown'] as const;
export type PaymentOutcome = (typeof PAYMENT_OUTCOMES)[number];

export const PaymentStatusResponseSchema = z.object({
  status: z.enum(PAYMENT_OUTCOMES),
  /** The credits the payment buys; null when the payment is unknown. */
  credits: z.number().int().positive().nullable(),
});
export type PaymentStatusResponse = z.infer<typeof PaymentStatusResponseSchema>;

const cardField = (max: number) => text({ min: 1, max, minMessage: 'payments.incompleteDetails' });

/** The sandbox's card form: it answers like Stripe's test cards. */
export const SandboxConfirmRequestSchema = z.object({
  /** Digits, spaces allowed ("4242 4242 4242 4242"). */
  number: cardField(30),
  expMonth: z.number('payments.incompleteDetails').int('payments.invalidExpiry'),
  /** Four digits, or two (read as 20xx). */
  expYear: z.number('payments.incompleteDetails').int('payments.invalidExpiry'),
  cvc: cardField(8),
});
export type SandboxConfirmRequest = z.infer<typeof SandboxConfirmRequestSchema>;

/** Stripe's card error codes and the translation key of each (spec section 8). */
export const CARD_ERROR_KEYS = {
  card_declined: 'payments.cardDeclined',
  expired_card: 'payments.expiredCard',
  incorrect_cvc: 'payments.incorrectCvc',
  invalid_cvc: 'payments.incorrectCvc',
  insufficient_funds: 'payments.insufficientFunds',
  invalid_expiry_month: 'payments.invalidExpiry',
  invalid_expiry_year: 'payments.invalidExpiry',
  invalid_number: 'payments.invalidNumber',
  incorrect_number: 'payments.invalidNumber',
  validation_error: 'payments.validationError',
} as const;
export type CardErrorCode = keyof typeof CARD_ERROR_KEYS;

/** Every payments message (spec section 8 and the server's own refusals). */
export const PAYMENT_ERROR_KEYS = [
  'payments.cardDeclined',
  'payments.expiredCard',
  'payments.incorrectCvc',
  'payments.insufficientFunds',
  'payments.invalidExpiry',
  'payments.invalidNumber',
  'payments.cardError',
  'payments.validationError',
  'payments.incompleteDetails',
  'payments.intentFailed',
  'payments.failed',
  'payments.currencyNotConfigured',
  'payments.invalidQuantity',
  'payments.invalidPrice',
  'payments.notFound',
  'payments.notSucceeded',
  'payments.mismatch',
  'payments.unavailable',
  'payments.sandboxUnavailable',
  'payments.webhookInvalid',
] as const;
export type PaymentErrorKey = (typeof PAYMENT_ERROR_KEYS)[number];

/**
 * The message for a card error: Stripe's `decline_code` (insufficient_funds comes as a
 * card_declined with that decline code) wins over its `code`; an unknown card error gets the
 * generic card text, anything else the generic payment text.
 */
export function cardErrorKey(
  error: { readonly type?: string; readonly code?: string; readonly decline_code?: string } | undefined,
): PaymentErrorKey {
  const known = (code: string | undefined): PaymentErrorKey | undefined =>
    code && Object.hasOwn(CARD_ERROR_KEYS, code) ? CARD_ERROR_KEYS[code as CardErrorCode] : undefined;
  const key = known(error?.decline_code) ?? known(error?.code);
  if (key) return key;
  if (error?.type === 'validation_error') return 'payments.validationError';
  if (error?.type === 'card_error') return 'payments.cardError';
  return 'payments.failed';
}

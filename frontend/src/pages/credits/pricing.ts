import {
  CREDIT_PRICE_TIERS,
  type CreditQuote,
  type CurrencyPrice,
  MAX_CREDIT_QUANTITY,
  PAYMENT_CURRENCY,
  quoteCredits,
} from '@rodada/events/contracts';

export interface PriceTierRow {
  readonly minQuantity: number;
  /** null for the open-ended last tier ("20 or more"). */
  readonly maxQuantity: number | null;
  readonly discountPercent: number;
  readonly unitCents: number;
}

/** The tiers from the smallest quantity up, each with its price per credit at `basePriceCents`. */
export function priceTierRows(basePriceCents: number): PriceTierRow[] {
  const ascending = [...CREDIT_PRICE_TIERS].sort((a, b) => a.minQuantity - b.minQuantity);
  return ascending.map((tier, index) => {
    const next = ascending[index + 1];
    return {
      minQuantity: tier.minQuantity,
      maxQuantity: next ? next.minQuantity - 1 : null,
      discountPercent: tier.discountPercent,
      unitCents: quoteCredits(tier.minQuantity, basePriceCents).unitCents,
    };
  });
}

/** The enabled BRL price, or null when the administrator has none (the server then refuses to sell). */
export function basePriceOf(prices: readonly CurrencyPrice[]): number | null {
  return prices.find((price) => price.code === PAYMENT_CURRENCY && price.enabled)?.priceCents ?? null;
}

/** The next tier a quantity could reach: how many more credits, for which discount. */
export function nextTierOf(quote: CreditQuote): { missing: number; discountPercent: number } | null {
  const next = [...CREDIT_PRICE_TIERS]
    .sort((a, b) => a.minQuantity - b.minQuantity)
    .find((tier) => tier.minQuantity > quote.quantity && tier.discountPercent > quote.discountPercent);
  if (!next || next.minQuantity > MAX_CREDIT_QUANTITY) return null;
  return { missing: next.minQuantity - quote.quantity, discountPercent: next.discountPercent };
}

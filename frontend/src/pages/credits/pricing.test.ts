import { quoteCredits } from '@rodada/events/contracts';
import { describe, expect, it } from 'vitest';
import { basePriceOf, nextTierOf, priceTierRows } from './pricing';

describe('price tiers on the purchase screen', () => {
  it('lists 1-9 at the base price, 10-19 at 40% off and 20+ at 50% off', () => {
    expect(priceTierRows(2000)).toEqual([
      { minQuantity: 1, maxQuantity: 9, discountPercent: 0, unitCents: 2000 },
      { minQuantity: 10, maxQuantity: 19, discountPercent: 40, unitCents: 1200 },
      { minQuantity: 20, maxQuantity: null, discountPercent: 50, unitCents: 1000 },
    ]);
  });

  it('takes the enabled BRL price only', () => {
    const price = { id: 'p', code: 'BRL', symbol: 'R$', name: 'Real', updatedAt: '' } as const;
    expect(basePriceOf([{ ...price, price: 1990, priceCents: 1990, enabled: true }])).toBe(1990);
    expect(basePriceOf([{ ...price, price: 1990, priceCents: 1990, enabled: false }])).toBeNull();
    expect(basePriceOf([])).toBeNull();
  });

  it('says how far the next discount is', () => {
    expect(nextTierOf(quoteCredits(7, 2000))).toEqual({ missing: 3, discountPercent: 40 });
    expect(nextTierOf(quoteCredits(10, 2000))).toEqual({ missing: 10, discountPercent: 50 });
    expect(nextTierOf(quoteCredits(20, 2000))).toBeNull();
  });
});

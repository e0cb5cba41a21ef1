import { describe, it } from 'vitest';
import { type CreditEvent, creditAccountDecider, type PurchaseCredits } from '../accounts/creditAccount';
import { command, deciderSpec } from '../testing/deciderSpec';
import { pixPurchaseId } from './pixPayment';

const given = deciderSpec(creditAccountDecider);
const at = '2026-11-23T20:00:00.000Z';
const paymentId = pixPurchaseId('00000000-0000-4000-8000-0000000000e1');

const purchase = (amount: number, id = paymentId) =>
  command<PurchaseCredits>(
    'PurchaseCredits',
    { amount, paymentId: id, amountCents: amount * 1_200, currency: 'BRL' },
    { at },
  );
const purchased = (amount: number, id = paymentId): CreditEvent => ({
  type: 'CreditsPurchased',
  data: { amount, paymentId: id, amountCents: amount * 1_200, currency: 'BRL', at },
});

describe('a paid purchase on the credit account', () => {
  it('adds the credits the payment bought', () =>
    given([])
      .when(purchase(10))
      .then([purchased(10)]));
  it('credits a payment once, however often its confirmation arrives', () =>
    given([purchased(10)])
      .when(purchase(10))
      .thenNothing());
  it('credits each payment', () =>
    given([purchased(10)])
      .when(purchase(5, 'pi_2'))
      .then([purchased(5, 'pi_2')]));
  it('refuses a quantity outside 1-999', () =>
    given([]).when(purchase(1000)).thenThrows('credits.invalidAmount'));
});

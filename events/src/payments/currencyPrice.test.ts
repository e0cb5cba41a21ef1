import { describe, it } from 'vitest';
import { type Actor, systemActor } from '../messages';
import { command, deciderSpec } from '../testing/deciderSpec';
import {
  type CurrencyPriceEvent,
  currencyPriceDecider,
  type SeedCurrencyPrice,
  type SetCurrencyPrice,
} from './currencyPrice';

const given = deciderSpec(currencyPriceDecider);
const at = '2026-11-23T20:00:00.000Z';
const admin: Actor = { kind: 'admin', id: '00000000-0000-4000-8000-0000000000ad' };

const priceSet = (priceCents: number, enabled = true, setBy = admin.id!): CurrencyPriceEvent => ({
  type: 'CurrencyPriceSet',
  data: { code: 'BRL', symbol: 'R$', name: 'Real brasileiro', priceCents, enabled, setBy, at },
});
const seed = () =>
  command<SeedCurrencyPrice>('SeedCurrencyPrice', { code: 'BRL' }, { actor: systemActor('seed'), at });
const set = (priceCents: number, enabled = true) =>
  command<SetCurrencyPrice>('SetCurrencyPrice', { code: 'BRL', priceCents, enabled }, { actor: admin, at });

describe('SeedCurrencyPrice', () => {
  it('sets R$ 20,00 per credit on a fresh store, by Rodada itself', () => {
    given([])
      .when(seed())
      .then([priceSet(2000, true, 'seed')]);
  });

  it('never overrides a price that exists (also one an administrator disabled)', () => {
    given([priceSet(1990)])
      .when(seed())
      .thenNothing();
    given([priceSet(1990, false)])
      .when(seed())
      .thenNothing();
  });
});

describe('SetCurrencyPrice', () => {
  it('sets the base price and whether it is sold, recorded under the administrator', () => {
    given([priceSet(2000, true, 'seed')])
      .when(set(2500))
      .then([priceSet(2500)]);
    given([priceSet(2000)])
      .when(set(2000, false))
      .then([priceSet(2000, false)]);
  });

  it('decides nothing when nothing changes', () => {
    given([priceSet(2500)])
      .when(set(2500))
      .thenNothing();
  });

  it('refuses a price that is not a positive whole number of centavos (payments.invalidPrice)', () => {
    for (const cents of [0, -100, 19.9, 1_000_001])
      given([]).when(set(cents)).thenThrows('payments.invalidPrice');
  });
});

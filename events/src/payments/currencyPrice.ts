import { z } from 'zod';
import type { EventsOf } from '../accounts/userEvents';
import { DEFAULT_CREDIT_PRICE_CENTS, PAYMENT_CURRENCY } from '../contracts/payments';
import { DomainError } from '../errors';
import type { Command, Decider } from '../messages';
import { storableText } from '../text';
import { renameUnversioned, type StreamKind } from '../versioning';

/**
 * The base price of one credit in a currency (only BRL is sold): one stream per currency,
 * `currencyPrice-BRL`. A fresh store is seeded with R$ 20,00 by Rodada itself; an administrator
 * changes it later. Every amount a buyer pays is computed from the latest price.
 */
export const CURRENCY_PRICE_STREAM_PREFIX = 'currencyPrice-';
export const currencyPriceStream = (code: string) => `${CURRENCY_PRICE_STREAM_PREFIX}${code}`;

export const DEFAULT_CURRENCY_PRICE = {
  code: PAYMENT_CURRENCY,
  symbol: 'R$',
  name: 'Real brasileiro',
  priceCents: DEFAULT_CREDIT_PRICE_CENTS,
  enabled: true,
} as const;

/** Highest base price per credit an administrator may set: R$ 10.000,00. */
export const MAX_CREDIT_PRICE_CENTS = 1_000_000;

export const currencyPriceEventSchemas = {
  CurrencyPriceSet: {
    version: 1,
    schema: z.object({
      code: z.string().length(3),
      symbol: storableText(),
      name: storableText(),
      priceCents: z.number().int().positive(),
      enabled: z.boolean(),
      /** Who set it: an administrator's id, or the Rodada process that seeded the default. */
      setBy: z.string(),
      at: z.iso.datetime(),
    }),
  },
} as const;

export type CurrencyPriceEvent = EventsOf<typeof currencyPriceEventSchemas>;

export const currencyPriceStreams: StreamKind<CurrencyPriceEvent> = {
  name: 'currencyPrice',
  prefix: CURRENCY_PRICE_STREAM_PREFIX,
  events: currencyPriceEventSchemas,
  upcast: renameUnversioned,
};

export type SetCurrencyPrice = Command<
  'SetCurrencyPrice',
  {
    readonly code: string;
    readonly priceCents: number;
    readonly enabled: boolean;
    readonly name?: string;
    readonly symbol?: string;
  }
>;
/** The first start's default price: set only while the currency has none. */
export type SeedCurrencyPrice = Command<'SeedCurrencyPrice', { readonly code: string }>;
export type CurrencyPriceCommand = SetCurrencyPrice | SeedCurrencyPrice;

export type CurrencyPriceState = {
  readonly code: string;
  readonly symbol: string;
  readonly name: string;
  readonly priceCents: number;
  readonly enabled: boolean;
  readonly updatedAt: string;
} | null;

export const initialCurrencyPrice = (): CurrencyPriceState => null;

export function evolveCurrencyPrice(
  _state: CurrencyPriceState,
  event: CurrencyPriceEvent,
): CurrencyPriceState {
  const { code, symbol, name, priceCents, enabled, at } = event.data;
  return { code, symbol, name, priceCents, enabled, updatedAt: at };
}

const setBy = (command: Command) => command.metadata.actor.id ?? command.metadata.actor.kind;

export function setCurrencyPrice(command: SetCurrencyPrice, state: CurrencyPriceState): CurrencyPriceEvent[] {
  const { code, priceCents, enabled } = command.data;
  if (!Number.isInteger(priceCents) || priceCents < 1 || priceCents > MAX_CREDIT_PRICE_CENTS)
    throw new DomainError('payments.invalidPrice');
  const symbol = command.data.symbol ?? state?.symbol ?? DEFAULT_CURRENCY_PRICE.symbol;
  const name = command.data.name ?? state?.name ?? DEFAULT_CURRENCY_PRICE.name;
  if (
    state &&
    state.priceCents === priceCents &&
    state.enabled === enabled &&
    state.symbol === symbol &&
    state.name === name
  )
    return [];
  return [
    {
      type: 'CurrencyPriceSet',
      data: { code, symbol, name, priceCents, enabled, setBy: setBy(command), at: command.metadata.at },
    },
  ];
}

export function seedCurrencyPrice(
  command: SeedCurrencyPrice,
  state: CurrencyPriceState,
): CurrencyPriceEvent[] {
  if (state) return [];
  const { symbol, name, priceCents, enabled } = DEFAULT_CURRENCY_PRICE;
  return [
    {
      type: 'CurrencyPriceSet',
      data: {
        code: command.data.code,
        symbol,
        name,
        priceCents,
        enabled,
        setBy: setBy(command),
        at: command.metadata.at,
      },
    },
  ];
}

export function decideCurrencyPrice(
  command: CurrencyPriceCommand,
  state: CurrencyPriceState,
): CurrencyPriceEvent[] {
  switch (command.type) {
    case 'SetCurrencyPrice':
      return setCurrencyPrice(command, state);
    case 'SeedCurrencyPrice':
      return seedCurrencyPrice(command, state);
    default: {
      const unhandled: never = command;
      return unhandled;
    }
  }
}

export const currencyPriceDecider: Decider<CurrencyPriceState, CurrencyPriceCommand, CurrencyPriceEvent> = {
  initialState: initialCurrencyPrice,
  evolve: evolveCurrencyPrice,
  decide: decideCurrencyPrice,
};

import { DomainError } from '../errors';

// An Americano's sizes: how many players, on how many courts, for how many rounds (the draws
// themselves are americano.ts's). A module of its own, free of the stored tables, so the format
// rules (formatRules.ts) and the public pages do not load the draws with them.

export const AMERICANO_MIN_PLAYERS = 4;
export const AMERICANO_MAX_PLAYERS = 40;

export interface Spread {
  readonly min: number;
  readonly max: number;
}

/** Courts a group of `players` can use at once: one match of four per court. */
export function americanoCourts(players: number): Spread {
  return { min: 1, max: Math.max(1, Math.floor(players / 4)) };
}

export function assertAmericanoPlayers(players: number): void {
  if (!Number.isInteger(players) || players < AMERICANO_MIN_PLAYERS || players > AMERICANO_MAX_PLAYERS) {
    throw new DomainError('formats.americanoPlayerCount', {
      min: AMERICANO_MIN_PLAYERS,
      max: AMERICANO_MAX_PLAYERS,
    });
  }
}

/** Rounds of a full cycle: v-1 for v ≡ 0 (mod 4), v otherwise (everyone then sits out equally). */
export function americanoFullRounds(players: number): number {
  assertAmericanoPlayers(players);
  return players % 4 === 0 ? players - 1 : players;
}

import { DomainError } from '../errors';

/** A source of numbers in [0, 1). The engine never reads `Math.random`: a draw must replay from its seed. */
export type RandomSource = () => number;

const UINT32_LIMIT = 2 ** 32;

export function isValidSeed(seed: number): boolean {
  return Number.isInteger(seed) && seed >= 0 && seed < UINT32_LIMIT;
}

/**
 * mulberry32: tiny, fast and good enough to shuffle a few dozen names. Its whole state is the
 * 32-bit seed, so the seed stored in the tournament-creation event is all a replay needs.
 */
export function seededRandom(seed: number): RandomSource {
  if (!isValidSeed(seed)) throw new DomainError('formats.invalidSeed', { max: UINT32_LIMIT - 1 });
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / UINT32_LIMIT;
  };
}

/** FNV-1a: turns any text (a tournament id, say) into a seed, for callers that prefer not to store a number. */
export function seedFromString(text: string): number {
  let hash = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 0;
}

/** Fisher-Yates; returns a new array and leaves the input alone. */
export function shuffle<T>(items: readonly T[], random: RandomSource): T[] {
  const result = [...items];
  for (let i = result.length - 1; i > 0; i--) {
    const j = Math.floor(random() * (i + 1));
    [result[i], result[j]] = [result[j]!, result[i]!];
  }
  return result;
}

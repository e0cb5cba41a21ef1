/**
 * Schedules over anonymous slots 0..N-1. The seeded draw later decides which participant sits
 * in which slot, so these tables never change and every tournament of a format shares them.
 */

/** A doubles game: slots [a, b] against [c, d]; for fixed pairs a side is one slot. */
export type SlotMatch = readonly [readonly number[], readonly number[]];
export type SlotRound = readonly SlotMatch[];

/**
 * Base rounds of cyclic whist tournaments Wh(8) and Wh(12), found by computer search and checked
 * by the property tests. Slot q (7 or 11) is the fixed point "infinity"; every other slot moves
 * by +1 mod q from one round to the next. Each base round covers every difference class
 * {d, -d} of Z_q once as partners and twice as opponents, so developing it gives every pair of
 * players exactly one round as partners and exactly two as opponents.
 */
const WHIST_BASE: Readonly<Record<8 | 12, readonly (readonly [number, number, number, number])[]>> = {
  8: [
    [7, 0, 5, 1],
    [2, 3, 6, 4],
  ],
  12: [
    [11, 7, 0, 1],
    [5, 2, 3, 10],
    [4, 9, 8, 6],
  ],
};

export function whistRounds(players: 8 | 12): readonly SlotRound[] {
  const modulus = players - 1;
  const shift = (slot: number, by: number) => (slot === modulus ? slot : (slot + by) % modulus);
  return Array.from({ length: modulus }, (_, round) =>
    WHIST_BASE[players].map(
      ([a, b, c, d]): SlotMatch => [
        [shift(a, round), shift(b, round)],
        [shift(c, round), shift(d, round)],
      ],
    ),
  );
}

/** Single round robin by the circle method: slot n-1 stays put, the others rotate. */
export function roundRobinRounds(sides: number): readonly SlotRound[] {
  const modulus = sides - 1;
  return Array.from({ length: modulus }, (_, round) => {
    const matches: SlotMatch[] = [[[modulus], [round]]];
    for (let k = 1; k < sides / 2; k++) {
      matches.push([[(round + k) % modulus], [(round - k + modulus) % modulus]]);
    }
    return matches;
  });
}

/**
 * The playing orders of schedule version 2, found offline by scripts/searchPlayingOrders.ts (run it
 * to see each case's figures, what is proven and the lower bound used). For every format and court
 * count: first the fewest slots, then the fewest back-to-back appearances (a participant in two
 * consecutive slots), then the shortest longest wait (the most slots anyone sits out in a row
 * between two of their matches), then the fewest long waits (3 or more slots sat out in a row),
 * then the shortest longest run; courts within a slot keep court changes low.
 *
 * A table lists the slots in playing order; a slot lists, court by court (index 0 is court 1), the
 * base table's [round index, match index in that round] (baseTables.ts). It is over anonymous
 * slots, so every draw of a format shares it and the seed only decides who sits where.
 */
export type PlayingSlot = readonly (readonly [round: number, match: number])[];
export type PlayingOrder = readonly PlayingSlot[];

/**
 * Super 8 (and each group of a Super 16/32) on one court: 14 slots, 12 back-to-back, nobody sits out
 * more than 2 slots in a row, no long wait, nobody more than 2 slots in a row. Proven optimal:
 * Held-Karp over all 14! orders gives 12 as the least back-to-back (6 changeovers of 2 players: only
 * a round's two matches share nobody), and a search over every order reaching 12 finds none better
 * on the longest wait, long waits or runs. It is the rounds in their table order.
 */
const SUPER8_ONE_COURT: PlayingOrder = [
  [[0, 0]],
  [[0, 1]],
  [[1, 0]],
  [[1, 1]],
  [[2, 0]],
  [[2, 1]],
  [[3, 0]],
  [[3, 1]],
  [[4, 0]],
  [[4, 1]],
  [[5, 0]],
  [[5, 1]],
  [[6, 0]],
  [[6, 1]],
];

/** Super 8 on two courts: 7 slots, the rounds themselves; everyone plays every slot, so nothing to choose. */
const SUPER8_TWO_COURTS: PlayingOrder = [
  [
    [0, 0],
    [0, 1],
  ],
  [
    [1, 0],
    [1, 1],
  ],
  [
    [2, 0],
    [2, 1],
  ],
  [
    [3, 0],
    [3, 1],
  ],
  [
    [4, 0],
    [4, 1],
  ],
  [
    [5, 0],
    [5, 1],
  ],
  [
    [6, 0],
    [6, 1],
  ],
];

/**
 * Super 8 Fixed Pairs on one court: 28 slots, no pair ever plays twice in a row (proven: 0), no pair
 * sits out more than 4 slots in a row (proven: an exhaustive search finds no order without
 * back-to-back whose longest wait is 3), 14 long waits (best found by simulated annealing,
 * seed 17; not proven).
 */
const FIXED_PAIRS_ONE_COURT: PlayingOrder = [
  [[0, 2]],
  [[0, 3]],
  [[1, 1]],
  [[4, 1]],
  [[3, 1]],
  [[6, 1]],
  [[5, 3]],
  [[1, 3]],
  [[6, 3]],
  [[3, 2]],
  [[2, 2]],
  [[2, 0]],
  [[2, 3]],
  [[5, 2]],
  [[6, 2]],
  [[4, 2]],
  [[5, 0]],
  [[4, 3]],
  [[1, 2]],
  [[4, 0]],
  [[0, 1]],
  [[3, 0]],
  [[3, 3]],
  [[1, 0]],
  [[5, 1]],
  [[0, 0]],
  [[2, 1]],
  [[6, 0]],
];

/**
 * Super 8 Fixed Pairs on two courts: 14 slots, 4 back-to-back, nobody sits out more than 2 slots in
 * a row, no long wait. Proven optimal: an exhaustive search (first slot fixed by symmetry) finds no
 * order with 3 or fewer back-to-back, and none with 4 whose longest wait is 1.
 */
const FIXED_PAIRS_TWO_COURTS: PlayingOrder = [
  [
    [6, 1],
    [6, 3],
  ],
  [
    [1, 0],
    [5, 1],
  ],
  [
    [5, 2],
    [0, 2],
  ],
  [
    [0, 1],
    [4, 0],
  ],
  [
    [2, 1],
    [2, 2],
  ],
  [
    [4, 2],
    [5, 0],
  ],
  [
    [4, 3],
    [0, 3],
  ],
  [
    [2, 0],
    [2, 3],
  ],
  [
    [6, 2],
    [4, 1],
  ],
  [
    [1, 1],
    [6, 0],
  ],
  [
    [5, 3],
    [1, 3],
  ],
  [
    [3, 3],
    [3, 0],
  ],
  [
    [3, 2],
    [3, 1],
  ],
  [
    [0, 0],
    [1, 2],
  ],
];

/**
 * Super 12 on one court: 33 slots, nobody ever plays twice in a row (proven: 0), nobody sits out
 * more than 4 slots in a row (proven: an exhaustive search finds no order without back-to-back
 * whose longest wait is 3, though 3 would be the even spread of 22 rests over 10 gaps); 27
 * long waits, the best found by simulated annealing (seed 17), not proven.
 */
const SUPER12_ONE_COURT: PlayingOrder = [
  [[7, 0]],
  [[7, 1]],
  [[10, 2]],
  [[10, 0]],
  [[10, 1]],
  [[2, 2]],
  [[2, 0]],
  [[2, 1]],
  [[5, 2]],
  [[5, 0]],
  [[5, 1]],
  [[8, 2]],
  [[8, 0]],
  [[8, 1]],
  [[0, 2]],
  [[0, 0]],
  [[0, 1]],
  [[3, 2]],
  [[3, 0]],
  [[3, 1]],
  [[6, 2]],
  [[6, 0]],
  [[6, 1]],
  [[9, 2]],
  [[9, 0]],
  [[9, 1]],
  [[1, 2]],
  [[1, 0]],
  [[1, 1]],
  [[4, 2]],
  [[4, 0]],
  [[4, 1]],
  [[7, 2]],
];

/**
 * Super 12 on two courts: 17 slots (the minimum for 33 matches on 2 courts; one slot has a single
 * match), 57 back-to-back, nobody sits out more than 1 slot in a row (so no long wait), nobody more
 * than 3 slots in a row. 57 is the best found by simulated annealing (seed 17); the counting
 * bound is 56 (two full slots share at least 4 of the 12 players), and a bounded depth-first search
 * for 56 gave up. The longest wait of 1 is proven: an exhaustive search finds no order with 57
 * back-to-back or fewer in which nobody ever sits out between two of their matches.
 */
const SUPER12_TWO_COURTS: PlayingOrder = [
  [
    [1, 1],
    [9, 0],
  ],
  [[4, 2]],
  [
    [4, 1],
    [4, 0],
  ],
  [
    [1, 2],
    [1, 0],
  ],
  [
    [9, 1],
    [9, 2],
  ],
  [
    [6, 1],
    [3, 0],
  ],
  [
    [6, 2],
    [6, 0],
  ],
  [
    [3, 2],
    [3, 1],
  ],
  [
    [0, 1],
    [8, 0],
  ],
  [
    [0, 0],
    [0, 2],
  ],
  [
    [8, 1],
    [8, 2],
  ],
  [
    [2, 0],
    [5, 1],
  ],
  [
    [5, 2],
    [5, 0],
  ],
  [
    [2, 2],
    [2, 1],
  ],
  [
    [10, 1],
    [7, 0],
  ],
  [
    [10, 0],
    [10, 2],
  ],
  [
    [7, 1],
    [7, 2],
  ],
];

/** Super 12 on three courts: 11 slots, the rounds themselves; everyone plays every slot. */
const SUPER12_THREE_COURTS: PlayingOrder = [
  [
    [0, 0],
    [0, 2],
    [0, 1],
  ],
  [
    [1, 0],
    [1, 1],
    [1, 2],
  ],
  [
    [2, 0],
    [2, 2],
    [2, 1],
  ],
  [
    [3, 0],
    [3, 1],
    [3, 2],
  ],
  [
    [4, 0],
    [4, 2],
    [4, 1],
  ],
  [
    [5, 0],
    [5, 1],
    [5, 2],
  ],
  [
    [6, 0],
    [6, 2],
    [6, 1],
  ],
  [
    [7, 0],
    [7, 1],
    [7, 2],
  ],
  [
    [8, 0],
    [8, 2],
    [8, 1],
  ],
  [
    [9, 0],
    [9, 1],
    [9, 2],
  ],
  [
    [10, 0],
    [10, 2],
    [10, 1],
  ],
];

/** super_groups: each group plays on its own court, in the order of a Super 8 on one court. */
export const PLAYING_ORDERS = {
  'super8/1': SUPER8_ONE_COURT,
  'super8/2': SUPER8_TWO_COURTS,
  'super8_fixed_pairs/1': FIXED_PAIRS_ONE_COURT,
  'super8_fixed_pairs/2': FIXED_PAIRS_TWO_COURTS,
  'super_12/1': SUPER12_ONE_COURT,
  'super_12/2': SUPER12_TWO_COURTS,
  'super_12/3': SUPER12_THREE_COURTS,
  'super_groups/1': SUPER8_ONE_COURT,
} as const satisfies Readonly<Record<string, PlayingOrder>>;

export type PlayingOrderKey = keyof typeof PLAYING_ORDERS;

/**
 * The fewest back-to-back appearances any order of the format and court count can have, where that
 * is proven (docs/formats.md) and above 0: the fairness panel says "the least possible" when a
 * schedule reaches it. Super 12 on 2 courts is not here (57 is the best found; the bound is 56);
 * where everyone plays every slot the panel says so from the figures themselves.
 */
export const LEAST_BACK_TO_BACK: Readonly<Partial<Record<PlayingOrderKey, number>>> = {
  'super8/1': 12,
  'super8_fixed_pairs/2': 4,
  'super_groups/1': 12,
};

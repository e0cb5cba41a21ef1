/**
 * How many match cards sit side by side in a playing slot on the tablet: one per court, so a slot's
 * matches fill the row (a Super 12 on 2 courts has two matches a slot, not three).
 */
export function matchColumns(courts: number): 1 | 2 | 3 {
  return courts >= 3 ? 3 : courts === 2 ? 2 : 1;
}

/**
 * Tailwind classes for the columns (whole class names, so the build keeps them). A phone stacks the
 * cards; three courts take three columns only where each card keeps room for its − digit + row
 * (a portrait tablet shows two a row); a single court's card keeps a readable width instead of
 * stretching across a landscape tablet.
 */
export const MATCH_GRID: Record<1 | 2 | 3, string> = {
  1: 'grid-cols-1 max-w-xl',
  2: 'grid-cols-1 sm:grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-2 lg:grid-cols-3',
};

/**
 * A table that becomes one card per row below 640 px: the header is left to screen readers and
 * each cell shows its column's name (its `data-label`) beside its value, so a phone never scrolls
 * sideways. From 640 px it is an ordinary table. A cell with several parts wraps them in one element.
 */
export const stackedTable = {
  table: 'w-full text-left text-sm max-sm:block',
  head: 'max-sm:sr-only',
  body: 'divide-y divide-slate-100 max-sm:block',
  row: 'max-sm:grid max-sm:gap-1.5 max-sm:px-4 max-sm:py-3',
  cell: 'max-sm:grid max-sm:grid-cols-[6.5rem_minmax(0,1fr)] max-sm:items-baseline max-sm:gap-3 max-sm:p-0 max-sm:text-left max-sm:whitespace-normal max-sm:[overflow-wrap:anywhere] max-sm:before:text-xs max-sm:before:font-semibold max-sm:before:text-slate-500 max-sm:before:content-[attr(data-label)]',
} as const;

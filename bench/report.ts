/** One measured figure: `count` units of work in `seconds`. */
export interface Result {
  readonly benchCase: string;
  readonly target: string;
  readonly count: number;
  readonly unit: string;
  readonly seconds: number;
  /** Per-operation latency percentiles, in milliseconds, when the case measures them. */
  readonly p50Ms?: number;
  readonly p99Ms?: number;
}

export function rate(r: Result): number {
  return r.seconds > 0 ? r.count / r.seconds : 0;
}

export function percentile(sortedMs: readonly number[], p: number): number {
  if (sortedMs.length === 0) return 0;
  const index = Math.min(sortedMs.length - 1, Math.ceil((p / 100) * sortedMs.length) - 1);
  return sortedMs[Math.max(0, index)]!;
}

/** A target's verdict beside its figure. */
export const verdict = (met: boolean) => (met ? 'met' : 'not met');
export const int = (n: number) => Math.round(n).toLocaleString('en-US');
export const ms = (n: number | undefined) => (n === undefined ? '' : n < 10 ? n.toFixed(2) : n.toFixed(1));

/** A Markdown table: readable in a terminal, and pasted as is into docs/benchmarks.md. */
export function formatTable(results: readonly Result[]): string {
  const header = ['case', 'target', 'count', 'seconds', 'rate', 'p50 ms', 'p99 ms'];
  const rows = results.map((r) => [
    r.benchCase,
    r.target,
    `${int(r.count)} ${r.unit}`,
    r.seconds.toFixed(2),
    `${int(rate(r))} ${r.unit}/s`,
    ms(r.p50Ms),
    ms(r.p99Ms),
  ]);
  return markdownTable(header, rows, [false, false, true, true, true, true, true]);
}

/** Any Markdown table: columns flagged `numeric` are right-aligned. */
export function markdownTable(
  header: readonly string[],
  rows: readonly (readonly string[])[],
  numeric: readonly boolean[],
): string {
  const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i]!.length)));
  const line = (cells: readonly string[]) =>
    `| ${cells.map((c, i) => (numeric[i] ? c.padStart(widths[i]!) : c.padEnd(widths[i]!))).join(' | ')} |`;
  const rule = `|${widths.map((w, i) => (numeric[i] ? `${'-'.repeat(w + 1)}:` : '-'.repeat(w + 2))).join('|')}|`;
  return [line(header), rule, ...rows.map(line)].join('\n');
}

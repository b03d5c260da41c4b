/** Figures from what the bench workers measured: percentiles, sums and counts over workers, the printed table. */

export const seconds = (ms: number) => (ms / 1000).toFixed(1);
export const plural = (n: number, word: string) => `${n} ${word}${n === 1 ? '' : 's'}`;
export const total = (values: number[]) => values.reduce((a, b) => a + b, 0);

export function percentile(sorted: number[], q: number): number {
  if (sorted.length === 0) return NaN;
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!;
}
export const ms = (value: number) => (Number.isNaN(value) ? '-' : `${value.toFixed(value < 10 ? 1 : 0)} ms`);

/** Sums records of counts key by key (reasons → how many, over all workers). */
export function merge(records: Record<string, number>[]): Record<string, number> {
  const out: Record<string, number> = {};
  for (const record of records) for (const [k, v] of Object.entries(record)) out[k] = (out[k] ?? 0) + v;
  return out;
}

/** One figure from every worker's results: `all(key)` lists them, `sorted(key)` merges lists of numbers, sorted. */
export function gather<R>(results: R[]) {
  type Lists = { [K in keyof R]: R[K] extends number[] ? K : never }[keyof R];
  return {
    all: <K extends keyof R>(key: K) => results.map((r) => r[key]),
    sorted: (key: Lists) => results.flatMap((r) => r[key] as number[]).sort((a, b) => a - b),
  };
}

/** "N <what>: <reason>" for each reason, counted over all workers. */
export function reasons(records: Record<string, number>[], what: string): string[] {
  return Object.entries(merge(records)).map(([reason, n]) => `${n} ${what}: ${reason}`);
}

/** One right-aligned markdown table row under its header. */
export function printTable(header: string[], row: string[]) {
  const widths = header.map((h, i) => Math.max(h.length, row[i]!.length));
  const format = (cells: string[]) => `| ${cells.map((c, i) => c.padStart(widths[i]!)).join(' | ')} |`;
  console.log();
  console.log(format(header));
  console.log(`|${widths.map((w) => '-'.repeat(w + 1) + ':').join('|')}|`);
  console.log(format(row));
  console.log();
}

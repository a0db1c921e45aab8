// What the benchmarks (bench:first-tap, bench:first-paint, bench:visit-size, lighthouse) share in how
// they run and print: how many runs per row, a row's median with the range of its runs, the summary's
// heading, and a table laid out as text.
import { loadavg } from 'node:os';

/** A run count from its environment variable: a whole number of 1 or more, 3 when unset; undefined otherwise. */
export function runCount(value: string | undefined): number | undefined {
  const runs = Number(value ?? 3);
  return Number.isInteger(runs) && runs >= 1 ? runs : undefined;
}

/** Runs per row: `variable` (default BENCH_RUNS, 3 when unset); anything but a whole number of 1 or more is refused in one line. */
export function benchRuns(tool: string, variable = 'BENCH_RUNS'): number {
  const runs = runCount(process.env[variable]);
  if (runs === undefined) {
    console.error(`${tool}: ${variable} is '${process.env[variable]}'; use a whole number of 1 or more.`);
    process.exit(1);
  }
  return runs;
}

/** The middle value (the lower middle of an even count); NaN for none. */
export const median = (values: readonly number[]) => [...values].sort((a, b) => a - b)[Math.floor((values.length - 1) / 2)] ?? Number.NaN;

/** The median and, with more than one run, every run's range, each written by `format`: '2.41 s (2.30 s-2.55 s)'. */
export function medianAndRange(values: readonly number[], format: (value: number) => string): string {
  if (values.length === 0) return '-';
  const sorted = [...values].sort((a, b) => a - b);
  const range = sorted.length > 1 ? ` (${format(sorted[0]!)}-${format(sorted.at(-1)!)})` : '';
  return `${format(median(sorted))}${range}`;
}

/**
 * The summary's heading: what it shows, how long the benchmark took since `startedAt` (Date.now()),
 * and the machine's load average (other work on a 2-core machine slows every row).
 */
export function summaryHeading(what: string, runs: number, startedAt: number): string {
  return `\n${what}: median of ${runs} runs (min-max), in ${((Date.now() - startedAt) / 60_000).toFixed(1)} min, load average ${loadavg()[0]!.toFixed(1)}`;
}

/**
 * A table as lines of text: each column as wide as its widest cell, two spaces between columns;
 * the columns whose index is in `right` (figures) aligned right, the others left.
 */
export function formatTable(headings: readonly string[], rows: readonly (readonly string[])[], right: readonly number[] = []): string[] {
  const widths = headings.map((heading, i) => Math.max(heading.length, ...rows.map((row) => (row[i] ?? '').length)));
  const line = (cells: readonly string[]) =>
    widths.map((width, i) => (right.includes(i) ? (cells[i] ?? '').padStart(width) : (cells[i] ?? '').padEnd(width))).join('  ').trimEnd();
  return [line(headings), ...rows.map(line)];
}

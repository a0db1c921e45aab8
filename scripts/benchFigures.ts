// What the phone benchmarks (bench:first-tap, bench:first-paint) share in how they run and print:
// how many runs per row, and a row's median with the range of its runs.

/** Runs per row and delay: BENCH_RUNS (default 3); anything but a count of 1 or more is refused in one line. */
export function benchRuns(tool: string): number {
  const runs = Number(process.env.BENCH_RUNS ?? 3);
  if (!(runs >= 1)) {
    console.error(`${tool}: BENCH_RUNS is '${process.env.BENCH_RUNS}'; use 1 or more.`);
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

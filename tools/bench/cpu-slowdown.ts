// Lighthouse's simulated throttling multiplies the main-thread time it observed by a CPU slowdown
// (4 by default), whatever the speed of the machine it runs on. 4x is Lighthouse's calibration for a
// machine with a CPU benchmark index near 1533; on a slower or busier one it simulates a slower phone
// than Lighthouse targets. Lighthouse's throttling guide (docs/throttling.md, "Calibrating the CPU
// slowdown") maps the benchmark index to the multiplier through the calculator it links
// (patrickhulce/lighthouse-cpu-throttling-calculator): 800 -> 2x, 1300 -> 3x, 1533 -> 4x, 2000 -> 6x.

/** The CPU slowdown Lighthouse's calculator recommends for a machine with this benchmark index. */
export function calibratedCpuSlowdown(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex <= 0) throw new Error(`not a benchmark index: ${benchmarkIndex}`);
  if (benchmarkIndex >= 1300) return 3 + (benchmarkIndex - 1300) / 233;
  if (benchmarkIndex >= 800) return 2 + (benchmarkIndex - 800) / 500;
  return Math.max(1, 1 + (benchmarkIndex - 150) / 650);
}

/** One column of a phone benchmark's table: the CPU slowdown its runs are made at. */
export interface CpuColumn {
  /** '4x', '12x', or 'calibrated'. */
  name: string;
  /** The slowdown for a machine of this benchmark index: fixed, or Lighthouse's calibration for it (one decimal). */
  slowdownFor(benchmarkIndex: number): number;
}

/**
 * The columns BENCH_CPU asks for: a comma-separated list of slowdowns of 1 or more and 'calibrated',
 * one column each, in that order; '4,12' when unset or empty. undefined for anything else.
 */
export function cpuColumnsOf(setting: string | undefined): CpuColumn[] | undefined {
  const entries = (setting?.trim() || '4,12').split(',').map((entry) => entry.trim());
  const columns = entries.map((entry): CpuColumn | undefined => {
    if (entry === 'calibrated') return { name: 'calibrated', slowdownFor: (index) => Number(calibratedCpuSlowdown(index).toFixed(1)) };
    const slowdown = Number(entry);
    return entry !== '' && slowdown >= 1 ? { name: `${slowdown}x`, slowdownFor: () => slowdown } : undefined;
  });
  const names = columns.map((column) => column?.name);
  if (columns.some((column) => column === undefined) || new Set(names).size !== names.length) return undefined;
  return columns as CpuColumn[];
}

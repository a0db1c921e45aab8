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

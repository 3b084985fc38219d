// Lighthouse's simulated phone is this host's main thread slowed by `cpuSlowdownMultiplier`, so the
// same multiplier is a different phone on a different host (issue 53). Lighthouse's own guidance is to
// calibrate it to the host's BenchmarkIndex (`lhr.environment.benchmarkIndex`):
// https://github.com/GoogleChrome/lighthouse/blob/main/docs/throttling.md#calibrating-the-cpu-slowdown
// links the CPU throttling calculator (https://lighthouse-cpu-throttling-calculator.vercel.app/), whose
// `computeMultiplierMessages` (github.com/patrickhulce/lighthouse-cpu-throttling-calculator,
// pages/index.js) is a line through these points, aiming at a mid-tier phone:
//   index  150 → 1×, 800 → 2×, 1300 → 3×, 1533 → 4× (Lighthouse's default), 1766 → 5×, 2000 → 6×.
// Below 150 the calculator says the host is too slow to emulate that phone at all; it draws no upper end.

/** Below this index the calculator gives no multiplier: the host is already slower than the phone. */
export const SLOWEST_EMULATING_INDEX = 150;
/** The top of the range docs/throttling.md gives for a high-end desktop aiming at a mid-tier phone (4×, 2-10). */
export const MAX_CPU_SLOWDOWN = 10;

/**
 * The CPU slowdown that makes this host Lighthouse's mid-tier phone: the calculator's line, one decimal
 * (as the calculator shows it), kept within 1× (a host too slow to emulate the phone runs unslowed)
 * and 10× (the guidance's own upper end).
 */
export function cpuSlowdownFor(benchmarkIndex: number): number {
  if (!Number.isFinite(benchmarkIndex) || benchmarkIndex < SLOWEST_EMULATING_INDEX) return 1;
  const multiplier =
    benchmarkIndex >= 1300
      ? 3 + (benchmarkIndex - 1300) / 233
      : benchmarkIndex >= 800
        ? 2 + (benchmarkIndex - 800) / 500
        : 1 + (benchmarkIndex - 150) / 650;
  return Math.min(MAX_CPU_SLOWDOWN, Math.round(multiplier * 10) / 10);
}

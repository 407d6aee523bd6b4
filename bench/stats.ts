/**
 * The one way the benches summarise samples. Percentiles are nearest-rank with a floor: the value at
 * index floor(p / 100 * n) of the sorted samples (the last one at most), so p50 of 3 runs is the
 * middle one and p95 of 20 frames is the slowest. NaN when there are no samples.
 */
export const percentile = (values: readonly number[], p: number): number => {
  if (!values.length) return NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]!;
};

/** The median across runs: the middle value, or the mean of the middle two for an even count; samples that are not numbers are left out. */
export const median = (values: readonly number[]): number => {
  const sorted = values.filter(Number.isFinite).sort((a, b) => a - b);
  if (!sorted.length) return NaN;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
};

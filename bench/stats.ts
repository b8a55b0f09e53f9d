/**
 * The p-th percentile of `values` by nearest rank: the smallest value with at least p % of the values at
 * or below it (so the median of 5 is the third, the p95 of 100 the 95th); 0 when there are none.
 */
export function percentile(values: readonly number[], p: number): number {
  if (values.length === 0) return 0;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))]!;
}

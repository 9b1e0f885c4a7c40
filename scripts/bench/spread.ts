// The bench's figures on a busy machine (docs/performance.md#browser-budgets): many samples, read as
// a median with its interquartile range, and a budget on the ratio of two sizes that fails only when
// it misses beyond that spread.

export interface Summary {
  median: number;
  /** First and third quartiles: half of the samples lie between them. */
  q1: number;
  q3: number;
  min: number;
  max: number;
  n: number;
}

/** The value below which `fraction` of the sorted values lie (linear between neighbours). */
function quantile(sorted: readonly number[], fraction: number): number {
  const position = (sorted.length - 1) * fraction;
  const below = Math.floor(position);
  const above = Math.min(below + 1, sorted.length - 1);
  const low = sorted[below] as number;
  return low + ((sorted[above] as number) - low) * (position - below);
}

export function summarise(values: readonly number[]): Summary {
  if (values.length === 0) throw new Error('no samples to summarise');
  const sorted = [...values].sort((a, b) => a - b);
  return {
    median: quantile(sorted, 0.5),
    q1: quantile(sorted, 0.25),
    q3: quantile(sorted, 0.75),
    min: sorted[0] as number,
    max: sorted[sorted.length - 1] as number,
    n: sorted.length,
  };
}

/**
 * The ratio of the medians of a large and a small board, with its spread: from the large board's
 * first quartile over the small board's third (the most favourable pairing of their middle halves)
 * to its third quartile over the small board's first (the least favourable).
 */
export function ratioWithSpread(
  large: Summary,
  small: Summary,
): { ratio: number; low: number; high: number } {
  return {
    ratio: large.median / small.median,
    low: large.q1 / small.q3,
    high: large.q3 / small.q1,
  };
}

/**
 * A ratio budget misses only beyond the spread: when even the low end of the ratio's spread is
 * over it. A median ratio over the budget with a low end under it is reported, not failed.
 */
export function missesRatioBudget(large: Summary, small: Summary, budget: number): boolean {
  return ratioWithSpread(large, small).low > budget;
}

/** A ceiling (such as the heap's) misses only when the first quartile is over it. */
export function missesCeiling(figure: Summary, ceiling: number): boolean {
  return figure.q1 > ceiling;
}

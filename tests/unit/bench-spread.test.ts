// The bench's reading of noisy figures (docs/performance.md#browser-budgets): medians with their
// interquartile range, and ratio budgets that fail only beyond the spread.
import { describe, expect, it } from 'vitest';
import {
  missesCeiling,
  missesRatioBudget,
  ratioWithSpread,
  summarise,
} from '../../scripts/bench/spread';

describe('summarise', () => {
  it('reads the median, the quartiles and the extremes, whatever the order of the samples', () => {
    expect(summarise([5, 1, 4, 2, 3])).toEqual({ median: 3, q1: 2, q3: 4, min: 1, max: 5, n: 5 });
    // Between neighbours the quartiles are interpolated.
    expect(summarise([10, 20, 30, 40])).toEqual({
      median: 25,
      q1: 17.5,
      q3: 32.5,
      min: 10,
      max: 40,
      n: 4,
    });
    expect(summarise([7])).toMatchObject({ median: 7, q1: 7, q3: 7 });
  });

  it('refuses an empty set of samples', () => {
    expect(() => summarise([])).toThrow('no samples');
  });
});

describe('ratio budgets', () => {
  const small = summarise([10, 10, 10, 12, 14]); // q1 10, median 10, q3 12
  it('spans the ratio from the favourable to the unfavourable pairing of the middle halves', () => {
    const large = summarise([14, 15, 16, 18, 40]); // q1 15, median 16, q3 18
    expect(ratioWithSpread(large, small)).toEqual({ ratio: 1.6, low: 1.25, high: 1.8 });
  });

  it('misses only when even the low end of the spread is over the budget', () => {
    // A median ratio of 1.6 over a budget of 1.5, within the spread: reported, not failed.
    expect(missesRatioBudget(summarise([14, 15, 16, 18, 40]), small, 1.5)).toBe(false);
    // A ratio whose quicker half is still too slow: failed.
    expect(missesRatioBudget(summarise([19, 19, 20, 21, 22]), small, 1.5)).toBe(true);
    expect(missesRatioBudget(small, small, 1)).toBe(false);
  });

  it('misses a ceiling only when the first quartile is over it', () => {
    expect(missesCeiling(summarise([120, 140, 149, 160, 200]), 150)).toBe(false);
    expect(missesCeiling(summarise([151, 152, 153, 160, 200]), 150)).toBe(true);
  });
});

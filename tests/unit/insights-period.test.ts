// The Insights period rule and its validation (docs/product.md#insights): which instants a query
// names at a given moment, which queries are refused on which field, and the conversion share.
import { describe, expect, it } from 'vitest';
import {
  insightsQuerySchema,
  MAX_PERIOD_DAYS,
  percentOf,
  resolvePeriod,
} from '#shared/schemas/insights.js';

const NOW = new Date('2026-11-22T12:00:00.000Z');

const fieldErrors = (query: Record<string, string>) => {
  const result = insightsQuerySchema.safeParse(query);
  return result.success
    ? null
    : result.error.issues.map((issue) => ({ path: issue.path.join('.'), message: issue.message }));
};

describe('resolvePeriod', () => {
  it('reads nothing as the last 30 days up to now', () => {
    expect(resolvePeriod({}, NOW)).toEqual({
      from: new Date('2026-10-23T12:00:00.000Z'),
      to: NOW,
    });
  });

  it('reads days as that many days back from now', () => {
    expect(resolvePeriod({ days: '365' }, NOW).from).toEqual(new Date('2025-11-22T12:00:00.000Z'));
    expect(resolvePeriod({ days: '90' }, NOW).from).toEqual(new Date('2026-08-24T12:00:00.000Z'));
  });

  it('reads from-to as whole UTC days, the last one included', () => {
    expect(resolvePeriod({ from: '2026-01-01', to: '2026-01-01' }, NOW)).toEqual({
      from: new Date('2026-01-01T00:00:00.000Z'),
      to: new Date('2026-01-02T00:00:00.000Z'),
    });
  });
});

describe('insightsQuerySchema', () => {
  it('accepts the offered periods, a from-to period and a member id', () => {
    for (const days of ['30', '90', '365']) expect(fieldErrors({ days })).toBeNull();
    expect(fieldErrors({ from: '2026-01-01', to: '2026-03-31', member: '12' })).toBeNull();
    expect(insightsQuerySchema.parse({ member: '12' })).toEqual({ member: 12 });
  });

  it('refuses each wrong period on the field at fault', () => {
    expect(fieldErrors({ days: '7' })).toEqual([
      { path: 'days', message: 'Period must be 30, 90 or 365 days' },
    ]);
    expect(fieldErrors({ from: '2026-02-30', to: '2026-03-01' })).toEqual([
      { path: 'from', message: 'From must be a date written YYYY-MM-DD' },
    ]);
    expect(fieldErrors({ from: '1000-01-01', to: '0999-12-31' })).toEqual([
      { path: 'to', message: 'To must be a date written YYYY-MM-DD' },
    ]);
    expect(fieldErrors({ from: '1000-01-01', to: '1000-01-02' })).toBeNull();
    expect(fieldErrors({ to: '2026-03-01' })).toEqual([
      { path: 'from', message: 'From is required with To' },
    ]);
    expect(fieldErrors({ from: '2026-03-02', to: '2026-03-01' })).toEqual([
      { path: 'from', message: 'From must be on or before To' },
    ]);
    expect(fieldErrors({ days: '90', from: '2026-03-01', to: '2026-03-02' })).toEqual([
      { path: 'days', message: 'Choose a number of days or a from-to period, not both' },
    ]);
    expect(fieldErrors({ member: '0' })).toEqual([
      { path: 'member', message: 'Member must be a user id' },
    ]);
  });

  it(`allows at most ${MAX_PERIOD_DAYS} days, both ends counted`, () => {
    expect(fieldErrors({ from: '2024-01-01', to: '2025-12-31' })).toBeNull(); // 731 days
    expect(fieldErrors({ from: '2024-01-01', to: '2026-01-01' })).toEqual([
      { path: 'to', message: 'A period may span at most 731 days' },
    ]);
  });
});

describe('percentOf', () => {
  it('is a share with one decimal, and null of nothing', () => {
    expect(percentOf(1, 3)).toBe(33.3);
    expect(percentOf(2, 2)).toBe(100);
    expect(percentOf(0, 0)).toBeNull();
  });
});

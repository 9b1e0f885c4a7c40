// The days Insights' From and To fields take when typed (src/web/features/insights/typed-day.ts,
// docs/product.md#insights): as shown or as YYYY-MM-DD, and only days that exist.
import { describe, expect, it } from 'vitest';
import { typedDay } from '#web/features/insights/typed-day.js';

describe('typedDay', () => {
  it('reads a day as the field shows it or as YYYY-MM-DD', () => {
    expect(typedDay('Nov 27, 2026')).toBe('2026-11-27');
    expect(typedDay(' november 3 2026 ')).toBe('2026-11-03');
    expect(typedDay('2026-02-28')).toBe('2026-02-28');
    expect(typedDay('2028-2-29')).toBe('2028-02-29');
  });

  it('names no day for a day that does not exist, rather than the next one', () => {
    for (const text of ['2026-02-30', '2026-02-29', 'Feb 30, 2026', '2026-13-01', '2026-00-10']) {
      expect(typedDay(text), text).toBeNull();
    }
  });

  it('names no day for anything else', () => {
    for (const text of ['', 'yesterday', '27/11/2026', 'Nov 27', 'Foo 1, 2026', '0999-01-01']) {
      expect(typedDay(text), text).toBeNull();
    }
  });
});

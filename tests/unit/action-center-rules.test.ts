import { describe, expect, it } from 'vitest';
import { TASK_STATUSES } from '#shared/enums.js';
import {
  isTooFarInPast,
  parseIsoDate,
  writtenCalendarDate,
} from '#shared/schemas/action-center.js';
import { actionItemStatus, STATUS_TAG, taggedDescription } from '#server/services/action-center.js';
import { splitStatusTag } from '#web/features/journal/journal-entries.js';

describe('the server past-date rule for due dates', () => {
  const now = new Date('2026-11-22T00:30:00.000Z');

  it('accepts anything from the start of the previous UTC day on', () => {
    expect(isTooFarInPast(new Date('2026-11-21T00:00:00.000Z'), now)).toBe(false);
    expect(isTooFarInPast(new Date('2026-11-22T00:00:00.000Z'), now)).toBe(false);
    expect(isTooFarInPast(new Date('2027-01-01T00:00:00.000Z'), now)).toBe(false);
  });

  it('refuses what is before today in every time zone', () => {
    expect(isTooFarInPast(new Date('2026-11-20T23:59:59.999Z'), now)).toBe(true);
    expect(isTooFarInPast(new Date('2025-01-05T00:00:00.000Z'), now)).toBe(true);
  });

  it("never refuses a browser's today, from UTC-12 to UTC+14, at any hour", () => {
    // Each zone's local start of today, as the browser would send it.
    for (let hour = 0; hour < 24; hour += 1) {
      const clock = new Date(Date.UTC(2026, 10, 22, hour, 30));
      for (let offset = -12; offset <= 14; offset += 1) {
        const local = new Date(clock.getTime() + offset * 3_600_000);
        const startOfLocalDay =
          Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()) -
          offset * 3_600_000;
        expect(isTooFarInPast(new Date(startOfLocalDay), clock), `${hour}h UTC${offset}`).toBe(
          false,
        );
        // And the local date written as YYYY-MM-DD (UTC midnight of that date).
        const written = new Date(
          Date.UTC(local.getUTCFullYear(), local.getUTCMonth(), local.getUTCDate()),
        );
        expect(isTooFarInPast(written, clock), `${hour}h UTC${offset} date`).toBe(false);
      }
    }
  });
});

describe('due-date text', () => {
  it('parses ISO dates and date-times with a zone, nothing else', () => {
    expect(parseIsoDate('2026-11-30')?.toISOString()).toBe('2026-11-30T00:00:00.000Z');
    expect(parseIsoDate('2026-11-30T00:00:00+02:00')?.toISOString()).toBe(
      '2026-11-29T22:00:00.000Z',
    );
    expect(parseIsoDate('2026-11-30T00:00:00')).toBeNull();
    expect(parseIsoDate('30/11/2026')).toBeNull();
    expect(parseIsoDate('2026-02-30')).toBeNull();
  });

  it('reads years 1000 to 9999 only, in UTC as well as where written', () => {
    expect(parseIsoDate('1000-01-01')?.toISOString()).toBe('1000-01-01T00:00:00.000Z');
    expect(parseIsoDate('9999-12-31T23:59:59.999Z')?.toISOString()).toBe(
      '9999-12-31T23:59:59.999Z',
    );
    expect(parseIsoDate('9999-12-31T23:59:59-14:00')).toBeNull();
    expect(parseIsoDate('1000-01-01T00:00:00+01:00')).toBeNull();
    expect(parseIsoDate('0999-12-31')).toBeNull();
    expect(parseIsoDate('0001-06-15T00:00:00Z')).toBeNull();
  });

  it('takes the calendar day as written for the follow-up date', () => {
    expect(writtenCalendarDate('2026-11-30T00:00:00+02:00').toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
    expect(writtenCalendarDate('2026-11-30T23:00:00-10:00').toISOString()).toBe(
      '2026-11-30T00:00:00.000Z',
    );
    expect(writtenCalendarDate('2026-11-30').toISOString()).toBe('2026-11-30T00:00:00.000Z');
  });
});

describe('journal status tags (docs/product.md#states)', () => {
  it('writes the tag the journal sheet reads back, for every task status', () => {
    for (const status of TASK_STATUSES) {
      const description = taggedDescription('Task created', 'Call Jane', status);
      expect(splitStatusTag('task', description)).toEqual({
        text: 'Task created: Call Jane',
        tag: STATUS_TAG[status],
      });
    }
    expect(taggedDescription('Task created', 'Call Jane', 'in_progress')).toBe(
      'Task created: Call Jane [in progress]',
    );
  });

  it('tags action items completed or pending', () => {
    expect(taggedDescription('Action item completed', 'Sponsor', actionItemStatus(true))).toBe(
      'Action item completed: Sponsor [completed]',
    );
    expect(
      splitStatusTag('action_item', `x ${'[' + STATUS_TAG[actionItemStatus(false)]}]`),
    ).toEqual({ text: 'x', tag: 'pending' });
  });
});

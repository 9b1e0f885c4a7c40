// The Action Center's grouping and ordering (docs/product.md#action-center-groups, #dates), run in
// real non-UTC zones: Node applies a new process.env.TZ at once, so each block sets its zone.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  deleteConfirmation,
  dueDayError,
  dueDayToIso,
  eventWhen,
  groupAgenda,
  isAllDayEvent,
  localDay,
  suggestedDueDay,
  type AgendaItem,
} from '#web/features/action-center/agenda.js';
import { formatDueDate } from '#web/lib/dates.js';

function inZone(zone: string) {
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = zone;
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });
}

let nextId = 1;
function item(overrides: Partial<AgendaItem> & Pick<AgendaItem, 'kind'>): AgendaItem {
  return {
    id: nextId++,
    title: `Item ${nextId}`,
    description: null,
    guestId: null,
    guestName: null,
    at: null,
    completed: false,
    doneAt: null,
    priority: overrides.kind === 'action_item' ? 'medium' : null,
    taskStatus: overrides.kind === 'task' ? 'pending' : null,
    isEvergreen: false,
    assigneeLabel: null,
    source: null,
    ...overrides,
  };
}

const titles = (items: AgendaItem[]) => items.map((entry) => entry.title);

describe('in Los Angeles (UTC-7 in summer)', () => {
  inZone('America/Los_Angeles');

  it('really runs in that zone', () => {
    expect(new Date('2025-07-01T12:00:00Z').getTimezoneOffset()).toBe(420);
    expect(localDay('2025-07-02T03:00:00Z')).toBe('2025-07-01');
  });

  it('groups by the local day, not the UTC day, just before midnight', () => {
    // 23:30 on July 1 in Los Angeles is already July 2 in UTC.
    const now = new Date('2025-07-02T06:30:00Z');
    const groups = groupAgenda(
      [
        // 23:59 local July 1: still today although its UTC day is July 2.
        item({ kind: 'task', title: 'late tonight', at: '2025-07-02T06:59:00Z' }),
        // 00:00 local July 2: tomorrow.
        item({ kind: 'task', title: 'just after midnight', at: '2025-07-02T07:00:00Z' }),
        // 23:59 local June 30: past due, though only a day and a half ago.
        item({ kind: 'action_item', title: 'yesterday night', at: '2025-07-01T06:59:00Z' }),
        // 00:00 local July 3: after tomorrow.
        item({ kind: 'event', title: 'day after tomorrow', at: '2025-07-03T07:00:00Z' }),
        // 06:00 local July 1, UTC day July 1 as well: today.
        item({ kind: 'event', title: 'this morning', at: '2025-07-01T13:00:00Z' }),
        item({ kind: 'task', title: 'evergreen', at: null, isEvergreen: true }),
      ],
      now,
    );
    expect(titles(groups.today)).toEqual(['this morning', 'late tonight']);
    expect(titles(groups.tomorrow)).toEqual(['just after midnight']);
    expect(titles(groups.pastDue)).toEqual(['yesterday night']);
    expect(titles(groups.upcoming)).toEqual(['day after tomorrow']);
    expect(titles(groups.noDate)).toEqual(['evergreen']);
    expect(groups.completed).toEqual([]);
  });

  it('moves the boundary one minute after local midnight', () => {
    const dueAt = '2025-07-02T06:59:00Z'; // 23:59 local July 1
    const before = groupAgenda([item({ kind: 'task', at: dueAt })], new Date('2025-07-02T06:58Z'));
    const after = groupAgenda([item({ kind: 'task', at: dueAt })], new Date('2025-07-02T07:01Z'));
    expect(before.today).toHaveLength(1);
    expect(after.today).toHaveLength(0);
    expect(after.pastDue).toHaveLength(1);
  });

  it('suggests tomorrow and refuses days before today with the documented messages', () => {
    const now = new Date('2025-07-02T06:30:00Z'); // 23:30 local July 1
    expect(suggestedDueDay(now)).toBe('2025-07-02');
    expect(dueDayError('2025-07-01', now)).toBeNull();
    expect(dueDayError('2025-07-02', now)).toBeNull();
    expect(dueDayError('2025-06-30', now)).toBe('Please select a future date');
    expect(dueDayError(null, now)).toBe('Missing required information to update the due date');
    expect(dueDayError('2025-02-30', now)).toBe('Invalid date selected');
    expect(dueDayError('soon', now)).toBe('Invalid date selected');
  });

  it("writes an event's time as the row shows it, all day for midnight to 23:59:59.999 local", () => {
    const timed = { startTime: '2025-07-04T22:00:00Z', endTime: '2025-07-04T23:30:00Z' };
    expect(isAllDayEvent(timed)).toBe(false);
    expect(eventWhen(timed)).toBe('Jul 4, 2025 · 3:00 PM – 4:30 PM');
    const allDay = { startTime: '2025-07-04T07:00:00.000Z', endTime: '2025-07-05T06:59:59.999Z' };
    expect(isAllDayEvent(allDay)).toBe(true);
    expect(eventWhen(allDay)).toBe('Jul 4, 2025 · All day');
    // A whole UTC day is not a whole day here.
    const utcDay = { startTime: '2025-07-04T00:00:00.000Z', endTime: '2025-07-04T23:59:59.999Z' };
    expect(isAllDayEvent(utcDay)).toBe(false);
  });

  it('sends a picked day as its local start with the offset, written as that day', () => {
    expect(dueDayToIso('2025-07-04')).toBe('2025-07-04T00:00:00-07:00');
    expect(localDay(dueDayToIso('2025-07-04'))).toBe('2025-07-04');
    expect(formatDueDate(dueDayToIso('2025-07-04'))).toBe('Jul 4, 2025');
  });

  it("puts today's uncompleted events, tasks and action items in Today (the header badge counts it)", () => {
    const now = new Date('2025-07-02T06:30:00Z'); // 23:30 local July 1
    const groups = groupAgenda(
      [
        item({ kind: 'event', at: '2025-07-01T16:00:00Z' }), // 9:00 local, today
        item({ kind: 'event', at: '2025-07-02T06:45:00Z' }), // 23:45 local, today
        item({ kind: 'task', at: '2025-07-01T20:00:00Z' }), // today
        item({ kind: 'action_item', at: '2025-07-01T07:00:00Z' }), // 0:00 local, today
        item({ kind: 'event', at: '2025-07-01T17:00:00Z', completed: true }), // today, done
        item({ kind: 'task', at: '2025-07-02T07:30:00Z' }), // tomorrow
        item({ kind: 'action_item', at: '2025-06-30T20:00:00Z' }), // yesterday
      ],
      now,
    );
    expect(groups.today.map((entry) => entry.kind)).toEqual([
      'action_item',
      'event',
      'task',
      'event',
    ]);
  });
});

describe('in Auckland (UTC+13 in summer, across a year boundary)', () => {
  inZone('Pacific/Auckland');

  it('really runs in that zone', () => {
    expect(new Date('2025-01-01T12:00:00Z').getTimezoneOffset()).toBe(-780);
  });

  it('puts items due on the UTC day of "yesterday" into today and tomorrow correctly', () => {
    // 00:30 on Jan 1 2026 in Auckland is 11:30 on Dec 31 2025 in UTC.
    const now = new Date('2025-12-31T11:30:00Z');
    const groups = groupAgenda(
      [
        item({ kind: 'task', title: 'new year lunch', at: '2025-12-31T23:00:00Z' }), // Jan 1 12:00
        item({ kind: 'task', title: 'new year eve', at: '2025-12-31T10:00:00Z' }), // Dec 31 23:00
        item({ kind: 'task', title: 'jan 2', at: '2026-01-01T11:00:00Z' }), // Jan 2 00:00
        item({ kind: 'task', title: 'jan 3', at: '2026-01-02T11:00:00Z' }), // Jan 3 00:00
      ],
      now,
    );
    expect(titles(groups.today)).toEqual(['new year lunch']);
    expect(titles(groups.pastDue)).toEqual(['new year eve']);
    expect(titles(groups.tomorrow)).toEqual(['jan 2']);
    expect(titles(groups.upcoming)).toEqual(['jan 3']);
  });
});

describe('ordering (UTC)', () => {
  inZone('UTC');
  const now = new Date('2025-03-10T12:00:00Z');

  it('No date: action items first by priority high, medium, low; then pending tasks, then in progress', () => {
    const groups = groupAgenda(
      [
        item({ kind: 'task', title: 'task in progress', taskStatus: 'in_progress' }),
        item({ kind: 'action_item', title: 'low', priority: 'low' }),
        item({ kind: 'task', title: 'task pending', taskStatus: 'pending' }),
        item({ kind: 'action_item', title: 'medium', priority: 'medium' }),
        item({ kind: 'action_item', title: 'high', priority: 'high' }),
        item({ kind: 'task', title: 'second task pending', taskStatus: 'pending' }),
        item({ kind: 'action_item', title: 'second high', priority: 'high' }),
      ],
      now,
    );
    expect(titles(groups.noDate)).toEqual([
      'high',
      'second high',
      'medium',
      'low',
      'task pending',
      'second task pending',
      'task in progress',
    ]);
  });

  it('dated groups run from the earliest; past due starts with the most overdue', () => {
    const groups = groupAgenda(
      [
        item({ kind: 'task', title: 'mar 8', at: '2025-03-08T09:00:00Z' }),
        item({ kind: 'task', title: 'feb 1', at: '2025-02-01T09:00:00Z' }),
        item({ kind: 'action_item', title: 'mar 9', at: '2025-03-09T09:00:00Z' }),
        item({ kind: 'task', title: 'today 15:00', at: '2025-03-10T15:00:00Z' }),
        item({ kind: 'event', title: 'today 09:00', at: '2025-03-10T09:00:00Z' }),
        item({ kind: 'task', title: 'today 09:00 task', at: '2025-03-10T09:00:00Z' }),
        item({ kind: 'event', title: 'april', at: '2025-04-01T09:00:00Z' }),
        item({ kind: 'event', title: 'march 20', at: '2025-03-20T09:00:00Z' }),
      ],
      now,
    );
    expect(titles(groups.pastDue)).toEqual(['feb 1', 'mar 8', 'mar 9']);
    expect(titles(groups.today)).toEqual(['today 09:00', 'today 09:00 task', 'today 15:00']);
    expect(titles(groups.upcoming)).toEqual(['march 20', 'april']);
  });

  it('Completed holds every completed item, newest first, whatever its date', () => {
    const groups = groupAgenda(
      [
        item({ kind: 'task', title: 'old', completed: true, doneAt: '2025-03-01T10:00:00Z' }),
        item({
          kind: 'event',
          title: 'newest',
          completed: true,
          doneAt: '2025-03-10T11:00:00Z',
          at: '2025-02-01T10:00:00Z',
        }),
        item({ kind: 'action_item', title: 'no time', completed: true, doneAt: null }),
        item({
          kind: 'action_item',
          title: 'middle',
          completed: true,
          doneAt: '2025-03-05T10:00Z',
        }),
        item({ kind: 'task', title: 'open', at: '2025-01-01T10:00:00Z' }),
      ],
      now,
    );
    expect(titles(groups.completed)).toEqual(['newest', 'middle', 'old', 'no time']);
    expect(titles(groups.pastDue)).toEqual(['open']);
  });
});

describe('deleteConfirmation', () => {
  it('is docs/product.md#errors text for each kind', () => {
    expect(deleteConfirmation('task')).toBe(
      'Are you sure you want to delete this task? This action cannot be undone.',
    );
    expect(deleteConfirmation('action_item')).toBe(
      'Are you sure you want to delete this action item? This action cannot be undone.',
    );
  });
});

import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOURNAL_ACTIONS } from '#shared/enums.js';
import type { JournalEntryDto } from '#shared/schemas/guests.js';
import {
  formatJournalTime,
  journalActionLabel,
  journalValueText,
  splitStatusTag,
} from '#web/features/journal/journal-entries.js';
import { formatRecentTime } from '#web/lib/dates.js';

describe('splitStatusTag', () => {
  it('strips a trailing status tag from task and action-item entries and returns it', () => {
    expect(splitStatusTag('task', 'Book the studio [pending]')).toEqual({
      text: 'Book the studio',
      tag: 'pending',
    });
    expect(splitStatusTag('task', 'Send questions [in progress]')).toEqual({
      text: 'Send questions',
      tag: 'in progress',
    });
    expect(splitStatusTag('action_item', 'Follow up by email [completed]  ')).toEqual({
      text: 'Follow up by email',
      tag: 'completed',
    });
  });

  it('accepts the tag in any case and the stored in_progress spelling', () => {
    expect(splitStatusTag('task', 'Call [Completed]')).toEqual({ text: 'Call', tag: 'completed' });
    expect(splitStatusTag('task', 'Call [IN_PROGRESS]')).toEqual({
      text: 'Call',
      tag: 'in progress',
    });
  });

  it('defaults task and action-item entries without a tag to pending', () => {
    expect(splitStatusTag('task', 'Task created: Book the studio')).toEqual({
      text: 'Task created: Book the studio',
      tag: 'pending',
    });
  });

  it('strips only a trailing tag', () => {
    expect(splitStatusTag('task', '[completed] Old task revived')).toEqual({
      text: '[completed] Old task revived',
      tag: 'pending',
    });
    expect(splitStatusTag('task', 'Status [pending] then [completed]')).toEqual({
      text: 'Status [pending] then',
      tag: 'completed',
    });
    expect(splitStatusTag('task', 'Waiting [on guest]')).toEqual({
      text: 'Waiting [on guest]',
      tag: 'pending',
    });
  });

  it('leaves other entries alone, with no badge', () => {
    for (const action of ['manual_note', 'updated', 'status_change', 'calendar']) {
      expect(splitStatusTag(action, 'Remember this [completed]')).toEqual({
        text: 'Remember this [completed]',
        tag: null,
      });
    }
  });
});

describe('journalActionLabel', () => {
  it('labels every stored action as docs/product.md#entities names it', () => {
    expect(JOURNAL_ACTIONS.map(journalActionLabel)).toEqual([
      'created',
      'updated',
      'deleted',
      'archived',
      'restored',
      'status change',
      'manual note',
      'calendar',
      'task',
      'action item',
      'application',
    ]);
  });

  it('spells an unknown action with spaces', () => {
    expect(journalActionLabel('future_thing')).toBe('future thing');
  });
});

describe('formatJournalTime', () => {
  it('formats as M/d/yy h:mma in the local zone', () => {
    const local = new Date(2025, 0, 5, 15, 4).toISOString();
    expect(formatJournalTime(local)).toBe('1/5/25 3:04PM');
    const morning = new Date(2026, 10, 22, 9, 30).toISOString();
    expect(formatJournalTime(morning)).toBe('11/22/26 9:30AM');
  });
});

describe('journalValueText', () => {
  // A zone with an offset, so a raw UTC instant and its local day differ.
  const previous = process.env.TZ;
  beforeAll(() => {
    process.env.TZ = 'America/New_York';
  });
  afterAll(() => {
    if (previous === undefined) delete process.env.TZ;
    else process.env.TZ = previous;
  });

  const entry = (action: JournalEntryDto['action'], description = '') => ({ action, description });

  it('shows guest statuses as their column titles', () => {
    expect(journalValueText(entry('status_change'), 'hot')).toBe('Hot Candidate');
    expect(journalValueText(entry('status_change'), 'scheduled')).toBe('Episode Scheduled');
  });

  it('shows task and action-item states as the forms name them', () => {
    const task = entry('task', 'Task status changed: Book the studio [in progress]');
    expect(journalValueText(task, 'in_progress')).toBe('In Progress');
    expect(journalValueText(task, 'pending')).toBe('Pending');
    expect(journalValueText(entry('action_item'), 'completed')).toBe('Completed');
  });

  it('shows due dates as the local day, "MMM D, YYYY"', () => {
    const task = entry('task', 'Task due date changed: Book the studio [pending]');
    // The start of Mar 14 in New York (EST: the clocks change at 2:00 that night), as stored.
    expect(journalValueText(task, '2027-03-14T05:00:00.000Z')).toBe('Mar 14, 2027');
    expect(journalValueText(entry('action_item'), '2027-11-07T05:00:00.000Z')).toBe('Nov 7, 2027');
  });

  it('shows event starts with their local time, or the day alone at midnight (all day)', () => {
    const moved = entry('calendar', 'Event moved: Podcast with Cara Diaz');
    expect(journalValueText(moved, '2027-03-14T19:00:00.000Z')).toBe('Mar 14, 2027 · 3:00 PM');
    expect(journalValueText(moved, '2027-03-14T05:00:00.000Z')).toBe('Mar 14, 2027');
  });

  it('shows follow-up types as the guest form names them', () => {
    const updated = entry('updated', 'Updated follow-up type');
    expect(journalValueText(updated, 'linkedin')).toBe('LinkedIn');
    expect(journalValueText(updated, 'call')).toBe('Call');
  });

  it('keeps values it does not know as they are', () => {
    expect(journalValueText(entry('status_change'), 'someday')).toBe('someday');
    expect(journalValueText(entry('updated', 'Updated follow-up type'), 'fax')).toBe('fax');
    expect(journalValueText(entry('task'), 'Book the studio')).toBe('Book the studio');
    expect(journalValueText(entry('task', 'Task reassigned: X'), 'alex')).toBe('alex');
    expect(journalValueText(entry('calendar', 'Event reminders changed: X'), '1440, 60')).toBe(
      '1440, 60',
    );
    // Typed text is never read as a date or a state, even when it looks like one.
    expect(journalValueText(entry('updated', 'Updated details'), '2027-03-14T04:00:00.000Z')).toBe(
      '2027-03-14T04:00:00.000Z',
    );
    expect(journalValueText(entry('updated', 'Updated details'), 'in_progress')).toBe(
      'in_progress',
    );
    expect(journalValueText(entry('task'), '2027-13-45')).toBe('2027-13-45');
  });

  it('shows a missing value as (empty)', () => {
    expect(journalValueText(entry('updated', 'Updated email'), null)).toBe('(empty)');
    expect(journalValueText(entry('updated', 'Updated email'), '')).toBe('(empty)');
  });
});

describe('formatRecentTime', () => {
  const now = new Date(2026, 10, 27, 12, 0);

  it('leaves the year out within this year', () => {
    expect(formatRecentTime(new Date(2026, 10, 6, 23, 45).toISOString(), now)).toBe(
      'Nov 6, 11:45 PM',
    );
  });

  it('names the year of a date in another year', () => {
    expect(formatRecentTime(new Date(2027, 10, 6, 23, 45).toISOString(), now)).toBe(
      'Nov 6, 2027, 11:45 PM',
    );
    expect(formatRecentTime(new Date(2025, 11, 31, 9, 5).toISOString(), now)).toBe(
      'Dec 31, 2025, 9:05 AM',
    );
  });
});

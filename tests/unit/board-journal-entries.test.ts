import { describe, expect, it } from 'vitest';
import { JOURNAL_ACTIONS } from '#shared/enums.js';
import {
  formatJournalTime,
  journalActionLabel,
  splitStatusTag,
} from '#web/features/journal/journal-entries.js';

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

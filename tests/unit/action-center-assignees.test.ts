// Assignees in the Action Center (docs/product.md#action-center-assignees): what a row says about
// who an item is assigned to, the "Assigned to" choices, what the forms send, and which list is read
// and under which key.
import { describe, expect, it } from 'vitest';
import { assigneeLabel } from '#web/features/action-center/agenda.js';
import {
  agendaListPath,
  agendaListQueryKey,
  agendaListQueryKeys,
  agendaScope,
  archiveCompletedPath,
} from '#web/features/action-center/api/agenda-kinds.js';
import {
  assigneeOptions,
  EMPTY_ACTION_ITEM_FORM,
  EMPTY_TASK_FORM,
  toCreateActionItemInput,
  toCreateTaskInput,
} from '#web/features/action-center/forms.js';

const sam = { assigneeId: 2, assigneeName: 'sam' };
const ada = { assigneeId: 1, assigneeName: 'ada' };

describe('assigneeLabel', () => {
  it('names someone else, in a team or not', () => {
    expect(assigneeLabel(sam, { userId: 1, inTeam: true })).toBe('Assigned to sam');
    expect(assigneeLabel(sam, { userId: 1, inTeam: false })).toBe('Assigned to sam');
  });

  it('says "you" in a team and nothing outside one for the user\'s own', () => {
    expect(assigneeLabel(ada, { userId: 1, inTeam: true })).toBe('Assigned to you');
    expect(assigneeLabel(ada, { userId: 1, inTeam: false })).toBeNull();
  });

  it('says nothing while the viewer is not known', () => {
    expect(assigneeLabel(sam, null)).toBeNull();
  });
});

describe('assigneeOptions', () => {
  const team = {
    members: [
      { id: 1, username: 'ada' },
      { id: 2, username: 'sam' },
    ],
  };

  it('lists the members in the team order, the user marked', () => {
    expect(assigneeOptions(team, 2)).toEqual([
      { value: '1', label: 'ada' },
      { value: '2', label: 'sam (you)' },
    ]);
  });

  it('offers nothing outside a team', () => {
    expect(assigneeOptions(null, 1)).toEqual([]);
  });
});

describe('the assignee in the POST bodies', () => {
  it('is left out for the user (the server assigns the creator)', () => {
    const values = { ...EMPTY_TASK_FORM, title: 'Call' };
    expect(toCreateTaskInput(values, 7)).not.toHaveProperty('assigneeId');
    expect(
      toCreateActionItemInput({ ...EMPTY_ACTION_ITEM_FORM, title: 'Call' }),
    ).not.toHaveProperty('assigneeId');
  });

  it('is sent as a number for a member', () => {
    expect(toCreateTaskInput({ ...EMPTY_TASK_FORM, title: 'Call', assigneeId: '12' }, 7)).toEqual(
      expect.objectContaining({ assigneeId: 12 }),
    );
    expect(
      toCreateActionItemInput({ ...EMPTY_ACTION_ITEM_FORM, title: 'Call', assigneeId: '12' }),
    ).toEqual(expect.objectContaining({ assigneeId: 12 }));
  });
});

describe('which list the Action Center reads', () => {
  it('waits until the team is known', () => {
    expect(agendaScope(undefined, false)).toBeNull();
  });

  it("reads the user's own in a team unless Whole team is on", () => {
    expect(agendaScope(true, false)).toBe('mine');
    expect(agendaScope(true, true)).toBe('all');
  });

  it('reads everything the user may see outside a team, as before teams', () => {
    expect(agendaScope(false, false)).toBe('all');
    expect(agendaScope(false, true)).toBe('all');
  });

  it('asks for ?assignee=me only for the own list of tasks and action items', () => {
    expect(agendaListPath('task', 'mine')).toBe('/api/tasks?assignee=me');
    expect(agendaListPath('action_item', 'mine')).toBe('/api/action-items?assignee=me');
    expect(agendaListPath('task', 'all')).toBe('/api/tasks');
    expect(agendaListPath('event', 'mine')).toBe('/api/calendar');
  });

  it('archives the completed items of the list shown, with the same ?assignee=me', () => {
    expect(archiveCompletedPath('task', 'mine')).toBe('/api/tasks/archive-completed?assignee=me');
    expect(archiveCompletedPath('action_item', 'mine')).toBe(
      '/api/action-items/archive-completed?assignee=me',
    );
    expect(archiveCompletedPath('task', 'all')).toBe('/api/tasks/archive-completed');
    expect(archiveCompletedPath('action_item', 'all')).toBe('/api/action-items/archive-completed');
  });

  it("caches each list under its own key below the kind's, events under one", () => {
    expect(agendaListQueryKey('task', 'mine')).toEqual(['tasks', 'mine']);
    expect(agendaListQueryKey('task', 'all')).toEqual(['tasks', 'all']);
    expect(agendaListQueryKeys('action_item')).toEqual([
      ['action-items', 'mine'],
      ['action-items', 'all'],
    ]);
    expect(agendaListQueryKey('event', 'mine')).toEqual(['calendar']);
    expect(agendaListQueryKeys('event')).toEqual([['calendar']]);
  });
});

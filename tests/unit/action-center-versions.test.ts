// A change made in the Action Center names the version of the item the user saw
// (docs/product.md#versions), so a change based on a stale copy is refused rather than written.
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { agendaListQueryKey, shownVersion } from '#web/features/action-center/api/agenda-kinds.js';
import {
  completeAgendaItem,
  completedMeanwhile,
} from '#web/features/action-center/api/complete-agenda-item.js';
import { updateAgendaDueDate } from '#web/features/action-center/api/update-agenda-due-date.js';
import type { ActionItemDto, CalendarEventDto, TaskDto } from '#shared/schemas/action-center.js';
import { ApiError } from '#web/lib/api.js';
import { currentOr } from '#web/lib/conflict.js';

/** fetch answering 200 `{guestId: null}`, keeping each request's method, path and body. */
function recordRequests() {
  const sent: { method: string; path: string; body: unknown }[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit) => {
      sent.push({
        method: init.method ?? 'GET',
        path,
        body: init.body ? JSON.parse(init.body as string) : undefined,
      });
      return Promise.resolve(new Response('{"guestId":null}', { status: 200 }));
    }),
  );
  return sent;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('the version an Action Center change sends', () => {
  it('is the version of the item in whichever list shows it', () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(agendaListQueryKey('task', 'all'), [{ id: 4, version: 7 }]);
    expect(shownVersion(queryClient, 'task', 4)).toBe(7);
    expect(shownVersion(queryClient, 'task', 5)).toBeUndefined();
    expect(shownVersion(queryClient, 'action_item', 4)).toBeUndefined();
  });

  it('goes with Complete and with a new due date', async () => {
    const sent = recordRequests();
    await completeAgendaItem('task', 4, 7);
    await completeAgendaItem('action_item', 9, 2);
    await completeAgendaItem('event', 3, 5);
    await updateAgendaDueDate('task', {
      id: 4,
      title: 'Call',
      dueDate: '2026-12-01T12:00:00.000Z',
      version: 8,
    });
    expect(sent).toEqual([
      { method: 'PATCH', path: '/api/tasks/4/status', body: { status: 'completed', version: 7 } },
      {
        method: 'PATCH',
        path: '/api/action-items/9/complete',
        body: { isCompleted: true, version: 2 },
      },
      { method: 'PATCH', path: '/api/calendar/3/complete', body: { version: 5 } },
      {
        method: 'PATCH',
        path: '/api/tasks/4',
        body: { dueDate: '2026-12-01T12:00:00.000Z', version: 8 },
      },
    ]);
  });
});

describe('currentOr (an event or a due date saved again after a stale refusal)', () => {
  const mine = { id: 4, version: 2, title: 'Recording' } as CalendarEventDto;
  const theirs = { ...mine, version: 3, reminders: [60] } as CalendarEventDto;

  it('takes the event a 409 of a stale version carries, and keeps the copy on any other error', () => {
    const stale = new ApiError(409, 'stale', {
      message: 'alice changed this event since you opened it.',
      conflict: { changedBy: 'alice', changedAt: '2026-11-26T10:00:00.000Z', current: theirs },
    } as never);
    expect(currentOr(stale, mine)).toBe(theirs);
    expect(currentOr(new ApiError(400, 'bad', { message: 'Start time is required' }), mine)).toBe(
      mine,
    );
    expect(currentOr(new Error('offline'), mine)).toBe(mine);
  });
});

describe('completedMeanwhile (Complete refused as stale)', () => {
  const stale = (current: unknown) =>
    new ApiError(409, 'stale', {
      message: 'alice changed this task since you opened it.',
      conflict: { changedBy: 'alice', changedAt: '2026-11-26T10:00:00.000Z', current },
    } as never);

  it('takes an item someone else completed meanwhile: the click asked for no more', () => {
    const task = { id: 4, version: 3, status: 'completed' } as TaskDto;
    const item = { id: 9, version: 2, isCompleted: true } as ActionItemDto;
    const event = { id: 3, version: 6, isCompleted: true } as CalendarEventDto;
    expect(completedMeanwhile('task', stale(task))).toBe(task);
    expect(completedMeanwhile('action_item', stale(item))).toBe(item);
    expect(completedMeanwhile('event', stale(event))).toBe(event);
  });

  it('leaves a failure any other change made meanwhile, and any other error', () => {
    const open = { id: 4, version: 3, status: 'in_progress' } as TaskDto;
    expect(completedMeanwhile('task', stale(open))).toBeNull();
    const reopened = { id: 9, version: 3, isCompleted: false } as ActionItemDto;
    expect(completedMeanwhile('action_item', stale(reopened))).toBeNull();
    expect(
      completedMeanwhile('task', new ApiError(404, 'gone', { message: 'Task not found' })),
    ).toBeNull();
    expect(completedMeanwhile('event', new Error('offline'))).toBeNull();
  });
});

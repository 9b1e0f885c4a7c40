// The three kinds the Action Center lists, each described once: where its routes live, the query
// key its list is cached under, how messages name it, and its own Complete request with the change
// shown at once. Every hook in api/ is driven by these descriptions, so a rule written there holds
// for tasks, action items and calendar events alike.
import type { QueryKey } from '@tanstack/react-query';
import type {
  ActionItemDto,
  CalendarEventDto,
  CreateActionItemInput,
  CreateCalendarEventInput,
  CreateTaskInput,
  TaskDto,
} from '#shared/schemas/action-center.js';
import {
  ACTION_ITEMS_QUERY_KEY,
  CALENDAR_QUERY_KEY,
  TASKS_QUERY_KEY,
} from '#web/lib/query-keys.js';
import type { AgendaKind, DueKind } from '../agenda';

/** What the API answers for one item of each kind. */
export interface AgendaDtos {
  task: TaskDto;
  action_item: ActionItemDto;
  event: CalendarEventDto;
}

/** The POST body that creates one item of each kind. */
export interface AgendaCreateInputs {
  task: CreateTaskInput;
  action_item: CreateActionItemInput;
  event: CreateCalendarEventInput;
}

export const DUE_KINDS: readonly DueKind[] = ['task', 'action_item'];

export interface AgendaKindDescription<K extends AgendaKind> {
  /** The route folder: the list, POST, and `${path}/:id/...`. */
  path: string;
  /** The list's key; every single-item read is cached under it, so one invalidation covers all. */
  queryKey: QueryKey;
  /** How toasts name one item and several ("task", "tasks"). */
  noun: string;
  nouns: string;
  /** How headings and badges name the kind ("Task", "Action Item"). */
  label: string;
  /** The Complete button: PATCH `${path}/:id/${complete.path}` with `complete.body`. */
  complete: {
    path: string;
    body: unknown;
    /** The item as it is shown until the server answers. */
    optimistic: (item: AgendaDtos[K], now: string) => AgendaDtos[K];
  };
}

export const AGENDA_KINDS: { [K in AgendaKind]: AgendaKindDescription<K> } = {
  task: {
    path: '/api/tasks',
    queryKey: TASKS_QUERY_KEY,
    noun: 'task',
    nouns: 'tasks',
    label: 'Task',
    complete: {
      path: 'status',
      body: { status: 'completed' },
      optimistic: (task, now) => ({
        ...task,
        status: 'completed',
        completedAt: now,
        updatedAt: now,
      }),
    },
  },
  action_item: {
    path: '/api/action-items',
    queryKey: ACTION_ITEMS_QUERY_KEY,
    noun: 'action item',
    nouns: 'action items',
    label: 'Action Item',
    // The API keeps no completion time for an action item; its last update stands for it.
    complete: {
      path: 'complete',
      body: { isCompleted: true },
      optimistic: (item, now) => ({ ...item, isCompleted: true, updatedAt: now }),
    },
  },
  event: {
    path: '/api/calendar',
    queryKey: CALENDAR_QUERY_KEY,
    noun: 'calendar event',
    nouns: 'calendar events',
    label: 'Event',
    complete: {
      path: 'complete',
      body: undefined,
      optimistic: (event, now) => ({
        ...event,
        isCompleted: true,
        completedAt: now,
        updatedAt: now,
      }),
    },
  },
};

/** "task" -> "Task", "action items" -> "Action items": a toast's title. */
export function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

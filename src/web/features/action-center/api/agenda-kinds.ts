// The three kinds the Action Center lists, each described once: where its routes live, the query
// key its list is cached under, how messages name it, and its own Complete request with the change
// shown at once. Every hook in api/ is driven by these descriptions, so a rule written there holds
// for tasks, action items and calendar events alike. Tasks and action items have an assignee
// (docs/product.md#action-center-assignees): their lists are read two ways, each cached under its
// own key below the kind's, so one invalidation of the kind refreshes both.
import type { QueryClient, QueryKey } from '@tanstack/react-query';
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
  /**
   * The kind's key: its lists and every single-item read are cached under it, so one invalidation
   * covers all (agendaListQueryKey names each list).
   */
  queryKey: QueryKey;
  /** How toasts name one item and several ("task", "tasks"). */
  noun: string;
  nouns: string;
  /** How headings and badges name the kind ("Task", "Action Item"). */
  label: string;
  /** The Complete button: PATCH `${path}/:id/${complete.path}` with `complete.body`. */
  complete: {
    path: string;
    body: Record<string, unknown> | undefined;
    /** Whether the item is already as Complete leaves it. */
    done: (item: AgendaDtos[K]) => boolean;
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
      done: (task) => task.status === 'completed',
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
      done: (item) => item.isCompleted,
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
      done: (event) => event.isCompleted,
      optimistic: (event, now) => ({
        ...event,
        isCompleted: true,
        completedAt: now,
        updatedAt: now,
      }),
    },
  },
};

/**
 * Which list of an assignable kind is read: 'mine' (GET ...?assignee=me, the Action Center's
 * default in a team) or 'all' (everything the user may see: the "Whole team" switch, and the only
 * list outside a team).
 */
export type AgendaScope = 'mine' | 'all';

/**
 * The list the Action Center reads (docs/product.md#action-center-assignees): in a team, the user's
 * own unless "Whole team" is on; outside a team, everything the user may see, as before teams.
 * Null while it is not known yet whether the user is in a team.
 */
export function agendaScope(inTeam: boolean | undefined, wholeTeam: boolean): AgendaScope | null {
  if (inTeam === undefined) return null;
  return inTeam && !wholeTeam ? 'mine' : 'all';
}

/** The key a kind's list is cached under: an event has one list, a task and an action item two. */
export function agendaListQueryKey(kind: AgendaKind, scope: AgendaScope): QueryKey {
  const { queryKey } = AGENDA_KINDS[kind];
  return kind === 'event' ? queryKey : [...queryKey, scope];
}

/** The query that names the list of `scope`: ?assignee=me for the own list of an assignable kind. */
const scopeQuery = (kind: AgendaKind, scope: AgendaScope): string =>
  kind !== 'event' && scope === 'mine' ? '?assignee=me' : '';

/** The path a kind's list is read from. */
export function agendaListPath(kind: AgendaKind, scope: AgendaScope): string {
  return `${AGENDA_KINDS[kind].path}${scopeQuery(kind, scope)}`;
}

/**
 * The path that archives the completed items of the list of `scope`: the ones the Completed tab
 * shows, not the whole team's while the own list is shown (docs/product.md#tasks-api).
 */
export function archiveCompletedPath(kind: DueKind, scope: AgendaScope): string {
  return `${AGENDA_KINDS[kind].path}/archive-completed${scopeQuery(kind, scope)}`;
}

/** Every cached list of a kind (each is changed in place by an optimistic toggle). */
export function agendaListQueryKeys(kind: AgendaKind): QueryKey[] {
  return kind === 'event'
    ? [AGENDA_KINDS.event.queryKey]
    : [agendaListQueryKey(kind, 'mine'), agendaListQueryKey(kind, 'all')];
}

/**
 * The version of an item as the Action Center shows it, which a change sends so that a change
 * based on a stale copy is refused (docs/product.md#versions); undefined when no list holds it.
 */
export function shownVersion(
  queryClient: QueryClient,
  kind: AgendaKind,
  id: number,
): number | undefined {
  for (const queryKey of agendaListQueryKeys(kind)) {
    const item = queryClient
      .getQueryData<{ id: number; version: number }[]>(queryKey)
      ?.find((entry) => entry.id === id);
    if (item) return item.version;
  }
  return undefined;
}

/** "task" -> "Task", "action items" -> "Action items": a toast's title. */
export function sentenceCase(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

// Pure rules of the Action Center (docs/product.md#action-center-groups, #dates): which group an
// item falls in, the order within each group, and the due-date rules of
// docs/product.md#due-date-update. Days are the browser's local days (dayjs in the local zone), so
// "today" is the host's today, wherever the server is. Kept apart from React so they are
// unit-tested around midnight and in other zones.
import dayjs from 'dayjs';
import type { Priority, TaskStatus } from '#shared/enums.js';
import { DUE_DATE_MESSAGES } from '#shared/action-center-messages.js';
import type { ActionItemDto, CalendarEventDto, TaskDto } from '#shared/schemas/action-center.js';
import { formatClockTime, formatDueDate } from '#web/lib/dates.js';

export type AgendaKind = 'task' | 'action_item' | 'event';

/** The kinds with a due date: rescheduled, archived and deleted (events are only completed). */
export type DueKind = Exclude<AgendaKind, 'event'>;

/** A task, an action item or a calendar event as the Action Center lists it. */
export interface AgendaItem<S = unknown> {
  kind: AgendaKind;
  id: number;
  title: string;
  description: string | null;
  guestId: number | null;
  guestName: string | null;
  /** When it is due (task, action item) or starts (event), as an ISO instant; null for no date. */
  at: string | null;
  completed: boolean;
  /** When it was completed (or last updated, when the API keeps no completion time). */
  doneAt: string | null;
  /** Action items only. */
  priority: Priority | null;
  /** Tasks only. */
  taskStatus: TaskStatus | null;
  isEvergreen: boolean;
  /**
   * Tasks and action items: who it is assigned to as the row says it ("Assigned to sam",
   * "Assigned to you"), or null when nothing needs saying (see assigneeLabel).
   */
  assigneeLabel: string | null;
  /** The object the API answered, for the dialogs. */
  source: S;
}

export type AgendaSource =
  | { kind: 'task'; task: TaskDto }
  | { kind: 'action_item'; actionItem: ActionItemDto }
  | { kind: 'event'; event: CalendarEventDto };

export type AgendaEntry = AgendaItem<AgendaSource>;

/** A task or an action item: the entries that have a due date. */
export type DueEntry = AgendaEntry & { kind: DueKind };

export function isDueEntry(entry: AgendaEntry): entry is DueEntry {
  return entry.kind !== 'event';
}

/** What every kind's answer carries, and the entry's fields that each kind fills its own way. */
type CommonFields = Pick<AgendaItem, 'id' | 'title' | 'guestId' | 'guestName'> & {
  description: string | null;
};
type OwnFields = Pick<AgendaItem, 'completed' | 'doneAt'> &
  Partial<Pick<AgendaItem, 'at' | 'priority' | 'taskStatus' | 'isEvergreen' | 'assigneeLabel'>>;

/** Who is looking at the Action Center: the assignee line depends on it. */
export interface AgendaViewer {
  userId: number;
  /** In a team, items can be assigned to others, so the row always says whose it is. */
  inTeam: boolean;
}

/**
 * docs/product.md#action-center-assignees: "Assigned to {username}" for someone else's item,
 * "Assigned to you" for the viewer's own in a team, and nothing outside a team when it is the
 * viewer's (everything is theirs there). Nothing either while the viewer is not known yet.
 */
export function assigneeLabel(
  item: { assigneeId: number; assigneeName: string },
  viewer: AgendaViewer | null,
): string | null {
  if (!viewer) return null;
  if (item.assigneeId !== viewer.userId) return `Assigned to ${item.assigneeName}`;
  return viewer.inTeam ? 'Assigned to you' : null;
}

function toEntry(source: AgendaSource, item: CommonFields, own: OwnFields): AgendaEntry {
  const { id, title, description, guestId, guestName } = item;
  return {
    kind: source.kind,
    id,
    title,
    description: description || null,
    guestId,
    guestName,
    at: null,
    priority: null,
    taskStatus: null,
    isEvergreen: false,
    assigneeLabel: null,
    ...own,
    source,
  };
}

/**
 * A task or an action item: placed by its due date; evergreen when it has none on purpose; its
 * assignee said for `viewer`.
 */
const fromDueItem = (
  source: AgendaSource,
  item: TaskDto | ActionItemDto,
  viewer: AgendaViewer | null,
  own: OwnFields,
) =>
  toEntry(source, item, {
    at: item.dueDate,
    isEvergreen: item.isEvergreen,
    assigneeLabel: assigneeLabel(item, viewer),
    ...own,
  });

/** A task in the Action Center: completed by status; its completion time is completedAt. */
export const fromTask = (task: TaskDto, viewer: AgendaViewer | null = null): AgendaEntry =>
  fromDueItem({ kind: 'task', task }, task, viewer, {
    completed: task.status === 'completed',
    doneAt: task.completedAt ?? task.updatedAt,
    taskStatus: task.status,
  });

/** An action item: the API keeps no completion time, so its last update stands for it. */
export const fromActionItem = (
  actionItem: ActionItemDto,
  viewer: AgendaViewer | null = null,
): AgendaEntry =>
  fromDueItem({ kind: 'action_item', actionItem }, actionItem, viewer, {
    completed: actionItem.isCompleted,
    doneAt: actionItem.updatedAt,
    priority: actionItem.priority,
  });

/** A calendar event, placed by its start time. */
export const fromCalendarEvent = (event: CalendarEventDto): AgendaEntry =>
  toEntry({ kind: 'event', event }, event, {
    at: event.startTime,
    completed: event.isCompleted,
    doneAt: event.completedAt ?? event.updatedAt,
  });

export interface AgendaGroups<S = unknown> {
  pastDue: AgendaItem<S>[];
  noDate: AgendaItem<S>[];
  today: AgendaItem<S>[];
  tomorrow: AgendaItem<S>[];
  upcoming: AgendaItem<S>[];
  /** Newest first. */
  completed: AgendaItem<S>[];
}

export type UpcomingGroupKey = Exclude<keyof AgendaGroups, 'completed'>;

/** The Upcoming tab's groups in the order they are shown, with their headings. */
export const UPCOMING_GROUPS: readonly { key: UpcomingGroupKey; title: string }[] = [
  { key: 'pastDue', title: 'Past due' },
  { key: 'noDate', title: 'No date' },
  { key: 'today', title: 'Today' },
  { key: 'tomorrow', title: 'Tomorrow' },
  { key: 'upcoming', title: 'Upcoming' },
];

/**
 * docs/product.md#limits: the Past due group shows at most 5 entries until it is expanded
 * (docs/product.md#action-center-groups).
 */
export const PAST_DUE_VISIBLE = 5;

const DAY = 'YYYY-MM-DD';

/** The local calendar day of an instant, as 'YYYY-MM-DD' (compares as text). */
export function localDay(at: string | Date | number): string {
  return dayjs(at).format(DAY);
}

const PRIORITY_RANK: Readonly<Record<Priority, number>> = { high: 0, medium: 1, low: 2 };
const TASK_STATUS_RANK: Readonly<Record<TaskStatus, number>> = {
  pending: 0,
  in_progress: 1,
  completed: 2,
};
/** Within one instant: events (fixed times) first, then action items, then tasks. */
const KIND_RANK: Readonly<Record<AgendaKind, number>> = { event: 0, action_item: 1, task: 2 };

const time = (iso: string | null): number => (iso === null ? Number.NaN : Date.parse(iso));

/** Dated groups: earliest first; at the same instant events, action items, then tasks. */
export function compareDated(a: AgendaItem, b: AgendaItem): number {
  return (
    time(a.at) - time(b.at) ||
    KIND_RANK[a.kind] - KIND_RANK[b.kind] ||
    compareWithinKind(a, b) ||
    a.id - b.id
  );
}

/** Action items by priority (high, medium, low); tasks pending before in progress. */
function compareWithinKind(a: AgendaItem, b: AgendaItem): number {
  if (a.kind !== b.kind) return 0;
  if (a.kind === 'action_item') {
    return PRIORITY_RANK[a.priority ?? 'medium'] - PRIORITY_RANK[b.priority ?? 'medium'];
  }
  if (a.kind === 'task') {
    return (
      TASK_STATUS_RANK[a.taskStatus ?? 'pending'] - TASK_STATUS_RANK[b.taskStatus ?? 'pending']
    );
  }
  return 0;
}

/**
 * No date (docs/product.md#action-center-groups): action items before tasks; action items high,
 * medium, then low priority; pending tasks before in-progress ones; then in the order they were
 * created.
 */
export function compareUndated(a: AgendaItem, b: AgendaItem): number {
  return KIND_RANK[a.kind] - KIND_RANK[b.kind] || compareWithinKind(a, b) || a.id - b.id;
}

/** Completed: newest completion first; items without a time last. */
export function compareCompleted(a: AgendaItem, b: AgendaItem): number {
  const ta = time(a.doneAt);
  const tb = time(b.doneAt);
  if (Number.isNaN(ta) !== Number.isNaN(tb)) return Number.isNaN(ta) ? 1 : -1;
  return (Number.isNaN(ta) ? 0 : tb - ta) || b.id - a.id;
}

/**
 * Sorts items into the Action Center's groups for the local day of `now`: uncompleted items into
 * Past due (a day before today), No date, Today, Tomorrow and Upcoming (after tomorrow); completed
 * ones into Completed, newest first.
 */
export function groupAgenda<S>(items: readonly AgendaItem<S>[], now: Date): AgendaGroups<S> {
  const today = localDay(now);
  const tomorrow = dayjs(now).add(1, 'day').format(DAY);
  const groups: AgendaGroups<S> = {
    pastDue: [],
    noDate: [],
    today: [],
    tomorrow: [],
    upcoming: [],
    completed: [],
  };
  for (const item of items) {
    if (item.completed) groups.completed.push(item);
    else if (item.at === null || Number.isNaN(time(item.at))) groups.noDate.push(item);
    else {
      const day = localDay(item.at);
      if (day < today) groups.pastDue.push(item);
      else if (day === today) groups.today.push(item);
      else if (day === tomorrow) groups.tomorrow.push(item);
      else groups.upcoming.push(item);
    }
  }
  groups.pastDue.sort(compareDated);
  groups.today.sort(compareDated);
  groups.tomorrow.sort(compareDated);
  groups.upcoming.sort(compareDated);
  groups.noDate.sort(compareUndated);
  groups.completed.sort(compareCompleted);
  return groups;
}

/**
 * The docs/product.md#errors browser confirmation before a delete, "this task/action item" said for
 * the kind at hand (docs/decisions/008).
 */
export function deleteConfirmation(kind: DueKind): string {
  const what = kind === 'task' ? 'task' : 'action item';
  return `Are you sure you want to delete this ${what}? This action cannot be undone.`;
}

// ---- due dates --------------------------------------------------------------------------------

/**
 * The day the Update Due Date dialog suggests: tomorrow (docs/product.md#validation), as
 * 'YYYY-MM-DD'.
 */
export function suggestedDueDay(now: Date): string {
  return dayjs(now).add(1, 'day').format(DAY);
}

/** Why a picked day cannot be the new due date, or null when it can (today or later). */
export function dueDayError(day: string | null | undefined, now: Date): string | null {
  if (!day) return DUE_DATE_MESSAGES.required;
  const parsed = dayjs(day, DAY);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(day) || !parsed.isValid() || parsed.format(DAY) !== day) {
    return DUE_DATE_MESSAGES.invalid;
  }
  return day < localDay(now) ? DUE_DATE_MESSAGES.past : null;
}

/**
 * The due date sent for a day picked in the browser: the start of that local day with the
 * browser's offset ("2025-07-04T00:00:00-07:00"). The instant groups into that day here, and the
 * server reads the written calendar day from its first ten characters for the guest's follow-up
 * date (docs/decisions/005), so both agree on the day picked in every zone.
 */
export function dueDayToIso(day: string): string {
  return dayjs(day).startOf('day').format();
}

/** An all-day event runs from the start of its day to 23:59:59.999 (docs/product.md#validation). */
export function isAllDayEvent({
  startTime,
  endTime,
}: Pick<CalendarEventDto, 'startTime' | 'endTime'>): boolean {
  const start = dayjs(startTime);
  return (
    start.isSame(start.startOf('day')) && dayjs(endTime).isSame(start.endOf('day'), 'millisecond')
  );
}

/** "Jan 5, 2025 · 10:00 AM – 11:00 AM", or "Jan 5, 2025 · All day". */
export function eventWhen(event: Pick<CalendarEventDto, 'startTime' | 'endTime'>): string {
  if (isAllDayEvent(event)) return `${formatDueDate(event.startTime)} · All day`;
  return `${formatDueDate(event.startTime)} · ${formatClockTime(event.startTime)} – ${formatClockTime(event.endTime)}`;
}

// Pure helpers for the journal sheet (docs/product.md#journal-sheet, #journal-tags, #dates):
// action labels, the entry time, the bracketed status tag on task and action-item entries, and an
// entry's old and new values as a person reads them.
import dayjs from 'dayjs';
import {
  TASK_STATUS_LABELS,
  TASK_STATUSES,
  type JournalAction,
  type TaskStatus,
} from '#shared/enums.js';
import { FOLLOW_UP_TYPE_TITLES, normalizeStatus, STATUS_META } from '#shared/guest-rules.js';
import type { JournalEntryDto } from '#shared/schemas/guests.js';
import { formatClockTime, formatDueDate } from '#web/lib/dates.js';

export const JOURNAL_ACTION_LABELS: Readonly<Record<JournalAction, string>> = {
  created: 'created',
  updated: 'updated',
  deleted: 'deleted',
  archived: 'archived',
  restored: 'restored',
  status_change: 'status change',
  manual_note: 'manual note',
  calendar: 'calendar',
  task: 'task',
  action_item: 'action item',
  application: 'application',
};

export const JOURNAL_ACTION_COLORS: Readonly<Record<JournalAction, string>> = {
  created: 'teal',
  updated: 'blue',
  deleted: 'red',
  archived: 'gray',
  restored: 'green',
  status_change: 'violet',
  manual_note: 'yellow',
  calendar: 'cyan',
  task: 'indigo',
  action_item: 'orange',
  application: 'pink',
};

/** The label of an action, or the raw action with underscores as spaces if it is unknown. */
export function journalActionLabel(action: string): string {
  return JOURNAL_ACTION_LABELS[action as JournalAction] ?? action.replace(/_/g, ' ');
}

/** docs/product.md#journal-sheet "M/d/yy h:mma" in the browser's zone, e.g. "1/5/25 3:04PM". */
export function formatJournalTime(iso: string): string {
  return dayjs(iso).format('M/D/YY h:mmA');
}

export const TASK_STATUS_TAGS = ['pending', 'in progress', 'completed'] as const;
export type TaskStatusTag = (typeof TASK_STATUS_TAGS)[number];

/** Actions whose descriptions may end in a status tag (docs/product.md#states). */
const TAGGED_ACTIONS: readonly string[] = ['task', 'action_item'];

const TRAILING_TAG = /\s*\[(pending|in[ _]progress|completed)\]\s*$/i;

export interface SplitDescription {
  text: string;
  /** The status badge to show, or null for entries that carry none. */
  tag: TaskStatusTag | null;
}

/**
 * Strips a trailing "[pending]", "[in progress]" or "[completed]" from a task or action-item
 * entry's description and returns it as the badge; such entries without a tag default to
 * "pending" (docs/product.md#states). Other entries are returned unchanged with no badge, so a note
 * that happens to end in "[completed]" keeps its text.
 */
export function splitStatusTag(action: string, description: string): SplitDescription {
  if (!TAGGED_ACTIONS.includes(action)) return { text: description, tag: null };
  const match = TRAILING_TAG.exec(description);
  if (!match) return { text: description.trim(), tag: 'pending' };
  const word = (match[1] ?? '').toLowerCase().replace('_', ' ') as TaskStatusTag;
  return { text: description.slice(0, match.index).trim(), tag: word };
}

/** An instant as the server writes it into a journal value ("2027-03-14T05:00:00.000Z"). */
const ISO_INSTANT = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:\d{2})$/;

const isInstant = (value: string): boolean => ISO_INSTANT.test(value) && dayjs(value).isValid();

const isTaskStatus = (value: string): value is TaskStatus =>
  (TASK_STATUSES as readonly string[]).includes(value);

/** An event's start: "Jan 5, 2027 · 3:00 PM", or the day alone at local midnight (all day). */
function eventStartText(iso: string): string {
  const start = dayjs(iso);
  return start.isSame(start.startOf('day'))
    ? formatDueDate(iso)
    : `${formatDueDate(iso)} · ${formatClockTime(iso)}`;
}

/**
 * An entry's old or new value as the journal sheet shows it (docs/product.md#journal-sheet): guest
 * statuses as their column titles, task states and follow-up types as the forms name them, due
 * dates as "MMM D, YYYY" and event starts with their time, in the browser's zone. Values the
 * entry's kind does not know (titles, usernames, typed text) are shown as they are.
 */
export function journalValueText(
  entry: Pick<JournalEntryDto, 'action' | 'description'>,
  value: string | null,
): string {
  if (value === null || value === '') return '(empty)';
  switch (entry.action) {
    case 'status_change': {
      const status = normalizeStatus(value);
      return status ? STATUS_META[status].title : value;
    }
    case 'updated':
      return entry.description === 'Updated follow-up type'
        ? (FOLLOW_UP_TYPE_TITLES[value as keyof typeof FOLLOW_UP_TYPE_TITLES] ?? value)
        : value;
    case 'task':
    case 'action_item':
      if (isTaskStatus(value)) return TASK_STATUS_LABELS[value];
      return isInstant(value) ? formatDueDate(value) : value;
    case 'calendar':
      return isInstant(value) ? eventStartText(value) : value;
    default:
      return value;
  }
}

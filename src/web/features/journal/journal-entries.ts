// Pure helpers for the journal sheet (docs/product.md#board-dialogs, #journal-tags, #limits time
// format): action labels, the entry time, and the bracketed status tag on task and action-item
// entries.
import dayjs from 'dayjs';
import type { JournalAction } from '#shared/enums.js';

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

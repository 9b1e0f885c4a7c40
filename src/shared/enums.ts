// The product's enumerations (docs/product.md#entities, #guest-statuses). Shared by the database
// checks, the API schemas and the web forms so a value is spelled in exactly one place.

export const GUEST_STATUSES = [
  'prospect',
  'hot',
  'intro',
  'limbo',
  'scheduled',
  'complete',
] as const;
export type GuestStatus = (typeof GUEST_STATUSES)[number];

export const FOLLOW_UP_TYPES = ['call', 'text', 'email', 'linkedin', 'other'] as const;
export type FollowUpType = (typeof FOLLOW_UP_TYPES)[number];

export const TASK_STATUSES = ['pending', 'in_progress', 'completed'] as const;
export type TaskStatus = (typeof TASK_STATUSES)[number];

/** A task state as the forms and the journal say it (docs/product.md#task-states). */
export const TASK_STATUS_LABELS: Readonly<Record<TaskStatus, string>> = {
  pending: 'Pending',
  in_progress: 'In Progress',
  completed: 'Completed',
};

export const PRIORITIES = ['low', 'medium', 'high'] as const;
export type Priority = (typeof PRIORITIES)[number];

export const EVENT_TYPES = ['intro_call', 'recording', 'follow_up', 'other'] as const;
export type EventType = (typeof EVENT_TYPES)[number];

export const JOURNAL_ACTIONS = [
  'created',
  'updated',
  'deleted',
  'archived',
  'restored',
  'status_change',
  'manual_note',
  'calendar',
  'task',
  'action_item',
  /** Applied through the public guest form (docs/product.md#guest-form). */
  'application',
] as const;
export type JournalAction = (typeof JOURNAL_ACTIONS)[number];

/** A member's place in their team (docs/product.md#team-roles); users.team_role, null outside one. */
export const TEAM_ROLES = ['owner', 'member'] as const;
export type TeamRole = (typeof TEAM_ROLES)[number];

// The Action Center's three forms as plain values (docs/product.md#task-validation,
// #action-item-validation, #event-validation): their defaults, the evergreen/due-date rules of
// docs/product.md#states, how the values become the API bodies, and validation: the body a form
// would send goes through the shared zod schema with Mantine's schemaResolver, so the messages are
// the server's. Pure, so they are unit-tested; the components only draw them.
import { schemaResolver, type FormErrors } from '@mantine/form';
import dayjs from 'dayjs';
import type { z } from 'zod';
import {
  TASK_STATUS_LABELS,
  type EventType,
  type FollowUpType,
  type Priority,
} from '#shared/enums.js';
import {
  createActionItemSchema,
  createCalendarEventSchema,
  defaultReminders,
  createTaskSchema,
  type CreateActionItemInput,
  type CreateCalendarEventInput,
  type CreateTaskInput,
} from '#shared/schemas/action-center.js';
import { EVENT_MESSAGES } from '#shared/action-center-messages.js';
import { dueDayToIso } from './agenda';

/** The schema's first message per field of the body a form would send. */
function bodyErrors(schema: z.ZodType, body: unknown): FormErrors {
  return schemaResolver(schema, { sync: true })(body);
}

// ---- what the task and action item forms share ------------------------------------------------

/** The fields a task and an action item both have. */
export interface DueItemFormValues {
  title: string;
  description: string;
  /** 'YYYY-MM-DD' or null. */
  dueDate: string | null;
  isEvergreen: boolean;
  /**
   * docs/product.md#action-center-assignees: a team member's id, or '' for the user (the server's
   * default: the creator), so a form outside a team sends no assignee at all.
   */
  assigneeId: string;
}

function dueItemBody(values: DueItemFormValues) {
  return {
    title: values.title.trim(),
    description: values.description.trim(),
    dueDate: values.dueDate ? dueDayToIso(values.dueDate) : null,
    isEvergreen: values.isEvergreen,
    ...(values.assigneeId ? { assigneeId: Number(values.assigneeId) } : {}),
  };
}

/**
 * The "Assigned to" choices (docs/product.md#action-center-assignees): the team's members in the
 * team's order (owner first), the user marked "(you)"; none outside a team.
 */
export function assigneeOptions(
  team: { members: readonly { id: number; username: string }[] } | null,
  userId: number | undefined,
): { value: string; label: string }[] {
  if (!team) return [];
  return team.members.map((member) => ({
    value: String(member.id),
    label: member.id === userId ? `${member.username} (you)` : member.username,
  }));
}

// ---- task (journal "Create Task") ------------------------------------------------------------

export interface TaskFormValues extends DueItemFormValues {
  status: 'pending' | 'in_progress';
  updateFollowUpDate: boolean;
  followUpType: FollowUpType | '';
}

export const EMPTY_TASK_FORM: TaskFormValues = {
  title: '',
  description: '',
  dueDate: null,
  isEvergreen: false,
  assigneeId: '',
  status: 'pending',
  updateFollowUpDate: false,
  followUpType: '',
};

export const TASK_STATUS_OPTIONS = [
  { value: 'pending', label: TASK_STATUS_LABELS.pending },
  { value: 'in_progress', label: TASK_STATUS_LABELS.in_progress },
] as const;

/**
 * docs/product.md#validation: the follow-up option exists only for a guest's task that is not
 * evergreen.
 */
export function canUpdateFollowUp(values: TaskFormValues, guestId: number | null): boolean {
  return guestId !== null && !values.isEvergreen;
}

/** docs/product.md#states: ticking evergreen clears the date and the follow-up option. */
export function withEvergreen<T extends DueItemFormValues>(values: T, isEvergreen: boolean): T {
  if (!isEvergreen) return { ...values, isEvergreen };
  return 'updateFollowUpDate' in values
    ? { ...values, isEvergreen, dueDate: null, updateFollowUpDate: false, followUpType: '' }
    : { ...values, isEvergreen, dueDate: null };
}

/** docs/product.md#states: choosing a date clears evergreen. */
export function withDueDate<T extends DueItemFormValues>(values: T, dueDate: string | null): T {
  return { ...values, dueDate, isEvergreen: dueDate ? false : values.isEvergreen };
}

export function toCreateTaskInput(values: TaskFormValues, guestId: number | null): CreateTaskInput {
  const updateFollowUpDate = canUpdateFollowUp(values, guestId) && values.updateFollowUpDate;
  return {
    ...dueItemBody(values),
    status: values.status,
    guestId,
    updateFollowUpDate,
    followUpType: updateFollowUpDate && values.followUpType ? values.followUpType : null,
  };
}

export function validateTaskForm(values: TaskFormValues, guestId: number | null): FormErrors {
  return bodyErrors(createTaskSchema, toCreateTaskInput(values, guestId));
}

// ---- action item (Action Center "Add Action Item") ---------------------------------------------

export interface ActionItemFormValues extends DueItemFormValues {
  priority: Priority;
  /** '' for none. */
  guestId: string;
}

export const EMPTY_ACTION_ITEM_FORM: ActionItemFormValues = {
  title: '',
  description: '',
  dueDate: null,
  isEvergreen: false,
  assigneeId: '',
  priority: 'medium',
  guestId: '',
};

export const PRIORITY_OPTIONS = [
  { value: 'high', label: 'High' },
  { value: 'medium', label: 'Medium' },
  { value: 'low', label: 'Low' },
] as const;

export function toCreateActionItemInput(values: ActionItemFormValues): CreateActionItemInput {
  return {
    ...dueItemBody(values),
    priority: values.priority,
    isCompleted: false,
    guestId: values.guestId ? Number(values.guestId) : null,
  };
}

export function validateActionItemForm(values: ActionItemFormValues): FormErrors {
  return bodyErrors(createActionItemSchema, toCreateActionItemInput(values));
}

// ---- calendar event (schedule dialog) ------------------------------------------------------

export const EVENT_DURATIONS = ['30', '60', '90', '120'] as const;
export type EventDuration = (typeof EVENT_DURATIONS)[number];

/** docs/product.md#entities: the form's labels of the event types. */
export const EVENT_TYPE_FORM_LABELS: Readonly<Record<EventType, string>> = {
  intro_call: 'Intro Call',
  recording: 'Recording Session',
  follow_up: 'Follow Up',
  other: 'Other',
};

/** docs/product.md#entities: the list's labels ("Podcast Recording", "Meeting"). */
export const EVENT_TYPE_LIST_LABELS: Readonly<Record<EventType, string>> = {
  intro_call: 'Intro Call',
  recording: 'Podcast Recording',
  follow_up: 'Follow Up',
  other: 'Meeting',
};

export interface EventFormValues {
  title: string;
  description: string;
  /** 'YYYY-MM-DD' or null. */
  date: string | null;
  /** 'HH:mm'. */
  time: string;
  duration: EventDuration;
  isAllDay: boolean;
  isVirtual: boolean;
  location: string;
  meetingLink: string;
  meetingPassword: string;
  eventType: EventType | '';
  /** SMS reminders, minutes before the start, as checkbox values ('1440', '60', '15'). */
  reminders: string[];
}

/** docs/product.md#validation, #limits: "Podcast with {guest}", 60 minutes, a recording. */
export function initialEventForm(guestName: string | null): EventFormValues {
  return {
    title: guestName ? `Podcast with ${guestName}` : '',
    description: '',
    date: null,
    time: '10:00',
    duration: '60',
    isAllDay: false,
    isVirtual: false,
    location: '',
    meetingLink: '',
    meetingPassword: '',
    eventType: 'recording',
    reminders: defaultReminders('recording').map(String),
  };
}

/**
 * docs/product.md#board-dialogs: a new event type brings its default reminders (a day and an hour
 * before a recording, none for the rest) unless the host has ticked or unticked one themselves.
 */
export function withEventType(
  values: EventFormValues,
  eventType: EventType | '',
  remindersChosen: boolean,
): EventFormValues {
  if (remindersChosen || eventType === '') return { ...values, eventType };
  return { ...values, eventType, reminders: defaultReminders(eventType).map(String) };
}

/** A start time as the time field gives it, "HH:mm". */
const TIME_PATTERN = /^\d{1,2}:\d{2}$/;

/**
 * Start and end in the browser's zone: an all-day event runs from the start of the day to
 * 23:59:59.999 (docs/product.md#validation); otherwise the end is the start plus the duration. Null
 * without a date (or a time, for a timed event).
 */
export function eventTimes(values: EventFormValues): { start: Date; end: Date } | null {
  if (!values.date) return null;
  if (values.isAllDay) {
    const day = dayjs(values.date);
    if (!day.isValid()) return null;
    return { start: day.startOf('day').toDate(), end: day.endOf('day').toDate() };
  }
  if (!TIME_PATTERN.test(values.time)) return null;
  const start = dayjs(`${values.date}T${values.time.padStart(5, '0')}:00`);
  if (!start.isValid()) return null;
  return { start: start.toDate(), end: start.add(Number(values.duration), 'minute').toDate() };
}

/**
 * The POST body: duration and all-day only shape the times and are not sent
 * (docs/product.md#validation).
 */
export function toCreateEventInput(
  values: EventFormValues,
  guestId: number | null,
): CreateCalendarEventInput {
  const times = eventTimes(values);
  return {
    title: values.title.trim(),
    description: values.description.trim() || null,
    startTime: times ? times.start.toISOString() : '',
    endTime: times ? times.end.toISOString() : '',
    location: values.isVirtual ? null : values.location.trim() || null,
    eventType: values.eventType as EventType,
    isVirtual: values.isVirtual,
    meetingLink: values.isVirtual ? values.meetingLink.trim() || null : null,
    meetingPassword: values.isVirtual ? values.meetingPassword.trim() || null : null,
    guestId,
    reminders: values.reminders.map(Number),
  };
}

/**
 * Where a start that cannot be made is said (docs/product.md#event-validation): "Start time is
 * required" on the field that is empty or does not parse, the date or the start time; when both
 * are, on the date, with the start time marked invalid too. None when the start can be made.
 */
export function startFieldErrors(values: EventFormValues): { date?: string; time?: true | string } {
  if (eventTimes(values)) return {};
  const message = EVENT_MESSAGES.startTimeRequired;
  const dateMissing = !values.date || !dayjs(values.date).isValid();
  if (!dateMissing) return values.isAllDay ? { date: message } : { time: message };
  return !values.isAllDay && !TIME_PATTERN.test(values.time)
    ? { date: message, time: true }
    : { date: message };
}

/**
 * Field errors of the event form; the start's messages land on the date or start time field
 * that is missing ({@link startFieldErrors}), and on the date otherwise.
 */
export function validateEventForm(values: EventFormValues, guestId: number | null): FormErrors {
  const errors = bodyErrors(createCalendarEventSchema, toCreateEventInput(values, guestId));
  if (errors.startTime) {
    const start = startFieldErrors(values);
    if (start.date !== undefined || start.time !== undefined) Object.assign(errors, start);
    else errors.date = errors.startTime;
    delete errors.startTime;
  }
  // Without a start there is no end either; one message is enough.
  if ((errors.date || errors.time) && errors.endTime) delete errors.endTime;
  return errors;
}

// Action Center payloads: tasks, action items and calendar events (docs/product.md#entities fields,
// #task-validation, #action-item-validation, #event-validation and #due-date-update messages, #api
// routes). The server validates requests with these and describes its answers with the response
// schemas; the Action Center, the journal's Create Task tab and the schedule dialog validate with
// the same ones. docs/decisions/005-action-center-api.md records the response shapes and the
// choices behind them.
import { z } from 'zod';
import { EVENT_TYPES, PRIORITIES, TASK_STATUSES } from '../enums.js';
import { EARLIEST_FOLLOW_UP_DATE } from '../guest-rules.js';
import {
  ACTION_CENTER_LIMITS,
  TASK_MESSAGES,
  ACTION_ITEM_MESSAGES,
  EVENT_MESSAGES,
  DUE_DATE_MESSAGES,
  INVALID_GUEST_ID_MESSAGE,
} from '../action-center-messages.js';
import {
  followUpTypeField,
  idParamsSchema,
  idText,
  MAX_ID,
  optionalLine,
  optionalText,
  parseIsoDate,
  requiredDate,
  requiredLine,
} from './fields.js';
import { versionField } from './versions.js';
import { RECORDING_DEFAULT_REMINDERS } from '../notifications.js';
import { remindersField } from './notifications.js';

export * from '../action-center-messages.js';

// ---- fields --------------------------------------------------------------------------------

export { parseIsoDate } from './fields.js';

/** Optional due date: absent or null or blank means none. */
const dueDateField = z
  .string({ error: DUE_DATE_MESSAGES.invalid })
  .nullish()
  .transform((value, ctx): Date | null => {
    if (value === undefined || value === null || value.trim() === '') return null;
    const date = parseIsoDate(value);
    if (!date) {
      ctx.addIssue({ code: 'custom', message: DUE_DATE_MESSAGES.invalid });
      return z.NEVER;
    }
    return date;
  });

const titleField = (messages: { titleRequired: string; titleTooLong: string }) =>
  requiredLine(messages.titleRequired, ACTION_CENTER_LIMITS.title, messages.titleTooLong);

/** Free text that may be absent, null or blank (all stored as ''), else trimmed. */
const descriptionField = (long: string) =>
  optionalText('Description', ACTION_CENTER_LIMITS.description, long).transform(
    (value) => value ?? '',
  );

/** Optional text stored as null when absent or blank; `text` optionalLine for a one-line field. */
const nullableText = (label: string, max: number, long: string, text = optionalText) =>
  text(label, max, long).transform((value) => value ?? null);

const flag = (message: string) => z.boolean({ error: message });

/** A guest id in a body: a positive integer or null; anything else cannot name a guest. */
const guestIdField = z
  .number({ error: INVALID_GUEST_ID_MESSAGE })
  .int(INVALID_GUEST_ID_MESSAGE)
  .positive(INVALID_GUEST_ID_MESSAGE)
  .max(MAX_ID, INVALID_GUEST_ID_MESSAGE)
  .nullish()
  .transform((value) => value ?? null);

/** Who a task or action item is assigned to: the caller or a member of their team. */
export const ASSIGNEE_MESSAGE = 'Assignee must be you or a member of your team';
/** An item on a guest the team cannot see stays with its creator: an assignee would see the guest. */
export const PRIVATE_GUEST_ASSIGNEE_MESSAGE =
  'This guest is not shared with your team: its items can only be assigned to you';
const assigneeIdField = z
  .number({ error: ASSIGNEE_MESSAGE })
  .int(ASSIGNEE_MESSAGE)
  .positive(ASSIGNEE_MESSAGE)
  .max(MAX_ID, ASSIGNEE_MESSAGE)
  .optional();

export const taskStatusSchema = z.enum(TASK_STATUSES, { error: TASK_MESSAGES.invalidStatus });
export const prioritySchema = z.enum(PRIORITIES, { error: ACTION_ITEM_MESSAGES.invalidPriority });

const eventTypeField = z
  .string({
    error: (issue) =>
      issue.input == null ? EVENT_MESSAGES.eventTypeRequired : EVENT_MESSAGES.invalidEventType,
  })
  .trim()
  .min(1, EVENT_MESSAGES.eventTypeRequired)
  .max(ACTION_CENTER_LIMITS.eventType, EVENT_MESSAGES.eventTypeTooLong)
  .pipe(z.enum(EVENT_TYPES, { error: EVENT_MESSAGES.invalidEventType }));

// Cross-field rules run even when another field failed, so the client sees every message at once
// (but not when the body is not an object at all).
const always = {
  when: (payload: { value: unknown }) =>
    typeof payload.value === 'object' && payload.value !== null && !Array.isArray(payload.value),
} as const;

/** Tasks and action items: an evergreen item never falls due, so it takes no due date. */
const evergreenRule =
  (message: string) =>
  (item: { isEvergreen?: unknown; dueDate?: unknown }, ctx: z.RefinementCtx) => {
    if (item.isEvergreen === true && item.dueDate) {
      ctx.addIssue({ code: 'custom', path: ['dueDate'], message });
    }
  };

// ---- tasks ---------------------------------------------------------------------------------

/**
 * The calendar day a due date was written for: its first ten characters ("2025-01-05" of
 * "2025-01-05T00:00:00+02:00"), as UTC midnight, the way the guest dialog stores follow-up dates.
 * A browser that sends its local start of day with its offset therefore moves the guest's
 * follow-up date to the day the host picked, whatever their zone.
 */
export function writtenCalendarDate(value: string): Date {
  return new Date(`${value.trim().slice(0, 10)}T00:00:00.000Z`);
}

const rawDueDateField = z
  .string({ error: DUE_DATE_MESSAGES.invalid })
  .refine((value) => value.trim() === '' || parseIsoDate(value) !== null, DUE_DATE_MESSAGES.invalid)
  .nullish()
  .transform((value) => (value && value.trim() !== '' ? value.trim() : null));

/**
 * POST /api/tasks. Defaults (docs/product.md#validation): description '', status pending, guestId
 * null. Send dueDate as an ISO date-time with the browser's offset
 * (dayjs(day).startOf('day').format()) or as "YYYY-MM-DD". The output adds followUpDate: the
 * written calendar day, for the guest.
 */
export const createTaskSchema = z
  .object({
    title: titleField(TASK_MESSAGES),
    description: descriptionField(TASK_MESSAGES.descriptionTooLong),
    dueDate: rawDueDateField,
    status: taskStatusSchema.default('pending'),
    isEvergreen: flag(TASK_MESSAGES.invalidEvergreen).default(false),
    guestId: guestIdField,
    updateFollowUpDate: flag(TASK_MESSAGES.invalidUpdateFollowUpDate).default(false),
    followUpType: followUpTypeField.transform((value) => value ?? null),
    /** Default: the creator (docs/product.md#versions). */
    assigneeId: assigneeIdField,
  })
  .superRefine((task, ctx) => {
    const raw = task as Partial<typeof task>;
    evergreenRule(TASK_MESSAGES.evergreenWithDueDate)(raw, ctx);
    if (raw.updateFollowUpDate !== true) return;
    if (raw.dueDate === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['dueDate'],
        message: TASK_MESSAGES.dueDateRequiredForFollowUp,
      });
    }
    if (
      typeof raw.dueDate === 'string' &&
      writtenCalendarDate(raw.dueDate) < EARLIEST_FOLLOW_UP_DATE
    ) {
      ctx.addIssue({
        code: 'custom',
        path: ['dueDate'],
        message: TASK_MESSAGES.followUpDateTooEarly,
      });
    }
    if (raw.followUpType === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['followUpType'],
        message: TASK_MESSAGES.followUpTypeRequired,
      });
    }
    if (raw.guestId === null) {
      ctx.addIssue({
        code: 'custom',
        path: ['guestId'],
        message: TASK_MESSAGES.followUpNeedsGuest,
      });
    }
  }, always)
  .transform(({ dueDate, ...task }) => ({
    ...task,
    dueDate: dueDate === null ? null : (parseIsoDate(dueDate) as Date),
    followUpDate: dueDate === null ? null : writtenCalendarDate(dueDate),
  }));
export type CreateTaskInput = z.input<typeof createTaskSchema>;

/**
 * PATCH /api/tasks/:id/status. Completing sets completedAt; leaving completed clears it. Every
 * update takes the optional `version` the client last saw (docs/product.md#versions).
 */
export const taskStatusBodySchema = z.object({ status: taskStatusSchema, version: versionField });

/**
 * PATCH /api/tasks/:id and PATCH /api/action-items/:id: a new due date, a new assignee, or both
 * (one of them is required: without either, "Missing required information to update the due
 * date"; a dueDate that is present but not a readable date, text or not, is "Invalid date
 * selected", as at creation: docs/product.md#due-date-update). A date more than a day
 * before the server's current UTC day is refused with "Please select a future date"; the exact
 * "before today" check is the browser's, which knows the user's zone (docs/product.md#dates).
 * Setting a date on an evergreen item makes it non-evergreen (docs/product.md#states).
 */
export const itemUpdateBodySchema = z
  .object({
    dueDate: requiredDate({
      required: DUE_DATE_MESSAGES.required,
      invalid: DUE_DATE_MESSAGES.invalid,
    }).optional(),
    assigneeId: assigneeIdField,
    version: versionField,
  })
  .superRefine((body, ctx) => {
    if (body.dueDate === undefined && body.assigneeId === undefined) {
      ctx.addIssue({ code: 'custom', path: ['dueDate'], message: DUE_DATE_MESSAGES.required });
    }
  });

/**
 * The server's past-date rule: refused when before the start of the previous UTC day, which is
 * before "today" in every time zone (UTC-12 to UTC+14), so no user's today is ever refused.
 */
export function isTooFarInPast(date: Date, now: Date): boolean {
  const startOfPreviousUtcDay = Date.UTC(
    now.getUTCFullYear(),
    now.getUTCMonth(),
    now.getUTCDate() - 1,
  );
  return date.getTime() < startOfPreviousUtcDay;
}

// ---- action items --------------------------------------------------------------------------

/** POST /api/action-items. Defaults: description '', priority medium, not evergreen, open. */
export const createActionItemSchema = z
  .object({
    title: titleField(ACTION_ITEM_MESSAGES),
    description: descriptionField(ACTION_ITEM_MESSAGES.descriptionTooLong),
    dueDate: dueDateField,
    priority: prioritySchema.default('medium'),
    isEvergreen: flag(ACTION_ITEM_MESSAGES.invalidEvergreen).default(false),
    isCompleted: flag(ACTION_ITEM_MESSAGES.invalidCompleted).default(false),
    guestId: guestIdField,
    /** Default: the creator (docs/product.md#versions). */
    assigneeId: assigneeIdField,
  })
  .superRefine(evergreenRule(ACTION_ITEM_MESSAGES.evergreenWithDueDate), always);
export type CreateActionItemInput = z.input<typeof createActionItemSchema>;

/** PATCH /api/action-items/:id/complete. */
export const actionItemCompleteBodySchema = z.object({
  isCompleted: flag(ACTION_ITEM_MESSAGES.invalidCompleted),
  version: versionField,
});

// ---- calendar events -----------------------------------------------------------------------

/** An event's end, when both times parsed, is not before its start (on create and on a move). */
function endNotBeforeStart(
  event: { startTime?: unknown; endTime?: unknown },
  ctx: z.RefinementCtx,
) {
  const { startTime, endTime } = event;
  if (startTime instanceof Date && endTime instanceof Date && endTime < startTime) {
    ctx.addIssue({ code: 'custom', path: ['endTime'], message: EVENT_MESSAGES.endBeforeStart });
  }
}

/**
 * POST /api/calendar. The form's duration and all-day switch are not sent
 * (docs/product.md#validation): they only shape startTime and endTime. Location is kept for virtual
 * events too if sent.
 */
export const createCalendarEventSchema = z
  .object({
    title: titleField(EVENT_MESSAGES),
    description: nullableText(
      'Description',
      ACTION_CENTER_LIMITS.description,
      EVENT_MESSAGES.descriptionTooLong,
    ),
    startTime: requiredDate({
      required: EVENT_MESSAGES.startTimeRequired,
      invalid: EVENT_MESSAGES.invalidStartTime,
    }),
    endTime: requiredDate({
      required: EVENT_MESSAGES.endTimeRequired,
      invalid: EVENT_MESSAGES.invalidEndTime,
    }),
    location: nullableText(
      'Location',
      ACTION_CENTER_LIMITS.text,
      EVENT_MESSAGES.locationTooLong,
      optionalLine,
    ),
    eventType: eventTypeField,
    isVirtual: flag(EVENT_MESSAGES.invalidVirtual).default(false),
    meetingLink: nullableText(
      'Meeting link',
      ACTION_CENTER_LIMITS.url,
      EVENT_MESSAGES.meetingLinkTooLong,
      optionalLine,
    ),
    meetingPassword: nullableText(
      'Meeting password',
      ACTION_CENTER_LIMITS.text,
      EVENT_MESSAGES.meetingPasswordTooLong,
      optionalLine,
    ),
    guestId: guestIdField,
    /** Minutes before the start for SMS reminders (docs/product.md#sms-notifications). */
    reminders: remindersField.optional(),
  })
  .superRefine(endNotBeforeStart, always)
  .transform((event) => ({
    ...event,
    reminders: event.reminders ?? defaultReminders(event.eventType),
  }));
export type CreateCalendarEventInput = z.input<typeof createCalendarEventSchema>;

/** A recording is reminded a day and an hour before unless told otherwise; the rest never. */
export function defaultReminders(eventType: string): number[] {
  return eventType === 'recording' ? [...RECORDING_DEFAULT_REMINDERS] : [];
}

/**
 * PATCH /api/calendar/:id: a new start and / or new reminders; one of them is required. The end
 * moves with the start, keeping the duration, unless an end is sent with it: an all-day event moved
 * onto a day of a clock change ends at that day's own midnight (docs/decisions/022).
 */
export const calendarEventUpdateSchema = z
  .object({
    startTime: requiredDate({
      required: EVENT_MESSAGES.startTimeRequired,
      invalid: EVENT_MESSAGES.invalidStartTime,
    }).optional(),
    endTime: requiredDate({
      required: EVENT_MESSAGES.endTimeRequired,
      invalid: EVENT_MESSAGES.invalidEndTime,
    }).optional(),
    reminders: remindersField.optional(),
    version: versionField,
  })
  .superRefine((body, ctx) => {
    const raw = body as Partial<typeof body>;
    if (raw.startTime === undefined && (raw.reminders === undefined || raw.endTime !== undefined)) {
      ctx.addIssue({
        code: 'custom',
        path: ['startTime'],
        message: EVENT_MESSAGES.startTimeRequired,
      });
    }
    endNotBeforeStart(raw, ctx);
  }, always);

/** GET /api/calendar?guestId=: one guest's events (a guest the caller can see), else all. */
export const calendarQuerySchema = z.object({ guestId: idText.optional() });

/** An id in the path (else 404). */
export const itemIdParamsSchema = idParamsSchema;

// ---- answers -------------------------------------------------------------------------------
// Timestamps are ISO strings (UTC). guestName is the guest's name when the item has a guest.

/**
 * What every agenda item answers first: who it belongs to (userId: its creator), its version
 * (docs/product.md#versions) and what it is called.
 */
const itemFields = {
  id: z.number(),
  userId: z.number(),
  guestId: z.number().nullable(),
  guestName: z.string().nullable(),
  version: z.number(),
  title: z.string(),
};
/**
 * Tasks and action items: who they are assigned to (the creator unless reassigned, and again when
 * the assignee's account is gone), a description ('' for none) and an optional due date.
 */
const dueItemFields = {
  ...itemFields,
  assigneeId: z.number(),
  assigneeName: z.string(),
  description: z.string(),
  dueDate: z.iso.datetime().nullable(),
};

export const taskSchema = z.object({
  ...dueItemFields,
  status: z.enum(TASK_STATUSES),
  isEvergreen: z.boolean(),
  createdAt: z.iso.datetime(),
  completedAt: z.iso.datetime().nullable(),
  updatedAt: z.iso.datetime(),
});
export type TaskDto = z.infer<typeof taskSchema>;

export const actionItemSchema = z.object({
  ...dueItemFields,
  priority: z.enum(PRIORITIES),
  isCompleted: z.boolean(),
  isEvergreen: z.boolean(),
  createdAt: z.iso.datetime(),
  /** Also the completion time of a completed item (action items have no completedAt column). */
  updatedAt: z.iso.datetime(),
});
export type ActionItemDto = z.infer<typeof actionItemSchema>;

export const calendarEventSchema = z.object({
  ...itemFields,
  description: z.string().nullable(),
  startTime: z.iso.datetime(),
  endTime: z.iso.datetime(),
  location: z.string().nullable(),
  eventType: z.enum(EVENT_TYPES),
  isVirtual: z.boolean(),
  meetingLink: z.string().nullable(),
  meetingPassword: z.string().nullable(),
  /** Minutes before the start, largest first (docs/product.md#sms-notifications). */
  reminders: z.array(z.number()),
  isCompleted: z.boolean(),
  completedAt: z.iso.datetime().nullable(),
  createdAt: z.iso.datetime(),
  updatedAt: z.iso.datetime(),
});
export type CalendarEventDto = z.infer<typeof calendarEventSchema>;

/** GET /api/tasks?assignee=me and GET /api/action-items?assignee=me: only the caller's. */
export const assigneeQuerySchema = z.object({
  assignee: z.literal('me', { error: 'assignee must be "me"' }).optional(),
});

/** A changed item answers with its guest (whose journal gained an entry) and itself. */
const itemChangedSchema = z.object({ success: z.literal(true), guestId: z.number().nullable() });

/** PATCH /api/tasks/:id/status and PATCH /api/tasks/:id: the changed task. */
export const taskChangedSchema = itemChangedSchema.extend({ task: taskSchema });

/** PATCH /api/action-items/:id/complete and PATCH /api/action-items/:id: the changed item. */
export const actionItemChangedSchema = itemChangedSchema.extend({ actionItem: actionItemSchema });

/** PATCH /api/calendar/:id/complete: the completed event. */
export const calendarEventChangedSchema = itemChangedSchema.extend({ event: calendarEventSchema });

/**
 * DELETE and POST .../:id/archive of a task, an action item or an event: `id` is the item's id
 * (for an archive, also the archived row's originalId).
 */
export const itemRemovedSchema = z.object({
  success: z.literal(true),
  id: z.number(),
  guestId: z.number().nullable(),
});
export type ItemRemovedResponse = z.infer<typeof itemRemovedSchema>;

/**
 * POST /api/tasks/archive-completed and POST /api/action-items/archive-completed: how many were
 * archived, and the guests whose journals gained entries (so their journals can be refreshed).
 */
export const archiveCompletedSchema = z.object({
  success: z.literal(true),
  count: z.number(),
  guestIds: z.array(z.number()),
});
export type ArchiveCompletedResponse = z.infer<typeof archiveCompletedSchema>;

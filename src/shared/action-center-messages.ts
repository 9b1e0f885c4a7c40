// The Action Center's limits and messages (docs/product.md#task-validation,
// #action-item-validation, #event-validation and #due-date-update), without zod: the board's first
// load uses the due-date messages and must not carry the schema library (docs/performance.md).
// schemas/action-center.ts validates with them.
import { EVENT_TYPES, PRIORITIES, TASK_STATUSES } from './enums.js';
import {
  FOLLOW_UP_DATE_TOO_EARLY,
  INVALID_FOLLOW_UP_TYPE,
  notTrueOrFalse,
  tooLong,
} from './messages.js';

export const ACTION_CENTER_LIMITS = {
  title: 200,
  description: 5000,
  text: 500,
  url: 2048,
  eventType: 20,
} as const;

/** Every agenda item has a title and a description. */
const TEXT_MESSAGES = {
  titleRequired: 'Title is required',
  titleTooLong: tooLong('Title', ACTION_CENTER_LIMITS.title),
  descriptionTooLong: tooLong('Description', ACTION_CENTER_LIMITS.description),
} as const;

export const TASK_MESSAGES = {
  ...TEXT_MESSAGES,
  evergreenWithDueDate: 'A task cannot be both evergreen and have a due date',
  dueDateRequiredForFollowUp: 'A due date is required to update the follow-up date',
  followUpTypeRequired: 'A follow-up type is required when updating the follow-up date',
  followUpNeedsGuest: "The follow-up date can only be updated for a guest's task",
  followUpDateTooEarly: FOLLOW_UP_DATE_TOO_EARLY,
  invalidStatus: `Status must be one of: ${TASK_STATUSES.join(', ')}`,
  invalidFollowUpType: INVALID_FOLLOW_UP_TYPE,
  invalidEvergreen: notTrueOrFalse('isEvergreen'),
  invalidUpdateFollowUpDate: notTrueOrFalse('updateFollowUpDate'),
  notFound: 'Task not found',
} as const;

export const ACTION_ITEM_MESSAGES = {
  ...TEXT_MESSAGES,
  evergreenWithDueDate: 'An action item cannot be both evergreen and have a due date',
  invalidPriority: `Priority must be one of: ${PRIORITIES.join(', ')}`,
  invalidEvergreen: notTrueOrFalse('isEvergreen'),
  invalidCompleted: notTrueOrFalse('isCompleted'),
  notFound: 'Action item not found',
} as const;

export const EVENT_MESSAGES = {
  ...TEXT_MESSAGES,
  startTimeRequired: 'Start time is required',
  invalidStartTime: 'Start time must be a valid date and time',
  endTimeRequired: 'End time is required',
  invalidEndTime: 'End time must be a valid date and time',
  endBeforeStart: 'End time cannot be before the start time',
  endPastLatest: 'This start time would make the event end after the year 9999',
  eventTypeRequired: 'Event type is required',
  eventTypeTooLong: tooLong('Event type', ACTION_CENTER_LIMITS.eventType),
  invalidEventType: `Event type must be one of: ${EVENT_TYPES.join(', ')}`,
  locationTooLong: tooLong('Location', ACTION_CENTER_LIMITS.text),
  meetingLinkTooLong: tooLong('Meeting link', ACTION_CENTER_LIMITS.url),
  meetingPasswordTooLong: tooLong('Meeting password', ACTION_CENTER_LIMITS.text),
  invalidVirtual: notTrueOrFalse('isVirtual'),
  notFound: 'Event not found',
} as const;

/**
 * The Update Due Date dialog and PATCH .../:id {dueDate} (docs/product.md#due-date-update,
 * #errors).
 */
export const DUE_DATE_MESSAGES = {
  required: 'Missing required information to update the due date',
  invalid: 'Invalid date selected',
  past: 'Please select a future date',
} as const;

export const INVALID_GUEST_ID_MESSAGE = 'Guest not found';

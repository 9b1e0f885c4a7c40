// Calendar events (docs/product.md#entities, #task-states, #calendar-api) as an agenda kind: a
// start and an end, listed by start time (all, or one guest's), completed once and for good. Every
// change to a guest's event writes a `calendar` journal entry on that guest. The agenda service
// does the rest (agenda/service.ts).
import type { z } from 'zod';
import {
  calendarEventChangedSchema,
  calendarEventSchema,
  calendarQuerySchema,
  createCalendarEventSchema,
  EVENT_MESSAGES,
} from '#shared/schemas/action-center.js';
import { LATEST_INSTANT } from '#shared/schemas/fields.js';
import { calendarEvents } from '../db/schema/index.js';
import { badRequest } from '../errors.js';
import type { ActionCenterDeps, Viewer } from './action-center.js';
import type { AgendaChange, AgendaKind } from './agenda/kind.js';
import { changeItem, type ChangeOptions } from './agenda/service.js';
import { GUEST_NOT_FOUND } from './guests.js';

export const calendarEventKind: AgendaKind<
  typeof calendarEvents,
  typeof createCalendarEventSchema,
  typeof calendarEventSchema,
  z.ZodUnknown
> = {
  table: calendarEvents,
  path: '/api/calendar',
  tag: 'calendar',
  key: 'event',
  create: createCalendarEventSchema,
  dto: calendarEventSchema,
  changed: calendarEventChangedSchema,
  notFound: EVENT_MESSAGES.notFound,
  order: (a, b) => a.startTime.getTime() - b.startTime.getTime() || a.id - b.id,
  journal: {
    action: 'calendar',
    noun: 'Event',
    created: 'scheduled',
    createdValue: (event) => event.startTime.toISOString(),
  },
  /** Marks an event complete (stamping completedAt); an already completed one is left as it is. */
  state: {
    path: '/complete',
    change: (event, _body, now) =>
      event.isCompleted
        ? null
        : { set: { isCompleted: true, completedAt: now }, verb: 'completed' },
  },
  readable: false,
  dated: false,
  /** GET /api/calendar?guestId=: a guestId naming no guest the caller may see answers 404. */
  query: { schema: calendarQuerySchema, notFound: GUEST_NOT_FOUND },
};

type EventChange = AgendaChange<typeof calendarEvents>;

/**
 * PATCH /api/calendar/:id: moves the event and / or sets its reminders; a completed event is not
 * moved. The end keeps its distance from the start unless the move names it (an all-day event
 * ends at its new day's midnight, whatever the day's length: docs/decisions/022). Its pending SMS
 * reminders follow it (the sms_messages trigger, docs/product.md#sms-notifications). Each change
 * is a journal entry.
 */
export const updateEvent = (
  deps: ActionCenterDeps,
  viewer: Viewer,
  id: number,
  body: {
    startTime?: Date | undefined;
    endTime?: Date | undefined;
    reminders?: number[] | undefined;
  },
  options: ChangeOptions = {},
) =>
  changeItem(
    deps,
    calendarEventKind,
    viewer,
    id,
    ({ item }): (EventChange | null)[] => {
      const changes: (EventChange | null)[] = [];
      const { startTime, reminders } = body;
      const endTime =
        startTime &&
        (body.endTime ??
          new Date(startTime.getTime() + (item.endTime.getTime() - item.startTime.getTime())));
      // A start near the last day dates can name may carry the end it keeps past it
      // (docs/decisions/032-date-range.md): refused on the start, which is what the host moved.
      if (endTime && endTime.getTime() > LATEST_INSTANT) {
        throw badRequest(EVENT_MESSAGES.endPastLatest, [
          { path: 'startTime', message: EVENT_MESSAGES.endPastLatest },
        ]);
      }
      const startMoved = startTime && startTime.getTime() !== item.startTime.getTime();
      const endMoved = endTime && endTime.getTime() !== item.endTime.getTime();
      if (startTime && endTime && !item.isCompleted && (startMoved || endMoved)) {
        // The journal names the start, or the end when only the end moved.
        const [before, after] = startMoved ? [item.startTime, startTime] : [item.endTime, endTime];
        changes.push({
          set: { startTime, endTime },
          verb: 'moved',
          oldValue: before.toISOString(),
          newValue: after.toISOString(),
        });
      }
      if (reminders && reminders.join(',') !== item.reminders.join(',')) {
        changes.push({
          set: { reminders },
          verb: 'reminders changed',
          oldValue: item.reminders.join(', ') || 'none',
          newValue: reminders.join(', ') || 'none',
        });
      }
      return changes;
    },
    options,
  );

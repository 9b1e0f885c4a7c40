// The Action Center's forms (docs/product.md#states evergreen vs due date, #validation messages and
// defaults): their bodies and the shared schemas' messages, in a zone other than UTC.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  canUpdateFollowUp,
  EMPTY_ACTION_ITEM_FORM,
  EMPTY_TASK_FORM,
  eventTimes,
  initialEventForm,
  startFieldErrors,
  toCreateActionItemInput,
  toCreateEventInput,
  toCreateTaskInput,
  validateActionItemForm,
  validateEventForm,
  validateTaskForm,
  withDueDate,
  withEventType,
  withEvergreen,
} from '#web/features/action-center/forms.js';

const previousZone = process.env.TZ;
beforeAll(() => {
  process.env.TZ = 'America/New_York';
});
afterAll(() => {
  if (previousZone === undefined) delete process.env.TZ;
  else process.env.TZ = previousZone;
});

describe('task form', () => {
  it('requires a title', () => {
    expect(validateTaskForm({ ...EMPTY_TASK_FORM, title: '   ' }, 7)).toEqual({
      title: 'Title is required',
    });
  });

  it('offers the follow-up update only for a guest task that is not evergreen', () => {
    expect(canUpdateFollowUp(EMPTY_TASK_FORM, 7)).toBe(true);
    expect(canUpdateFollowUp(EMPTY_TASK_FORM, null)).toBe(false);
    expect(canUpdateFollowUp({ ...EMPTY_TASK_FORM, isEvergreen: true }, 7)).toBe(false);
  });

  it('ticking evergreen clears the date and the follow-up option; a date clears evergreen', () => {
    const dated = {
      ...EMPTY_TASK_FORM,
      dueDate: '2025-05-01',
      updateFollowUpDate: true,
      followUpType: 'call' as const,
    };
    expect(withEvergreen(dated, true)).toMatchObject({
      isEvergreen: true,
      dueDate: null,
      updateFollowUpDate: false,
      followUpType: '',
    });
    expect(withDueDate({ ...EMPTY_TASK_FORM, isEvergreen: true }, '2025-05-02')).toMatchObject({
      isEvergreen: false,
      dueDate: '2025-05-02',
    });
  });

  it('needs a due date and a follow-up type to move the follow-up date', () => {
    expect(
      validateTaskForm({ ...EMPTY_TASK_FORM, title: 'Call', updateFollowUpDate: true }, 7),
    ).toEqual({
      dueDate: 'A due date is required to update the follow-up date',
      followUpType: 'A follow-up type is required when updating the follow-up date',
    });
  });

  it('sends the docs/product.md#api body with the day as its local start and offset', () => {
    const values = {
      ...EMPTY_TASK_FORM,
      title: ' Call Jane ',
      description: 'About the intro',
      dueDate: '2025-05-01',
      status: 'in_progress' as const,
      updateFollowUpDate: true,
      followUpType: 'email' as const,
    };
    expect(validateTaskForm(values, 7)).toEqual({});
    expect(toCreateTaskInput(values, 7)).toEqual({
      title: 'Call Jane',
      description: 'About the intro',
      dueDate: '2025-05-01T00:00:00-04:00',
      status: 'in_progress',
      isEvergreen: false,
      guestId: 7,
      updateFollowUpDate: true,
      followUpType: 'email',
    });
    // Without a guest the option is never sent, whatever the form held.
    expect(toCreateTaskInput(values, null)).toMatchObject({
      guestId: null,
      updateFollowUpDate: false,
      followUpType: null,
    });
  });
});

describe('action item form', () => {
  it('defaults to medium priority, open, no guest', () => {
    expect(toCreateActionItemInput({ ...EMPTY_ACTION_ITEM_FORM, title: 'Book studio' })).toEqual({
      title: 'Book studio',
      description: '',
      dueDate: null,
      priority: 'medium',
      isEvergreen: false,
      isCompleted: false,
      guestId: null,
    });
  });

  it('requires a title and refuses evergreen with a date', () => {
    expect(validateActionItemForm(EMPTY_ACTION_ITEM_FORM)).toEqual({ title: 'Title is required' });
    expect(
      validateActionItemForm({
        ...EMPTY_ACTION_ITEM_FORM,
        title: 'x',
        isEvergreen: true,
        dueDate: '2025-01-01',
      }),
    ).toEqual({ dueDate: 'An action item cannot be both evergreen and have a due date' });
  });
});

describe('event form', () => {
  it('a new event type brings its default reminders, unless the host chose them', () => {
    const recording = initialEventForm('Jane Doe');
    const intro = withEventType(recording, 'intro_call', false);
    // None, as the API gives an event of any type but a recording sent without reminders.
    expect(intro).toMatchObject({ eventType: 'intro_call', reminders: [] });
    expect(withEventType(intro, 'recording', false).reminders).toEqual(['1440', '60']);
    const chosen = { ...intro, reminders: ['15'] };
    expect(withEventType(chosen, 'recording', true)).toMatchObject({
      eventType: 'recording',
      reminders: ['15'],
    });
  });

  it('defaults to "Podcast with {guest}", 60 minutes, a recording', () => {
    expect(initialEventForm('Jane Doe')).toMatchObject({
      title: 'Podcast with Jane Doe',
      duration: '60',
      eventType: 'recording',
      isAllDay: false,
      isVirtual: false,
    });
    expect(initialEventForm(null).title).toBe('');
  });

  it('ends a timed event after its duration, in the local zone', () => {
    const values = {
      ...initialEventForm('Jane'),
      date: '2025-11-02',
      time: '00:30',
      duration: '90' as const,
    };
    // Nov 2 2025 is the end of daylight saving in New York: 00:30 EDT is 04:30 UTC.
    const times = eventTimes(values);
    expect(times?.start.toISOString()).toBe('2025-11-02T04:30:00.000Z');
    expect(times?.end.toISOString()).toBe('2025-11-02T06:00:00.000Z');
  });

  it('runs an all-day event from the start of the day to 23:59:59.999', () => {
    const input = toCreateEventInput(
      { ...initialEventForm('Jane'), date: '2025-07-04', isAllDay: true, time: '' },
      3,
    );
    expect(input.startTime).toBe('2025-07-04T04:00:00.000Z');
    expect(input.endTime).toBe('2025-07-05T03:59:59.999Z');
  });

  it('sends a meeting link and password for a virtual event instead of a location', () => {
    const base = { ...initialEventForm('Jane'), date: '2025-07-04', location: 'Studio B' };
    expect(toCreateEventInput(base, 3)).toMatchObject({
      location: 'Studio B',
      meetingLink: null,
      meetingPassword: null,
      isVirtual: false,
    });
    expect(
      toCreateEventInput(
        { ...base, isVirtual: true, meetingLink: 'https://meet.example/x', meetingPassword: '' },
        3,
      ),
    ).toMatchObject({
      location: null,
      meetingLink: 'https://meet.example/x',
      meetingPassword: null,
      isVirtual: true,
      guestId: 3,
    });
  });

  it('shows the documented messages for a missing title, start and event type', () => {
    expect(validateEventForm({ ...initialEventForm(null), eventType: '' }, null)).toEqual({
      title: 'Title is required',
      date: 'Start time is required',
      eventType: 'Event type is required',
    });
    expect(validateEventForm({ ...initialEventForm('Jane'), date: '2025-07-04' }, 1)).toEqual({});
  });

  it('says a missing start on the field left empty: the date, the start time, or both', () => {
    const timed = { ...initialEventForm('Jane'), date: '2025-07-04' };
    expect(startFieldErrors(timed)).toEqual({});
    expect(startFieldErrors({ ...timed, time: '' })).toEqual({ time: 'Start time is required' });
    expect(startFieldErrors({ ...timed, date: null })).toEqual({ date: 'Start time is required' });
    expect(startFieldErrors({ ...timed, date: null, time: '' })).toEqual({
      date: 'Start time is required',
      time: true,
    });
    // All day has no start time to leave empty.
    expect(startFieldErrors({ ...timed, isAllDay: true, time: '' })).toEqual({});
    expect(startFieldErrors({ ...timed, isAllDay: true, date: null, time: '' })).toEqual({
      date: 'Start time is required',
    });
    // The schedule dialog's form says it in the same place.
    expect(validateEventForm({ ...timed, time: '' }, 1)).toEqual({
      time: 'Start time is required',
    });
  });
});

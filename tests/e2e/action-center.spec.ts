// The Action Center (docs/product.md#board-screen, #board-dialogs, #action-center-groups,
// #validation, #errors): tasks from the journal moving a guest's follow-up date, action items,
// events scheduled from a card and the "N today" badge, completing, rescheduling, archiving and
// deleting, the past-due expansion, and axe on the sheet and dialogs. The browser runs in Los
// Angeles while the server runs in UTC (docs/product.md#dates).
import type { Locator, Page } from '@playwright/test';
import {
  agendaEntry,
  agendaGroup,
  browserDay,
  browserNoon,
  BROWSER_ZONE,
  calendarDayLabel,
  createActionItemWithApi,
  createEventWithApi,
  createTaskWithApi,
  displayDay,
  openActionCenter,
  shownActionCenter,
  startBrowserClockAtNoon,
} from './action-center-helpers';
import {
  card,
  expectHeaderFits,
  openBoard,
  search,
  seriousViolations,
  toast,
} from './board-helpers';
import { discardQuestion } from './dialog-helpers';
import { createGuestWithApi, expect, signInFreshAccount, test, uniqueName } from './session';
import { screenshotsAtEachWidth } from './screenshot-helpers';
import { chooseOption } from './select-helpers';

test.use({ timezoneId: BROWSER_ZONE });
test.beforeEach(async ({ page }) => startBrowserClockAtNoon(page));

/** The toast shown lies clear of the sheet's title and close button, on a desktop and a phone. */
async function expectToastCoversNoSheetControl(page: Page, sheet: Locator, title: string) {
  const original = page.viewportSize();
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 844 });
    const shown = await toast(page, title).boundingBox();
    expect(shown, `toast at ${width} px`).not.toBeNull();
    for (const control of [
      sheet.getByRole('heading').first(),
      sheet.getByRole('button', { name: 'Close Action Center' }),
    ]) {
      const box = await control.boundingBox();
      expect(box, `sheet control at ${width} px`).not.toBeNull();
      if (!box || !shown) return;
      const overlaps =
        shown.x < box.x + box.width &&
        box.x < shown.x + shown.width &&
        shown.y < box.y + box.height &&
        box.y < shown.y + shown.height;
      expect(overlaps, `toast over a sheet control at ${width} px`).toBe(false);
    }
  }
  if (original) await page.setViewportSize(original);
}

async function openJournal(page: Page, name: string) {
  await page.getByRole('button', { name: `View Journal for ${name}`, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: `Journal - ${name}` });
  await expect(sheet).toBeVisible();
  return sheet;
}

test('a task created from the journal moves the guest follow-up date on the card', async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Task Guest');
  await createGuestWithApi(page.request, { name, details: 'Needs a follow-up', status: 'hot' });
  await openBoard(page);
  await search(page, name);
  const journal = await openJournal(page, name);
  await journal.getByRole('tab', { name: 'Create Task' }).click();
  const form = journal.getByRole('form', { name: 'Create Task' });

  // docs/product.md#validation messages, shown before anything is sent.
  const followUp = form.getByRole('checkbox', { name: `Update ${name}'s follow-up date` });
  await followUp.check();
  await form.getByRole('button', { name: 'Create Task' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();
  await expect(form.getByText('A due date is required to update the follow-up date')).toBeVisible();
  await expect(
    form.getByText('A follow-up type is required when updating the follow-up date'),
  ).toBeVisible();

  // Evergreen clears the date and removes the follow-up option.
  const day = await browserDay(page, 4);
  await form.getByRole('textbox', { name: 'Due date' }).fill(day);
  await form.getByRole('textbox', { name: 'Title' }).click();
  await form.getByRole('checkbox', { name: /^Evergreen/ }).check();
  await expect(form.getByRole('textbox', { name: 'Due date' })).toHaveValue('');
  await expect(followUp).toHaveCount(0);
  await form.getByRole('checkbox', { name: /^Evergreen/ }).uncheck();
  await expect(followUp).not.toBeChecked();

  await form.getByRole('textbox', { name: 'Title' }).fill('Send the interview questions');
  await form.getByRole('textbox', { name: 'Due date' }).fill(day);
  await form.getByRole('textbox', { name: 'Title' }).click();
  await expect(form.getByRole('checkbox', { name: /^Evergreen/ })).not.toBeChecked();
  await followUp.check();
  await chooseOption(form.getByRole('combobox', { name: 'Follow-up type' }), 'Email');
  await form.getByRole('button', { name: 'Create Task' }).click();

  await expect(toast(page, 'Task created')).toBeVisible();
  // The sheet shows the log again, with the task's entry and its View Task button.
  const entry = journal.getByRole('listitem').filter({ hasText: 'Send the interview questions' });
  await expect(entry.first()).toContainText('task');
  await expect(entry.first()).toContainText('pending');
  await entry.first().getByRole('button', { name: 'View Task' }).click();
  const details = page.getByRole('dialog', { name: 'Task Details' });
  await expect(details).toContainText('Send the interview questions');
  await expect(details).toContainText(`Due ${displayDay(day)}`);
  expect(await seriousViolations(page)).toEqual([]);
  await details.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(details).toBeHidden();

  await page.keyboard.press('Escape');
  await expect(journal).toBeHidden();
  await expect(card(page, name)).toContainText(`Email: ${displayDay(day)}`);
});

test('a refused task shows the Task Creation Failed toast with the validation errors', async ({
  page,
  account: _account,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 400/);
  const name = uniqueName('Refused Task');
  await createGuestWithApi(page.request, { name, details: 'Strict server', status: 'prospect' });
  await page.route('**/api/tasks', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          json: {
            message: 'Validation failed',
            errors: [{ path: 'title', message: 'Title must be at most 200 characters' }],
          },
        })
      : route.fallback(),
  );
  await openBoard(page);
  await search(page, name);
  const journal = await openJournal(page, name);
  await journal.getByRole('tab', { name: 'Create Task' }).click();
  await journal.getByRole('textbox', { name: 'Title' }).fill('Too long, says the server');
  await journal.getByRole('button', { name: 'Create Task' }).click();
  const failure = toast(page, 'Task Creation Failed');
  await expect(failure).toContainText('Validation failed');
  await expect(failure.getByRole('group', { name: 'Validation Error' })).toContainText(
    'title: Title must be at most 200 characters',
  );
  // Readable in dark mode too (axe checks the contrast of the list on its box).
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await seriousViolations(page)).toEqual([]);
  await expect(journal.getByText('Title must be at most 200 characters')).toBeVisible();
});

test('an action item added in the Action Center is listed, completed, archived', async ({
  page,
  account: _account,
}) => {
  const title = uniqueName('Book the studio');
  await openBoard(page);
  const sheet = await openActionCenter(page);
  await sheet.getByRole('button', { name: 'Add Action Item' }).click();
  const form = sheet.getByRole('form', { name: 'Add Action Item' });
  await form.getByRole('button', { name: 'Save Action Item' }).click();
  await expect(form.getByText('Title is required')).toBeVisible();

  await form.getByRole('textbox', { name: 'Title' }).fill(title);
  await form.getByRole('textbox', { name: 'Description' }).fill('Two mics, one hour');
  await chooseOption(form.getByRole('combobox', { name: 'Priority' }), 'High');
  await form.getByRole('checkbox', { name: /^Evergreen/ }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await form.getByRole('button', { name: 'Save Action Item' }).click();
  await expect(toast(page, 'Action item added')).toBeVisible();
  await expect(form).toBeHidden();
  await expectToastCoversNoSheetControl(page, sheet, 'Action item added');

  const noDate = agendaGroup(sheet, 'No date');
  const item = agendaEntry(noDate, title);
  await expect(item).toContainText('Action Item');
  await expect(item).toContainText('High priority');
  await expect(item).toContainText('Evergreen');

  // Completed from the keyboard, the row leaves with the focus: Tab goes on inside the sheet, not
  // to the board behind it.
  await item.getByRole('button', { name: `Complete action item ${title}` }).focus();
  await page.keyboard.press('Enter');
  await expect(agendaEntry(sheet, title)).toHaveCount(0);
  await page.keyboard.press('Tab');
  await expect
    .poll(() => sheet.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
  await sheet.getByRole('tab', { name: /Completed/ }).click();
  const done = agendaEntry(sheet, title);
  await expect(done).toContainText('Completed');
  // Completed survives a reload of the lists; the Action Center is in the URL, so it opens again.
  await page.reload();
  const again = await shownActionCenter(page);
  await again.getByRole('tab', { name: /Completed/ }).click();
  await expect(agendaEntry(again, title)).toBeVisible();

  await again.getByRole('button', { name: 'Archive completed action items' }).click();
  await expect(toast(page, 'Action items archived')).toContainText('archived');
  await expect(agendaEntry(again, title)).toHaveCount(0);
});

test('tasks and events are completed, and a task is deleted after the browser confirmation', async ({
  page,
  account: _account,
}) => {
  const taskTitle = uniqueName('Draft the outline');
  const eventTitle = uniqueName('Intro with producer');
  const doomed = uniqueName('Obsolete task');
  const start = await browserNoon(page, 3);
  await createTaskWithApi(page.request, {
    title: taskTitle,
    dueDate: start,
    status: 'in_progress',
  });
  await createTaskWithApi(page.request, { title: doomed, isEvergreen: true });
  await createEventWithApi(page.request, {
    title: eventTitle,
    startTime: start,
    endTime: new Date(Date.parse(start) + 30 * 60_000).toISOString(),
    eventType: 'other',
  });
  await openBoard(page);
  const sheet = await openActionCenter(page);
  const upcoming = agendaGroup(sheet, 'Upcoming');
  await expect(agendaEntry(upcoming, taskTitle)).toContainText('in progress');
  await expect(agendaEntry(upcoming, eventTitle)).toContainText('Meeting');

  await agendaEntry(upcoming, taskTitle)
    .getByRole('button', { name: `Complete task ${taskTitle}` })
    .click();
  await agendaEntry(upcoming, eventTitle)
    .getByRole('button', { name: `Complete event ${eventTitle}` })
    .click();
  await expect(agendaEntry(sheet, taskTitle)).toHaveCount(0);
  await expect(agendaEntry(sheet, eventTitle)).toHaveCount(0);

  const messages: string[] = [];
  page.once('dialog', (dialog) => {
    messages.push(dialog.message());
    void dialog.accept();
  });
  await agendaEntry(sheet, doomed)
    .getByRole('button', { name: `Delete ${doomed}` })
    .click();
  await expect(toast(page, 'Task deleted')).toBeVisible();
  expect(messages).toEqual([
    'Are you sure you want to delete this task? This action cannot be undone.',
  ]);
  await expect(agendaEntry(sheet, doomed)).toHaveCount(0);

  await sheet.getByRole('tab', { name: /Completed/ }).click();
  await expect(agendaEntry(sheet, taskTitle)).toBeVisible();
  await expect(agendaEntry(sheet, eventTitle)).toBeVisible();
  // Newest first: the event was completed after the task.
  const titles = await sheet
    .getByRole('listitem')
    .evaluateAll((items) => items.map((item) => item.getAttribute('aria-label')));
  expect(titles.indexOf(eventTitle)).toBeLessThan(titles.indexOf(taskTitle));
});

test('an event scheduled from a card shows "1 today" on the header button', async ({ page }) => {
  await signInFreshAccount(page);
  const name = uniqueName('Scheduled Guest');
  await createGuestWithApi(page.request, { name, details: 'Ready to record', status: 'scheduled' });
  await openBoard(page);
  await expect(page.getByRole('button', { name: /^Action Center/ })).not.toContainText('today');

  await card(page, name)
    .getByRole('button', { name: `Schedule Event with ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Schedule with ${name}` });
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(`Podcast with ${name}`);
  await expect(dialog.getByRole('combobox', { name: 'Event type' })).toHaveValue(
    'Recording Session',
  );
  await expect(dialog.getByRole('combobox', { name: 'Duration' })).toHaveValue('60 minutes');
  await expect(dialog.getByRole('textbox', { name: 'Location' })).toBeVisible();

  // All day hides the time and duration; virtual swaps the location for the meeting details.
  await dialog.getByRole('switch', { name: 'All day' }).click({ force: true });
  await expect(dialog.getByLabel('Start time')).toHaveCount(0);
  await expect(dialog.getByRole('combobox', { name: 'Duration' })).toHaveCount(0);
  await dialog.getByRole('switch', { name: 'All day' }).click({ force: true });
  await dialog.getByRole('switch', { name: 'Virtual' }).click({ force: true });
  await expect(dialog.getByRole('textbox', { name: 'Location' })).toHaveCount(0);
  await dialog.getByRole('textbox', { name: 'Meeting link' }).fill('https://meet.example/abc');
  await expect(dialog.getByRole('textbox', { name: 'Meeting password' })).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Title' }).fill('');
  await dialog.getByRole('button', { name: 'Schedule Event' }).click();
  await expect(dialog.getByText('Title is required')).toBeVisible();
  await expect(dialog.getByText('Start time is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await dialog.getByRole('textbox', { name: 'Title' }).fill(`Podcast with ${name}`);
  await dialog.getByRole('textbox', { name: 'Date' }).fill(await browserDay(page, 0));
  await dialog.getByRole('textbox', { name: 'Title' }).click();
  await dialog.getByLabel('Start time').fill('00:05');
  await dialog.getByRole('button', { name: 'Schedule Event' }).click();
  await expect(toast(page, 'Event scheduled')).toBeVisible();
  await expect(dialog).toBeHidden();

  const button = page.getByRole('button', { name: /^Action Center/ });
  await expect(button).toContainText('1 today');
  // The badge widens the button; the bar's other buttons make room for it at every width.
  await expectHeaderFits(page);

  // The guest's events (GET /api/calendar?guestId=) are listed when scheduling again.
  await card(page, name)
    .getByRole('button', { name: `Schedule Event with ${name}` })
    .click();
  const again = page.getByRole('dialog', { name: `Schedule with ${name}` });
  await expect(again).toContainText(
    `${displayDay(await browserDay(page, 0))} · 12:05 AM – 1:05 AM: Podcast with ${name}`,
  );
  await again.getByRole('button', { name: 'Cancel' }).click();
  await expect(again).toBeHidden();
  const sheet = await openActionCenter(page);
  const today = agendaGroup(sheet, 'Today');
  const event = agendaEntry(today, `Podcast with ${name}`);
  await expect(event).toContainText('Podcast Recording');
  await expect(event.getByRole('link', { name: 'Meeting link' })).toHaveAttribute(
    'href',
    'https://meet.example/abc',
  );
  await event.getByRole('button', { name: `Complete event Podcast with ${name}` }).click();
  await expect(agendaEntry(sheet, `Podcast with ${name}`)).toHaveCount(0);
  await page.keyboard.press('Escape');
  await expect(button).not.toContainText('today');
});

test("the schedule dialog's reminders follow the event type until the host ticks or unticks one", async ({
  page,
}) => {
  await signInFreshAccount(page);
  const name = uniqueName('Intro Guest');
  const guest = await createGuestWithApi(page.request, { name, details: 'To meet first' });
  await openBoard(page);
  const openDialog = async () => {
    await card(page, name)
      .getByRole('button', { name: `Schedule Event with ${name}` })
      .click();
    return page.getByRole('dialog', { name: `Schedule with ${name}` });
  };
  const dialog = await openDialog();
  const type = dialog.getByRole('combobox', { name: 'Event type' });
  const reminders = dialog.getByRole('group', { name: 'SMS reminders' });
  const expectTicked = async (...ticked: string[]) => {
    for (const label of ['1 day before', '1 hour before', '15 minutes before']) {
      const box = reminders.getByRole('checkbox', { name: label });
      if (ticked.includes(label)) await expect(box).toBeChecked();
      else await expect(box).not.toBeChecked();
    }
  };
  // A recording's default is a day and an hour before; the other types have none.
  await expectTicked('1 day before', '1 hour before');
  for (const other of ['Intro Call', 'Follow Up', 'Other']) {
    await chooseOption(type, other);
    await expect(type).toHaveValue(other);
    await expectTicked();
  }
  await chooseOption(type, 'Recording Session');
  await expectTicked('1 day before', '1 hour before');

  // Once the host has chosen, a change of type keeps their choice.
  await chooseOption(type, 'Intro Call');
  await reminders.getByRole('checkbox', { name: '15 minutes before' }).check();
  await chooseOption(type, 'Recording Session');
  await expectTicked('15 minutes before');
  await chooseOption(type, 'Follow Up');
  await expectTicked('15 minutes before');
  // Changed, the form asks before it is thrown away (docs/decisions/044).
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await discardQuestion(page).getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(dialog).toBeHidden();

  // Opened again, it starts from the recording's default, and an intro call is sent with none.
  const again = await openDialog();
  await expectTicked('1 day before', '1 hour before');
  await chooseOption(again.getByRole('combobox', { name: 'Event type' }), 'Intro Call');
  await again.getByRole('textbox', { name: 'Date' }).fill(await browserDay(page, 3));
  await again.getByRole('textbox', { name: 'Title' }).click();
  await again.getByRole('button', { name: 'Schedule Event' }).click();
  await expect(toast(page, 'Event scheduled')).toBeVisible();
  const events = await (await page.request.get(`/api/calendar?guestId=${guest.id}`)).json();
  expect(events).toMatchObject([{ eventType: 'intro_call', reminders: [] }]);
});

test('the "N today" badge counts what the Today group lists: events, tasks and action items', async ({
  page,
}) => {
  await signInFreshAccount(page);
  const noon = await browserNoon(page, 0);
  await createEventWithApi(page.request, {
    title: 'Recording today',
    startTime: noon,
    endTime: new Date(Date.parse(noon) + 3_600_000).toISOString(),
    eventType: 'recording',
  });
  await createTaskWithApi(page.request, { title: 'Prep questions', dueDate: noon });
  await createActionItemWithApi(page.request, { title: 'Send the invite', dueDate: noon });
  await createTaskWithApi(page.request, {
    title: 'Later task',
    dueDate: await browserNoon(page, 1),
  });
  await openBoard(page);

  const button = page.getByRole('button', { name: /^Action Center/ });
  await expect(button).toContainText('3 today');
  const sheet = await openActionCenter(page);
  await expect(agendaGroup(sheet, 'Today').getByRole('listitem')).toHaveCount(3);
});

test('the Update Due Date dialog suggests tomorrow and refuses a past date', async ({
  page,
  account: _account,
}) => {
  const title = uniqueName('Reschedule me');
  await createActionItemWithApi(page.request, {
    title,
    dueDate: await browserNoon(page, 0),
    priority: 'low',
  });
  await openBoard(page);
  const sheet = await openActionCenter(page);
  await agendaEntry(agendaGroup(sheet, 'Today'), title)
    .getByRole('button', { name: `Update Due Date of ${title}` })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Update Due Date' });
  const tomorrow = await browserDay(page, 1);
  await expect(dialog).toContainText(`Selected: ${displayDay(tomorrow)}`);
  expect(await seriousViolations(page)).toEqual([]);

  const yesterday = await browserDay(page, -1);
  const yesterdayButton = dialog.getByRole('button', {
    name: calendarDayLabel(yesterday),
    exact: true,
  });
  if (!(await yesterdayButton.isVisible())) {
    await dialog.getByRole('button', { name: 'Previous month' }).click();
  }
  await yesterdayButton.click();
  await expect(dialog.getByRole('alert')).toHaveText('Please select a future date');
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Error')).toContainText('Please select a future date');
  await expect(dialog).toBeVisible();

  const later = await browserDay(page, 2);
  const laterButton = dialog.getByRole('button', {
    name: calendarDayLabel(later),
    exact: true,
  });
  if (!(await laterButton.isVisible())) {
    await dialog.getByRole('button', { name: 'Next month' }).click();
  }
  await laterButton.click();
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Due date updated')).toBeVisible();
  await expect(dialog).toBeHidden();
  await expect(agendaEntry(agendaGroup(sheet, 'Upcoming'), title)).toContainText(
    `Due ${displayDay(later)}`,
  );
  // The row that opened the dialog moved to another group: the focus stays in the sheet.
  await expect
    .poll(() => sheet.evaluate((element) => element.contains(document.activeElement)))
    .toBe(true);
});

test('Escape closes only the dialog on top, and the focus goes back to what opened it', async ({
  page,
}) => {
  // An account of its own: an item due today puts "1 today" on the header's button, which the
  // worker's shared account must not keep for the tests after this one.
  await signInFreshAccount(page);
  const title = uniqueName('Keyboard item');
  await createActionItemWithApi(page.request, {
    title,
    dueDate: await browserNoon(page, 0),
    priority: 'low',
  });
  await openBoard(page);

  // From the keyboard: the header's button opens the sheet, a row's button the dialog.
  const headerButton = page.getByRole('button', { name: /^Action Center/ });
  await headerButton.focus();
  await page.keyboard.press('Enter');
  const sheet = await shownActionCenter(page);
  const opener = agendaEntry(agendaGroup(sheet, 'Today'), title).getByRole('button', {
    name: `Update Due Date of ${title}`,
  });
  await opener.focus();
  await page.keyboard.press('Enter');
  const dialog = page.getByRole('dialog', { name: 'Update Due Date' });
  await expect(dialog).toBeVisible();
  await expect(dialog.locator(':focus')).toHaveCount(1);

  // One Escape closes the dialog; the sheet stays, with the focus back on the row's button.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(sheet).toBeVisible();
  await expect(opener).toBeFocused();

  // The next closes the sheet, and the focus is back on the header's button.
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(headerButton).toBeFocused();

  // The same for a dialog of the board itself.
  const addGuest = page.getByRole('button', { name: 'Add Guest', exact: true });
  await addGuest.focus();
  await page.keyboard.press('Enter');
  const guestDialog = page.getByRole('dialog', { name: 'Add New Guest' });
  await expect(guestDialog).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(guestDialog).toBeHidden();
  await expect(addGuest).toBeFocused();
});

test('Past due shows 5 items, and "View N more past due items" shows them all', async ({
  page,
}) => {
  await signInFreshAccount(page);
  const guest = await createGuestWithApi(page.request, {
    name: uniqueName('Overdue Guest'),
    details: 'Waiting on us',
    status: 'limbo',
    email: 'overdue@example.com',
    phoneNumber: '+1 555 010 9999',
    title: 'Producer',
  });
  for (let index = 0; index < 8; index += 1) {
    const dueDate = await browserNoon(page, -20 + index);
    if (index % 2 === 0) {
      await createTaskWithApi(page.request, {
        title: `Overdue ${index + 1}`,
        dueDate,
        guestId: guest.id,
      });
    } else {
      await createActionItemWithApi(page.request, { title: `Overdue ${index + 1}`, dueDate });
    }
  }
  await openBoard(page);
  const sheet = await openActionCenter(page);
  const pastDue = agendaGroup(sheet, 'Past due');
  await expect(pastDue.getByRole('listitem')).toHaveCount(5);
  await expect(pastDue.getByRole('listitem').first()).toHaveAccessibleName('Overdue 1');
  expect(await seriousViolations(page)).toEqual([]);

  await pastDue.getByRole('button', { name: 'View 3 more past due items' }).click();
  await expect(pastDue.getByRole('listitem')).toHaveCount(8);
  await expect(pastDue.getByRole('listitem').last()).toHaveAccessibleName('Overdue 8');
  await expect(pastDue.getByRole('button', { name: /more past due items/ })).toHaveCount(0);

  // The Contact Info dialog of an item's guest, with copy buttons.
  await agendaEntry(pastDue, 'Overdue 1')
    .getByRole('button', { name: `Contact Info for ${guest.name}` })
    .click();
  const contact = page.getByRole('dialog', { name: 'Contact Info' });
  await expect(contact).toContainText('overdue@example.com');
  await expect(contact).toContainText('Producer');
  await expect(contact.getByRole('button', { name: 'Copy Email' })).toBeEnabled();
  await expect(contact.getByRole('button', { name: 'Copy University' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the side menu opens the Action Center on a phone', async ({ page, account: _account }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openBoard(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Board menu' })
    .getByRole('button', { name: /^Action Center/ })
    .click();
  const sheet = page.getByRole('dialog', { name: 'Action Center' });
  await expect(sheet.getByRole('tab', { name: /Upcoming/ })).toBeVisible();
  await expect(sheet.getByRole('tab', { name: /Completed/ })).toBeVisible();
});

test('on a phone a long guest name ends in an ellipsis; completed rows read in dark mode', async ({
  page,
}) => {
  await signInFreshAccount(page);
  const name = uniqueName('Maximilian Alexander Featherstonehaugh-Worthington');
  const guest = await createGuestWithApi(page.request, { name, details: 'A long name' });
  const title = uniqueName('Recording');
  await createEventWithApi(page.request, {
    title,
    eventType: 'recording',
    guestId: guest.id,
    startTime: await browserNoon(page, 1),
    endTime: new Date(Date.parse(await browserNoon(page, 1)) + 3_600_000).toISOString(),
  });
  const done = uniqueName('Send the edit');
  await createActionItemWithApi(page.request, {
    title: done,
    guestId: guest.id,
    isCompleted: true,
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.emulateMedia({ colorScheme: 'dark' });
  await openBoard(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page
    .getByRole('navigation', { name: 'Board menu' })
    .getByRole('button', { name: /^Action Center/ })
    .click();
  const sheet = await shownActionCenter(page);
  const contact = agendaEntry(sheet, title).getByRole('button', {
    name: `Contact Info for ${name}`,
  });
  const shown = await contact.evaluate((button) => {
    const text = button.querySelector<HTMLElement>('[class*="guestName"]');
    return {
      right: button.getBoundingClientRect().right,
      cut: text !== null && text.scrollWidth > text.clientWidth,
      ellipsis: text ? getComputedStyle(text).textOverflow : '',
    };
  });
  expect(shown.right).toBeLessThanOrEqual(390);
  expect(shown).toMatchObject({ cut: true, ellipsis: 'ellipsis' });
  await sheet.getByRole('tab', { name: /Completed/ }).click();
  await expect(agendaEntry(sheet, done)).toContainText('Completed');
  expect(await seriousViolations(page)).toEqual([]);
});

test('an expired session while adding an action item goes to /auth', async ({
  page,
  account: _account,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 401/);
  await openBoard(page);
  const sheet = await openActionCenter(page);
  await sheet.getByRole('button', { name: 'Add Action Item' }).click();
  const form = sheet.getByRole('form', { name: 'Add Action Item' });
  await form.getByRole('textbox', { name: 'Title' }).fill('Never saved');
  await page.route('**/api/user', (route) =>
    route.fulfill({ status: 401, json: { message: 'Authentication required' } }),
  );
  await form.getByRole('button', { name: 'Save Action Item' }).click();
  // The form's message first: the redirect removes the form 1.5 s later, while the toast (which
  // loads with Mantine's notifications package) stays 5 s across the redirect.
  await expect(form).toContainText('Your session has expired. Please log in again to continue.');
  await expect(toast(page, 'Authentication Error')).toContainText(
    'Your session has expired. Redirecting to login page...',
  );
  await page.waitForURL('**/auth');
});

test('journal entries open their action item, or say the task is gone', async ({
  page,
  account: _account,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 404/);
  const name = uniqueName('Linked Guest');
  const guest = await createGuestWithApi(page.request, {
    name,
    details: 'Has linked work',
    status: 'intro',
  });
  await createActionItemWithApi(page.request, {
    title: 'Send the contract',
    priority: 'high',
    isEvergreen: true,
    guestId: guest.id,
  });
  const task = await createTaskWithApi(page.request, {
    title: 'Call the agent',
    isEvergreen: true,
    guestId: guest.id,
  });
  expect((await page.request.delete(`/api/tasks/${task.id}`)).ok()).toBe(true);

  await openBoard(page);
  await search(page, name);
  const journal = await openJournal(page, name);
  const itemEntry = journal
    .getByRole('listitem')
    .filter({ hasText: 'Send the contract' })
    .filter({ has: page.getByRole('button', { name: 'View Action' }) })
    .first();
  await itemEntry.getByRole('button', { name: 'View Action' }).click();
  const details = page.getByRole('dialog', { name: 'Action Item Details' });
  await expect(details).toContainText('Send the contract');
  await expect(details).toContainText('High priority');
  await expect(details).toContainText(`Guest: ${name}`);
  expect(await seriousViolations(page)).toEqual([]);
  await details.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(details).toBeHidden();

  await journal
    .getByRole('listitem')
    .filter({ hasText: 'Call the agent' })
    .getByRole('button', { name: 'View Task' })
    .first()
    .click();
  const missing = page.getByRole('dialog', { name: 'Task Details' });
  await expect(missing).toContainText('Task not found or was deleted.');
  await expect(
    toast(page, 'The linked task could not be found. It may have been deleted.'),
  ).toContainText('Task not found');
});

test('a refused completion puts the task back and says why', async ({
  page,
  account: _account,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 500/);
  const title = uniqueName('Stubborn task');
  await createTaskWithApi(page.request, { title, isEvergreen: true });
  await page.route('**/api/tasks/*/status', (route) =>
    route.fulfill({ status: 500, json: { message: 'Database is resting' } }),
  );
  await openBoard(page);
  const sheet = await openActionCenter(page);
  const noDate = agendaGroup(sheet, 'No date');
  await agendaEntry(noDate, title)
    .getByRole('button', { name: `Complete task ${title}` })
    .click();
  await expect(toast(page, 'Error')).toContainText('Failed to complete task: Database is resting');
  await expect(agendaEntry(noDate, title)).toBeVisible();
  await sheet.getByRole('tab', { name: /Completed/ }).click();
  await expect(agendaEntry(sheet, title)).toHaveCount(0);
});

test('a refused event says "Failed to create event" with the reason and keeps the dialog', async ({
  page,
  account: _account,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 400/);
  const name = uniqueName('Busy Guest');
  await createGuestWithApi(page.request, { name, details: 'Hard to book', status: 'intro' });
  await page.route('**/api/calendar', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          json: {
            message: 'End time cannot be before the start time',
            errors: [{ path: 'endTime', message: 'End time cannot be before the start time' }],
          },
        })
      : route.fallback(),
  );
  await openBoard(page);
  await search(page, name);
  await card(page, name)
    .getByRole('button', { name: `Schedule Event with ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Schedule with ${name}` });
  await dialog.getByRole('textbox', { name: 'Date' }).fill(await browserDay(page, 5));
  await dialog.getByRole('textbox', { name: 'Title' }).click();
  await dialog.getByRole('button', { name: 'Schedule Event' }).click();
  await expect(toast(page, 'Failed to create event')).toContainText(
    'End time cannot be before the start time',
  );
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Title' })).toHaveValue(`Podcast with ${name}`);
});

test('an event moves to a new day and time from its row, its end and journal following', async ({
  page,
  account: _account,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 409/);
  const name = uniqueName('Moving Guest');
  const guest = await createGuestWithApi(page.request, { name, details: 'Needs another day' });
  const title = `Podcast with ${name}`;
  const noon = await browserNoon(page, 1);
  const event = await createEventWithApi(page.request, {
    title,
    startTime: noon,
    endTime: new Date(Date.parse(noon) + 3_600_000).toISOString(),
    eventType: 'recording',
    guestId: guest.id,
  });
  await openBoard(page);
  const sheet = await openActionCenter(page);
  const entry = agendaEntry(sheet, title);
  await entry.getByRole('button', { name: `Move ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Move Event' });
  const date = dialog.getByRole('textbox', { name: 'Date' });
  await expect(date).toHaveValue(displayDay(await browserDay(page, 1)));
  await expect(dialog.getByLabel('Start time')).toHaveValue('12:00');

  // Changed elsewhere since the sheet read it: refused, and the list is read again.
  const changed = await page.request.patch(`/api/calendar/${event.id}`, {
    data: { reminders: [60], version: event.version },
  });
  expect(changed.status()).toBe(200);
  await dialog.getByRole('button', { name: 'Move Event' }).click();
  await expect(toast(page, 'Error')).toContainText('Failed to move the event:');
  await expect(dialog).toBeVisible();
  await expect(entry).toContainText('SMS reminders: 1 hour before');

  const day = await browserDay(page, 5);
  await date.fill(day);
  // A start time left empty is said under it, before anything is sent; the date is fine.
  const startTime = dialog.getByLabel('Start time');
  await startTime.fill('');
  await dialog.getByRole('button', { name: 'Move Event' }).click();
  await expect(startTime).toHaveAttribute('aria-invalid', 'true');
  await expect(startTime).toHaveAccessibleDescription('Start time is required');
  await expect(date).not.toHaveAttribute('aria-invalid', 'true');
  await startTime.fill('15:30');
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotsAtEachWidth(page, `move-event-dialog-${theme}`, dialog, {
      desktopWidth: 1440,
      fullPage: false,
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });
  await dialog.getByRole('button', { name: 'Move Event' }).click();
  const when = `${displayDay(day)} · 3:30 PM – 4:30 PM`;
  await expect(toast(page, 'Event moved')).toContainText(`${title}: ${when}.`);
  await expect(dialog).toBeHidden();
  await expect(entry).toContainText(when);

  const journal = await page.request.get(`/api/guests/${guest.id}/journal`);
  expect(JSON.stringify(await journal.json())).toContain('Event moved');
});

test('an all-day event moves by its day alone and stays all day', async ({
  page,
  account: _account,
}) => {
  const title = uniqueName('Studio day');
  // Midnight to 23:59:59.999 of the browser's day after tomorrow (docs/product.md#validation).
  const [startTime, endTime] = await page.evaluate(() => {
    const start = new Date();
    start.setDate(start.getDate() + 2);
    start.setHours(0, 0, 0, 0);
    const end = new Date(start);
    end.setHours(23, 59, 59, 999);
    return [start.toISOString(), end.toISOString()];
  });
  await createEventWithApi(page.request, { title, startTime, endTime, eventType: 'other' });
  await openBoard(page);
  const sheet = await openActionCenter(page);
  const entry = agendaEntry(sheet, title);
  await expect(entry).toContainText(`${displayDay(await browserDay(page, 2))} · All day`);
  await entry.getByRole('button', { name: `Move ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Move Event' });
  await expect(dialog.getByRole('textbox', { name: 'Date' })).toBeVisible();
  await expect(dialog.getByLabel('Start time')).toHaveCount(0);

  const day = await browserDay(page, 4);
  await dialog.getByRole('textbox', { name: 'Date' }).fill(day);
  await dialog.getByRole('button', { name: 'Move Event' }).click();
  await expect(toast(page, 'Event moved')).toContainText(`${title}: ${displayDay(day)} · All day.`);
  await expect(entry).toContainText(`${displayDay(day)} · All day`);
});

test.describe('in a zone with clock changes', () => {
  test.use({ timezoneId: 'America/New_York' });

  test('an all-day event moved onto the day the clocks change is still all day', async ({
    page,
    account: _account,
  }) => {
    const title = uniqueName('Studio day');
    // The browser's next 23- or 25-hour day, and an all-day event the day before it.
    const { day, startTime, endTime } = await page.evaluate(() => {
      const start = new Date();
      start.setHours(0, 0, 0, 0);
      for (;;) {
        start.setDate(start.getDate() + 1);
        const next = new Date(start);
        next.setDate(next.getDate() + 1);
        if (next.getTime() - start.getTime() !== 86_400_000) break;
      }
      const before = new Date(start);
      before.setDate(before.getDate() - 1);
      const end = new Date(before);
      end.setHours(23, 59, 59, 999);
      const pad = (value: number) => String(value).padStart(2, '0');
      return {
        day: `${start.getFullYear()}-${pad(start.getMonth() + 1)}-${pad(start.getDate())}`,
        startTime: before.toISOString(),
        endTime: end.toISOString(),
      };
    });
    await createEventWithApi(page.request, { title, startTime, endTime, eventType: 'other' });
    await openBoard(page);
    const sheet = await openActionCenter(page);
    const entry = agendaEntry(sheet, title);
    await expect(entry).toContainText('All day');
    await entry.getByRole('button', { name: `Move ${title}` }).click();
    const dialog = page.getByRole('dialog', { name: 'Move Event' });
    await dialog.getByRole('textbox', { name: 'Date' }).fill(day);
    await dialog.getByRole('button', { name: 'Move Event' }).click();
    await expect(toast(page, 'Event moved')).toContainText(
      `${title}: ${displayDay(day)} · All day.`,
    );
    await expect(entry).toContainText(`${displayDay(day)} · All day`);
  });
});

// Assignees in the Action Center (docs/product.md#action-center-assignees): two people in one team,
// set up through the team routes (create a team, an invite, join). The owner assigns a task and an
// action item to the member through the forms; the member finds them in their own view, the owner
// only with "Whole team". The task's detail view reassigns it with the version it was read at, and
// a change made meanwhile is refused with the server's message (docs/product.md#versions), as is
// an Update Due Date saved over a teammate's new date. Archiving the completed tasks of the own
// list leaves the teammate's, and completing a task the teammate completed meanwhile is no
// failure. Axe on the forms with the "Assigned to" select; screenshots of the sheet with the switch.
import type { Page } from '@playwright/test';
import {
  agendaEntry,
  browserDay,
  browserNoon,
  createTaskWithApi,
  displayDay,
  openActionCenter,
} from './action-center-helpers';
import { openBoard, search, seriousViolations, toast, withoutLiveUpdates } from './board-helpers';
import { screenshotsAtEachWidth } from './screenshot-helpers';
import { apiJson, createGuestWithApi, expect, test, uniqueName } from './session';
import { chooseOption } from './select-helpers';

async function openJournal(page: Page, name: string) {
  await search(page, name);
  await page.getByRole('button', { name: `View Journal for ${name}`, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: `Journal - ${name}` });
  await expect(sheet).toBeVisible();
  return sheet;
}

async function choose(field: ReturnType<Page['getByRole']>, option: string) {
  await chooseOption(field, option);
  await expect(field).toHaveValue(option);
}

test("a task assigned to the member is in the member's view and the owner's Whole team", async ({
  page,
  teamOfTwo,
}) => {
  test.slow(); // two registrations (proof of work and SMS), two browsers, axe twice
  const { owner, member } = await teamOfTwo(uniqueName('Assign Team'));
  const guestName = uniqueName('Team Guest');
  await createGuestWithApi(page.request, { name: guestName, details: 'Shared with the team' });
  const ownTitle = uniqueName('Owner keeps this');
  await createTaskWithApi(page.request, { title: ownTitle, isEvergreen: true });

  // The owner assigns a task to the member from the guest's journal.
  await openBoard(page);
  const journal = await openJournal(page, guestName);
  await journal.getByRole('tab', { name: 'Create Task' }).click();
  const form = journal.getByRole('form', { name: 'Create Task' });
  const assignee = form.getByRole('combobox', { name: 'Assigned to' });
  await expect(assignee).toHaveValue(`${owner.account.username} (you)`);
  await choose(assignee, member.account.username);
  expect(await seriousViolations(page)).toEqual([]);
  const taskTitle = uniqueName('Book the studio');
  await form.getByRole('textbox', { name: 'Title' }).fill(taskTitle);
  await form.getByRole('button', { name: 'Create Task' }).click();
  await expect(toast(page, 'Task created')).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(journal).toBeHidden();

  // The owner's own view: their task, not the member's; with a switch to see the whole team.
  const sheet = await openActionCenter(page);
  const wholeTeam = sheet.getByRole('switch', { name: 'Whole team' });
  await expect(wholeTeam).not.toBeChecked();
  await expect(agendaEntry(sheet, ownTitle)).toContainText('Assigned to you');
  await expect(agendaEntry(sheet, taskTitle)).toHaveCount(0);

  // An action item for the member from the Action Center's own form.
  await sheet.getByRole('button', { name: 'Add Action Item' }).click();
  const itemForm = sheet.getByRole('form', { name: 'Add Action Item' });
  const itemAssignee = itemForm.getByRole('combobox', { name: 'Assigned to' });
  await choose(itemAssignee, member.account.username);
  expect(await seriousViolations(page)).toEqual([]);
  const itemTitle = uniqueName('Send the release form');
  await itemForm.getByRole('textbox', { name: 'Title' }).fill(itemTitle);
  await itemForm.getByRole('button', { name: 'Save Action Item' }).click();
  await toast(page, 'Action item added')
    .getByRole('button', { name: 'Close notification' })
    .click();
  await expect(toast(page, 'Action item added')).toHaveCount(0);
  await expect(itemForm).toHaveCount(0);
  await expect(agendaEntry(sheet, itemTitle)).toHaveCount(0);

  await wholeTeam.check({ force: true });
  await expect(wholeTeam).toBeChecked();
  for (const title of [taskTitle, itemTitle]) {
    await expect(agendaEntry(sheet, title)).toContainText(`Assigned to ${member.account.username}`);
  }
  await expect(agendaEntry(sheet, ownTitle)).toBeVisible();
  await screenshotsAtEachWidth(page, 'action-center-whole-team', wholeTeam, {
    desktopWidth: 1440,
    fullPage: false,
  });

  // Back to the owner's own view: the cached list, still without the member's work.
  await wholeTeam.uncheck({ force: true });
  await expect(agendaEntry(sheet, taskTitle)).toHaveCount(0);
  await expect(agendaEntry(sheet, ownTitle)).toBeVisible();

  // The member's own view holds both, as theirs.
  await openBoard(member.page);
  const memberSheet = await openActionCenter(member.page);
  await expect(memberSheet.getByRole('switch', { name: 'Whole team' })).not.toBeChecked();
  for (const title of [taskTitle, itemTitle]) {
    await expect(agendaEntry(memberSheet, title)).toContainText('Assigned to you');
  }
  await expect(agendaEntry(memberSheet, ownTitle)).toHaveCount(0);
});

test('a guest a teammate archives takes its items out of the open Action Center at once', async ({
  page,
  teamOfTwo,
}) => {
  test.slow(); // two registrations (proof of work and SMS), two browsers
  const { owner, member } = await teamOfTwo(uniqueName('Assign Team'));
  const guest = await createGuestWithApi(member.page.request, {
    name: uniqueName('Leaving Guest'),
    details: 'Archived by the member',
  });
  const title = uniqueName('Book the studio for them');
  await createTaskWithApi(member.page.request, {
    title,
    isEvergreen: true,
    guestId: guest.id,
    assigneeId: owner.id,
  });

  await openBoard(page);
  const sheet = await openActionCenter(page);
  await expect(agendaEntry(sheet, title)).toContainText('Assigned to you');

  // The member archives the guest; the owner's open list drops its task without a reload, so
  // nothing there can be completed only to be refused as not found.
  const archived = await member.page.request.delete(`/api/guests/${guest.id}`);
  expect(archived.ok()).toBe(true);
  await expect(agendaEntry(sheet, title)).toHaveCount(0);
});

test('the detail view reassigns a task, and a change made meanwhile is refused', async ({
  page,
  teamOfTwo,
  consoleGuard,
}) => {
  test.slow(); // two registrations (proof of work and SMS)
  consoleGuard.allow(/status of 409/);
  const { owner, member } = await teamOfTwo(uniqueName('Assign Team'));
  const guestName = uniqueName('Detail Guest');
  const guest = await createGuestWithApi(page.request, { name: guestName, details: 'Shared' });
  const title = uniqueName('Draft the questions');
  const task = await createTaskWithApi(page.request, {
    title,
    isEvergreen: true,
    guestId: guest.id,
    assigneeId: member.id,
  });

  // The owner's page does not hear of the member's change, as when its live stream is down.
  await withoutLiveUpdates(page, consoleGuard);
  await openBoard(page);
  const journal = await openJournal(page, guestName);
  await journal
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: 'View Task' })
    .first()
    .click();
  const details = page.getByRole('dialog', { name: 'Task Details' });
  const assignee = details.getByRole('combobox', { name: 'Assigned to' });
  await expect(assignee).toHaveValue(member.account.username);
  expect(await seriousViolations(page)).toEqual([]);

  // The member hands it back to the owner while the owner's dialog shows the version it read.
  await apiJson(member.page.request, 'patch', `/api/tasks/${task.id}`, { assigneeId: owner.id });

  await chooseOption(assignee, `${owner.account.username} (you)`);
  await expect(details.getByRole('alert')).toContainText(
    `${member.account.username} changed this task since you opened it.`,
  );
  // Reloaded: the task as it is now, assigned to the owner.
  await expect(assignee).toHaveValue(`${owner.account.username} (you)`);

  await choose(assignee, member.account.username);
  await expect(toast(page, 'Assignee changed')).toContainText(
    `${title} is now assigned to ${member.account.username}.`,
  );
  await expect(assignee).toHaveValue(member.account.username);
  const after = await apiJson<{ assigneeId: number; version: number }>(
    page.request,
    'get',
    `/api/tasks/${task.id}`,
  );
  expect(after).toEqual(expect.objectContaining({ assigneeId: member.id, version: 3 }));
});

test("archiving completed tasks with Whole team off leaves the member's in their Completed tab", async ({
  page,
  teamOfTwo,
}) => {
  test.slow(); // two registrations (proof of work and SMS), two browsers
  const { member } = await teamOfTwo(uniqueName('Archive Team'));
  const guest = await createGuestWithApi(page.request, {
    name: uniqueName('Shared Guest'),
    details: 'Shared with the team',
  });
  // The member completes their own task and one the owner gave them; the owner completes one.
  const memberOwn = uniqueName('Member finished this');
  await createTaskWithApi(member.page.request, {
    title: memberOwn,
    guestId: guest.id,
    status: 'completed',
  });
  const givenTitle = uniqueName('Owner gave this');
  const given = await createTaskWithApi(page.request, {
    title: givenTitle,
    isEvergreen: true,
    guestId: guest.id,
    assigneeId: member.id,
  });
  await apiJson(member.page.request, 'patch', `/api/tasks/${given.id}/status`, {
    status: 'completed',
  });
  const ownerOwn = uniqueName('Owner finished this');
  await createTaskWithApi(page.request, {
    title: ownerOwn,
    guestId: guest.id,
    status: 'completed',
  });

  await openBoard(page);
  const sheet = await openActionCenter(page);
  await expect(sheet.getByRole('switch', { name: 'Whole team' })).not.toBeChecked();
  await sheet.getByRole('tab', { name: /Completed/ }).click();
  await expect(agendaEntry(sheet, ownerOwn)).toBeVisible();
  for (const title of [memberOwn, givenTitle]) {
    await expect(agendaEntry(sheet, title)).toHaveCount(0);
  }
  await sheet.getByRole('button', { name: 'Archive completed tasks' }).click();
  await expect(toast(page, 'Tasks archived')).toContainText('1 completed task was archived.');
  await expect(agendaEntry(sheet, ownerOwn)).toHaveCount(0);

  // The member's completed tasks are still theirs to see.
  await openBoard(member.page);
  const memberSheet = await openActionCenter(member.page);
  await memberSheet.getByRole('tab', { name: /Completed/ }).click();
  for (const title of [memberOwn, givenTitle]) {
    await expect(agendaEntry(memberSheet, title)).toBeVisible();
  }
});

test("Update Due Date saves against the copy it opened on, not the member's newer date", async ({
  page,
  teamOfTwo,
  consoleGuard,
}) => {
  test.slow(); // two registrations (proof of work and SMS), two browsers
  consoleGuard.allow(/status of 409/);
  const { member } = await teamOfTwo(uniqueName('Due Team'));
  const guest = await createGuestWithApi(page.request, {
    name: uniqueName('Due Guest'),
    details: 'Shared',
  });
  const title = uniqueName('Send the guest questions');
  const task = await createTaskWithApi(page.request, {
    title,
    dueDate: await browserNoon(page, 2),
    guestId: guest.id,
    assigneeId: member.id,
  });

  await openBoard(page);
  const sheet = await openActionCenter(page);
  await sheet.getByRole('switch', { name: 'Whole team' }).check({ force: true });
  const entry = agendaEntry(sheet, title);
  await expect(entry).toContainText(`Due ${displayDay(await browserDay(page, 2))}`);
  await entry.getByRole('button', { name: `Update Due Date of ${title}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Update Due Date' });
  const tomorrow = await browserDay(page, 1);
  await expect(dialog).toContainText(`Selected: ${displayDay(tomorrow)}`);
  await expect(dialog).toContainText(`Currently due ${displayDay(await browserDay(page, 2))}`);

  // The member moves it while the dialog is open; the live list behind it shows the new date.
  const theirs = await browserNoon(page, 9);
  await apiJson(member.page.request, 'patch', `/api/tasks/${task.id}`, { dueDate: theirs });
  await expect(entry).toContainText(`Due ${displayDay(await browserDay(page, 9))}`);

  // Saved against the copy the dialog opened on: refused with the server's message, the dialog
  // stays with the owner's day, and the member's date stands.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Error')).toContainText(
    `Failed to update due date: ${member.account.username} changed this task since you opened it.`,
  );
  await expect(dialog).toBeVisible();
  await expect(dialog).toContainText(`Selected: ${displayDay(tomorrow)}`);
  // The dialog says the date the member gave it, which a phone's dialog hides the row of.
  await expect(dialog).toContainText(`Currently due ${displayDay(await browserDay(page, 9))}`);
  const kept = await apiJson<{ dueDate: string; version: number }>(
    page.request,
    'get',
    `/api/tasks/${task.id}`,
  );
  expect(kept).toEqual(expect.objectContaining({ dueDate: theirs, version: 2 }));
  await expect(entry).toContainText(`Due ${displayDay(await browserDay(page, 9))}`);

  // Save again: on the version the refusal carried, so it goes over the member's change.
  await dialog.getByRole('button', { name: 'Save' }).click();
  await expect(toast(page, 'Due date updated')).toContainText(
    `${title} is now due ${displayDay(tomorrow)}.`,
  );
  await expect(dialog).toBeHidden();
  await expect(entry).toContainText(`Due ${displayDay(tomorrow)}`);
  const saved = await apiJson<{ version: number }>(page.request, 'get', `/api/tasks/${task.id}`);
  expect(saved.version).toBe(3);
});

test('completing a task the member completed meanwhile is no failure', async ({
  page,
  teamOfTwo,
  consoleGuard,
}) => {
  test.slow(); // two registrations (proof of work and SMS)
  consoleGuard.allow(/status of 409/);
  const { member } = await teamOfTwo(uniqueName('Complete Team'));
  const guest = await createGuestWithApi(page.request, {
    name: uniqueName('Done Guest'),
    details: 'Shared',
  });
  const title = uniqueName('Confirm the studio');
  const task = await createTaskWithApi(page.request, {
    title,
    isEvergreen: true,
    guestId: guest.id,
    assigneeId: member.id,
  });

  // The owner's page does not hear of the member's completion, so its row still offers Complete.
  await withoutLiveUpdates(page, consoleGuard);
  await openBoard(page);
  const sheet = await openActionCenter(page);
  await sheet.getByRole('switch', { name: 'Whole team' }).check({ force: true });
  const entry = agendaEntry(sheet, title);
  await expect(entry).toBeVisible();
  await apiJson(member.page.request, 'patch', `/api/tasks/${task.id}/status`, {
    status: 'completed',
  });

  // Refused as stale (409), but the task is completed as both wanted: no error, and it stays
  // in Completed. The list is read again once the answer is handled, so a toast would be up by then.
  let answered = false;
  const refused = page.waitForResponse((response) => {
    answered ||= response.url().endsWith(`/api/tasks/${task.id}/status`);
    return answered;
  });
  const reread = page.waitForResponse(
    (response) =>
      answered &&
      response.request().method() === 'GET' &&
      /\/api\/tasks(\?|$)/.test(response.url()),
  );
  await entry.getByRole('button', { name: `Complete task ${title}` }).click();
  expect((await refused).status()).toBe(409);
  await reread;
  // Counted once, not awaited: an error toast closes by itself after a while.
  expect(await toast(page, 'Error').count()).toBe(0);
  await expect(agendaEntry(sheet, title)).toHaveCount(0);
  await sheet.getByRole('tab', { name: /Completed/ }).click();
  await expect(agendaEntry(sheet, title)).toBeVisible();
});

test('Task Details of a task that went with its guest says where it went, not that it was deleted', async ({
  page,
  teamOfTwo,
  consoleGuard,
}) => {
  test.slow(); // two registrations (proof of work and SMS)
  consoleGuard.allow(/status of 404/);
  const { member } = await teamOfTwo(uniqueName('Leaving Team'));
  const guestName = uniqueName('Leaving Guest');
  const guest = await createGuestWithApi(member.page.request, {
    name: guestName,
    details: 'Goes with the member',
  });
  const title = uniqueName('Book the studio');
  await createTaskWithApi(page.request, { title, isEvergreen: true, guestId: guest.id });

  // The owner's page does not hear of the leaving, so the journal stays on screen.
  await withoutLiveUpdates(page, consoleGuard);
  await openBoard(page);
  const journal = await openJournal(page, guestName);
  const viewTask = journal
    .getByRole('listitem')
    .filter({ hasText: title })
    .getByRole('button', { name: 'View Task' })
    .first();
  // The log read before the member leaves: read after, it is the log of a guest no longer shared.
  await expect(viewTask).toBeVisible();
  await apiJson(member.page.request, 'post', '/api/team/leave');

  await viewTask.click();
  // docs/decisions/047: the task went with its guest to the member, who took the guest along.
  const moved =
    "This task now belongs to its guest's owner, who no longer shares that guest with you.";
  const details = page.getByRole('dialog', { name: 'Task Details' });
  await expect(details).toContainText(moved);
  await expect(details).not.toContainText('was deleted');
  await expect(toast(page, 'Task not found')).toContainText(moved);
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotsAtEachWidth(page, 'task-went-with-guest-light', details, {
    desktopWidth: 1440,
    fullPage: false,
  });
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotsAtEachWidth(page, 'task-went-with-guest-dark', details, {
    desktopWidth: 1440,
    fullPage: false,
  });
});

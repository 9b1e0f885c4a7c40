// The journal sheet (docs/product.md#board-dialogs): notes, the activity log with old and new
// values, its height, its errors and its accessibility.
import type { Page } from '@playwright/test';
import {
  card,
  column,
  dragCardWithMouse,
  openBoard,
  search,
  seriousViolations,
  toast,
} from './board-helpers';
import { apiJson, createGuestWithApi, expect, test, uniqueName } from './session';

async function openJournal(page: Page, name: string) {
  await page.getByRole('button', { name: `View Journal for ${name}`, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: `Journal - ${name}` });
  await expect(sheet).toBeVisible();
  return sheet;
}

test('a note appears at the top of the activity log; blank notes cannot be added', async ({
  page,
  account,
}) => {
  const name = uniqueName('Journal Guest');
  await createGuestWithApi(page.request, { name, details: 'Keeps a diary', status: 'prospect' });
  await openBoard(page);
  await search(page, name);
  const sheet = await openJournal(page, name);

  await expect(sheet.getByRole('tab', { name: 'Add Note', selected: true })).toBeVisible();
  const log = sheet.getByRole('list', { name: 'Activity Log' });
  await expect(log.getByRole('listitem')).toHaveCount(1);
  await expect(log.getByRole('listitem').first()).toContainText('created');

  const note = sheet.getByRole('textbox', { name: 'Note' });
  const add = sheet.getByRole('button', { name: 'Add', exact: true });
  await expect(add).toBeDisabled();
  await note.fill('   \n  ');
  await expect(add).toBeDisabled();

  await note.fill('First call went well');
  await add.click();
  await expect(log.getByRole('listitem')).toHaveCount(2);
  await expect(note).toHaveValue('');
  // The emptied box takes the focus back from the disabled Add: the next note is typed straight in.
  await expect(note).toBeFocused();
  await page.keyboard.type('Sent the episode outline');
  await add.focus();
  await page.keyboard.press('Enter');
  await expect(log.getByRole('listitem')).toHaveCount(3);
  await expect(note).toBeFocused();

  const newest = log.getByRole('listitem').first();
  await expect(newest).toContainText('Sent the episode outline');
  await expect(newest).toContainText('manual note');
  await expect(newest).toContainText(account.username);
  await expect(newest.locator('time')).toHaveText(/^\d{1,2}\/\d{1,2}\/\d{2} \d{1,2}:\d{2}(AM|PM)$/);
  await expect(log.getByRole('listitem').nth(1)).toContainText('First call went well');

  // Still there after closing and reopening.
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await openJournal(page, name);
  await expect(log.getByRole('listitem').first()).toContainText('Sent the episode outline');
});

test('moves and edits show up in the log and expand to their old and new values', async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Changing Guest');
  await createGuestWithApi(page.request, { name, details: 'Original details', status: 'prospect' });
  await openBoard(page);
  await search(page, name);

  // Loaded once, so the move below must refresh it.
  let sheet = await openJournal(page, name);
  await expect(sheet.getByRole('listitem')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();

  await dragCardWithMouse(page, name, 'Hot Candidate');
  await expect(card(column(page, 'Hot Candidate'), name)).toBeVisible();

  sheet = await openJournal(page, name);
  const statusEntry = sheet.getByRole('listitem').filter({ hasText: 'status change' });
  await expect(statusEntry).toContainText('Status changed from Prospect to Hot Candidate');
  const toggle = statusEntry.getByRole('button', { name: 'Show changes' });
  await expect(toggle).toHaveAttribute('aria-expanded', 'false');
  await toggle.click();
  await expect(statusEntry.getByRole('button', { name: 'Hide changes' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await expect(statusEntry).toContainText('Old value: Prospect');
  await expect(statusEntry).toContainText('New value: Hot Candidate');
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');

  // An edit writes "updated" entries, and the open journal is refreshed after saving.
  await page.getByRole('button', { name: `Edit ${name}` }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Guest' });
  await edit.getByRole('switch', { name: 'Locked' }).click({ force: true });
  await edit.getByRole('textbox', { name: 'Details' }).fill('Revised details');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(edit.getByRole('switch', { name: 'Locked' })).toBeChecked();
  await edit.getByRole('button', { name: 'Close', exact: true }).click();

  sheet = await openJournal(page, name);
  const updated = sheet.getByRole('listitem').filter({ hasText: 'Updated details' });
  await expect(updated).toContainText('updated');
  await updated.getByRole('button', { name: 'Show changes' }).click();
  await expect(updated).toContainText('Old value: Original details');
  await expect(updated).toContainText('New value: Revised details');
});

test("a task's changes read as the app shows them: its state by title, its due dates as days", async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Task Guest');
  const guest = await createGuestWithApi(page.request, { name, details: 'Studio guest' });
  // Noon UTC, so the day is the same in the browser's zone, whatever it is.
  const task = await apiJson<{ id: number }>(page.request, 'post', '/api/tasks', {
    title: 'Book the studio',
    guestId: guest.id,
    dueDate: '2027-03-14T12:00:00.000Z',
  });
  await apiJson(page.request, 'patch', `/api/tasks/${task.id}/status`, { status: 'in_progress' });
  await apiJson(page.request, 'patch', `/api/tasks/${task.id}`, {
    dueDate: '2027-03-20T12:00:00.000Z',
  });
  await openBoard(page);
  await search(page, name);
  const sheet = await openJournal(page, name);

  const status = sheet.getByRole('listitem').filter({ hasText: 'Task status changed' });
  await status.getByRole('button', { name: 'Show changes' }).click();
  await expect(status).toContainText('Old value: Pending');
  await expect(status).toContainText('New value: In Progress');

  const due = sheet.getByRole('listitem').filter({ hasText: 'Task due date changed' });
  await due.getByRole('button', { name: 'Show changes' }).click();
  await expect(due).toContainText('Old value: Mar 14, 2027');
  await expect(due).toContainText('New value: Mar 20, 2027');
});

test('the log scrolls within 60% of the viewport height', async ({ page, account: _account }) => {
  const name = uniqueName('Chatty Guest');
  const guest = await createGuestWithApi(page.request, {
    name,
    details: 'Many notes',
    status: 'intro',
  });
  for (let index = 1; index <= 14; index += 1) {
    const response = await page.request.post(`/api/guests/${guest.id}/journal`, {
      data: { action: 'manual_note', description: `Note number ${index} with a few words in it` },
    });
    expect(response.ok()).toBe(true);
  }
  await openBoard(page);
  await search(page, name);
  const sheet = await openJournal(page, name);
  const log = sheet.getByRole('list', { name: 'Activity Log' });
  await expect(log.getByRole('listitem')).toHaveCount(15);
  await expect(log.getByRole('listitem').first()).toContainText('Note number 14');

  const size = await log.evaluate((element) => ({
    height: element.getBoundingClientRect().height,
    scrollHeight: element.scrollHeight,
    viewport: window.innerHeight,
  }));
  expect(size.height).toBeLessThanOrEqual(size.viewport * 0.6 + 1);
  expect(size.scrollHeight).toBeGreaterThan(size.height);
  expect(await seriousViolations(page)).toEqual([]);
});

test('a failed note keeps the text and says why', async ({
  page,
  account: _account,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 500/);
  const name = uniqueName('Note Fails');
  await createGuestWithApi(page.request, { name, details: 'Unlucky', status: 'prospect' });
  await openBoard(page);
  await search(page, name);
  await page.route('**/api/guests/*/journal', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({ status: 500, json: { message: 'Notebook is full' } })
      : route.fallback(),
  );
  const sheet = await openJournal(page, name);
  await sheet.getByRole('textbox', { name: 'Note' }).fill('This will not be saved');
  await sheet.getByRole('button', { name: 'Add', exact: true }).click();
  await expect(toast(page, 'Failed to add note')).toContainText('Notebook is full');
  await expect(sheet.getByRole('textbox', { name: 'Note' })).toHaveValue('This will not be saved');
  // Sending disabled the button; refused, the focus is back on it, not on the page.
  await expect(sheet.getByRole('button', { name: 'Add', exact: true })).toBeFocused();
  await expect(sheet.getByRole('listitem')).toHaveCount(1);
});

test('a name of one long word wraps in the title, which keeps the close button in view', async ({
  page,
  account: _account,
}) => {
  // The guest form lets an applicant send a 200-letter word as their name.
  const name = `Applicant${'x'.repeat(160)}${uniqueName('').trim()}`;
  await createGuestWithApi(page.request, { name, details: 'One long word', status: 'prospect' });
  for (const width of [1440, 390]) {
    await page.setViewportSize({ width, height: 800 });
    await openBoard(page);
    await search(page, name);
    const sheet = await openJournal(page, name);
    const close = sheet.getByRole('button', { name: 'Close journal' });
    await expect(close).toBeInViewport({ ratio: 1 });
    const title = sheet.getByRole('heading', { name: `Journal - ${name}` });
    expect((await title.boundingBox())?.width ?? Infinity).toBeLessThanOrEqual(width);
    await page.screenshot({
      path: `test-results/screenshots/journal-long-name-${width === 390 ? 'phone' : 'desktop'}.png`,
    });
    await close.click();
    await expect(sheet).toBeHidden();
  }
});

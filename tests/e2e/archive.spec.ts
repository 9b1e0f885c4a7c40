// The guest archive (docs/product.md#archive-screen, #archive-messages): guests archived from the
// board appear there; the host pages, sorts, searches and selects them, restores ten at once (back
// on the board with their journals) and deletes one for good after confirming. Each test has an
// account of its own, so its archive holds only its guests. A dialog open on a guest that a
// teammate restores or deletes meanwhile says it is gone and does not act on it.
import type { Page } from '@playwright/test';
import type { GuestStatus } from '#shared/enums.js';
import type { GuestDto } from '#shared/schemas/guests.js';
import {
  card,
  openBoard,
  search,
  seriousViolations,
  toast,
  withoutLiveUpdates,
} from './board-helpers';
import {
  apiJson,
  createGuestWithApi,
  expect,
  signInFreshAccount,
  test,
  uniqueName,
} from './session';
import { chooseOption } from './select-helpers';

const STATUSES: GuestStatus[] = ['prospect', 'hot', 'intro', 'limbo', 'scheduled', 'complete'];

function archiveTable(page: Page) {
  return page.getByRole('table', { name: 'Archived guests' });
}

/** The guest names in the table's rows, top to bottom (read from the row checkboxes' labels). */
async function shownNames(page: Page): Promise<string[]> {
  return archiveTable(page)
    .locator('tbody')
    .getByRole('checkbox')
    .evaluateAll((boxes) =>
      boxes.map((box) => (box.getAttribute('aria-label') ?? '').replace(/^Select /, '')),
    );
}

const numbered = (...numbers: number[]) =>
  numbers.map((n) => `Archived Guest ${String(n).padStart(2, '0')}`);

async function createGuests(page: Page, count: number, prefix = 'Archived Guest') {
  const guests: GuestDto[] = [];
  for (let i = 1; i <= count; i += 1) {
    guests.push(
      await createGuestWithApi(page.request, {
        name: `${prefix} ${String(i).padStart(2, '0')}`,
        details: `Guest number ${i}`,
        status: STATUSES[(i - 1) % STATUSES.length],
        organization: i % 2 === 0 ? 'Acme Labs' : undefined,
      }),
    );
  }
  return guests;
}

async function archiveWithApi(page: Page, guest: GuestDto) {
  const response = await page.request.delete(`/api/guests/${guest.id}`);
  expect(response.status()).toBe(200);
}

async function choosePageSize(page: Page, size: number) {
  await chooseOption(page.getByRole('combobox', { name: 'Rows per page' }), String(size));
}

test('archive twelve guests, page, sort, restore ten at once and delete one for good', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInFreshAccount(page);
  const guests = await createGuests(page, 12);
  const note = await page.request.post(`/api/guests/${guests[0]!.id}/journal`, {
    data: { description: 'Loved the pilot episode' },
  });
  expect(note.status()).toBe(201);
  for (const guest of guests.slice(0, 10)) await archiveWithApi(page, guest);

  // The archive is loaded (and cached) before the last two are archived from the board.
  await page.goto('/archive');
  await expect(page.getByRole('heading', { level: 1, name: 'Guest Archive' })).toBeVisible();
  await expect(page.getByText('Showing 10 of 10 entries')).toBeVisible();
  await page.getByRole('link', { name: 'Back to Guests' }).click();
  await expect(page).toHaveURL(/\/$/);
  await expect(page.getByRole('status', { name: 'Loading guests' })).toHaveCount(0);
  for (const name of numbered(11, 12)) {
    await search(page, name);
    await page.getByRole('button', { name: `Delete ${name}` }).click();
    await page
      .getByRole('dialog', { name: 'Delete Guest' })
      .getByRole('button', { name: 'Archive Guest' })
      .click();
    await expect(card(page, name)).toHaveCount(0);
  }
  await page.getByRole('link', { name: 'Archive', exact: true }).click();
  await expect(page).toHaveURL(/\/archive$/);

  // Default: newest archived first, 10 a page.
  await expect(page.getByText('Showing 10 of 12 entries')).toBeVisible();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  expect(await shownNames(page)).toEqual(numbered(12, 11, 10, 9, 8, 7, 6, 5, 4, 3));
  await expect(
    archiveTable(page).getByRole('columnheader', { name: 'Archive Date' }),
  ).toHaveAttribute('aria-sort', 'descending');
  const firstRow = archiveTable(page).locator('tbody tr').first();
  await expect(firstRow).toContainText('Complete');
  await expect(firstRow).toContainText(String(guests[11]!.id));
  await expect(firstRow).toContainText(/^.*[A-Z][a-z]{2} \d{1,2}, \d{4}.*$/);

  // Paging.
  const pager = (name: string) => page.getByRole('button', { name, exact: true });
  await pager('Next').click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await expect(page.getByText('Showing 2 of 12 entries')).toBeVisible();
  expect(await shownNames(page)).toEqual(numbered(2, 1));
  await expect(pager('Next')).toBeDisabled();
  await expect(pager('Last')).toBeDisabled();
  await pager('First').click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();
  await expect(pager('Previous')).toBeDisabled();
  await pager('Last').click();
  await expect(page.getByText('Page 2 of 2')).toBeVisible();
  await pager('Previous').click();
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  await choosePageSize(page, 5);
  await expect(page.getByText('Page 1 of 3')).toBeVisible();
  await expect(page.getByText('Showing 5 of 12 entries')).toBeVisible();
  await pager('Next').click();
  await expect(page.getByText('Page 2 of 3')).toBeVisible();
  await choosePageSize(page, 10);
  await expect(page.getByText('Page 1 of 2')).toBeVisible();

  // Sorting by name toggles ascending and descending.
  const sortByName = page.getByRole('button', { name: 'Sort by Name' });
  await sortByName.click();
  await expect(archiveTable(page).getByRole('columnheader', { name: 'Name' })).toHaveAttribute(
    'aria-sort',
    'ascending',
  );
  expect(await shownNames(page)).toEqual(numbered(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
  await sortByName.click();
  expect(await shownNames(page)).toEqual(numbered(12, 11, 10, 9, 8, 7, 6, 5, 4, 3));
  await sortByName.click();
  expect(await shownNames(page)).toEqual(numbered(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));

  // Search.
  const searchBox = page.getByRole('searchbox', { name: 'Search archived guests' });
  await expect(searchBox).toHaveAttribute('placeholder', 'Search archived guests...');
  await searchBox.fill('guest 1');
  await expect(page.getByText('Found 3 results')).toBeVisible();
  expect(await shownNames(page)).toEqual(numbered(10, 11, 12));
  await searchBox.fill('ACME');
  await expect(page.getByText('Found 6 results')).toBeVisible();
  await searchBox.fill('');
  await expect(page.getByText(/^Found/)).toHaveCount(0);
  // Only spaces and zero-width spaces: no search, as with the box empty
  // (docs/decisions/042-search-folds-accents-and-spaces.md).
  await searchBox.fill('guest 1');
  await expect(page.getByText('Found 3 results')).toBeVisible();
  await searchBox.fill(' \u200b\u200b ');
  await expect.poll(() => shownNames(page)).toEqual(numbered(1, 2, 3, 4, 5, 6, 7, 8, 9, 10));
  await expect(page.getByText(/^Found/)).toHaveCount(0);
  await searchBox.fill('');

  // Select the ten on this page, then restore them at once.
  await page.getByRole('button', { name: 'Select all on page' }).click();
  const bar = page.getByRole('region', { name: 'Selected guests' });
  await expect(bar).toContainText('10 selected');
  await page.getByRole('button', { name: 'Deselect all on page' }).click();
  await expect(bar).toBeHidden();
  await page.getByRole('button', { name: 'Select all on page' }).click();
  await expect(bar).toContainText('10 selected');
  await bar.getByRole('button', { name: 'Restore' }).click();
  const bulkRestore = page.getByRole('dialog', { name: 'Bulk Restore Confirmation' });
  await bulkRestore.getByRole('button', { name: 'Yes, Restore 10 Guest(s)' }).click();
  await expect(toast(page, 'Bulk Restore Completed')).toContainText(
    'Successfully restored 10 guests. Failed: 0',
  );
  await expect(bulkRestore).toBeHidden();
  await expect(bar).toBeHidden();
  await expect(page.getByText('Showing 2 of 2 entries')).toBeVisible();
  expect(await shownNames(page)).toEqual(numbered(11, 12));

  // Delete one for good, after confirming.
  const deleteButton = page.getByRole('button', { name: 'Delete Archived Guest 12 permanently' });
  await deleteButton.hover();
  await expect(page.getByRole('tooltip', { name: 'Delete permanently' })).toBeVisible();
  await deleteButton.click();
  const confirm = page.getByRole('dialog', { name: 'Permanently Delete Guest' });
  await expect(confirm).toContainText('Archived Guest 12');
  await expect(confirm).toContainText('This action cannot be undone.');
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await shownNames(page)).toEqual(numbered(11, 12));
  await deleteButton.click();
  await confirm.getByRole('button', { name: 'Delete Permanently' }).click();
  await expect(toast(page, 'Guest Deleted')).toContainText(
    'The guest has been permanently deleted from the archive',
  );
  await expect(page.getByText('Showing 1 of 1 entries')).toBeVisible();
  expect(await shownNames(page)).toEqual(numbered(11));

  // Back on the board: the ten restored guests, not the deleted one, with their journals.
  await page.getByRole('link', { name: 'Back to Guests' }).click();
  await expect(page.getByRole('status', { name: 'Loading guests' })).toHaveCount(0);
  await search(page, 'Archived Guest');
  for (const name of numbered(1, 2, 3, 4, 5, 6, 7, 8, 9, 10)) {
    await expect(card(page, name)).toBeVisible();
  }
  await expect(card(page, 'Archived Guest 11')).toHaveCount(0);
  await expect(card(page, 'Archived Guest 12')).toHaveCount(0);
  await page
    .getByRole('button', { name: 'View Journal for Archived Guest 01', exact: true })
    .click();
  const journal = page.getByRole('dialog', { name: 'Journal - Archived Guest 01' });
  const log = journal.getByRole('list', { name: 'Activity Log' });
  await expect(log.getByRole('listitem')).toHaveCount(4);
  await expect(log.getByRole('listitem').nth(0)).toContainText('Guest restored from the archive');
  await expect(log.getByRole('listitem').nth(1)).toContainText('Guest archived');
  await expect(log.getByRole('listitem').nth(2)).toContainText('Loved the pilot episode');

  // A reload reads the same from the server.
  await page.reload();
  await openBoard(page);
  await search(page, 'Archived Guest');
  await expect(card(page, 'Archived Guest 10')).toBeVisible();
});

test('restore one, delete the rest, the empty state; no serious accessibility violations', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInFreshAccount(page);
  const guests = await createGuests(page, 3, 'Axe Guest');
  for (const guest of guests) await archiveWithApi(page, guest);

  for (const viewport of [
    { name: 'phone', width: 390, height: 844 },
    { name: 'desktop', width: 1280, height: 800 },
  ]) {
    await page.setViewportSize(viewport);
    await page.goto('/archive');
    await expect(page.getByText('Showing 3 of 3 entries')).toBeVisible();
    await page.screenshot({
      path: `test-results/screenshots/archive-${viewport.name}.png`,
      fullPage: true,
    });
  }
  expect(await seriousViolations(page)).toEqual([]);

  // Selection bar and search state.
  await page.getByRole('checkbox', { name: 'Select Axe Guest 01' }).check();
  await expect(page.getByRole('region', { name: 'Selected guests' })).toContainText('1 selected');
  await page.getByRole('searchbox', { name: 'Search archived guests' }).fill('axe');
  await expect(page.getByText('Found 3 results')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/archive-selection-desktop.png' });
  await page.getByRole('button', { name: 'Clear', exact: true }).click();
  await expect(page.getByRole('region', { name: 'Selected guests' })).toBeHidden();

  // Restore one.
  await page.getByRole('button', { name: 'Restore Axe Guest 02' }).click();
  const restore = page.getByRole('dialog', { name: 'Restore Guest' });
  await expect(restore).toContainText('Axe Guest 02');
  expect(await seriousViolations(page)).toEqual([]);
  await restore.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(toast(page, 'Guest Restored')).toContainText(
    'The guest has been successfully restored',
  );
  expect(await shownNames(page)).toEqual(['Axe Guest 03', 'Axe Guest 01']);
  // Its row is gone: the focus is on the row that followed it.
  await expect(page.getByRole('checkbox', { name: 'Select Axe Guest 01' })).toBeFocused();

  // The single delete dialog.
  await page.getByRole('button', { name: 'Delete Axe Guest 03 permanently' }).click();
  const deleteDialog = page.getByRole('dialog', { name: 'Permanently Delete Guest' });
  await expect(deleteDialog).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/archive-delete-dialog-desktop.png' });
  await deleteDialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(deleteDialog).toBeHidden();

  // Select both through the header checkbox, open bulk restore, cancel, then bulk delete.
  await page.getByRole('checkbox', { name: 'Select all guests on this page' }).check();
  const bar = page.getByRole('region', { name: 'Selected guests' });
  await expect(bar).toContainText('2 selected');
  await bar.getByRole('button', { name: 'Restore' }).click();
  const bulkRestore = page.getByRole('dialog', { name: 'Bulk Restore Confirmation' });
  await expect(bulkRestore.getByRole('button', { name: 'Yes, Restore 2 Guest(s)' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await bulkRestore.getByRole('button', { name: 'Cancel' }).click();
  await expect(bulkRestore).toBeHidden();

  await bar.getByRole('button', { name: 'Delete' }).click();
  const bulkDelete = page.getByRole('dialog', { name: 'Bulk Delete Confirmation' });
  await expect(bulkDelete).toContainText('This action cannot be undone.');
  expect(await seriousViolations(page)).toEqual([]);
  await bulkDelete.getByRole('button', { name: 'Yes, Delete 2 Guest(s)' }).click();
  await expect(toast(page, 'Bulk Delete Completed')).toContainText(
    'Successfully deleted 2 guests. Failed: 0',
  );
  await expect(bar).toBeHidden();

  // Empty.
  await expect(page.getByRole('heading', { name: 'No Archived Guests' })).toBeVisible();
  await expect(
    page.getByText(
      'When you delete guests, they will appear here instead of being permanently removed.',
    ),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { name: 'No Archived Guests' })).toBeVisible();
  await page.screenshot({ path: 'test-results/screenshots/archive-empty-phone.png' });
});

test('on a phone the archive is a list of cards whose Restore and Delete are on screen', async ({
  page,
}) => {
  test.setTimeout(120_000);
  await signInFreshAccount(page);
  const guests = await createGuests(page, 3, 'Phone Guest');
  for (const guest of guests) await archiveWithApi(page, guest);
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/archive');
  await expect(page.getByText('Showing 3 of 3 entries')).toBeVisible();
  await expect(archiveTable(page)).toBeHidden();
  const list = page.getByRole('list', { name: 'Archived guests' });
  await expect(list.getByRole('listitem')).toHaveCount(3);

  // Every card's actions lie inside the 390 px screen: nothing to scroll sideways for.
  for (const name of ['Phone Guest 01', 'Phone Guest 02', 'Phone Guest 03']) {
    for (const action of [`Restore ${name}`, `Delete ${name} permanently`]) {
      const box = await page.getByRole('button', { name: action }).boundingBox();
      expect(box, action).not.toBeNull();
      expect(box!.x).toBeGreaterThanOrEqual(0);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
  }
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({
    path: 'test-results/screenshots/archive-cards-phone.png',
    fullPage: true,
  });

  // The sort order is chosen from a list; the selection stays across the two layouts.
  await page.getByRole('combobox', { name: 'Sort by' }).selectOption({ label: 'Name, A to Z' });
  await expect(list.getByRole('listitem').first()).toContainText('Phone Guest 01');
  await list.getByRole('checkbox', { name: 'Select Phone Guest 02' }).check();
  await expect(page.getByRole('region', { name: 'Selected guests' })).toContainText('1 selected');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(
    archiveTable(page).getByRole('checkbox', { name: 'Select Phone Guest 02' }),
  ).toBeChecked();
  await page.screenshot({ path: 'test-results/screenshots/archive-cards-desktop.png' });
  await page.setViewportSize({ width: 390, height: 844 });

  await page.getByRole('button', { name: 'Restore Phone Guest 03' }).click();
  const restore = page.getByRole('dialog', { name: 'Restore Guest' });
  await restore.getByRole('button', { name: 'Restore', exact: true }).click();
  await expect(toast(page, 'Guest Restored')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(2);
  // The last card went: the focus is on the one before it.
  await expect(list.getByRole('checkbox', { name: 'Select Phone Guest 02' })).toBeFocused();

  await page.getByRole('button', { name: 'Delete Phone Guest 01 permanently' }).click();
  const remove = page.getByRole('dialog', { name: 'Permanently Delete Guest' });
  await remove.getByRole('button', { name: 'Delete Permanently' }).click();
  await expect(toast(page, 'Guest Deleted')).toBeVisible();
  await expect(list.getByRole('listitem')).toHaveCount(1);
  await expect(list.getByRole('checkbox', { name: 'Select Phone Guest 02' })).toBeFocused();
});

test('a sortable header sorts when its cell is clicked outside the label', async ({ page }) => {
  await signInFreshAccount(page);
  const guests = await createGuests(page, 2, 'Header Guest');
  for (const guest of guests) await archiveWithApi(page, guest);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/archive');
  await expect(page.getByText('Showing 2 of 2 entries')).toBeVisible();
  const nameHeader = archiveTable(page).getByRole('columnheader', { name: 'Sort by Name' });
  const box = await nameHeader.boundingBox();
  // Near the cell's right edge, well past the label and its icon.
  await page.mouse.click(box!.x + box!.width - 6, box!.y + box!.height / 2);
  await expect(nameHeader).toHaveAttribute('aria-sort', 'ascending');
  expect(await shownNames(page)).toEqual(['Header Guest 01', 'Header Guest 02']);
});

test('failed calls say so with the documented messages and keep the dialog and the selection', async ({
  page,
  consoleGuard,
}) => {
  await signInFreshAccount(page);
  const guests = await createGuests(page, 2, 'Vanishing Guest');
  for (const guest of guests) await archiveWithApi(page, guest);
  // The page does not hear of the changes made elsewhere below, as when its stream is down.
  await withoutLiveUpdates(page, consoleGuard);
  await page.goto('/archive');
  await expect(page.getByText('Showing 2 of 2 entries')).toBeVisible();

  // Restored elsewhere meanwhile: this page's restore now finds nothing.
  const entries = (await (await page.request.get('/api/guests/archived')).json()) as {
    id: number;
    originalId: number;
  }[];
  const first = entries.find((entry) => entry.originalId === guests[0]!.id)!;
  expect((await page.request.post(`/api/guests/archived/${first.id}/restore`)).status()).toBe(200);
  consoleGuard.allow(/status of 404/);
  await page.getByRole('button', { name: 'Restore Vanishing Guest 01' }).click();
  const restore = page.getByRole('dialog', { name: 'Restore Guest' });
  await restore.getByRole('button', { name: 'Restore', exact: true }).click();
  // The server's reason, and the dialog says the guest is gone rather than offering it again.
  await expect(toast(page, 'Restore Failed')).toContainText('Archived guest not found');
  await expect(restore.getByRole('alert')).toContainText('No longer available');
  await expect(restore.getByRole('button', { name: 'Restore', exact: true })).toBeDisabled();
  await expect(page.getByText('Showing 1 of 1 entries')).toBeVisible();
  await restore.getByRole('button', { name: 'Cancel' }).click();
  await expect(restore).toBeHidden();

  // The bulk delete is refused (the session ended as it went out): it fails and the selection
  // stays for a retry. Only that call is refused: a session really ended elsewhere is found by the
  // stream's next failure, which sends the page to /auth (docs/product.md#live-updates).
  await page.getByRole('checkbox', { name: 'Select Vanishing Guest 02' }).check();
  const bar = page.getByRole('region', { name: 'Selected guests' });
  await expect(bar).toContainText('1 selected');
  await page.route('**/api/guests/archived/bulk-delete', (route) =>
    route.fulfill({ status: 401, json: { message: 'Authentication required' } }),
  );
  consoleGuard.allow(/status of 401/);
  await bar.getByRole('button', { name: 'Delete' }).click();
  const bulkDelete = page.getByRole('dialog', { name: 'Bulk Delete Confirmation' });
  await bulkDelete.getByRole('button', { name: 'Yes, Delete 1 Guest(s)' }).click();
  await expect(toast(page, 'Bulk Delete Failed')).toContainText(
    'Failed to perform bulk delete operation',
  );
  await expect(bulkDelete).toBeVisible();
  await expect(bar).toContainText('1 selected');
});

test('a dialog open on guests a teammate restores or deletes meanwhile says they are gone and acts on none of them', async ({
  page,
  teamOfTwo,
}) => {
  const { member } = await teamOfTwo('Archive Pair');
  const [ada, grace, hedy] = await Promise.all(
    ['Ada', 'Grace', 'Hedy'].map((first) =>
      createGuestWithApi(page.request, { name: uniqueName(first), details: 'Archived together' }),
    ),
  );
  for (const guest of [ada!, grace!, hedy!]) await archiveWithApi(page, guest);
  const entries = await apiJson<{ id: number; originalId: number }[]>(
    member.page.request,
    'get',
    '/api/guests/archived',
  );
  const archiveId = (guest: GuestDto) => entries.find((entry) => entry.originalId === guest.id)!.id;
  await page.goto('/archive');
  await expect(page.getByText('Showing 3 of 3 entries')).toBeVisible();

  // The teammate deletes Ada for good while her Restore dialog is open here.
  await page.getByRole('button', { name: `Restore ${ada!.name}` }).click();
  const restore = page.getByRole('dialog', { name: 'Restore Guest' });
  const restoreButton = restore.getByRole('button', { name: 'Restore', exact: true });
  await expect(restoreButton).toBeFocused();
  const deleted = await member.page.request.delete(`/api/guests/archived/${archiveId(ada!)}`);
  expect(deleted.status(), await deleted.text()).toBe(200);
  await expect(page.getByText('Showing 2 of 2 entries')).toBeVisible();
  const gone = restore.getByRole('alert').filter({ hasText: 'No longer available' });
  await expect(gone).toContainText(
    `${ada!.name} was restored or deleted for good, or is no longer shared with you, so it cannot be restored.`,
  );
  await expect(restoreButton).toBeDisabled();
  await expect(restore.getByRole('button', { name: 'Cancel' })).toBeFocused();
  expect(await seriousViolations(page)).toEqual([]);
  await restore.getByRole('button', { name: 'Cancel' }).click();
  await expect(restore).toBeHidden();

  // The teammate restores Grace while both are to be deleted here: only Hedy is.
  for (const guest of [grace!, hedy!]) {
    await page.getByRole('checkbox', { name: `Select ${guest.name}` }).check();
  }
  await page
    .getByRole('region', { name: 'Selected guests' })
    .getByRole('button', { name: 'Delete' })
    .click();
  const bulk = page.getByRole('dialog', { name: 'Bulk Delete Confirmation' });
  await expect(bulk.getByRole('button', { name: 'Yes, Delete 2 Guest(s)' })).toBeVisible();
  const restored = await member.page.request.post(
    `/api/guests/archived/${archiveId(grace!)}/restore`,
  );
  expect(restored.status(), await restored.text()).toBe(200);
  await expect(bulk.getByRole('alert')).toContainText(
    '1 of the 2 selected guests was restored or deleted for good, or is no longer shared with you, so it is left out.',
  );
  await bulk.getByRole('button', { name: 'Yes, Delete 1 Guest(s)' }).click();
  await expect(toast(page, 'Bulk Delete Completed')).toContainText(
    'Successfully deleted 1 guests. Failed: 0',
  );
  await expect(page.getByText('No Archived Guests')).toBeVisible();
  await expect(
    member.page.request.get(`/api/guests/${grace!.id}`).then((response) => response.status()),
  ).resolves.toBe(200);
});

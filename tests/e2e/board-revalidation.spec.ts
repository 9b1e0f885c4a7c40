// The board's list is not sent again when the browser has it (docs/product.md#board-versions):
// single-guest changes, the host's own and those arriving on the live stream, go into the list in
// place without reading it all again, and a later read of an unchanged board names the list it
// holds and gets a 304, keeping every card on screen.
import type { Page, Request } from '@playwright/test';
import { card, column, openBoard, search } from './board-helpers';
import { createGuestWithApi, expect, test, uniqueName } from './session';

const isListRead = (request: Request) =>
  request.method() === 'GET' && new URL(request.url()).pathname === '/api/guests';

/** Every read of the whole list from now on. */
function recordListReads(page: Page): Request[] {
  const reads: Request[] = [];
  page.on('request', (request) => {
    if (isListRead(request)) reads.push(request);
  });
  return reads;
}

test("the host's own add and edit, and a change from elsewhere, never read the whole list again", async ({
  page,
  account: _account,
}) => {
  const elsewhere = uniqueName('Moved Elsewhere');
  const moved = await createGuestWithApi(page.request, { name: elsewhere, details: 'Prospect' });
  await openBoard(page);
  await expect(card(page, elsewhere)).toBeVisible();
  const reads = recordListReads(page);

  const added = uniqueName('Added Here');
  await page.getByRole('button', { name: 'Add Guest', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Guest' });
  await dialog.getByRole('textbox', { name: 'Name' }).fill(added);
  await dialog.getByRole('textbox', { name: 'Details' }).fill('Added from the dialog');
  await dialog.getByRole('button', { name: 'Save Guest' }).click();
  await expect(card(column(page, 'Prospect'), added)).toBeVisible();

  await page.getByRole('button', { name: `Edit ${added}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Guest' });
  await edit.getByRole('switch', { name: 'Locked' }).click({ force: true });
  await edit.getByRole('textbox', { name: 'Details' }).fill('Edited in the dialog');
  await edit.getByRole('button', { name: 'Update' }).click();
  await expect(card(page, added)).toContainText('Edited in the dialog');
  await edit.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(edit).toBeHidden();

  // Another tab (or a teammate) moves a guest: the live stream brings that guest alone.
  const guestRead = page.waitForRequest((request) =>
    new URL(request.url()).pathname.endsWith(`/api/guests/${moved.id}`),
  );
  const response = await page.request.patch(`/api/guests/${moved.id}/status`, {
    data: { status: 'limbo' },
  });
  expect(response.ok()).toBe(true);
  await guestRead;
  await expect(card(column(page, 'Limbo'), elsewhere)).toBeVisible();

  expect(reads).toEqual([]);
});

test('a later read of an unchanged board sends its ETag and keeps the board on a 304', async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Kept Guest');
  await createGuestWithApi(page.request, { name, details: 'Still here after a 304' });
  await page.clock.install();
  await openBoard(page);
  await expect(card(page, name)).toBeVisible();

  await page
    .getByRole('link', { name: /Archive/ })
    .first()
    .click();
  await expect(page).toHaveURL(/\/archive$/);
  // The board's list is fresh for five minutes; after that, coming back reads it again.
  await page.clock.fastForward('06:00');
  const read = page.waitForRequest(isListRead);
  await page.getByRole('link', { name: 'Back to Guests' }).click();
  const request = await read;
  expect(request.headers()['if-none-match']).toMatch(/^W\/"b\d+\.\d+\.\d+"$/);
  expect((await request.response())?.status()).toBe(304);
  await search(page, name);
  await expect(card(page, name)).toBeVisible();
});

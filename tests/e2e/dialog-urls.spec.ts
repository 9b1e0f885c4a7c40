// Dialogs in the URL (docs/decisions/016): the guest dialog (`?guest=<id>`, `?guest=new`), the
// journal sheet (`?journal=<id>`) and the Action Center (`?panel=action-center`) open from a link,
// stay open across a reload, and close with the browser's back button; an id the API does not
// know closes with a message.
import { openActionCenter } from './action-center-helpers';
import { openBoard, search, toast } from './board-helpers';
import { createGuestWithApi, expect, test, uniqueName } from './session';

test('a guest opened through the URL stays open across a reload and closes with back', async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Linked Guest');
  const guest = await createGuestWithApi(page.request, {
    name,
    details: 'Opened from a link',
    status: 'hot',
  });
  await openBoard(page);

  await page.goto(`/?guest=${guest.id}`);
  const dialog = page.getByRole('dialog', { name: 'Edit Guest' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(name);

  await page.reload();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(name);

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Podcast Guest Tracker' }),
  ).toBeVisible();
});

test('opening a dialog from the board puts it in the URL; back and Escape close it', async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Clicked Guest');
  const guest = await createGuestWithApi(page.request, {
    name,
    details: 'Opened from its card',
    status: 'prospect',
  });
  await openBoard(page);
  await search(page, name);

  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Guest' });
  await expect(edit).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?guest=${guest.id}$`));
  await page.goBack();
  await expect(edit).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  await page.getByRole('button', { name: 'Add Guest', exact: true }).click();
  const add = page.getByRole('dialog', { name: 'Add New Guest' });
  await expect(add).toBeVisible();
  await expect(page).toHaveURL(/\?guest=new$/);
  await page.reload();
  await expect(add).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(add).toBeHidden();
  await expect(page).toHaveURL(/\/$/);

  // The worker's account may hold another test's item due today: the button then reads
  // "Action Center 1 today", which the helper's name allows.
  const sheet = await openActionCenter(page);
  await expect(page).toHaveURL(/\?panel=action-center$/);
  await page.goBack();
  await expect(sheet).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

test('the journal sheet opened through the URL stays open across a reload and closes with back', async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Linked Journal');
  const guest = await createGuestWithApi(page.request, {
    name,
    details: 'Journal from a link',
    status: 'intro',
  });
  await openBoard(page);

  await page.goto(`/?journal=${guest.id}`);
  const sheet = page.getByRole('dialog', { name: `Journal - ${name}` });
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('list', { name: 'Activity Log' }).getByRole('listitem')).toHaveCount(
    1,
  );

  await page.reload();
  await expect(sheet).toBeVisible();
  await expect(sheet.getByRole('tab', { name: 'Add Note', selected: true })).toBeVisible();

  await page.goBack();
  await expect(page).toHaveURL(/\/$/);
  await expect(sheet).toHaveCount(0);

  // Opened from its card, the sheet is in the URL too, and back closes it.
  await search(page, name);
  await page.getByRole('button', { name: `View Journal for ${name}`, exact: true }).click();
  await expect(sheet).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?journal=${guest.id}$`));
  await page.goBack();
  await expect(sheet).toBeHidden();
});

test('an unknown or malformed guest in the URL closes with a message', async ({
  page,
  account: _account,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 404/);
  await openBoard(page);

  for (const url of ['/?guest=99999999', '/?journal=99999999', '/?guest=abc']) {
    await page.goto(url);
    await expect(toast(page, 'Error')).toContainText('Guest not found or unavailable.');
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog')).toHaveCount(0);
  }
});

test('a dialog opened while another closes stays open: the closing back does not undo it', async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Quick Guest');
  const guest = await createGuestWithApi(page.request, {
    name,
    details: 'Closed and opened at once',
    status: 'prospect',
  });
  await openBoard(page);
  await search(page, name);

  await page.getByRole('button', { name: `View Journal for ${name}`, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: `Journal - ${name}` });
  await expect(sheet).toBeVisible();
  // Escape goes back in history; the click comes in the same moment, before the browser has got
  // there (a fast hand, or a busy machine).
  const editButton = page.getByRole('button', { name: `Edit ${name}`, exact: true });
  await editButton.evaluate((button: HTMLElement) => {
    const focused = document.activeElement ?? document.body;
    focused.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    button.click();
  });

  const edit = page.getByRole('dialog', { name: 'Edit Guest' });
  await expect(edit).toBeVisible();
  await expect(page).toHaveURL(new RegExp(`\\?guest=${guest.id}$`));
  await expect(sheet).toHaveCount(0);
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(name);

  await page.goBack();
  await expect(edit).toBeHidden();
  await expect(page).toHaveURL(/\/$/);
});

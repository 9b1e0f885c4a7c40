// The guest dialog (docs/product.md#guest-dialog, #guest-validation, #errors), the duplicate
// warning (docs/product.md#board-dialogs) and the dialogs' accessibility.
import type { Locator, Page } from '@playwright/test';
import { card, column, openBoard, search, seriousViolations, toast } from './board-helpers';
import { createGuestWithApi, expect, test, uniqueName } from './session';
import { chooseOption } from './select-helpers';

async function openAddDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Guest', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Guest' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function openEditDialog(page: Page, name: string): Promise<Locator> {
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Guest' });
  await expect(dialog).toBeVisible();
  return dialog;
}

async function choose(dialog: Locator, label: string, option: string): Promise<void> {
  await chooseOption(dialog.getByRole('combobox', { name: label, exact: true }), option);
}

test('adds a guest with every field; the card shows in its column', async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Rosalind Franklin');
  await openBoard(page);
  const dialog = await openAddDialog(page);
  for (const legend of ['Basic Information', 'Contact Information', 'Professional Information']) {
    await expect(dialog.getByRole('group', { name: legend })).toBeVisible();
  }
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Details' }).fill('X-ray crystallography; DNA');
  await choose(dialog, 'Status', 'Hot Candidate');
  await choose(dialog, 'Follow-up Type', 'Call');
  await dialog.getByRole('textbox', { name: 'Follow-up Date' }).fill('2030-01-05');
  await dialog
    .getByRole('textbox', { name: 'Email' })
    .fill(`${name.replace(/\W/g, '')}@example.com`);
  await dialog.getByRole('textbox', { name: 'Phone Number' }).fill('+1 555 010 2030');
  await dialog
    .getByRole('textbox', { name: 'LinkedIn URL' })
    .fill(`https://www.linkedin.com/in/${name.replace(/\W/g, '')}`);
  await dialog.getByRole('textbox', { name: 'Title' }).fill('Chemist');
  await dialog.getByRole('textbox', { name: 'Organization' }).fill("King's College");
  await dialog.getByRole('textbox', { name: 'University' }).fill('Cambridge');

  const created = page.waitForResponse(
    (response) => response.url().endsWith('/api/guests') && response.request().method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Save Guest' }).click();
  const body = (await (await created).request().postDataJSON()) as Record<string, unknown>;
  expect(body).toMatchObject({
    name,
    status: 'hot',
    followUpType: 'call',
    importantDateFormatted: '2030-01-05',
    title: 'Chemist',
  });
  await expect(dialog).toBeHidden();

  await search(page, name);
  const note = card(column(page, 'Hot Candidate'), name);
  await expect(note).toContainText('X-ray crystallography; DNA');
  await expect(note).toContainText('Call: Jan 5, 2030');

  const edit = await openEditDialog(page, name);
  await expect(edit.getByRole('textbox', { name: 'Organization' })).toHaveValue("King's College");
  await expect(edit.getByRole('textbox', { name: 'Follow-up Date' })).toHaveValue('Jan 5, 2030');
  await expect(edit.getByRole('textbox', { name: 'Status' })).toHaveValue('Hot Candidate');
});

test('a new guest sends blank optional fields as absent and lands in Prospect', async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Minimal Guest');
  await openBoard(page);
  const dialog = await openAddDialog(page);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(name);
  await dialog.getByRole('textbox', { name: 'Details' }).fill('Just the basics');
  const created = page.waitForRequest(
    (request) => request.url().endsWith('/api/guests') && request.method() === 'POST',
  );
  await dialog.getByRole('button', { name: 'Save Guest' }).click();
  expect((await created).postDataJSON()).toEqual({
    name,
    details: 'Just the basics',
    status: 'prospect',
  });
  await search(page, name);
  await expect(card(column(page, 'Prospect'), name)).toBeVisible();
});

test('the dialog checks fields with the server messages before sending', async ({
  page,
  account: _account,
}) => {
  await openBoard(page);
  const dialog = await openAddDialog(page);
  let posts = 0;
  page.on('request', (request) => {
    if (request.url().endsWith('/api/guests') && request.method() === 'POST') posts += 1;
  });

  await dialog.getByRole('button', { name: 'Save Guest' }).click();
  await expect(dialog.getByText('Name is required')).toBeVisible();
  await expect(dialog.getByText('Details are required')).toBeVisible();

  await dialog.getByRole('textbox', { name: 'Name' }).fill('Valid Name');
  await dialog.getByRole('textbox', { name: 'Details' }).fill('Valid details');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
  await dialog.getByRole('textbox', { name: 'LinkedIn URL' }).fill('not a url');
  await dialog.getByRole('button', { name: 'Save Guest' }).click();
  await expect(dialog.getByText('Invalid email address')).toBeVisible();
  await expect(dialog.getByText('Invalid URL format')).toBeVisible();
  await expect(dialog.getByText('Name is required')).toHaveCount(0);

  await dialog.getByRole('textbox', { name: 'LinkedIn URL' }).fill('https://example.com/in/valid');
  await dialog.getByRole('button', { name: 'Save Guest' }).click();
  await expect(
    dialog.getByText('URL must be from LinkedIn (e.g., linkedin.com or linked.in)'),
  ).toBeVisible();
  expect(posts).toBe(0);

  // Nothing before 1900 can be picked or typed.
  await dialog.getByRole('textbox', { name: 'Follow-up Date' }).fill('1899-12-31');
  await dialog.getByRole('textbox', { name: 'Follow-up Date' }).blur();
  await expect(dialog.getByRole('textbox', { name: 'Follow-up Date' })).not.toHaveValue(/1899/);
});

test('server field errors show on their fields, with the failure toast', async ({
  page,
  account: _account,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 400/);
  await page.route('**/api/guests', (route) =>
    route.request().method() === 'POST'
      ? route.fulfill({
          status: 400,
          json: {
            message: 'Validation failed',
            errors: [{ path: 'organization', message: 'Organization is on the blocklist' }],
          },
        })
      : route.fallback(),
  );
  await openBoard(page);
  const dialog = await openAddDialog(page);
  await dialog.getByRole('textbox', { name: 'Name' }).fill('Blocked Org');
  await dialog.getByRole('textbox', { name: 'Details' }).fill('From a blocked organization');
  await dialog.getByRole('textbox', { name: 'Organization' }).fill('Blocked Inc');
  await dialog.getByRole('button', { name: 'Save Guest' }).click();
  await expect(toast(page, 'Error')).toContainText('Failed to add guest: Validation failed');
  await expect(dialog.getByText('Organization is on the blocklist')).toBeVisible();
  await expect(dialog).toBeVisible();
});

test('editing starts locked; saving while locked is refused; Update saves and locks again', async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Lock Guest');
  await createGuestWithApi(page.request, {
    name,
    details: 'Before the edit',
    status: 'limbo',
    email: 'lock.guest@example.com',
  });
  await openBoard(page);
  await search(page, name);
  const dialog = await openEditDialog(page, name);

  const lock = dialog.getByRole('switch', { name: 'Locked' });
  await expect(lock).toBeChecked();
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveAttribute('readonly');
  await expect(dialog.getByRole('textbox', { name: 'Details' })).toHaveValue('Before the edit');
  await expect(dialog.getByRole('textbox', { name: 'University' })).toHaveValue('Not provided');
  await expect(dialog.getByRole('textbox', { name: 'Follow-up Type' })).toHaveValue('Not provided');
  await expect(dialog.getByRole('textbox', { name: 'Status' })).toHaveValue('Limbo');
  await expect(dialog.getByRole('button', { name: 'Close', exact: true })).toBeVisible();

  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Form is locked')).toContainText(
    'Please unlock the form to make changes',
  );
  // The toast can be dismissed before it times out.
  await toast(page, 'Form is locked').getByRole('button', { name: 'Close notification' }).click();
  await expect(toast(page, 'Form is locked')).toBeHidden();

  await lock.click({ force: true });
  const unlocked = dialog.getByRole('switch', { name: 'Unlocked' });
  await expect(unlocked).not.toBeChecked();
  const details = dialog.getByRole('textbox', { name: 'Details' });
  await expect(details).not.toHaveAttribute('readonly');
  await details.fill('After the edit');
  await dialog.getByRole('textbox', { name: 'University' }).fill('Oxford');
  await dialog.getByRole('textbox', { name: 'Email' }).fill('');
  const saved = page.waitForRequest(
    (request) => /\/api\/guests\/\d+$/.test(request.url()) && request.method() === 'PATCH',
  );
  await dialog.getByRole('button', { name: 'Update' }).click();
  expect((await saved).postDataJSON()).toMatchObject({
    details: 'After the edit',
    university: 'Oxford',
    email: null,
  });
  await expect(toast(page, 'Guest updated')).toBeVisible();
  await expect(dialog.getByRole('switch', { name: 'Locked' })).toBeChecked();
  // The save disabled Update for a moment: the focus is on the switch that unlocks the form.
  await expect(dialog.getByRole('switch', { name: 'Locked' })).toBeFocused();
  await expect(dialog.getByRole('textbox', { name: 'Details' })).toHaveValue('After the edit');
  await expect(dialog.getByRole('textbox', { name: 'Email' })).toHaveValue('Not provided');

  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, name)).toContainText('After the edit');
  await page.reload();
  await search(page, name);
  await expect(card(page, name)).toContainText('After the edit');
});

test('a failed update says why and keeps the form open and unlocked', async ({
  page,
  account: _account,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 500/);
  const name = uniqueName('Update Fails');
  await createGuestWithApi(page.request, { name, details: 'Stable', status: 'prospect' });
  await openBoard(page);
  await search(page, name);
  await page.route('**/api/guests/*', (route) =>
    route.request().method() === 'PATCH'
      ? route.fulfill({ status: 500, json: { message: 'Something went wrong' } })
      : route.fallback(),
  );
  const dialog = await openEditDialog(page, name);
  await dialog.getByRole('switch', { name: 'Locked' }).click({ force: true });
  await dialog.getByRole('textbox', { name: 'Details' }).fill('Will not stick');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(toast(page, 'Error')).toContainText('Failed to update guest: Something went wrong');
  await expect(dialog.getByRole('switch', { name: 'Unlocked' })).toBeVisible();
  // The focus is back on Update, to try again.
  await expect(dialog.getByRole('button', { name: 'Update' })).toBeFocused();
});

test('a duplicate opens "Duplicate Guest Detected"; View Existing Guest opens it for editing', async ({
  page,
  account: _account,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 409/);
  const existingName = uniqueName('Existing Person');
  const email = `${existingName.replace(/\W/g, '').toLowerCase()}@example.com`;
  await createGuestWithApi(page.request, {
    name: existingName,
    details: 'Already on the board',
    status: 'scheduled',
    email,
    phoneNumber: '+15550001111',
  });
  await openBoard(page);
  const dialog = await openAddDialog(page);
  await dialog.getByRole('textbox', { name: 'Name' }).fill(uniqueName('Someone Else'));
  await dialog.getByRole('textbox', { name: 'Details' }).fill('Same email, different name');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email.toUpperCase());
  await dialog.getByRole('button', { name: 'Save Guest' }).click();

  const duplicate = page.getByRole('dialog', { name: 'Duplicate Guest Detected' });
  await expect(duplicate).toContainText(`A guest with this email already exists: ${existingName}`);
  await expect(duplicate).toContainText(existingName);
  await expect(duplicate).toContainText('Episode Scheduled');
  await expect(duplicate).toContainText(email);
  await expect(duplicate).toContainText('+15550001111');
  await expect(duplicate).toContainText('Not provided');
  await expect(toast(page, 'Error')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  // Cancel goes back to the form, as it was, with the focus on Save Guest.
  await duplicate.getByRole('button', { name: 'Cancel' }).click();
  await expect(duplicate).toBeHidden();
  await expect(dialog.getByRole('textbox', { name: 'Details' })).toHaveValue(
    'Same email, different name',
  );
  await expect(dialog.getByRole('button', { name: 'Save Guest' })).toBeFocused();
  // And from the keyboard: Enter saves, Escape closes the warning alone.
  await page.keyboard.press('Enter');
  await expect(duplicate).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(duplicate).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Save Guest' })).toBeFocused();

  await dialog.getByRole('button', { name: 'Save Guest' }).click();
  await duplicate.getByRole('button', { name: 'View Existing Guest' }).click();
  const edit = page.getByRole('dialog', { name: 'Edit Guest' });
  await expect(edit).toBeVisible();
  await expect(edit.getByRole('textbox', { name: 'Name' })).toHaveValue(existingName);
  await expect(edit.getByRole('textbox', { name: 'Details' })).toHaveValue('Already on the board');
  await expect(edit.getByRole('switch', { name: 'Locked' })).toBeChecked();
  await expect(duplicate).toBeHidden();
  await expect(page.getByRole('dialog', { name: 'Add New Guest' })).toHaveCount(0);
  // Closed, it gives the focus back to what opened the Add dialog it took the place of.
  await edit.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(edit).toBeHidden();
  await expect(page.getByRole('button', { name: 'Add Guest', exact: true })).toBeFocused();
});

test('copy buttons copy a contact field and say so; a refused copy says why', async ({
  page,
  context,
  account: _account,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const name = uniqueName('Copy Guest');
  await createGuestWithApi(page.request, {
    name,
    details: 'Has contact details',
    status: 'prospect',
    email: 'copy.me@example.com',
  });
  await openBoard(page);
  await search(page, name);
  const dialog = await openEditDialog(page, name);

  await dialog.getByRole('button', { name: 'Copy Email' }).click();
  await expect(toast(page, 'Copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe('copy.me@example.com');
  await expect(dialog.getByRole('button', { name: 'Copy Phone Number' })).toBeDisabled();

  await page.evaluate(() => {
    Object.defineProperty(navigator.clipboard, 'writeText', {
      value: () => Promise.reject(new Error('Clipboard access denied')),
    });
  });
  await dialog.getByRole('button', { name: 'Copy Email' }).click();
  await expect(toast(page, 'Copy failed')).toContainText('Clipboard access denied');
  // One toast at a time.
  await expect(page.getByRole('alert')).toHaveCount(1);
});

test('the guest dialogs have no serious accessibility violations', async ({
  page,
  account: _account,
}) => {
  // Eight or more axe runs: seconds each on a busy machine.
  test.setTimeout(180_000);
  const name = uniqueName('Axe Dialog');
  await createGuestWithApi(page.request, {
    name,
    details: 'For the checks',
    status: 'hot',
    followUpType: 'text',
    importantDateFormatted: '2030-06-01',
    linkedinUrl: 'https://www.linkedin.com/in/axe-dialog',
  });
  await openBoard(page);
  await search(page, name);

  const add = await openAddDialog(page);
  await add.getByRole('button', { name: 'Save Guest' }).click();
  await expect(add.getByText('Name is required')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await add.getByRole('button', { name: 'Cancel' }).click();
  await expect(add).toBeHidden();

  const edit = await openEditDialog(page, name);
  expect(await seriousViolations(page)).toEqual([]);
  await edit.getByRole('switch', { name: 'Locked' }).click({ force: true });
  await expect(edit.getByRole('switch', { name: 'Unlocked' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await edit.getByRole('textbox', { name: 'Follow-up Date' }).click();
  // The calendar drops down from the date field.
  await expect(page.getByRole('table')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Choose a month' }).click();
  await expect(page.getByRole('button', { name: 'Choose a year' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // A click outside closes the calendar (as Escape does: tests/e2e/dialog-escape.spec.ts).
  await edit.getByRole('heading', { name: 'Edit Guest' }).click();
  await expect(page.getByRole('button', { name: 'Choose a year' })).toBeHidden();
  await edit.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(edit).toBeHidden();

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await expect(page.getByRole('dialog', { name: 'Delete Guest' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

// The guest dialog's edits (docs/product.md#guest-dialog, docs/decisions/040): closing it with
// edits in the form (Cancel or Close, the close button, Escape, the overlay, the browser's Back)
// asks "Discard unsaved changes?" first, and closing it without any closes at once; a save refused
// for its fields, by the form's rules or by the server, puts the focus on the first field in
// error, in view, at desktop and phone widths.
import type { Locator, Page } from '@playwright/test';
import { openBoard, search } from './board-helpers';
import { discardQuestion, openAddDialog } from './dialog-helpers';
import { screenshotsAtEachWidth } from './screenshot-helpers';
import { chooseOption } from './select-helpers';
import { createGuestWithApi, expect, test, uniqueName } from './session';

const WIDTHS = [
  { name: 'desktop', width: 1440, height: 900 },
  { name: 'phone', width: 390, height: 844 },
] as const;

async function openEditDialog(page: Page, name: string): Promise<Locator> {
  await search(page, name);
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Guest' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The board at `width`; on a phone, Add Guest is in the side menu. */
async function openBoardAt(page: Page, viewport: (typeof WIDTHS)[number]): Promise<void> {
  await page.setViewportSize({ width: viewport.width, height: viewport.height });
  await openBoard(page);
}

async function addGuestAt(page: Page, viewport: (typeof WIDTHS)[number]): Promise<Locator> {
  if (viewport.width < 600) {
    await page.getByRole('button', { name: 'Open menu' }).click();
  }
  return openAddDialog(page);
}

const TYPED = {
  Name: 'Typed Guest',
  Details: 'Typed details',
  Email: 'typed@example.com',
  'Phone Number': '+1 555 010 4040',
  'LinkedIn URL': 'https://www.linkedin.com/in/typed',
  Title: 'Typed title',
  Organization: 'Typed organization',
  University: 'Typed university',
} as const;

async function typeEverything(dialog: Locator): Promise<void> {
  for (const [label, value] of Object.entries(TYPED)) {
    await dialog.getByRole('textbox', { name: label, exact: true }).fill(value);
  }
  await chooseOption(dialog.getByRole('combobox', { name: 'Status', exact: true }), 'Limbo');
  await chooseOption(dialog.getByRole('combobox', { name: 'Follow-up Type', exact: true }), 'Call');
  await dialog.getByRole('textbox', { name: 'Follow-up Date' }).fill('2030-01-05');
  await dialog.getByRole('textbox', { name: 'Title', exact: true }).click();
}

async function expectEverythingKept(dialog: Locator): Promise<void> {
  for (const [label, value] of Object.entries(TYPED)) {
    await expect(dialog.getByRole('textbox', { name: label, exact: true })).toHaveValue(value);
  }
  await expect(dialog.getByRole('combobox', { name: 'Status', exact: true })).toHaveValue('Limbo');
  await expect(dialog.getByRole('combobox', { name: 'Follow-up Type', exact: true })).toHaveValue(
    'Call',
  );
  await expect(dialog.getByRole('textbox', { name: 'Follow-up Date' })).toHaveValue('Jan 5, 2030');
}

/** The field is focused, and on screen uncovered: what is drawn at its middle is the field. */
async function expectFocusedInView(field: Locator): Promise<void> {
  await expect(field).toBeFocused();
  await expect(field).toBeInViewport({ ratio: 1 });
  const onTop = await field.evaluate((element) => {
    const box = element.getBoundingClientRect();
    const drawn = document.elementFromPoint(box.x + box.width / 2, box.y + box.height / 2);
    return drawn === element || element.contains(drawn);
  });
  expect(onTop, 'the field is not under another element').toBe(true);
}

for (const viewport of WIDTHS) {
  test(`${viewport.name}: closing Add New Guest with edits asks first; Keep editing keeps every value, Discard discards`, async ({
    page,
    account: _account,
  }) => {
    await openBoardAt(page, viewport);
    const dialog = await addGuestAt(page, viewport);
    await typeEverything(dialog);
    const question = discardQuestion(page);

    // Cancel asks; the safe answer has the focus; Keep editing goes back to Cancel.
    const cancel = dialog.getByRole('button', { name: 'Cancel', exact: true });
    await cancel.click();
    await expect(question).toBeVisible();
    await expect(question).toContainText('This new guest has not been saved.');
    await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(question).toHaveCount(0);
    await expect(dialog).toBeVisible();
    await expect(cancel).toBeFocused();
    await expectEverythingKept(dialog);

    // Escape in a field asks; Escape in the question keeps editing, back in that field.
    const organization = dialog.getByRole('textbox', { name: 'Organization', exact: true });
    await organization.focus();
    await page.keyboard.press('Escape');
    await expect(question).toBeVisible();
    // Tab stays in the question.
    for (let step = 0; step < 4; step += 1) {
      await page.keyboard.press('Tab');
      await expect(question.locator(':focus')).toHaveCount(1);
    }
    await page.keyboard.press('Escape');
    await expect(question).toHaveCount(0);
    await expect(organization).toBeFocused();
    await expect(dialog).toBeVisible();
    await expectEverythingKept(dialog);
    await expect(page).toHaveURL(/\?guest=new$/);

    // The close button asks too; Discard closes and forgets the typing.
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(question).toHaveCount(0);
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.locator('body')).not.toBeFocused();

    const again = await addGuestAt(page, viewport);
    await expect(again.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue('');
    await expect(again.getByRole('textbox', { name: 'Organization', exact: true })).toHaveValue('');
  });

  test(`${viewport.name}: Back on Edit Guest with edits asks first; a discarded edit is not saved`, async ({
    page,
    account: _account,
  }) => {
    const name = uniqueName('Discard Guest');
    const guest = await createGuestWithApi(page.request, {
      name,
      details: 'Saved details',
      status: 'hot',
      organization: 'Saved organization',
    });
    await openBoardAt(page, viewport);
    const dialog = await openEditDialog(page, name);
    await expect(page).toHaveURL(new RegExp(`\\?guest=${guest.id}$`));
    await dialog.getByRole('switch', { name: 'Locked' }).click({ force: true });
    const details = dialog.getByRole('textbox', { name: 'Details' });
    const organization = dialog.getByRole('textbox', { name: 'Organization', exact: true });
    await details.fill('Typed details, never saved');
    await organization.fill('Typed organization');
    const question = discardQuestion(page);

    // Back asks, and the address still names the dialog on screen.
    await page.goBack();
    await expect(question).toBeVisible();
    await expect(question).toContainText('Your changes to this guest have not been saved.');
    await expect(page).toHaveURL(new RegExp(`\\?guest=${guest.id}$`));
    await question.getByRole('button', { name: 'Keep editing' }).click();
    await expect(question).toHaveCount(0);
    await expect(details).toHaveValue('Typed details, never saved');
    await expect(organization).toHaveValue('Typed organization');
    await expect(organization).toBeFocused();

    // Back again, and Discard: closed, back on the board's own address.
    await page.goBack();
    await expect(question).toBeVisible();
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: `Edit ${name}`, exact: true })).toBeFocused();

    // Nothing was sent: reopened, it shows the saved copy.
    const reopened = await openEditDialog(page, name);
    await expect(reopened.getByRole('textbox', { name: 'Details' })).toHaveValue('Saved details');
    await expect(reopened.getByRole('textbox', { name: 'Organization', exact: true })).toHaveValue(
      'Saved organization',
    );
    const saved = await (await page.request.get(`/api/guests/${guest.id}`)).json();
    expect(saved).toMatchObject({ details: 'Saved details', organization: 'Saved organization' });
  });

  test(`${viewport.name}: with no edits the guest dialog closes at once`, async ({
    page,
    account: _account,
  }) => {
    const name = uniqueName('Untouched Guest');
    await createGuestWithApi(page.request, { name, details: 'As saved', status: 'prospect' });
    await openBoardAt(page, viewport);
    const question = discardQuestion(page);

    const add = await addGuestAt(page, viewport);
    await page.keyboard.press('Escape');
    await expect(add).toHaveCount(0);
    await expect(question).toHaveCount(0);

    // Typed and taken back is no edit either.
    const edit = await openEditDialog(page, name);
    await edit.getByRole('switch', { name: 'Locked' }).click({ force: true });
    const details = edit.getByRole('textbox', { name: 'Details' });
    await details.fill('Something else');
    await details.fill('As saved');
    await page.keyboard.press('Escape');
    await expect(edit).toHaveCount(0);
    await expect(question).toHaveCount(0);

    const back = await openEditDialog(page, name);
    await page.goBack();
    await expect(back).toHaveCount(0);
    await expect(question).toHaveCount(0);
    await expect(page).toHaveURL(/\/$/);
  });

  test(`${viewport.name}: a save refused by the form's rules focuses the first field in error`, async ({
    page,
    account: _account,
  }) => {
    await openBoardAt(page, viewport);
    const dialog = await addGuestAt(page, viewport);
    await dialog.getByRole('textbox', { name: 'Details' }).fill('No name yet');
    await dialog.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await dialog.getByRole('textbox', { name: 'University' }).fill('Somewhere');

    await dialog.getByRole('button', { name: 'Save Guest' }).click();
    await expect(dialog.getByText('Name is required')).toBeVisible();
    await expectFocusedInView(dialog.getByRole('textbox', { name: 'Name', exact: true }));

    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Named Now');
    await dialog.getByRole('button', { name: 'Save Guest' }).click();
    await expect(dialog.getByText('Invalid email address')).toBeVisible();
    await expectFocusedInView(dialog.getByRole('textbox', { name: 'Email' }));
  });

  test(`${viewport.name}: a save the server refuses for a field focuses that field`, async ({
    page,
    account: _account,
    consoleGuard,
  }) => {
    consoleGuard.allow(/status of 400/);
    // A rule the server holds and this copy of the page does not know yet (a newer server).
    await page.route('**/api/guests', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({
            status: 400,
            json: {
              message: 'Validation failed',
              errors: [{ path: 'name', message: 'Name is on the blocklist' }],
            },
          })
        : route.fallback(),
    );
    await openBoardAt(page, viewport);
    const dialog = await addGuestAt(page, viewport);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Blocked Name');
    await dialog.getByRole('textbox', { name: 'Details' }).fill('Refused by the server');
    await dialog.getByRole('textbox', { name: 'University' }).fill('Somewhere');
    await dialog.getByRole('button', { name: 'Save Guest' }).click();
    await expect(dialog.getByText('Name is on the blocklist')).toBeVisible();
    await expectFocusedInView(dialog.getByRole('textbox', { name: 'Name', exact: true }));
  });
}

test('Update refused by the form focuses the first field in error', async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Refused Update');
  await createGuestWithApi(page.request, { name, details: 'Saved', status: 'prospect' });
  await openBoardAt(page, WIDTHS[1]);
  const dialog = await openEditDialog(page, name);
  await dialog.getByRole('switch', { name: 'Locked' }).click({ force: true });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('');
  await dialog.getByRole('textbox', { name: 'LinkedIn URL' }).fill('not a url');
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expectFocusedInView(dialog.getByRole('textbox', { name: 'Name', exact: true }));
});

test('overlay click with edits asks first', async ({ page, account: _account }) => {
  await openBoardAt(page, WIDTHS[0]);
  const dialog = await addGuestAt(page, WIDTHS[0]);
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Overlay Guest');
  await page.mouse.click(8, 8);
  const question = discardQuestion(page);
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toHaveCount(0);
  // Back in the form, on the field that was being typed in.
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toBeFocused();
  await expect(dialog.getByRole('textbox', { name: 'Name', exact: true })).toHaveValue(
    'Overlay Guest',
  );
});

test('the discard question, light and dark, at desktop and phone widths', async ({
  page,
  account: _account,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await openBoardAt(page, WIDTHS[0]);
    const dialog = await addGuestAt(page, WIDTHS[0]);
    await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Pictured Guest');
    await dialog.getByRole('button', { name: 'Cancel', exact: true }).click();
    const question = discardQuestion(page);
    await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    await screenshotsAtEachWidth(page, `guest-discard-${colorScheme}`, question, {
      desktopWidth: 1440,
      fullPage: false,
    });
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(dialog).toHaveCount(0);
  }
});

test('one Escape closes only the top layer: "Duplicate Guest Detected", then the question, and the focus stays in the form', async ({
  page,
  account: _account,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 409/);
  const existingName = uniqueName('Already Here');
  const email = `${existingName.replace(/\W/g, '').toLowerCase()}@example.com`;
  await createGuestWithApi(page.request, { name: existingName, details: 'On the board', email });
  await openBoardAt(page, WIDTHS[0]);
  const dialog = await openAddDialog(page);
  const details = dialog.getByRole('textbox', { name: 'Details' });
  await dialog.getByRole('textbox', { name: 'Name', exact: true }).fill('Someone Else');
  await details.fill('Same email');
  await dialog.getByRole('textbox', { name: 'Email' }).fill(email);
  const save = dialog.getByRole('button', { name: 'Save Guest' });
  const duplicate = page.getByRole('dialog', { name: 'Duplicate Guest Detected' });
  const question = discardQuestion(page);

  // The warning's Escape closes the warning alone: the form is not asked about, and the focus
  // goes back to Save Guest and stays in the form.
  await save.click();
  await expect(duplicate).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(duplicate).toBeHidden();
  await expect(question).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(save).toBeFocused();
  await page.keyboard.press('Shift+Tab');
  await expect(dialog.getByRole('button', { name: 'Cancel', exact: true })).toBeFocused();

  // Cancel in the warning: the same.
  await save.click();
  await duplicate.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(duplicate).toBeHidden();
  await expect(save).toBeFocused();

  // The next Escape asks about the form; the question's Escape closes the question alone.
  await details.focus();
  await page.keyboard.press('Escape');
  await expect(question).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(question).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(details).toBeFocused();
  await expect(details).toHaveValue('Same email');
});

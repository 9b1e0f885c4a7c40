// Escape in the dialogs and sheets (docs/product.md#screens): in a date field's open calendar it
// closes the calendar and keeps the dialog with what was typed in it; and a dialog opened from the
// address (docs/decisions/016), which nothing on the page opened, gives the focus on closing to
// what would have opened it (the guest's card, the header's button, docs/decisions/045), not to
// the page's body.
import type { Locator, Page } from '@playwright/test';
import { shownActionCenter } from './action-center-helpers';
import { openBoard } from './board-helpers';
import { discardQuestion, openAddDialog, openJournal, openScheduleDialog } from './dialog-helpers';
import { createGuestWithApi, expect, signInFreshAccount, test, uniqueName } from './session';

/**
 * Opens the calendar of `dateField` in `dialog` and presses Escape twice: the first closes the
 * calendar only (the focus stays in the field, `typed` keeps its text), the second asks before
 * discarding what was typed (docs/decisions/040-ask-before-discarding-edits.md, 044), and Discard
 * closes the dialog.
 */
async function expectEscapeClosesCalendarFirst(
  page: Page,
  dialog: Locator,
  dateField: Locator,
  typed: { field: Locator; text: string },
): Promise<void> {
  await dateField.click();
  const calendar = page.getByRole('button', { name: 'Previous month' });
  await expect(calendar).toBeVisible();
  await expect(dateField).toBeFocused();

  await page.keyboard.press('Escape');
  await expect(calendar).toBeHidden();
  await expect(dialog).toBeVisible();
  await expect(dateField).toBeFocused();
  await expect(typed.field).toHaveValue(typed.text);

  await page.keyboard.press('Escape');
  const question = discardQuestion(page);
  await expect(question).toBeVisible();
  await expect(dialog).toBeVisible();
  await question.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(dialog).toBeHidden();
}

test("Escape in the guest dialog's Follow-up Date calendar closes the calendar, then the dialog", async ({
  page,
  account: _account,
}) => {
  await openBoard(page);
  const dialog = await openAddDialog(page);
  const name = dialog.getByRole('textbox', { name: 'Name' });
  await name.fill('Typed before the calendar');

  await expectEscapeClosesCalendarFirst(
    page,
    dialog,
    dialog.getByRole('textbox', { name: 'Follow-up Date' }),
    { field: name, text: 'Typed before the calendar' },
  );
});

test("Escape in the journal's Create Task due date calendar closes the calendar, then the sheet", async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Calendar Escape');
  await createGuestWithApi(page.request, { name, details: 'Has a task', status: 'prospect' });
  await openBoard(page);
  const sheet = await openJournal(page, name);
  await sheet.getByRole('tab', { name: 'Create Task' }).click();
  const form = sheet.getByRole('form', { name: 'Create Task' });
  const title = form.getByRole('textbox', { name: 'Title' });
  await title.fill('Typed before the calendar');

  await expectEscapeClosesCalendarFirst(
    page,
    sheet,
    form.getByRole('textbox', { name: 'Due date' }),
    { field: title, text: 'Typed before the calendar' },
  );
});

test("Escape in the schedule dialog's date calendar closes the calendar, then the dialog", async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Calendar Schedule');
  await createGuestWithApi(page.request, { name, details: 'To schedule', status: 'intro' });
  await openBoard(page);
  const dialog = await openScheduleDialog(page, name);
  const title = dialog.getByRole('textbox', { name: 'Title' });
  await title.fill('Typed before the calendar');

  await expectEscapeClosesCalendarFirst(
    page,
    dialog,
    dialog.getByRole('textbox', { name: 'Date' }),
    {
      field: title,
      text: 'Typed before the calendar',
    },
  );
});

test('a guest dialog or journal opened from the address gives the focus to its card on closing', async ({
  page,
}) => {
  // A board of its own: the card is drawn, with no other test's guests around it.
  await signInFreshAccount(page);
  const name = uniqueName('Linked Focus');
  const guest = await createGuestWithApi(page.request, {
    name,
    details: 'Opened from a link',
    status: 'hot',
  });
  const handle = page.getByRole('button', { name: `Drag ${name}`, exact: true });

  await page.goto(`/?guest=${guest.id}`);
  const dialog = page.getByRole('dialog', { name: 'Edit Guest' });
  await expect(dialog.getByRole('textbox', { name: 'Name' })).toHaveValue(name);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(handle).toBeFocused();

  await page.goto(`/?journal=${guest.id}`);
  const sheet = page.getByRole('dialog', { name: `Journal - ${name}` });
  await expect(sheet).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(handle).toBeFocused();
});

for (const viewport of [
  { name: 'desktop', width: 1440, height: 900, opener: 'header button' },
  { name: 'phone', width: 390, height: 844, opener: 'menu button' },
] as const) {
  test(`${viewport.name}: Add New Guest or the Action Center opened from the address gives the focus to the ${viewport.opener} that opens it`, async ({
    page,
  }) => {
    // An empty board: its first control, "Add your first guest", is not where the focus goes.
    await signInFreshAccount(page);
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    const phone = viewport.width < 600;
    const menu = page.getByRole('button', { name: 'Open menu' });
    const addGuest = phone ? menu : page.getByRole('button', { name: 'Add Guest', exact: true });
    const actionCenter = phone ? menu : page.getByRole('button', { name: /^Action Center/ });

    await page.goto('/?guest=new');
    const dialog = page.getByRole('dialog', { name: 'Add New Guest' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(addGuest).toBeFocused();

    await page.goto('/?panel=action-center');
    const sheet = await shownActionCenter(page);
    await page.keyboard.press('Escape');
    await expect(sheet).toBeHidden();
    await expect(actionCenter).toBeFocused();

    // Closed with its close button, the same.
    await page.goto('/?panel=action-center');
    await (
      await shownActionCenter(page)
    )
      .getByRole('button', { name: 'Close Action Center' })
      .click();
    await expect(sheet).toBeHidden();
    await expect(actionCenter).toBeFocused();
  });
}

// "Discard unsaved changes?" beyond the guest dialog (docs/decisions/044-one-question-for-every-form.md):
// the journal sheet (a note, a task half filled in), the Action Center (an action item), the
// schedule dialog and Move Event ask before closing with what the host typed, however they are
// closed (Escape, the close button, Cancel, the overlay, the browser's Back); without edits they
// close at once.
import {
  agendaEntry,
  browserNoon,
  createEventWithApi,
  openActionCenter,
} from './action-center-helpers';
import type { Page } from '@playwright/test';
import { animationsFinished, openBoard, seriousViolations } from './board-helpers';
import {
  discardQuestion,
  expectDiscard,
  expectKeepEditing,
  openJournal,
  openScheduleDialog,
} from './dialog-helpers';
import { screenshotsAtEachWidth } from './screenshot-helpers';
import { createGuestWithApi, expect, test, uniqueName } from './session';

test('the journal asks before closing with a note typed: Escape, its close button, Back', async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Journal Note');
  await createGuestWithApi(page.request, { name, details: 'Has a journal' });
  await openBoard(page);
  const sheet = await openJournal(page, name);
  const note = sheet.getByRole('textbox', { name: 'Note' });
  await note.fill('Called, left a message');
  const typed = { field: note, text: 'Called, left a message' };

  await expectKeepEditing(page, sheet, () => page.keyboard.press('Escape'), typed, note);
  await expect(discardQuestion(page)).toHaveCount(0);
  const closeButton = sheet.getByRole('button', { name: 'Close journal' });
  await expectKeepEditing(page, sheet, () => closeButton.click(), typed, closeButton);
  // Back keeps the sheet, and the address names it.
  await note.focus();
  await expectKeepEditing(page, sheet, () => page.goBack(), typed, note);
  await expect(page).toHaveURL(/\?journal=\d+$/);

  await expectDiscard(page, sheet, () => page.keyboard.press('Escape'));
  await expect(page).toHaveURL(/\/$/);
  const again = await openJournal(page, name);
  await expect(again.getByRole('textbox', { name: 'Note' })).toHaveValue('');
  // Nothing typed: it closes at once.
  await page.keyboard.press('Escape');
  await expect(again).toBeHidden();
  await expect(discardQuestion(page)).toHaveCount(0);
});

/** A new guest's journal open on its Create Task tab, with `text` typed as the task's title. */
async function journalWithTaskTitle(page: Page, text: string) {
  const name = uniqueName('Journal Task');
  await createGuestWithApi(page.request, { name, details: 'Needs a task' });
  await openBoard(page);
  const sheet = await openJournal(page, name);
  await sheet.getByRole('tab', { name: 'Create Task' }).click();
  const title = sheet
    .getByRole('form', { name: 'Create Task' })
    .getByRole('textbox', { name: 'Title' });
  await title.fill(text);
  return { sheet, title };
}

test('the journal asks before closing with its Create Task form filled in; the question is accessible', async ({
  page,
  account: _account,
}) => {
  const { sheet, title } = await journalWithTaskTitle(page, 'Send the questions');

  await page.goBack();
  const question = discardQuestion(page);
  await expect(question).toBeVisible();
  await expect(question).toContainText('What you typed in this journal has not been saved.');
  expect(await seriousViolations(page)).toEqual([]);
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(title).toHaveValue('Send the questions');
  await expect(title).toBeFocused();

  await expectDiscard(page, sheet, () => page.goBack());
  await expect(page).toHaveURL(/\/$/);
});

test('a half-filled Create Task form outlasts a visit to the Add Note tab, and closing from there asks', async ({
  page,
  account: _account,
}) => {
  const { sheet, title } = await journalWithTaskTitle(page, 'Book the studio');

  await sheet.getByRole('tab', { name: 'Add Note' }).click();
  await expect(sheet.getByRole('textbox', { name: 'Note' })).toBeVisible();
  await sheet.getByRole('button', { name: 'Close journal' }).click();
  const question = discardQuestion(page);
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Keep editing' }).click();
  await expect(question).toBeHidden();

  await sheet.getByRole('tab', { name: 'Create Task' }).click();
  await expect(title).toHaveValue('Book the studio');
});

test('the schedule dialog asks before closing with the form changed; untouched, it closes at once', async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Schedule Ask');
  await createGuestWithApi(page.request, { name, details: 'To schedule', status: 'intro' });
  await openBoard(page);

  const untouched = await openScheduleDialog(page, name);
  await untouched.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(untouched).toBeHidden();
  await expect(discardQuestion(page)).toHaveCount(0);

  const dialog = await openScheduleDialog(page, name);
  const location = dialog.getByRole('textbox', { name: 'Location' });
  await location.fill('Studio B');
  const cancel = dialog.getByRole('button', { name: 'Cancel', exact: true });
  const typed = { field: location, text: 'Studio B' };
  await expectKeepEditing(page, dialog, () => cancel.click(), typed, cancel);
  await location.focus();
  await expectKeepEditing(page, dialog, () => page.keyboard.press('Escape'), typed, location);
  await expectDiscard(page, dialog, () => page.mouse.click(8, 8));
});

test('the Action Center asks before closing with an action item typed; Move Event with a new day', async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Sheet Ask');
  const guest = await createGuestWithApi(page.request, { name, details: 'Has an event' });
  const eventTitle = `Podcast with ${name}`;
  const noon = await browserNoon(page, 1);
  await createEventWithApi(page.request, {
    title: eventTitle,
    startTime: noon,
    endTime: new Date(Date.parse(noon) + 3_600_000).toISOString(),
    eventType: 'recording',
    guestId: guest.id,
  });
  await openBoard(page);
  const sheet = await openActionCenter(page);

  // Move Event: a new start asks; Cancel with none closes at once.
  await agendaEntry(sheet, eventTitle)
    .getByRole('button', { name: `Move ${eventTitle}` })
    .click();
  const move = page.getByRole('dialog', { name: 'Move Event' });
  const time = move.getByLabel('Start time');
  await time.fill('15:30');
  await expectKeepEditing(
    page,
    move,
    () => page.keyboard.press('Escape'),
    { field: time, text: '15:30' },
    time,
  );
  await expectDiscard(page, move, () =>
    move.getByRole('button', { name: 'Cancel', exact: true }).click(),
  );
  await expect(sheet).toBeVisible();
  await agendaEntry(sheet, eventTitle)
    .getByRole('button', { name: `Move ${eventTitle}` })
    .click();
  await move.getByRole('button', { name: 'Cancel', exact: true }).click();
  await expect(move).toBeHidden();
  await expect(discardQuestion(page)).toHaveCount(0);

  // The sheet, with the Add Action Item form filled in.
  await sheet.getByRole('button', { name: 'Add Action Item' }).click();
  const form = sheet.getByRole('form', { name: 'Add Action Item' });
  const title = form.getByRole('textbox', { name: 'Title' });
  await title.fill('Book the studio');
  const closeButton = sheet.getByRole('button', { name: 'Close Action Center' });
  const typed = { field: title, text: 'Book the studio' };
  await expectKeepEditing(page, sheet, () => closeButton.click(), typed, closeButton);
  await title.focus();
  await expectKeepEditing(page, sheet, () => page.goBack(), typed, title);
  await expect(page).toHaveURL(/\?panel=action-center$/);
  await expectDiscard(page, sheet, () => page.keyboard.press('Escape'));
  await expect(page).toHaveURL(/\/$/);
});

test('the journal discard question, light and dark, at 1440 and 390 px', async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Pictured Journal');
  await createGuestWithApi(page.request, { name, details: 'Pictured' });
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await openBoard(page);
    const sheet = await openJournal(page, name);
    await sheet.getByRole('textbox', { name: 'Note' }).fill('A note not yet added');
    await sheet.getByRole('button', { name: 'Close journal' }).click();
    const question = discardQuestion(page);
    await expect(question.getByRole('button', { name: 'Keep editing' })).toBeFocused();
    // Pictured once its overlay has faded in over the sheet.
    await animationsFinished(page);
    await screenshotsAtEachWidth(page, `journal-discard-${colorScheme}`, question, {
      desktopWidth: 1440,
      fullPage: false,
    });
    await question.getByRole('button', { name: 'Discard' }).click();
    await expect(sheet).toBeHidden();
  }
});

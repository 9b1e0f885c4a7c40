// What the dialog specs share (docs/product.md#screens): opening the board's dialogs and sheets
// as a host does, and the "Discard unsaved changes?" question they ask before closing with edits
// (docs/decisions/040-ask-before-discarding-edits.md, docs/decisions/044-one-question-for-every-form.md).
import type { Locator, Page } from '@playwright/test';
import { search } from './board-helpers';
import { expect } from './session';

export function discardQuestion(page: Page): Locator {
  return page.getByRole('dialog', { name: 'Discard unsaved changes?' });
}

/** The Add New Guest dialog, opened from the header's Add Guest button. */
export async function openAddDialog(page: Page): Promise<Locator> {
  await page.getByRole('button', { name: 'Add Guest', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Guest' });
  await expect(dialog).toBeVisible();
  return dialog;
}

/** The journal sheet of the guest `name`, opened from its card. */
export async function openJournal(page: Page, name: string): Promise<Locator> {
  await search(page, name);
  await page.getByRole('button', { name: `View Journal for ${name}`, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: `Journal - ${name}` });
  await expect(sheet).toBeVisible();
  return sheet;
}

/** The schedule dialog for the guest `name`, opened from its card. */
export async function openScheduleDialog(page: Page, name: string): Promise<Locator> {
  await search(page, name);
  await page.getByRole('button', { name: `Schedule Event with ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: `Schedule with ${name}` });
  await expect(dialog).toBeVisible();
  return dialog;
}

/**
 * `close` (Escape, Cancel, the close button, Back) asks first; "Keep editing" has the focus, and
 * answering it leaves `dialog` open with `field` still holding `text`, the focus on `focusBack`.
 */
export async function expectKeepEditing(
  page: Page,
  dialog: Locator,
  close: () => Promise<unknown>,
  typed: { field: Locator; text: string },
  focusBack: Locator,
): Promise<void> {
  const question = discardQuestion(page);
  await close();
  await expect(question).toBeVisible();
  const keep = question.getByRole('button', { name: 'Keep editing' });
  await expect(keep).toBeFocused();
  await keep.click();
  await expect(question).toHaveCount(0);
  await expect(dialog).toBeVisible();
  await expect(typed.field).toHaveValue(typed.text);
  await expect(focusBack).toBeFocused();
}

/** `close` asks first, and Discard closes `dialog`. */
export async function expectDiscard(
  page: Page,
  dialog: Locator,
  close: () => Promise<unknown>,
): Promise<void> {
  const question = discardQuestion(page);
  await close();
  await expect(question).toBeVisible();
  await question.getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(question).toHaveCount(0);
  await expect(dialog).toBeHidden();
}

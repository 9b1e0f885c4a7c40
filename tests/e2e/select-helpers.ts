// Picking an option in a Mantine Select, shared by the specs with forms and dialogs.
import type { Locator } from '@playwright/test';

/**
 * Opens the Select `field` and clicks `option` in its dropdown: the open listbox, not the whole
 * page, whose other controls may hold options of the same name (the team board's owner filter is
 * a native select listing every member).
 */
export async function chooseOption(field: Locator, option: string): Promise<void> {
  await field.click();
  await field
    .page()
    .getByRole('listbox')
    .getByRole('option', { name: option, exact: true })
    .click();
}

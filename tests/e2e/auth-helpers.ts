// Steps on /auth shared by the specs.
import { expect, type Locator, type Page } from '@playwright/test';

/** Ticks the ALTCHA checkbox inside `scope` and waits until the proof of work is accepted. */
export async function solveCaptcha(scope: Locator): Promise<void> {
  const widget = scope.locator('altcha-widget');
  // ALTCHA draws an icon over its checkbox, so the click must be forced.
  await widget.getByRole('checkbox').click({ force: true });
  await expect(widget.locator('[data-state="verified"]')).toBeVisible({ timeout: 30_000 });
}

export async function logIn(page: Page, username: string, password: string): Promise<void> {
  const form = page.getByRole('form', { name: 'Login' });
  await form.getByLabel('Username').fill(username);
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByRole('button', { name: 'Login' }).click();
}

export function toast(page: Page, title: string): Locator {
  return page.getByRole('alert').filter({ hasText: title });
}

/**
 * Presses Tab until `target` has the focus (so it is reachable from the keyboard), then Enter, as
 * a keyboard-only user does; with `mouse`, clicks it instead.
 */
export async function activate(page: Page, target: Locator, mouse = false): Promise<void> {
  if (mouse) {
    await target.click();
    return;
  }
  for (let presses = 0; presses < 60; presses += 1) {
    if (await target.evaluate((element) => element === document.activeElement)) {
      await page.keyboard.press('Enter');
      return;
    }
    await page.keyboard.press('Tab');
  }
  throw new Error('Tab never reached the control');
}

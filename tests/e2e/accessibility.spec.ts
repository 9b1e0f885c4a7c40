// axe on /auth in login and register modes: no serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page })
    .withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa'])
    .analyze();
  return results.violations
    .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
    .map((violation) => ({
      id: violation.id,
      impact: violation.impact,
      help: violation.help,
      targets: violation.nodes.map((node) => node.target.join(' ')),
    }));
}

test('/auth login mode has no serious accessibility violations', async ({ page }) => {
  await page.goto('/auth');
  await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('/auth register mode has no serious accessibility violations', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('form', { name: 'Register' });
  await expect(form.locator('altcha-widget [data-state]')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('/auth reset mode has no serious accessibility violations', async ({ page }) => {
  await page.goto('/auth');
  await page.getByRole('button', { name: 'Forgot password?' }).click();
  await expect(page.getByText('Step 1 of 3')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the SMS terms dialog and a toast have no serious accessibility violations', async ({
  page,
}) => {
  await page.goto('/auth');
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByRole('button', { name: 'Send Code' }).click();
  await page.mouse.move(0, 0); // axe judges the button at rest, not under the pointer
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a phone number.' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Please complete the captcha verification')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByRole('button', { name: 'View Terms' }).click();
  await expect(page.getByRole('dialog', { name: 'SMS Messaging Consent Terms' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

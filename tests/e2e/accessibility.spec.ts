// axe on /auth in login and register modes: no serious or critical violations.
import AxeBuilder from '@axe-core/playwright';
import { seriousViolations } from './board-helpers';
import { expect, test } from './fixtures';

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

test('/auth register mode with every error shown has no serious violations, in both themes', async ({
  page,
}) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/auth');
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    await page.getByRole('tab', { name: 'Register' }).click();
    const form = page.getByRole('form', { name: 'Register' });
    await expect(form.locator('altcha-widget [data-state]')).toBeVisible();
    await form.getByRole('button', { name: 'Register' }).click();
    await expect(form.getByText('Please complete the captcha verification')).toBeVisible();
    // The toast closes by itself; mid-fade its text loses the contrast axe checks.
    await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
    expect(await seriousViolations(page), colorScheme).toEqual([]);
  }
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
  // The pointer stays on Send Code: axe judges the button as it is under the pointer too.
  await form.getByRole('button', { name: 'Send Code' }).click();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Please enter a phone number.' }),
  ).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await form.getByRole('button', { name: 'Register' }).click();
  await expect(form.getByText('Please complete the captcha verification')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The toast closes by itself after five seconds, and mid-fade its text loses the contrast axe
  // checks: the dialog is read once it has gone.
  await expect(page.locator('.mantine-Notification-root')).toHaveCount(0, { timeout: 15_000 });
  await form.getByRole('button', { name: 'View Terms' }).click();
  await expect(page.getByRole('dialog', { name: 'SMS Messaging Consent Terms' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('a light button keeps its contrast under the pointer, in both themes', async ({ page }) => {
  for (const colorScheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme });
    await page.goto('/auth');
    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', colorScheme);
    const sendCode = page.getByRole('form', { name: 'Register' }).getByRole('button', {
      name: 'Send Code',
    });
    const background = () =>
      sendCode.evaluate((button) => getComputedStyle(button).backgroundColor);
    const atRest = await background();
    await sendCode.hover();
    await expect.poll(background).not.toBe(atRest);
    const results = await new AxeBuilder({ page })
      .include('form[aria-label="Register"] button')
      .withRules(['color-contrast'])
      .analyze();
    expect(
      results.violations.flatMap((violation) => violation.nodes.map((node) => node.target)),
    ).toEqual([]);
    // Judged, not left undecided (axe reads the hovered background as it is drawn).
    expect(results.incomplete).toEqual([]);
    const judged = results.passes.flatMap((rule) =>
      rule.nodes.map((node) => node.target.join(' ')),
    );
    expect(judged.filter((target) => target.includes('[data-variant="light"]'))).toHaveLength(1);
  }
});

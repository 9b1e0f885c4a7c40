// Saves /auth on a desktop and a phone screen to test-results/screenshots/ for a human to look at.
import { expect, test } from './fixtures';

const VIEWPORTS = [
  { name: 'desktop', width: 1280, height: 800 },
  { name: 'phone', width: 390, height: 844 },
] as const;

for (const viewport of VIEWPORTS) {
  test(`screenshot of /auth on ${viewport.name}`, async ({ page }) => {
    await page.setViewportSize({ width: viewport.width, height: viewport.height });
    await page.goto('/auth');
    await expect(page.getByRole('form', { name: 'Login' })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/auth-login-${viewport.name}.png` });

    await page.getByRole('tab', { name: 'Register' }).click();
    await expect(page.locator('altcha-widget [data-state]')).toBeVisible();
    await page.screenshot({
      path: `test-results/screenshots/auth-register-${viewport.name}.png`,
      fullPage: true,
    });

    await page.getByRole('tab', { name: 'Login' }).click();
    await page.getByRole('button', { name: 'Forgot password?' }).click();
    await expect(page.getByText('Step 1 of 3')).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/auth-reset-${viewport.name}.png` });

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await page.screenshot({ path: `test-results/screenshots/not-found-${viewport.name}.png` });
  });
}

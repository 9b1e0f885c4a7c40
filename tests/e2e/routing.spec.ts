// Route guards and the not-found page (docs/product.md#screens).
import { expect, test } from './fixtures';

test('a signed-out visitor to / lands on /auth', async ({ page }) => {
  await page.goto('/');
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('heading', { name: 'Podcast Guest Tracker' })).toBeVisible();
  await expect(
    page.getByText('Login or create an account to manage your podcast guests'),
  ).toBeVisible();
});

test('other protected pages also send a signed-out visitor to /auth', async ({ page }) => {
  for (const path of ['/archive', '/verify-phone', '/account']) {
    await page.goto(path);
    await expect(page).toHaveURL(/\/auth$/);
  }
});

test('an unknown path shows the not-found page', async ({ page }) => {
  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  await expect(page.getByText('There is no page at this address.')).toBeVisible();
  // A signed-out visitor's way back to the board goes through sign-in.
  await page.getByRole('link', { name: 'Go to your board' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('a path starting with two slashes shows the not-found page, on this site', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL ?? '').origin;
  // Spelled out: `page.goto('//evil.com')` would be a protocol-relative address.
  const response = await page.goto(`${origin}//evil.com`);
  expect(response?.status()).toBe(200);
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(page.url()).toBe(`${origin}//evil.com`);
});

// Dark mode (docs/decisions/010-calendar-feed-and-dark-mode.md): the header menu's light / dark /
// system switch, remembered across a reload, applied before the first paint; axe (colour contrast
// included) on the board, a dialog, the Action Center, the archive and account settings in dark
// mode, and screenshots of the board and a dialog in both themes at desktop width; and every page,
// dialog and sheet checked by axe (contrast and landmarks) in light and in dark.
import type { Page } from '@playwright/test';
import { browserNoon, createTaskWithApi, openActionCenter } from './action-center-helpers';
import { landmarkViolations, openBoard, search, seriousViolations } from './board-helpers';
import { screenshotsAtEachWidth } from './screenshot-helpers';
import {
  apiJson,
  createGuestWithApi,
  expect,
  signInFreshAccount,
  test,
  uniqueName,
} from './session';

const scheme = (page: Page) =>
  page.evaluate(() => document.documentElement.getAttribute('data-mantine-color-scheme'));

async function seedBoard(page: Page): Promise<void> {
  const statuses = ['prospect', 'hot', 'intro', 'limbo', 'scheduled', 'complete'] as const;
  for (const [index, status] of statuses.entries()) {
    await createGuestWithApi(page.request, {
      name: uniqueName(`Theme Guest ${index + 1}`),
      details: `A ${status} guest for the theme check`,
      status,
      ...(index === 1 ? { importantDateFormatted: '2027-01-15' } : {}),
    });
  }
  await createTaskWithApi(page.request, { title: 'Send the theme questions' });
  // Past due draws its title in red: the colour must read in both themes.
  await createTaskWithApi(page.request, {
    title: 'Overdue theme task',
    dueDate: await browserNoon(page, -3),
  });
  const archived = await createGuestWithApi(page.request, {
    name: uniqueName('Archived Theme Guest'),
    details: 'In the archive, for its status badge',
    status: 'hot',
  });
  const response = await page.request.delete(`/api/guests/${archived.id}`);
  expect(response.ok()).toBe(true);
}

async function addGuestDialog(page: Page) {
  await page.getByRole('button', { name: 'Add Guest', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add New Guest' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test('dark mode: chosen in the header menu, kept across a reload, readable everywhere', async ({
  page,
}) => {
  // Eight or more axe runs: seconds each on a busy machine.
  test.setTimeout(180_000);
  await page.setViewportSize({ width: 1280, height: 800 });
  await signInFreshAccount(page);
  await seedBoard(page);
  await openBoard(page);
  expect(await scheme(page)).toBe('light');

  await page.screenshot({ path: 'test-results/screenshots/theme-board-light.png' });
  const lightDialog = await addGuestDialog(page);
  await page.screenshot({ path: 'test-results/screenshots/theme-dialog-light.png' });
  await lightDialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(lightDialog).toHaveCount(0);

  await page.getByRole('button', { name: 'Color scheme: System' }).click();
  await page.getByRole('menuitem', { name: 'Dark' }).click();
  await expect.poll(() => scheme(page)).toBe('dark');
  await expect(page.getByRole('button', { name: 'Color scheme: Dark' })).toBeVisible();

  await page.reload();
  // Applied before the app renders: already dark when the document is parsed.
  expect(await scheme(page)).toBe('dark');
  await openBoard(page);
  expect(await scheme(page)).toBe('dark');
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/theme-board-dark.png' });

  const darkDialog = await addGuestDialog(page);
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/theme-dialog-dark.png' });
  await darkDialog.getByRole('button', { name: 'Close dialog' }).click();
  await expect(darkDialog).toHaveCount(0);

  const firstName = (await page.getByRole('article').first().getAttribute('aria-label')) ?? '';
  await page.getByRole('button', { name: `View Journal for ${firstName}`, exact: true }).click();
  const journal = page.getByRole('dialog', { name: `Journal - ${firstName}` });
  await expect(journal.getByText('Guest created', { exact: false }).first()).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.keyboard.press('Escape');
  await expect(journal).toHaveCount(0);

  const sheet = await openActionCenter(page);
  await expect(sheet.getByText('Send the theme questions')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/theme-action-center-dark.png' });
  await page.keyboard.press('Escape');
  await expect(sheet).toHaveCount(0);

  await page.goto('/archive');
  await expect(page.getByRole('heading', { level: 1, name: 'Guest Archive' })).toBeVisible();
  await expect(page.getByText('In the archive, for its status badge')).toBeVisible();
  expect(await scheme(page)).toBe('dark');
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/account');
  await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await expect(page.getByRole('button', { name: 'Turn on calendar feed' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/theme-account-dark.png' });
  // The account page has the switch too.
  await expect(page.getByRole('button', { name: 'Color scheme: Dark' })).toBeVisible();

  // Back to light from the phone side menu.
  await page.goto('/');
  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.screenshot({ path: 'test-results/screenshots/theme-menu-dark-phone.png' });
  await menu.getByText('Light', { exact: true }).click();
  await expect(menu.getByRole('radio', { name: 'Light' })).toBeChecked();
  await expect.poll(() => scheme(page)).toBe('light');
  await page.reload();
  expect(await scheme(page)).toBe('light');
});

test('System follows the browser: dark when it prefers dark and nothing was chosen', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await signInFreshAccount(page);
  await openBoard(page);
  expect(await scheme(page)).toBe('dark');
  await expect(page.getByRole('button', { name: 'Color scheme: System' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test('the stored choice is applied by the page head, before the app itself loads', async ({
  page,
  consoleGuard,
}) => {
  const script = await page.request.get('/color-scheme.js');
  expect(script.status()).toBe(200);
  expect(script.headers()['content-type']).toMatch(/javascript/);
  await page.goto('/auth');
  await page.evaluate(() => window.localStorage.setItem('mantine-color-scheme-value', 'dark'));
  // With the app's bundle refused, only public/color-scheme.js can set the scheme.
  consoleGuard.allow(/Failed to load resource|net::ERR_FAILED/);
  await page.route(/\/assets\/index-[\w-]+\.js$/, (route) => route.abort());
  await page.reload();
  expect(await scheme(page)).toBe('dark');
});

test('the sign-in page, phone verification and the not-found page are readable in dark mode', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.goto('/auth');
  await expect(page.getByRole('tab', { name: 'Login' })).toBeVisible();
  expect(await scheme(page)).toBe('dark');
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('tab', { name: 'Register' }).click();
  await expect(page.getByRole('button', { name: 'Register', exact: true })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await page.goto('/no-such-page');
  await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await signInFreshAccount(page);
  await page.goto('/verify-phone');
  await expect(page.getByRole('heading', { name: 'Phone Verification' })).toBeVisible();
  expect(await scheme(page)).toBe('dark');
  expect(await seriousViolations(page)).toEqual([]);
});

for (const theme of ['light', 'dark'] as const) {
  test(`every page, dialog and sheet passes axe in ${theme} mode`, async ({ page }) => {
    test.setTimeout(240_000);
    await page.emulateMedia({ colorScheme: theme });
    await page.setViewportSize({ width: 1440, height: 900 });
    await signInFreshAccount(page);
    await seedBoard(page);
    const check = async (what: string) => {
      expect(await scheme(page), what).toBe(theme);
      expect(await seriousViolations(page), what).toEqual([]);
      expect(await landmarkViolations(page), what).toEqual([]);
    };

    await openBoard(page);
    await check('board');
    const dialog = await addGuestDialog(page);
    await check('Add Guest dialog');
    await dialog.getByRole('button', { name: 'Close dialog' }).click();
    await expect(dialog).toHaveCount(0);

    const firstName = (await page.getByRole('article').first().getAttribute('aria-label')) ?? '';
    await page.getByRole('button', { name: `View Journal for ${firstName}`, exact: true }).click();
    const journal = page.getByRole('dialog', { name: `Journal - ${firstName}` });
    await expect(journal.getByText('Guest created', { exact: false }).first()).toBeVisible();
    await check('journal sheet');
    await page.keyboard.press('Escape');
    await expect(journal).toHaveCount(0);

    const sheet = await openActionCenter(page);
    await expect(sheet.getByText('Overdue theme task')).toBeVisible();
    await check('Action Center');
    if (theme === 'dark') {
      await screenshotsAtEachWidth(page, 'action-center-dark', sheet, {
        desktopWidth: 1440,
        fullPage: false,
      });
    }
    await page.keyboard.press('Escape');
    await expect(sheet).toHaveCount(0);

    await page.goto('/archive');
    await expect(page.getByText('In the archive, for its status badge')).toBeVisible();
    await check('archive');
    await page.getByRole('button', { name: /^Restore Archived Theme Guest/ }).click();
    const restore = page.getByRole('dialog', { name: 'Restore Guest' });
    await expect(restore).toBeVisible();
    await check('Restore Guest dialog');
    await restore.getByRole('button', { name: 'Cancel' }).click();
    await expect(restore).toHaveCount(0);

    await page.goto('/account');
    await expect(page.getByRole('heading', { level: 1, name: 'Account Settings' })).toBeVisible();
    await check('account: Profile');
    for (const tab of ['Security', 'Calendar', 'Team']) {
      await page.getByRole('tab', { name: tab }).click();
      await expect(page.getByRole('tabpanel', { name: tab })).toBeVisible();
      await check(`account: ${tab}`);
    }

    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: 'Page not found' })).toBeVisible();
    await check('not found');
  });
}

test('dark mode: the schedule dialog lists an all-day event as "All day", readable', async ({
  page,
}) => {
  await page.emulateMedia({ colorScheme: 'dark' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAccount(page);
  const name = uniqueName('Booked Guest');
  const guest = await createGuestWithApi(page.request, { name, details: 'Recording soon' });
  await openBoard(page);
  // All day in the browser's zone (docs/product.md#event-validation): 00:00 to 23:59:59.999.
  const [startTime, endTime] = await page.evaluate(() => {
    const start = new Date(2027, 10, 7);
    return [start.toISOString(), new Date(2027, 10, 7, 23, 59, 59, 999).toISOString()];
  });
  await apiJson(page.request, 'post', '/api/calendar', {
    title: `Podcast with ${name}`,
    guestId: guest.id,
    startTime,
    endTime,
    eventType: 'recording',
  });
  await search(page, name);
  await page.getByRole('button', { name: `Schedule Event with ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: `Schedule with ${name}` });
  await expect(dialog).toContainText(`Already scheduled with ${name}`);
  await expect(dialog).toContainText(`Nov 7, 2027 · All day: Podcast with ${name}`);
  await page.screenshot({ path: 'test-results/screenshots/schedule-dialog-dark.png' });
  expect(await seriousViolations(page)).toEqual([]);
});

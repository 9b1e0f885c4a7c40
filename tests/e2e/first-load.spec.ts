// The board's first load (docs/decisions/027-board-without-waterfall.md): the page's HTML names the
// signed-in user and preloads the guests, so the web app asks for neither again, and what the
// board shows beside the cards is read only once the cards are on screen.
import { readFileSync } from 'node:fs';
import type { Page, Request } from '@playwright/test';
import { card, openBoard } from './board-helpers';
import { createGuestWithApi, expect, test, uniqueName } from './session';

/** Every API request the page makes from now on, by path, in order. */
function recordApiRequests(page: Page): string[] {
  const paths: string[] = [];
  page.on('request', (request) => {
    const { pathname } = new URL(request.url());
    if (pathname.startsWith('/api/')) paths.push(pathname);
  });
  return paths;
}

const pathIs = (pathname: string) => (request: Request) =>
  new URL(request.url()).pathname === pathname;

/** How the page's own request for `pathname` was started ('link' for a preload in the HTML). */
function initiatorOf(page: Page, pathname: string): Promise<string | undefined> {
  return page.evaluate(
    (path) =>
      (performance.getEntriesByType('resource') as PerformanceResourceTiming[]).find(
        (entry) => new URL(entry.name).pathname === path,
      )?.initiatorType,
    pathname,
  );
}

/** The file the build made of `source`, a module loaded lazily (the build's manifest). */
function chunkOf(source: string): string {
  const manifest = JSON.parse(readFileSync('dist/web/.vite/manifest.json', 'utf8')) as Record<
    string,
    { file: string }
  >;
  const chunk = manifest[source];
  if (!chunk) throw new Error(`the build made no chunk of its own for ${source}`);
  return chunk.file;
}

/** Holds the browser's requests for `file` (once asked for) until the returned function is called. */
async function holdRequests(page: Page, file: string): Promise<() => void> {
  let release = () => {};
  const released = new Promise<void>((resolve) => {
    release = resolve;
  });
  await page.route(`**/${file}`, async (route) => {
    await released;
    await route.continue();
  });
  return release;
}

/** The chunks the page's HTML preloads: the page's first load (docs/decisions/027). */
function modulePreloads(page: Page): Promise<(string | null)[]> {
  return page
    .locator('link[rel="modulepreload"]')
    .evaluateAll((links) => links.map((link) => link.getAttribute('href')));
}

test("the header's menus load after the board's first paint; pressed or focused before, they carry on", async ({
  page,
  account: _account,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  const menuFile = chunkOf('src/web/components/menu-button-menu.tsx');
  const release = await holdRequests(page, menuFile);
  const menuAsked = page.waitForRequest((request) => request.url().endsWith(menuFile));
  await openBoard(page);
  expect(await modulePreloads(page)).not.toContain(`/${menuFile}`);

  // Pressed while the menu's code is still on its way: the menu opens once it is there.
  const csv = page.getByRole('button', { name: 'CSV', exact: true });
  await csv.click();
  await menuAsked;
  const exportItem = page.getByRole('menuitem', { name: 'Export CSV' });
  await expect(exportItem).toHaveCount(0);
  release();
  await expect(exportItem).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(exportItem).toBeHidden();
  await expect(csv).toBeFocused();

  // Focused while it loads: the button the menu draws in its place keeps the focus.
  const releaseAgain = await holdRequests(page, menuFile);
  await openBoard(page);
  const scheme = page.getByRole('button', { name: /^Color scheme/ });
  await scheme.focus();
  releaseAgain();
  // The menu names the button it opens from (Mantine's target id): it has taken over.
  await expect(scheme).toHaveAttribute('id', /.+/);
  await expect(scheme).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('menuitem', { name: 'Dark' })).toBeVisible();
});

test("the phone's side menu loads after the board's first paint and opens at a press made before", async ({
  page,
  account: _account,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  const drawerFile = chunkOf('src/web/features/board/components/board-menu-drawer.tsx');
  const release = await holdRequests(page, drawerFile);
  const drawerAsked = page.waitForRequest((request) => request.url().endsWith(drawerFile));
  await openBoard(page);
  expect(await modulePreloads(page)).not.toContain(`/${drawerFile}`);

  await page.getByRole('button', { name: 'Open menu' }).click();
  await drawerAsked;
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu).toHaveCount(0);
  release();
  await expect(menu.getByRole('navigation', { name: 'Board menu' })).toBeVisible();
  await expect(menu.locator(':focus')).toHaveCount(1);
  await page.keyboard.press('Escape');
  await expect(menu).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeFocused();
});

test('a signed-in load of the board asks for the guests once, from the HTML, and never for the user', async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('First load');
  await createGuestWithApi(page.request, { name, details: 'Booked from the first load' });
  const requests = recordApiRequests(page);
  const guestsAnswered = page.waitForResponse((response) =>
    pathIs('/api/guests')(response.request()),
  );
  const teamAsked = page.waitForRequest(pathIs('/api/team'));
  const eventsAsked = page.waitForRequest(pathIs('/api/calendar'));

  await page.goto('/');
  await expect(card(page, name)).toBeVisible();
  // The badge's events and the owner filter's team come after the cards, not beside them.
  await Promise.all([teamAsked, eventsAsked]);
  await guestsAnswered;

  expect(requests.filter((path) => path === '/api/guests')).toHaveLength(1);
  expect(requests).not.toContain('/api/user');
  expect(await initiatorOf(page, '/api/guests')).toBe('link');
  expect(requests.indexOf('/api/team')).toBeGreaterThan(requests.indexOf('/api/guests'));
  expect(requests.indexOf('/api/calendar')).toBeGreaterThan(requests.indexOf('/api/guests'));
});

test('the archive is read once, from its HTML; later reads of the board ask the API as usual', async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Archived first load');
  const guest = await createGuestWithApi(page.request, {
    name,
    details: 'Archived before the first load',
  });
  const deleted = await page.request.delete(`/api/guests/${guest.id}`);
  expect(deleted.ok()).toBe(true);
  const requests = recordApiRequests(page);

  await page.goto('/archive');
  await expect(page.getByRole('row', { name: new RegExp(`Select ${name}`) })).toBeVisible();
  expect(requests.filter((path) => path === '/api/guests/archived')).toHaveLength(1);
  expect(requests).not.toContain('/api/user');
  expect(await initiatorOf(page, '/api/guests/archived')).toBe('link');

  // The board's code and data were not preloaded here: going there reads the guests the usual way.
  const guestsRead = page.waitForRequest(pathIs('/api/guests'));
  await page.getByRole('link', { name: 'Back to Guests' }).click();
  const request = await guestsRead;
  expect(request.headers()['cache-control']).toBe('no-cache');
});

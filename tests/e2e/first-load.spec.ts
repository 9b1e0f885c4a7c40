// The board's first load (docs/decisions/027-board-without-waterfall.md): the page's HTML names the
// signed-in user and preloads the guests, so the web app asks for neither again, and what the
// board shows beside the cards is read only once the cards are on screen.
import type { Page, Request } from '@playwright/test';
import { card } from './board-helpers';
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

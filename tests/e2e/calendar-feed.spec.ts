// The private calendar feed in account settings
// (docs/decisions/010-calendar-feed-and-dark-mode.md): turn it on, copy the URL, subscribe (fetch
// it as a calendar app would, with no cookie) and see the event, regenerate it (the old URL answers
// 404), turn it off; axe on the section and screenshots at desktop and phone width.
import type { Page } from '@playwright/test';
import { createEventWithApi } from './action-center-helpers';
import { seriousViolations, toast } from './board-helpers';
import { screenshotsAtEachWidth } from './screenshot-helpers';
import { createGuestWithApi, expect, signInFreshAccount, test, uniqueName } from './session';

/** The feed as a calendar app fetches it: a plain GET with no session cookie. */
async function fetchFeed(page: Page, url: string) {
  const context = await page.context().browser()!.newContext();
  try {
    const response = await context.request.get(url);
    return {
      status: response.status(),
      type: response.headers()['content-type'],
      body: await response.text(),
    };
  } finally {
    await context.close();
  }
}

test('a host turns on the calendar feed, copies its URL, regenerates it and turns it off', async ({
  page,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await signInFreshAccount(page);
  const guestName = uniqueName('Feed Guest');
  const guest = await createGuestWithApi(page.request, { name: guestName, details: 'Author' });
  const start = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
  start.setUTCHours(15, 0, 0, 0);
  await createEventWithApi(page.request, {
    title: 'Recording with the feed guest',
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 60 * 60 * 1000).toISOString(),
    eventType: 'recording',
    guestId: guest.id,
    location: 'Studio B',
  });

  await page.goto('/account');
  await page.getByRole('tab', { name: 'Calendar' }).click();
  const section = page.getByRole('region', { name: 'Calendar feed' });
  await expect(section.getByText('Your calendar feed is off.')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await section.getByRole('button', { name: 'Turn on calendar feed' }).click();
  await expect(toast(page, 'Calendar feed turned on')).toBeVisible();
  const field = section.getByRole('textbox', { name: 'Calendar feed URL' });
  await expect(field).toHaveValue(/\/api\/calendar-feed\/[\w-]{43}\.ics$/);
  const url = await field.inputValue();

  await section.getByRole('button', { name: 'Copy URL' }).click();
  await expect(toast(page, 'Copied to clipboard')).toBeVisible();
  expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(url);

  const feed = await fetchFeed(page, url);
  expect(feed.status).toBe(200);
  expect(feed.type).toBe('text/calendar; charset=utf-8');
  expect(feed.body).toContain('SUMMARY:Recording with the feed guest');
  expect(feed.body).toContain('LOCATION:Studio B');
  expect(feed.body).toContain(`Guest: ${guestName}`);

  expect(await seriousViolations(page)).toEqual([]);
  await screenshotsAtEachWidth(page, 'calendar-feed-on', field);

  await section.getByRole('button', { name: 'Regenerate URL' }).click();
  await expect(
    toast(page, 'Calendar feed URL regenerated; the old URL no longer works'),
  ).toBeVisible();
  await expect(field).not.toHaveValue(url);
  const newUrl = await field.inputValue();
  expect((await fetchFeed(page, url)).status).toBe(404);
  expect((await fetchFeed(page, newUrl)).status).toBe(200);

  // The URL is shown once: after a reload the feed is on without it.
  await page.reload();
  await page.getByRole('tab', { name: 'Calendar' }).click();
  await expect(section.getByText(/Your calendar feed is on/)).toBeVisible();
  await expect(section.getByRole('textbox', { name: 'Calendar feed URL' })).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await section.getByRole('button', { name: 'Turn off' }).click();
  await expect(toast(page, 'Calendar feed turned off')).toBeVisible();
  await expect(section.getByText('Your calendar feed is off.')).toBeVisible();
  expect((await fetchFeed(page, newUrl)).status).toBe(404);
});

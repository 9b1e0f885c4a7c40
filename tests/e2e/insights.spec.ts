// The Insights page (docs/product.md#insights): reached from the header menu on desktop and phone;
// its cards read the host's own history (made through the API as the board makes it), each card's
// figures and chart show as tables with the same numbers and download as CSV; a from-to period re-asks every card;
// axe finds nothing serious at 1,440 and 390 px in light and dark.
import { readFile } from 'node:fs/promises';
import type { Page } from '@playwright/test';
import { seriousViolations } from './board-helpers';
import { screenshotsAtEachWidth } from './screenshot-helpers';
import { createGuestWithApi, expect, signInFreshAccount, test, uniqueName } from './session';
import { chooseOption } from './select-helpers';

async function seedHistory(page: Page) {
  const request = page.request;
  const ada = await createGuestWithApi(request, { name: 'Ada Insight', details: 'Physicist' });
  await createGuestWithApi(request, { name: 'Bo Insight', details: 'Chef', status: 'hot' });
  await createGuestWithApi(request, { name: 'Cy Insight', details: 'Poet' });
  for (const status of ['intro', 'scheduled']) {
    const moved = await request.patch(`/api/guests/${ada.id}/status`, { data: { status } });
    expect(moved.status()).toBe(200);
  }
  const start = new Date(Date.now() + 3 * 86_400_000);
  const recording = await request.post('/api/calendar', {
    data: {
      title: 'Recording with Ada',
      startTime: start.toISOString(),
      endTime: new Date(start.getTime() + 3_600_000).toISOString(),
      eventType: 'recording',
      guestId: ada.id,
    },
  });
  expect(recording.status()).toBe(201);
}

/** Opens a date field's calendar and picks the first day of the month `back` months ago. */
async function pickFirstDayMonthsBack(page: Page, label: string, back: number) {
  await page.getByRole('textbox', { name: label }).click();
  for (let i = 0; i < back; i += 1) {
    await page.getByRole('button', { name: 'Previous month' }).click();
  }
  // The month's first day (named like "1 May 2026"); the calendar shows the next month's 1st last.
  await page
    .getByRole('button', { name: /^1 [A-Za-z]+ \d{4}$/ })
    .first()
    .click();
  await expect(page.getByRole('button', { name: 'Previous month' })).toBeHidden();
}

function card(page: Page, heading: string) {
  return page.getByRole('region', { name: heading });
}

test('the header menu leads to Insights on desktop and phone', async ({ page }) => {
  await signInFreshAccount(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/');
  await page.getByRole('link', { name: 'Insights' }).click();
  await expect(page).toHaveURL(/\/insights$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();

  // From 1,200 to 1,408 px the bar shows Insights as an icon, so the whole title fits beside it.
  for (const width of [1200, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await page.goto('/');
    const title = page.getByRole('heading', { level: 1, name: 'Podcast Guest Tracker' });
    await expect(title).toBeVisible();
    const titleBox = await title.boundingBox();
    const actionBox = await page.getByRole('button', { name: /^Action Center/ }).boundingBox();
    if (!titleBox || !actionBox) throw new Error('the title or the Action Center is not laid out');
    expect(titleBox.x + titleBox.width).toBeLessThanOrEqual(actionBox.x);
    await page.screenshot({
      path: `test-results/screenshots/board-header-${width}.png`,
      clip: { x: 0, y: 0, width, height: 110 },
    });
    await page.getByRole('link', { name: 'Insights' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
  }

  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Open menu' }).click();
  await page.getByRole('link', { name: 'Insights' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Insights' })).toBeVisible();
});

test('every card shows its numbers, as a chart and as the same table, and downloads them', async ({
  page,
}) => {
  await signInFreshAccount(page);
  await seedHistory(page);
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/insights');

  const pipeline = card(page, 'Pipeline now');
  await expect(pipeline.getByText('Active guests')).toBeVisible();
  await expect(pipeline.locator('figure .recharts-surface').first()).toBeVisible();
  await pipeline.getByRole('button', { name: 'Show as table' }).click();
  const table = pipeline.getByRole('table', { name: 'Guests per column now' });
  // Ada is scheduled, Bo hot, Cy a prospect.
  for (const [column, guests] of [
    ['Prospect', '1'],
    ['Hot Candidate', '1'],
    ['Intro Call', '0'],
    ['Episode Scheduled', '1'],
  ] as const) {
    await expect(table.getByRole('row', { name: column })).toContainText(guests);
  }
  // The figures above the chart are a table of their own: three active guests, none quiet yet.
  const figures = pipeline.getByRole('table', { name: 'Guests per column now: figures' });
  await expect(figures.getByRole('row', { name: 'Active guests' })).toContainText('3');
  await expect(figures.getByRole('row', { name: 'No journal entry for 14 days' })).toContainText(
    '0',
  );
  await expect(pipeline.getByRole('button', { name: 'Show as chart' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  const pipelineDownload = page.waitForEvent('download');
  await pipeline.getByRole('button', { name: 'Download CSV' }).click();
  expect((await pipelineDownload).suggestedFilename()).toMatch(
    /^insights-pipeline-\d{4}-\d{2}-\d{2}\.csv$/,
  );

  const flow = card(page, 'Flow');
  // Ada was scheduled in the period, from Prospect: 1 of 2 prospects (Ada and Cy).
  await expect(flow.getByText('1 of 2 (50%)')).toBeVisible();
  const downloading = page.waitForEvent('download');
  await flow.getByRole('button', { name: 'Download CSV' }).click();
  const download = await downloading;
  expect(download.suggestedFilename()).toMatch(/^insights-flow-\d{4}-\d{2}-\d{2}-to-.*\.csv$/);
  const csv = await readFile((await download.path()) as string, 'utf8');
  expect(csv).toContain('Prospect → Episode Scheduled,1 of 2 (50%)\r\n');
  expect(csv).toContain('Column,Guests entered\r\n');
  expect(csv).toContain('Prospect,2\r\n');
  expect(csv).toContain('Episode Scheduled,1\r\n');

  const episodes = card(page, 'Episodes');
  await expect(episodes.getByText(/Recording with Ada \(Ada Insight\)/)).toBeVisible();
  await episodes.getByRole('button', { name: 'Show as table' }).click();
  await expect(
    episodes
      .getByRole('table', { name: 'Recording sessions completed per month: figures' })
      .getByRole('row', { name: 'Recordings in the next 14 days' }),
  ).toContainText('1');

  // A from-to period asks every card again; a period that ends before anything happened is empty.
  await page.getByText('From–to').click();
  await pickFirstDayMonthsBack(page, 'From', 3);
  await pickFirstDayMonthsBack(page, 'To', 2);
  await expect(flow.getByText('0 of 0')).toHaveCount(2);
  await expect(page.getByText('Active guests')).toBeVisible();
  await expect(page.getByTestId('insight-stale-period')).toHaveCount(0);

  // A period the server would refuse (over 731 days) is not asked for: the field says why, no card
  // fails, and the pipeline, which is the board as it is now, stays.
  await pickFirstDayMonthsBack(page, 'From', 28);
  await expect(page.getByText('A period may span at most 731 days')).toBeVisible();
  await expect(page.getByText(/could not be loaded/)).toHaveCount(0);
  await expect(card(page, 'Pipeline now').getByText('Active guests')).toBeVisible();
  // The cards keep the last period's figures and say which period that is.
  await expect(flow.getByTestId('insight-stale-period')).toHaveText(
    /^Still showing [A-Z][a-z]{2} 1, \d{4} – [A-Z][a-z]{2} 1, \d{4}$/,
  );
  await expect(page.getByTestId('insight-stale-period')).toHaveCount(4);
  await expect(card(page, 'Pipeline now').getByTestId('insight-stale-period')).toHaveCount(0);

  await screenshotsAtEachWidth(
    page,
    'insights-period-too-long',
    page.getByText('A period may span at most 731 days'),
    {
      fullPage: false,
    },
  );

  // A typed day that does not exist is not taken as another day, nor is one after To: the field
  // says why and the cards keep their figures. A real day in order is taken.
  const fromField = page.getByRole('textbox', { name: 'From' });
  await fromField.fill('Feb 30, 2026');
  await fromField.blur();
  await expect(page.getByText('From must be a real date, such as Nov 27, 2026')).toBeVisible();
  await expect(fromField).toHaveValue('Feb 30, 2026');
  await expect(flow.getByTestId('insight-stale-period')).toBeVisible();
  // Another period and back: the fields show the days taken, and the message went with the text.
  await page.getByText('30 days').click();
  await page.getByText('From–to').click();
  await expect(page.getByText('From must be a real date, such as Nov 27, 2026')).toHaveCount(0);
  await expect(page.getByText('A period may span at most 731 days')).toBeVisible();
  await fromField.fill('Feb 30, 2026');
  await fromField.blur();
  await expect(page.getByText('From must be a real date, such as Nov 27, 2026')).toBeVisible();
  await fromField.fill('2099-01-01');
  await fromField.blur();
  await expect(page.getByText('From must be on or before To')).toBeVisible();
  // Ten days before To (the 1st of a month, "Sep 1, 2026"), written as YYYY-MM-DD.
  const to = await page.getByRole('textbox', { name: 'To' }).inputValue();
  const tenDaysBefore = new Date(Date.parse(`${to} UTC`) - 10 * 86_400_000);
  await fromField.fill(tenDaysBefore.toISOString().slice(0, 10));
  await fromField.blur();
  await expect(page.getByText(/^From must/)).toHaveCount(0);
  await expect(page.getByTestId('insight-stale-period')).toHaveCount(0);
});

test('in a team the Member select picks whose figures, and kept figures say whose they are', async ({
  page,
  teamOfTwo,
}) => {
  test.slow(); // two registrations (proof of work and SMS)
  const { member } = await teamOfTwo(uniqueName('Insight Crew'));
  const mate = member.account.username;
  await createGuestWithApi(page.request, { name: 'Ada Team', details: 'Physicist' });
  await createGuestWithApi(page.request, { name: 'Bo Team', details: 'Chef', status: 'hot' });
  await createGuestWithApi(member.page.request, { name: 'Cy Team', details: 'Poet' });
  await page.setViewportSize({ width: 1440, height: 900 });
  await page.goto('/insights');

  const pipeline = card(page, 'Pipeline now');
  await pipeline.getByRole('button', { name: 'Show as table' }).click();
  const active = pipeline
    .getByRole('table', { name: 'Guests per column now: figures' })
    .getByRole('row', { name: 'Active guests' });
  // The whole team's guests, then the teammate's one.
  await expect(active).toHaveText(/^Active guests\s*3$/);
  const memberSelect = page.getByRole('combobox', { name: 'Member' });
  await expect(memberSelect).toHaveValue('All members');
  await chooseOption(memberSelect, mate);
  await expect(active).toHaveText(/^Active guests\s*1$/);

  // A period the server would refuse keeps the last figures; choosing someone else meanwhile is
  // not asked for either, so the cards say whose figures they still are.
  await page.getByText('From–to').click();
  await pickFirstDayMonthsBack(page, 'From', 28);
  await expect(page.getByText('A period may span at most 731 days')).toBeVisible();
  const kept = card(page, 'Flow').getByTestId('insight-stale-period');
  await expect(kept).toHaveText(
    /^Still showing [A-Z][a-z]{2} \d{1,2}, \d{4} – [A-Z][a-z]{2} \d{1,2}, \d{4}$/,
  );
  await chooseOption(memberSelect, 'All members');
  await expect(kept).toHaveText(new RegExp(` for ${mate}$`));
  await expect(page.getByTestId('insight-stale-period')).toHaveCount(4);
  // The pipeline, the board as it is now, follows the choice at once.
  await expect(active).toHaveText(/^Active guests\s*3$/);
  expect(await seriousViolations(page)).toEqual([]);
});

for (const scheme of ['light', 'dark'] as const) {
  test(`Insights at 1,440 and 390 px in ${scheme} mode has no serious accessibility violations`, async ({
    page,
  }) => {
    await signInFreshAccount(page);
    await seedHistory(page);
    await page.emulateMedia({ colorScheme: scheme });
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/insights');
    const stalls = card(page, 'Where guests stall');
    // The page's chunk (the charts) is the app's largest: on a machine running other browser tests
    // beside this one, its cards have taken over ten seconds to show their charts.
    await expect(stalls.locator('figure .recharts-surface').first()).toBeVisible({
      timeout: 30_000,
    });
    await expect(card(page, 'Follow-through').locator('figure')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await stalls.getByRole('button', { name: 'Show as table' }).click();
    await expect(stalls.getByRole('table', { name: 'Days spent in each column' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.setViewportSize({ width: 390, height: 844 });
    await expect(stalls.getByRole('table')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    // The widest table, five columns, fits its card: it does not scroll sideways.
    const scroller = stalls.getByRole('group', { name: 'Days spent in each column (table)' });
    expect(await scroller.evaluate((element) => element.scrollWidth - element.clientWidth)).toBe(0);
    // Nothing wider than the phone's screen.
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
      390,
    );

    await screenshotsAtEachWidth(page, `insights-${scheme}`, card(page, 'Pipeline now'), {
      desktopWidth: 1440,
    });
  });
}

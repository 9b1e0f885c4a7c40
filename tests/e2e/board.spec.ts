// The guest board (docs/product.md#board-screen, docs/decisions/004-guest-board-web.md): header,
// columns, cards, search, drag and drop with the mouse and the keyboard, archiving, the side menu,
// accessibility and screenshots.
import type { Page, Route } from '@playwright/test';
import {
  card,
  column,
  dragCardWithMouse,
  expectHeaderFits,
  expectSettled,
  openBoard,
  search,
  seriousViolations,
  toast,
  withoutLiveUpdates,
} from './board-helpers';
import { screenshotsAtEachWidth } from './screenshot-helpers';
import {
  createGuestWithApi,
  expect,
  registerAccount,
  signInFreshAccount,
  test,
  uniqueName,
} from './session';

/**
 * Opens the guest's journal, waits for `entry` in it and closes it again: a round trip to the
 * server that starts after whatever the board did before it, so a request the board was about to
 * send has been sent by the time it ends (what makes "no request" checks mean something).
 */
async function journalRoundTrip(page: Page, name: string, entry: string): Promise<void> {
  await page.getByRole('button', { name: `View Journal for ${name}`, exact: true }).click();
  const journal = page.getByRole('dialog', { name: `Journal - ${name}` });
  await expect(journal.getByRole('listitem').filter({ hasText: entry }).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(journal).toBeHidden();
}

const COLUMN_TITLES = [
  'Prospect',
  'Hot Candidate',
  'Intro Call',
  'Limbo',
  'Episode Scheduled',
  'Complete',
];

test('the board shows the header, the welcome line and guests as cards in their columns', async ({
  page,
  account,
}) => {
  const name = uniqueName('Ada Board');
  await createGuestWithApi(page.request, {
    name,
    details: 'Computing pioneer with a long story to tell about engines',
    status: 'intro',
    followUpType: 'call',
    importantDateFormatted: '2030-01-05',
  });
  await openBoard(page);

  await expect(page.getByText(`Welcome, ${account.username}`)).toBeVisible();
  await expect(page.getByRole('searchbox', { name: 'Search guests' })).toBeVisible();
  for (const label of ['Add Guest', 'Logout']) {
    await expect(page.getByRole('button', { name: label, exact: true })).toBeVisible();
  }
  for (const label of ['Archive', 'Account']) {
    await expect(page.getByRole('link', { name: label, exact: true })).toBeVisible();
  }
  await expectHeaderFits(page);

  const note = card(column(page, 'Intro Call'), name);
  await expect(note).toBeVisible();
  await expect(note).toContainText('Computing pioneer');
  await expect(note).toContainText('Call: Jan 5, 2030');
  for (const label of [
    `Drag ${name}`,
    `View Journal for ${name}`,
    `Edit ${name}`,
    `Delete ${name}`,
  ]) {
    await expect(note.getByRole('button', { name: label })).toBeVisible();
  }
  // Each button shows its tooltip on hover and on keyboard focus.
  const edit = note.getByRole('button', { name: `Edit ${name}` });
  await edit.hover();
  await expect
    .poll(() => edit.evaluate((element) => getComputedStyle(element, '::after').content))
    .toBe('"Edit"');
  // Under the pointer the note straightens up.
  await expect
    .poll(() => note.evaluate((element) => getComputedStyle(element).transform))
    .toBe('matrix(1, 0, 0, 1, 0, 0)');
  await note.getByRole('button', { name: `Delete ${name}` }).focus();
  await page.mouse.move(0, 0);
  await page.keyboard.press('Shift+Tab');
  await expect(edit).toBeFocused();
  await expect
    .poll(() => edit.evaluate((element) => getComputedStyle(element, '::after').content))
    .toBe('"Edit"');

  // The tilt comes from the set and stays put across a reload.
  const tilt = await note.evaluate((element) =>
    getComputedStyle(element).getPropertyValue('--note-tilt'),
  );
  expect(['-1.5deg', '-1deg', '-0.5deg', '0.5deg', '1deg', '1.5deg']).toContain(tilt.trim());
  await page.reload();
  await expect(card(page, name)).toBeVisible();
  expect(
    await card(page, name).evaluate((element) =>
      getComputedStyle(element).getPropertyValue('--note-tilt'),
    ),
  ).toBe(tilt);

  // The count badge counts the column's guests.
  await search(page, name);
  await expect(column(page, 'Intro Call').getByRole('heading', { level: 2 })).toHaveText(
    'Intro Call',
  );
  await expect(column(page, 'Intro Call')).toContainText('1 guest');
});

test('on wide screens empty columns are hidden except Complete, in the documented order', async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Solo Prospect');
  await createGuestWithApi(page.request, { name, details: 'Only one', status: 'prospect' });
  await openBoard(page);
  await search(page, name);
  await expect(card(page, name)).toBeVisible();
  await expect(page.getByRole('region')).toHaveCount(2);
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(['Prospect', 'Complete']);

  // On a phone every column shows, full width, in order.
  await page.setViewportSize({ width: 390, height: 844 });
  await expect(page.getByRole('heading', { level: 2 })).toHaveText(COLUMN_TITLES);
  const widths = await page
    .getByRole('region')
    .evaluateAll((regions) => regions.map((region) => region.getBoundingClientRect().width));
  for (const width of widths) expect(width).toBeGreaterThan(300);
});

test('search filters by name or details, case-insensitively, as you type', async ({
  page,
  account: _account,
}) => {
  const tag = Math.random().toString(36).slice(2, 8);
  const byName = `Zebra${tag} Keynote`;
  const byDetails = `Quinn ${tag}`;
  const other = `Unrelated ${tag.split('').reverse().join('')}x`;
  await createGuestWithApi(page.request, { name: byName, details: 'Speaker', status: 'prospect' });
  await createGuestWithApi(page.request, {
    name: byDetails,
    details: `Wrote about ZEBRA${tag.toUpperCase()} migrations`,
    status: 'limbo',
  });
  await createGuestWithApi(page.request, { name: other, details: 'Nothing to see', status: 'hot' });
  await openBoard(page);

  await page.getByRole('searchbox', { name: 'Search guests' }).pressSequentially(`zebra${tag}`);
  await expect(card(page, byName)).toBeVisible();
  await expect(card(page, byDetails)).toBeVisible();
  await expect(card(page, other)).toHaveCount(0);
  await expect(page.getByText(/2 of \d+ guests match/)).toBeVisible();

  await page.getByRole('button', { name: 'Clear search' }).click();
  await expect(card(page, other)).toBeVisible();
});

test('a search of only spaces or zero-width spaces is no search', async ({
  page,
  account: _account,
}) => {
  // docs/decisions/042-search-folds-accents-and-spaces.md
  const tag = Math.random().toString(36).slice(2, 8);
  const name = `Ada Lovelace ${tag}`;
  await createGuestWithApi(page.request, { name, details: 'Speaker', status: 'prospect' });
  await openBoard(page);

  const box = page.getByRole('searchbox', { name: 'Search guests' });
  // The line under the welcome that counts the guests shown.
  const count = page.locator('main [aria-live="polite"]');
  await box.fill(`lovelace ${tag}`);
  await expect(count).toHaveText(/^1 of [\d,]+ guests match/);
  await box.fill(' \u200b\u200b  \u200b');
  // The board reads as it does with an empty box: its count, not "N of N guests match".
  await expect(count).toHaveText(/^[\d,]+ guests?$/);
  await expect(card(page, name)).toBeVisible();
});

test('search ignores accents and runs of spaces, in the query and in the guest', async ({
  page,
  account: _account,
}) => {
  // docs/decisions/042-search-folds-accents-and-spaces.md
  const tag = Math.random().toString(36).slice(2, 8);
  const jose = `José Müller ${tag}`;
  const grace = `Grace Hopper ${tag}`;
  await createGuestWithApi(page.request, { name: jose, details: 'Speaker', status: 'prospect' });
  await createGuestWithApi(page.request, {
    name: grace,
    details: `Wrote the  first\n\ncompiler ${tag}`,
    status: 'hot',
  });
  await openBoard(page);

  const box = page.getByRole('searchbox', { name: 'Search guests' });
  await box.pressSequentially(`jose muller ${tag}`);
  await expect(card(page, jose)).toBeVisible();
  await expect(card(page, grace)).toHaveCount(0);
  await expect(page.getByText(/^1 of [\d,]+ guests match/)).toBeVisible();
  await expect(box).toBeFocused();

  await box.fill(`GRACE  HOPPER ${tag}`);
  await expect(card(page, grace)).toBeVisible();
  await expect(card(page, jose)).toHaveCount(0);
  await box.fill(`the first compiler ${tag}`);
  await expect(card(page, grace)).toBeVisible();
  await expect(card(page, jose)).toHaveCount(0);
});

test('dragging a card with the mouse moves it to the other column and it stays there', async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Mouse Mover');
  await createGuestWithApi(page.request, { name, details: 'Drag me', status: 'prospect' });
  await openBoard(page);
  await search(page, name);

  const saved = page.waitForResponse(
    (response) => /\/api\/guests\/\d+\/status$/.test(response.url()) && response.ok(),
  );
  // Limbo is empty (and hidden) until the drag starts; it appears as a drop target.
  await expect(column(page, 'Limbo')).toHaveCount(0);
  await dragCardWithMouse(page, name, 'Limbo');
  await expect(card(column(page, 'Limbo'), name)).toBeVisible();
  await saved;
  await expect(column(page, 'Prospect')).toHaveCount(0);

  await page.reload();
  await search(page, name);
  await expect(card(column(page, 'Limbo'), name)).toBeVisible();
});

test('a card moves with the keyboard: space lifts, arrows move, space drops', async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Keyboard Mover');
  await createGuestWithApi(page.request, { name, details: 'Move me by keys', status: 'prospect' });
  await openBoard(page);
  await search(page, name);

  const handle = page.getByRole('button', { name: `Drag ${name}` });
  await handle.focus();
  const saved = page.waitForResponse(
    (response) => /\/api\/guests\/\d+\/status$/.test(response.url()) && response.ok(),
  );
  // What a screen reader hears names the columns by their titles.
  const announced = page.locator('[id^="rfd-announcement"]');
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Escape');
  await expect(announced).toHaveText(`Movement cancelled. ${name} stays in Prospect.`);
  await expect(card(column(page, 'Prospect'), name)).toBeVisible();
  await expect(handle).toBeFocused();

  await page.keyboard.press('Space');
  // Lifted: every column is a drop target now.
  await expect(column(page, 'Hot Candidate')).toBeVisible();
  await expect(announced).toHaveText(
    `You have lifted ${name} in Prospect. Use the arrow keys to move it to another column, Space to drop it, Escape to cancel.`,
  );
  await page.keyboard.press('ArrowRight');
  await expect(announced).toHaveText(`${name} is over Hot Candidate.`);
  await page.keyboard.press('ArrowRight');
  await expect(announced).toHaveText(`${name} is over Intro Call.`);
  const listFetches: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && new URL(request.url()).pathname === '/api/guests') {
      listFetches.push(request.url());
    }
  });
  await page.keyboard.press('Space');
  await expect(card(column(page, 'Intro Call'), name)).toBeVisible();
  await expect(announced).toHaveText(`You have dropped ${name} in Intro Call.`);
  await saved;
  // The answer puts the server's copy of the guest in the list: no refetch of every guest (not
  // even by the time the journal, opened afterwards, shows the move).
  await journalRoundTrip(page, name, 'Status changed from Prospect to Intro Call');
  expect(listFetches).toEqual([]);

  await page.reload();
  await search(page, name);
  await expect(card(column(page, 'Intro Call'), name)).toBeVisible();
});

test('two quick moves of a card reach the server in order and the card stays where it was left', async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Quick Mover');
  await createGuestWithApi(page.request, { name, details: 'Moves twice', status: 'prospect' });
  await openBoard(page);
  await search(page, name);

  // The first move's request is held until the test lets it go, so the second move overlaps it.
  const sent: string[] = [];
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route('**/api/guests/*/status', async (route) => {
    sent.push((route.request().postDataJSON() as { status: string }).status);
    if (sent.length === 1) await held;
    await route.continue();
  });
  const moveOneColumnRight = async () => {
    await page.getByRole('button', { name: `Drag ${name}` }).focus();
    await page.keyboard.press('Space');
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
  };

  await moveOneColumnRight();
  await expect(card(column(page, 'Hot Candidate'), name)).toBeVisible();
  await expect.poll(() => sent).toEqual(['hot']);
  await moveOneColumnRight();
  await expect(card(column(page, 'Intro Call'), name)).toBeVisible();
  // The second move waits for the first on the wire: still unsent once a later request (the
  // journal, where the held first move is not written yet) has come back.
  await journalRoundTrip(page, name, 'Guest created');
  expect(sent).toEqual(['hot']);

  const answered = (status: string) =>
    page.waitForResponse(
      (response) =>
        /\/api\/guests\/\d+\/status$/.test(response.url()) &&
        (response.request().postDataJSON() as { status: string }).status === status &&
        response.ok(),
    );
  const first = answered('hot');
  const second = answered('intro');
  release();
  await first;
  // The first answer (Hot Candidate) does not pull the card back.
  await expect(card(column(page, 'Intro Call'), name)).toBeVisible();
  await second;
  expect(sent).toEqual(['hot', 'intro']);
  await expect(card(column(page, 'Intro Call'), name)).toBeVisible();
  await expect(card(column(page, 'Hot Candidate'), name)).toHaveCount(0);

  await page.reload();
  await search(page, name);
  await expect(card(column(page, 'Intro Call'), name)).toBeVisible();
});

test.describe('touch', () => {
  test.use({ hasTouch: true, isMobile: true, viewport: { width: 390, height: 844 } });

  test('a long press on the handle lifts a card, and a finger moves it to another column', async ({
    page,
    account: _account,
  }) => {
    const name = uniqueName('Touch Mover');
    await createGuestWithApi(page.request, {
      name,
      details: 'Moved by a finger',
      status: 'prospect',
    });
    await openBoard(page);
    await search(page, name);

    const handle = await page.getByRole('button', { name: `Drag ${name}` }).boundingBox();
    const target = await column(page, 'Hot Candidate').boundingBox();
    if (!handle || !target) throw new Error('board not laid out');
    const start = { x: handle.x + handle.width / 2, y: handle.y + handle.height / 2 };
    const end = { x: target.x + target.width / 2, y: target.y + target.height / 2 };
    const cdp = await page.context().newCDPSession(page);
    const touch = (
      type: 'touchStart' | 'touchMove' | 'touchEnd',
      point?: { x: number; y: number },
    ) =>
      cdp.send('Input.dispatchTouchEvent', {
        type,
        touchPoints: point ? [{ x: point.x, y: point.y, id: 1 }] : [],
      });

    const saved = page.waitForResponse(
      (response) => /\/api\/guests\/\d+\/status$/.test(response.url()) && response.ok(),
    );
    await touch('touchStart', start);
    // The library's long press lifts the card.
    await expect(card(page, name)).toHaveAttribute('data-dragging', 'true');
    for (let step = 1; step <= 12; step += 1) {
      await touch('touchMove', {
        x: start.x + ((end.x - start.x) * step) / 12,
        y: start.y + ((end.y - start.y) * step) / 12,
      });
    }
    // Released only once the library has the card over the target column.
    await expect(column(page, 'Hot Candidate').locator('[data-over]')).toHaveCount(1);
    await touch('touchEnd');
    await expect(card(column(page, 'Hot Candidate'), name)).toBeVisible();
    await saved;
    await page.reload();
    await search(page, name);
    await expect(card(column(page, 'Hot Candidate'), name)).toBeVisible();
  });
});

test('dropping a card in its own column changes nothing', async ({ page, account: _account }) => {
  const name = uniqueName('Stay Put');
  await createGuestWithApi(page.request, { name, details: 'Stays', status: 'hot' });
  await openBoard(page);
  await search(page, name);
  let statusCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/status')) statusCalls += 1;
  });
  await dragCardWithMouse(page, name, 'Hot Candidate');
  await expect(card(column(page, 'Hot Candidate'), name)).toBeVisible();
  // Dropped (the library has finished the drop), and a later request has come back since.
  await expect(card(page, name)).not.toHaveAttribute('data-dragging');
  await journalRoundTrip(page, name, 'Guest created');
  expect(statusCalls).toBe(0);
});

test("side by side, Up and Down do nothing in a keyboard drag: a column keeps the board's order, and the card its place", async ({
  page,
}) => {
  // docs/decisions/049-up-and-down-on-side-by-side-columns.md
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAccount(page);
  // 30 in Limbo, newest first: "Limbo 030" heads the column and the column scrolls.
  const rows = Array.from({ length: 30 }, (_, index) => ({
    row: index + 2,
    name: `Limbo ${String(index + 1).padStart(3, '0')}`,
    details: 'Waiting to hear back',
    status: 'limbo',
  }));
  const imported = await page.request.post('/api/guests/import', { data: { rows } });
  expect(imported.status()).toBe(200);
  await openBoard(page);
  let statusCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/status')) statusCalls += 1;
  });

  const limbo = column(page, 'Limbo');
  const scrollArea = limbo.locator('[data-rfd-droppable-id="limbo"]');
  const handle = page.getByRole('button', { name: 'Drag Limbo 030', exact: true });
  const announced = page.locator('[id^="rfd-announcement"]');
  // Everything a screen reader is told, in order.
  const heard = async () => (await announced.getAttribute('data-heard'))?.split('\n') ?? [];
  await announced.evaluate((element) => {
    new MutationObserver(() => {
      const before = element.getAttribute('data-heard');
      const text = element.textContent ?? '';
      element.setAttribute('data-heard', before ? `${before}\n${text}` : text);
    }).observe(element, { childList: true, characterData: true, subtree: true });
  });
  // Space drops it; Escape cancels: either way it stays where the board's order puts it.
  for (const letGo of ['Space', 'Escape']) {
    await announced.evaluate((element) => element.removeAttribute('data-heard'));
    await expect(card(limbo, 'Limbo 030')).toBeInViewport();
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(announced).toHaveText(/^You have lifted Limbo 030 in Limbo\./);
    for (let step = 0; step < 10; step += 1) await page.keyboard.press('ArrowDown');
    await page.keyboard.press('ArrowUp');
    // Keys are handled in order: by the time Right has been told, Up and Down were too.
    await page.keyboard.press('ArrowRight');
    await expect(announced).toHaveText('Limbo 030 is over Episode Scheduled.');
    await page.keyboard.press('ArrowLeft');
    await expect(announced).toHaveText('Limbo 030 is over Limbo.');
    expect(await heard()).toEqual([
      expect.stringMatching(/^You have lifted Limbo 030 in Limbo\./),
      'Limbo 030 is over Episode Scheduled.',
      'Limbo 030 is over Limbo.',
    ]);
    expect(await scrollArea.evaluate((element) => element.scrollTop)).toBe(0);
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    await page.keyboard.press(letGo);
    await expect(announced).toHaveText('Movement cancelled. Limbo 030 stays in Limbo.');
    await expect(card(limbo, 'Limbo 030')).toBeInViewport();
    await expect(limbo.getByRole('article').first()).toHaveAccessibleName('Limbo 030');
    await expect(handle).toBeFocused();
  }
  // Nothing was sent: after a reload the card heads Limbo still.
  await journalRoundTrip(page, 'Limbo 030', 'Guest created');
  expect(statusCalls).toBe(0);
  await page.reload();
  await expect(limbo.getByRole('article').first()).toHaveAccessibleName('Limbo 030');
});

test('on a phone the arrow keys carry a card to the stacked column below or above, and Space moves it there', async ({
  page,
}) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await signInFreshAccount(page);
  const name = 'Phone Mover';
  await createGuestWithApi(page.request, { name, details: 'Carried by keys', status: 'prospect' });
  // A Hot Candidate column taller than the screen's room for it, so that Intro Call starts below.
  const rows = Array.from({ length: 12 }, (_, index) => ({
    row: index + 2,
    name: `Hot ${String(index + 1).padStart(2, '0')}`,
    details: 'Keen',
    status: 'hot',
  }));
  expect((await page.request.post('/api/guests/import', { data: { rows } })).status()).toBe(200);
  await openBoard(page);
  let statusCalls = 0;
  page.on('request', (request) => {
    if (request.url().includes('/status')) statusCalls += 1;
  });

  const handle = page.getByRole('button', { name: `Drag ${name}`, exact: true });
  const announced = page.locator('[data-board-announcement]');
  const outlined = page.locator('section[data-carried-over]');
  await handle.focus();
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(
    `You have lifted ${name} in Prospect. Use the arrow keys to move it to another column, Space to drop it, Escape to cancel.`,
  );
  await expect(outlined).toHaveAccessibleName('Prospect');
  await page.screenshot({ path: 'test-results/screenshots/board-keyboard-lift-phone.png' });
  await page.keyboard.press('ArrowUp');
  await expect(outlined).toHaveAccessibleName('Prospect');
  await page.keyboard.press('ArrowDown');
  await expect(announced).toHaveText(`${name} is over Hot Candidate.`);
  await page.keyboard.press('ArrowDown');
  await expect(announced).toHaveText(`${name} is over Intro Call.`);
  // The column the card would go to is scrolled into view, below the header.
  await expect(outlined).toHaveAccessibleName('Intro Call');
  const shown = await column(page, 'Intro Call').evaluate((section) => ({
    top:
      section.getBoundingClientRect().top >=
      document.querySelector('header')!.getBoundingClientRect().bottom,
    bottom: section.getBoundingClientRect().bottom <= window.innerHeight,
  }));
  expect(shown).toEqual({ top: true, bottom: true });
  await page.keyboard.press('ArrowRight');
  await expect(announced).toHaveText(`${name} is over Limbo.`);
  await page.keyboard.press('ArrowLeft');
  await page.keyboard.press('ArrowDown');
  await expect(announced).toHaveText(`${name} is over Limbo.`);
  await expect(handle).toBeFocused();
  await page.screenshot({ path: 'test-results/screenshots/board-keyboard-carry-phone.png' });

  // Escape leaves it where it was, its handle focused and in view.
  await page.keyboard.press('Escape');
  await expect(announced).toHaveText(`Movement cancelled. ${name} stays in Prospect.`);
  await expect(outlined).toHaveCount(0);
  await expect(card(column(page, 'Prospect'), name)).toBeInViewport();
  await expect(handle).toBeFocused();
  expect(statusCalls).toBe(0);

  // Space moves it to the column it is over: its handle there has the focus.
  const saved = page.waitForResponse(
    (response) => /\/api\/guests\/\d+\/status$/.test(response.url()) && response.ok(),
  );
  await page.keyboard.press('Space');
  for (let step = 0; step < 3; step += 1) await page.keyboard.press('ArrowDown');
  await expect(announced).toHaveText(`${name} is over Limbo.`);
  await page.keyboard.press('Space');
  await expect(announced).toHaveText(`You have dropped ${name} in Limbo.`);
  await expect(card(column(page, 'Limbo'), name)).toBeInViewport();
  await expect(card(column(page, 'Prospect'), name)).toHaveCount(0);
  await expect(handle).toBeFocused();
  await saved;

  // Past the last column it stays over Complete; Space there moves it.
  await page.keyboard.press('Space');
  for (let step = 0; step < 4; step += 1) await page.keyboard.press('ArrowDown');
  await expect(announced).toHaveText(`${name} is over Complete.`);
  await expect(outlined).toHaveAccessibleName('Complete');
  await page.keyboard.press('Space');
  await expect(card(column(page, 'Complete'), name)).toBeInViewport();
  await expect(handle).toBeFocused();

  await page.reload();
  await expect(card(column(page, 'Complete'), name)).toBeVisible();
  await expect(card(column(page, 'Limbo'), name)).toHaveCount(0);
});

test('a failed move puts the card back and says why', async ({
  page,
  account: _account,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 500/);
  const name = uniqueName('Rollback');
  await createGuestWithApi(page.request, { name, details: 'Will bounce', status: 'prospect' });
  await openBoard(page);
  await search(page, name);
  await page.route('**/api/guests/*/status', (route) =>
    route.fulfill({ status: 500, json: { message: 'Database is resting' } }),
  );

  await dragCardWithMouse(page, name, 'Complete');
  await expect(toast(page, 'Error')).toContainText(
    'Failed to update guest status: Database is resting',
  );
  await expect(card(column(page, 'Prospect'), name)).toBeVisible();
  await expect(card(column(page, 'Complete'), name)).toHaveCount(0);
});

test('a keyboard move the server refuses or fails puts the card where it is, its handle keeping the focus', async ({
  page,
  account: _account,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of (409|500)/);
  const name = uniqueName('Bounced');
  const guest = await createGuestWithApi(page.request, {
    name,
    details: 'Moved elsewhere first',
    status: 'prospect',
  });
  // The board does not hear of the move made elsewhere: its move is made on the old copy.
  await withoutLiveUpdates(page, consoleGuard);
  await openBoard(page);
  await search(page, name);
  const moved = await page.request.patch(`/api/guests/${guest.id}/status`, {
    data: { status: 'hot' },
  });
  expect(moved.status()).toBe(200);

  const handle = page.getByRole('button', { name: `Drag ${name}`, exact: true });
  const moveRightByKeys = async () => {
    await handle.focus();
    await page.keyboard.press('Space');
    await expect(column(page, 'Limbo')).toBeVisible();
    await page.keyboard.press('ArrowRight');
    await page.keyboard.press('Space');
  };

  // Refused: the card goes where the other move put it, and its handle there has the focus.
  await moveRightByKeys();
  await expect(toast(page, 'Moved by someone else')).toContainText(
    `moved ${name} to Hot Candidate first.`,
  );
  await expect(card(column(page, 'Hot Candidate'), name)).toBeVisible();
  await expect(handle).toBeFocused();

  // Failed: the card goes back, and its handle keeps the focus too.
  await page.route('**/api/guests/*/status', (route) =>
    route.fulfill({ status: 500, json: { message: 'Database is resting' } }),
  );
  await moveRightByKeys();
  await expect(toast(page, 'Error')).toContainText('Database is resting');
  await expect(card(column(page, 'Hot Candidate'), name)).toBeVisible();
  await expect(card(column(page, 'Intro Call'), name)).toHaveCount(0);
  await expect(handle).toBeFocused();
});

test('deleting a guest asks first, then moves it off the board into the archive', async ({
  page,
  account: _account,
}) => {
  const name = uniqueName('Archive Me');
  await createGuestWithApi(page.request, { name, details: 'Leaving', status: 'scheduled' });
  await openBoard(page);
  await search(page, name);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete Guest' });
  await expect(dialog).toContainText(name);
  await expect(dialog).toContainText('moved to the archive');
  await expect(dialog).toContainText('restore them from the Guest Archive page');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, name)).toBeVisible();

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await dialog.getByRole('button', { name: 'Archive Guest' }).click();
  await expect(dialog).toBeHidden();
  await expect(card(page, name)).toHaveCount(0);
  await page.reload();
  await search(page, name);
  await expect(card(page, name)).toHaveCount(0);
});

test('after archiving a card from the keyboard the focus goes to the card beside it', async ({
  page,
}) => {
  await signInFreshAccount(page);
  // Newest first: the Limbo column reads Third, Second, First.
  for (const name of ['First', 'Second', 'Third']) {
    await createGuestWithApi(page.request, { name, details: 'Waiting', status: 'limbo' });
  }
  await openBoard(page);
  const limbo = column(page, 'Limbo');
  await expect(limbo.getByRole('article')).toHaveCount(3);
  const dialog = page.getByRole('dialog', { name: 'Delete Guest' });

  // The middle card: the focus goes to the card below it.
  await page.getByRole('button', { name: 'Delete Second', exact: true }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Archive Guest' }).click();
  await expect(card(limbo, 'Second')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Drag First', exact: true })).toBeFocused();

  // The last card: none below it, so the one above.
  await page.getByRole('button', { name: 'Delete First', exact: true }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Archive Guest' }).click();
  await expect(card(limbo, 'First')).toHaveCount(0);
  await expect(page.getByRole('button', { name: 'Drag Third', exact: true })).toBeFocused();

  // Cancel leaves the card and puts the focus back on its Delete button.
  await page.getByRole('button', { name: 'Delete Third', exact: true }).focus();
  await page.keyboard.press('Enter');
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('button', { name: 'Delete Third', exact: true })).toBeFocused();
});

test('a failed delete keeps the card and shows the reason', async ({
  page,
  account: _account,
  consoleGuard,
}) => {
  consoleGuard.allow(/status of 404/);
  // The board does not hear of the archiving below, as when its live stream is down.
  await withoutLiveUpdates(page, consoleGuard);
  const name = uniqueName('Sticky');
  const guest = await createGuestWithApi(page.request, {
    name,
    details: 'Cannot leave',
    status: 'hot',
  });
  await openBoard(page);
  await search(page, name);
  // Archived elsewhere meanwhile: the server no longer knows it.
  await page.request.delete(`/api/guests/${guest.id}`);

  await page.getByRole('button', { name: `Delete ${name}` }).click();
  await page
    .getByRole('dialog', { name: 'Delete Guest' })
    .getByRole('button', { name: 'Archive Guest' })
    .click();
  await expect(toast(page, 'Error')).toContainText('Failed to delete guest: Guest not found');
});

test('the header buttons go to the archive and the account page, and Logout signs out', async ({
  page,
}) => {
  // An account of its own: an item due today elsewhere would make the bar compact, its buttons
  // icons named "Guest Archive" and "Account Settings" (docs/product.md#board-screen).
  await signInFreshAccount(page);
  await openBoard(page);
  await page.getByRole('link', { name: 'Archive', exact: true }).click();
  await expect(page).toHaveURL(/\/archive$/);
  await page.goBack();
  await page.getByRole('link', { name: 'Account', exact: true }).click();
  await expect(page).toHaveURL(/\/account$/);
  await page.goBack();
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('logging out calls off the reads still out, so none comes back 401 for the ended session', async ({
  page,
}) => {
  // The Action Center's task list is read once the cards show; here it is held at the network, as
  // a slow answer would be, and reaches the server only once the server has ended the session.
  const held: Route[] = [];
  const taskReadOut = new Promise<void>((resolve) => {
    void page.route(/\/api\/tasks(\?|$)/, (route) => {
      held.push(route);
      resolve();
    });
  });
  let answers: (number | 'called off')[] = [];
  await page.route(/\/api\/logout$/, async (route) => {
    const ended = await route.fetch();
    // Each held read goes on now: one the page still waits for gets the ended session's 401 (a
    // console error, which fails the test as well); one it called off has no answer.
    answers = await Promise.all(
      held.map(async (read) => {
        await read.continue().catch(() => undefined);
        return (await read.request().response())?.status() ?? 'called off';
      }),
    );
    await route.fulfill({ response: ended });
  });
  await signInFreshAccount(page);
  await openBoard(page);
  await taskReadOut;
  await page.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(page).toHaveURL(/\/auth$/);
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  // The page called the read off before the logout went out.
  expect(answers.length).toBeGreaterThan(0);
  expect(answers).toEqual(answers.map(() => 'called off'));
});

test('on a phone the buttons live in a side menu', async ({ page, account: _account }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await openBoard(page);
  await expect(page.getByRole('button', { name: 'Add Guest', exact: true })).toBeHidden();

  await page.getByRole('button', { name: 'Open menu' }).click();
  const menu = page.getByRole('dialog', { name: 'Menu' });
  await expect(menu.getByRole('button', { name: 'Action Center' })).toBeEnabled();
  for (const link of ['Guest Archive', 'Verify Phone', 'Account Settings']) {
    await expect(menu.getByRole('link', { name: link })).toBeVisible();
  }
  await menu.getByRole('button', { name: 'Add Guest' }).click();
  await expect(page.getByRole('dialog', { name: 'Add New Guest' })).toBeVisible();
  await page.getByRole('button', { name: 'Cancel' }).click();

  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('link', { name: 'Verify Phone' }).click();
  await expect(page).toHaveURL(/\/verify-phone$/);
  await page.goBack();
  await page.getByRole('button', { name: 'Open menu' }).click();
  await menu.getByRole('button', { name: 'Logout' }).click();
  await expect(page).toHaveURL(/\/auth$/);
});

test('the board has no serious accessibility violations', async ({ page, account: _account }) => {
  await createGuestWithApi(page.request, {
    name: uniqueName('Axe Guest'),
    details: 'Checks contrast on every note colour',
    status: 'complete',
    followUpType: 'email',
    importantDateFormatted: '2031-03-04',
  });
  await openBoard(page);
  expect(await seriousViolations(page)).toEqual([]);

  await page.setViewportSize({ width: 390, height: 844 });
  await page.getByRole('button', { name: 'Open menu' }).click();
  await expect(page.getByRole('dialog', { name: 'Menu' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
});

test.describe('screenshots', () => {
  // A board of its own, so the picture shows exactly these guests.
  test('board on a desktop and on a phone with the side menu', async ({ page }) => {
    test.slow();
    await registerAccount(page.request);
    await page.setViewportSize({ width: 1280, height: 800 });
    await openBoard(page);
    await expect(page.getByRole('button', { name: 'Add your first guest' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/board-empty-desktop.png' });
    expect(await seriousViolations(page)).toEqual([]);
    const guests = [
      {
        name: 'Ada Lovelace',
        details: 'Mathematician; first published algorithm for an engine',
        status: 'prospect',
        followUpType: 'email',
        importantDateFormatted: '2030-02-14',
      },
      { name: 'Grace Hopper', details: 'Compilers, COBOL and a famous moth', status: 'prospect' },
      {
        name: 'Alan Turing',
        details: 'Computability, codebreaking and the imitation game',
        status: 'hot',
        followUpType: 'call',
        importantDateFormatted: '2030-03-01',
      },
      {
        name: 'Katherine Johnson',
        details: 'Orbital mechanics for Mercury and Apollo',
        status: 'intro',
      },
      {
        name: 'Claude Shannon',
        details: 'Information theory, juggling and unicycles',
        status: 'limbo',
        followUpType: 'linkedin',
      },
      {
        name: 'Margaret Hamilton',
        details: 'Apollo flight software lead; coined software engineering',
        status: 'scheduled',
        followUpType: 'other',
        importantDateFormatted: '2030-04-20',
      },
      {
        name: 'Tim Berners-Lee',
        details: 'Invented the World Wide Web at CERN',
        status: 'complete',
      },
      {
        name: 'Hedy Lamarr',
        details: 'Actress and co-inventor of frequency hopping',
        status: 'complete',
      },
    ] as const;
    for (const guest of guests) await createGuestWithApi(page.request, guest);

    await page.setViewportSize({ width: 1280, height: 800 });
    await openBoard(page);
    await expect(card(page, 'Hedy Lamarr')).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/board-desktop.png' });
    const edit = page.getByRole('button', { name: 'Edit Hedy Lamarr' });
    await edit.hover();
    // The tooltip fades in after a short delay: shot once it is fully there.
    await expect
      .poll(() =>
        edit.evaluate((element) => {
          const tooltip = getComputedStyle(element, '::after');
          return `${tooltip.content} ${tooltip.opacity}`;
        }),
      )
      .toBe('"Edit" 1');
    await page.screenshot({
      path: 'test-results/screenshots/board-card-tooltip-desktop.png',
      clip: { x: 960, y: 120, width: 320, height: 220 },
    });

    await page.getByRole('button', { name: 'Edit Alan Turing' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit Guest' })).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/board-edit-dialog-desktop.png' });
    await page.getByRole('switch', { name: 'Locked' }).click({ force: true });
    await expect(page.getByRole('switch', { name: 'Locked' })).not.toBeChecked();
    await page.screenshot({
      path: 'test-results/screenshots/board-edit-dialog-unlocked-desktop.png',
    });
    await page.getByRole('button', { name: 'Close', exact: true }).click();

    await page.getByRole('button', { name: 'View Journal for Alan Turing' }).click();
    await expect(page.getByRole('dialog', { name: 'Journal - Alan Turing' })).toBeVisible();
    await page.getByRole('textbox', { name: 'Note' }).fill('Loved the episode idea.');
    await page.getByRole('button', { name: 'Add', exact: true }).click();
    await expect(
      page.getByRole('list', { name: 'Activity Log' }).getByText('Loved the episode idea.'),
    ).toBeVisible();
    await expect(page.getByRole('textbox', { name: 'Note' })).toHaveValue('');
    await page.screenshot({ path: 'test-results/screenshots/board-journal-desktop.png' });
    await page.keyboard.press('Escape');

    await page.setViewportSize({ width: 390, height: 844 });
    await page.reload();
    await expect(card(page, 'Hedy Lamarr')).toBeVisible();
    await page.screenshot({ path: 'test-results/screenshots/board-phone.png' });
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expectSettled(page.getByRole('dialog', { name: 'Menu' }));
    await page.screenshot({ path: 'test-results/screenshots/board-phone-menu.png' });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'View Journal for Alan Turing' }).click();
    await expectSettled(page.getByRole('dialog', { name: 'Journal - Alan Turing' }));
    await page.screenshot({ path: 'test-results/screenshots/board-journal-phone.png' });
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Open menu' }).click();
    await page
      .getByRole('dialog', { name: 'Menu' })
      .getByRole('button', { name: 'Add Guest' })
      .click();
    await expectSettled(page.getByRole('dialog', { name: 'Add New Guest' }));
    await page.screenshot({ path: 'test-results/screenshots/board-add-dialog-phone.png' });
  });
});

test('a long column draws only the cards in its view, at any depth, and takes and gives keyboard and mouse drops', async ({
  page,
}) => {
  // Four hundred guests, three widths of screenshots and drops both ways: slow on a loaded machine.
  test.slow();
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAccount(page);
  // The oldest guest, so that once moved to Limbo it sorts last there, 400 cards down.
  await createGuestWithApi(page.request, {
    name: 'Mover',
    details: 'Goes to limbo',
    status: 'hot',
  });
  // 400 in Limbo, through the CSV import as a host would bring them; rows in file order, so the
  // board (newest first) starts the column with "Limbo 400" and ends it with "Limbo 001".
  const rows = Array.from({ length: 400 }, (_, index) => ({
    row: index + 2,
    name: `Limbo ${String(index + 1).padStart(3, '0')}`,
    details: 'Waiting to hear back',
    status: 'limbo',
  }));
  const imported = await page.request.post('/api/guests/import', { data: { rows } });
  expect(imported.status()).toBe(200);
  expect(await imported.json()).toEqual({ imported: 400, skipped: [] });
  await openBoard(page);

  const limbo = column(page, 'Limbo');
  const articles = limbo.getByRole('article');
  const scrollArea = limbo.locator('[data-rfd-droppable-id="limbo"]');
  await expect(limbo.getByText('400 guests')).toBeAttached();
  await expect(card(limbo, 'Limbo 400')).toBeVisible();
  // About a screenful of the 400 is in the DOM: the cards in view and a few either side.
  const drawnAtTop = await articles.count();
  expect(drawnAtTop).toBeGreaterThanOrEqual(4);
  expect(drawnAtTop).toBeLessThanOrEqual(16);
  await expect(card(limbo, 'Limbo 001')).toHaveCount(0);
  for (const theme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: theme });
    await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', theme);
    expect(await seriousViolations(page)).toEqual([]);
    await screenshotsAtEachWidth(page, `board-long-column-${theme}`, card(limbo, 'Limbo 400'), {
      desktopWidth: 1440,
      fullPage: false,
    });
  }
  await page.emulateMedia({ colorScheme: 'light' });

  // Scrolling the column to its end draws the last cards and lets go of the first ones.
  await scrollArea.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(card(limbo, 'Limbo 001')).toBeVisible();
  await expect(card(limbo, 'Limbo 400')).toHaveCount(0);
  expect(await articles.count()).toBeLessThanOrEqual(16);
  // And halfway down, the cards there.
  await scrollArea.evaluate((element) => element.scrollTo(0, element.scrollHeight / 2));
  await expect(card(limbo, 'Limbo 200')).toBeVisible();
  expect(await articles.count()).toBeLessThanOrEqual(16);
  await scrollArea.evaluate((element) => element.scrollTo(0, 0));
  await expect(card(limbo, 'Limbo 400')).toBeVisible();

  // A keyboard drop into the long column: the card sorts last, 400 cards down; the column scrolls
  // to it and its handle keeps the focus.
  const moverHandle = page.getByRole('button', { name: 'Drag Mover', exact: true });
  await moverHandle.focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await expect(limbo.getByText('401 guests')).toBeAttached();
  await expect(card(limbo, 'Mover')).toBeInViewport();
  await expect(moverHandle).toBeFocused();
  await expect(card(limbo, 'Limbo 400')).toHaveCount(0);
  expect(await articles.count()).toBeLessThanOrEqual(16);

  // And out of it, from the bottom of the long column into Episode Scheduled.
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  const scheduled = column(page, 'Episode Scheduled');
  await expect(card(scheduled, 'Mover')).toBeVisible();
  await expect(moverHandle).toBeFocused();
  await expect(limbo.getByText('400 guests')).toBeAttached();
  await expect(card(limbo, 'Mover')).toHaveCount(0);

  // The server has both moves: after a reload Mover is in Episode Scheduled.
  await page.reload();
  await expect(card(scheduled, 'Mover')).toBeVisible();
  await expect(limbo.getByText('400 guests')).toBeAttached();

  // A mouse drag into the long column lands it there too, and the column shows it.
  await dragCardWithMouse(page, 'Mover', 'Limbo');
  await expect(limbo.getByText('401 guests')).toBeAttached();
  await expect(card(limbo, 'Mover')).toBeInViewport();
  expect(await articles.count()).toBeLessThanOrEqual(16);

  // On a phone the columns are stacked: the long column scrolls within about two thirds of the
  // screen, so the next column is a short page scroll away, and it still draws a screenful.
  await page.setViewportSize({ width: 390, height: 844 });
  await page.reload();
  await expect(card(limbo, 'Limbo 400')).toBeVisible();
  const phoneBox = await scrollArea.boundingBox();
  expect(phoneBox?.height).toBeLessThanOrEqual(844 * 0.66);
  expect(await articles.count()).toBeLessThanOrEqual(16);
  await scheduled.getByRole('heading', { name: 'Episode Scheduled' }).scrollIntoViewIfNeeded();
  await expect(scheduled.getByRole('heading', { name: 'Episode Scheduled' })).toBeInViewport();
  await scrollArea.evaluate((element) => element.scrollTo(0, element.scrollHeight));
  await expect(card(limbo, 'Mover')).toBeVisible();
  expect(await articles.count()).toBeLessThanOrEqual(16);
});

test('a search fills the cards on screen with its matches: each card shows its own guest, in its place, and moves', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1440, height: 900 });
  await signInFreshAccount(page);
  // 60 in Limbo, every third with a long note, so that the cards differ in height.
  const rows = Array.from({ length: 60 }, (_, index) => ({
    row: index + 2,
    name: `Searcher ${index + 1}`,
    details:
      index % 3 === 0
        ? 'Wrote the book on listening; three seasons of her own show, and a long list of topics to talk through'
        : 'Short note',
    status: 'limbo',
  }));
  const imported = await page.request.post('/api/guests/import', { data: { rows } });
  expect(await imported.json()).toEqual({ imported: 60, skipped: [] });
  await openBoard(page);

  const limbo = column(page, 'Limbo');
  const box = page.getByRole('searchbox', { name: 'Search guests' });
  await box.fill('Searcher 1');
  await expect(page.getByText('11 of 60 guests match "Searcher 1"')).toBeVisible();
  // The elements on screen before the keystroke...
  await limbo.getByRole('article').evaluateAll((articles) => {
    for (const article of articles) article.setAttribute('data-before-keystroke', '');
  });
  // ...and every transition that starts on a card from here on.
  const swings = await limbo.evaluateHandle((section) => {
    const started: string[] = [];
    section.addEventListener('transitionrun', (event) =>
      started.push((event as TransitionEvent).propertyName),
    );
    return started;
  });
  await box.press('Backspace');
  // Where the cards stand in the first frame drawn after the next key, just before it is painted:
  // a ResizeObserver made after the column's own runs after it in the frame's layout step, and a
  // new observation reports at once.
  const firstFrame = await limbo.evaluateHandle((section) => {
    const frame: { top: number; bottom: number }[] = [];
    window.addEventListener(
      'keydown',
      () => {
        const probe = document.createElement('div');
        document.body.append(probe);
        const observer = new ResizeObserver(() => {
          observer.disconnect();
          probe.remove();
          for (const slot of section.querySelectorAll('[data-rfd-draggable-id]')) {
            const { top, bottom } = slot.getBoundingClientRect();
            frame.push({ top, bottom });
          }
        });
        observer.observe(probe);
      },
      { once: true },
    );
    return frame;
  });
  await box.press('2');
  await expect(page.getByText('11 of 60 guests match "Searcher 2"')).toBeVisible();
  // Read once that frame is laid out: between the keystroke's render and the frame's layout the
  // cards hold their new guests at their old places, which no one ever sees painted.
  await expect.poll(async () => (await firstFrame.jsonValue()).length).toBeGreaterThan(0);
  // ...now show the new matches (React filled them rather than building new ones), and every
  // drawn card is one guest throughout: its slot, its note, its title and its drag handle.
  await expect(limbo.locator('article[data-before-keystroke]').first()).toBeAttached();
  const drawn = await limbo.locator('[data-rfd-draggable-id]').evaluateAll((slots) =>
    slots.map((slot) => {
      const note = slot.querySelector('article');
      const { top, bottom } = slot.getBoundingClientRect();
      return {
        slotId: slot.getAttribute('data-rfd-draggable-id'),
        noteId: note?.getAttribute('data-guest-id'),
        label: note?.getAttribute('aria-label'),
        title: note?.querySelector('h3')?.textContent,
        handle: note
          ?.querySelector('[data-rfd-drag-handle-draggable-id]')
          ?.getAttribute('aria-label'),
        top,
        bottom,
      };
    }),
  );
  expect(drawn.length).toBeGreaterThanOrEqual(3);
  // A filled card stands at its new guest's tilt at once: nothing on it swung from the last
  // guest's angle.
  expect(await swings.jsonValue()).toEqual([]);
  const refilled = await limbo.locator('article[data-before-keystroke]').evaluateAll((notes) =>
    notes.map((note) => {
      const probe = document.createElement('div');
      probe.style.transform = `rotate(${getComputedStyle(note).getPropertyValue('--note-tilt')})`;
      document.body.append(probe);
      const standing = getComputedStyle(probe).transform;
      probe.remove();
      return { transform: getComputedStyle(note).transform, standing };
    }),
  );
  expect(refilled.length).toBeGreaterThanOrEqual(3);
  for (const { transform, standing } of refilled) expect(transform).toBe(standing);
  for (const drawnCard of drawn) {
    expect(drawnCard.noteId).toBe(drawnCard.slotId);
    expect(drawnCard.title).toBe(drawnCard.label);
    expect(drawnCard.title).toMatch(/^Searcher (2|2\d)$/);
    expect(drawnCard.handle).toBe(`Drag ${drawnCard.title}`);
  }
  // Each in its own place, measured as the card it now is: no card overlaps the next, from the
  // first frame on (the cards below a card of another height moved before it was painted).
  const byTop = [...drawn].sort((a, b) => a.top - b.top);
  for (let index = 1; index < byTop.length; index += 1) {
    expect(byTop[index]!.top).toBeGreaterThanOrEqual(byTop[index - 1]!.bottom - 1);
  }
  await expect.poll(async () => (await firstFrame.jsonValue()).length).toBe(drawn.length);
  const firstTops = (await firstFrame.jsonValue()).sort((a, b) => a.top - b.top);
  expect(firstTops).toEqual(byTop.map(({ top, bottom }) => ({ top, bottom })));

  // A card the search brought moves like any other, and the server has it.
  const mover = byTop[0]!.title!;
  const moved = page.waitForResponse(
    (response) => /\/api\/guests\/\d+\/status$/.test(response.url()) && response.ok(),
  );
  await page.getByRole('button', { name: `Drag ${mover}`, exact: true }).focus();
  await page.keyboard.press('Space');
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Space');
  await moved;
  const scheduled = column(page, 'Episode Scheduled');
  await expect(card(scheduled, mover)).toBeVisible();
  await expect(card(limbo, mover)).toHaveCount(0);
  await page.reload();
  await expect(card(scheduled, mover)).toBeVisible();
});

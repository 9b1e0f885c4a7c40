// SMS notifications in the browser (docs/product.md#sms-notifications): reminders chosen in the
// schedule dialog and shown on the event's row and in the Notifications tab's message list;
// notifications turned off (consent withdrawn, with its time) and on again; settings saved; axe and
// screenshots at desktop and phone width, light and dark.
import {
  agendaEntry,
  createEventWithApi,
  openActionCenter,
  shownActionCenter,
} from './action-center-helpers';
import { card, openBoard, seriousViolations, toast } from './board-helpers';
import { screenshotsAtEachWidth } from './screenshot-helpers';
import { QUIET_GUEST_NAME, SEEDED_ACCOUNTS } from './seeded-accounts';
import type { Page } from '@playwright/test';
import {
  createGuestWithApi,
  expect,
  logInWithApi,
  signInFreshAccount,
  test,
  uniqueName,
} from './session';

/** Opens Account › Notifications and returns its "SMS notifications" section. */
async function openNotificationsTab(page: Page) {
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  return page.getByRole('region', { name: 'SMS notifications' });
}

test('a host sets reminders on a recording and sees them in its details and messages', async ({
  page,
}) => {
  await signInFreshAccount(page);
  const name = uniqueName('Reminder Guest');
  await createGuestWithApi(page.request, { name, details: 'Ready to record', status: 'scheduled' });
  await openBoard(page);
  await card(page, name)
    .getByRole('button', { name: `Schedule Event with ${name}` })
    .click();
  const dialog = page.getByRole('dialog', { name: `Schedule with ${name}` });
  const reminders = dialog.getByRole('group', { name: 'SMS reminders' });
  // A recording starts with a day and an hour before.
  await expect(reminders.getByRole('checkbox', { name: '1 day before' })).toBeChecked();
  await expect(reminders.getByRole('checkbox', { name: '1 hour before' })).toBeChecked();
  await expect(reminders.getByRole('checkbox', { name: '15 minutes before' })).not.toBeChecked();
  await reminders.getByRole('checkbox', { name: '1 hour before' }).uncheck();
  await reminders.getByRole('checkbox', { name: '15 minutes before' }).check();

  const day = new Date(Date.now() + 3 * 86_400_000);
  const date = `${day.getFullYear()}-${String(day.getMonth() + 1).padStart(2, '0')}-${String(day.getDate()).padStart(2, '0')}`;
  await dialog.getByRole('textbox', { name: 'Date' }).fill(date);
  await dialog.getByRole('textbox', { name: 'Title' }).click();
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotsAtEachWidth(page, 'schedule-reminders', reminders, {
    desktopWidth: 1440,
    fullPage: false,
  });
  await dialog.getByRole('button', { name: 'Schedule Event' }).click();
  await expect(toast(page, 'Event scheduled')).toBeVisible();
  await expect(dialog).toBeHidden();

  const sheet = await openActionCenter(page);
  const event = agendaEntry(sheet, `Podcast with ${name}`);
  await expect(event).toContainText('SMS reminders: 1 day and 15 minutes before');

  // Changed later from the row: the dropped one is cancelled, the new one scheduled.
  await event.getByRole('button', { name: `SMS reminders for Podcast with ${name}` }).click();
  const popover = page.getByRole('group', { name: 'SMS reminders' });
  await expect(popover.getByRole('checkbox', { name: '15 minutes before' })).toBeChecked();
  await popover.getByRole('checkbox', { name: '15 minutes before' }).uncheck();
  await popover.getByRole('checkbox', { name: '1 hour before' }).check();
  expect(await seriousViolations(page)).toEqual([]);
  await page.getByRole('button', { name: 'Save reminders' }).click();
  await expect(toast(page, 'Reminders saved')).toBeVisible();
  await expect(event).toContainText('SMS reminders: 1 day and 1 hour before');
  await page.keyboard.press('Escape');

  await page.goto('/account');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const list = page.getByRole('table', { name: 'Recent messages' });
  await expect(list.getByRole('row', { name: new RegExp(`Podcast with ${name}`) })).toHaveCount(3);
  await expect(list.getByText('Scheduled')).toHaveCount(2);
  await expect(list.getByText('Cancelled')).toHaveCount(1);
  await screenshotsAtEachWidth(page, 'notifications-messages', list, { desktopWidth: 1440 });
});

test('all three reminders read as a sentence, and the Reminders button stays whole on a phone', async ({
  page,
}) => {
  await signInFreshAccount(page);
  const title = uniqueName('Recording');
  const start = new Date(Date.now() + 3 * 86_400_000);
  await createEventWithApi(page.request, {
    title,
    eventType: 'recording',
    startTime: start.toISOString(),
    endTime: new Date(start.getTime() + 3_600_000).toISOString(),
    reminders: [15, 1440, 60],
  });
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/?panel=action-center');
  const sheet = await shownActionCenter(page);
  const event = agendaEntry(sheet, title);
  await expect(event).toContainText('SMS reminders: 1 day, 1 hour and 15 minutes before');
  const button = event.getByRole('button', { name: `SMS reminders for ${title}` });
  await expect(button).toBeInViewport({ ratio: 1 });
  // Its label whole, not squeezed by the summary beside it.
  expect(
    await button.evaluate((element) => {
      const label = element.querySelector('.mantine-Button-label') ?? element;
      return label.scrollWidth - label.clientWidth;
    }),
  ).toBeLessThanOrEqual(0);
  await screenshotsAtEachWidth(page, 'action-center-reminders', event, {
    desktopWidth: 1440,
    fullPage: false,
  });
});

test('a host turns notifications off and on, and saves quiet hours and the digest', async ({
  page,
}) => {
  await signInFreshAccount(page);
  const section = await openNotificationsTab(page);
  const toggle = section.getByRole('switch', { name: 'Send me SMS notifications' });
  await expect(toggle).toBeChecked();
  const zone = await page.evaluate(() => Intl.DateTimeFormat().resolvedOptions().timeZone);
  await expect(section.getByRole('combobox', { name: 'Time zone' })).toHaveValue(zone);
  await expect(section.getByText('Taken from this browser')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  await toggle.click({ force: true });
  await expect(toast(page, 'Notifications off')).toContainText('only sign-in codes will be sent');
  await expect(toggle).not.toBeChecked();
  await expect(section.getByText(/^Consent withdrawn on /)).toBeVisible();

  await toggle.click({ force: true });
  await expect(toast(page, 'Notifications on')).toBeVisible();
  await expect(toggle).toBeChecked();
  await expect(section.getByText(/^Consent given on /)).toBeVisible();

  await section.getByLabel('Quiet hours start').fill('22:00');
  await section.getByLabel('Digest time').fill('07:30');
  await section.getByRole('textbox', { name: 'Quiet after (days in Limbo)' }).fill('10');
  await section.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(toast(page, 'Settings saved')).toContainText('Notification settings saved.');
  await expect(section.getByText('Taken from this browser')).toHaveCount(0);

  await page.reload();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(section.getByLabel('Quiet hours start')).toHaveValue('22:00');
  await expect(section.getByLabel('Digest time')).toHaveValue('07:30');
  await expect(section.getByRole('textbox', { name: 'Quiet after (days in Limbo)' })).toHaveValue(
    '10',
  );
  await expect(page.getByText('No messages yet.')).toBeVisible();

  await screenshotsAtEachWidth(page, 'notifications-tab-light', section, { desktopWidth: 1440 });
  await page.emulateMedia({ colorScheme: 'dark' });
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotsAtEachWidth(page, 'notifications-tab-dark', section, { desktopWidth: 1440 });
});

test('the SMS switch saves only itself: what was typed stays, unsaved, and Save then sends it', async ({
  page,
}) => {
  await signInFreshAccount(page);
  const section = await openNotificationsTab(page);
  const toggle = section.getByRole('switch', { name: 'Send me SMS notifications' });
  const quietStart = section.getByLabel('Quiet hours start');
  const limboDays = section.getByRole('textbox', { name: 'Quiet after (days in Limbo)' });
  const unsaved = section.getByText('Unsaved changes');
  await expect(unsaved).toHaveCount(0);
  await quietStart.fill('22:30');
  await limboDays.fill('10');
  await expect(unsaved).toBeVisible();

  await toggle.click({ force: true });
  await expect(toast(page, 'Notifications off')).toBeVisible();
  await expect(toggle).not.toBeChecked();
  await expect(quietStart).toHaveValue('22:30');
  await expect(limboDays).toHaveValue('10');
  await expect(unsaved).toBeVisible();
  const switched = await (await page.request.get('/api/user/notifications')).json();
  expect(switched).toMatchObject({ smsEnabled: false, quietStart: '21:00', quietDaysLimbo: 14 });

  // Saved against the copy the switch saved: the host's own switch is no reason to refuse it.
  await section.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(toast(page, 'Settings saved')).toBeVisible();
  await expect(unsaved).toHaveCount(0);
  await expect(quietStart).toHaveValue('22:30');
  const saved = await (await page.request.get('/api/user/notifications')).json();
  expect(saved).toMatchObject({ smsEnabled: false, quietStart: '22:30', quietDaysLimbo: 10 });
});

test('settings saved elsewhere reach an untouched form, and never overwrite edits', async ({
  page,
  consoleGuard,
}) => {
  // The save from the copy saved over is the 409 this test is about.
  consoleGuard.allow(
    /\/api\/user\/notifications.*status of 409|status of 409.*\/api\/user\/notifications/,
  );
  const account = await signInFreshAccount(page);
  const section = await openNotificationsTab(page);
  const toggle = section.getByRole('switch', { name: 'Send me SMS notifications' });
  const quietStart = section.getByLabel('Quiet hours start');
  const quietEnd = section.getByLabel('Quiet hours end');
  const limboDays = section.getByRole('textbox', { name: 'Quiet after (days in Limbo)' });
  const unsaved = section.getByText('Unsaved changes');
  // Saved elsewhere (as another tab does), then read again by the switch's own save.
  const saveElsewhere = async (change: Record<string, unknown>) => {
    const copy = await (await page.request.get('/api/user/notifications')).json();
    const response = await page.request.put('/api/user/notifications', {
      data: { ...change, updatedAt: copy.updatedAt },
    });
    expect(response.status()).toBe(200);
  };

  // Untouched: the form shows what was saved elsewhere.
  await saveElsewhere({ quietEnd: '07:00' });
  await toggle.click({ force: true });
  await expect(toast(page, 'Notifications off')).toBeVisible();
  await expect(quietEnd).toHaveValue('07:00');
  await expect(unsaved).toHaveCount(0);

  // With an edit: the edit stays, and the form is not filled with the other copy either.
  await limboDays.fill('12');
  await saveElsewhere({ quietStart: '23:00' });
  await toggle.click({ force: true });
  await expect(toast(page, 'Notifications on')).toBeVisible();
  await expect(limboDays).toHaveValue('12');
  await expect(quietStart).toHaveValue('21:00');
  await expect(unsaved).toBeVisible();

  // Saved from the copy it edited, it is refused, and the form shows the settings as they are.
  await section.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(toast(page, 'Error')).toContainText(
    `${account.username} changed these notification settings since you opened them.`,
  );
  await expect(quietStart).toHaveValue('23:00');
  await expect(limboDays).toHaveValue('14');
  await expect(unsaved).toHaveCount(0);
  const kept = await (await page.request.get('/api/user/notifications')).json();
  expect(kept).toMatchObject({ smsEnabled: true, quietStart: '23:00', quietDaysLimbo: 14 });
});

test('settings saved on another device show in an open tab without a reload; a tab being edited keeps its edits and its save is refused', async ({
  page,
  browser,
  consoleGuard,
}) => {
  // docs/decisions/048-notification-settings-live.md. The refused save is a 409.
  consoleGuard.allow(
    /\/api\/user\/notifications.*status of 409|status of 409.*\/api\/user\/notifications/,
  );
  const account = await signInFreshAccount(page);
  // The same user signed in on another device: a browser context of its own.
  const device = await browser.newContext({ baseURL: test.info().project.use.baseURL });
  try {
    const elsewhere = await device.newPage();
    await logInWithApi(elsewhere.request, account);
    const here = await openNotificationsTab(page);
    const there = await openNotificationsTab(elsewhere);
    const unsaved = here.getByText('Unsaved changes');
    await expect(here.getByLabel('Quiet hours start')).toHaveValue('21:00');

    // Untouched here: what the other device saves shows, without a reload.
    await there.getByLabel('Quiet hours start').fill('23:00');
    await there.getByRole('button', { name: 'Save notification settings' }).click();
    await expect(toast(elsewhere, 'Settings saved')).toBeVisible();
    await expect(here.getByLabel('Quiet hours start')).toHaveValue('23:00');
    await expect(unsaved).toHaveCount(0);

    // Being edited here: the edit stays, and nothing of the other save is written over it.
    await here.getByLabel('Digest time').fill('07:15');
    await expect(unsaved).toBeVisible();
    await there.getByLabel('Quiet hours end').fill('06:30');
    // This tab reads the settings again when the stream tells of the save.
    const readAgain = page.waitForResponse(
      (response) =>
        response.request().method() === 'GET' && response.url().endsWith('/api/user/notifications'),
    );
    await there.getByRole('button', { name: 'Save notification settings' }).click();
    expect((await (await readAgain).json()).quietEnd).toBe('06:30');
    await expect(here.getByLabel('Digest time')).toHaveValue('07:15');
    await expect(here.getByLabel('Quiet hours end')).toHaveValue('08:00');
    await expect(unsaved).toBeVisible();

    // Its save is refused as stale, with who changed them, and the tab shows them as they are.
    await here.getByRole('button', { name: 'Save notification settings' }).click();
    await expect(toast(page, 'Error')).toContainText(
      `${account.username} changed these notification settings since you opened them.`,
    );
    await expect(here.getByLabel('Quiet hours end')).toHaveValue('06:30');
  } finally {
    await device.close();
  }
});

test('a day count out of range says why before saving, and the same quiet start and end say none', async ({
  page,
}) => {
  await signInFreshAccount(page);
  const section = await openNotificationsTab(page);
  const limboDays = section.getByRole('textbox', { name: 'Quiet after (days in Limbo)' });
  await expect(limboDays).toHaveValue('14');

  // 0 stays 0 when the field is left (no quiet clamping to 1), and Save says why without asking
  // the server.
  const saves: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'PUT' && request.url().endsWith('/api/user/notifications')) {
      saves.push(request.url());
    }
  });
  await limboDays.fill('0');
  await section.getByLabel('Quiet hours start').focus();
  await expect(limboDays).toHaveValue('0');
  await section.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(
    section.getByText('Days must be a whole number from 1 to 365, or empty for never'),
  ).toBeVisible();
  await expect(limboDays).toHaveAttribute('aria-invalid', 'true');
  expect(saves).toEqual([]);
  // A decimal typed key by key stays as typed, and is refused the same way.
  const otherDays = section.getByRole('textbox', { name: 'Quiet after (days in other columns)' });
  await otherDays.pressSequentially('1.5');
  await expect(otherDays).toHaveValue('1.5');
  await section.getByRole('button', { name: 'Save notification settings' }).click();
  await expect(otherDays).toHaveAttribute('aria-invalid', 'true');
  expect(saves).toEqual([]);

  // Quiet hours that start and end at the same time are none, and the tab says so.
  const quietEnd = section.getByLabel('Quiet hours end');
  await expect(section.getByText('until this time (your zone)')).toBeVisible();
  await quietEnd.fill('21:00');
  await expect(section.getByText('The same as the start: no quiet hours')).toBeVisible();

  // Nothing was saved: the settings read as before.
  await page.reload();
  await page.getByRole('tab', { name: 'Notifications' }).click();
  await expect(limboDays).toHaveValue('14');
  await expect(quietEnd).toHaveValue('08:00');
});

test('a save from a tab whose copy another tab has saved over is refused and shows theirs', async ({
  page,
  context,
  consoleGuard,
}) => {
  // The refused save is the 409 this test is about.
  consoleGuard.allow(
    /\/api\/user\/notifications.*status of 409|status of 409.*\/api\/user\/notifications/,
  );
  const account = await signInFreshAccount(page);
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto('/account');
    await tab.getByRole('tab', { name: 'Notifications' }).click();
  }
  const quietStart = (tab: Page) =>
    tab.getByRole('region', { name: 'SMS notifications' }).getByLabel('Quiet hours start');
  const save = (tab: Page) =>
    tab.getByRole('button', { name: 'Save notification settings' }).click();
  // This tab is being edited when the other saves: the live stream brings the other's save, and
  // the edit stays (docs/decisions/048-notification-settings-live.md).
  await quietStart(page).fill('20:00');
  await quietStart(other).fill('23:00');
  await save(other);
  await expect(toast(other, 'Settings saved')).toBeVisible();

  await save(page);
  await expect(toast(page, 'Error')).toContainText(
    `${account.username} changed these notification settings since you opened them.`,
  );
  await expect(quietStart(page)).toHaveValue('23:00');
  const saved = await page.request.get('/api/user/notifications');
  expect((await saved.json()).quietStart).toBe('23:00');

  // Saved again from the copy it now shows, it goes through.
  await quietStart(page).fill('20:00');
  await save(page);
  await expect(toast(page, 'Settings saved')).toBeVisible();
  await expect(quietStart(page)).toHaveValue('20:00');
});

test('without a verified phone the tab says so and links to /verify-phone', async ({ page }) => {
  const account = SEEDED_ACCOUNTS.notificationsUnverified;
  const response = await page.request.post('/api/login', {
    data: { username: account.username, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Notifications' }).click();
  const section = page.getByRole('region', { name: 'SMS notifications' });
  await expect(section.getByText('SMS notifications need a verified phone number.')).toBeVisible();
  await expect(section.getByRole('switch')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);
  await section.getByRole('link', { name: 'Verify your phone number' }).click();
  await expect(page).toHaveURL(/\/verify-phone$/);
  await expect(page.getByRole('heading', { name: 'Phone Verification' })).toBeVisible();
});

test('a guest quiet in Limbo shows its badge on the card until snoozed', async ({ page }) => {
  const account = SEEDED_ACCOUNTS.quietGuests;
  const response = await page.request.post('/api/login', {
    data: { username: account.username, password: account.password },
  });
  expect(response.ok(), await response.text()).toBe(true);
  await openBoard(page);
  const note = card(page, QUIET_GUEST_NAME);
  const badge = note.getByRole('button', {
    name: `${QUIET_GUEST_NAME} has been quiet for 20 days: snooze`,
  });
  await expect(badge).toContainText('Quiet for 20 days');
  expect(await seriousViolations(page)).toEqual([]);
  await screenshotsAtEachWidth(page, 'quiet-guest-card', note, {
    desktopWidth: 1440,
    fullPage: false,
  });
  await badge.click();
  await page.getByRole('menuitem', { name: 'Snooze 14 days' }).click();
  await expect(toast(page, 'Snoozed')).toContainText('14 days');
  await expect(badge).toHaveCount(0);
  await page.reload();
  await expect(card(page, QUIET_GUEST_NAME)).toBeVisible();
  await expect(card(page, QUIET_GUEST_NAME).getByText(/Quiet for/)).toHaveCount(0);
});

test.describe('in a browser set to Chicago time', () => {
  test.use({ timezoneId: 'America/Chicago' });

  test("a new host's time zone is taken from the browser once the board shows", async ({
    page,
  }) => {
    await signInFreshAccount(page);
    const before = await page.request.get('/api/user/notifications');
    expect((await before.json()).timeZone).toBeNull();
    const adopted = page.waitForResponse(
      (response) =>
        response.url().endsWith('/api/user/notifications') && response.request().method() === 'PUT',
    );
    await openBoard(page);
    expect((await adopted).status()).toBe(200);
    const after = await page.request.get('/api/user/notifications');
    expect((await after.json()).timeZone).toBe('America/Chicago');

    // Asked once per browser: a reload sends no second change.
    const writes: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'PUT') writes.push(request.url());
    });
    await openBoard(page);
    await page.goto('/account');
    await page.getByRole('tab', { name: 'Notifications' }).click();
    await expect(
      page
        .getByRole('region', { name: 'SMS notifications' })
        .getByRole('combobox', { name: 'Time zone' }),
    ).toHaveValue('America/Chicago');
    expect(writes).toEqual([]);
  });
});

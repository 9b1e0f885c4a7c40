// The public guest form in the browser (docs/product.md#guest-form), with two people in two
// browser contexts: the host turns the form on in account settings; an applicant at phone width,
// in a context of their own, opens the link, is told what to fix, and applies; the new card
// arrives in Prospect on the host's open board with its "New" badge, the header's count and the
// journal entry, and opening the journal takes the badge off. The public page works without the
// app bundle and reads without JavaScript. axe on the public page and the tab; screenshots light
// and dark at 1,440 and 390 px.
import type { Browser, BrowserContext, Page } from '@playwright/test';
import {
  card,
  column,
  expectHeaderFits,
  openBoard,
  seriousViolations,
  toast,
} from './board-helpers';
import { GUEST_FORM_MESSAGES } from '#shared/schemas/guest-form.js';
import { screenshotsAtEachWidth } from './screenshot-helpers';
import { expect, signInFreshAccount, test, uniqueName } from './session';

const DESKTOP = { desktopWidth: 1440 };
const PHONE = { width: 390, height: 844 };

/** A context of its own client address (the form's limit is per IP; the server trusts the proxy). */
function applicantContext(browser: Browser, options: { javaScriptEnabled?: boolean } = {}) {
  const part = () => Math.floor(Math.random() * 254) + 1;
  return browser.newContext({
    viewport: PHONE,
    extraHTTPHeaders: { 'x-forwarded-for': `10.${part()}.${part()}.${part()}` },
    ...options,
  });
}

async function screenshotsInBothSchemes(
  page: Page,
  name: string,
  shows: ReturnType<Page['getByRole']>,
) {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    await screenshotsAtEachWidth(page, `${name}-${scheme}`, shows, DESKTOP);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

async function axeInBothSchemes(page: Page): Promise<void> {
  for (const scheme of ['light', 'dark'] as const) {
    await page.emulateMedia({ colorScheme: scheme });
    expect(await seriousViolations(page), scheme).toEqual([]);
  }
  await page.emulateMedia({ colorScheme: 'light' });
}

/** The host's Guest form tab, turned on with a fresh link name; answers the public path. */
async function turnFormOn(page: Page): Promise<string> {
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Guest form' }).click();
  const slug = `show-${Math.random().toString(36).slice(2, 10)}`;
  await page.getByRole('switch', { name: 'Accept applications' }).check();
  // Typed loosely: the server stores it trimmed and lower-cased, and the tab then shows that.
  const linkName = page.getByRole('textbox', { name: 'Link name' });
  await linkName.fill(` ${slug.toUpperCase()} `);
  await expect(linkName).toHaveAccessibleDescription(new RegExp(`^Once saved: .*/apply/${slug}$`));
  await page
    .getByRole('textbox', { name: 'Introduction' })
    .fill('We talk with researchers about their work. Tell us about yours!');
  await page.getByRole('switch', { name: 'Ask for a phone number' }).check();
  await page.getByRole('button', { name: 'Save guest form' }).click();
  await expect(toast(page, 'Guest form saved')).toBeVisible();
  await expect(linkName).toHaveValue(slug);
  await expect(linkName).toHaveAccessibleDescription(
    new RegExp(`^Your form’s address: .*/apply/${slug}$`),
  );
  await expect(page.getByRole('textbox', { name: 'Your guest form link' })).toHaveValue(
    new RegExp(`/apply/${slug}$`),
  );
  await expect(page.getByRole('link', { name: 'Preview' })).toHaveAttribute(
    'href',
    `/apply/${slug}`,
  );
  return `/apply/${slug}`;
}

test('a host turns the form on, an applicant applies from a phone, the host finds the card', async ({
  page,
  browser,
}) => {
  test.slow(); // a registration, the applicant's proof of work, axe and screenshots in both schemes
  await signInFreshAccount(page);
  const path = await turnFormOn(page);
  await axeInBothSchemes(page);
  await screenshotsInBothSchemes(
    page,
    'guest-form-tab',
    page.getByRole('button', { name: 'Save guest form' }),
  );

  // The host watches the board while the application comes in.
  await openBoard(page);
  const name = uniqueName('Applicant');
  const applicantContextHandle: BrowserContext = await applicantContext(browser);
  try {
    const applicant = await applicantContextHandle.newPage();
    const scripts: string[] = [];
    applicant.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(request.url());
    });
    await applicant.goto(path);
    await expect(
      applicant.getByRole('heading', { level: 1, name: /^Be a guest on / }),
    ).toBeVisible();
    await expect(applicant.getByText('Tell us about yours!')).toBeVisible();
    await expect(applicant.getByRole('status')).toHaveText(/Spam check passed/);
    // Only the page's own small script, never the app's bundle.
    expect(scripts).toHaveLength(1);
    expect(scripts[0]).toMatch(/\/assets\/apply-[\w-]+\.js$/);
    // The app's icon, named by the page, so the browser asks for no /favicon.ico.
    const icon = await applicant.locator('link[rel="icon"]').getAttribute('href');
    expect(icon).toMatch(/^\/assets\/favicon-[\w-]+\.svg$/);
    const iconResponse = await applicant.request.get(icon!);
    expect(iconResponse.ok()).toBe(true);
    expect(iconResponse.headers()['content-type']).toContain('image/svg+xml');
    await axeInBothSchemes(applicant);

    // A mistake first: the page comes back with the guest form's message and the values kept.
    await applicant.getByRole('textbox', { name: 'Your name' }).fill(name);
    await applicant.getByRole('textbox', { name: 'Email' }).fill('not-an-email');
    await applicant
      .getByRole('textbox', { name: 'What would you talk about?' })
      .fill('How octopuses solve puzzles, and what that says about minds.');
    await applicant.getByRole('textbox', { name: /^Phone/ }).fill('+1 555 010 2030');
    const challenges: string[] = [];
    applicant.on('request', (request) => {
      if (new URL(request.url()).pathname === '/api/captcha/challenge')
        challenges.push(request.url());
    });
    await applicant.getByRole('button', { name: 'Send my application' }).click();
    await expect(applicant.getByRole('alert')).toContainText('Invalid email address');
    await expect(applicant.getByRole('textbox', { name: 'Your name' })).toHaveValue(name);
    await expect(applicant.getByRole('textbox', { name: 'Email' })).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    // The check solved before the mistake is not spent: the page keeps it and asks for no other.
    await expect(applicant.getByRole('status')).toHaveText(/Spam check passed/);
    expect(challenges).toEqual([]);
    await axeInBothSchemes(applicant);
    await screenshotsInBothSchemes(applicant, 'guest-form-errors', applicant.getByRole('alert'));

    await applicant.getByRole('textbox', { name: 'Email' }).fill('octo@example.com');
    await applicant.getByRole('button', { name: 'Send my application' }).click();
    await expect(applicant.getByRole('heading', { name: 'Thank you for applying' })).toBeVisible();
    await axeInBothSchemes(applicant);
    await screenshotsInBothSchemes(
      applicant,
      'guest-form-thanks',
      applicant.getByRole('heading', { name: 'Thank you for applying' }),
    );
  } finally {
    await applicantContextHandle.close();
  }

  // It arrives on the open board by itself (live updates), badge and count included.
  const note = card(column(page, 'Prospect'), name);
  await expect(note).toBeVisible();
  await expect(note.getByText('New', { exact: true })).toBeVisible();
  // As drawn, not only as written: the inner text shows any capitals a text-transform adds.
  await expect(note.getByText('New', { exact: true })).toHaveText('New', { useInnerText: true });
  const badge = page.getByLabel('1 new application').filter({ visible: true });
  await expect(badge).toBeVisible();
  await expect(badge).toHaveText('1 new', { useInnerText: true });
  // Beside the whole title at every desktop width, the bar's buttons making room for it.
  await expectHeaderFits(page);
  // With "1 today" on the Action Center as well (an event starting now): still at every width,
  // labelled from 1,920 px, where the header is one row.
  const now = Date.now();
  const scheduled = await page.request.post('/api/calendar', {
    data: {
      title: `Recording with ${name}`,
      eventType: 'recording',
      startTime: new Date(now).toISOString(),
      endTime: new Date(now + 60 * 60_000).toISOString(),
    },
  });
  expect(scheduled.status()).toBe(201);
  await page.reload();
  await expect(page.getByRole('button', { name: /^Action Center/ })).toContainText('1 today');
  await expectHeaderFits(page);
  const viewport = page.viewportSize()!;
  await page.setViewportSize({ width: 1920, height: 900 });
  await expect(page.getByRole('link', { name: 'Archive' })).toHaveText('Archive');
  await page.setViewportSize({ width: 1440, height: 900 });
  await expect(page.getByRole('link', { name: 'Archive' })).toHaveText('');
  await page.setViewportSize(viewport);
  await screenshotsInBothSchemes(page, 'guest-form-new-card', note);

  await note.getByRole('button', { name: `View Journal for ${name}` }).click();
  const sheet = page.getByRole('dialog', { name: `Journal - ${name}` });
  await expect(sheet.getByText('Applied through the guest form')).toBeVisible();
  await expect(sheet.getByText(/How octopuses solve puzzles/).first()).toBeVisible();
  await expect(sheet.getByText(/Email: octo@example.com/).first()).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(sheet).toBeHidden();
  await expect(note.getByText('New', { exact: true })).toHaveCount(0);
  await expect(page.getByLabel('1 new application').filter({ visible: true })).toHaveCount(0);
  // Opened is opened for good: a reload keeps the badge off.
  await openBoard(page);
  await expect(card(page, name)).toBeVisible();
  await expect(card(page, name).getByText('New', { exact: true })).toHaveCount(0);
});

test('the public page reads without JavaScript, and a form turned off answers 404', async ({
  page,
  browser,
}) => {
  await signInFreshAccount(page);
  const path = await turnFormOn(page);
  const context = await applicantContext(browser, { javaScriptEnabled: false });
  try {
    const applicant = await context.newPage();
    await applicant.goto(path);
    await expect(
      applicant.getByRole('heading', { level: 1, name: /^Be a guest on / }),
    ).toBeVisible();
    await expect(
      applicant.getByRole('textbox', { name: 'What would you talk about?' }),
    ).toBeVisible();
    await expect(applicant.getByText('The spam check needs JavaScript')).toBeVisible();

    await page.getByRole('switch', { name: 'Accept applications' }).uncheck();
    await page.getByRole('button', { name: 'Save guest form' }).click();
    await expect(page.getByText('The form is off.')).toBeVisible();
    const response = await applicant.goto(path);
    expect(response?.status()).toBe(404);
    await expect(
      applicant.getByRole('heading', { name: 'This form is not available' }),
    ).toBeVisible();
  } finally {
    await context.close();
  }
});

test('a save from a tab whose copy another tab has saved over is refused and shows theirs', async ({
  page,
  context,
  consoleGuard,
}) => {
  // The refused save is the 409 this test is about.
  consoleGuard.allow(/\/api\/guest-form.*status of 409|status of 409.*\/api\/guest-form/);
  const account = await signInFreshAccount(page);
  await turnFormOn(page);
  const other = await context.newPage();
  for (const tab of [page, other]) {
    await tab.goto('/account');
    await tab.getByRole('tab', { name: 'Guest form' }).click();
  }
  const intro = (tab: Page) => tab.getByRole('textbox', { name: 'Introduction' });
  await intro(other).fill('Saved from the other tab.');
  await other.getByRole('button', { name: 'Save guest form' }).click();
  await expect(toast(other, 'Guest form saved')).toBeVisible();

  await intro(page).fill('Typed on a stale copy.');
  await page.getByRole('button', { name: 'Save guest form' }).click();
  await expect(toast(page, 'Error')).toContainText(
    `Could not save the guest form: ${account.username} changed this guest form since you opened it.`,
  );
  await expect(intro(page)).toHaveValue('Saved from the other tab.');
  const saved = await page.request.get('/api/guest-form');
  expect((await saved.json()).form.intro).toBe('Saved from the other tab.');
});

test("a member's edits are refused, not saved over a teammate's save their tab has read since", async ({
  teamOfTwo,
  consoleGuard,
}) => {
  consoleGuard.allow(/\/api\/guest-form.*status of 409|status of 409.*\/api\/guest-form/);
  const { owner, member } = await teamOfTwo(uniqueName('Form Savers'));
  const slug = `team-${Math.random().toString(36).slice(2, 10)}`;
  const first = await owner.page.request.put('/api/guest-form', {
    data: { enabled: true, slug, intro: 'First intro.', askPhone: false, askLinkedin: true },
  });
  expect(first.status()).toBe(200);
  await member.page.goto('/account');
  await member.page.getByRole('tab', { name: 'Guest form' }).click();
  const intro = member.page.getByRole('textbox', { name: 'Introduction' });
  await expect(intro).toHaveValue('First intro.');
  await intro.fill('Typed by the member.');

  // The owner saves the form, and a rename makes the member's tab read everything again: the
  // newer copy arrives while the member has edits, which stay.
  const saved = await owner.page.request.put('/api/guest-form', {
    data: {
      enabled: true,
      slug,
      intro: 'Saved by the owner.',
      askPhone: false,
      askLinkedin: true,
      updatedAt: ((await first.json()) as { updatedAt: string }).updatedAt,
    },
  });
  expect(saved.status()).toBe(200);
  const reread = member.page.waitForResponse(
    (response) => new URL(response.url()).pathname === '/api/guest-form',
  );
  expect((await owner.page.request.patch('/api/team', { data: { name: 'Renamed' } })).ok()).toBe(
    true,
  );
  await reread;
  await expect(intro).toHaveValue('Typed by the member.');

  await member.page.getByRole('button', { name: 'Save guest form' }).click();
  await expect(toast(member.page, 'Error')).toContainText(
    `Could not save the guest form: ${owner.account.username} changed this guest form since you opened it.`,
  );
  await expect(intro).toHaveValue('Saved by the owner.');
  const stored = await owner.page.request.get('/api/guest-form');
  expect((await stored.json()).form.intro).toBe('Saved by the owner.');
});

test('a member removed from the team while editing its form is told, and saves the settings as their own', async ({
  teamOfTwo,
  consoleGuard,
}) => {
  consoleGuard.allow(/\/api\/guest-form.*status of 409|status of 409.*\/api\/guest-form/);
  const { owner, member } = await teamOfTwo(uniqueName('Form Team'));
  const slug = `team-${Math.random().toString(36).slice(2, 10)}`;
  await owner.page.request.put('/api/guest-form', {
    data: { enabled: true, slug, intro: 'The team’s form.', askPhone: false, askLinkedin: true },
  });
  // The member's live stream is held back, so the removal reaches their tab only through the
  // refused save (with the stream, the tab would switch to their own form by itself).
  await member.page.route('**/api/live**', (route) => route.abort());
  await member.page.goto('/account');
  await member.page.getByRole('tab', { name: 'Guest form' }).click();
  await expect(member.page.getByText('This is your team’s form', { exact: false })).toBeVisible();
  const linkName = member.page.getByRole('textbox', { name: 'Link name' });
  await expect(linkName).toHaveValue(slug);
  const ownSlug = `own-${Math.random().toString(36).slice(2, 10)}`;
  await linkName.fill(ownSlug);
  await member.page.getByRole('textbox', { name: 'Introduction' }).fill('Typed for the team.');

  const removed = await owner.page.request.delete(`/api/team/members/${member.id}`);
  expect(removed.status()).toBe(200);
  await member.page.getByRole('button', { name: 'Save guest form' }).click();
  await expect(toast(member.page, 'Error')).toContainText(
    `Could not save the guest form: ${GUEST_FORM_MESSAGES.notYours}`,
  );
  // The tab now shows the member's own form (none yet); what they typed stays.
  await expect(member.page.getByText('This is your team’s form', { exact: false })).toHaveCount(0);
  await expect(member.page.getByRole('textbox', { name: 'Introduction' })).toHaveValue(
    'Typed for the team.',
  );
  const teams = await owner.page.request.get('/api/guest-form');
  expect((await teams.json()).form).toMatchObject({ slug, intro: 'The team’s form.' });

  // From the keyboard: the refusal's toast covers the button at this width.
  await member.page.getByRole('button', { name: 'Save guest form' }).press('Enter');
  await expect(toast(member.page, 'Guest form saved')).toBeVisible();
  const own = await member.page.request.get('/api/guest-form');
  expect((await own.json()).form).toMatchObject({
    slug: ownSlug,
    intro: 'Typed for the team.',
    team: false,
  });
});

test('a member removed from the team sees their own form on the tab, not the team’s, without a reload', async ({
  teamOfTwo,
}) => {
  const { owner, member } = await teamOfTwo(uniqueName('Form Leavers'));
  const slug = `team-${Math.random().toString(36).slice(2, 10)}`;
  await owner.page.request.put('/api/guest-form', {
    data: { enabled: true, slug, intro: 'The team’s form.', askPhone: false, askLinkedin: true },
  });
  await member.page.goto('/account');
  await member.page.getByRole('tab', { name: 'Guest form' }).click();
  const linkName = member.page.getByRole('textbox', { name: 'Link name' });
  await expect(linkName).toHaveValue(slug);
  await member.page.getByRole('tab', { name: 'Team' }).click();

  const removed = await owner.page.request.delete(`/api/team/members/${member.id}`);
  expect(removed.status()).toBe(200);
  await expect(member.page.getByRole('form', { name: 'Create team' })).toBeVisible();
  await member.page.getByRole('tab', { name: 'Guest form' }).click();
  // A suggested link name of their own (its random tail differs at each read).
  await expect(linkName).not.toHaveValue(slug);
  await expect(linkName).toHaveValue(/-[0-9a-f]{6}$/);
  await expect(member.page.getByRole('switch', { name: 'Accept applications' })).not.toBeChecked();
  await expect(member.page.getByRole('textbox', { name: 'Introduction' })).toHaveValue('');
  await expect(member.page.getByText('This is your team’s form', { exact: false })).toHaveCount(0);
});

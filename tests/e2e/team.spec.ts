// Teams in the browser (docs/product.md#team-tab, #join-screen, #board-screen), with two people in
// two browser contexts: the owner creates a team and an invite link in account settings; the
// newcomer opens the link signed out, registers, comes back to the join page, joins and sees the
// owner's shared guest (who added it, the owner filter); the owner removes them and the guest is
// gone from their board. Signing in keeps an invite link too; a bad link reads "This invite link is
// not valid"; joining while in another team shows the server's refusal. axe and screenshots of the
// Team tab and the join page, light and dark, at 1,440 and 390 px. From the keyboard, every change
// on the Team tab that takes away the control it came from hands the focus on (rename, revoke,
// make owner, remove, leave, delete), and "Max uses" refuses 0, 101 and 2.5 without a call.
import type { APIRequestContext, Browser, BrowserContext, Locator, Page } from '@playwright/test';
import { logIn, solveCaptcha } from './auth-helpers';
import {
  card,
  expectHeaderFits,
  openBoard,
  search,
  seriousViolations,
  toast,
} from './board-helpers';
import { screenshotsAtEachWidth } from './screenshot-helpers';
import {
  apiJson,
  createGuestWithApi,
  expect,
  registerAccount,
  signInFreshAccount,
  test,
  uniqueName,
} from './session';
import { randomPhoneNumber, waitForCode } from './sms-outbox';

const DESKTOP = { desktopWidth: 1440 };

/** A browser context of its own "network" (the SMS limit is per client IP, docs/product.md#codes). */
function newPersonContext(browser: Browser): Promise<BrowserContext> {
  const part = () => Math.floor(Math.random() * 254) + 1;
  return browser.newContext({
    extraHTTPHeaders: { 'x-forwarded-for': `10.${part()}.${part()}.${part()}` },
  });
}

async function openTeamTab(page: Page): Promise<void> {
  await page.goto('/account');
  await page.getByRole('tab', { name: 'Team' }).click();
}

/** Opens `username`'s menu in the members table from the keyboard and chooses `item`. */
async function chooseForMember(page: Page, username: string, item: 'Make owner' | 'Remove') {
  await page.getByRole('button', { name: `Actions for ${username}` }).focus();
  await page.keyboard.press('Enter');
  const menuItem = page.getByRole('menuitem', { name: item });
  await expect(menuItem).toBeVisible();
  await menuItem.focus();
  await page.keyboard.press('Enter');
}

/** Presses the confirmation's `label` button from the keyboard; the dialog closes once done. */
async function confirmWithKeyboard(dialog: Locator, label: string): Promise<void> {
  await expect(dialog).toBeVisible();
  // The dialog gives itself the focus once it opens (a danger question, to its dismissing button):
  // moved before then, the focus is taken back, and the Enter meant for `label` dismisses it.
  await expect(dialog.locator(':focus')).toHaveCount(1);
  const button = dialog.getByRole('button', { name: label });
  await button.focus();
  await button.press('Enter');
  await expect(dialog).toHaveCount(0);
}

/** A new account, signed in on `request`, that joins the team of `owner` through a fresh link. */
async function joinNewMember(owner: APIRequestContext, request: APIRequestContext) {
  const { token } = await apiJson<{ token: string }>(owner, 'post', '/api/team/invites', {});
  const account = await registerAccount(request);
  await apiJson(request, 'post', `/api/invites/${token}/join`, {});
  return account.username;
}

/** axe in light and dark (the System scheme follows the emulated preference), then light again. */
async function axeInBothSchemes(page: Page): Promise<void> {
  await page.emulateMedia({ colorScheme: 'light' });
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  expect(await seriousViolations(page)).toEqual([]);
  await page.emulateMedia({ colorScheme: 'light' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'light');
}

async function screenshotsInBothSchemes(
  page: Page,
  name: string,
  shows: ReturnType<Page['getByRole']>,
) {
  await page.emulateMedia({ colorScheme: 'light' });
  await screenshotsAtEachWidth(page, `${name}-light`, shows, DESKTOP);
  await page.emulateMedia({ colorScheme: 'dark' });
  await expect(page.locator('html')).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await screenshotsAtEachWidth(page, `${name}-dark`, shows, DESKTOP);
  await page.emulateMedia({ colorScheme: 'light' });
}

/** Registers through /auth's Register tab (SMS code from the outbox, ALTCHA in the browser). */
async function registerInBrowser(page: Page): Promise<string> {
  const username = `newcomer_${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;
  const phoneNumber = randomPhoneNumber();
  const password = 'Team-pass-2026!';
  await page.getByRole('tab', { name: 'Register' }).click();
  const form = page.getByRole('form', { name: 'Register' });
  await form.getByLabel('Username').fill(username);
  await form.getByLabel('Email').fill(`${username}@example.com`);
  await form.getByRole('checkbox', { name: /agree to receive SMS/ }).check();
  const phone = form.getByLabel('Phone Number');
  await phone.click();
  await phone.fill(phoneNumber);
  await form.getByRole('button', { name: 'Send Code' }).click();
  await expect(form.getByRole('button', { name: 'Code Sent' })).toBeDisabled();
  await form.getByLabel('Verification Code').fill(await waitForCode(phoneNumber));
  await form.getByRole('button', { name: 'Verify Code' }).click();
  await expect(form.getByRole('button', { name: 'Verified' })).toBeDisabled();
  await form.getByLabel('Podcast Name').fill('The Newcomer Hour');
  await form.getByLabel('Podcast URL').fill('https://open.spotify.com/show/newcomer-hour');
  await form.getByRole('textbox', { name: 'Password', exact: true }).fill(password);
  await form.getByLabel('Confirm Password').fill(password);
  await solveCaptcha(form);
  await form.getByRole('button', { name: 'Register' }).click();
  return username;
}

test('an owner invites a newcomer, who registers through the link, joins, and is removed', async ({
  page,
  context,
  browser,
  consoleGuard,
}) => {
  // A registration in the browser (SMS round trip, proof of work) and eight axe runs.
  test.setTimeout(300_000);
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  await page.setViewportSize({ width: 1440, height: 900 });
  const owner = await signInFreshAccount(page);
  const guestName = uniqueName('Team Guest');
  await createGuestWithApi(page.request, { name: guestName, details: 'Shared with the team' });
  const teamName = uniqueName('Morning Crew');

  await test.step('the owner creates a team in the Team tab', async () => {
    await openTeamTab(page);
    const form = page.getByRole('form', { name: 'Create team' });
    await expect(page.getByText('A team shares one board')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await form.getByRole('button', { name: 'Create team' }).click();
    await expect(form.getByText('Team name is required')).toBeVisible();
    await form.getByRole('textbox', { name: 'Team name' }).fill(teamName);
    await form.getByRole('button', { name: 'Create team' }).click();
    await expect(toast(page, 'Team created')).toBeVisible();
    await expect(page.getByRole('heading', { name: teamName })).toBeVisible();
    // The form and its button went: the team's first control has the focus.
    await expect(page.getByRole('button', { name: 'Rename team' })).toBeFocused();
    const members = page.getByRole('table', { name: 'Team members' });
    await expect(members.getByRole('row')).toHaveCount(2); // the header and the owner
    await expect(members).toContainText(`${owner.username} (you)`);
    await expect(members).toContainText('Owner');
  });

  let link = '';
  await test.step('the owner creates an invite link and copies it', async () => {
    const invites = page.getByRole('region', { name: 'Invites' });
    await expect(invites.getByRole('textbox', { name: 'Max uses' })).toHaveValue('10');
    await invites.getByRole('button', { name: 'Create invite link' }).click();
    await expect(toast(page, 'Invite link created')).toBeVisible();
    const field = invites.getByRole('textbox', { name: 'Invite link' });
    await expect(field).toHaveValue(/\/join\/[\w-]{43}$/);
    // The call disabled the button for a moment: the focus is back on it, the new link next.
    await expect(invites.getByRole('button', { name: 'Create invite link' })).toBeFocused();
    link = await field.inputValue();
    expect(new URL(link).origin).toBe(new URL(page.url()).origin);
    await invites.getByRole('button', { name: 'Copy link' }).click();
    await expect(toast(page, 'Copied to clipboard')).toBeVisible();
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(link);
    const list = invites.getByRole('list', { name: 'Invite links' });
    await expect(list.getByRole('listitem')).toHaveCount(1);
    await expect(list).toContainText('Active');
    await expect(list).toContainText('0 of 10 uses');
  });

  const newcomerContext = await newPersonContext(browser);
  const newcomer = await newcomerContext.newPage();
  await newcomer.setViewportSize({ width: 1440, height: 900 });
  let newcomerName = '';
  try {
    await test.step('the newcomer opens the link signed out and registers', async () => {
      await newcomer.goto(link);
      await expect(newcomer).toHaveURL(/\/auth$/);
      newcomerName = await registerInBrowser(newcomer);
      await expect(newcomer).toHaveURL(new URL(link).pathname);
    });

    const joinHeading = newcomer.getByRole('heading', { name: `Join ${teamName}` });
    await test.step('the join page: the team, its owner, the sharing switch', async () => {
      await expect(joinHeading).toBeVisible();
      await expect(newcomer.getByText(`${owner.username} invited you to their team`)).toContainText(
        '1 member',
      );
      await expect(
        newcomer.getByRole('switch', { name: 'Share my existing guests with the team' }),
      ).toBeChecked();
      await axeInBothSchemes(newcomer);
      await screenshotsInBothSchemes(newcomer, 'team-join', joinHeading);
    });

    await test.step('the newcomer joins and sees the owner’s guest', async () => {
      await newcomer.getByRole('button', { name: 'Join team' }).click();
      await expect(toast(newcomer, 'Welcome to the team')).toContainText(`You joined ${teamName}.`);
      await expect(newcomer).toHaveURL(/\/$/);
      await search(newcomer, guestName);
      await expect(card(newcomer, guestName)).toBeVisible();

      // A native select: its options are the browser's own list.
      const filter = newcomer.getByRole('combobox', { name: 'Show guests of' });
      const chosen = filter.locator('option:checked');
      await expect(chosen).toHaveText('All');
      await expect(filter.getByRole('option')).toHaveText(['All', 'Mine', owner.username]);
      await filter.selectOption({ label: 'Mine' });
      await expect(chosen).toHaveText('Mine');
      await expect(card(newcomer, guestName)).toHaveCount(0);
      await filter.selectOption({ label: owner.username });
      await expect(chosen).toHaveText(owner.username);
      // A username longer than the field ends in an ellipsis before the chevron.
      await expect(filter).toHaveCSS('text-overflow', 'ellipsis');
      // Beside the filter the search box keeps room to type at every desktop width.
      await expectHeaderFits(newcomer);
      await expect(card(newcomer, guestName)).toBeVisible();
      await axeInBothSchemes(newcomer);
      await screenshotsInBothSchemes(newcomer, 'team-board-filter', filter);

      await newcomer.getByRole('button', { name: `Edit ${guestName}` }).click();
      const dialog = newcomer.getByRole('dialog', { name: 'Edit Guest' });
      await expect(dialog.getByText(`Added by ${owner.username}`)).toBeVisible();
      await dialog.getByRole('button', { name: 'Close', exact: true }).click();
      await expect(dialog).toHaveCount(0);
    });

    await test.step('the owner sees the newcomer in the table (axe, screenshots)', async () => {
      await openTeamTab(page);
      const members = page.getByRole('table', { name: 'Team members' });
      await expect(members.getByRole('row')).toHaveCount(3);
      await expect(members).toContainText(newcomerName);
      await expect(page.getByRole('list', { name: 'Invite links' })).toContainText(
        `Used by ${newcomerName}`,
      );
      await axeInBothSchemes(page);
      await screenshotsInBothSchemes(page, 'team-tab', members);
    });

    await test.step('from the keyboard, a member’s menu opens a confirmation; Escape returns to the menu’s button', async () => {
      const actions = page.getByRole('button', { name: `Actions for ${newcomerName}` });
      await actions.focus();
      await page.keyboard.press('Enter');
      await expect(page.getByRole('menuitem', { name: 'Make owner' })).toBeVisible();
      await page.getByRole('menuitem', { name: 'Make owner' }).focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog', { name: `Make ${newcomerName} the owner?` });
      await expect(confirm).toBeVisible();
      // Handing the team over does not wait on a stray Enter.
      await expect(confirm.getByRole('button', { name: 'Make owner' })).not.toBeFocused();
      await page.keyboard.press('Escape');
      await expect(confirm).toHaveCount(0);
      await expect(actions).toBeFocused();
    });

    await test.step('the owner may not leave while others are in the team: the dialog says why, once', async () => {
      consoleGuard.allow(/status of 409 .*\/api\/team\/leave/);
      await page.getByRole('button', { name: 'Leave team' }).click();
      const confirm = page.getByRole('dialog', { name: 'Leave the team?' });
      await confirm.getByRole('button', { name: 'Leave team' }).click();
      await expect(confirm.getByRole('alert')).toContainText(
        'Hand the owner role to another member before leaving',
      );
      await expect(page.getByText('Could not leave the team')).toHaveCount(0);
      await expect(
        page.getByText('Hand the owner role to another member before leaving'),
      ).toHaveCount(1);
      await confirm.getByRole('button', { name: 'Cancel' }).click();
      await expect(confirm).toHaveCount(0);
    });

    await test.step('the owner removes the newcomer after confirming', async () => {
      await page.getByRole('button', { name: `Actions for ${newcomerName}` }).click();
      await page.getByRole('menuitem', { name: 'Remove' }).click();
      const confirm = page.getByRole('dialog', { name: `Remove ${newcomerName}?` });
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await expect(toast(page, 'Member removed')).toBeVisible();
      await expect(confirm).toHaveCount(0);
      await expect(page.getByRole('table', { name: 'Team members' }).getByRole('row')).toHaveCount(
        2,
      );
    });

    await test.step('the removed newcomer no longer sees the guest after a reload', async () => {
      await openBoard(newcomer);
      await expect(newcomer.getByRole('combobox', { name: 'Show guests of' })).toHaveCount(0);
      await expect(newcomer.getByText('No guests yet')).toBeVisible();
      await expect(card(newcomer, guestName)).toHaveCount(0);
    });
  } finally {
    await newcomerContext.close();
  }
});

test('signing in keeps an invite link; a bad link and a second team are refused', async ({
  page,
  browser,
  consoleGuard,
}) => {
  test.setTimeout(180_000);
  const teamName = uniqueName('Evening Crew');
  await signInFreshAccount(page);
  expect((await page.request.post('/api/team', { data: { name: teamName } })).status()).toBe(201);
  const created = await page.request.post('/api/team/invites', { data: { maxUses: 2 } });
  expect(created.status()).toBe(201);
  const { token } = (await created.json()) as { token: string };

  const inviteeContext = await newPersonContext(browser);
  const invitee = await inviteeContext.newPage();
  try {
    await test.step('a signed-out visitor signs in and lands on the join page', async () => {
      // An account of their own (a fresh one, so the test can run again), signed out again.
      const account = await registerAccount(inviteeContext.request);
      await inviteeContext.clearCookies();
      await invitee.goto(`/join/${token}`);
      await expect(invitee).toHaveURL(/\/auth$/);
      await logIn(invitee, account.username, account.password);
      await expect(invitee).toHaveURL(new RegExp(`/join/${token}$`));
      await expect(invitee.getByRole('heading', { name: `Join ${teamName}` })).toBeVisible();
    });

    await test.step('already in another team: the server’s refusal shows', async () => {
      const own = await invitee.request.post('/api/team', { data: { name: uniqueName('Solo') } });
      expect(own.status()).toBe(201);
      await invitee.getByRole('button', { name: 'Join team' }).click();
      await expect(invitee.getByRole('alert').filter({ hasText: 'You cannot join' })).toContainText(
        'You already belong to a team',
      );
      await expect(invitee).toHaveURL(new RegExp(`/join/${token}$`));
      // Said once, on the page: no toast repeats it.
      await expect(invitee.getByText('You already belong to a team')).toHaveCount(1);
    });
  } finally {
    await inviteeContext.close();
  }

  await test.step('an invalid link shows one not-valid page with a way to the board', async () => {
    consoleGuard.allow(/\/api\/invites\/.*status of 404|status of 404.*\/api\/invites\//);
    await page.goto('/join/not-a-real-invite-token');
    await expect(
      page.getByRole('heading', { name: 'This invite link is not valid' }),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: 'Go to the board' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test('from the keyboard, renaming and revoking hand the focus on', async ({
  page,
  consoleGuard,
}) => {
  await signInFreshAccount(page);
  const teamName = uniqueName('Focus Crew');
  await apiJson(page.request, 'post', '/api/team', { name: teamName });
  // Newest first on the tab: 3 uses, then 2, then 1.
  for (const maxUses of [1, 2, 3]) {
    await apiJson(page.request, 'post', '/api/team/invites', { maxUses });
  }
  await openTeamTab(page);
  const renameButton = page.getByRole('button', { name: 'Rename team' });
  const renameForm = page.getByRole('form', { name: 'Rename team' });
  const nameField = renameForm.getByRole('textbox', { name: 'Team name' });

  await test.step('Rename › Save and Rename › Cancel give the focus to Rename team', async () => {
    await renameButton.focus();
    await page.keyboard.press('Enter');
    await expect(nameField).toBeFocused();
    await nameField.fill(`${teamName} renamed`);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Team renamed')).toBeVisible();
    await expect(renameForm).toHaveCount(0);
    await expect(renameButton).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(nameField).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(renameForm.getByRole('button', { name: 'Save' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(renameForm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(renameForm).toHaveCount(0);
    await expect(renameButton).toBeFocused();
    await expect(page.getByRole('heading', { name: `${teamName} renamed` })).toBeVisible();
  });

  await test.step('a refused rename keeps the form, the focus on the name beside the reason', async () => {
    consoleGuard.allow(/status of 500 .*\/api\/team\b/);
    await page.route('**/api/team', (route) =>
      route.request().method() === 'PATCH'
        ? route.fulfill({ status: 500, json: { message: 'Database is resting' } })
        : route.fallback(),
    );
    await renameButton.focus();
    await page.keyboard.press('Enter');
    await nameField.fill(`${teamName} again`);
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Could not rename the team')).toContainText('Database is resting');
    await expect(nameField).toBeFocused();
    await page.unroute('**/api/team');
    await renameForm.getByRole('button', { name: 'Cancel' }).click();
    await expect(renameButton).toBeFocused();
  });

  const invites = page.getByRole('region', { name: 'Invites' });
  const links = invites.getByRole('list', { name: 'Invite links' }).getByRole('listitem');
  const link = (uses: string) => links.filter({ hasText: `0 of ${uses}` });
  const revoke = (uses: string) => link(uses).getByRole('button', { name: 'Revoke' });

  await test.step('a refused Revoke keeps the focus on its button', async () => {
    consoleGuard.allow(/status of 500 .*\/api\/team\/invites\/\d+/);
    await page.route('**/api/team/invites/*', (route) =>
      route.fulfill({ status: 500, json: { message: 'Database is resting' } }),
    );
    await revoke('2 uses').focus();
    await page.keyboard.press('Enter');
    await expect(toast(page, 'Could not revoke the invite')).toContainText('Database is resting');
    await expect(revoke('2 uses')).toBeFocused();
    await page.unroute('**/api/team/invites/*');
  });

  await test.step('Revoke gives the focus to the next link’s Revoke, else the one before’s, else Create invite link', async () => {
    await expect(links).toHaveCount(3);
    await revoke('2 uses').focus();
    await page.keyboard.press('Enter');
    await expect(link('2 uses')).toContainText('Revoked');
    await expect(revoke('1 use')).toBeFocused();

    // The last link: the one before it is revoked already, so the one before that.
    await page.keyboard.press('Enter');
    await expect(link('1 use')).toContainText('Revoked');
    await expect(revoke('3 uses')).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(link('3 uses')).toContainText('Revoked');
    await expect(invites.getByRole('button', { name: 'Create invite link' })).toBeFocused();
  });
});

test('Max uses keeps 0, 101 and 2.5 as typed and shows the server’s rule under it, sending nothing', async ({
  page,
}) => {
  await signInFreshAccount(page);
  await apiJson(page.request, 'post', '/api/team', { name: uniqueName('Uses Crew') });
  await apiJson(page.request, 'post', '/api/team/invites', {});
  await openTeamTab(page);
  const invites = page.getByRole('region', { name: 'Invites' });
  const links = invites.getByRole('list', { name: 'Invite links' }).getByRole('listitem');
  await expect(links).toHaveCount(1);
  const posts: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/team/invites')) {
      posts.push(request.url());
    }
  });
  const maxUses = invites.getByRole('textbox', { name: 'Max uses' });
  const create = invites.getByRole('button', { name: 'Create invite link' });
  const rule = invites.getByText('Uses must be a whole number from 1 to 100');
  for (const typed of ['0', '101', '2.5']) {
    await maxUses.fill('');
    await maxUses.pressSequentially(typed);
    // Leaving the field is where the number used to be clamped into 1–100.
    await create.click();
    await expect(rule).toBeVisible();
    await expect(maxUses).toHaveValue(typed);
    await expect(maxUses).toHaveAttribute('aria-invalid', 'true');
    expect(posts).toEqual([]);
  }
  await expect(links).toHaveCount(1);

  // A number in range is sent as typed, and the rule's message goes.
  await maxUses.fill('');
  await maxUses.pressSequentially('4');
  await expect(rule).toHaveCount(0);
  await create.click();
  await expect(toast(page, 'Invite link created')).toBeVisible();
  await expect(links).toHaveCount(2);
  await expect(links.filter({ hasText: '0 of 4 uses' })).toContainText('Active');
  expect(posts).toHaveLength(1);
});

test('handing the team over, leaving and deleting it hand the focus on', async ({
  page,
  teamOfTwo,
}) => {
  test.slow(); // two registrations (proof of work and SMS)
  const { member } = await teamOfTwo(uniqueName('Hand Over Crew'));
  const newOwner = member.account.username;
  await openTeamTab(page);

  await test.step('Make owner: no member’s menu is left, so the focus goes to Leave team', async () => {
    await chooseForMember(page, newOwner, 'Make owner');
    const confirm = page.getByRole('dialog', { name: `Make ${newOwner} the owner?` });
    await confirmWithKeyboard(confirm, 'Make owner');
    await expect(toast(page, 'Owner changed')).toBeVisible();
    await expect(page.getByRole('button', { name: `Actions for ${newOwner}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: 'Leave team' })).toBeFocused();
  });

  const createTeamName = (on: Page) =>
    on.getByRole('form', { name: 'Create team' }).getByRole('textbox', { name: 'Team name' });

  await test.step('Leave team: the focus goes to the Create team form’s Team name', async () => {
    await page.keyboard.press('Enter');
    await confirmWithKeyboard(page.getByRole('dialog', { name: 'Leave the team?' }), 'Leave team');
    await expect(toast(page, 'Left the team')).toBeVisible();
    await expect(createTeamName(page)).toBeFocused();
  });

  await test.step('Delete team (the new owner, alone now): the focus goes there too', async () => {
    const owner = member.page;
    await openTeamTab(owner);
    const deleteTeam = owner.getByRole('button', { name: 'Delete team' });
    await deleteTeam.focus();
    await owner.keyboard.press('Enter');
    await confirmWithKeyboard(
      owner.getByRole('dialog', { name: 'Delete the team?' }),
      'Delete team',
    );
    await expect(toast(owner, 'Team deleted')).toBeVisible();
    await expect(createTeamName(owner)).toBeFocused();
  });
});

test('removing members hands the focus to the next member’s menu, else the one before’s, else Delete team', async ({
  page,
  playwright,
  baseURL,
  teamOfTwo,
}) => {
  test.slow(); // four registrations (proof of work and SMS)
  const { member } = await teamOfTwo(uniqueName('Remove Crew'));
  // The two others join from request contexts of their own (a cookie jar each).
  const secondRequest = await playwright.request.newContext({ baseURL });
  const thirdRequest = await playwright.request.newContext({ baseURL });
  try {
    // Owner first, then by joining time.
    const first = member.account.username;
    const second = await joinNewMember(page.request, secondRequest);
    const third = await joinNewMember(page.request, thirdRequest);
    await openTeamTab(page);
    const members = page.getByRole('table', { name: 'Team members' });
    await expect(members.getByRole('row')).toHaveCount(5);
    const remove = async (username: string) => {
      await chooseForMember(page, username, 'Remove');
      await confirmWithKeyboard(
        page.getByRole('dialog', { name: `Remove ${username}?` }),
        'Remove',
      );
      await expect(members).not.toContainText(username);
    };
    const actions = (username: string) =>
      page.getByRole('button', { name: `Actions for ${username}` });

    await remove(second);
    await expect(actions(third)).toBeFocused();

    await remove(third);
    await expect(actions(first)).toBeFocused();

    // The one member left removed: the owner's own row has no menu.
    await remove(first);
    await expect(members.getByRole('row')).toHaveCount(2);
    await expect(page.getByRole('button', { name: 'Delete team' })).toBeFocused();
  } finally {
    await secondRequest.dispose();
    await thirdRequest.dispose();
  }
});

test('a rename reaches a member’s open Team tab without a reload', async ({ teamOfTwo }) => {
  const teamName = uniqueName('Rename Crew');
  const { owner, member } = await teamOfTwo(teamName);
  await openTeamTab(member.page);
  await expect(member.page.getByRole('heading', { name: teamName })).toBeVisible();
  // A mark on the page itself: the new name must come without a reload.
  const marker = await member.page.evaluate(() => {
    (window as Window & { beforeRename?: boolean }).beforeRename = true;
    return true;
  });
  expect(marker).toBe(true);

  await openTeamTab(owner.page);
  await owner.page.getByRole('button', { name: 'Rename team' }).click();
  const nameField = owner.page
    .getByRole('form', { name: 'Rename team' })
    .getByRole('textbox', { name: 'Team name' });
  await nameField.fill(`${teamName} Live`);
  await nameField.press('Enter');
  await expect(toast(owner.page, 'Team renamed')).toBeVisible();

  await expect(member.page.getByRole('heading', { name: `${teamName} Live` })).toBeVisible();
  expect(
    await member.page.evaluate(() => (window as Window & { beforeRename?: boolean }).beforeRename),
  ).toBe(true);
});

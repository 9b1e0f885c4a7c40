// Two people of one team on one board at once (docs/product.md#live-updates, #versions), each in a
// browser context of their own: a card one moves moves on the other's board without a reload; a
// guest one saves while the other edits it shows "Changed by", the other's save is refused with
// their text kept, and "Save mine over it" saves it; a stream that cannot connect shows on the board.
// A guest one archives while the other edits it, or has its journal open, keeps the other's dialog
// or sheet open with their text. Signing out in one tab sends the browser's other tabs to the
// sign-in page, not to "Offline, reconnecting".
import type { Page } from '@playwright/test';
import { card, column, dragCardWithMouse, openBoard, seriousViolations } from './board-helpers';
import { discardQuestion } from './dialog-helpers';
import { screenshotsAtEachWidth } from './screenshot-helpers';
import {
  captchaToken,
  createGuestWithApi,
  expect,
  test,
  uniqueName,
  type TeamOfTwo,
} from './session';

/** The guest's Edit dialog, unlocked, from its card. */
async function editUnlocked(page: Page, name: string) {
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Guest' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('switch', { name: 'Locked' }).click({ force: true });
  await expect(dialog.getByRole('switch', { name: 'Unlocked' })).not.toBeChecked();
  return dialog;
}

test('a teammate sees a move live; a stale save keeps the text and can be saved over', async ({
  page,
  teamOfTwo,
  consoleGuard,
}) => {
  consoleGuard.allow(/ERR_INTERNET_DISCONNECTED.*\/api\/live/);
  const { owner, member } = await teamOfTwo('Live Crew');
  const mate = member.page;

  const name = uniqueName('Shared Guest');
  await createGuestWithApi(page.request, { name, details: 'First draft', status: 'prospect' });
  await openBoard(page);
  await openBoard(mate);
  await expect(card(column(mate, 'Prospect'), name)).toBeVisible();

  // One moves the card; the other's board follows without a reload.
  await dragCardWithMouse(page, name, 'Hot Candidate');
  await expect(card(column(page, 'Hot Candidate'), name)).toBeVisible();
  await expect(card(column(mate, 'Hot Candidate'), name)).toBeVisible();
  await expect(card(column(mate, 'Prospect'), name)).toHaveCount(0);

  // Both edit the guest; the owner saves first.
  const mateDialog = await editUnlocked(mate, name);
  const mateDetails = mateDialog.getByRole('textbox', { name: 'Details' });
  await mateDetails.fill('Mate version of the details');
  const ownerDialog = await editUnlocked(page, name);
  await ownerDialog.getByRole('textbox', { name: 'Details' }).fill('Owner version');
  // A field the mate never touches: their "Save mine over it" keeps it.
  await ownerDialog.getByRole('textbox', { name: 'Organization' }).fill('Le Bistro');
  await ownerDialog.getByRole('button', { name: 'Update' }).click();
  await expect(ownerDialog.getByRole('switch', { name: 'Locked' })).toBeChecked();
  await expect(ownerDialog.getByRole('switch', { name: 'Locked' })).toBeFocused();

  // The mate is told, live, and keeps what they typed.
  const told = mateDialog
    .getByRole('alert')
    .filter({ hasText: `Changed by ${owner.account.username}` });
  await expect(told).toBeVisible();
  await expect(told.getByRole('list', { name: 'What they changed' })).toContainText(
    'Details: Owner version',
  );
  await expect(mateDetails).toHaveValue('Mate version of the details');
  await expect(told).toContainText('Your edits are still in the form.');

  // Saving on the old copy is refused: the text stays, and the choice is offered.
  await mateDialog.getByRole('button', { name: 'Update' }).click();
  const refused = mateDialog
    .getByRole('alert')
    .filter({ hasText: 'Not saved: changed by someone else' });
  await expect(refused).toContainText(
    `${owner.account.username} changed this guest since you opened it.`,
  );
  await expect(mateDetails).toHaveValue('Mate version of the details');
  // The focus is back on Update, beside the reason and the choice.
  await expect(mateDialog.getByRole('button', { name: 'Update' })).toBeFocused();
  expect(await seriousViolations(mate)).toEqual([]);
  await screenshotsAtEachWidth(mate, 'guest-conflict', refused, { fullPage: false });

  await refused.getByRole('button', { name: 'Save mine over it' }).click();
  await expect(mateDialog.getByRole('switch', { name: 'Locked' })).toBeChecked();
  await expect(mateDialog.getByRole('switch', { name: 'Locked' })).toBeFocused();
  await expect(mateDialog.getByRole('alert')).toHaveCount(0);
  await expect(ownerDialog.getByRole('alert')).toContainText(
    `Changed by ${member.account.username}`,
  );
  // The owner had saved and typed nothing since: nothing of theirs is said to be kept.
  await expect(ownerDialog.getByRole('alert')).toContainText(
    'The form still shows the version you opened.',
  );
  await ownerDialog.getByRole('button', { name: 'Reload their version' }).click();
  await expect(ownerDialog.getByRole('textbox', { name: 'Details' })).toHaveValue(
    'Mate version of the details',
  );
  // The alert and its button are gone: the focus is at the top of the form.
  await expect(ownerDialog.getByRole('switch', { name: 'Locked' })).toBeFocused();
  await expect(ownerDialog.getByRole('textbox', { name: 'Organization' })).toHaveValue('Le Bistro');

  // A stream that cannot connect shows on the board, and the badge goes once it is back.
  await ownerDialog.getByRole('button', { name: 'Close', exact: true }).click();
  await page.route('**/api/live**', (route) => route.abort('internetdisconnected'));
  await page.reload();
  await expect(page.getByText('Offline, reconnecting')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await page.unroute('**/api/live**');
  await expect(page.getByText('Offline, reconnecting')).toHaveCount(0, { timeout: 15_000 });
});

test("a teammate's archive and restore changes no field: the open edit is not interrupted and saves", async ({
  page,
  teamOfTwo,
}) => {
  const { member } = await teamOfTwo('Restore Crew');
  const mate = member.page;
  const name = uniqueName('Round Trip Guest');
  const guest = await createGuestWithApi(page.request, { name, details: 'As added' });
  await openBoard(mate);
  const dialog = await editUnlocked(mate, name);
  const details = dialog.getByRole('textbox', { name: 'Details' });
  await details.fill('Typed while it went and came back');

  // The owner archives the guest and restores it: a new version, the same fields.
  const roundTrip = async (whileGone = async () => {}) => {
    expect((await page.request.delete(`/api/guests/${guest.id}`)).ok()).toBe(true);
    await whileGone();
    const archived = (await (await page.request.get('/api/guests/archived')).json()) as {
      id: number;
      originalId: number;
    }[];
    const entry = archived.find((candidate) => candidate.originalId === guest.id)!;
    expect((await page.request.post(`/api/guests/archived/${entry.id}/restore`)).status()).toBe(
      200,
    );
  };
  await roundTrip(() => expect(dialog.getByRole('alert')).toContainText('No longer available'));
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  await expect(details).toHaveValue('Typed while it went and came back');

  // Nothing to tell, nothing to overwrite: the save goes through on the copy as it is now.
  await dialog.getByRole('button', { name: 'Update' }).click();
  await expect(dialog.getByRole('switch', { name: 'Locked' })).toBeChecked();
  await expect(dialog.getByRole('alert')).toHaveCount(0);
  const saved = (await (await page.request.get(`/api/guests/${guest.id}`)).json()) as {
    details: string;
  };
  expect(saved.details).toBe('Typed while it went and came back');

  // Again, with the stream cut so the dialog never hears of it: the save is refused for a change
  // of no field, and sent again on the copy as it is now, without a word.
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toBeHidden();
  await mate.route('**/api/live**', (route) => route.abort('internetdisconnected'));
  await mate.reload();
  const again = await editUnlocked(mate, name);
  await again.getByRole('textbox', { name: 'Details' }).fill('Saved over a silent round trip');
  await roundTrip();
  await again.getByRole('button', { name: 'Update' }).click();
  await expect(again.getByRole('switch', { name: 'Locked' })).toBeChecked();
  await expect(again.getByRole('alert')).toHaveCount(0);
  const resaved = (await (await page.request.get(`/api/guests/${guest.id}`)).json()) as {
    details: string;
  };
  expect(resaved.details).toBe('Saved over a silent round trip');
});

test('signing out in one tab sends the other to the sign-in page, whose stream stops', async ({
  page,
  account: _account,
}) => {
  // The page's timers run under a clock the test can move on: no reconnection is left waiting.
  await page.clock.install();
  const name = uniqueName('Journal Guest');
  await createGuestWithApi(page.request, { name, details: 'First draft' });
  const streams: string[] = [];
  page.on('request', (request) => {
    if (new URL(request.url()).pathname === '/api/live') streams.push(request.url());
  });
  await openBoard(page);
  await page.getByRole('button', { name: `View Journal for ${name}`, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: `Journal - ${name}` });
  await sheet.getByRole('textbox', { name: 'Note' }).fill('Called their agent');

  // The same browser's other tab signs out. At its next heartbeat the server ends the first tab's
  // stream; the tab finds the session gone (GET /api/user: 401) and goes to the sign-in page,
  // never "Offline, reconnecting".
  const other = await page.context().newPage();
  await openBoard(other);
  await other.getByRole('button', { name: 'Logout', exact: true }).click();
  await expect(other).toHaveURL(/\/auth$/);
  // The server's default heartbeat (15 s) is kept: a shorter one would also send pages that other
  // specs keep open on a session ended through the API to /auth before they look at them.
  await expect(page).toHaveURL(/\/auth$/, { timeout: 30_000 });
  await expect(page.getByRole('button', { name: 'Login', exact: true })).toBeVisible();
  expect(streams).toHaveLength(1);
  // Past the longest pause between reconnections: the stream was not opened again.
  await page.clock.runFor(60_000);
  await expect(page).toHaveURL(/\/auth$/);
  expect(streams).toHaveLength(1);
});

/**
 * A fresh host and a teammate (a browser context of their own), one guest of the host's on the
 * host's board, and the teammate's archiving of it.
 */
async function hostWithMate(page: Page, teamOfTwo: TeamOfTwo, teamName: string) {
  const { member } = await teamOfTwo(teamName);
  const name = uniqueName('Leaving Guest');
  const guest = await createGuestWithApi(page.request, { name, details: 'First draft' });
  await openBoard(page);
  const archiveIt = async () => {
    const archived = await member.page.request.delete(`/api/guests/${guest.id}`);
    expect(archived.status(), await archived.text()).toBe(200);
    await expect(card(page, name)).toHaveCount(0);
  };
  return { name, archiveIt };
}

/** The reads of a guest or its journal the page makes from now on (GET /api/guests/:id[/journal]). */
function guestReads(page: Page): string[] {
  const reads: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'GET' && /\/api\/guests\/\d+(\/journal)?$/.test(request.url()))
      reads.push(request.url());
  });
  return reads;
}

test('a guest a teammate archives while it is being edited keeps the dialog and the typed text', async ({
  page,
  teamOfTwo,
}) => {
  const { name, archiveIt } = await hostWithMate(page, teamOfTwo, 'Archive Crew');
  const dialog = await editUnlocked(page, name);
  const details = dialog.getByRole('textbox', { name: 'Details' });
  await details.fill('Notes still being typed');
  // Once the stream says it is archived, neither it nor its journal is read (each would be a 404).
  const reads = guestReads(page);
  await archiveIt();

  // The dialog stays, says why nothing can be saved, and keeps the text.
  const gone = dialog.getByRole('alert').filter({ hasText: 'No longer available' });
  await expect(gone).toContainText(
    `${name} was archived or deleted, or is no longer shared with you, so this form cannot be saved.`,
  );
  await expect(gone).toContainText('Your edits are still in the form');
  await expect(details).toHaveValue('Notes still being typed');
  await expect(dialog.getByRole('button', { name: 'Update' })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);

  // From the keyboard: closing asks before the typed text goes (it is still the host's,
  // docs/decisions/040-ask-before-discarding-edits.md); the card that opened it is gone, and no
  // other card is left beside it, so the focus goes to the board's first control, not to the
  // page's body.
  await page.keyboard.press('Escape');
  const question = page.getByRole('dialog', { name: 'Discard unsaved changes?' });
  await question.getByRole('button', { name: 'Discard', exact: true }).press('Enter');
  await expect(dialog).toHaveCount(0);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Guest not found or unavailable.' }),
  ).toHaveCount(0);
  await expect
    .poll(() => page.evaluate(() => document.activeElement?.closest('main') !== null))
    .toBe(true);
  expect(reads).toEqual([]);
});

test('a guest a teammate archives after its dialog and journal were closed leaves the board without a read', async ({
  page,
  teamOfTwo,
}) => {
  const { name, archiveIt } = await hostWithMate(page, teamOfTwo, 'Closed Crew');
  await page.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Guest' });
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await page.getByRole('button', { name: `View Journal for ${name}`, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: `Journal - ${name}` });
  await sheet.getByRole('button', { name: 'Close journal' }).click();
  await expect(sheet).toHaveCount(0);
  const reads = guestReads(page);

  // Nothing on screen shows it any more: it is not read (which would answer 404), and no
  // "Guest not found" is said.
  await archiveIt();
  await expect(
    page.getByRole('alert').filter({ hasText: 'Guest not found or unavailable.' }),
  ).toHaveCount(0);
  expect(reads).toEqual([]);
});

test('a guest a teammate archives while its journal is open keeps the sheet and the typed note', async ({
  page,
  teamOfTwo,
}) => {
  const { name, archiveIt } = await hostWithMate(page, teamOfTwo, 'Journal Crew');
  await page.getByRole('button', { name: `View Journal for ${name}`, exact: true }).click();
  const sheet = page.getByRole('dialog', { name: `Journal - ${name}` });
  await expect(sheet.getByText('Guest created')).toBeVisible();
  const note = sheet.getByRole('textbox', { name: 'Note' });
  await note.fill('Called their agent');
  // Once the stream says it is archived, neither it nor its journal is read (each would be a 404).
  const reads = guestReads(page);
  await archiveIt();

  const gone = sheet.getByRole('alert').filter({ hasText: 'No longer available' });
  await expect(gone).toContainText(
    `${name} was archived or deleted, or is no longer shared with you, so nothing can be added to this journal.`,
  );
  await expect(gone).toContainText('Your note is still in the box');
  await expect(note).toHaveValue('Called their agent');
  await expect(sheet.getByRole('button', { name: 'Add', exact: true })).toBeDisabled();
  expect(await seriousViolations(page)).toEqual([]);
  // Said on the Create Task tab as well, whose form keeps what is typed and cannot be sent; the
  // note is still there on coming back.
  await sheet.getByRole('tab', { name: 'Create Task' }).click();
  await expect(gone).toBeVisible();
  await sheet.getByRole('textbox', { name: 'Title' }).fill('Send the release form');
  await expect(sheet.getByRole('button', { name: 'Create Task', exact: true })).toBeDisabled();
  await sheet.getByRole('tab', { name: 'Add Note' }).click();
  await expect(note).toHaveValue('Called their agent');

  // The note is still typed: closing asks before it is thrown away (docs/decisions/044).
  await sheet.getByRole('button', { name: 'Close journal' }).click();
  await discardQuestion(page).getByRole('button', { name: 'Discard', exact: true }).click();
  await expect(sheet).toHaveCount(0);
  await expect(
    page.getByRole('alert').filter({ hasText: 'Guest not found or unavailable.' }),
  ).toHaveCount(0);
  expect(reads).toEqual([]);
});

test('an application one teammate opens loses its "New" badge on the other’s board at once; a dialog closed takes nothing off', async ({
  page,
  teamOfTwo,
}) => {
  const { member } = await teamOfTwo(uniqueName('Form Crew'));
  const mate = member.page;
  const slug = `crew-${Math.random().toString(36).slice(2, 10)}`;
  const saved = await page.request.put('/api/guest-form', {
    data: { enabled: true, slug, intro: '', askPhone: false, askLinkedin: false },
  });
  expect(saved.status(), await saved.text()).toBe(200);
  const name = uniqueName('Applicant');
  const clientIp = `10.9.${Math.floor(Math.random() * 254) + 1}.${Math.floor(Math.random() * 254) + 1}`;
  const apply = async () => {
    const response = await page.request.post(`/apply/${slug}`, {
      form: {
        name,
        email: `${slug}@example.com`,
        pitch: 'How octopuses solve puzzles.',
        captcha: await captchaToken(page.request),
      },
      headers: { 'x-forwarded-for': clientIp },
      maxRedirects: 0,
    });
    expect(response.status(), await response.text()).toBe(303);
  };
  const badge = (who: Page) => card(who, name).getByText('New', { exact: true });
  const seenMarks: string[] = [];
  mate.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/seen'))
      seenMarks.push(request.url());
  });

  await openBoard(page);
  await openBoard(mate);
  await apply();
  await expect(badge(page)).toBeVisible();
  await expect(badge(mate)).toBeVisible();

  // The mate opens it and closes it: the badge goes on both boards, without a reload.
  await mate.getByRole('button', { name: `Edit ${name}`, exact: true }).click();
  const dialog = mate.getByRole('dialog', { name: 'Edit Guest' });
  await expect(dialog).toBeVisible();
  await dialog.getByRole('button', { name: 'Close', exact: true }).click();
  await expect(dialog).toHaveCount(0);
  await expect(badge(mate)).toHaveCount(0);
  await expect(badge(page)).toHaveCount(0);
  expect(seenMarks).toHaveLength(1);

  // They apply again: "New" on both boards, and the mate's closed dialog takes nothing off.
  await apply();
  await expect(badge(page)).toBeVisible();
  await expect(badge(mate)).toBeVisible();
  await expect(card(mate, name)).toBeVisible();
  const [listed] = await page.request
    .get('/api/guests')
    .then((response) => response.json() as Promise<{ name: string; isNewApplication: boolean }[]>)
    .then((guests) => guests.filter((guest) => guest.name === name));
  expect(listed?.isNewApplication).toBe(true);
  expect(seenMarks).toHaveLength(1);
  await openBoard(mate);
  await expect(badge(mate)).toBeVisible();
});

test('a board narrowed to a teammate’s guests goes back to All when they leave, and stays there when they come back', async ({
  page,
  teamOfTwo,
}) => {
  const { member } = await teamOfTwo(uniqueName('Filter Crew'));
  const theirs = uniqueName('Their Guest');
  const mine = uniqueName('My Guest');
  await createGuestWithApi(member.page.request, { name: theirs, details: 'Shared' });
  await createGuestWithApi(page.request, { name: mine, details: 'Mine' });
  await openBoard(page);
  const filter = page.getByRole('combobox', { name: 'Show guests of' });
  const chosen = filter.locator('option:checked');
  await filter.selectOption({ label: member.account.username });
  await expect(card(page, mine)).toHaveCount(0);
  await expect(card(page, theirs)).toBeVisible();

  // Removed: their option goes, and the board shows everyone's guests again.
  const removed = await page.request.delete(`/api/team/members/${member.id}`);
  expect(removed.status(), await removed.text()).toBe(200);
  await expect(filter.getByRole('option')).toHaveText(['All', 'Mine']);
  await expect(chosen).toHaveText('All');
  await expect(card(page, mine)).toBeVisible();

  // Back through a new invite: their option is back, the board stays on All.
  const { token } = (await (await page.request.post('/api/team/invites', { data: {} })).json()) as {
    token: string;
  };
  const joined = await member.page.request.post(`/api/invites/${token}/join`, { data: {} });
  expect(joined.status(), await joined.text()).toBe(200);
  await expect(filter.getByRole('option')).toHaveText(['All', 'Mine', member.account.username]);
  await expect(chosen).toHaveText('All');
  await expect(card(page, mine)).toBeVisible();
});

test('a card a teammate moves while it is being dragged is refused at the drop, not moved over', async ({
  page,
  teamOfTwo,
  consoleGuard,
}) => {
  // The drop's refusal is the 409 this test is about.
  consoleGuard.allow(/status of 409 .*\/api\/guests\/\d+\/status/);
  const { owner, member } = await teamOfTwo('Drag Race Crew');
  const mate = member.page;
  const name = uniqueName('Contested');
  const guest = await createGuestWithApi(page.request, {
    name,
    details: 'Wanted in two columns',
    status: 'intro',
  });
  await openBoard(mate);
  await mate.getByRole('searchbox', { name: 'Search guests' }).fill(name);
  await expect(card(column(mate, 'Intro Call'), name)).toBeVisible();

  // The mate picks the card up from the keyboard and carries it one column right…
  const handle = mate.getByRole('button', { name: `Drag ${name}`, exact: true });
  await handle.focus();
  await mate.keyboard.press('Space');
  await expect(column(mate, 'Limbo')).toBeVisible();
  await mate.keyboard.press('ArrowRight');
  // …while the owner moves it to Hot Candidate, which the mate's board hears mid-drag.
  const moved = await page.request.patch(`/api/guests/${guest.id}/status`, {
    data: { status: 'hot' },
  });
  expect(moved.status()).toBe(200);
  await expect(column(mate, 'Hot Candidate').getByText('1 guest')).toBeVisible();
  // The card being carried stays on screen.
  await expect(mate.locator('[data-clone]').getByRole('article', { name })).toBeVisible();

  await mate.keyboard.press('Space');
  await expect(
    mate.locator('.mantine-Notification-root').filter({ hasText: 'Moved by someone else' }),
  ).toContainText(`${owner.account.username} moved ${name} to Hot Candidate first.`);
  await expect(card(column(mate, 'Hot Candidate'), name)).toBeVisible();
  await expect(card(column(mate, 'Limbo'), name)).toHaveCount(0);
  const stored = await page.request.get(`/api/guests/${guest.id}`);
  expect((await stored.json()).status).toBe('hot');
});

test('a card a teammate moves keeps the keyboard focus on the same control in its new column', async ({
  page,
  teamOfTwo,
}) => {
  const { member } = await teamOfTwo('Focus Keepers');
  const mate = member.page;
  const name = uniqueName('Focused');
  const guest = await createGuestWithApi(page.request, {
    name,
    details: 'Moved under the cursor',
    status: 'prospect',
  });
  await openBoard(mate);
  await mate.getByRole('searchbox', { name: 'Search guests' }).fill(name);
  await expect(card(column(mate, 'Prospect'), name)).toBeVisible();

  const moveTo = async (status: string) => {
    const moved = await page.request.patch(`/api/guests/${guest.id}/status`, {
      data: { status },
    });
    expect(moved.status()).toBe(200);
  };
  // On the handle: it is the handle in the new column that has the focus.
  const handle = mate.getByRole('button', { name: `Drag ${name}`, exact: true });
  await handle.focus();
  await moveTo('hot');
  await expect(card(column(mate, 'Hot Candidate'), name)).toBeVisible();
  await expect(handle).toBeFocused();
  // On a button of the card: that button, in the new column.
  const edit = mate.getByRole('button', { name: `Edit ${name}`, exact: true });
  await edit.focus();
  await moveTo('intro');
  await expect(card(column(mate, 'Intro Call'), name)).toBeVisible();
  await expect(edit).toBeFocused();
});

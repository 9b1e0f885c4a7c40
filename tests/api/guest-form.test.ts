// The public guest form (docs/product.md#guest-form, docs/decisions/026-guest-form.md): the host's
// settings with their validation and unique link names, the public page and its 404s, applications
// valid, invalid, duplicate (active and archived), over the per-IP and per-form limits, with a
// replayed captcha or a filled honeypot, and isolation between hosts and teams.
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { guestFormHits, guests } from '#server/db/schema/index.js';
import { runCleanup } from '#server/jobs.js';
import { addGuest, apiCall, createTestApp, signedInUser, solveCaptcha } from '../helpers/app.js';
import type { Json, TestApp } from '../helpers/app.js';
import { GUEST_FORM_MESSAGES } from '#shared/schemas/guest-form.js';
import { archiveGuest, restoreGuest } from '../helpers/action-center.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const SETTINGS = {
  enabled: true,
  slug: 'my-show',
  intro: 'Tell me about your research.',
  askPhone: true,
  askLinkedin: true,
};

const putForm = (cookie: string, body: Json) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/guest-form',
    headers: { cookie, 'content-type': 'application/json' },
    payload: body,
  });

/** A save of a copy of a form the caller no longer has: 409, and still no form of theirs. */
async function expectRefusedAsNotYours(cookie: string, body: Json) {
  const stale = await putForm(cookie, body);
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toEqual({ message: GUEST_FORM_MESSAGES.notYours });
  const after = (await apiCall(t, cookie, 'GET', '/api/guest-form')).json();
  expect(after).toMatchObject({ form: null });
}

async function hostWithForm(settings: Json = {}) {
  const host = await signedInUser(t);
  const response = await putForm(host.cookie, { ...SETTINGS, ...settings });
  expect(response.statusCode, response.body).toBe(200);
  return host;
}

let ipCounter = 0;
/** Posts the public form as a browser does (urlencoded), from its own IP unless told. */
async function apply(slug: string, fields: Record<string, string> = {}, ip?: string) {
  ipCounter += 1;
  const captcha = fields.captcha ?? (await solveCaptcha(t.app));
  return t.app.inject({
    method: 'POST',
    url: `/apply/${slug}`,
    remoteAddress: ip ?? `10.0.${Math.floor(ipCounter / 250)}.${ipCounter % 250}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    payload: new URLSearchParams({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      pitch: 'The first computer program, and what poetry has to do with it.',
      title: 'Mathematician',
      organization: 'Analytical Engines',
      ...fields,
      captcha,
    }).toString(),
  });
}

const board = async (cookie: string) =>
  (await apiCall(t, cookie, 'GET', '/api/guests')).json() as (Json & { id: number })[];
const journal = async (cookie: string, id: number) =>
  (await apiCall(t, cookie, 'GET', `/api/guests/${id}/journal`)).json() as Json[];

describe('form settings', () => {
  it('starts with no form and a free link name, and saves the settings', async () => {
    const host = await signedInUser(t);
    const first = await apiCall(t, host.cookie, 'GET', '/api/guest-form');
    expect(first.statusCode).toBe(200);
    const answer = first.json() as { form: null; suggestedSlug: string };
    expect(answer.form).toBeNull();
    expect(answer.suggestedSlug).toMatch(/^the-test-show-[0-9a-f]{6}$/);

    const saved = await putForm(host.cookie, { ...SETTINGS, slug: '  My-Show ' });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json()).toMatchObject({ ...SETTINGS, path: '/apply/my-show', team: false });
    const again = await apiCall(t, host.cookie, 'GET', '/api/guest-form');
    expect(again.json()).toMatchObject({ form: { slug: 'my-show' }, suggestedSlug: 'my-show' });
  });

  it('refuses bad settings with field errors', async () => {
    const host = await signedInUser(t);
    const response = await putForm(host.cookie, {
      enabled: 'yes',
      slug: 'a b',
      intro: 'x'.repeat(1001),
      askPhone: true,
    });
    expect(response.statusCode).toBe(400);
    const paths = (response.json() as { errors: { path: string }[] }).errors.map((e) => e.path);
    expect(paths).toEqual(expect.arrayContaining(['enabled', 'slug', 'intro', 'askLinkedin']));
    for (const slug of ['ab', '-abc', 'abc-', 'x'.repeat(41), 'caf\u00e9']) {
      expect((await putForm(host.cookie, { ...SETTINGS, slug })).statusCode, slug).toBe(400);
    }
    for (const intro of [null, 5]) {
      expect((await putForm(host.cookie, { ...SETTINGS, intro })).json(), String(intro)).toEqual({
        message: 'Introduction must be text (empty for none)',
        errors: [{ path: 'intro', message: 'Introduction must be text (empty for none)' }],
      });
    }
    expect((await apiCall(t, host.cookie, 'GET', '/api/guest-form')).json()).toMatchObject({
      form: null,
    });
  });

  it('keeps link names unique, and an old name stops working when it changes', async () => {
    const host = await hostWithForm();
    const other = await signedInUser(t);
    const taken = await putForm(other.cookie, { ...SETTINGS, slug: 'MY-SHOW' });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toEqual({
      message: 'This link name is already taken',
      errors: [{ path: 'slug', message: 'This link name is already taken' }],
    });
    expect((await t.app.inject('/apply/my-show')).statusCode).toBe(200);
    expect((await putForm(host.cookie, { ...SETTINGS, slug: 'new-name' })).statusCode).toBe(200);
    expect((await t.app.inject('/apply/my-show')).statusCode).toBe(404);
    expect((await t.app.inject('/apply/new-name')).statusCode).toBe(200);
    // The freed name is anyone's again.
    expect((await putForm(other.cookie, { ...SETTINGS, slug: 'my-show' })).statusCode).toBe(200);
  });

  it("refuses a name a team's form holds, and gives one of two simultaneous saves the name", async () => {
    const owner = await signedInUser(t);
    expect((await apiCall(t, owner.cookie, 'POST', '/api/team', { name: 'Pod' })).statusCode).toBe(
      201,
    );
    expect((await putForm(owner.cookie, SETTINGS)).statusCode).toBe(200);
    const solo = await signedInUser(t);
    expect((await putForm(solo.cookie, SETTINGS)).statusCode).toBe(409);

    const first = await signedInUser(t);
    const second = await signedInUser(t);
    const answers = await Promise.all(
      [first, second].map((who) => putForm(who.cookie, { ...SETTINGS, slug: 'same-name' })),
    );
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const refused = answers.find((answer) => answer.statusCode === 409);
    expect(refused?.json()).toMatchObject({ errors: [{ path: 'slug' }] });
  });

  it("refuses a save based on a copy a teammate's save has replaced, naming them", async () => {
    const owner = await signedInUser(t);
    const member = await signedInUser(t);
    expect((await apiCall(t, owner.cookie, 'POST', '/api/team', { name: 'Pod' })).statusCode).toBe(
      201,
    );
    const invite = await apiCall(t, owner.cookie, 'POST', '/api/team/invites', {});
    const { token } = invite.json() as { token: string };
    expect(
      (await apiCall(t, member.cookie, 'POST', `/api/invites/${token}/join`, {})).statusCode,
    ).toBe(200);
    const first = (await putForm(owner.cookie, SETTINGS)).json() as { updatedAt: string };

    // Both opened the tab on the first save; the member saves, then the owner does.
    t.clock.advance(60_000);
    const theirs = await putForm(member.cookie, {
      ...SETTINGS,
      intro: 'Theirs',
      updatedAt: first.updatedAt,
    });
    expect(theirs.statusCode).toBe(200);
    const mine = await putForm(owner.cookie, {
      ...SETTINGS,
      intro: 'Mine',
      updatedAt: first.updatedAt,
    });
    expect(mine.statusCode).toBe(409);
    expect(mine.json()).toMatchObject({
      message: `${member.user.username} changed this guest form since you opened it.`,
      conflict: { changedBy: member.user.username, current: { intro: 'Theirs' } },
    });
    const now = (await apiCall(t, owner.cookie, 'GET', '/api/guest-form')).json();
    expect(now).toMatchObject({ form: { intro: 'Theirs' } });

    // Based on the current copy, the save goes through; a malformed copy time is a 400.
    const current = (theirs.json() as { updatedAt: string }).updatedAt;
    const again = await putForm(owner.cookie, { ...SETTINGS, intro: 'Mine', updatedAt: current });
    expect(again.statusCode).toBe(200);
    const bad = await putForm(owner.cookie, { ...SETTINGS, updatedAt: 'yesterday' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ errors: [{ path: 'updatedAt' }] });
  });

  it("refuses a copy of the team's form from a member who has left the team, and saves nothing", async () => {
    const owner = await signedInUser(t);
    const member = await signedInUser(t);
    expect((await apiCall(t, owner.cookie, 'POST', '/api/team', { name: 'Pod' })).statusCode).toBe(
      201,
    );
    const { token } = (await apiCall(t, owner.cookie, 'POST', '/api/team/invites', {})).json() as {
      token: string;
    };
    await apiCall(t, member.cookie, 'POST', `/api/invites/${token}/join`, {});
    const teams = (await putForm(owner.cookie, SETTINGS)).json() as { updatedAt: string };
    // The member opened the team's form; the owner removes them before they save.
    const removed = await apiCall(t, owner.cookie, 'DELETE', `/api/team/members/${member.user.id}`);
    expect(removed.statusCode).toBe(200);

    await expectRefusedAsNotYours(member.cookie, {
      ...SETTINGS,
      slug: 'members-show',
      intro: 'For the team',
      updatedAt: teams.updatedAt,
    });
    expect((await apiCall(t, owner.cookie, 'GET', '/api/guest-form')).json()).toMatchObject({
      form: { intro: SETTINGS.intro, team: true },
    });

    // Saved again as a form never saved, the settings become the member's own form.
    const own = await putForm(member.cookie, {
      ...SETTINGS,
      slug: 'members-show',
      intro: 'For the team',
      updatedAt: null,
    });
    expect(own.statusCode, own.body).toBe(200);
    expect(own.json()).toMatchObject({ intro: 'For the team', team: false });
  });

  it("refuses a copy of the host's own form once they have made a team, whose form is not saved yet", async () => {
    const host = await signedInUser(t);
    const own = (await putForm(host.cookie, SETTINGS)).json() as { updatedAt: string };
    const team = await apiCall(t, host.cookie, 'POST', '/api/team', { name: 'New Crew' });
    expect(team.statusCode).toBe(201);
    await expectRefusedAsNotYours(host.cookie, {
      ...SETTINGS,
      intro: 'Mine',
      updatedAt: own.updatedAt,
    });
  });

  it('takes null for a form never saved: the first save goes through, a second such is stale', async () => {
    const host = await signedInUser(t);
    const first = await putForm(host.cookie, { ...SETTINGS, updatedAt: null });
    expect(first.statusCode, first.body).toBe(200);
    const saved = first.json() as { updatedAt: string };
    // Another tab that also opened the form before it was ever saved.
    const stale = await putForm(host.cookie, { ...SETTINGS, intro: 'Other tab', updatedAt: null });
    expect(stale.statusCode).toBe(409);
    expect(stale.json()).toMatchObject({
      message: `${host.user.username} changed this guest form since you opened it.`,
      conflict: { changedAt: saved.updatedAt, current: { intro: SETTINGS.intro } },
    });
    // The copy's time is compared as an instant: spelled without its milliseconds, it still is.
    t.clock.advance(60_000);
    const again = await putForm(host.cookie, {
      ...SETTINGS,
      intro: 'Second',
      updatedAt: saved.updatedAt.replace('.000Z', 'Z'),
    });
    expect(saved.updatedAt).toMatch(/\.000Z$/);
    expect(again.statusCode, again.body).toBe(200);
    expect((again.json() as { intro: string }).intro).toBe('Second');
  });

  it('lets one of two first saves at once through and refuses the other as stale', async () => {
    const host = await signedInUser(t);
    const [first, second] = await Promise.all([
      putForm(host.cookie, { ...SETTINGS, slug: 'first-show', updatedAt: null }),
      putForm(host.cookie, { ...SETTINGS, slug: 'second-show', updatedAt: null }),
    ]);
    expect([first.statusCode, second.statusCode].sort()).toEqual([200, 409]);
    const saved = (await apiCall(t, host.cookie, 'GET', '/api/guest-form')).json();
    const winner = first.statusCode === 200 ? 'first-show' : 'second-show';
    expect(saved).toMatchObject({ form: { slug: winner } });
  });

  it('needs a session', async () => {
    expect((await apiCall(t, undefined, 'GET', '/api/guest-form')).statusCode).toBe(401);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/guest-form',
      headers: { 'content-type': 'application/json' },
      payload: SETTINGS,
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('the public page', () => {
  it('is plain HTML with the intro as text, the asked fields and a honeypot', async () => {
    await hostWithForm({ intro: '<script>alert(1)</script> & welcome', askPhone: false });
    const response = await t.app.inject('/apply/MY-SHOW');
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    const html = response.body;
    expect(html).toContain('Be a guest on The Test Show');
    expect(html).toContain('&lt;script&gt;alert(1)&lt;/script&gt; &amp; welcome');
    expect(html).not.toContain('<script>alert(1)');
    expect(html).toContain('name="linkedinUrl"');
    expect(html).not.toContain('name="phoneNumber"');
    expect(html).toContain('name="website"');
    expect(html).toContain('method="post" action="/apply/my-show"');
  });

  it('answers 404 for an unknown or disabled form, and for other /apply addresses', async () => {
    await hostWithForm({ enabled: false });
    for (const url of [
      '/apply/my-show',
      '/apply/nothing-here',
      '/apply/my-show/thanks',
      '/apply/a/b/c',
      '/apply',
    ]) {
      const response = await t.app.inject(url);
      expect(response.statusCode, url).toBe(404);
      expect(response.body).toContain('This form is not available');
    }
    const post = await apply('my-show');
    expect(post.statusCode).toBe(404);
    // Any other method, whatever its body, gets the same page.
    for (const [method, url] of [
      ['POST', '/apply'],
      ['POST', '/apply/my-show/thanks'],
      ['PUT', '/apply/my-show'],
      ['DELETE', '/apply/my-show'],
      ['PATCH', '/apply/a/b'],
    ] as const) {
      const response = await t.app.inject({
        method,
        url,
        headers: { 'content-type': 'application/xml' },
        payload: '<x/>',
      });
      expect(response.statusCode, `${method} ${url}`).toBe(404);
      expect(response.headers['content-type']).toContain('text/html');
      expect(response.body).toContain('This form is not available');
    }
  });
});

describe('applications', () => {
  it('land as a new prospect with a "New" badge and the submitted text in the journal', async () => {
    const host = await hostWithForm();
    const response = await apply('my-show', {
      phoneNumber: '+1 555 010 9999',
      linkedinUrl: 'https://www.linkedin.com/in/ada',
    });
    expect(response.statusCode, response.body).toBe(303);
    expect(response.headers.location).toBe('/apply/my-show/thanks');
    const thanks = await t.app.inject('/apply/my-show/thanks');
    expect(thanks.statusCode).toBe(200);
    expect(thanks.body).toContain('Thank you for applying');

    const [guest] = await board(host.cookie);
    expect(guest).toMatchObject({
      name: 'Ada Lovelace',
      details: 'The first computer program, and what poetry has to do with it.',
      status: 'prospect',
      email: 'ada@example.com',
      title: 'Mathematician',
      organization: 'Analytical Engines',
      phoneNumber: '+1 555 010 9999',
      linkedinUrl: 'https://www.linkedin.com/in/ada',
      userId: host.user.id,
      organizationId: null,
      isNewApplication: true,
    });
    const [entry] = await journal(host.cookie, guest!.id);
    expect(entry).toMatchObject({
      action: 'application',
      description: 'Applied through the guest form',
      username: 'Guest form',
      userId: null,
    });
    expect(entry!.newValue).toContain('Email: ada@example.com');
    expect(entry!.newValue).toContain('what poetry has to do with it');

    // Opening it takes the badge off, without a new version.
    const seen = await apiCall(t, host.cookie, 'POST', `/api/guests/${guest!.id}/seen`);
    expect(seen.statusCode).toBe(200);
    const [after] = await board(host.cookie);
    expect(after).toMatchObject({ isNewApplication: false, version: guest!.version });
    // Opened again (or by two people at once): nothing to write, so the board keeps its version.
    const etag = (await apiCall(t, host.cookie, 'GET', '/api/guests')).headers.etag;
    const again = await apiCall(t, host.cookie, 'POST', `/api/guests/${guest!.id}/seen`);
    expect(again.statusCode).toBe(200);
    expect((await apiCall(t, host.cookie, 'GET', '/api/guests')).headers.etag).toBe(etag);
  });

  it('ignores fields the form does not ask for', async () => {
    const host = await hostWithForm({ askPhone: false, askLinkedin: false });
    const response = await apply('my-show', {
      phoneNumber: '+1 555 010 9999',
      linkedinUrl: 'not a url',
    });
    expect(response.statusCode).toBe(303);
    const [guest] = await board(host.cookie);
    expect(guest).toMatchObject({ phoneNumber: null, linkedinUrl: null });
  });

  it('take an answer holding NUL or other control characters without them, rather than refusing the whole form', async () => {
    const host = await hostWithForm();
    const response = await apply('my-show', {
      pitch: 'Poetry\u0000 and\tengines\u007F',
      name: 'Ada\u0000\u0001\u001B',
    });
    expect(response.statusCode, response.body).toBe(303);
    const [guest] = await board(host.cookie);
    expect(guest).toMatchObject({ name: 'Ada', details: 'Poetry and\tengines' });
  });

  it('count a line break as one character, as the text box did (a form post sends CRLF)', async () => {
    const host = await hostWithForm();
    const pitch = `${'ab\r\n'.repeat(1666)}ab`;
    const response = await apply('my-show', { pitch });
    expect(response.statusCode, response.body).toBe(303);
    const [guest] = await board(host.cookie);
    expect(guest!.details).toBe(`${'ab\n'.repeat(1666)}ab`);
    expect((guest!.details as string).length).toBe(5000);
  });

  it('refuse a name or pitch of invisible characters only, as blank', async () => {
    const host = await hostWithForm();
    const response = await apply('my-show', { name: '\u200b', pitch: '\u200b\u200d ' });
    expect(response.statusCode).toBe(400);
    expect(response.body).toContain('Name is required');
    expect(await board(host.cookie)).toEqual([]);
  });

  it("answer the form again with the guest form's messages and the values kept", async () => {
    const host = await hostWithForm();
    const response = await apply('my-show', {
      name: '',
      email: 'not-an-email',
      pitch: 'x'.repeat(5001),
      title: '<b>Dr</b>',
      linkedinUrl: 'https://example.com/ada',
    });
    expect(response.statusCode).toBe(400);
    const html = response.body;
    expect(html).toContain('Name is required');
    expect(html).toContain('Invalid email address');
    expect(html).toContain('Pitch must be at most 5000 characters');
    expect(html).toContain('URL must be from LinkedIn (e.g., linkedin.com or linked.in)');
    expect(html).toContain('value="&lt;b&gt;Dr&lt;/b&gt;"');
    expect(html).toContain('aria-invalid="true"');
    expect(await board(host.cookie)).toEqual([]);
  });

  it('keep an unspent spam check for the corrected answer, and never a spent or false one', async () => {
    const host = await hostWithForm();
    const token = await solveCaptcha(t.app);
    const mistake = await apply('my-show', { captcha: token, email: 'not-an-email' });
    expect(mistake.statusCode).toBe(400);
    // The solution comes back in the page, marked as passed; the corrected answer lands with it.
    expect(mistake.body).toContain(`name="captcha" id="captcha-token" value="${token}"`);
    expect(mistake.body).toContain('Spam check passed. You can send the form.');
    expect((await apply('my-show', { captcha: token })).statusCode).toBe(303);
    expect(await board(host.cookie)).toHaveLength(1);
    // Spent now: refused, and the page asks for a new check; nor is it handed back with a field
    // to correct, and neither is anything that is no solution.
    const replay = await apply('my-show', { captcha: token, email: 'other@example.com' });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('Captcha verification failed');
    const empty = 'name="captcha" id="captcha-token" value=""';
    expect(replay.body).toContain(empty);
    const spent = await apply('my-show', { captcha: token, email: 'not-an-email' });
    expect(spent.statusCode).toBe(400);
    expect(spent.body).toContain(empty);
    expect(spent.body).not.toContain('Spam check passed');
    const junk = await apply('my-show', { captcha: '"><b>x', email: 'not-an-email' });
    expect(junk.body).toContain(empty);
    // A solution about to expire (a minute of its ten left) is not worth handing back either.
    const late = await solveCaptcha(t.app);
    const realNow = Date.now;
    const now = vi.spyOn(Date, 'now').mockImplementation(() => realNow() + 9 * 60_000);
    try {
      const expiring = await apply('my-show', { captcha: late, email: 'not-an-email' });
      expect(expiring.statusCode).toBe(400);
      expect(expiring.body).toContain(empty);
    } finally {
      now.mockRestore();
    }
    expect(await board(host.cookie)).toHaveLength(1);
  });

  it('refuse a missing or replayed captcha', async () => {
    const host = await hostWithForm();
    const missing = await apply('my-show', { captcha: '' });
    expect(missing.statusCode).toBe(400);
    // No solution at all is a browser without JavaScript: the alert says so, not "correct the
    // fields" (they passed).
    expect(missing.body).toContain('<strong>Your application was not sent.</strong>');
    expect(missing.body).toContain('The spam check did not run: it needs JavaScript.');
    expect(missing.body).not.toContain('highlighted fields');

    const token = await solveCaptcha(t.app);
    expect((await apply('my-show', { captcha: token })).statusCode).toBe(303);
    const replay = await apply('my-show', {
      captcha: token,
      email: 'other@example.com',
      name: 'Other',
    });
    expect(replay.statusCode).toBe(400);
    expect(replay.body).toContain('<strong>Your application was not sent.</strong>');
    expect(replay.body).toContain('Captcha verification failed');
    expect(await board(host.cookie)).toHaveLength(1);

    // The challenge is still valid by the machine's clock, so its marker survives the clean-up
    // job however far the app's clock has moved, and the token stays spent.
    t.clock.advance(7 * 86_400_000);
    await runCleanup(t.app.ctx);
    const later = await apply('my-show', { captcha: token, email: 'late@example.com' });
    expect(later.statusCode).toBe(400);
    expect(later.body).toContain('Captcha verification failed');
  });

  it('thank a filled honeypot and land nothing', async () => {
    const host = await hostWithForm();
    const response = await apply('my-show', { website: 'https://spam.example' });
    expect(response.statusCode).toBe(303);
    expect(await board(host.cookie)).toEqual([]);
  });

  it('take an application with every field at its longest in Japanese (9 bytes a character sent)', async () => {
    const host = await hostWithForm();
    const longest = (length: number) => '日本語'.repeat(length).slice(0, length);
    const response = await apply('my-show', {
      name: longest(200),
      pitch: longest(5000),
      title: longest(500),
      organization: longest(500),
    });
    expect(response.statusCode, response.body).toBe(303);
    expect(await board(host.cookie)).toMatchObject([
      { name: longest(200), details: longest(5000) },
    ]);
  });

  it('refuse a body over the size cap', async () => {
    await hostWithForm();
    const response = await apply('my-show', { pitch: 'x'.repeat(100_000) });
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toContain('<h1>Your application was not sent.</h1>');
    expect(response.body).toContain(
      '<p>Your application is too long. Please shorten it and send it again.</p>',
    );
    expect(response.body).not.toContain('This form is not available');
  });

  it('add "Applied again" to an active duplicate instead of a second card', async () => {
    const host = await hostWithForm();
    const existing = await addGuest(t, host.cookie, {
      name: 'A. Lovelace',
      email: 'ADA@example.com',
    });
    const response = await apply('my-show');
    expect(response.statusCode).toBe(303);
    const list = await board(host.cookie);
    expect(list).toHaveLength(1);
    expect(list[0]).toMatchObject({ id: existing.id, name: 'A. Lovelace', isNewApplication: true });
    const [entry] = await journal(host.cookie, existing.id);
    expect(entry).toMatchObject({ action: 'application', description: 'Applied again' });
  });

  it('add "Applied again" to an archived duplicate, seen when it is restored', async () => {
    const host = await hostWithForm();
    const existing = await addGuest(t, host.cookie, { name: 'Ada Lovelace' });
    await archiveGuest(t, host.cookie, existing.id);
    expect((await apply('my-show')).statusCode).toBe(303);
    expect(await board(host.cookie)).toEqual([]);
    await restoreGuest(t, host.cookie, existing.id);
    const [restored] = await board(host.cookie);
    expect(restored).toMatchObject({ id: existing.id, isNewApplication: true });
    const entries = await journal(host.cookie, existing.id);
    expect(entries.map((e) => e.description)).toContain('Applied again');
  });

  it('stop at 5 per IP per hour with a clear message', async () => {
    const host = await hostWithForm();
    for (let i = 0; i < 5; i += 1) {
      const response = await apply(
        'my-show',
        { name: `Guest ${i}`, email: `g${i}@example.com` },
        '10.9.9.9',
      );
      expect(response.statusCode, response.body).toBe(303);
    }
    const sixth = await apply('my-show', { name: 'Guest 6', email: 'g6@example.com' }, '10.9.9.9');
    expect(sixth.statusCode).toBe(429);
    expect(sixth.body).toContain('Too many applications from your network');
    expect(await board(host.cookie)).toHaveLength(5);
    t.clock.advance(3_600_001);
    const later = await apply('my-show', { name: 'Guest 7', email: 'g7@example.com' }, '10.9.9.9');
    expect(later.statusCode).toBe(303);
  });

  it('stop at 200 per form per day', async () => {
    const host = await hostWithForm();
    await t.database.db
      .insert(guestFormHits)
      .values(Array.from({ length: 200 }, () => ({ key: 'form:1', createdAt: t.clock.now() })));
    const response = await apply('my-show');
    expect(response.statusCode).toBe(429);
    expect(response.body).toContain('This form has received too many applications today');
    expect(await board(host.cookie)).toEqual([]);
  });
});

describe('isolation', () => {
  it("one host's form and applications are invisible to another", async () => {
    const host = await hostWithForm();
    const other = await signedInUser(t);
    expect((await apply('my-show')).statusCode).toBe(303);
    const [guest] = await board(host.cookie);
    expect(await board(other.cookie)).toEqual([]);
    expect((await apiCall(t, other.cookie, 'GET', '/api/guest-form')).json()).toMatchObject({
      form: null,
    });
    const seen = await apiCall(t, other.cookie, 'POST', `/api/guests/${guest!.id}/seen`);
    expect(seen.statusCode).toBe(404);
    expect((await apiCall(t, host.cookie, 'POST', '/api/guests/abc/seen')).statusCode).toBe(404);
    const [still] = await board(host.cookie);
    expect(still).toMatchObject({ isNewApplication: true });
    // Once the host has opened it, another host's mark is still a 404, not a quiet 200.
    await apiCall(t, host.cookie, 'POST', `/api/guests/${guest!.id}/seen`);
    const late = await apiCall(t, other.cookie, 'POST', `/api/guests/${guest!.id}/seen`);
    expect(late.statusCode).toBe(404);
  });

  it("a team's form belongs to every member and lands on the team's board", async () => {
    const owner = await signedInUser(t);
    const member = await signedInUser(t);
    const outsider = await signedInUser(t);
    const team = await apiCall(t, owner.cookie, 'POST', '/api/team', { name: 'Pod Network' });
    expect(team.statusCode).toBe(201);
    const invite = await apiCall(t, owner.cookie, 'POST', '/api/team/invites', {});
    const { token } = invite.json() as { token: string };
    expect(
      (await apiCall(t, member.cookie, 'POST', `/api/invites/${token}/join`, {})).statusCode,
    ).toBe(200);

    const saved = await putForm(member.cookie, SETTINGS);
    expect(saved.json()).toMatchObject({ team: true, slug: 'my-show' });
    expect((await apiCall(t, owner.cookie, 'GET', '/api/guest-form')).json()).toMatchObject({
      form: { slug: 'my-show', team: true },
    });
    expect((await apply('my-show')).statusCode).toBe(303);
    const [guest] = await board(member.cookie);
    expect(guest).toMatchObject({ userId: owner.user.id, isNewApplication: true });
    expect((guest as Json).organizationId).not.toBeNull();
    expect(await board(owner.cookie)).toHaveLength(1);
    expect(await board(outsider.cookie)).toEqual([]);
    const [row] = await t.database.db.select().from(guests).where(eq(guests.id, guest!.id));
    expect(row?.createdBy).toBeNull();
  });
});

describe('limits shared through Redis', () => {
  /** Six applications from one fresh address through an app with `redisUrl`: their statuses. */
  async function sixFromOneAddress(redisUrl: string) {
    const shared = await createTestApp({ REDIS_URL: redisUrl });
    try {
      const host = await signedInUser(shared);
      const saved = await shared.app.inject({
        method: 'PUT',
        url: '/api/guest-form',
        headers: { cookie: host.cookie, 'content-type': 'application/json' },
        payload: SETTINGS,
      });
      expect(saved.statusCode).toBe(200);
      // A fresh address per run: Redis outlives the test database.
      const ip = `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}`;
      const statuses: number[] = [];
      for (let i = 0; i < 6; i += 1) {
        const response = await shared.app.inject({
          method: 'POST',
          url: '/apply/my-show',
          remoteAddress: ip,
          headers: { 'content-type': 'application/x-www-form-urlencoded' },
          payload: new URLSearchParams({
            name: `Guest ${i}`,
            email: `g${i}@example.com`,
            pitch: 'A pitch',
            captcha: await solveCaptcha(shared.app),
          }).toString(),
        });
        statuses.push(response.statusCode);
      }
      const databaseHits = await shared.database.db.select().from(guestFormHits);
      return { statuses, databaseHits };
    } finally {
      await shared.close();
    }
  }

  it('count per IP in Redis when REDIS_URL is set', async () => {
    const { statuses, databaseHits } = await sixFromOneAddress('redis://127.0.0.1:6379');
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    // Nothing went to the database's counters.
    expect(databaseHits).toEqual([]);
  });

  it('still hold, counted in the database, while Redis cannot be reached', async () => {
    // Nothing listens on this port.
    const { statuses, databaseHits } = await sixFromOneAddress('redis://127.0.0.1:6390');
    expect(statuses).toEqual([303, 303, 303, 303, 303, 429]);
    expect(databaseHits.length).toBeGreaterThan(0);
  });
});

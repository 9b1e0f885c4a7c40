// The board's guest list as a versioned answer (docs/product.md#board-versions,
// docs/decisions/030-reply-path.md): an ETag per board version that every write bumps, 304 for a
// current copy without a body, every change of the board (its own, a teammate's, a bulk import,
// joining a team) a new version, another board's changes not; compressed forms that are the same
// JSON; a second instance on the same database, with its own cache, never answering a stale list.
// The response check is on in these tests, so every 200 here was also compared byte for byte with
// the list as the guest schema writes it.
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { buildApp } from '#server/app.js';
import { addGuest as addGuestVia, apiCall, createTestApp, signedInUser } from '../helpers/app.js';
import type { Json, TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const call = (cookie: string | undefined, method: string, url: string, payload?: Json) =>
  apiCall(t, cookie, method as 'GET', url, payload);
const addGuest = (cookie: string, fields: Json = {}) => addGuestVia(t, cookie, fields);

/** GET /api/guests, with an If-None-Match when given. */
const list = (cookie: string, ifNoneMatch?: string, app = t.app) =>
  app.inject({
    method: 'GET',
    url: '/api/guests',
    headers: { cookie, ...(ifNoneMatch ? { 'if-none-match': ifNoneMatch } : {}) },
  });

async function etagOf(cookie: string): Promise<string> {
  const response = await list(cookie);
  expect(response.statusCode).toBe(200);
  const etag = response.headers.etag;
  expect(etag).toMatch(/^W\/"b\d+\.\d+\.\d+"$/);
  return etag as string;
}

/** Whether the board changed since `etag`: 200 with a new ETag, or 304 with none of a body. */
async function changedSince(cookie: string, etag: string): Promise<boolean> {
  const response = await list(cookie, etag);
  if (response.statusCode === 304) {
    expect(response.body).toBe('');
    expect(response.headers.etag).toBe(etag);
    return false;
  }
  expect(response.statusCode).toBe(200);
  expect(response.headers.etag).not.toBe(etag);
  return true;
}

describe('GET /api/guests: ETag and 304', () => {
  it('answers 304 with no body for the current ETag, in any of the forms a client sends it', async () => {
    const { cookie } = await signedInUser(t);
    await addGuest(cookie, { name: 'Ada Lovelace' });
    const etag = await etagOf(cookie);
    expect(await changedSince(cookie, etag)).toBe(false);
    const opaque = etag.replace(/^W\//, '');
    for (const header of [opaque, `"b0.0.0", ${etag}`, '*']) {
      expect((await list(cookie, header)).statusCode).toBe(304);
    }
    // A board with a guest has been written to: its version is not 0.
    expect((await list(cookie, '"b0.0.0"')).statusCode).toBe(200);
  });

  it('every change of a guest on the board is a new version: add, edit, move, archive, restore, import', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const changes: [string, () => Promise<{ statusCode: number }>][] = [
      ['add', () => call(cookie, 'POST', '/api/guests', { name: 'Grace', details: 'Navy' })],
      ['edit', () => call(cookie, 'PATCH', `/api/guests/${guest.id}`, { title: 'Professor' })],
      ['move', () => call(cookie, 'PATCH', `/api/guests/${guest.id}/status`, { status: 'hot' })],
      ['archive', () => call(cookie, 'DELETE', `/api/guests/${guest.id}`)],
      ['restore', () => call(cookie, 'POST', `/api/guests/archived/${guest.id}/restore`)],
      [
        'import',
        () =>
          call(cookie, 'POST', '/api/guests/import', {
            rows: [
              { row: 2, name: 'Alan Turing', details: 'Computing' },
              { row: 3, name: 'Katherine Johnson', details: 'Orbits' },
            ],
          }),
      ],
    ];
    for (const [what, change] of changes) {
      const etag = await etagOf(cookie);
      const response = await change();
      expect(response.statusCode, what).toBeLessThan(300);
      expect(await changedSince(cookie, etag), what).toBe(true);
    }
  });

  it('a journal note, which the list does not show, leaves the version as it is', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await addGuest(cookie);
    const etag = await etagOf(cookie);
    const note = await call(cookie, 'POST', `/api/guests/${guest.id}/journal`, {
      description: 'Emailed about dates',
    });
    expect(note.statusCode).toBe(201);
    expect(await changedSince(cookie, etag)).toBe(false);
  });

  it("another user's writes leave the board's version as it is", async () => {
    const host = await signedInUser(t);
    const other = await signedInUser(t);
    await addGuest(host.cookie);
    const etag = await etagOf(host.cookie);
    const theirs = await addGuest(other.cookie, { name: 'Someone Else' });
    await call(other.cookie, 'PATCH', `/api/guests/${theirs.id}/status`, { status: 'intro' });
    expect(await changedSince(host.cookie, etag)).toBe(false);
    // Their ETag, sent by the host, is not the host's board.
    expect((await list(host.cookie, await etagOf(other.cookie))).statusCode).toBe(200);
  });
});

describe('GET /api/guests: a team board', () => {
  async function team() {
    const owner = await signedInUser(t);
    expect((await call(owner.cookie, 'POST', '/api/team', { name: 'Network' })).statusCode).toBe(
      201,
    );
    const invite = await call(owner.cookie, 'POST', '/api/team/invites', {});
    const { token } = invite.json() as { token: string };
    const member = await signedInUser(t);
    expect((await call(member.cookie, 'POST', `/api/invites/${token}/join`, {})).statusCode).toBe(
      200,
    );
    return { owner, member };
  }

  it("a teammate's change is a new version of the whole team's board", async () => {
    const { owner, member } = await team();
    const guest = await addGuest(owner.cookie, { name: 'Shared Guest' });
    const etag = await etagOf(member.cookie);
    expect(await changedSince(member.cookie, etag)).toBe(false);
    await call(owner.cookie, 'PATCH', `/api/guests/${guest.id}/status`, { status: 'limbo' });
    expect(await changedSince(member.cookie, etag)).toBe(true);
    const listed = (await list(member.cookie)).json() as { id: number; status: string }[];
    expect(listed).toEqual([expect.objectContaining({ id: guest.id, status: 'limbo' })]);
  });

  it('joining a team is another list, so another ETag', async () => {
    const owner = await signedInUser(t);
    await addGuest(owner.cookie, { name: 'Owner Guest' });
    expect((await call(owner.cookie, 'POST', '/api/team', { name: 'Network' })).statusCode).toBe(
      201,
    );
    const { token } = (await call(owner.cookie, 'POST', '/api/team/invites', {})).json() as {
      token: string;
    };
    const member = await signedInUser(t);
    const before = await etagOf(member.cookie);
    await call(member.cookie, 'POST', `/api/invites/${token}/join`, {});
    expect(await changedSince(member.cookie, before)).toBe(true);
  });
});

describe('GET /api/guests: the answer itself', () => {
  it('is the same JSON identity, gzip and brotli, and the same again from the cache', async () => {
    const { cookie } = await signedInUser(t);
    for (let i = 0; i < 12; i += 1) {
      await addGuest(cookie, { name: `Guest ${i}`, details: `Details of guest number ${i}` });
    }
    const plain = await list(cookie);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.headers['cache-control']).toBe('no-store');
    const encoded = async (encoding: string) => {
      const response = await t.app.inject({
        method: 'GET',
        url: '/api/guests',
        headers: { cookie, 'accept-encoding': encoding },
      });
      expect(response.headers['content-encoding']).toBe(encoding);
      expect(response.headers.vary).toMatch(/accept-encoding/i);
      return response.rawPayload;
    };
    expect(gunzipSync(await encoded('gzip')).toString()).toBe(plain.body);
    expect(brotliDecompressSync(await encoded('br')).toString()).toBe(plain.body);
    expect((await list(cookie)).body).toBe(plain.body);
    expect((plain.json() as unknown[]).length).toBe(12);
  });

  it('writes any text a guest holds as JSON.stringify would', async () => {
    const { cookie } = await signedInUser(t);
    const name = 'Zoë "Z" O\'Brien \\ 😀';
    const details = 'Line one\nLine two\ttabbed \u0001 \u2028 </script>';
    await addGuest(cookie, { name, details });
    const [guest] = (await list(cookie)).json() as { name: string; details: string }[];
    expect(guest).toMatchObject({ name, details });
  });

  it('a second instance on the same database, with its own cache, never answers a stale list', async () => {
    const second = await buildApp({
      config: t.config,
      database: t.database,
      clock: t.clock.now,
      logger: false,
    });
    try {
      const { cookie } = await signedInUser(t);
      const guest = await addGuest(cookie);
      const first = await list(cookie, undefined, second);
      expect(first.headers.etag).toBe(await etagOf(cookie));
      await call(cookie, 'PATCH', `/api/guests/${guest.id}/status`, { status: 'scheduled' });
      const again = await list(cookie, undefined, second);
      expect(again.headers.etag).not.toBe(first.headers.etag);
      expect(again.json()).toEqual([expect.objectContaining({ status: 'scheduled' })]);
    } finally {
      await second.close();
    }
  });

  it('answers 401 signed out, ETag or not', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/guests',
      headers: { 'if-none-match': '*' },
    });
    expect(response.statusCode).toBe(401);
  });
});

// The API door (plugins/api.ts, docs/decisions/015-api-door.md): a route under /api needs a
// session unless it declares `config: { public: true }`, wherever it is registered, and what a
// route declares in its config shapes the one error handler's answer. The throwaway routes below
// are added to the real app before it starts, as a new route folder would be.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { HttpError } from '#server/errors.js';
import { apiCall, createTestApp, signedInUser } from '../helpers/app.js';
import type { TestApp } from '../helpers/app.js';
import { HIDDEN_ROUTES, PUBLIC_ROUTES, rawCall, routeTable } from '../helpers/routes.js';
import type { Method } from '../helpers/routes.js';

const ANONYMOUS = { message: 'Authentication required' };

class TeapotError extends HttpError {
  constructor() {
    super(418, 'Short and stout');
  }
  override toBody() {
    return { message: this.message, spout: 'here' };
  }
}

/** Throwaway routes, registered the way a route folder is: a plugin of its own under /api. */
async function doorTestRoutes(app: FastifyInstance) {
  const r = app.withTypeProvider<ZodTypeProvider>();
  let calls = 0;
  r.get('/api/door-test/calls', { config: { public: true } }, async () => ({ calls }));
  r.get('/api/door-test/closed', async () => {
    calls += 1;
    return { opened: true };
  });
  r.post(
    '/api/door-test/closed',
    { schema: { body: z.object({ name: z.string().min(1) }) } },
    async (request) => {
      calls += 1;
      return { name: request.body.name };
    },
  );
  r.get('/api/door-test/open', { config: { public: true } }, async () => ({ opened: true }));
  r.get(
    '/api/door-test/things/:id',
    {
      config: { paramsNotFound: 'Thing not found' },
      schema: { params: z.object({ id: z.coerce.number().int().positive() }) },
    },
    async (request) => ({ id: request.params.id }),
  );
  r.get(
    '/api/door-test/plain/:id',
    { schema: { params: z.object({ id: z.coerce.number().int().positive() }) } },
    async (request) => ({ id: request.params.id }),
  );
  r.get(
    '/api/door-test/filtered',
    {
      config: { queryNotFound: 'Filter not found' },
      schema: { querystring: z.object({ thingId: z.coerce.number().int().positive() }) },
    },
    async (request) => ({ thingId: request.query.thingId }),
  );
  r.post(
    '/api/door-test/upload',
    { bodyLimit: 100, config: { bodyTooLarge: 'That upload is too large.' } },
    async () => ({ ok: true }),
  );
  r.get('/api/door-test/teapot', async () => {
    throw new TeapotError();
  });
}

let t: TestApp;
let cookie: string;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.register(doorTestRoutes);
  // Outside any route folder too: the door still stands in front of it.
  t.app.get('/api/door-test/root', async () => ({ opened: true }));
  ({ cookie } = await signedInUser(t));
});
afterAll(async () => t.close());

describe('the door: a session unless the route says it is public', () => {
  it.each(['/api/door-test/closed', '/api/door-test/root'])(
    'a new route without the flag (%s) answers 401 signed out, and the handler never runs',
    async (url) => {
      const response = await apiCall(t, undefined, 'GET', url);
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual(ANONYMOUS);
      expect((await apiCall(t, undefined, 'GET', '/api/door-test/calls')).json()).toEqual({
        calls: 0,
      });
    },
  );

  it('answers 401 before reading the body: an invalid body signed out is still 401, not 400', async () => {
    const invalid = await rawCall(t, 'POST', '/api/door-test/closed', { body: '{"name": ""}' });
    expect(invalid.statusCode).toBe(401);
    expect(invalid.json()).toEqual(ANONYMOUS);
    const malformed = await rawCall(t, 'POST', '/api/door-test/closed', { body: '{not json' });
    expect(malformed.statusCode).toBe(401);
  });

  it('a session that is unknown counts as none', async () => {
    const response = await apiCall(t, `sid=${'B'.repeat(32)}`, 'GET', '/api/door-test/closed');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual(ANONYMOUS);
  });

  it('the same routes answer a signed-in caller', async () => {
    const get = await apiCall(t, cookie, 'GET', '/api/door-test/closed');
    expect(get.statusCode).toBe(200);
    expect(get.json()).toEqual({ opened: true });
    const post = await apiCall(t, cookie, 'POST', '/api/door-test/closed', { name: 'Ada' });
    expect(post.statusCode).toBe(200);
    expect(post.json()).toEqual({ name: 'Ada' });
    expect((await apiCall(t, cookie, 'GET', '/api/door-test/root')).statusCode).toBe(200);
  });

  it('a route with `public: true` answers signed out', async () => {
    const response = await apiCall(t, undefined, 'GET', '/api/door-test/open');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ opened: true });
  });

  it('an unknown /api path answers 404 signed out, not 401', async () => {
    const response = await apiCall(t, undefined, 'GET', '/api/door-test/nothing-here');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Not found' });
  });

  it("the app's routes that answer signed out are exactly the public ones the tests list", async () => {
    const documented = (await routeTable(t)).map((route) => route.key);
    const keys = [...new Set([...documented, ...HIDDEN_ROUTES])].filter(
      (key) => !key.includes('/door-test/'),
    );
    const open: string[] = [];
    for (const key of keys) {
      const [method, path] = key.split(' ') as [Method, string];
      const body = method === 'GET' ? {} : { body: '{}' };
      const response = await rawCall(t, method, path.replace(/\{(\w+)\}/g, '1'), body);
      if (response.statusCode !== 401) open.push(key);
    }
    // The OpenAPI document is public too; it is hidden from itself, so no test list names it.
    expect(open.sort()).toEqual([...PUBLIC_ROUTES, 'GET /api/openapi.json'].sort());
  });
});

describe('the one error handler reads what the route declares', () => {
  it("a malformed path id answers 404 with the route's message", async () => {
    const response = await apiCall(t, cookie, 'GET', '/api/door-test/things/abc');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Thing not found' });
    expect((await apiCall(t, cookie, 'GET', '/api/door-test/things/7')).json()).toEqual({
      id: 7,
    });
  });

  it('without a declared message, a malformed path id is a 400 validation answer', async () => {
    const response = await apiCall(t, cookie, 'GET', '/api/door-test/plain/abc');
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ errors: [expect.objectContaining({ path: 'id' })] });
  });

  it("a malformed query answers 404 with the route's message", async () => {
    const response = await apiCall(t, cookie, 'GET', '/api/door-test/filtered?thingId=x');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: 'Filter not found' });
  });

  it("a body over the route's limit answers 413 with the route's message", async () => {
    const body = JSON.stringify({ text: 'x'.repeat(200) });
    const response = await rawCall(t, 'POST', '/api/door-test/upload', { cookie, body });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({ message: 'That upload is too large.' });
  });

  it('an HttpError is answered with its own body', async () => {
    const response = await apiCall(t, cookie, 'GET', '/api/door-test/teapot');
    expect(response.statusCode).toBe(418);
    expect(response.json()).toEqual({ message: 'Short and stout', spout: 'here' });
  });
});

describe('the door refuses the NUL character, which PostgreSQL text cannot hold', () => {
  it('answers 400 with the field, for any route, and writes nothing', async () => {
    const { cookie } = await signedInUser(t);
    const guest = await apiCall(t, cookie, 'POST', '/api/guests', {
      name: 'Nul\u0000Guest',
      details: 'x',
    });
    expect(guest.statusCode).toBe(400);
    expect(guest.json()).toEqual({
      message: 'Text must not contain the NUL character',
      errors: [{ path: 'name', message: 'Text must not contain the NUL character' }],
    });
    expect((await apiCall(t, cookie, 'GET', '/api/guests')).json()).toEqual([]);

    const kept = await apiCall(t, cookie, 'POST', '/api/guests', { name: 'Kept', details: 'x' });
    const note = await apiCall(t, cookie, 'POST', `/api/guests/${kept.json().id}/journal`, {
      description: '\u0000',
    });
    expect(note.statusCode).toBe(400);
    expect(note.json().errors).toEqual([
      { path: 'description', message: 'Text must not contain the NUL character' },
    ]);
  });
});

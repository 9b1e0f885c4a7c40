import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createTestApp, createUser, PASSWORD } from '../helpers/app.js';
import type { TestApp } from '../helpers/app.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const CSRF = { message: 'Cross-site or non-JSON requests are not allowed' };

/** Every request of this file goes through here: no answer may be a 5xx. */
async function request(options: InjectOptions): Promise<LightMyRequestResponse> {
  const response = await t.app.inject(options);
  expect(
    response.statusCode,
    `${options.method} ${options.url} answered ${response.body}`,
  ).toBeLessThan(500);
  return response;
}

const loginBody = JSON.stringify({ username: 'nobody', password: 'whatever' });

/** The parts of an OpenAPI operation these tests read. */
interface OpenApiOperation {
  parameters?: { in: string; name: string; schema?: unknown }[];
  requestBody?: {
    content: Record<string, { schema?: { properties?: Record<string, unknown> } }>;
  };
}

function cspDirectives(response: LightMyRequestResponse): Map<string, string[]> {
  const header = response.headers['content-security-policy'];
  expect(typeof header).toBe('string');
  return new Map(
    String(header)
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .filter((words) => words[0])
      .map(([name, ...values]) => [name as string, values]),
  );
}

describe('security headers', () => {
  it.each(['/', '/api/user', '/auth', '/api/nope'])('are set on %s', async (url) => {
    const response = await request({ method: 'GET', url });
    const csp = cspDirectives(response);
    expect(csp.get('frame-ancestors')).toEqual(["'none'"]);
    expect(csp.get('base-uri')).toEqual(["'none'"]);
    expect(csp.get('object-src')).toEqual(["'none'"]);
    const scriptSrc = csp.get('script-src') ?? csp.get('default-src');
    expect(scriptSrc).toBeDefined();
    expect(scriptSrc).not.toContain("'unsafe-inline'");
    expect(scriptSrc).not.toContain("'unsafe-eval'");
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['x-frame-options']).toBe('DENY');
  });

  it('send Cache-Control: no-store on API answers, successful or not', async () => {
    const user = await createUser(t);
    const ok = await request({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: PASSWORD },
    });
    expect(ok.statusCode).toBe(200);
    const answers = [
      ok,
      await request({ method: 'GET', url: '/api/user' }),
      await request({ method: 'GET', url: '/api/nope' }),
      await request({ method: 'GET', url: '/api/captcha/challenge' }),
      await request({ method: 'POST', url: '/api/login', payload: { username: '', password: '' } }),
      await request({ method: 'GET', url: '/healthz' }),
    ];
    for (const response of answers) expect(response.headers['cache-control']).toBe('no-store');
  });
});

describe('CSRF (docs/product.md#csrf)', () => {
  it.each([
    [
      'form-encoded',
      { 'content-type': 'application/x-www-form-urlencoded' },
      'username=a&password=b',
    ],
    ['multipart', { 'content-type': 'multipart/form-data; boundary=x' }, '--x\r\n\r\n--x--'],
    ['text/plain', { 'content-type': 'text/plain' }, loginBody],
    [
      'cross-site JSON',
      { 'content-type': 'application/json', 'sec-fetch-site': 'cross-site' },
      loginBody,
    ],
    [
      'JSON from a foreign Origin',
      { 'content-type': 'application/json', origin: 'http://evil.example' },
      loginBody,
    ],
    [
      'JSON with a malformed Origin',
      { 'content-type': 'application/json', origin: 'not a url' },
      loginBody,
    ],
  ])('refuses a %s POST with 403', async (_name, headers, payload) => {
    const user = await createUser(t);
    const body =
      payload === loginBody
        ? JSON.stringify({ username: user.username, password: PASSWORD })
        : payload;
    const response = await request({ method: 'POST', url: '/api/login', headers, payload: body });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual(CSRF);
    expect(response.cookies.find((c) => c.name === 'sid')).toBeUndefined();
  });

  it('refuses a cross-site POST without a body too (logout)', async () => {
    const user = await createUser(t);
    const login = await request({
      method: 'POST',
      url: '/api/login',
      payload: { username: user.username, password: PASSWORD },
    });
    const cookie = `sid=${login.cookies.find((c) => c.name === 'sid')?.value}`;
    const logout = await request({
      method: 'POST',
      url: '/api/logout',
      headers: { cookie, 'sec-fetch-site': 'cross-site' },
    });
    expect(logout.statusCode).toBe(403);
    const me = await request({ method: 'GET', url: '/api/user', headers: { cookie } });
    expect(me.statusCode).toBe(200);
  });

  it.each([
    ['same-origin fetch metadata', { 'sec-fetch-site': 'same-origin' }],
    ['user-initiated fetch metadata', { 'sec-fetch-site': 'none' }],
    ['a matching Origin', { host: 'localhost:3000', origin: 'http://localhost:3000' }],
    ['no Origin and no fetch metadata', {}],
    [
      'a charset parameter',
      { 'content-type': 'application/json; charset=utf-8', 'sec-fetch-site': 'same-origin' },
    ],
  ])('lets same-origin JSON through: %s', async (_name, headers) => {
    const user = await createUser(t);
    const response = await request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json', ...headers },
      payload: JSON.stringify({ username: user.username, password: PASSWORD }),
    });
    expect(response.statusCode).toBe(200);
  });

  it('does not apply to reads', async () => {
    const response = await request({
      method: 'GET',
      url: '/api/user',
      headers: { 'sec-fetch-site': 'cross-site', origin: 'http://evil.example' },
    });
    expect(response.statusCode).toBe(401);
  });
});

describe('errors are JSON', () => {
  it('unknown API paths answer 404 {message}', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const response = await request({ method, url: '/api/nope' });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message: 'Not found' });
    }
  });

  it('an address that does not decode, or with a part over 100 characters, is a 404 in its format', async () => {
    for (const url of ['/api/guests/%E0%A4%A', `/api/invites/${'a'.repeat(5000)}`]) {
      const response = await request({ method: 'GET', url });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Not found' });
    }
    const page = await request({ method: 'GET', url: '/apply/%E0%A4%A' });
    expect(page.statusCode).toBe(404);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain('This form is not available');
    // No hook runs for such an address: the answers carry the security headers themselves.
    for (const url of ['/apply/%E0%A4%A', '/api/guests/%E0%A4%A']) {
      const response = await request({ method: 'GET', url });
      expect(response.headers['content-security-policy'], url).toContain("frame-ancestors 'none'");
      expect(response.headers['x-content-type-options'], url).toBe('nosniff');
      expect(response.headers['cache-control'], url).toBe('no-store');
    }
  });

  it('a page address that does not decode is answered as any unknown page', async () => {
    const headers = { accept: 'text/html' };
    const unknown = await request({ method: 'GET', url: '/guests/abc', headers });
    for (const url of ['/guests/%zz', '/guests/%E0%A4%A?tab=1', '/%']) {
      const response = await request({ method: 'GET', url, headers });
      expect(response.statusCode, url).toBe(unknown.statusCode);
      expect(response.body, url).toBe(unknown.body);
      for (const name of ['content-type', 'content-security-policy', 'cache-control']) {
        expect(response.headers[name], `${url} ${name}`).toBe(unknown.headers[name]);
      }
    }
    // Not a page: the API, a file and a write keep the JSON 404; the guest form its own page.
    for (const [method, url] of [
      ['GET', '/api/guests/%zz'],
      ['GET', '/assets/%zz.js'],
      ['POST', '/guests/%zz'],
    ] as const) {
      const response = await request({ method, url, headers });
      expect(response.statusCode, url).toBe(404);
      expect(response.json(), url).toEqual({ message: 'Not found' });
    }
    const form = await request({ method: 'GET', url: '/apply/%zz', headers });
    expect(form.statusCode).toBe(404);
    expect(form.body).toContain('This form is not available');
  });

  it("an answer made before any hook has the app's headers, its CSP only narrowed", async () => {
    const app = await request({ method: 'GET', url: '/api/nope' });
    const bare = await request({ method: 'GET', url: '/api/guests/%E0%A4%A' });
    for (const name of ['x-content-type-options', 'x-frame-options', 'referrer-policy']) {
      expect(bare.headers[name], name).toBe(app.headers[name]);
    }
    const appCsp = cspDirectives(app);
    const bareCsp = cspDirectives(bare);
    expect(bareCsp.get('default-src')).toEqual(["'none'"]);
    for (const name of ['frame-ancestors', 'base-uri']) {
      expect(bareCsp.get(name), name).toEqual(appCsp.get(name));
    }
    // Every source the bare answer allows, the app's own CSP allows too.
    for (const [name, sources] of bareCsp) {
      const allowed = appCsp.get(name) ?? appCsp.get('default-src') ?? [];
      for (const source of sources) {
        if (source !== "'none'") expect(allowed, `${name} ${source}`).toContain(source);
      }
    }
  });

  /** A body sent as JSON to a route that reads one (the login), as it came. */
  const postJson = (payload: string) =>
    request({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload,
    });

  it.each([
    ['{"username": "a", ', 'The request body is not valid JSON.'],
    ['', 'The request body is empty: send a JSON object.'],
  ])(
    'a malformed or empty JSON body (%j) answers 400 with a message in words',
    async (payload, message) => {
      const response = await postJson(payload);
      expect(response.statusCode).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json()).toEqual({ message });
    },
  );

  it('a __proto__ key, or a constructor key holding a prototype, is refused with 400 saying so', async () => {
    const message =
      'The request body may not contain a "__proto__" key or a "constructor" key holding a "prototype".';
    for (const payload of [
      '{"__proto__": {"admin": true}, "username": "a"}',
      '{"username": "a", "password": {"__proto__": null}}',
      '{"constructor": {"prototype": {"admin": true}}, "username": "a"}',
    ]) {
      const response = await postJson(payload);
      expect(response.statusCode, payload).toBe(400);
      expect(response.headers['content-type']).toMatch(/^application\/json/);
      expect(response.json(), payload).toEqual({ message });
    }
    // A route that reads no body refuses it too, with the same words.
    const logout = await request({
      method: 'POST',
      url: '/api/logout',
      headers: { 'content-type': 'application/json' },
      payload: '{"__proto__": {}}',
    });
    expect(logout.statusCode).toBe(400);
    expect(logout.json()).toEqual({ message });
    // A constructor key that holds no prototype is an unknown key like any other.
    const plain = await postJson('{"constructor": "x", "username": "a"}');
    expect(plain.json().errors).toEqual(
      expect.arrayContaining([expect.objectContaining({ path: 'password' })]),
    );
    expect(({} as { admin?: boolean }).admin).toBeUndefined();
  });

  it('no body at all where the route reads a JSON object answers as an empty body does', async () => {
    for (const url of ['/api/login', '/api/register', '/api/forgot-password']) {
      const response = await request({ method: 'POST', url });
      expect(response.statusCode, url).toBe(400);
      expect(response.json(), url).toEqual({
        message: 'The request body is empty: send a JSON object.',
      });
    }
    // A route that reads no body still needs none.
    expect((await request({ method: 'POST', url: '/api/logout' })).statusCode).toBe(200);
  });

  it('a JSON body that is not an object answers 400 {message, errors}', async () => {
    for (const payload of ['[]', '"text"', 'null', '42']) {
      const response = await postJson(payload);
      expect(response.statusCode).toBe(400);
      expect(response.json(), payload).toEqual({
        message: 'Invalid request',
        errors: [{ path: '', message: 'Invalid request' }],
      });
    }
  });

  it('a body over 1 MB answers 413 {message}', async () => {
    const response = await postJson(
      JSON.stringify({ username: 'a', password: 'x'.repeat(1_100_000) }),
    );
    expect(response.statusCode).toBe(413);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(typeof response.json().message).toBe('string');
  });

  it('overlong fields answer 400, never 5xx', async () => {
    const response = await request({
      method: 'POST',
      url: '/api/login',
      payload: { username: 'u'.repeat(5_000), password: 'p'.repeat(5_000) },
    });
    expect(response.statusCode).toBe(400);
  });
});

describe('service endpoints', () => {
  it('GET /healthz answers 200', async () => {
    const response = await request({ method: 'GET', url: '/healthz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ status: 'ok' });
  });

  it('GET /api/openapi.json describes the API', async () => {
    const response = await request({ method: 'GET', url: '/api/openapi.json' });
    expect(response.statusCode).toBe(200);
    const doc = response.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/login', '/api/register', '/api/user', '/api/forgot-password']),
    );
  });

  it('GET /api/openapi.json states the rules that refinements check', async () => {
    const doc = (await request({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<string, Record<string, OpenApiOperation>>;
    };
    // A required text: blank or only invisible characters is refused by a refinement.
    const create = doc.paths['/api/guests']?.post?.requestBody?.content['application/json']?.schema;
    expect(create?.properties?.name).toMatchObject({
      type: 'string',
      minLength: 1,
      maxLength: 200,
    });
    // A day of an Insights period: a refinement reads it as a date.
    for (const path of ['/api/insights/pipeline', '/api/insights/flow']) {
      const query = doc.paths[path]?.get?.parameters ?? [];
      for (const name of ['from', 'to']) {
        const parameter = query.find((p) => p.in === 'query' && p.name === name);
        expect(parameter?.schema, `${path} ${name}`).toMatchObject({
          type: 'string',
          format: 'date',
        });
      }
    }
  });

  it('GET /api/captcha/config names the provider', async () => {
    const response = await request({ method: 'GET', url: '/api/captcha/config' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ provider: 'altcha' });
  });
});

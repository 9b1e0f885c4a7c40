// docs/product.md#sessions: while a logout is under way no read goes out with the ending session
// (it would answer 401); writes still do, and reads go out again once the hold is let go.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { apiRequest, holdReads, ReadHeldError } from '#web/lib/api.js';

function countCalls() {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string, init: RequestInit) => {
      calls.push(`${init.method ?? 'GET'} ${path}`);
      return Promise.resolve(new Response(JSON.stringify({ ok: true }), { status: 200 }));
    }),
  );
  return calls;
}

afterEach(() => {
  holdReads(false);
  vi.unstubAllGlobals();
});

describe('holdReads', () => {
  it('refuses reads without sending them while held, and lets writes through', async () => {
    const calls = countCalls();
    holdReads(true);
    await expect(apiRequest('GET', '/api/tasks')).rejects.toBeInstanceOf(ReadHeldError);
    await expect(apiRequest('POST', '/api/logout')).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['POST /api/logout']);

    holdReads(false);
    await expect(apiRequest('GET', '/api/tasks')).resolves.toEqual({ ok: true });
    expect(calls).toEqual(['POST /api/logout', 'GET /api/tasks']);
  });
});

// A card move carries the version the board showed (docs/product.md#versions): when the guest
// changed meanwhile but is still in the column the mover saw, the move goes through on the new
// version; when someone moved it elsewhere, the move is refused with the guest as it really is.
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { GuestDto } from '#shared/schemas/guests.js';
import { updateGuestStatus } from '#web/features/guests/api/update-guest-status.js';
import { ApiError } from '#web/lib/api.js';
import { conflictOf } from '#web/lib/conflict.js';

const current = (patch: Partial<GuestDto>) => ({ id: 5, name: 'Jane', version: 4, ...patch });

/** fetch answering each PATCH in turn from `answers`, keeping the bodies sent. */
function answer(answers: { status: number; body: unknown }[]) {
  const sent: unknown[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((_path: string, init: RequestInit) => {
      sent.push(JSON.parse(init.body as string));
      const next = answers.shift() ?? { status: 500, body: {} };
      return Promise.resolve(new Response(JSON.stringify(next.body), { status: next.status }));
    }),
  );
  return sent;
}

const conflict = (guest: unknown) => ({
  status: 409,
  body: {
    message: 'cohost changed this guest since you opened it.',
    conflict: { changedBy: 'cohost', changedAt: '2026-11-25T10:00:00.000Z', current: guest },
  },
});

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('a stale card move', () => {
  it('goes through on the new version when the card is still where the mover saw it', async () => {
    const sent = answer([
      conflict(current({ status: 'prospect', details: 'Edited meanwhile' })),
      { status: 200, body: current({ status: 'hot', version: 5 }) },
    ]);
    const moved = await updateGuestStatus({
      id: 5,
      status: 'hot',
      seen: { status: 'prospect', version: 3 },
    });
    expect(moved).toMatchObject({ status: 'hot', version: 5 });
    expect(sent).toEqual([
      { status: 'hot', version: 3 },
      { status: 'hot', version: 4 },
    ]);
  });

  it('is refused with the guest where it really is when someone moved it elsewhere', async () => {
    const sent = answer([conflict(current({ status: 'intro' }))]);
    const refused = await updateGuestStatus({
      id: 5,
      status: 'hot',
      seen: { status: 'prospect', version: 3 },
    }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ApiError);
    expect(conflictOf<GuestDto>(refused)?.conflict.current).toMatchObject({ status: 'intro' });
    expect(sent).toEqual([{ status: 'hot', version: 3 }]);
  });
});

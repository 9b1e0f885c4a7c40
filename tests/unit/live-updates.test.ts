// The live stream's client rules (docs/product.md#live-updates): parsing an event, the reconnect
// pause, and what a relayed change does to the cached lists (one guest read again, never the list).
import { QueryClient } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { NOTIFICATION_DEFAULTS } from '#shared/notifications.js';
import type { GuestDto } from '#shared/schemas/guests.js';
import { createQueryClient } from '#web/app/query-client.js';
import { applyChange } from '#web/features/live/apply-change.js';
import {
  connectLive,
  parseLiveChange,
  reconnectDelay,
  recentChangeIds,
  type LiveChange,
} from '#web/features/live/live-connection.js';
import { changedGuestFields, guestToFormValues } from '#web/features/guests/guest-form.js';
import {
  messagesQueryOptions,
  preferencesQueryOptions,
} from '#web/features/notifications/api/notifications.js';
import {
  ACTION_ITEMS_QUERY_KEY,
  CALENDAR_QUERY_KEY,
  GUESTS_QUERY_KEY,
  journalQueryKey,
  TASKS_QUERY_KEY,
} from '#web/lib/query-keys.js';
import { sessionEnded, USER_QUERY_KEY } from '#web/lib/session.js';

const guest = (id: number, patch: Partial<GuestDto> = {}): GuestDto => ({
  id,
  userId: 1,
  organizationId: 5,
  name: `Guest ${id}`,
  details: 'Details',
  status: 'prospect',
  importantDate: null,
  importantDateFormatted: null,
  followUpType: null,
  university: null,
  title: null,
  organization: null,
  phoneNumber: null,
  email: null,
  linkedinUrl: null,
  isLocked: true,
  dateAdded: '2026-01-01T10:00:00.000Z',
  createdBy: 1,
  lastModifiedBy: 2,
  lastModifiedAt: null,
  createdByName: 'host',
  lastModifiedByName: 'cohost',
  updatedAt: '2026-01-01T10:00:00.000Z',
  version: 1,
  isNewApplication: false,
  ...patch,
});

const change = (patch: Partial<LiveChange>): LiveChange => ({
  kind: 'guest',
  op: 'update',
  id: 1,
  guestId: 1,
  version: 2,
  by: 2,
  ...patch,
});

/** fetch answering GET /api/guests/:id from `server`, counting the calls. */
function serveGuests(server: Map<number, GuestDto>) {
  const calls: string[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn((path: string) => {
      calls.push(path);
      const id = Number(/\/api\/guests\/(\d+)$/.exec(path)?.[1]);
      const found = server.get(id);
      return Promise.resolve(
        found
          ? new Response(JSON.stringify(found), { status: 200 })
          : new Response(JSON.stringify({ message: 'Guest not found' }), { status: 404 }),
      );
    }),
  );
  return calls;
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('parseLiveChange', () => {
  it('reads a change and refuses what is not one', () => {
    expect(
      parseLiveChange('{"kind":"task","op":"insert","id":4,"guestId":null,"version":1,"by":3}'),
    ).toEqual({ kind: 'task', op: 'insert', id: 4, guestId: null, version: 1, by: 3 });
    expect(parseLiveChange('{"kind":"planet","id":1}')).toBeNull();
    expect(parseLiveChange('{"kind":"guest"}')).toBeNull();
    expect(parseLiveChange('not json')).toBeNull();
  });
});

describe('reconnectDelay', () => {
  it('doubles from one second up to thirty, within a fifth either way', () => {
    expect(reconnectDelay(0, () => 0.5)).toBe(1000);
    expect(reconnectDelay(1, () => 0.5)).toBe(2000);
    expect(reconnectDelay(3, () => 0.5)).toBe(8000);
    expect(reconnectDelay(12, () => 0.5)).toBe(30_000);
    expect(reconnectDelay(0, () => 0)).toBe(800);
    expect(reconnectDelay(0, () => 1)).toBe(1200);
  });
});

describe('recentChangeIds', () => {
  it('takes each id once, and forgets the oldest beyond its size', () => {
    const had = recentChangeIds(3);
    expect([7, 8, 7, 9].map((id) => had.add(id))).toEqual([true, true, false, true]);
    // A fourth id pushes out 7, the first had; 8 and 9 are still known.
    expect(had.add(10)).toBe(true);
    expect([8, 9, 10].map((id) => had.add(id))).toEqual([false, false, false]);
    expect(had.add(7)).toBe(true);
  });
});

describe('applyChange', () => {
  it('reads the one changed guest and puts it in its place; the others keep their identity', async () => {
    const queryClient = new QueryClient();
    const other = guest(2);
    queryClient.setQueryData(GUESTS_QUERY_KEY, [guest(1), other]);
    const calls = serveGuests(new Map([[1, guest(1, { status: 'hot', version: 2 })]]));

    await applyChange(queryClient, change({ id: 1, version: 2 }));

    const list = queryClient.getQueryData<GuestDto[]>(GUESTS_QUERY_KEY);
    expect(list?.map((g) => [g.id, g.status, g.version])).toEqual([
      [1, 'hot', 2],
      [2, 'prospect', 1],
    ]);
    expect(list?.[1]).toBe(other);
    expect(calls).toEqual(['/api/guests/1']);
  });

  it('skips a change the list already has (the tab made it itself)', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(GUESTS_QUERY_KEY, [guest(1, { version: 3 })]);
    const calls = serveGuests(new Map());
    await applyChange(queryClient, change({ id: 1, version: 3 }));
    expect(calls).toEqual([]);
  });

  it('reads again, at the same version, a copy still showing the "New" badge someone took off', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(GUESTS_QUERY_KEY, [
      guest(1, { version: 3, isNewApplication: true }),
      guest(2, { version: 3 }),
    ]);
    const calls = serveGuests(
      new Map([
        [1, guest(1, { version: 3 })],
        [2, guest(2, { version: 3 })],
      ]),
    );

    await applyChange(queryClient, change({ id: 1, version: 3 }));
    await applyChange(queryClient, change({ id: 2, version: 3 }));

    const list = queryClient.getQueryData<GuestDto[]>(GUESTS_QUERY_KEY);
    expect(list?.map((g) => [g.id, g.isNewApplication])).toEqual([
      [1, false],
      [2, false],
    ]);
    // Guest 2 showed no badge: nothing at its version can change its card.
    expect(calls).toEqual(['/api/guests/1']);
  });

  it('adds a new guest and drops one the user may no longer see', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(GUESTS_QUERY_KEY, [guest(1)]);
    serveGuests(new Map([[7, guest(7)]]));

    await applyChange(queryClient, change({ id: 7, op: 'insert', version: 1 }));
    await applyChange(queryClient, change({ id: 1, version: 2 }));

    const list = queryClient.getQueryData<GuestDto[]>(GUESTS_QUERY_KEY);
    expect(list?.map((g) => g.id)).toEqual([7]);
  });

  it("puts a guest new to this tab where the server's newest-first list has it", async () => {
    const queryClient = new QueryClient();
    const at = (day: number) => `2026-01-0${day}T10:00:00.000Z`;
    queryClient.setQueryData(GUESTS_QUERY_KEY, [
      guest(9, { dateAdded: at(5) }),
      guest(4, { dateAdded: at(3) }),
      guest(3, { dateAdded: at(1) }),
    ]);
    // A teammate's new guest, and one restored from the archive with its old date added (the
    // same date as guest 4: the higher id comes first).
    serveGuests(
      new Map([
        [12, guest(12, { dateAdded: at(7) })],
        [6, guest(6, { dateAdded: at(3) })],
      ]),
    );

    await applyChange(queryClient, change({ id: 12, op: 'insert', version: 1 }));
    await applyChange(queryClient, change({ id: 6, op: 'update', version: 4 }));

    const list = queryClient.getQueryData<GuestDto[]>(GUESTS_QUERY_KEY);
    expect(list?.map((g) => g.id)).toEqual([12, 9, 6, 4, 3]);
  });

  it('takes an archived guest off the board without reading it (it would answer 404)', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(GUESTS_QUERY_KEY, [guest(1), guest(2)]);
    const calls = serveGuests(new Map());
    await applyChange(queryClient, change({ id: 1, version: 2, archived: true }));
    expect(queryClient.getQueryData<GuestDto[]>(GUESTS_QUERY_KEY)?.map((g) => g.id)).toEqual([2]);
    expect(calls).toEqual([]);
  });

  it("marks the Action Center's lists stale when a guest leaves the board: they hide its items", async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(GUESTS_QUERY_KEY, [guest(1), guest(2), guest(3)]);
    serveGuests(new Map([[1, guest(1, { version: 2, name: 'Renamed' })]]));
    const agenda = [TASKS_QUERY_KEY, ACTION_ITEMS_QUERY_KEY, CALENDAR_QUERY_KEY];
    const stale = () => agenda.map((key) => queryClient.getQueryState(key)?.isInvalidated);
    const reset = () => agenda.forEach((key) => queryClient.setQueryData(key, []));

    reset();
    await applyChange(queryClient, change({ id: 1, version: 2 }));
    expect(stale()).toEqual([false, false, false]);
    await applyChange(queryClient, change({ id: 2, version: 2, archived: true }));
    expect(stale()).toEqual([true, true, true]);
    reset();
    // No longer shared with this user: the read answers 404.
    await applyChange(queryClient, change({ id: 3, version: 2 }));
    expect(stale()).toEqual([true, true, true]);
    expect(queryClient.getQueryData<GuestDto[]>(GUESTS_QUERY_KEY)?.map((g) => g.name)).toEqual([
      'Renamed',
    ]);
  });

  it('reads the whole list again when the one guest cannot be read (offline, a restart)', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(GUESTS_QUERY_KEY, [guest(1)]);
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.resolve(new Response('{"message":"Unavailable"}', { status: 503 }))),
    );
    await applyChange(queryClient, change({ id: 7, op: 'insert', version: 1 }));
    expect(queryClient.getQueryState(GUESTS_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryData<GuestDto[]>(GUESTS_QUERY_KEY)?.map((g) => g.id)).toEqual([1]);
  });

  it('never puts an older copy over a newer one', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(GUESTS_QUERY_KEY, [guest(1, { version: 5, status: 'complete' })]);
    serveGuests(new Map([[1, guest(1, { version: 4, status: 'hot' })]]));
    await applyChange(queryClient, change({ id: 1, version: 6 }));
    expect(queryClient.getQueryData<GuestDto[]>(GUESTS_QUERY_KEY)?.[0]?.status).toBe('complete');
  });

  it('marks a journal and an Action Center list stale, without touching the board', async () => {
    const queryClient = new QueryClient();
    queryClient.setQueryData(GUESTS_QUERY_KEY, [guest(1)]);
    queryClient.setQueryData(journalQueryKey(1), []);
    queryClient.setQueryData(journalQueryKey(2), []);
    queryClient.setQueryData(TASKS_QUERY_KEY, []);
    const calls = serveGuests(new Map());

    await applyChange(queryClient, change({ kind: 'journal', id: 9, guestId: 1 }));
    await applyChange(queryClient, change({ kind: 'task', id: 3, guestId: null }));

    expect(queryClient.getQueryState(journalQueryKey(1))?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(journalQueryKey(2))?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(TASKS_QUERY_KEY)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(GUESTS_QUERY_KEY)?.isInvalidated).toBe(false);
    expect(calls).toEqual([]);
  });

  it('marks the notification settings and messages stale when the settings were saved elsewhere', async () => {
    // docs/decisions/048-notification-settings-live.md
    const queryClient = new QueryClient();
    const settings = preferencesQueryOptions().queryKey;
    const messages = messagesQueryOptions().queryKey;
    queryClient.setQueryData(GUESTS_QUERY_KEY, [guest(1)]);
    queryClient.setQueryData(TASKS_QUERY_KEY, []);
    queryClient.setQueryData(settings, {
      ...NOTIFICATION_DEFAULTS,
      phoneVerified: true,
      consentChangedAt: null,
      timeZone: 'Europe/Berlin',
      updatedAt: null,
    });
    queryClient.setQueryData(messages, []);
    const calls = serveGuests(new Map());
    const saved = parseLiveChange(
      JSON.stringify(change({ kind: 'notification_settings', id: 1, guestId: null })),
    );
    expect(saved).toMatchObject({ kind: 'notification_settings', id: 1 });

    await applyChange(queryClient, saved as LiveChange);

    expect(queryClient.getQueryState(settings)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(messages)?.isInvalidated).toBe(true);
    expect(queryClient.getQueryState(GUESTS_QUERY_KEY)?.isInvalidated).toBe(false);
    expect(queryClient.getQueryState(TASKS_QUERY_KEY)?.isInvalidated).toBe(false);
    expect(calls).toEqual([]);
  });
});

/** An EventSource the test opens, fails and feeds by hand. */
class FakeEventSource {
  static opened: FakeEventSource[] = [];
  onopen: (() => void) | null = null;
  onerror: (() => void) | null = null;
  readonly listeners = new Map<string, (event: MessageEvent) => void>();
  constructor(readonly url: string) {
    FakeEventSource.opened.push(this);
  }
  addEventListener(type: string, listener: (event: MessageEvent) => void) {
    this.listeners.set(type, listener);
  }
  close() {}
  send(id: number) {
    const data = JSON.stringify(change({ id }));
    this.listeners.get('change')?.(new MessageEvent('change', { data, lastEventId: String(id) }));
  }
}

describe('connectLive', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  /** A stream on FakeEventSource; the statuses it reported and the streams it opened. */
  function fakeStream(options: { sessionEnded?: () => Promise<boolean> } = {}) {
    vi.useFakeTimers();
    vi.stubGlobal('EventSource', FakeEventSource);
    FakeEventSource.opened = [];
    const statuses: string[] = [];
    const resets: number[] = [];
    const close = connectLive({
      onChange: () => undefined,
      onReset: () => resets.push(FakeEventSource.opened.length),
      onStatus: (status) => statuses.push(status),
      ...options,
    });
    const stream = () => FakeEventSource.opened.at(-1) as FakeEventSource;
    return { close, stream, statuses, resets };
  }

  it('reads everything again when the stream comes back with no change to resume from', async () => {
    const { close, stream, resets } = fakeStream();

    // Down from the start, then up: whatever changed meanwhile is read again.
    stream().onerror?.();
    await vi.advanceTimersByTimeAsync(30_000);
    stream().onopen?.();
    expect(resets).toEqual([2]);

    // Down again after a change: the next stream resumes from it, nothing is read again.
    stream().send(41);
    stream().onerror?.();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(stream().url).toBe('/api/live?lastEventId=41');
    stream().onopen?.();
    expect(resets).toEqual([2]);
    close();
  });

  it('stops for good, without saying offline, when the failure was the session ending', async () => {
    const checks: number[] = [];
    const { stream, statuses } = fakeStream({
      sessionEnded: () => {
        checks.push(FakeEventSource.opened.length);
        return Promise.resolve(true);
      },
    });
    stream().onopen?.();
    stream().onerror?.();
    await vi.advanceTimersByTimeAsync(120_000);
    expect(checks).toEqual([1]);
    expect(FakeEventSource.opened).toHaveLength(1);
    expect(statuses).toEqual(['connecting', 'live']);
  });

  it('is offline and reconnects when the session holds, or could not be checked in time', async () => {
    const answers = [
      () => Promise.resolve(false),
      () => Promise.reject(new Error('Network error')),
      () => new Promise<boolean>(() => undefined),
    ];
    const { close, stream, statuses } = fakeStream({
      sessionEnded: () => answers.shift()?.() ?? Promise.resolve(false),
    });
    for (let attempt = 1; attempt <= 3; attempt += 1) {
      stream().onerror?.();
      // An unanswered check counts as a drop after five seconds; the pause is at most 4.8.
      await vi.advanceTimersByTimeAsync(10_000);
      expect(FakeEventSource.opened).toHaveLength(attempt + 1);
    }
    expect(statuses).toEqual(['connecting', 'offline', 'offline', 'offline']);
    close();
  });
});

describe('sessionEnded', () => {
  /** The app's query client, signed in, with a fetch that answers GET /api/user with `answer`. */
  function signedIn(answer: () => Promise<Response>) {
    const queryClient = createQueryClient();
    queryClient.setQueryData(USER_QUERY_KEY, { id: 7, username: 'host' });
    queryClient.setQueryData(GUESTS_QUERY_KEY, [guest(1)]);
    const calls: string[] = [];
    vi.stubGlobal(
      'fetch',
      vi.fn((path: string) => {
        calls.push(path);
        return answer();
      }),
    );
    return { queryClient, calls };
  }

  it('is true on a 401, which forgets the user as any read refused with 401 does', async () => {
    const { queryClient, calls } = signedIn(() =>
      Promise.resolve(
        new Response(JSON.stringify({ message: 'Authentication required' }), { status: 401 }),
      ),
    );
    expect(await sessionEnded(queryClient)).toBe(true);
    expect(calls).toEqual(['/api/user']);
    expect(queryClient.getQueryData(USER_QUERY_KEY)).toBeNull();
  });

  it('is false, and the user stays, when the session holds or the server cannot be reached', async () => {
    const holds = signedIn(() =>
      Promise.resolve(new Response(JSON.stringify({ id: 7, username: 'host' }), { status: 200 })),
    );
    expect(await sessionEnded(holds.queryClient)).toBe(false);
    expect(holds.queryClient.getQueryData(USER_QUERY_KEY)).toEqual({ id: 7, username: 'host' });

    for (const answer of [
      () => Promise.reject(new TypeError('Failed to fetch')),
      () => Promise.resolve(new Response('Bad Gateway', { status: 502 })),
    ]) {
      const offline = signedIn(answer);
      expect(await sessionEnded(offline.queryClient)).toBe(false);
      expect(offline.queryClient.getQueryData(USER_QUERY_KEY)).toEqual({ id: 7, username: 'host' });
      expect(offline.queryClient.getQueryState(USER_QUERY_KEY)?.status).toBe('success');
    }
  });
});

describe('changedGuestFields', () => {
  it('names the fields a teammate changed, in the form order', () => {
    const before = guestToFormValues(guest(1));
    const after = guestToFormValues(guest(1, { details: 'New', status: 'intro', email: 'a@b.co' }));
    expect(changedGuestFields(before, after)).toEqual(['details', 'status', 'email']);
  });
});

import { describe, expect, it } from 'vitest';
import { GUEST_STATUSES } from '#shared/enums.js';
import {
  CARD_TILTS,
  COLUMN_PAGE_SIZE,
  cardTilt,
  columnWindowEnd,
  createDragGate,
  groupGuestsByStatus,
  importantDateLine,
  isColumnShown,
  sameItems,
  samePinned,
} from '#web/features/board/board-layout.js';

describe('cardTilt', () => {
  it('always picks from the docs/product.md#limits set', () => {
    for (let id = 1; id <= 2000; id += 1) {
      expect(CARD_TILTS).toContain(cardTilt(id));
    }
    expect([...CARD_TILTS]).toEqual([-1.5, -1, -0.5, 0.5, 1, 1.5]);
  });

  it('is stable for an id, whether given as a number or a string', () => {
    for (const id of [1, 2, 42, 1234, 2_147_483_647]) {
      expect(cardTilt(id)).toBe(cardTilt(id));
      expect(cardTilt(String(id))).toBe(cardTilt(id));
    }
  });

  it('uses every tilt, spread over neighbouring ids rather than cycling', () => {
    const counts = new Map<number, number>();
    for (let id = 1; id <= 600; id += 1) {
      const tilt = cardTilt(id);
      counts.set(tilt, (counts.get(tilt) ?? 0) + 1);
    }
    expect(counts.size).toBe(6);
    for (const count of counts.values()) expect(count).toBeGreaterThan(60);

    // Not simply id % 6: consecutive ids do not walk through the set in order.
    const run = [1, 2, 3, 4, 5, 6].map((id) => cardTilt(id));
    expect(run).not.toEqual([...CARD_TILTS]);
  });
});

describe('groupGuestsByStatus', () => {
  const guest = (id: number, status: string) => ({ id, status });

  it('has the six columns in the documented order, even when empty', () => {
    expect(Object.keys(groupGuestsByStatus([]))).toEqual([...GUEST_STATUSES]);
    for (const status of GUEST_STATUSES) expect(groupGuestsByStatus([])[status]).toEqual([]);
  });

  it('puts each guest in its status column, keeping the list order', () => {
    const guests = [guest(3, 'hot'), guest(2, 'prospect'), guest(1, 'hot'), guest(4, 'complete')];
    const columns = groupGuestsByStatus(guests);
    expect(columns.hot.map((g) => g.id)).toEqual([3, 1]);
    expect(columns.prospect.map((g) => g.id)).toEqual([2]);
    expect(columns.complete.map((g) => g.id)).toEqual([4]);
    expect(columns.intro).toEqual([]);
  });

  it('keeps the guest objects themselves (memoised cards compare by identity)', () => {
    const original = guest(1, 'limbo');
    expect(groupGuestsByStatus([original]).limbo[0]).toBe(original);
  });

  it('reads the status aliases and shows an unknown status in Prospect', () => {
    const columns = groupGuestsByStatus([
      guest(1, 'hot candidate'),
      guest(2, 'Intro Call'),
      guest(3, 'mystery'),
      guest(4, ''),
    ]);
    expect(columns.hot.map((g) => g.id)).toEqual([1]);
    expect(columns.intro.map((g) => g.id)).toEqual([2]);
    expect(columns.prospect.map((g) => g.id)).toEqual([3, 4]);
  });
});

describe('isColumnShown', () => {
  const wide = { wideScreen: true, dragging: false };

  it('hides empty columns other than Complete on wide screens', () => {
    for (const status of GUEST_STATUSES) {
      expect(isColumnShown(status, 0, wide)).toBe(status === 'complete');
      expect(isColumnShown(status, 1, wide)).toBe(true);
    }
  });

  it('shows every column on small screens and while a card is dragged', () => {
    for (const status of GUEST_STATUSES) {
      expect(isColumnShown(status, 0, { wideScreen: false, dragging: false })).toBe(true);
      expect(isColumnShown(status, 0, { wideScreen: true, dragging: true })).toBe(true);
    }
  });
});

describe('importantDateLine', () => {
  it('prefixes the date with the follow-up label', () => {
    expect(importantDateLine({ importantDate: 'Jan 5, 2025', followUpType: 'call' })).toBe(
      'Call: Jan 5, 2025',
    );
    expect(
      importantDateLine({ importantDate: 'Mar 1, 2026', followUpType: 'follow_up_call' }),
    ).toBe('Follow up_call: Mar 1, 2026');
  });

  it('shows the date alone without a type, the label alone without a date, else nothing', () => {
    expect(importantDateLine({ importantDate: 'Jan 5, 2025', followUpType: null })).toBe(
      'Jan 5, 2025',
    );
    expect(importantDateLine({ importantDate: null, followUpType: 'email' })).toBe('Email');
    expect(importantDateLine({ importantDate: null, followUpType: null })).toBeNull();
    expect(importantDateLine({ importantDate: '  ', followUpType: '' })).toBeNull();
  });
});

describe('sameItems', () => {
  it('compares by identity and order', () => {
    const a = { id: 1 };
    const b = { id: 2 };
    expect(sameItems([a, b], [a, b])).toBe(true);
    expect(sameItems([a, b], [b, a])).toBe(false);
    expect(sameItems([a], [{ id: 1 }])).toBe(false);
    expect(sameItems([], [])).toBe(true);
  });
});

describe('columnWindowEnd', () => {
  const column = (count: number) =>
    Array.from({ length: count }, (_, index) => ({ id: index + 1 }));
  const none = new Set<number>();

  it('draws a page of cards, or the whole column when it is shorter', () => {
    expect(COLUMN_PAGE_SIZE).toBe(8);
    expect(columnWindowEnd(column(333), COLUMN_PAGE_SIZE, none)).toBe(8);
    expect(columnWindowEnd(column(6), COLUMN_PAGE_SIZE, none)).toBe(6);
    expect(columnWindowEnd(column(0), COLUMN_PAGE_SIZE, none)).toBe(0);
    expect(columnWindowEnd(column(333), 120, none)).toBe(120);
  });

  it('stretches to the last card the host moved into the column', () => {
    expect(columnWindowEnd(column(333), 60, new Set([200]))).toBe(200);
    expect(columnWindowEnd(column(333), 60, new Set([90, 250, 70]))).toBe(250);
    // A pinned card already in the first page, or not in this column, changes nothing.
    expect(columnWindowEnd(column(333), 60, new Set([5]))).toBe(60);
    expect(columnWindowEnd(column(333), 60, new Set([9999]))).toBe(60);
  });
});

describe('samePinned', () => {
  const guests = [{ id: 1 }, { id: 2 }, { id: 3 }];

  it('is true when the sets pin the same cards of the column', () => {
    const pinned = new Set([2]);
    expect(samePinned(guests, pinned, pinned)).toBe(true);
    // A card pinned in another column changes nothing here.
    expect(samePinned(guests, new Set([2]), new Set([2, 99]))).toBe(true);
    expect(samePinned([], new Set(), new Set([5]))).toBe(true);
  });

  it('is false when a card of the column is pinned in one set only', () => {
    expect(samePinned(guests, new Set(), new Set([3]))).toBe(false);
    expect(samePinned(guests, new Set([1, 2]), new Set([1]))).toBe(false);
  });
});

describe('createDragGate', () => {
  function manualGate() {
    const scheduled: (() => void)[] = [];
    const gate = createDragGate((task) => scheduled.push(task));
    const flush = () => scheduled.splice(0).forEach((task) => task());
    return { gate, flush };
  }

  it('runs a task at once when no card is dragged', () => {
    const { gate } = manualGate();
    let runs = 0;
    gate.whenIdle(() => (runs += 1));
    expect(runs).toBe(1);
    expect(gate.dragging).toBe(false);
  });

  it('holds a task during a drag and runs it once, after the drop', () => {
    const { gate, flush } = manualGate();
    let runs = 0;
    gate.start();
    expect(gate.dragging).toBe(true);
    gate.whenIdle(() => (runs += 1));
    expect(runs).toBe(0);
    gate.end();
    expect(runs).toBe(0); // not in the drop's own frame
    flush();
    expect(runs).toBe(1);
    gate.start();
    gate.end();
    flush();
    expect(runs).toBe(1);
  });

  it('drops a cancelled task and keeps waiting when a new drag starts before the delay', () => {
    const { gate, flush } = manualGate();
    const ran: string[] = [];
    gate.start();
    const cancel = gate.whenIdle(() => ran.push('cancelled'));
    gate.whenIdle(() => ran.push('kept'));
    cancel();
    gate.end();
    gate.start();
    flush();
    expect(ran).toEqual([]);
    gate.end();
    flush();
    expect(ran).toEqual(['kept']);
  });
});

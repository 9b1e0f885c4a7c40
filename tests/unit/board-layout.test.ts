import { describe, expect, it } from 'vitest';
import { GUEST_STATUSES, type GuestStatus } from '#shared/enums.js';
import { matchesSearch } from '#shared/guest-rules.js';
import {
  assignCardKeys,
  CARD_TILTS,
  NO_CARD_KEYS,
  cardTilt,
  buildSearchIndex,
  columnByArrow,
  countNewApplications,
  groupGuestsByStatus,
  importantDateLine,
  isColumnShown,
  lastSearchIndex,
  NARROW_LIMIT,
  narrowSearch,
  regroupGuests,
  revealIndex,
  sameItems,
  searchIndex,
  virtualSlotCount,
} from '#web/features/board/board-layout.js';
import { searchNeedle } from '#shared/guest-rules.js';
import { replaceById, replacedIndexes, withReplaced } from '#web/lib/list-cache.js';

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

describe('regroupGuests', () => {
  const guest = (id: number, status: string, isNewApplication = false) => ({
    id,
    status,
    isNewApplication,
  });
  type Guest = ReturnType<typeof guest>;
  const ids = (columns: Record<string, readonly Guest[]>) =>
    Object.fromEntries(
      Object.entries(columns).map(([status, list]) => [status, list.map((g) => g.id)]),
    );
  // A board's list, newest first, spread over the columns; then changes of every kind.
  const statuses = ['prospect', 'hot', 'intro', 'limbo', 'scheduled', 'complete'];
  const board = Array.from({ length: 60 }, (_, index) =>
    guest(60 - index, statuses[(index * 7) % 6] as string),
  );
  const regrouped = (before: readonly Guest[], after: readonly Guest[]) =>
    regroupGuests({ guests: before, result: groupGuestsByStatus(before) }, after);

  it('answers what sorting the new list afresh answers, after any change', () => {
    // Drops in the order given: each entry's guest moved to its status, in one list.
    const dropped = (list: readonly Guest[], ...drops: [index: number, status: string][]) =>
      withReplaced(
        list,
        new Map(drops.map(([index, status]) => [index, { ...(list[index] as Guest), status }])),
      );
    const moved = (list: readonly Guest[], index: number, status: string) =>
      dropped(list, [index, status]);
    const cases: [string, readonly Guest[], readonly Guest[]][] = [
      ['a drop to the next column', board, moved(board, 5, 'hot')],
      ['a drop of the first guest', board, moved(board, 0, 'complete')],
      ['a drop of the last guest', board, moved(board, 59, 'prospect')],
      ['an edit in place', board, moved(board, 10, board[10]?.status as string)],
      ['the server answering a drop', moved(board, 5, 'hot'), moved(board, 5, 'hot')],
      ['two drops at once', board, dropped(board, [3, 'limbo'], [40, 'limbo'])],
      ['two drops given later one first', board, dropped(board, [5, 'limbo'], [4, 'limbo'])],
      [
        'a list made elsewhere (compared entry by entry)',
        board,
        board.map((g, i) => (i === 7 ? { ...g, status: 'intro' } : g)),
      ],
      ['a guest removed', board, board.slice(1)],
      ['a guest added', board, [guest(61, 'hot'), ...board]],
      ['two guests swapped', board, [board[1] as Guest, board[0] as Guest, ...board.slice(2)]],
      [
        'a guest moved down the list',
        board,
        [...board.slice(0, 2), ...board.slice(3, 12), board[2] as Guest, ...board.slice(12)],
      ],
      ['every guest changed', board, board.map((g) => ({ ...g, status: 'complete' }))],
    ];
    for (const [name, before, after] of cases) {
      expect(ids(regrouped(before, after)), name).toEqual(ids(groupGuestsByStatus(after)));
    }
  });

  it('keeps the arrays of the columns a change does not touch, and the columns of the same list', () => {
    const columns = groupGuestsByStatus(board);
    const index = board.findIndex((g) => g.status === 'prospect');
    const after = withReplaced(
      board,
      new Map([[index, { ...(board[index] as Guest), status: 'hot' }]]),
    );
    const next = regroupGuests({ guests: board, result: columns }, after);
    for (const status of ['intro', 'limbo', 'scheduled', 'complete'] as const) {
      expect(next[status], status).toBe(columns[status]);
    }
    expect(next.prospect).not.toBe(columns.prospect);
    expect(next.hot).not.toBe(columns.hot);
    expect(regroupGuests({ guests: board, result: columns }, board)).toBe(columns);
  });

  it('counts the new applications as counting the new list afresh does', () => {
    const list = board.map((g, i) => (i % 9 === 0 ? { ...g, isNewApplication: true } : g));
    const earlier = { guests: list, result: countNewApplications(null, list) };
    expect(earlier.result).toBe(7);
    const opened = withReplaced(
      list,
      new Map([[9, { ...(list[9] as Guest), isNewApplication: false }]]),
    );
    expect(countNewApplications(earlier, opened)).toBe(6);
    const applied = [guest(61, 'prospect', true), ...list];
    expect(countNewApplications(earlier, applied)).toBe(8);
    expect(countNewApplications(earlier, list)).toBe(7);
  });
});

describe('replacedIndexes', () => {
  const list = [{ id: 1 }, { id: 2 }, { id: 3 }, { id: 4 }];
  const replaced = (from: readonly { id: number }[], index: number) =>
    withReplaced(from, new Map([[index, { id: (from[index]?.id ?? 0) * 10 }]]));

  it('reads where a list made by withReplaced differs, from it or from a sibling made from one list', () => {
    const first = replaced(list, 1);
    expect(first.map((entry) => entry.id)).toEqual([1, 20, 3, 4]);
    expect(list.map((entry) => entry.id)).toEqual([1, 2, 3, 4]);
    expect(replacedIndexes(list, first, 8)).toEqual([1]);
    // The board's own copy of a drop, then the cache's: both made from the same list.
    expect(replacedIndexes(first, replaced(list, 1), 8)).toEqual([1]);
    expect(replacedIndexes(first, replaced(list, 3), 8)).toEqual([1, 3]);
  });

  it('compares entry by entry otherwise, and gives up on other lengths or too many changes', () => {
    const copy = list.map((entry, index) => (index === 2 ? { id: 30 } : entry));
    expect(replacedIndexes(list, copy, 8)).toEqual([2]);
    expect(replacedIndexes(list, [...list], 8)).toEqual([]);
    expect(replacedIndexes(list, list.slice(1), 8)).toBeNull();
    expect(
      replacedIndexes(
        list,
        list.map((entry) => ({ ...entry })),
        2,
      ),
    ).toBeNull();
  });

  it('leaves replaceById answering as before: the entry replaced or dropped, the rest kept', () => {
    const next = replaceById(list, 3, { id: 3 });
    expect(next).not.toBe(list);
    expect(next?.[0]).toBe(list[0]);
    expect(replacedIndexes(list, next ?? [], 8)).toEqual([2]);
    expect(replaceById(list, 3, null)?.map((entry) => entry.id)).toEqual([1, 2, 4]);
    expect(replaceById(list, 99, { id: 99 })).toBe(list);
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

describe('assignCardKeys', () => {
  const keysOf = (keys: ReturnType<typeof assignCardKeys>, ids: number[]) =>
    ids.map((id) => keys.byId.get(id));

  it('gives each card drawn a key of its own, and keeps it while the card stays drawn', () => {
    const first = assignCardKeys(NO_CARD_KEYS, [10, 11, 12], false);
    expect(keysOf(first, [10, 11, 12])).toEqual([0, 1, 2]);
    // A guest arrives at the top and the last card scrolls out: the others keep their keys (their
    // elements, and the focus in them, stay with their guests); the newcomer's key is new.
    const second = assignCardKeys(first, [9, 10, 11], false);
    expect(keysOf(second, [9, 10, 11])).toEqual([3, 0, 1]);
    expect(second.byId.has(12)).toBe(false);
    expect(second.next).toBe(4);
  });

  it("hands a search's new matches the keys of the cards that left, in order", () => {
    const before = assignCardKeys(NO_CARD_KEYS, [1, 2, 3, 4], false);
    const after = assignCardKeys(before, [2, 7, 8, 9, 10], true);
    // 2 stays where it was; 7 and 8 take the keys 1 and 3 left (in the order they were drawn), 4's
    // goes to 9, and 10 needs a key of its own.
    expect(keysOf(after, [2, 7, 8, 9, 10])).toEqual([1, 0, 2, 3, 4]);
    expect(after.next).toBe(5);
    expect(new Set(after.byId.values()).size).toBe(after.byId.size);
  });

  it('keeps keys unique when nothing is reused and when the column empties', () => {
    const before = assignCardKeys(NO_CARD_KEYS, [1, 2], false);
    const empty = assignCardKeys(before, [], true);
    expect(empty.byId.size).toBe(0);
    const again = assignCardKeys(empty, [1, 2, 3], true);
    expect(new Set(again.byId.values()).size).toBe(3);
    expect(Math.min(...again.byId.values())).toBeGreaterThanOrEqual(2);
  });
});

describe('virtualSlotCount', () => {
  it('holds one slot a card, and one more while a card from another column is over it', () => {
    expect(virtualSlotCount(5000, false)).toBe(5000);
    expect(virtualSlotCount(5000, true)).toBe(5001);
    expect(virtualSlotCount(0, false)).toBe(0);
    expect(virtualSlotCount(0, true)).toBe(1);
  });
});

describe('revealIndex', () => {
  const column = Array.from({ length: 5000 }, (_, index) => ({ id: 5000 - index }));

  it('finds where a moved card sorts in its column, however far down', () => {
    expect(revealIndex(column, 5000)).toBe(0);
    expect(revealIndex(column, 1)).toBe(4999);
    expect(revealIndex(column, 2500)).toBe(2500);
  });

  it('is -1 when there is no card to show or the column does not hold it', () => {
    expect(revealIndex(column, null)).toBe(-1);
    expect(revealIndex(column, 9999)).toBe(-1);
    expect(revealIndex([], 1)).toBe(-1);
  });
});

describe('searchIndex', () => {
  const guests = [
    { id: 1, name: 'Grace Hopper 12', details: 'Talks about compilers.' },
    { id: 2, name: 'Ada', details: null },
    { id: 3, name: 'Alan Turing', details: 'The imitation GAME' },
    { id: 4, name: 'Lovelace', details: 'Ada Lovelace, the first programmer' },
  ];
  const search = (list: readonly (typeof guests)[number][], query: string) =>
    searchIndex(buildSearchIndex(list), searchNeedle(query));

  it('finds what matchesSearch finds, in the list order', () => {
    for (const query of [
      'grace',
      'GAME',
      ' hopper 1 ',
      'a',
      'compilers.',
      'zzz',
      'ada lovelace',
      'lovelace',
      'programmer',
      'r',
    ]) {
      expect(search(guests, query)).toEqual(guests.filter((guest) => matchesSearch(guest, query)));
    }
    expect(search(guests, 'a').map((guest) => guest.id)).toEqual([1, 2, 3, 4]);
  });

  it("never matches across a guest's name and details, or across two guests", () => {
    expect(search(guests, 'ada the')).toEqual([]);
    expect(search(guests, 'game lovelace')).toEqual([]);
    expect(search(guests, 'ada\u0001the')).toEqual([]);
    expect(search(guests, 'game\u0000lovelace')).toEqual([]);
    // A line break in the query is a space, found in the details' "Ada Lovelace".
    expect(search(guests, 'ada\nlove').map((guest) => guest.id)).toEqual([4]);
    expect(search([{ id: 5, name: 'Ada', details: 'Lovelace' }], 'ada lovelace')).toEqual([]);
  });

  it('hands back the same list for a blank query, and finds nothing in an empty one', () => {
    const index = buildSearchIndex(guests);
    expect(searchIndex(index, '')).toBe(guests);
    expect(searchIndex(buildSearchIndex([]), 'a')).toEqual([]);
  });

  it('keeps each guest in place when a letter lower-cases to two (İ) or by its neighbours (Σ)', () => {
    const unusual = [
      { id: 1, name: 'İstanbul İnci', details: 'İzmir' },
      { id: 2, name: 'ΟΔΥΣΣΕΑΣ', details: 'ΣΟΦΙΑ' },
      { id: 3, name: 'Straße', details: 'Maß' },
      { id: 4, name: 'Zoë', details: 'after İ' },
    ];
    expect(buildSearchIndex(unusual).text.length).toBeGreaterThan(
      unusual.reduce((sum, guest) => sum + guest.name.length + guest.details.length + 2, -1),
    );
    for (const query of ['i̇', 'inci', 'zoë', 'after', 'ς', 'σ', 'σοφια', 'maß', 'z', 'e']) {
      expect(search(unusual, query)).toEqual(
        unusual.filter((guest) => matchesSearch(guest, query)),
      );
    }
  });

  it('finds guests whatever their accents and spaces, each at its own place in the list', () => {
    // Before each plain guest, a letter whose folded form is longer (ß, İ lower-cased), shorter
    // (an "e" and its combining accent) or both, so that the text's length can come out the same
    // while every guest after them has moved (docs/decisions/042-search-folds-accents-and-spaces.md).
    const folded = [
      { id: 1, name: 'Straße İİ', details: 'Grüße' },
      { id: 2, name: 'Ada', details: null },
      { id: 3, name: 'Jose\u0301 Ne\u0301e\u0301', details: 'Cafe\u0301' },
      { id: 4, name: 'Grace   Hopper', details: 'Talks\n\nabout compilers' },
      { id: 5, name: 'Zoë', details: 'after ß and é' },
      { id: 6, name: 'Lovelace', details: null },
    ];
    const ids = (query: string) => search(folded, query).map((guest) => guest.id);
    expect(ids('ada')).toEqual([2]);
    expect(ids('jose')).toEqual([3]);
    expect(ids('josé née')).toEqual([3]);
    expect(ids('strasse ii')).toEqual([1]);
    expect(ids('grusse')).toEqual([1]);
    expect(ids('grace  hopper')).toEqual([4]);
    expect(ids('talks about')).toEqual([4]);
    expect(ids('zoe')).toEqual([5]);
    expect(ids('ss and e')).toEqual([5]);
    expect(ids('lovelace')).toEqual([6]);
    expect(ids('e')).toEqual([1, 3, 4, 5, 6]);
    expect(ids('cafe talks')).toEqual([]);
  });

  it('finds the guests after one whose text holds a separator of the index', () => {
    const odd = [
      { id: 1, name: 'Ada\u0000Lovelace', details: 'a\u0001b' },
      { id: 2, name: 'Grace', details: null },
      { id: 3, name: 'José', details: null },
    ];
    expect(search(odd, 'grace').map((guest) => guest.id)).toEqual([2]);
    expect(search(odd, 'jose').map((guest) => guest.id)).toEqual([3]);
    expect(search(odd, 'lovelace').map((guest) => guest.id)).toEqual([1]);
  });

  it('agrees with matchesSearch on made-up guests and queries', () => {
    const letters = [
      ...['a', 'B', 'c', ' ', 'İ', 'Σ', 'ß', 'é', '1'],
      ...[
        'e\u0301',
        '\u0301',
        'E',
        '  ',
        '\t',
        '\n',
        '\u00a0',
        'ς',
        's',
        'S',
        'Ｂ',
        '\u00ad',
        'ø',
        'o',
      ],
    ];
    let seed = 7;
    const random = () => {
      seed = (seed * 48271) % 2147483647;
      return seed / 2147483647;
    };
    const word = (max: number) =>
      Array.from(
        { length: Math.floor(random() * max) },
        () => letters[Math.floor(random() * letters.length)],
      ).join('');
    const made = Array.from({ length: 200 }, (_, index) => ({
      id: index,
      name: word(8),
      details: random() < 0.3 ? null : word(12),
    }));
    for (let round = 0; round < 300; round += 1) {
      const query = word(3);
      expect(search(made, query)).toEqual(made.filter((guest) => matchesSearch(guest, query)));
    }
  });
});

describe('narrowSearch', () => {
  const guests = Array.from({ length: 300 }, (_, index) => ({
    id: index + 1,
    name: `Grace Hopper ${index + 1}`,
    details: index % 2 ? 'Talks about compilers.' : null,
  }));
  const expected = (query: string) => guests.filter((guest) => matchesSearch(guest, query));

  it('finds what a search of the whole list finds, keystroke after keystroke', () => {
    const indexOf = lastSearchIndex<(typeof guests)[number]>();
    let result = narrowSearch(null, guests, '', indexOf);
    expect(result.matches).toBe(guests);
    for (const query of [
      'g',
      'gr',
      'grace hopper 1',
      'grace hopper 12',
      'grace hopper 1',
      'comp',
      'x',
    ]) {
      result = narrowSearch(result, guests, query, indexOf);
      expect(result.matches).toEqual(expected(query));
    }
  });

  it('narrows keystroke after keystroke through accents and doubled spaces', () => {
    const people = [
      ...guests.slice(0, 40),
      { id: 1001, name: 'José  Hopper', details: null },
      { id: 1002, name: 'Jose Grace', details: 'Straße' },
    ];
    const indexOf = lastSearchIndex<(typeof people)[number]>();
    let result = narrowSearch(null, people, '', indexOf);
    const found: Record<string, number[]> = {
      jos: [1001, 1002],
      josé: [1001, 1002],
      'josé  h': [1001],
      'jose hopper': [1001],
      strasse: [1002],
    };
    for (const query of ['j', 'jo', 'jos', 'josé', 'josé ', 'josé  h', 'jose hopper', 'strasse']) {
      result = narrowSearch(result, people, query, indexOf);
      const ids = result.matches.map((guest) => guest.id);
      expect(ids, query).toEqual(
        people.filter((guest) => matchesSearch(guest, query)).map((guest) => guest.id),
      );
      if (found[query]) expect(ids, query).toEqual(found[query]);
    }
    expect(narrowSearch(null, people, 'JOSÉ  HOPPER', indexOf).matches.map((g) => g.id)).toEqual([
      1001,
    ]);
  });

  it('searches only the previous matches when the query grew, and the whole list otherwise', () => {
    const indexOf = lastSearchIndex<(typeof guests)[number]>();
    const first = narrowSearch(null, guests, 'hopper 1', indexOf);
    // A guest outside the previous matches is not looked at again: shown by a "previous" result
    // that left out "Grace Hopper 12", which the grown query would find in the whole list.
    const left = first.matches.findIndex((guest) => guest.id === 12);
    expect(left).toBeGreaterThanOrEqual(0);
    const partial = {
      ...first,
      matches: first.matches.filter((_, index) => index !== left),
      positions: first.positions.filter((_, index) => index !== left),
    };
    expect(expected('hopper 12').map((guest) => guest.id)).toContain(12);
    expect(narrowSearch(partial, guests, 'hopper 12', indexOf).matches).toEqual(
      expected('hopper 12').filter((guest) => guest.id !== 12),
    );
    // A shorter query, or a different list, searches every guest.
    expect(narrowSearch(partial, guests, 'hopper', indexOf).matches).toEqual(expected('hopper'));
    const other = [...guests];
    expect(narrowSearch(partial, other, 'hopper 12', indexOf).matches).toEqual(
      expected('hopper 12'),
    );
  });

  it('searches the index, made once per list, when the previous matches are many', () => {
    const many = Array.from({ length: NARROW_LIMIT + 2 }, (_, index) => ({
      id: index + 1,
      name: `Guest ${index + 1}`,
    }));
    const made: unknown[] = [];
    const last = lastSearchIndex<(typeof many)[number]>();
    const indexOf = (list: readonly (typeof many)[number][]) => {
      const index = last(list);
      if (!made.includes(index)) made.push(index);
      return index;
    };
    const first = narrowSearch(null, many, 'guest', indexOf);
    expect(first.matches).toHaveLength(NARROW_LIMIT + 2);
    // Over the limit even without guest 1, so the grown query searches the whole index again (and
    // finds guest 1), which is not made again.
    const partial = {
      ...first,
      matches: first.matches.slice(1),
      positions: first.positions.slice(1),
    };
    expect(
      narrowSearch(partial, many, 'guest 1', indexOf).matches.map((guest) => guest.id),
    ).toEqual(many.filter((guest) => guest.name.includes('Guest 1')).map((guest) => guest.id));
    expect(made).toHaveLength(1);
    // A new list gets a new index.
    narrowSearch(null, [...many], 'guest', indexOf);
    expect(made).toHaveLength(2);
  });
});

describe('columnByArrow', () => {
  it('carries a card on stacked columns to the one below (Down, Right) or above (Up, Left)', () => {
    expect(columnByArrow('hot', 'ArrowDown')).toBe('intro');
    expect(columnByArrow('hot', 'ArrowRight')).toBe('intro');
    expect(columnByArrow('hot', 'ArrowUp')).toBe('prospect');
    expect(columnByArrow('hot', 'ArrowLeft')).toBe('prospect');
  });

  it('stays at the first and the last column', () => {
    expect(columnByArrow('prospect', 'ArrowUp')).toBe('prospect');
    expect(columnByArrow('complete', 'ArrowDown')).toBe('complete');
  });

  it('walks the six columns in the board order', () => {
    const walked: GuestStatus[] = [GUEST_STATUSES[0]];
    for (let step = 1; step < GUEST_STATUSES.length; step += 1) {
      walked.push(columnByArrow(walked[walked.length - 1]!, 'ArrowDown')!);
    }
    expect(walked).toEqual([...GUEST_STATUSES]);
  });

  it('answers null for any other key', () => {
    for (const key of [' ', 'Enter', 'Escape', 'Tab', 'a'])
      expect(columnByArrow('limbo', key)).toBeNull();
  });
});

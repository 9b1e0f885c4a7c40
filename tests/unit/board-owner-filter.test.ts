// The board's owner filter (docs/product.md#board-screen): All, Mine, or one team member.
import { describe, expect, it } from 'vitest';
import {
  ALL_OWNERS,
  effectiveOwnerFilter,
  filterGuestsByOwner,
  MY_GUESTS,
  ownerFilterOptions,
} from '#web/features/board/owner-filter.js';

const members = [
  { id: 1, username: 'olivia' },
  { id: 2, username: 'max' },
  { id: 3, username: 'sam' },
];
const guests = [
  { id: 10, userId: 1 },
  { id: 11, userId: 2 },
  { id: 12, userId: 1 },
  { id: 13, userId: 3 },
];

describe('ownerFilterOptions', () => {
  it('offers All, Mine, then every other member in the team order', () => {
    expect(ownerFilterOptions(members, 2)).toEqual([
      { value: 'all', label: 'All' },
      { value: 'mine', label: 'Mine' },
      { value: '1', label: 'olivia' },
      { value: '3', label: 'sam' },
    ]);
  });
});

describe('filterGuestsByOwner', () => {
  it('keeps every guest for All (the same array)', () => {
    expect(filterGuestsByOwner(guests, ALL_OWNERS, 1)).toBe(guests);
  });

  it('keeps the current user’s guests for Mine', () => {
    expect(filterGuestsByOwner(guests, MY_GUESTS, 1).map((guest) => guest.id)).toEqual([10, 12]);
  });

  it('keeps one member’s guests', () => {
    expect(filterGuestsByOwner(guests, '3', 1).map((guest) => guest.id)).toEqual([13]);
    expect(filterGuestsByOwner(guests, '99', 1)).toEqual([]);
  });
});

describe('effectiveOwnerFilter', () => {
  const options = ownerFilterOptions(members, 1);

  it('keeps a filter that is still offered', () => {
    expect(effectiveOwnerFilter('mine', options)).toBe('mine');
    expect(effectiveOwnerFilter('2', options)).toBe('2');
  });

  it('falls back to All when the member has left the team', () => {
    expect(effectiveOwnerFilter('7', options)).toBe('all');
  });
});

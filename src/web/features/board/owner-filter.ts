// The board's owner filter (docs/product.md#board-screen): in a team the board shows everyone's
// shared guests, and the filter narrows it to the guests one person owns (`guest.userId`): All,
// Mine, or one member. Pure, so it is unit-tested.

/** 'all', 'mine', or a team member's user id as a string. */
export type OwnerFilter = string;

export const ALL_OWNERS: OwnerFilter = 'all';
export const MY_GUESTS: OwnerFilter = 'mine';

export interface BoardPerson {
  id: number;
  username: string;
}

export interface OwnerFilterOption {
  value: OwnerFilter;
  label: string;
}

/** All, Mine, then every other member in the team's order. */
export function ownerFilterOptions(
  members: readonly BoardPerson[],
  currentUserId: number,
): OwnerFilterOption[] {
  return [
    { value: ALL_OWNERS, label: 'All' },
    { value: MY_GUESTS, label: 'Mine' },
    ...members
      .filter((member) => member.id !== currentUserId)
      .map((member) => ({ value: String(member.id), label: member.username })),
  ];
}

/**
 * The filter in force: one that names a person no longer in the team (removed, or left, since it
 * was chosen) falls back to All rather than showing an empty board for no visible reason.
 */
export function effectiveOwnerFilter(
  filter: OwnerFilter,
  options: readonly OwnerFilterOption[],
): OwnerFilter {
  return options.some((option) => option.value === filter) ? filter : ALL_OWNERS;
}

/** The guests `filter` keeps; the same array when it keeps them all. */
export function filterGuestsByOwner<G extends { userId: number }>(
  guests: readonly G[],
  filter: OwnerFilter,
  currentUserId: number,
): readonly G[] {
  if (filter === ALL_OWNERS) return guests;
  const ownerId = filter === MY_GUESTS ? currentUserId : Number(filter);
  return guests.filter((guest) => guest.userId === ownerId);
}

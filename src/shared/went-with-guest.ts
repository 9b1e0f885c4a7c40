// The 404 of a task or action item the caller worked on that went with its guest to the guest's
// owner (docs/decisions/047-items-that-went-with-their-guest.md). A module of its own so that only
// the lazily loaded detail dialog carries it, not the board's first load.
export const wentWithGuestMessage = (noun: string) =>
  `This ${noun.toLowerCase()} now belongs to its guest's owner, who no longer shares that guest with you.`;

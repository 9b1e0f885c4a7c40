// Query keys that more than one feature needs. The archive lives under the guests key, so every
// guest mutation that invalidates the board's list (archiving a guest, say) refreshes the archive
// too, and a restore from the archive refreshes both with one invalidation.
export const GUESTS_QUERY_KEY = ['guests'] as const;
export const ARCHIVED_GUESTS_QUERY_KEY = [...GUESTS_QUERY_KEY, 'archived'] as const;

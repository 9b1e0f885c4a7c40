// The live stream's event vocabulary (docs/product.md#live-updates): what changed and how. Shared
// by the database check on change_events and the stream's event payload.

export const LIVE_KINDS = [
  'guest',
  'journal',
  'task',
  'action_item',
  'event',
  'team',
  'notification_settings',
] as const;
export type LiveKind = (typeof LIVE_KINDS)[number];

export const LIVE_OPS = ['insert', 'update', 'delete'] as const;
export type LiveOp = (typeof LIVE_OPS)[number];

/** The `data` of one `event: change` on GET /api/live. */
export interface LiveChange {
  kind: LiveKind;
  op: LiveOp;
  /**
   * The record's id; for `team`, the user whose team or role changed; for
   * `notification_settings`, the user whose settings were saved (heard by that user alone).
   */
  id: number;
  guestId: number | null;
  version: number | null;
  /** Who made the change, when the record says so. */
  by: number | null;
  /** For a guest only: archived after the change (off the board), or not. */
  archived?: boolean;
}

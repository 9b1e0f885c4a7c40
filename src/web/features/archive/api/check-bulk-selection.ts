// The check before a bulk restore or delete: with no guest selected the toast says so
// (docs/product.md#archive-messages) and no confirmation opens, so no call is made.
import { showToast } from '#web/lib/notify.js';

/** True when there is a selection to act on; otherwise raises "No Guests Selected". */
export function checkBulkSelection(action: 'restore' | 'delete', count: number): boolean {
  if (count > 0) return true;
  showToast('No Guests Selected', `Please select at least one guest to ${action}`, 'error');
  return false;
}

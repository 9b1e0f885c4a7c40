// The keyboard's way back onto the board from a dialog nothing on it opened (one opened from the
// address, docs/product.md#screens): the guest's card for the guest dialog and the journal sheet
// on a guest, the header's button for the Add Guest dialog and the Action Center.
import { tabbables } from '#web/lib/focus.js';
import { BOARD_MENU_ID } from './components/board-menu-items';

/**
 * The header's button for a menu item ("add-guest", "action-center"), as a click on it would have
 * opened the dialog; below 1,200 px, where the bar is folded into the side menu, the menu's button.
 */
export function headerControl(key: string): HTMLElement | undefined {
  const buttons = document.querySelectorAll<HTMLElement>(`[data-menu-key="${key}"]`);
  const shown = [...buttons].find((button) => button.getClientRects().length > 0);
  return (
    shown ?? document.querySelector<HTMLElement>(`[aria-controls="${BOARD_MENU_ID}"]`) ?? undefined
  );
}

/** The card's first control (its drag handle), when the card is drawn and shown. */
export function guestCardControl(guestId: number): HTMLElement | undefined {
  const card = document.querySelector<HTMLElement>(`article[data-guest-id="${guestId}"]`);
  return card ? tabbables(card)[0] : undefined;
}

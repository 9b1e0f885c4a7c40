// The keyboard's way into a guest's card from outside the board (docs/product.md#screens): where
// the focus goes as a dialog on that guest closes that nothing on the board opened (the guest
// dialog or journal sheet opened from the address).
import { tabbables } from '#web/lib/focus.js';

/** The card's first control (its drag handle), when the card is drawn and shown. */
export function guestCardControl(guestId: number): HTMLElement | undefined {
  const card = document.querySelector<HTMLElement>(`article[data-guest-id="${guestId}"]`);
  return card ? tabbables(card)[0] : undefined;
}

// Where the keyboard focus goes when what had it goes away (docs/product.md#screens): a button a
// save disables for a moment, an alert that closes, a row that is taken away. The focus is given
// back only when it was lost, never taken from where the user has put it since.
//
// The items of a list (board cards, archive rows, team members, invite links) are marked
// `data-focus-item`: when a row's own control goes with a change (the row gone, or only its
// button), the focus goes to the nearest row beside it that still has a control. Dialogs do so as
// they close (use-dialog-keys.ts); a change made in place does it once it is over.
import { useEffect, useRef } from 'react';

/** Whether the focus is nowhere: on the page's body, or on a control that has been disabled. */
export function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.matches(':disabled');
}

/** Gives `element` the focus if the focus was lost. */
export function focusIfLost(element: HTMLElement | null | undefined): void {
  if (element?.isConnected && focusLost()) element.focus({ preventScroll: true });
}

/**
 * Gives the first field shown in `root` (the first input, select or textarea Tab reaches) the
 * focus if the focus was lost: a screen, or a step of one, that replaced the control pressed.
 * Fields hidden (an inactive tab panel) are passed over.
 */
export function focusFirstField(root: HTMLElement | null | undefined): void {
  if (!root) return;
  focusIfLost(tabbables(root).find((element) => element.matches('input, select, textarea')));
}

/**
 * Gives the first field in error in `root` (marked `aria-invalid`) the focus and brings it to the
 * middle of its scrolling box, clear of a dialog's sticky header: a submit refused, by the form's
 * own rules or by the server, leaves the user on what to fix, not on a button far below it.
 */
export function focusFirstInvalid(root: HTMLElement | null | undefined): void {
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]');
  if (!field) return;
  field.focus({ preventScroll: true });
  field.scrollIntoView({ block: 'center' });
}

const TABBABLE =
  'a[href], button, input, select, textarea, [tabindex]:not([tabindex="-1"]), [contenteditable="true"]';

/** The controls Tab reaches in `root`, in document order. */
export function tabbables(root: HTMLElement): HTMLElement[] {
  return [...root.querySelectorAll<HTMLElement>(TABBABLE)].filter(
    (element) =>
      element.tabIndex >= 0 &&
      !element.matches(':disabled') &&
      element.getClientRects().length > 0 &&
      !element.closest('[inert]'),
  );
}

/**
 * The items beside the `data-focus-item` that holds `element`, nearest first: those after it,
 * then those before it. Read before the change, while `element` is still in its item.
 */
export function itemNeighbours(element: HTMLElement | null): HTMLElement[] {
  const item = element?.closest<HTMLElement>('[data-focus-item]');
  if (!item?.parentElement) return [];
  const items = [...item.parentElement.querySelectorAll<HTMLElement>(':scope > [data-focus-item]')];
  const at = items.indexOf(item);
  return [...items.slice(at + 1), ...items.slice(0, at).reverse()];
}

/**
 * The first control of the first of `items` still on the page that has one (a row whose button
 * went with a change of its own has none left).
 */
export function firstControl(items: readonly HTMLElement[]): HTMLElement | undefined {
  for (const item of items) {
    const control = item.isConnected ? tabbables(item)[0] : undefined;
    if (control) return control;
  }
  return undefined;
}

/**
 * Once `active` is over, the focus goes to `target()` if it was lost: a call's button is disabled
 * while the call runs (the button again, or what the outcome put in its place), a form that closes
 * takes its buttons with it (the control that comes back in its place).
 */
export function useFocusWhenOver(
  active: boolean,
  target: () => HTMLElement | null | undefined,
): void {
  const was = useRef(active);
  const latest = useRef(target);
  useEffect(() => {
    latest.current = target;
  });
  useEffect(() => {
    if (was.current && !active) focusIfLost(latest.current());
    was.current = active;
  }, [active]);
}

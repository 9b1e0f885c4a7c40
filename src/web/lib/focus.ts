// Where the keyboard focus goes when what had it goes away (docs/product.md#screens): a button a
// save disables for a moment, an alert that closes, a row that is taken away. The focus is given
// back only when it was lost, never taken from where the user has put it since.

/** Whether the focus is nowhere: on the page's body, or on a control that has been disabled. */
export function focusLost(): boolean {
  const active = document.activeElement;
  return active === null || active === document.body || active.matches(':disabled');
}

/** Gives `element` the focus if the focus was lost. */
export function focusIfLost(element: HTMLElement | null | undefined): void {
  if (element?.isConnected && focusLost()) element.focus({ preventScroll: true });
}

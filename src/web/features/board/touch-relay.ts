// Touch drags of a virtual column's card (docs/decisions/029). While a card is dragged the drag
// library draws it as a clone and takes the card's own element out of the page. A touch keeps the
// element it started on as its target to the end, and the events of a node that is no longer in
// the document reach no listener but the node's own: the library, listening on the window, would
// never hear the finger move or lift, and the card would hang where it was lifted. The handle
// passes those events on to the window once it is out of the page.

const RELAYED = ['touchmove', 'touchend', 'touchcancel'] as const;

function relay(event: TouchEvent): void {
  const handle = event.currentTarget as Element;
  if (handle.isConnected) return;
  const copy = new TouchEvent(event.type, {
    bubbles: true,
    cancelable: event.cancelable,
    touches: [...event.touches],
    targetTouches: [...event.targetTouches],
    changedTouches: [...event.changedTouches],
  });
  window.dispatchEvent(copy);
  if (copy.defaultPrevented) event.preventDefault();
}

/**
 * A ref for a drag handle. The listeners stay when the handle leaves the page (that is when they
 * matter) and go with the element; adding the same function again adds nothing.
 */
export function relayDetachedTouches(handle: HTMLElement | null): void {
  if (!handle || typeof TouchEvent === 'undefined') return;
  for (const type of RELAYED) handle.addEventListener(type, relay, { passive: false });
}

// A card a teammate moved glides from its old column to its new one (docs/product.md#live-updates)
// with the browser's view transitions; without them, or with reduced motion asked for, it is
// simply redrawn in its new place. A card that had the keyboard focus keeps it there.
import type { GuestDto } from '#shared/schemas/guests.js';
import { focusIfLost, tabbables } from '#web/lib/focus.js';

const NAME = 'live-moved-card';
const WAIT_MS = 500;

/**
 * The element once the page shows it, or null after `WAIT_MS` (its new place may be outside its
 * column's view, where the column draws no card; docs/decisions/029).
 */
async function shown(selector: string): Promise<HTMLElement | null> {
  const until = performance.now() + WAIT_MS;
  for (;;) {
    const element = document.querySelector<HTMLElement>(selector);
    if (element || performance.now() > until) return element;
    // Rendering is paused during a view transition's update, so no animation frames: a timer.
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

/**
 * Once the card is drawn in its new column, gives the focus to the control of it that had the
 * focus in the old one (by its place among the card's controls, since an edit heard with the move
 * may rename their labels), unless the focus has gone somewhere since. Not while a card is being
 * carried: the drag library keeps the focus on the carried card's handle itself.
 */
async function keepFocus(card: string, status: string, control: number): Promise<void> {
  const moved = await shown(`[data-status="${status}"] ${card}`);
  if (!moved || document.querySelector('[data-clone]')) return;
  const controls = tabbables(moved);
  focusIfLost(controls[control] ?? controls[0]);
}

export function placeGuestAnimated(
  update: () => void,
  before: GuestDto | undefined,
  after: GuestDto,
): void {
  const card = `[data-guest-id="${after.id}"]`;
  const old = document.querySelector<HTMLElement>(card);
  const moves = before !== undefined && before.status !== after.status;
  const active = document.activeElement;
  const focused =
    moves && old && active instanceof HTMLElement && old.contains(active)
      ? tabbables(old).indexOf(active)
      : -1;
  const refocus = () => {
    if (focused >= 0) void keepFocus(card, after.status, focused);
  };
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (!moves || !old || still || !document.startViewTransition) {
    update();
    refocus();
    return;
  }
  old.style.viewTransitionName = NAME;
  let moved: HTMLElement | null = null;
  const transition = document.startViewTransition(async () => {
    old.style.viewTransitionName = '';
    update();
    moved = await shown(`[data-status="${after.status}"] ${card}`);
    if (moved) moved.style.viewTransitionName = NAME;
  });
  void transition.finished.finally(() => {
    if (moved) moved.style.viewTransitionName = '';
    refocus();
  });
}

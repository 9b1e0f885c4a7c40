// A card a teammate moved glides from its old column to its new one (docs/product.md#live-updates)
// with the browser's view transitions; without them, or with reduced motion asked for, it is
// simply redrawn in its new place.
import type { GuestDto } from '#shared/schemas/guests.js';

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

export function placeGuestAnimated(
  update: () => void,
  before: GuestDto | undefined,
  after: GuestDto,
): void {
  const card = `[data-guest-id="${after.id}"]`;
  const old = document.querySelector<HTMLElement>(card);
  const still = window.matchMedia('(prefers-reduced-motion: reduce)').matches;
  if (!before || before.status === after.status || !old || still || !document.startViewTransition) {
    update();
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
  });
}

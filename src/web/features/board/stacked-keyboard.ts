// The keyboard's way from column to column where the columns are stacked (below 62em; docs/decisions/
// 039-keyboard-moves-on-stacked-columns.md). There the drag library's keyboard sensor looks for a
// column beside the card (Left, Right) and finds none, and Up and Down only carry the card along its
// own column, whose order is the board's: a card could not leave its column from the keyboard.
// Instead Space on a card's handle picks the card up, the arrow keys choose the column below (Down,
// Right) or above (Up, Left), Space moves the card there and Escape leaves it where it was. Side by
// side, the library's own keyboard sensor runs, but for Up and Down, which would only move the card
// along its own column. Both listen on the window as keys go down (capturing); this one is bound
// first, and a key it takes is marked as handled, which the library then leaves alone (or, during
// the library's drag, which reads every key, not handed on).
import {
  useKeyboardSensor,
  type PreDragActions,
  type Sensor,
  type SensorAPI,
} from '@hello-pangea/dnd';
import { useLayoutEffect, type RefObject } from 'react';
import type { GuestStatus } from '#shared/enums.js';
import { normalizeStatus } from '#shared/guest-rules.js';
import { columnByArrow } from './board-layout';

/** What the board does as a card is carried between stacked columns. */
export interface StackedCarry {
  /** Whether the columns stand one above the other now. */
  stacked: () => boolean;
  lift: (id: number, from: GuestStatus) => void;
  over: (id: number, status: GuestStatus) => void;
  /** Let go over `to`, which may be the column it came from. */
  drop: (id: number, from: GuestStatus, to: GuestStatus) => void;
  cancel: (id: number, from: GuestStatus) => void;
}

/** Keys a carry holds back, as the library's keyboard drag does: they would leave the handle or scroll the page. */
const HELD_KEYS = new Set(['Tab', 'Enter', 'PageUp', 'PageDown', 'Home', 'End']);

/** The library's keyboard moves along the card's own column. */
const ALONG_A_COLUMN = new Set(['ArrowUp', 'ArrowDown']);

/** What cancels a carry, as it cancels the library's keyboard drag: the pointer, the page's size, leaving the tab. */
const CANCELLING_EVENTS = ['mousedown', 'touchstart', 'wheel', 'resize', 'visibilitychange'];

/** Room kept around a column brought into view, for its outline. */
const VIEW_MARGIN_PX = 8;

/**
 * Scrolls the page so that `element` shows whole below the page's sticky header, or its top when
 * it is taller than the room there.
 */
function bringIntoView(element: Element | null | undefined): void {
  if (!element) return;
  const top =
    (document.querySelector('header')?.getBoundingClientRect().bottom ?? 0) + VIEW_MARGIN_PX;
  const bottom = window.innerHeight - VIEW_MARGIN_PX;
  const box = element.getBoundingClientRect();
  if (box.top >= top && box.bottom <= bottom) return;
  const fits = box.height <= bottom - top;
  const by = box.top < top || !fits ? Math.floor(box.top - top) : Math.ceil(box.bottom - bottom);
  window.scrollBy(0, by);
}

/** The column `status` of the board whose drag context is `context`, as a whole (title and cards). */
function columnElement(context: string | null, status: GuestStatus): Element | null {
  return (
    document
      .querySelector(
        `[data-rfd-droppable-context-id="${context}"][data-rfd-droppable-id="${status}"]`,
      )
      ?.closest('section') ?? null
  );
}

/**
 * The board's keyboard sensor: the library's, with the stacked columns' carry before it. `carry`
 * is read at each key, so the board may hand it a new object at every render.
 */
export function stackedKeyboardSensor(carry: RefObject<StackedCarry | null>): Sensor {
  return function useBoardKeyboardSensor(api: SensorAPI) {
    useLayoutEffect(() => {
      let carried: {
        id: number;
        from: GuestStatus;
        over: GuestStatus;
        handle: HTMLElement;
        lock: PreDragActions;
      } | null = null;

      const end = (release: boolean) => {
        if (!carried) return;
        if (release && carried.lock.isActive()) carried.lock.abort();
        for (const type of CANCELLING_EVENTS) window.removeEventListener(type, onCancel, true);
        const ended = carried;
        carried = null;
        return ended;
      };
      // Escape, or Space over its own column, brings the card back into view; a pointer, the
      // wheel or a resize that cancels is the host doing something else, and is left to do it.
      const cancel = (release: boolean, reveal: boolean) => {
        const ended = end(release);
        if (!ended) return;
        carry.current?.cancel(ended.id, ended.from);
        if (reveal) bringIntoView(ended.handle.closest('[data-focus-item]'));
      };
      const onCancel = () => cancel(true, false);

      const onKeyDown = (event: KeyboardEvent) => {
        if (carried) {
          const { id, from, over, handle } = carried;
          const next = columnByArrow(over, event.key);
          if (event.key === 'Escape' || (event.key === ' ' && over === from && !event.repeat)) {
            event.preventDefault();
            cancel(true, true);
          } else if (event.key === ' ' && !event.repeat) {
            event.preventDefault();
            end(true);
            carry.current?.drop(id, from, over);
          } else if (next) {
            event.preventDefault();
            carried.over = next;
            carry.current?.over(id, next);
            bringIntoView(
              columnElement(handle.getAttribute('data-rfd-drag-handle-context-id'), next),
            );
          } else if (event.key === ' ' || HELD_KEYS.has(event.key)) {
            event.preventDefault();
          }
          return;
        }
        // Side by side, in the library's keyboard drag, Up and Down would carry the card along its
        // own column, whose order is the board's: the drop could only put it back. They do nothing
        // (docs/decisions/049-up-and-down-on-side-by-side-columns.md).
        if (ALONG_A_COLUMN.has(event.key) && api.isLockClaimed() && !carry.current?.stacked()) {
          event.preventDefault();
          event.stopImmediatePropagation();
          return;
        }
        if (event.defaultPrevented || event.key !== ' ' || !carry.current?.stacked()) return;
        const draggableId = api.findClosestDraggableId(event);
        const handle =
          event.target instanceof Element
            ? event.target.closest<HTMLElement>('[data-rfd-drag-handle-draggable-id]')
            : null;
        const from = normalizeStatus(
          handle?.closest('[data-rfd-droppable-id]')?.getAttribute('data-rfd-droppable-id') ?? '',
        );
        if (!draggableId || !handle || !from) return;
        // Forced to stop (the board went away): the library releases the lock itself.
        const lock = api.tryGetLock(draggableId, () => cancel(false, false), {
          sourceEvent: event,
        });
        if (!lock) return;
        event.preventDefault();
        carried = { id: Number(draggableId), from, over: from, handle, lock };
        for (const type of CANCELLING_EVENTS) window.addEventListener(type, onCancel, true);
        carry.current?.lift(carried.id, from);
      };

      window.addEventListener('keydown', onKeyDown, true);
      return () => {
        window.removeEventListener('keydown', onKeyDown, true);
        end(true);
      };
    }, [api]);
    useKeyboardSensor(api);
  };
}

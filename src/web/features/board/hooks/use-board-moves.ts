// The board's drag state in one place: whether a card is being dragged, the drops the guest list
// has not caught up with yet, the card the host moved last (its column scrolls to it), and the six
// columns, each keeping its identity while its cards stay the same so that a drop redraws only the
// columns whose cards change (docs/decisions/029, docs/performance.md).
import {
  useMouseSensor,
  useTouchSensor,
  type BeforeCapture,
  type DragStart,
  type DragUpdate,
  type DropResult,
  type ResponderProvided,
  type Sensor,
} from '@hello-pangea/dnd';
import { useCallback, useMemo, useReducer, useRef, useState, type RefObject } from 'react';
import { GUEST_STATUSES, type GuestStatus } from '#shared/enums.js';
import { normalizeStatus, statusTitle } from '#shared/guest-rules.js';
import type { GuestDto } from '#shared/schemas/guests.js';
import { withReplaced } from '#web/lib/list-cache.js';
import {
  DRAG_ANNOUNCEMENTS,
  regroupGuests,
  sameItems,
  SIDE_BY_SIDE_QUERY,
  type GuestColumns,
} from '../board-layout';
import { stackedKeyboardSensor, type StackedCarry } from '../stacked-keyboard';
import { useDerivedFrom } from './use-derived-from';

/**
 * The card the host dropped last, and the column it went to (its own, when the drag ended there or
 * was cancelled): a new object for every drop. When the card then lands elsewhere (the server
 * refused or failed the move, or someone else moved it first), a new one names the column it is
 * in, with `refocus`: its element there is a new one, so the column gives its handle the focus the
 * old one had (docs/product.md#board-screen).
 */
export interface BoardReveal {
  id: number;
  status: GuestStatus;
  refocus?: boolean;
}

/**
 * What a column draws: its guests, the card it scrolls to once (the host's last drop here), and
 * the search that chose them (a new search replaces the drawn cards wholesale).
 */
export interface BoardColumnModel {
  guests: readonly GuestDto[];
  reveal: BoardReveal | null;
  search: string;
}

export type BoardColumns = Record<GuestStatus, BoardColumnModel>;

interface MovesState {
  dragging: boolean;
  /**
   * The column a card carried from the keyboard between stacked columns is over (its own at first;
   * stacked-keyboard.ts), or null.
   */
  carriedOver: GuestStatus | null;
  /**
   * Drops the guest list has not caught up with: the drag library needs the card in its new column
   * in the same render as the drop, and the query cache answers a moment later. They apply while
   * the list is the one they were made on.
   */
  pending: { source: readonly GuestDto[] | undefined; moves: ReadonlyMap<number, GuestStatus> };
  /**
   * The host's last drop: its column scrolls to the card, which sorts where the board's order puts
   * it rather than where it was let go (docs/decisions/029).
   */
  revealed: BoardReveal | null;
}

type MovesAction =
  | { type: 'lift' }
  | { type: 'carry'; over: GuestStatus }
  | { type: 'cancel'; id: number; status: GuestStatus | null }
  | {
      type: 'drop';
      source: readonly GuestDto[] | undefined;
      id: number;
      status: GuestStatus;
      refocus: boolean;
    };

const NO_MOVES: ReadonlyMap<number, GuestStatus> = new Map();
const INITIAL: MovesState = {
  dragging: false,
  carriedOver: null,
  pending: { source: undefined, moves: NO_MOVES },
  revealed: null,
};

function movesReducer(state: MovesState, action: MovesAction): MovesState {
  switch (action.type) {
    case 'lift':
      return { ...state, dragging: true };
    case 'carry':
      return { ...state, carriedOver: action.over };
    case 'cancel':
      // The card stays in its column, which the drag may have scrolled far from it (the keyboard's
      // arrows scroll it to each place the card passes): the column scrolls back to it and its
      // handle, whose element the drag took out of the page, takes the focus again.
      return {
        ...state,
        dragging: false,
        carriedOver: null,
        revealed:
          action.status && Number.isInteger(action.id)
            ? { id: action.id, status: action.status, refocus: true }
            : state.revealed,
      };
    case 'drop': {
      const earlier = state.pending.source === action.source ? state.pending.moves : NO_MOVES;
      // A card carried between stacked columns leaves its element behind, its handle's focus
      // with it; the library gives the focus back after its own drops.
      return {
        dragging: false,
        carriedOver: null,
        pending: {
          source: action.source,
          moves: new Map(earlier).set(action.id, action.status),
        },
        revealed: action.refocus
          ? { id: action.id, status: action.status, refocus: true }
          : { id: action.id, status: action.status },
      };
    }
  }
}

/** The columns for `grouped`, reusing each of `previous` whose cards and reveal are the same. */
function toColumns(
  grouped: GuestColumns<GuestDto>,
  search: string,
  revealed: BoardReveal | null,
  previous: BoardColumns | undefined,
): BoardColumns {
  const columns = {} as BoardColumns;
  for (const status of GUEST_STATUSES) {
    const guests = grouped[status];
    const reveal = revealed?.status === status ? revealed : null;
    const before = previous?.[status];
    columns[status] =
      before &&
      before.reveal === reveal &&
      (before.guests === guests || sameItems(before.guests, guests))
        ? before
        : { guests, reveal, search };
  }
  return columns;
}

/** `visible` with each pending drop's guest in its new column (a copy with those entries only). */
function withMoves(
  visible: readonly GuestDto[],
  moves: ReadonlyMap<number, GuestStatus>,
): readonly GuestDto[] {
  if (moves.size === 0) return visible;
  const moved = new Map<number, GuestDto>();
  for (const [id, status] of moves) {
    const index = visible.findIndex((guest) => guest.id === id);
    const guest = visible[index];
    if (guest) moved.set(index, { ...guest, status });
  }
  return withReplaced(visible, moved);
}

/**
 * The host's last drop, or once its card is found in another column than the one it was dropped
 * in, where it landed instead: one object per place, so the column scrolls to it once.
 */
function useLanded(dropped: BoardReveal | null, placed: readonly GuestDto[]): BoardReveal | null {
  const landed = useRef<{ dropped: BoardReveal; at: BoardReveal } | null>(null);
  const status = useMemo(
    () => (dropped ? placed.find((guest) => guest.id === dropped.id)?.status : undefined),
    [dropped, placed],
  );
  if (!dropped || status === undefined || status === dropped.status) return dropped;
  if (landed.current?.dropped !== dropped || landed.current.at.status !== status) {
    landed.current = { dropped, at: { id: dropped.id, status, refocus: true } };
  }
  return landed.current.at;
}

export interface BoardMoves {
  columns: BoardColumns;
  dragging: boolean;
  /** The column a card carried from the keyboard between stacked columns is over, or null. */
  carriedOver: GuestStatus | null;
  /** For `DragDropContext` (with `enableDefaultSensors={false}`): pointer, touch and keyboard. */
  sensors: Sensor[];
  /** A live region for what a screen reader hears of a carry between stacked columns. */
  announcer: RefObject<HTMLDivElement | null>;
  /** For `DragDropContext`. */
  onBeforeCapture: (before: BeforeCapture) => void;
  onDragStart: (start: DragStart, provided: ResponderProvided) => void;
  onDragUpdate: (update: DragUpdate, provided: ResponderProvided) => void;
  onDragEnd: (result: DropResult, provided: ResponderProvided) => void;
}

/** Where the host saw a card when they picked it up, and its version then. */
export interface SeenAtLift {
  status: GuestStatus;
  version: number;
}

/**
 * `guests` is the whole list (from the query cache); `visible` the guests to draw (the matches of
 * `search`, the same objects). `onMoveGuest` sends a drop to the server, with the card as the host
 * saw it when they picked it up: a teammate's move that arrives mid-drag must not become the
 * version the drop claims to have seen (docs/product.md#versions).
 */
export function useBoardMoves(
  guests: readonly GuestDto[] | undefined,
  visible: readonly GuestDto[],
  search: string,
  onMoveGuest: (guestId: number, status: GuestStatus, seen: SeenAtLift | undefined) => void,
): BoardMoves {
  const [state, dispatch] = useReducer(movesReducer, INITIAL);
  const moves = state.pending.source === guests ? state.pending.moves : NO_MOVES;

  const placed = useMemo(() => withMoves(visible, moves), [visible, moves]);
  // A list that changed in a few places (a drop, the server's answer to it) is regrouped from the
  // columns of the last one.
  const grouped = useDerivedFrom(placed, regroupGuests<GuestDto>);
  // The columns of the last render, so an unchanged column is handed down as the same object and
  // its memoised component skips the render.
  const previous = useRef<BoardColumns | undefined>(undefined);
  const revealed = useLanded(state.revealed, placed);
  const columns = useMemo(
    () => toColumns(grouped, search, revealed, previous.current),
    [grouped, search, revealed],
  );
  previous.current = columns;

  // The list as of this render, for the lift (which needs no render of its own).
  const list = useRef(guests);
  list.current = guests;
  const lifted = useRef<{ id: number; name: string; seen: SeenAtLift } | null>(null);
  const recordLift = useCallback((id: number) => {
    const guest = list.current?.find((candidate) => candidate.id === id);
    lifted.current = guest
      ? { id: guest.id, name: guest.name, seen: { status: guest.status, version: guest.version } }
      : null;
  }, []);
  const onBeforeCapture = useCallback(
    ({ draggableId }: BeforeCapture) => {
      recordLift(Number(draggableId));
      dispatch({ type: 'lift' });
    },
    [recordLift],
  );
  const nameOf = (draggableId: string | number) =>
    lifted.current?.id === Number(draggableId) ? lifted.current.name : 'The card';
  const onDragStart = useCallback(
    ({ draggableId, source }: DragStart, { announce }: ResponderProvided) =>
      announce(DRAG_ANNOUNCEMENTS.lifted(nameOf(draggableId), statusTitle(source.droppableId))),
    [],
  );
  const onDragUpdate = useCallback(
    ({ draggableId, destination }: DragUpdate, { announce }: ResponderProvided) => {
      const name = nameOf(draggableId);
      announce(
        destination
          ? DRAG_ANNOUNCEMENTS.over(name, statusTitle(destination.droppableId))
          : DRAG_ANNOUNCEMENTS.nowhere(name),
      );
    },
    [],
  );
  /**
   * A card let go in column `to` (null: nowhere, or cancelled), by the library or by a carry
   * between stacked columns, whose card's old element takes the focus with it (`refocus`).
   */
  const letGo = useCallback(
    (
      draggableId: string,
      from: string,
      to: string | null,
      announce: ((message: string) => void) | undefined,
      refocus: boolean,
    ) => {
      const status = to === null ? null : normalizeStatus(to);
      const guestId = Number(draggableId);
      if (to === null || to === from || !status || !Number.isInteger(guestId)) {
        announce?.(DRAG_ANNOUNCEMENTS.cancelled(nameOf(draggableId), statusTitle(from)));
        dispatch({ type: 'cancel', id: guestId, status: normalizeStatus(from) });
        return;
      }
      announce?.(DRAG_ANNOUNCEMENTS.dropped(nameOf(draggableId), statusTitle(status)));
      dispatch({ type: 'drop', source: guests, id: guestId, status, refocus });
      onMoveGuest(
        guestId,
        status,
        lifted.current?.id === guestId ? lifted.current.seen : undefined,
      );
    },
    [guests, onMoveGuest],
  );
  const onDragEnd = useCallback(
    ({ source, destination, draggableId }: DropResult, provided?: ResponderProvided) =>
      letGo(
        draggableId,
        source.droppableId,
        destination?.droppableId ?? null,
        provided?.announce,
        false,
      ),
    [letGo],
  );

  // A card carried between stacked columns (stacked-keyboard.ts): what a screen reader hears goes
  // to the board's own live region, in the library's words.
  const announcer = useRef<HTMLDivElement | null>(null);
  const say = (message: string) => {
    if (announcer.current) announcer.current.textContent = message;
  };
  const carry = useRef<StackedCarry | null>(null);
  carry.current = {
    stacked: () => !window.matchMedia(SIDE_BY_SIDE_QUERY).matches,
    lift: (id, from) => {
      recordLift(id);
      dispatch({ type: 'carry', over: from });
      say(DRAG_ANNOUNCEMENTS.lifted(nameOf(id), statusTitle(from)));
    },
    over: (id, status) => {
      dispatch({ type: 'carry', over: status });
      say(DRAG_ANNOUNCEMENTS.over(nameOf(id), statusTitle(status)));
    },
    drop: (id, from, to) => letGo(String(id), from, to, say, true),
    cancel: (id, from) => letGo(String(id), from, null, say, true),
  };
  const [sensors] = useState<Sensor[]>(() => [
    useMouseSensor,
    stackedKeyboardSensor(carry),
    useTouchSensor,
  ]);

  return {
    columns,
    dragging: state.dragging,
    carriedOver: state.carriedOver,
    sensors,
    announcer,
    onBeforeCapture,
    onDragStart,
    onDragUpdate,
    onDragEnd,
  };
}

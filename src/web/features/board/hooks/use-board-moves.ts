// The board's drag state in one place: whether a card is being dragged (and the gate that holds
// back columns that want to draw more meanwhile), the drops the guest list has not caught up with
// yet, the cards the host moved (always drawn), and the six columns, each keeping its identity
// while its cards stay the same so that a drop redraws only the columns whose cards change
// (docs/decisions/013, docs/performance.md).
import type { DropResult } from '@hello-pangea/dnd';
import { useCallback, useMemo, useReducer, useRef, useState } from 'react';
import { GUEST_STATUSES, type GuestStatus } from '#shared/enums.js';
import { normalizeStatus } from '#shared/guest-rules.js';
import type { GuestDto } from '#shared/schemas/guests.js';
import {
  columnWindowEnd,
  createDragGate,
  groupGuestsByStatus,
  sameItems,
  samePinned,
  type DragGate,
} from '../board-layout';

/** What a column draws: its guests and the ones the host moved into it. */
export interface BoardColumnModel {
  guests: readonly GuestDto[];
  /** How far the column draws at least, to show every card the host moved into it (0: none). */
  pinnedEnd: number;
  /** The moved cards among `guests`: a column is redrawn only when these change. */
  pinnedIds: ReadonlySet<number>;
}

export type BoardColumns = Record<GuestStatus, BoardColumnModel>;

interface MovesState {
  dragging: boolean;
  /**
   * Drops the guest list has not caught up with: the drag library needs the card in its new column
   * in the same render as the drop, and the query cache answers a moment later. They apply while
   * the list is the one they were made on.
   */
  pending: { source: readonly GuestDto[] | undefined; moves: ReadonlyMap<number, GuestStatus> };
  /** Every card moved here stays drawn in its new column, however long the column. */
  pinned: ReadonlySet<number>;
}

type MovesAction =
  | { type: 'lift' }
  | { type: 'cancel' }
  | { type: 'drop'; source: readonly GuestDto[] | undefined; id: number; status: GuestStatus };

const NO_MOVES: ReadonlyMap<number, GuestStatus> = new Map();
const INITIAL: MovesState = {
  dragging: false,
  pending: { source: undefined, moves: NO_MOVES },
  pinned: new Set(),
};

function movesReducer(state: MovesState, action: MovesAction): MovesState {
  switch (action.type) {
    case 'lift':
      return { ...state, dragging: true };
    case 'cancel':
      return { ...state, dragging: false };
    case 'drop': {
      const earlier = state.pending.source === action.source ? state.pending.moves : NO_MOVES;
      return {
        dragging: false,
        pending: {
          source: action.source,
          moves: new Map(earlier).set(action.id, action.status),
        },
        pinned: new Set(state.pinned).add(action.id),
      };
    }
  }
}

/** The columns for `visible`, reusing each of `previous` whose cards and moved cards are the same. */
function toColumns(
  visible: readonly GuestDto[],
  pinned: ReadonlySet<number>,
  previous: BoardColumns | undefined,
): BoardColumns {
  const grouped = groupGuestsByStatus(visible);
  const columns = {} as BoardColumns;
  for (const status of GUEST_STATUSES) {
    const guests = grouped[status];
    const before = previous?.[status];
    columns[status] =
      before && sameItems(before.guests, guests) && samePinned(guests, before.pinnedIds, pinned)
        ? before
        : { guests, pinnedEnd: columnWindowEnd(guests, 0, pinned), pinnedIds: pinned };
  }
  return columns;
}

export interface BoardMoves {
  columns: BoardColumns;
  dragging: boolean;
  dragGate: DragGate;
  /** For `DragDropContext`. */
  onBeforeCapture: () => void;
  onDragEnd: (result: DropResult) => void;
}

/**
 * `guests` is the whole list (from the query cache); `visible` the guests to draw (the search's
 * matches, the same objects). `onMoveGuest` sends a drop to the server.
 */
export function useBoardMoves(
  guests: readonly GuestDto[] | undefined,
  visible: readonly GuestDto[],
  onMoveGuest: (guestId: number, status: GuestStatus) => void,
): BoardMoves {
  const [state, dispatch] = useReducer(movesReducer, INITIAL);
  const [dragGate] = useState(createDragGate);
  const moves = state.pending.source === guests ? state.pending.moves : NO_MOVES;

  const placed = useMemo(
    () =>
      moves.size === 0
        ? visible
        : visible.map((guest) => {
            const status = moves.get(guest.id);
            return status ? { ...guest, status } : guest;
          }),
    [visible, moves],
  );
  // The columns of the last render, so an unchanged column is handed down as the same object and
  // its memoised component skips the render.
  const previous = useRef<BoardColumns | undefined>(undefined);
  const columns = useMemo(
    () => toColumns(placed, state.pinned, previous.current),
    [placed, state.pinned],
  );
  previous.current = columns;

  const onBeforeCapture = useCallback(() => {
    dragGate.start();
    dispatch({ type: 'lift' });
  }, [dragGate]);
  const onDragEnd = useCallback(
    ({ source, destination, draggableId }: DropResult) => {
      dragGate.end();
      const status = destination ? normalizeStatus(destination.droppableId) : null;
      const guestId = Number(draggableId);
      if (
        !destination ||
        destination.droppableId === source.droppableId ||
        !status ||
        !Number.isInteger(guestId)
      ) {
        dispatch({ type: 'cancel' });
        return;
      }
      dispatch({ type: 'drop', source: guests, id: guestId, status });
      onMoveGuest(guestId, status);
    },
    [dragGate, guests, onMoveGuest],
  );

  return { columns, dragging: state.dragging, dragGate, onBeforeCapture, onDragEnd };
}

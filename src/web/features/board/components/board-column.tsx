// One board column (docs/product.md#board-screen): icon, title, count and a drop zone whose id is
// the status value. Memoised: useBoardMoves hands an unchanged column down as the same object, so a
// move re-renders only the columns it touches. The drop zone scrolls on its own and draws only the
// cards in and near its view, at any length (TanStack Virtual and the drag library's virtual mode;
// docs/decisions/029).
import { Text } from '@mantine/core';
import {
  Droppable,
  type DraggableProvided,
  type DraggableRubric,
  type DraggableStateSnapshot,
  type DroppableProvided,
} from '@hello-pangea/dnd';
import { measureElement as measuredSize, useVirtualizer } from '@tanstack/react-virtual';
import {
  IconCalendar,
  IconCircleCheck,
  IconFlame,
  IconHourglass,
  IconPhone,
  IconUserPlus,
} from '@tabler/icons-react';
import {
  memo,
  useCallback,
  useLayoutEffect,
  useRef,
  useState,
  type CSSProperties,
  type ReactElement,
} from 'react';
import type { GuestStatus } from '#shared/enums.js';
import { STATUS_META } from '#shared/guest-rules.js';
import type { GuestDto } from '#shared/schemas/guests.js';
import { focusIfLost, focusLost } from '#web/lib/focus.js';
import {
  assignCardKeys,
  CARD_HEIGHT_ESTIMATE_PX,
  COLUMN_OVERSCAN,
  NO_CARD_KEYS,
  revealIndex,
  virtualSlotCount,
  type CardKeys,
} from '../board-layout';
import type { BoardColumnModel, BoardReveal } from '../hooks/use-board-moves';
import classes from './board.module.css';
import { GuestCard, GuestCardClone, type GuestAction } from './guest-card';

/**
 * docs/product.md#board-screen icons: user-plus, fire, phone, hourglass, calendar, check-circle.
 * Elements made once: a column drawn again (its count changed) leaves its icon as it is.
 */
const COLUMN_ICONS: Record<GuestStatus, ReactElement> = {
  prospect: <IconUserPlus size={16} aria-hidden />,
  hot: <IconFlame size={16} aria-hidden />,
  intro: <IconPhone size={16} aria-hidden />,
  limbo: <IconHourglass size={16} aria-hidden />,
  scheduled: <IconCalendar size={16} aria-hidden />,
  complete: <IconCircleCheck size={16} aria-hidden />,
};

const COLUMN_ICON_COLORS: Record<GuestStatus, string> = {
  prospect: 'yellow',
  hot: 'orange',
  intro: 'blue',
  limbo: 'grape',
  scheduled: 'green',
  complete: 'teal',
};

export interface BoardColumnProps {
  status: GuestStatus;
  /** 1-based slot in the six-column grid on wide screens. */
  slot: number;
  /** Its guests, and the card the host just dropped here (the column scrolls to it). */
  column: BoardColumnModel;
  /** A card carried from the keyboard between stacked columns is over this one (outlined). */
  carriedHere?: boolean;
  onViewJournal: GuestAction;
  onSchedule?: GuestAction;
  onEdit: GuestAction;
  onDelete: GuestAction;
}

type CardActions = Pick<BoardColumnProps, 'onViewJournal' | 'onSchedule' | 'onEdit' | 'onDelete'>;

export const BoardColumn = memo(function BoardColumn({
  status,
  slot,
  column,
  carriedHere = false,
  onViewJournal,
  onSchedule,
  onEdit,
  onDelete,
}: BoardColumnProps) {
  const actions = { onViewJournal, onSchedule, onEdit, onDelete };
  const { title } = STATUS_META[status];
  const headingId = `board-column-${status}`;
  const { guests, reveal, search } = column;

  // The dragged card is drawn apart from the list (the library's virtual mode asks for it), so
  // its slot may leave the DOM when the column scrolls away from it mid-drag. A teammate may move
  // the card out of this column mid-drag too: the host still carries it as they picked it up (the
  // drop is then refused, docs/product.md#versions), so the clone keeps the guest it last drew.
  const carried = useRef<GuestDto | null>(null);
  const renderClone = useCallback(
    (provided: DraggableProvided, snapshot: DraggableStateSnapshot, rubric: DraggableRubric) => {
      const id = Number(rubric.draggableId);
      const here =
        guests[rubric.source.index]?.id === id
          ? guests[rubric.source.index]
          : guests.find((candidate) => candidate.id === id);
      if (here) carried.current = here;
      const guest = here ?? (carried.current?.id === id ? carried.current : undefined);
      if (!guest) return <div ref={provided.innerRef} {...provided.draggableProps} />;
      return (
        <GuestCardClone
          provided={provided}
          snapshot={snapshot}
          guest={guest}
          columnStatus={status}
          onViewJournal={onViewJournal}
          onSchedule={onSchedule}
          onEdit={onEdit}
          onDelete={onDelete}
        />
      );
    },
    [guests, status, onViewJournal, onSchedule, onEdit, onDelete],
  );

  return (
    <section
      className={classes.column}
      data-status={status}
      data-carried-over={carriedHere || undefined}
      aria-labelledby={headingId}
      style={{ '--column-slot': slot } as CSSProperties}
    >
      {/* Plain elements styled as Mantine's light ThemeIcon, h6 Title and white Badge: a search
          redraws every column's header at each keystroke (docs/performance.md). */}
      <div className={classes.columnHeader}>
        <span
          className={classes.columnIcon}
          style={
            {
              '--column-icon-bg': `var(--mantine-color-${COLUMN_ICON_COLORS[status]}-light)`,
              '--column-icon-color': `var(--mantine-color-${COLUMN_ICON_COLORS[status]}-light-color)`,
            } as CSSProperties
          }
        >
          {COLUMN_ICONS[status]}
        </span>
        <h2 id={headingId} className={classes.columnTitle}>
          {title}
        </h2>
        <span className={classes.columnCount}>
          {guests.length}
          <span className={classes.visuallyHidden}>
            {guests.length === 1 ? ' guest' : ' guests'}
          </span>
        </span>
      </div>
      <Droppable droppableId={status} mode="virtual" renderClone={renderClone}>
        {(provided, snapshot) => (
          <CardList
            provided={provided}
            isDraggingOver={snapshot.isDraggingOver}
            slots={virtualSlotCount(
              guests.length,
              snapshot.isUsingPlaceholder && snapshot.draggingFromThisWith === null,
            )}
            guests={guests}
            reveal={reveal}
            search={search}
            status={status}
            {...actions}
          />
        )}
      </Droppable>
    </section>
  );
});

/** How many frames a card that landed elsewhere is waited for, to give its handle the focus. */
const REFOCUS_FRAMES = 30;

/**
 * Focuses the drag handle of guest `id` in `area` once the column draws it (after scrolling to it
 * takes a frame or two), unless the focus went somewhere meanwhile: only a focus that was lost
 * (on the page's body) is given back.
 */
function focusHandleWhenDrawn(area: HTMLElement | null, id: number, frames = REFOCUS_FRAMES) {
  if (!area || !focusLost()) return;
  const handle = area.querySelector<HTMLElement>(`[data-rfd-drag-handle-draggable-id="${id}"]`);
  if (handle) focusIfLost(handle);
  else if (frames > 0) requestAnimationFrame(() => focusHandleWhenDrawn(area, id, frames - 1));
}

/**
 * The virtual list's key of each slot: the guest's id, or `drop-room` for the slot a card from
 * another column may land in. The same function while the column holds the same guests in the
 * same order, even as other arrays: a new one makes the list lay out every slot again, which in
 * a column of thousands is most of a drop's script (docs/performance.md).
 */
function useItemKey(guests: readonly GuestDto[]): (index: number) => number | string {
  const last = useRef<{ guests: readonly GuestDto[]; key: (index: number) => number | string }>(
    null,
  );
  const before = last.current?.guests;
  if (
    !last.current ||
    (before !== guests &&
      (before?.length !== guests.length ||
        guests.some((guest, index) => guest.id !== before[index]?.id)))
  ) {
    last.current = { guests, key: (index) => guests[index]?.id ?? 'drop-room' };
  }
  return last.current.key;
}

/**
 * The drop zone: a scroll area that draws the cards in and near its view. `slots` is the list's
 * length (one more than the cards while a card may land here).
 */
function CardList({
  provided,
  isDraggingOver,
  slots,
  guests,
  reveal,
  search,
  status,
  ...actions
}: CardActions & {
  provided: DroppableProvided;
  isDraggingOver: boolean;
  slots: number;
  guests: readonly GuestDto[];
  reveal: BoardReveal | null;
  search: string;
  status: GuestStatus;
}) {
  const scrollArea = useRef<HTMLDivElement | null>(null);
  const { innerRef } = provided;
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      scrollArea.current = element;
      innerRef(element);
    },
    [innerRef],
  );
  // A card not measured yet is taken to be as tall as the last one measured here (a column's cards
  // are much alike): when it is, drawing it needs no second pass to move the cards below.
  const lastHeight = useRef(CARD_HEIGHT_ESTIMATE_PX);
  const [heights] = useState(() => new WeakMap<Element, number>());
  const virtualizer = useVirtualizer({
    count: slots,
    getScrollElement: () => scrollArea.current,
    estimateSize: () => lastHeight.current,
    // Cards are measured by the list's ResizeObserver alone, after the browser's own layout and
    // before the frame is painted; reading a height as a card is drawn would force a layout in the
    // middle of a keystroke or a drop (docs/performance.md#browser-budgets). Drawn, a card counts
    // as tall as its element last was (which the observer reports again only if that changes), or
    // as its guest's card was, or as the last card measured here.
    measureElement: (element, entry, instance) => {
      if (!entry) {
        return (
          heights.get(element) ??
          instance.itemSizeCache.get(
            instance.options.getItemKey(instance.indexFromElement(element)),
          ) ??
          lastHeight.current
        );
      }
      lastHeight.current = measuredSize(element, entry, instance);
      heights.set(element, lastHeight.current);
      return lastHeight.current;
    },
    overscan: COLUMN_OVERSCAN,
    paddingStart: 8,
    paddingEnd: 8,
    getItemKey: useItemKey(guests),
    // A measured height moves the cards below at once, in the observer's callback, before the
    // frame is painted: the list writes their `top` and its own height itself.
    directDomUpdates: true,
    directDomUpdatesMode: 'position',
  });
  // A card's element may be filled with another guest (cardKeys below): the virtual list is told
  // the element is now that guest's alone, and measures it again.
  const measure = useCallback(
    (element: HTMLElement | null) => {
      if (element) {
        for (const [key, node] of virtualizer.elementsCache) {
          if (node === element) virtualizer.elementsCache.delete(key);
        }
      }
      virtualizer.measureElement(element);
    },
    [virtualizer],
  );

  const items = virtualizer.getVirtualItems();
  const drawn = items.flatMap((item) => guests[item.index] ?? []);
  // The cards' keys: a new search hands the elements of the cards it takes away to the cards it
  // brings (docs/performance.md#browser-budgets).
  const cardKeys = useRef<CardKeys & { search: string }>({ ...NO_CARD_KEYS, search });
  const keys = assignCardKeys(
    cardKeys.current,
    drawn.map((guest) => guest.id),
    cardKeys.current.search !== search,
  );
  cardKeys.current = { ...keys, search };

  // After the host's drop the column scrolls to the card (once per drop), so it is drawn and the
  // drag library can give its handle the keyboard focus back in the next frame.
  // A card that landed here instead of where it was dropped (docs/product.md#board-screen) has a
  // new element: its handle takes the focus its old one had, once it is drawn.
  const revealed = useRef<BoardReveal | null>(null);
  useLayoutEffect(() => {
    if (!reveal || revealed.current === reveal) return;
    revealed.current = reveal;
    const index = revealIndex(guests, reveal.id);
    const item = virtualizer.measurementsCache[index];
    if (!item) return;
    if (reveal.refocus) focusHandleWhenDrawn(scrollArea.current, reveal.id);
    // Already in view (as a card dropped near the top usually is): no scrolling, which would
    // force the drop's pending restyle at once. The virtualizer's own record of the scroll area,
    // not the DOM's, for the same reason.
    const top = virtualizer.scrollOffset ?? 0;
    const height = virtualizer.scrollRect?.height ?? 0;
    if (item.start >= top && item.end <= top + height) return;
    virtualizer.scrollToIndex(index, { align: 'auto' });
  }, [reveal, guests, virtualizer]);

  return (
    <div
      ref={ref}
      {...provided.droppableProps}
      className={classes.dropArea}
      data-over={isDraggingOver || undefined}
    >
      <div ref={virtualizer.containerRef} className={classes.cardTrack}>
        {items.map((item) => {
          const guest = guests[item.index];
          if (!guest) return null;
          return (
            <GuestCard
              key={keys.byId.get(guest.id)}
              guest={guest}
              index={item.index}
              measure={measure}
              columnStatus={status}
              {...actions}
            />
          );
        })}
      </div>
      {guests.length === 0 && !isDraggingOver && (
        <Text size="sm" c="dimmed" className={classes.emptyColumn}>
          No guests
        </Text>
      )}
    </div>
  );
}

// One board column (docs/product.md#board-screen): icon, title, count and a drop zone whose id is
// the status value. Memoised: useBoardMoves hands an unchanged column down as the same object, so a
// move re-renders only the columns it touches. A long column draws a page of cards and the next as
// the host scrolls near its end.
import { Badge, Button, Text, ThemeIcon, Title, VisuallyHidden } from '@mantine/core';
import { Droppable } from '@hello-pangea/dnd';
import {
  IconCalendar,
  IconCircleCheck,
  IconFlame,
  IconHourglass,
  IconPhone,
  IconUserPlus,
  type Icon,
} from '@tabler/icons-react';
import { memo, useEffect, useMemo, useRef, useState, type CSSProperties } from 'react';
import type { GuestStatus } from '#shared/enums.js';
import { STATUS_META } from '#shared/guest-rules.js';
import type { GuestDto } from '#shared/schemas/guests.js';
import { COLUMN_GROW_MARGIN_PX, COLUMN_PAGE_SIZE, type DragGate } from '../board-layout';
import type { BoardColumnModel } from '../hooks/use-board-moves';
import classes from './board.module.css';
import { GuestCard, type GuestAction } from './guest-card';

/**
 * docs/product.md#board-screen icons: user-plus, fire, phone, hourglass, calendar, check-circle.
 */
const COLUMN_ICONS: Record<GuestStatus, Icon> = {
  prospect: IconUserPlus,
  hot: IconFlame,
  intro: IconPhone,
  limbo: IconHourglass,
  scheduled: IconCalendar,
  complete: IconCircleCheck,
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
  /** Its guests, and how far it draws at least (the cards moved here are always drawn). */
  column: BoardColumnModel;
  /**
   * Whether the column draws more cards as the host scrolls near its end: only where the columns
   * stand side by side. Stacked (on a phone), a column that kept growing would keep the next
   * one out of reach, so there the button alone draws more.
   */
  growOnScroll: boolean;
  /** Holds back drawing more cards while a card is dragged. */
  dragGate: DragGate;
  onViewJournal: GuestAction;
  onSchedule?: GuestAction;
  onEdit: GuestAction;
  onDelete: GuestAction;
}

export const BoardColumn = memo(function BoardColumn({
  status,
  slot,
  column,
  growOnScroll,
  dragGate,
  onViewJournal,
  onSchedule,
  onEdit,
  onDelete,
}: BoardColumnProps) {
  const { title } = STATUS_META[status];
  const ColumnIcon = COLUMN_ICONS[status];
  const headingId = `board-column-${status}`;
  const { guests, pinnedEnd } = column;
  const [limit, setLimit] = useState(COLUMN_PAGE_SIZE);
  const end = Math.max(Math.min(limit, guests.length), pinnedEnd);
  const drawn = useMemo(() => (end < guests.length ? guests.slice(0, end) : guests), [guests, end]);
  const hidden = guests.length - end;
  const nextPage = Math.min(COLUMN_PAGE_SIZE, hidden);
  const hasMore = hidden > 0;

  // The next page is drawn once the column's end (its "Show N more" button) comes within
  // COLUMN_GROW_MARGIN_PX of the screen; a new observer after each page checks again, so a tall
  // screen fills up. The button stays for whoever wants to ask.
  const moreRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    const target = moreRef.current;
    if (!growOnScroll || !hasMore || !target || typeof IntersectionObserver === 'undefined') {
      return undefined;
    }
    let cancel = () => {};
    const observer = new IntersectionObserver(
      (entries) => {
        cancel();
        if (entries.some((entry) => entry.isIntersecting)) {
          cancel = dragGate.whenIdle(() => setLimit(end + COLUMN_PAGE_SIZE));
        }
      },
      { rootMargin: `0px 0px ${COLUMN_GROW_MARGIN_PX}px 0px` },
    );
    observer.observe(target);
    return () => {
      observer.disconnect();
      cancel();
    };
  }, [growOnScroll, hasMore, end, dragGate]);

  return (
    <section
      className={classes.column}
      data-status={status}
      aria-labelledby={headingId}
      style={{ '--column-slot': slot } as CSSProperties}
    >
      <div className={classes.columnHeader}>
        <ThemeIcon
          variant="light"
          color={COLUMN_ICON_COLORS[status]}
          size="md"
          radius="sm"
          style={{ flex: 'none' }}
        >
          <ColumnIcon size={16} aria-hidden />
        </ThemeIcon>
        <Title order={2} size="h6" id={headingId} className={classes.columnTitle}>
          {title}
        </Title>
        <Badge variant="white" color="dark" size="md" radius="sm" style={{ flex: 'none' }}>
          {guests.length}
          <VisuallyHidden>{guests.length === 1 ? ' guest' : ' guests'}</VisuallyHidden>
        </Badge>
      </div>
      <Droppable droppableId={status}>
        {(provided, snapshot) => (
          <div
            ref={provided.innerRef}
            {...provided.droppableProps}
            className={classes.dropArea}
            data-over={snapshot.isDraggingOver || undefined}
          >
            <CardList
              guests={drawn}
              status={status}
              onViewJournal={onViewJournal}
              onSchedule={onSchedule}
              onEdit={onEdit}
              onDelete={onDelete}
            />
            {provided.placeholder}
            {hasMore && (
              <Button
                ref={moreRef}
                variant="subtle"
                size="compact-sm"
                fullWidth
                mt="xs"
                aria-label={`Show ${nextPage} more guests in ${title}`}
                onClick={() => setLimit(end + COLUMN_PAGE_SIZE)}
              >
                Show {nextPage} more ({hidden} not shown)
              </Button>
            )}
            {guests.length === 0 && !snapshot.isDraggingOver && (
              <Text size="sm" c="dimmed" className={classes.emptyColumn}>
                No guests
              </Text>
            )}
          </div>
        )}
      </Droppable>
    </section>
  );
});

/** The cards of a column; skipped while a drag only changes the drop zone's highlight. */
const CardList = memo(function CardList({
  guests,
  status,
  onViewJournal,
  onSchedule,
  onEdit,
  onDelete,
}: Omit<BoardColumnProps, 'slot' | 'column' | 'growOnScroll' | 'dragGate'> & {
  guests: readonly GuestDto[];
}) {
  return guests.map((guest, index) => (
    <GuestCard
      key={guest.id}
      guest={guest}
      index={index}
      columnStatus={status}
      onViewJournal={onViewJournal}
      onSchedule={onSchedule}
      onEdit={onEdit}
      onDelete={onDelete}
    />
  ));
});

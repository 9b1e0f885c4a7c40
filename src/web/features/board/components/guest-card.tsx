// A guest as a sticky note (docs/product.md#board-screen): coloured by its column, tilted by its
// id, with a drag handle and the View Journal, Schedule Event (when the board is given a schedule
// handler), Edit and Delete buttons. Memoised, so a drag re-renders only the dragged card. Drawn
// in a column's virtual list (board-column.tsx): the slot sits at its place in the list and
// reports its height, and while dragged the card is drawn again as a clone (GuestCardClone). Plain
// elements and CSS-only tooltips on purpose: a board holds thousands of these, and a Mantine
// Tooltip per button tripled the time to draw 2,000 cards.
import { Draggable, type DraggableProvided, type DraggableStateSnapshot } from '@hello-pangea/dnd';
import { memo, useCallback, type CSSProperties, type ReactNode } from 'react';
import type { GuestStatus } from '#shared/enums.js';
import { statusColor } from '#shared/guest-rules.js';
import type { GuestDto } from '#shared/schemas/guests.js';
import { cardTilt, importantDateLine } from '../board-layout';
import { relayDetachedTouches } from '../touch-relay';
import { CardExtras } from './card-extras';
import { CardIcon } from './card-icon';
import { NewApplicationBadge } from './new-application-badge';
import classes from './board.module.css';

export type GuestAction = (guest: GuestDto) => void;

export interface GuestCardProps {
  guest: GuestDto;
  /** Its place in the column (the column's virtual list sets the slot's `top` itself). */
  index: number;
  /** Tells the virtual list the slot's height (and again when it changes). */
  measure: (element: HTMLElement | null) => void;
  /** The column the card is drawn in (it may be ahead of `guest.status` right after a drop). */
  columnStatus: GuestStatus;
  onViewJournal: GuestAction;
  /** docs/product.md#board-screen: the Schedule Event button shows only when this is supplied. */
  onSchedule?: GuestAction;
  onEdit: GuestAction;
  onDelete: GuestAction;
}

export const GuestCard = memo(function GuestCard({ index, measure, ...noteProps }: GuestCardProps) {
  return (
    <Draggable draggableId={String(noteProps.guest.id)} index={index}>
      {(provided, snapshot) => (
        <CardSlot
          provided={provided}
          snapshot={snapshot}
          index={index}
          measure={measure}
          {...noteProps}
        />
      )}
    </Draggable>
  );
});

type NoteProps = Omit<GuestCardProps, 'index' | 'measure'>;

/**
 * The note's icons, made once: a note drawn again (a search fills it with another guest) leaves
 * each icon's <svg> and <path> as they are instead of comparing them afresh.
 */
const ICONS = {
  grip: <CardIcon name="grip" />,
  date: <CardIcon name="calendarEvent" size={14} />,
  journal: <CardIcon name="notebook" />,
  schedule: <CardIcon name="calendarPlus" />,
  edit: <CardIcon name="pencil" />,
  delete: <CardIcon name="trash" />,
};

function CardSlot({
  provided,
  snapshot,
  index,
  measure,
  ...noteProps
}: NoteProps & {
  provided: DraggableProvided;
  snapshot: DraggableStateSnapshot;
  index: number;
  measure: (element: HTMLElement | null) => void;
}) {
  const { innerRef } = provided;
  // Attached again when the element is filled with another guest (a search hands it on,
  // board-column.tsx), so the column measures it as that guest's card.
  const guestId = noteProps.guest.id;
  const ref = useCallback(
    (element: HTMLDivElement | null) => {
      innerRef(element);
      measure(element);
    },
    // eslint-disable-next-line react-hooks/exhaustive-deps -- guestId: see above
    [innerRef, measure, guestId],
  );
  // Placed with `top`, which the column's virtual list writes itself: the drag library moves cards
  // aside with `transform`. (While dragged, the card is the clone, never this slot.)
  return (
    <div
      ref={ref}
      {...provided.draggableProps}
      data-index={index}
      data-focus-item
      className={classes.cardSlot}
      style={{
        ...provided.draggableProps.style,
        position: 'absolute',
        left: 0,
        width: '100%',
      }}
    >
      <GuestNote
        {...noteProps}
        dragHandleProps={provided.dragHandleProps}
        isDragging={snapshot.isDragging}
      />
    </div>
  );
}

/**
 * The card being dragged, drawn apart from the column (the drag library's `renderClone`), so the
 * column can stop drawing its slot once it scrolls out of view.
 */
export function GuestCardClone({
  provided,
  snapshot,
  ...noteProps
}: NoteProps & { provided: DraggableProvided; snapshot: DraggableStateSnapshot }) {
  return (
    <div
      ref={provided.innerRef}
      {...provided.draggableProps}
      className={classes.cardSlot}
      data-clone
    >
      <GuestNote
        {...noteProps}
        dragHandleProps={provided.dragHandleProps}
        isDragging={snapshot.isDragging}
      />
    </div>
  );
}

/**
 * The note inside a card's draggable slot. Memoised apart from the slot: when a drag ends, the
 * library re-renders every card it shifted aside (their slot's transform resets) and the note
 * itself does not change, so only the slot is redrawn (docs/performance.md).
 */
const GuestNote = memo(function GuestNote({
  guest,
  columnStatus,
  dragHandleProps,
  isDragging,
  onViewJournal,
  onSchedule,
  onEdit,
  onDelete,
}: NoteProps & {
  dragHandleProps: DraggableProvided['dragHandleProps'];
  isDragging: boolean;
}) {
  const dateLine = importantDateLine(guest);
  const noteStyle = {
    '--note-color': statusColor(columnStatus),
    '--note-tilt': `${cardTilt(guest.id)}deg`,
  } as CSSProperties;

  return (
    <article
      className={classes.note}
      style={noteStyle}
      data-dragging={isDragging || undefined}
      data-guest-id={guest.id}
      aria-label={guest.name}
    >
      <div className={classes.noteHeader}>
        <div
          ref={relayDetachedTouches}
          {...dragHandleProps}
          className={classes.handle}
          aria-label={`Drag ${guest.name}`}
        >
          {ICONS.grip}
        </div>
        <h3 className={classes.noteName} title={guest.name}>
          {guest.name}
        </h3>
        {guest.isNewApplication && <NewApplicationBadge />}
      </div>
      <p className={classes.noteDetails}>{guest.details}</p>
      <CardExtras guest={guest} />
      {dateLine && (
        <p className={classes.noteDate}>
          {ICONS.date}
          <span>{dateLine}</span>
        </p>
      )}
      <div className={classes.noteActions}>
        <CardAction
          tooltip="View Journal"
          label={`View Journal for ${guest.name}`}
          onClick={() => onViewJournal(guest)}
        >
          {ICONS.journal}
        </CardAction>
        {onSchedule && (
          <CardAction
            tooltip="Schedule Event"
            label={`Schedule Event with ${guest.name}`}
            onClick={() => onSchedule(guest)}
          >
            {ICONS.schedule}
          </CardAction>
        )}
        <CardAction tooltip="Edit" label={`Edit ${guest.name}`} onClick={() => onEdit(guest)}>
          {ICONS.edit}
        </CardAction>
        <CardAction
          tooltip="Delete"
          label={`Delete ${guest.name}`}
          onClick={() => onDelete(guest)}
          danger
        >
          {ICONS.delete}
        </CardAction>
      </div>
    </article>
  );
});

function CardAction({
  tooltip,
  label,
  onClick,
  danger = false,
  children,
}: {
  tooltip: string;
  label: string;
  onClick: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      className={classes.noteAction}
      data-danger={danger || undefined}
      data-tooltip={tooltip}
      aria-label={label}
      onClick={onClick}
    >
      {children}
    </button>
  );
}

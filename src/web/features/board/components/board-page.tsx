// The guest board (docs/product.md#board-screen): header, welcome line and six columns of sticky
// notes that move between columns by drag and drop (mouse, touch, keyboard). It shows the guests it
// is given and reports what the host does; the app layer supplies the data, dialogs and sheet.
import { Alert, Badge, Button, Group, Stack, Text } from '@mantine/core';
import { DragDropContext } from '@hello-pangea/dnd';
import { IconCloudOff, IconPlus } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useRef, useState } from 'react';
import { GUEST_STATUSES, type GuestStatus } from '#shared/enums.js';
import type { GuestDto } from '#shared/schemas/guests.js';
import { formatCount } from '#shared/messages.js';
import { LoadErrorAlert, SectionLoader } from '#web/components/load-states.js';
import { useMediaQuery } from '#web/lib/use-media-query.js';
import { whenIdle } from '#web/lib/when-idle.js';
import {
  countNewApplications,
  isColumnShown,
  lastSearchIndex,
  narrowSearch,
  SIDE_BY_SIDE_QUERY,
  type SearchResult,
} from '../board-layout';
import {
  ALL_OWNERS,
  effectiveOwnerFilter,
  filterGuestsByOwner,
  ownerFilterOptions,
  type BoardPerson,
} from '../owner-filter';
import { useBoardMoves, type SeenAtLift } from '../hooks/use-board-moves';
import { useDerivedFrom } from '../hooks/use-derived-from';
import { BoardColumn } from './board-column';
import { BoardHeader } from './board-header';
import classes from './board.module.css';
import type { GuestAction } from './guest-card';

export interface BoardPageProps {
  username: string;
  /**
   * The user's team, when they are in one: the header then offers the owner filter (All, Mine,
   * each member; docs/product.md#board-screen).
   */
  team?: { currentUserId: number; members: readonly BoardPerson[] } | null;
  /** Undefined while loading. */
  guests: GuestDto[] | undefined;
  /** Why the guests could not be loaded, or null. */
  loadError: string | null;
  onRetry: () => void;
  onAddGuest: () => void;
  /** Opens the Action Center; without it the header's button is absent. */
  onOpenActionCenter?: () => void;
  /** What the Action Center's Today group lists, for the header's "N today" badge. */
  todayCount?: number;
  /**
   * The header's CSV menu (docs/decisions/011-csv-import-export.md): opens the import; the export's
   * download URL.
   */
  onImportGuests?: () => void;
  exportGuestsUrl?: string;
  onViewJournal: GuestAction;
  /**
   * Cards show a Schedule Event button only when this is supplied (docs/product.md#board-screen).
   */
  onScheduleEvent?: GuestAction;
  onEditGuest: GuestAction;
  onDeleteGuest: GuestAction;
  /** A card was dropped in another column. */
  onMoveGuest: (guestId: number, status: GuestStatus, seen: SeenAtLift | undefined) => void;
  /** The live stream is down (docs/product.md#live-updates): others' changes wait till it is back. */
  offline?: boolean;
}

const NO_GUESTS: GuestDto[] = [];

export function BoardPage({
  username,
  team,
  guests,
  loadError,
  onRetry,
  onAddGuest,
  onOpenActionCenter,
  todayCount = 0,
  onImportGuests,
  exportGuestsUrl,
  onViewJournal,
  onScheduleEvent,
  onEditGuest,
  onDeleteGuest,
  onMoveGuest,
  offline = false,
}: BoardPageProps) {
  const [search, setSearch] = useState('');
  const [chosenOwner, setOwnerFilter] = useState(ALL_OWNERS);
  const wideScreen = useMediaQuery(SIDE_BY_SIDE_QUERY);

  useEffect(() => {
    document.title = 'Guests · Podcast Guest Tracker';
  }, []);

  const ownerOptions = useMemo(
    () => (team ? ownerFilterOptions(team.members, team.currentUserId) : null),
    [team],
  );
  const ownerFilter = ownerOptions ? effectiveOwnerFilter(chosenOwner, ownerOptions) : ALL_OWNERS;
  // A person who leaves the team takes the choice of their guests with them: back to All for good,
  // so their coming back does not narrow the board again unasked.
  if (ownerOptions && ownerFilter !== chosenOwner) setOwnerFilter(ownerFilter);
  const allGuests = guests ?? NO_GUESTS;
  const all = useMemo(
    () => (team ? filterGuestsByOwner(allGuests, ownerFilter, team.currentUserId) : allGuests),
    [allGuests, ownerFilter, team],
  );
  // The board filters in the same render as the keystroke: with only the cards in view drawn the
  // whole render fits in one frame even at 20,000 guests, where deferring it cost a second frame
  // (docs/performance.md).
  const lastSearch = useRef<SearchResult<GuestDto> | null>(null);
  const [indexOf] = useState(() => lastSearchIndex<GuestDto>());
  // When the search box takes the focus, the list's search index is made as soon as the page is
  // idle, so the first key the host presses finds it ready (docs/performance.md).
  const latest = useRef(all);
  latest.current = all;
  const prepareSearch = useCallback(() => {
    whenIdle(() => indexOf(latest.current));
  }, [indexOf]);
  const searched = useMemo(() => {
    const result = narrowSearch(lastSearch.current, all, search, indexOf);
    lastSearch.current = result;
    return result;
  }, [all, search, indexOf]);
  const visible = searched.matches;
  const {
    columns,
    dragging,
    carriedOver,
    sensors,
    announcer,
    onBeforeCapture,
    onDragStart,
    onDragUpdate,
    onDragEnd,
  } = useBoardMoves(guests, visible, search, onMoveGuest);

  const newApplicationCount = useDerivedFrom(allGuests, countNewApplications<GuestDto>);
  // A query that folds to nothing (only spaces, zero-width spaces) is no search.
  const searching = searched.needle !== '';
  const filtering = searching || ownerFilter !== ALL_OWNERS;

  return (
    <div className={classes.page}>
      <BoardHeader
        search={search}
        onSearchChange={setSearch}
        onSearchFocus={prepareSearch}
        ownerFilter={ownerFilter}
        ownerOptions={ownerOptions}
        onOwnerFilterChange={setOwnerFilter}
        newApplicationCount={newApplicationCount}
        onAddGuest={onAddGuest}
        onOpenActionCenter={onOpenActionCenter}
        todayCount={todayCount}
        onImportGuests={onImportGuests}
        exportGuestsUrl={exportGuestsUrl}
      />
      <main className={classes.main}>
        <Group justify="space-between" mb="md" gap="xs">
          <Text size="lg" fw={600}>
            Welcome, {username}
          </Text>
          <div role="status" className={classes.liveStatus}>
            {offline && (
              <Badge
                variant="default"
                tt="none"
                leftSection={
                  <IconCloudOff size={14} color="var(--mantine-color-orange-7)" aria-hidden />
                }
                title="Changes made elsewhere will show when the connection is back."
              >
                Offline, reconnecting
              </Badge>
            )}
          </div>
          {guests && (
            <Text size="sm" c="dimmed" aria-live="polite">
              {searching
                ? `${formatCount(visible.length)} of ${formatCount(guests.length)} guests match "${search.trim()}"`
                : filtering
                  ? `${formatCount(visible.length)} of ${formatCount(guests.length)} guests`
                  : `${formatCount(guests.length)} ${guests.length === 1 ? 'guest' : 'guests'}`}
            </Text>
          )}
        </Group>

        {loadError ? (
          <LoadErrorAlert
            title="Your guests could not be loaded"
            message={loadError}
            onRetry={onRetry}
            maw={560}
          />
        ) : !guests ? (
          <SectionLoader label="Loading guests" size="md" py="xl" />
        ) : (
          <>
            {filtering && visible.length === 0 && guests.length > 0 && (
              <Text c="dimmed" mb="md">
                {searching ? 'No guests match your search.' : 'No guests of theirs on the board.'}
              </Text>
            )}
            <div
              ref={announcer}
              className={classes.visuallyHidden}
              aria-live="assertive"
              aria-atomic="true"
              data-board-announcement
            />
            <DragDropContext
              enableDefaultSensors={false}
              sensors={sensors}
              onBeforeCapture={onBeforeCapture}
              onDragStart={onDragStart}
              onDragUpdate={onDragUpdate}
              onDragEnd={onDragEnd}
            >
              <div className={classes.board} data-carrying={carriedOver !== null || undefined}>
                {guests.length === 0 && (
                  <Alert color="blue" title="No guests yet" className={classes.emptyBoard}>
                    <Stack gap="xs" align="flex-start">
                      <Text size="sm">
                        Add the people you would like on your show; drag their cards from column to
                        column as the conversation moves along.
                      </Text>
                      <Button
                        size="xs"
                        leftSection={<IconPlus size={14} aria-hidden />}
                        onClick={onAddGuest}
                      >
                        Add your first guest
                      </Button>
                    </Stack>
                  </Alert>
                )}
                {GUEST_STATUSES.map((status, index) =>
                  isColumnShown(status, columns[status].guests.length, {
                    wideScreen,
                    dragging,
                  }) ? (
                    <BoardColumn
                      key={status}
                      status={status}
                      slot={index + 1}
                      column={columns[status]}
                      carriedHere={carriedOver === status}
                      onViewJournal={onViewJournal}
                      onSchedule={onScheduleEvent}
                      onEdit={onEditGuest}
                      onDelete={onDeleteGuest}
                    />
                  ) : null,
                )}
              </div>
            </DragDropContext>
          </>
        )}
      </main>
    </div>
  );
}

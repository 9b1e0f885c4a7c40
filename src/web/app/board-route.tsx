// The '/' route: composes the board with the guest dialogs, the journal sheet and the Action
// Center. Features never import each other; this is where the guest list, its mutations, the
// journal and the Action Center meet. Every dialog and sheet loads on first use, so they stay out
// of the board's first bundle (docs/performance.md). The guest dialog, the journal sheet and the
// Action Center are opened through the URL (`?guest=12`, `?guest=new`, `?journal=12`,
// `?panel=action-center`: docs/decisions/016); the confirmations and the dialogs opened from
// inside a sheet are the page's own state.
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useMemo, useRef } from 'react';
import type { GuestStatus } from '#shared/enums.js';
import type { GuestDto } from '#shared/schemas/guests.js';
import { SectionLoader } from '#web/components/load-states.js';
import { useAgenda } from '../features/action-center/hooks/use-agenda';
import { useNow } from '../features/action-center/hooks/use-now';
import type { ItemDetailTarget } from '../features/action-center/components/item-detail-dialog';
import { guestCardControl, headerControl } from '../features/board/card-focus';
import { BoardPage } from '../features/board/components/board-page';
import { CardExtrasContext } from '../features/board/components/card-extras';
import type { SeenAtLift } from '../features/board/hooks/use-board-moves';
import { EXPORT_CSV_URL } from '../features/guest-import/export-url';
import { useGuests } from '../features/guests/api/get-guests';
import { useLiveStatus } from '../features/live/use-live-updates';
import { useMarkApplicationSeen } from '../features/guests/api/mark-application-seen';
import {
  useAdoptBrowserTimeZone,
  useQuietGuests,
} from '../features/notifications/api/notifications';
import { seenOnBoard, useUpdateGuestStatus } from '../features/guests/api/update-guest-status';
import type { GuestDialogTarget } from '../features/guests/components/guest-dialog';
import type { DiscardHandle } from '#web/components/discard-changes-dialog.js';
import { useInvalidateGuestJournal } from '../features/journal/api/get-guest-journal';
import { useTeam } from '#web/lib/team.js';
import { FocusHome } from '#web/lib/use-dialog-keys.js';
import type { JournalGuest } from '../features/journal/components/journal-sheet';
import { serverMessage } from '../lib/api';
import { lazyNamed } from '../lib/lazy-named';
import { useUser } from '../lib/session';
import { OnceOpened, useOverlay } from './board-overlays';
import { NEW_GUEST, useGuestDialogParam, useJournalParam } from './use-guest-params';
import { useDialogParam } from './use-dialog-param';

const GuestDialog = lazyNamed(
  () => import('../features/guests/components/guest-dialog'),
  'GuestDialog',
);
const DeleteGuestDialog = lazyNamed(
  () => import('../features/guests/components/delete-guest-dialog'),
  'DeleteGuestDialog',
);
const JournalSheet = lazyNamed(
  () => import('../features/journal/components/journal-sheet'),
  'JournalSheet',
);
const ActionCenterSheet = lazyNamed(
  () => import('../features/action-center/components/action-center-sheet'),
  'ActionCenterSheet',
);
const ScheduleEventDialog = lazyNamed(
  () => import('../features/action-center/components/schedule-event-dialog'),
  'ScheduleEventDialog',
);
const CreateTaskForm = lazyNamed(
  () => import('../features/action-center/components/create-task-form'),
  'CreateTaskForm',
);
const ItemDetailDialog = lazyNamed(
  () => import('../features/action-center/components/item-detail-dialog'),
  'ItemDetailDialog',
);
const ImportGuestsDialog = lazyNamed(
  () => import('../features/guest-import/components/import-guests-dialog'),
  'ImportGuestsDialog',
);
// Only quiet guests draw one, after the cards: its snooze menu's code is not the board's to load.
const QuietBadge = lazyNamed(
  () => import('../features/notifications/components/quiet-badge'),
  'QuietBadge',
);
const GuestContactDialog = lazyNamed(
  () => import('../features/guests/components/guest-contact-dialog'),
  'GuestContactDialog',
);

const NO_GUESTS: GuestDto[] = [];
const ADD_GUEST: GuestDialogTarget = { mode: 'add' };
const ACTION_CENTER = 'action-center';
const focusActionCenterButton = () => headerControl(ACTION_CENTER);

/** A dialog's answer to the browser's Back: true to stay open and ask about its edits. */
function holds(handle: { current: DiscardHandle | null }): boolean {
  return handle.current?.holdClose() ?? false;
}

function renderCreateTask(guest: JournalGuest, showLog: () => void, unavailable: boolean) {
  return (
    <Suspense fallback={<SectionLoader label="Loading the task form" />}>
      <CreateTaskForm guest={guest} onCreated={showLog} unavailable={unavailable} />
    </Suspense>
  );
}

export function BoardRoute() {
  const { data: user } = useUser();
  const guestsQuery = useGuests();
  // What the board shows beside the cards (the owner filter, the "N today" badge) is read once the
  // cards are on screen, so it never competes with them (docs/decisions/027-board-without-waterfall.md).
  const cardsShown = guestsQuery.isSuccess;
  // In a team the board offers an owner filter (docs/product.md#board-screen).
  const { data: teamData } = useTeam(cardsShown);
  const userId = user?.id;
  const team = useMemo(
    () =>
      teamData && userId !== undefined
        ? { currentUserId: userId, members: teamData.members }
        : null,
    [teamData, userId],
  );
  const invalidateJournal = useInvalidateGuestJournal();
  const moveGuest = useUpdateGuestStatus({
    onSuccess: (guest) => invalidateJournal(guest.id),
  });

  // The browser's Back on a dialog or sheet with edits asks first (docs/decisions/040 and 044).
  const guestDialogHandle = useRef<DiscardHandle>(null);
  const guestDialog = useGuestDialogParam(guestsQuery.data, () => holds(guestDialogHandle));
  const journalHandle = useRef<DiscardHandle>(null);
  const journal = useJournalParam(guestsQuery.data, () => holds(journalHandle));
  // Opening an application, in the dialog or the journal, takes its "New" badge off; a dialog
  // closed (still drawn as it animates out, or kept for the next opening) takes nothing off.
  useMarkApplicationSeen(
    guestDialog.opened && guestDialog.target?.mode === 'edit' ? guestDialog.target.guest : null,
  );
  useMarkApplicationSeen(journal.opened ? journal.guest : null);
  const actionCenterHandle = useRef<DiscardHandle>(null);
  const panel = useDialogParam('panel', { onBrowserClose: () => holds(actionCenterHandle) });
  const actionCenterShown = panel.value === ACTION_CENTER;

  const [deleteDialog, openDeleteDialog, closeDeleteDialog] = useOverlay<GuestDto | null>(null);
  const [schedule, openSchedule, closeSchedule] = useOverlay<GuestDto | null>(null);
  const [itemDetail, openItemDetail, closeItemDetail] = useOverlay<ItemDetailTarget | null>(null);
  const [contact, openContact, closeContact] = useOverlay<number | null>(null);
  const [csvImport, openCsvImport, closeCsvImport] = useOverlay<null>(null);

  // docs/product.md#board-screen: the header's "N today" badge counts what the Action Center's
  // Today group lists as it opens (events, tasks and action items due in the browser's day).
  const now = useNow();
  const todayCount = useAgenda(now, false, cardsShown).groups.today.length;
  const guestChoices = guestsQuery.data ?? NO_GUESTS;

  const { open: openPanel, close: closePanel } = panel;
  const handleOpenActionCenter = useCallback(() => openPanel(ACTION_CENTER), [openPanel]);
  const { open: openJournal } = journal;
  const handleViewJournal = useCallback(
    (guest: GuestDto) => openJournal(String(guest.id)),
    [openJournal],
  );
  const handleImportGuests = useCallback(() => openCsvImport(null), [openCsvImport]);
  const handleViewTask = useCallback(
    (id: number) => openItemDetail({ kind: 'task', id }),
    [openItemDetail],
  );
  const handleViewActionItem = useCallback(
    (id: number) => openItemDetail({ kind: 'action_item', id }),
    [openItemDetail],
  );

  const { mutate: mutateStatus } = moveGuest;
  const queryClient = useQueryClient();
  const handleMoveGuest = useCallback(
    (id: number, status: GuestStatus, seen: SeenAtLift | undefined) =>
      mutateStatus({ id, status, seen: seen ?? seenOnBoard(queryClient, id) }),
    [mutateStatus, queryClient],
  );
  const { open: openGuestDialog } = guestDialog;
  const handleAddGuest = useCallback(() => openGuestDialog(NEW_GUEST), [openGuestDialog]);
  const handleEditGuest = useCallback(
    (guest: GuestDto) => openGuestDialog(String(guest.id)),
    [openGuestDialog],
  );
  // The duplicate warning's existing guest shows in place of the new one: back closes the dialog.
  const handleShowExistingGuest = useCallback(
    (guestId: number) => openGuestDialog(String(guestId), { replace: true }),
    [openGuestDialog],
  );
  // Opened from the address, nothing on the board had the focus: closing gives it to the card.
  const editedId = guestDialog.target?.mode === 'edit' ? guestDialog.target.guest.id : null;
  // The Add dialog, to the Add Guest button that opens it.
  const focusEditedCard = useCallback(
    () => (editedId === null ? headerControl('add-guest') : guestCardControl(editedId)),
    [editedId],
  );
  const journalId = journal.guest?.id ?? null;
  const focusJournalCard = useCallback(
    () => (journalId === null ? undefined : guestCardControl(journalId)),
    [journalId],
  );
  const handleGuestSaved = useCallback(
    (guest: GuestDto) => invalidateJournal(guest.id),
    [invalidateJournal],
  );
  const liveStatus = useLiveStatus();
  const { refetch } = guestsQuery;
  const handleRetry = useCallback(() => void refetch(), [refetch]);
  const renderCardExtras = useQuietBadges(cardsShown);
  useAdoptBrowserTimeZone(user?.id, cardsShown);

  return (
    <CardExtrasContext value={renderCardExtras}>
      <BoardPage
        username={user?.username ?? ''}
        team={team}
        guests={guestsQuery.data}
        loadError={
          guestsQuery.isError
            ? (serverMessage(guestsQuery.error) ?? guestsQuery.error.message)
            : null
        }
        onRetry={handleRetry}
        onAddGuest={handleAddGuest}
        onOpenActionCenter={handleOpenActionCenter}
        todayCount={todayCount}
        onImportGuests={handleImportGuests}
        exportGuestsUrl={EXPORT_CSV_URL}
        onViewJournal={handleViewJournal}
        onScheduleEvent={openSchedule}
        onEditGuest={handleEditGuest}
        onDeleteGuest={openDeleteDialog}
        onMoveGuest={handleMoveGuest}
        offline={liveStatus === 'offline'}
      />
      <OnceOpened overlay={guestDialog} shown={guestDialog.target !== null}>
        <FocusHome value={focusEditedCard}>
          <GuestDialog
            ref={guestDialogHandle}
            key={guestDialog.key}
            opened={guestDialog.opened}
            target={guestDialog.target ?? ADD_GUEST}
            unavailable={guestDialog.unavailable}
            onClose={guestDialog.close}
            onEditGuest={handleShowExistingGuest}
            onSaved={handleGuestSaved}
          />
        </FocusHome>
      </OnceOpened>
      <OnceOpened overlay={deleteDialog}>
        <DeleteGuestDialog
          key={`delete-${deleteDialog.key}`}
          opened={deleteDialog.opened}
          guest={deleteDialog.value}
          onClose={closeDeleteDialog}
        />
      </OnceOpened>
      <OnceOpened overlay={journal}>
        <FocusHome value={focusJournalCard}>
          <JournalSheet
            ref={journalHandle}
            guest={journal.guest ?? null}
            opened={journal.opened && journal.guest !== undefined}
            unavailable={journal.unavailable}
            onClose={journal.close}
            renderCreateTask={renderCreateTask}
            onViewTask={handleViewTask}
            onViewActionItem={handleViewActionItem}
          />
        </FocusHome>
      </OnceOpened>
      <OnceOpened overlay={panel} shown={actionCenterShown}>
        <FocusHome value={focusActionCenterButton}>
          <ActionCenterSheet
            ref={actionCenterHandle}
            opened={panel.opened}
            onClose={closePanel}
            guests={guestChoices}
            onShowContact={openContact}
          />
        </FocusHome>
      </OnceOpened>
      <OnceOpened overlay={schedule}>
        <ScheduleEventDialog
          key={`schedule-${schedule.key}`}
          guest={schedule.value}
          opened={schedule.opened}
          onClose={closeSchedule}
        />
      </OnceOpened>
      <OnceOpened overlay={itemDetail}>
        <ItemDetailDialog
          key={`detail-${itemDetail.key}`}
          target={itemDetail.value}
          opened={itemDetail.opened}
          onClose={closeItemDetail}
        />
      </OnceOpened>
      <OnceOpened overlay={csvImport}>
        <ImportGuestsDialog
          key={`import-${csvImport.key}`}
          opened={csvImport.opened}
          onClose={closeCsvImport}
          guests={guestChoices}
        />
      </OnceOpened>
      <OnceOpened overlay={contact}>
        <GuestContactDialog
          guestId={contact.value}
          opened={contact.opened}
          onClose={closeContact}
        />
      </OnceOpened>
    </CardExtrasContext>
  );
}

/** The cards' "quiet for N days" badges (docs/product.md#sms-notifications), by guest id. */
function useQuietBadges(enabled: boolean) {
  const quiet = useQuietGuests(enabled);
  return useMemo(() => {
    const days = new Map((quiet.data ?? []).map((guest) => [guest.guestId, guest.days]));
    if (days.size === 0) return null;
    return (guest: GuestDto) => {
      const count = days.get(guest.id);
      return count === undefined ? null : (
        <Suspense fallback={null}>
          <QuietBadge guestId={guest.id} guestName={guest.name} days={count} />
        </Suspense>
      );
    };
  }, [quiet.data]);
}

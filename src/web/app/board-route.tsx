// The '/' route: composes the board with the guest dialogs, the journal sheet and the Action
// Center. Features never import each other; this is where the guest list, its mutations, the
// journal and the Action Center meet. Every dialog and sheet loads on first use, so they stay out
// of the board's first bundle (docs/performance.md). The guest dialog, the journal sheet and the
// Action Center are opened through the URL (`?guest=12`, `?guest=new`, `?journal=12`,
// `?panel=action-center`: docs/decisions/016); the confirmations and the dialogs opened from
// inside a sheet are the page's own state.
import { Center, Loader } from '@mantine/core';
import { lazy, Suspense, useCallback, useEffect, useMemo, useState } from 'react';
import type { GuestStatus } from '../../shared/enums';
import type { GuestDto } from '../../shared/schemas/guests';
import { countTodayEvents } from '../features/action-center/agenda';
import { useCalendarEvents } from '../features/action-center/api/get-calendar-events';
import { useNow } from '../features/action-center/hooks/use-now';
import type { ItemDetailTarget } from '../features/action-center/components/item-detail-dialog';
import { BoardPage } from '../features/board/components/board-page';
import { EXPORT_CSV_URL } from '../features/guest-import/export-url';
import { useGuestById } from '../features/guests/api/get-guest';
import { useGuests } from '../features/guests/api/get-guests';
import { useUpdateGuestStatus } from '../features/guests/api/update-guest-status';
import type { GuestDialogTarget } from '../features/guests/components/guest-dialog';
import { useInvalidateGuestJournal } from '../features/journal/api/get-guest-journal';
import type { JournalGuest } from '../features/journal/components/journal-sheet';
import { serverMessage } from '../lib/api';
import { showToast } from '../lib/notify';
import { useUser } from '../lib/session';
import { useDialogParam } from './use-dialog-param';

const GuestDialog = lazy(() =>
  import('../features/guests/components/guest-dialog').then((m) => ({ default: m.GuestDialog })),
);
const DeleteGuestDialog = lazy(() =>
  import('../features/guests/components/delete-guest-dialog').then((m) => ({
    default: m.DeleteGuestDialog,
  })),
);
const JournalSheet = lazy(() =>
  import('../features/journal/components/journal-sheet').then((m) => ({
    default: m.JournalSheet,
  })),
);
const ActionCenterSheet = lazy(() =>
  import('../features/action-center/components/action-center-sheet').then((m) => ({
    default: m.ActionCenterSheet,
  })),
);
const ScheduleEventDialog = lazy(() =>
  import('../features/action-center/components/schedule-event-dialog').then((m) => ({
    default: m.ScheduleEventDialog,
  })),
);
const CreateTaskForm = lazy(() =>
  import('../features/action-center/components/create-task-form').then((m) => ({
    default: m.CreateTaskForm,
  })),
);
const ItemDetailDialog = lazy(() =>
  import('../features/action-center/components/item-detail-dialog').then((m) => ({
    default: m.ItemDetailDialog,
  })),
);
const ImportGuestsDialog = lazy(() =>
  import('../features/guest-import/components/import-guests-dialog').then((m) => ({
    default: m.ImportGuestsDialog,
  })),
);
const GuestContactDialog = lazy(() =>
  import('../features/guests/components/guest-contact-dialog').then((m) => ({
    default: m.GuestContactDialog,
  })),
);

const NO_GUESTS: GuestDto[] = [];
const NEW_GUEST = 'new';
const ACTION_CENTER = 'action-center';
const GUEST_UNAVAILABLE = 'Guest not found or unavailable.';

/** A guest id from the URL, or null when the value is not one. */
function guestIdParam(value: string | null): number | null {
  if (value === null || !/^[1-9]\d{0,15}$/.test(value)) return null;
  const id = Number(value);
  return Number.isSafeInteger(id) ? id : null;
}

/**
 * Closes a dialog the URL opened on a guest that cannot be shown (not a guest id, or the API
 * answered 404: another account's guest, or one archived since), and says so.
 */
function useCloseUnavailable(unavailable: boolean, close: () => void) {
  useEffect(() => {
    if (!unavailable) return;
    showToast('Error', GUEST_UNAVAILABLE, 'error');
    close();
  }, [unavailable, close]);
}

function renderCreateTask(guest: JournalGuest, showLog: () => void) {
  return (
    <Suspense
      fallback={
        <Center py="lg">
          <Loader size="sm" role="status" aria-label="Loading the task form" />
        </Center>
      }
    >
      <CreateTaskForm guest={guest} onCreated={showLog} />
    </Suspense>
  );
}

interface Overlay<T> {
  opened: boolean;
  /** Kept after closing so the dialog can finish its closing transition with its content. */
  value: T;
  /** A new key for every opening: the dialog starts fresh. */
  key: number;
}

function useOverlay<T>(initial: T) {
  const [overlay, setOverlay] = useState<Overlay<T>>({ opened: false, value: initial, key: 0 });
  const open = useCallback(
    (value: T) => setOverlay((current) => ({ opened: true, value, key: current.key + 1 })),
    [],
  );
  const close = useCallback(() => setOverlay((current) => ({ ...current, opened: false })), []);
  return [overlay, open, close] as const;
}

export function BoardRoute() {
  const { data: user } = useUser();
  const guestsQuery = useGuests();
  const invalidateJournal = useInvalidateGuestJournal();
  const moveGuest = useUpdateGuestStatus({
    onSuccess: (guest) => invalidateJournal(guest.id),
  });

  const guestDialog = useDialogParam('guest');
  const editedGuestId = guestIdParam(guestDialog.value);
  const editedGuest = useGuestById(editedGuestId, guestsQuery.data);
  const guestTarget = useMemo<GuestDialogTarget | null>(() => {
    if (guestDialog.value === NEW_GUEST) return { mode: 'add' };
    return editedGuest.guest ? { mode: 'edit', guest: editedGuest.guest } : null;
  }, [guestDialog.value, editedGuest.guest]);
  useCloseUnavailable(
    guestDialog.opened &&
      (editedGuest.missing || (guestDialog.value !== NEW_GUEST && editedGuestId === null)),
    guestDialog.close,
  );

  const journal = useDialogParam('journal');
  const journalGuestId = guestIdParam(journal.value);
  const journalGuest = useGuestById(journalGuestId, guestsQuery.data);
  useCloseUnavailable(
    journal.opened && (journalGuest.missing || journalGuestId === null),
    journal.close,
  );

  const panel = useDialogParam('panel');
  const actionCenterShown = panel.value === ACTION_CENTER;

  const [deleteDialog, openDeleteDialog, closeDeleteDialog] = useOverlay<GuestDto | null>(null);
  const [schedule, openSchedule, closeSchedule] = useOverlay<GuestDto | null>(null);
  const [itemDetail, openItemDetail, closeItemDetail] = useOverlay<ItemDetailTarget | null>(null);
  const [contact, openContact, closeContact] = useOverlay<number | null>(null);
  const [csvImport, openCsvImport, closeCsvImport] = useOverlay<null>(null);

  // SPEC §2.2: the header's "N today" badge counts today's events in the browser's day.
  const now = useNow();
  const calendar = useCalendarEvents();
  const todayEventCount = useMemo(
    () => (calendar.data ? countTodayEvents(calendar.data, now) : 0),
    [calendar.data, now],
  );
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
  const handleMoveGuest = useCallback(
    (id: number, status: GuestStatus) => mutateStatus({ id, status }),
    [mutateStatus],
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
  const handleGuestSaved = useCallback(
    (guest: GuestDto) => invalidateJournal(guest.id),
    [invalidateJournal],
  );
  const { refetch } = guestsQuery;
  const handleRetry = useCallback(() => void refetch(), [refetch]);

  return (
    <>
      <BoardPage
        username={user?.username ?? ''}
        guests={guestsQuery.data}
        loadError={
          guestsQuery.isError
            ? (serverMessage(guestsQuery.error) ?? guestsQuery.error.message)
            : null
        }
        onRetry={handleRetry}
        onAddGuest={handleAddGuest}
        onOpenActionCenter={handleOpenActionCenter}
        todayEventCount={todayEventCount}
        onImportGuests={handleImportGuests}
        exportGuestsUrl={EXPORT_CSV_URL}
        onViewJournal={handleViewJournal}
        onScheduleEvent={openSchedule}
        onEditGuest={handleEditGuest}
        onDeleteGuest={openDeleteDialog}
        onMoveGuest={handleMoveGuest}
      />
      {/* Each dialog and sheet loads and mounts on its first opening and stays, so it can animate
          closed; each has its own boundary, so loading one never hides another that is open. */}
      {guestDialog.key > 0 && guestTarget && (
        <Suspense fallback={null}>
          <GuestDialog
            key={guestDialog.key}
            opened={guestDialog.opened}
            target={guestTarget}
            onClose={guestDialog.close}
            onEditGuest={handleShowExistingGuest}
            onSaved={handleGuestSaved}
          />
        </Suspense>
      )}
      {deleteDialog.key > 0 && (
        <Suspense fallback={null}>
          <DeleteGuestDialog
            key={`delete-${deleteDialog.key}`}
            opened={deleteDialog.opened}
            guest={deleteDialog.value}
            onClose={closeDeleteDialog}
          />
        </Suspense>
      )}
      {journal.key > 0 && (
        <Suspense fallback={null}>
          <JournalSheet
            guest={journalGuest.guest ?? null}
            opened={journal.opened && journalGuest.guest !== undefined}
            onClose={journal.close}
            renderCreateTask={renderCreateTask}
            onViewTask={handleViewTask}
            onViewActionItem={handleViewActionItem}
          />
        </Suspense>
      )}
      {panel.key > 0 && actionCenterShown && (
        <Suspense fallback={null}>
          <ActionCenterSheet
            opened={panel.opened}
            onClose={closePanel}
            guests={guestChoices}
            onShowContact={openContact}
          />
        </Suspense>
      )}
      {schedule.key > 0 && (
        <Suspense fallback={null}>
          <ScheduleEventDialog
            key={`schedule-${schedule.key}`}
            guest={schedule.value}
            opened={schedule.opened}
            onClose={closeSchedule}
          />
        </Suspense>
      )}
      {itemDetail.key > 0 && (
        <Suspense fallback={null}>
          <ItemDetailDialog
            key={`detail-${itemDetail.key}`}
            target={itemDetail.value}
            opened={itemDetail.opened}
            onClose={closeItemDetail}
          />
        </Suspense>
      )}
      {csvImport.key > 0 && (
        <Suspense fallback={null}>
          <ImportGuestsDialog
            key={`import-${csvImport.key}`}
            opened={csvImport.opened}
            onClose={closeCsvImport}
            guests={guestChoices}
          />
        </Suspense>
      )}
      {contact.key > 0 && (
        <Suspense fallback={null}>
          <GuestContactDialog
            guestId={contact.value}
            opened={contact.opened}
            onClose={closeContact}
          />
        </Suspense>
      )}
    </>
  );
}

// The '/' route: composes the board with the guest dialogs, the journal sheet and the Action
// Center. Features never import each other; this is where the guest list, its mutations, the
// journal and the Action Center meet. Every dialog and sheet loads on first use, so they stay out
// of the board's first bundle (docs/performance.md).
import { useQueryClient } from '@tanstack/react-query';
import { Suspense, useCallback, useMemo, useState, type ReactNode } from 'react';
import type { GuestStatus } from '#shared/enums.js';
import type { GuestDto } from '#shared/schemas/guests.js';
import { SectionLoader } from '#web/components/load-states.js';
import { countTodayEvents } from '../features/action-center/agenda';
import { useAgendaList } from '../features/action-center/api/get-agenda-list';
import { useNow } from '../features/action-center/hooks/use-now';
import type { ItemDetailTarget } from '../features/action-center/components/item-detail-dialog';
import { BoardPage } from '../features/board/components/board-page';
import { EXPORT_CSV_URL } from '../features/guest-import/export-url';
import { guestQueryOptions } from '../features/guests/api/get-guest';
import { useGuests } from '../features/guests/api/get-guests';
import { useUpdateGuestStatus } from '../features/guests/api/update-guest-status';
import type { GuestDialogTarget } from '../features/guests/components/guest-dialog';
import { useInvalidateGuestJournal } from '../features/journal/api/get-guest-journal';
import type { JournalGuest } from '../features/journal/components/journal-sheet';
import { serverMessage } from '../lib/api';
import { lazyNamed } from '../lib/lazy-named';
import { showToast } from '../lib/notify';
import { useUser } from '../lib/session';

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
const GuestContactDialog = lazyNamed(
  () => import('../features/guests/components/guest-contact-dialog'),
  'GuestContactDialog',
);

const NO_GUESTS: GuestDto[] = [];

function renderCreateTask(guest: JournalGuest, showLog: () => void) {
  return (
    <Suspense fallback={<SectionLoader label="Loading the task form" />}>
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

/** A dialog or sheet that loads and mounts on its first opening and stays, so it can animate
 * closed; each has its own boundary, so loading one never hides another that is open. */
function OnceOpened({ overlay, children }: { overlay: Overlay<unknown>; children: ReactNode }) {
  return overlay.key > 0 ? <Suspense fallback={null}>{children}</Suspense> : null;
}

export function BoardRoute() {
  const { data: user } = useUser();
  const guestsQuery = useGuests();
  const invalidateJournal = useInvalidateGuestJournal();
  const moveGuest = useUpdateGuestStatus({
    onSuccess: (guest) => invalidateJournal(guest.id),
  });

  const [guestDialog, openGuestDialog, closeGuestDialog] = useOverlay<GuestDialogTarget>({
    mode: 'add',
  });
  const [deleteDialog, openDeleteDialog, closeDeleteDialog] = useOverlay<GuestDto | null>(null);
  const [journal, openJournal, closeJournal] = useOverlay<GuestDto | null>(null);
  const [actionCenter, openActionCenter, closeActionCenter] = useOverlay<null>(null);
  const [schedule, openSchedule, closeSchedule] = useOverlay<GuestDto | null>(null);
  const [itemDetail, openItemDetail, closeItemDetail] = useOverlay<ItemDetailTarget | null>(null);
  const [contact, openContact, closeContact] = useOverlay<number | null>(null);
  const [csvImport, openCsvImport, closeCsvImport] = useOverlay<null>(null);

  // docs/product.md#board-screen: the header's "N today" badge counts today's events in the
  // browser's day.
  const now = useNow();
  const calendar = useAgendaList('event');
  const todayEventCount = useMemo(
    () => (calendar.data ? countTodayEvents(calendar.data, now) : 0),
    [calendar.data, now],
  );
  const guestChoices = guestsQuery.data ?? NO_GUESTS;

  const handleOpenActionCenter = useCallback(() => openActionCenter(null), [openActionCenter]);
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
  const handleAddGuest = useCallback(() => openGuestDialog({ mode: 'add' }), [openGuestDialog]);
  const handleEditGuest = useCallback(
    (guest: GuestDto) => openGuestDialog({ mode: 'edit', guest }),
    [openGuestDialog],
  );
  // The duplicate warning's existing guest, read afresh (it may have changed since the list loaded).
  const queryClient = useQueryClient();
  const handleShowExistingGuest = useCallback(
    (guestId: number) =>
      void queryClient.fetchQuery(guestQueryOptions(guestId)).then(
        (guest) => openGuestDialog({ mode: 'edit', guest }),
        () => showToast('Error', 'Guest not found or unavailable.', 'error'),
      ),
    [queryClient, openGuestDialog],
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
        onViewJournal={openJournal}
        onScheduleEvent={openSchedule}
        onEditGuest={handleEditGuest}
        onDeleteGuest={openDeleteDialog}
        onMoveGuest={handleMoveGuest}
      />
      <OnceOpened overlay={guestDialog}>
        <GuestDialog
          key={guestDialog.key}
          opened={guestDialog.opened}
          target={guestDialog.value}
          onClose={closeGuestDialog}
          onEditGuest={handleShowExistingGuest}
          onSaved={handleGuestSaved}
        />
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
        <JournalSheet
          guest={journal.value}
          opened={journal.opened}
          onClose={closeJournal}
          renderCreateTask={renderCreateTask}
          onViewTask={handleViewTask}
          onViewActionItem={handleViewActionItem}
        />
      </OnceOpened>
      <OnceOpened overlay={actionCenter}>
        <ActionCenterSheet
          opened={actionCenter.opened}
          onClose={closeActionCenter}
          guests={guestChoices}
          onShowContact={openContact}
        />
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
    </>
  );
}

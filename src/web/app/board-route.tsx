// The '/' route: composes the board with the guest dialogs and the journal sheet. Features never
// import each other; this is where the guest list, its mutations and the journal meet.
import { useCallback, useState } from 'react';
import type { GuestStatus } from '../../shared/enums';
import type { GuestDto } from '../../shared/schemas/guests';
import { BoardPage } from '../features/board/components/board-page';
import { useGuests } from '../features/guests/api/get-guests';
import { useUpdateGuestStatus } from '../features/guests/api/update-guest-status';
import { DeleteGuestDialog } from '../features/guests/components/delete-guest-dialog';
import { GuestDialog, type GuestDialogTarget } from '../features/guests/components/guest-dialog';
import { useInvalidateGuestJournal } from '../features/journal/api/get-guest-journal';
import { JournalSheet } from '../features/journal/components/journal-sheet';
import { serverMessage } from '../lib/api';
import { useUser } from '../lib/session';

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

  const [guestDialog, openGuestDialog, closeGuestDialog] = useOverlay<GuestDialogTarget>({
    mode: 'add',
  });
  const [deleteDialog, openDeleteDialog, closeDeleteDialog] = useOverlay<GuestDto | null>(null);
  const [journal, openJournal, closeJournal] = useOverlay<GuestDto | null>(null);

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
        onViewJournal={openJournal}
        onEditGuest={handleEditGuest}
        onDeleteGuest={openDeleteDialog}
        onMoveGuest={handleMoveGuest}
      />
      <GuestDialog
        key={guestDialog.key}
        opened={guestDialog.opened}
        target={guestDialog.value}
        onClose={closeGuestDialog}
        onEditGuest={handleEditGuest}
        onSaved={handleGuestSaved}
      />
      <DeleteGuestDialog
        key={`delete-${deleteDialog.key}`}
        opened={deleteDialog.opened}
        guest={deleteDialog.value}
        onClose={closeDeleteDialog}
      />
      <JournalSheet guest={journal.value} opened={journal.opened} onClose={closeJournal} />
    </>
  );
}

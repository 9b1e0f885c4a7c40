// The guest archive (docs/product.md#archive-screen, #archive-messages): the archived guests in a
// searchable, sortable, paged table; restore or delete one, or the selection, each after its
// confirmation dialog. Restored guests are back on the board at once (the board's list is
// refreshed); the app layer learns which guests came back so it can refresh their journals. A
// dialog follows the archive as it changes live: a guest that left it is said to be gone.
import { Container, Paper, Stack, Text, Title } from '@mantine/core';
import type { RowSelectionState, Updater } from '@tanstack/react-table';
import { IconArchive } from '@tabler/icons-react';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { ArchivedGuestDto } from '#shared/schemas/archive.js';
import { LoadErrorAlert, SectionLoader } from '#web/components/load-states.js';
import { useBulkDeleteArchivedGuests } from '../api/bulk-delete-archived-guests';
import { useBulkRestoreArchivedGuests } from '../api/bulk-restore-archived-guests';
import { PageHeader } from '#web/components/page-header.js';
import { useDeleteArchivedGuest } from '../api/delete-archived-guest';
import { useArchivedGuests } from '../api/get-archived-guests';
import { useRestoreArchivedGuest } from '../api/restore-archived-guest';
import { ConfirmationDialog, type Confirmation } from './archive-confirmation';
import { ArchiveTable } from './archive-table';

export interface ArchivePageProps {
  /** Called with the original (board) ids of guests that came back, e.g. to refresh journals. */
  onGuestsRestored?: (guestIds: number[]) => void;
}

export function ArchivePage({ onGuestsRestored }: ArchivePageProps) {
  useEffect(() => {
    document.title = 'Guest Archive · Podcast Guest Tracker';
  }, []);

  const archived = useArchivedGuests();
  const guests = archived.data;

  const [rowSelection, setRowSelection] = useState<RowSelectionState>({});
  const handleRowSelectionChange = useCallback(
    (updater: Updater<RowSelectionState>) => setRowSelection(updater),
    [],
  );
  const clearSelection = useCallback(() => setRowSelection({}), []);
  // Only guests still in the archive count (one may have been restored on its own meanwhile).
  const selected = useMemo(
    () => (guests ?? []).filter((guest) => rowSelection[String(guest.id)]),
    [guests, rowSelection],
  );

  // The dialog keeps its last content while it closes.
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  const [dialogOpen, setDialogOpen] = useState(false);
  // The archive ids the dialog's own call is acting on: they leave the list because of it, so they
  // are not said to be gone. Forgotten when the call fails (a 404 then says they are).
  const [acting, setActing] = useState<readonly number[]>([]);
  const openDialog = useCallback((next: Confirmation) => {
    setConfirmation(next);
    setActing([]);
    setDialogOpen(true);
  }, []);
  const closeDialog = useCallback(() => setDialogOpen(false), []);

  const restoreGuest = useRestoreArchivedGuest({
    onRestored: (guest) => onGuestsRestored?.([guest.id]),
  });
  const deleteGuest = useDeleteArchivedGuest();
  const bulkRestore = useBulkRestoreArchivedGuests();
  const bulkDelete = useBulkDeleteArchivedGuests();

  // What the dialog is about, as the archive now holds it.
  const shown = useMemo(
    () => (confirmation && guests ? stillListed(confirmation, guests, acting) : null),
    [confirmation, guests, acting],
  );

  const forget = (ids: number[]) =>
    setRowSelection((current) => {
      const next = { ...current };
      for (const id of ids) delete next[String(id)];
      return next;
    });

  const handleRestore = useCallback(
    (guest: ArchivedGuestDto) => openDialog({ kind: 'restore', guest }),
    [openDialog],
  );
  const handleDelete = useCallback(
    (guest: ArchivedGuestDto) => openDialog({ kind: 'delete', guest }),
    [openDialog],
  );
  // The bulk buttons show only with a selection (archive-selection-bar.tsx).
  const handleBulk = (kind: 'bulk-restore' | 'bulk-delete') => {
    if (selected.length > 0) openDialog({ kind, guests: selected });
  };

  // The toasts come from the mutations; here the selection and the dialog follow the outcome.
  const handleConfirm = () => {
    if (!shown || nothingLeft(shown)) return;
    const { confirmation: current } = shown;
    const failed = () => setActing([]);
    switch (current.kind) {
      case 'restore':
      case 'delete': {
        const mutation = current.kind === 'restore' ? restoreGuest : deleteGuest;
        setActing([current.guest.id]);
        mutation.mutate(current.guest, {
          onSuccess: () => {
            forget([current.guest.id]);
            closeDialog();
          },
          onError: failed,
        });
        return;
      }
      case 'bulk-restore':
      case 'bulk-delete': {
        const restoring = current.kind === 'bulk-restore';
        const mutation = restoring ? bulkRestore : bulkDelete;
        const ids = current.guests.map((guest) => guest.id);
        setActing(ids);
        mutation.mutate(ids, {
          onSuccess: () => {
            if (restoring) {
              onGuestsRestored?.(current.guests.map((guest) => guest.originalId));
            }
            clearSelection();
            closeDialog();
          },
          onError: failed,
        });
      }
    }
  };

  return (
    <Container component="main" size="lg" py="xl" px={{ base: 'sm', sm: 'md' }}>
      <PageHeader title={<Title order={1}>Guest Archive</Title>} backLabel="Back to Guests" />

      {archived.isError ? (
        <LoadErrorAlert
          title="The archive could not be loaded"
          message={archived.error.message}
          onRetry={() => void archived.refetch()}
          maw={560}
        />
      ) : !guests ? (
        <SectionLoader label="Loading archived guests" size="md" py="xl" />
      ) : guests.length === 0 ? (
        <Paper withBorder p="xl" radius="md">
          <Stack align="center" gap="xs" ta="center">
            <IconArchive size={40} stroke={1.5} aria-hidden color="var(--mantine-color-dimmed)" />
            <Title order={2} size="h3">
              No Archived Guests
            </Title>
            <Text c="dimmed">
              When you delete guests, they will appear here instead of being permanently removed.
            </Text>
          </Stack>
        </Paper>
      ) : (
        <ArchiveTable
          guests={guests}
          rowSelection={rowSelection}
          onRowSelectionChange={handleRowSelectionChange}
          selected={selected}
          onRestore={handleRestore}
          onDelete={handleDelete}
          onBulkRestore={() => handleBulk('bulk-restore')}
          onBulkDelete={() => handleBulk('bulk-delete')}
          onClearSelection={clearSelection}
        />
      )}

      <ConfirmationDialog
        confirmation={shown?.confirmation ?? confirmation}
        gone={shown?.gone ?? 0}
        opened={dialogOpen}
        busy={
          restoreGuest.isPending ||
          deleteGuest.isPending ||
          bulkRestore.isPending ||
          bulkDelete.isPending
        }
        onConfirm={handleConfirm}
        onClose={closeDialog}
      />
    </Container>
  );
}

/**
 * A confirmation as the archive now holds its guests: a selection without the guests that left,
 * and how many left (for one guest, 1 once it is gone).
 */
function stillListed(
  confirmation: Confirmation,
  guests: readonly ArchivedGuestDto[],
  acting: readonly number[],
): { confirmation: Confirmation; gone: number } {
  const listed = new Set([...guests.map((guest) => guest.id), ...acting]);
  if (confirmation.kind === 'restore' || confirmation.kind === 'delete') {
    return { confirmation, gone: listed.has(confirmation.guest.id) ? 0 : 1 };
  }
  const kept = confirmation.guests.filter((guest) => listed.has(guest.id));
  return {
    confirmation:
      kept.length === confirmation.guests.length ? confirmation : { ...confirmation, guests: kept },
    gone: confirmation.guests.length - kept.length,
  };
}

/** Nothing of the dialog's is left in the archive to act on. */
function nothingLeft({
  confirmation,
  gone,
}: {
  confirmation: Confirmation;
  gone: number;
}): boolean {
  return confirmation.kind === 'restore' || confirmation.kind === 'delete'
    ? gone > 0
    : confirmation.guests.length === 0;
}

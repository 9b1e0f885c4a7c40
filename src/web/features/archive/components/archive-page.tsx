// The guest archive (docs/product.md#archive-screen, #archive-messages): the archived guests in a
// searchable, sortable, paged table; restore or delete one, or the selection, each after its
// confirmation dialog. Restored guests are back on the board at once (the board's list is
// refreshed); the app layer learns which guests came back so it can refresh their journals.
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
  const openDialog = useCallback((next: Confirmation) => {
    setConfirmation(next);
    setDialogOpen(true);
  }, []);
  const closeDialog = useCallback(() => setDialogOpen(false), []);

  const restoreGuest = useRestoreArchivedGuest({
    onRestored: (guest) => onGuestsRestored?.([guest.id]),
  });
  const deleteGuest = useDeleteArchivedGuest();
  const bulkRestore = useBulkRestoreArchivedGuests();
  const bulkDelete = useBulkDeleteArchivedGuests();

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
    if (!confirmation) return;
    switch (confirmation.kind) {
      case 'restore':
      case 'delete': {
        const mutation = confirmation.kind === 'restore' ? restoreGuest : deleteGuest;
        mutation.mutate(confirmation.guest, {
          onSuccess: () => {
            forget([confirmation.guest.id]);
            closeDialog();
          },
        });
        return;
      }
      case 'bulk-restore':
      case 'bulk-delete': {
        const restoring = confirmation.kind === 'bulk-restore';
        const mutation = restoring ? bulkRestore : bulkDelete;
        mutation.mutate(
          confirmation.guests.map((guest) => guest.id),
          {
            onSuccess: () => {
              if (restoring) {
                onGuestsRestored?.(confirmation.guests.map((guest) => guest.originalId));
              }
              clearSelection();
              closeDialog();
            },
          },
        );
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
        confirmation={confirmation}
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

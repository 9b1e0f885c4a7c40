// POST /api/guests/:id/journal: a manual note (docs/product.md#journal-sheet).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { JournalEntryDto, JournalNoteInput } from '#shared/schemas/guests.js';
import { apiRequest, serverMessage } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { journalQueryKey } from './get-guest-journal';

export interface AddJournalNoteVariables {
  guestId: number;
  description: string;
}

export async function addJournalNote({
  guestId,
  description,
}: AddJournalNoteVariables): Promise<JournalEntryDto> {
  const body: JournalNoteInput = { action: 'manual_note', description };
  return await apiRequest<JournalEntryDto>('POST', `/api/guests/${guestId}/journal`, body);
}

export function useAddJournalNote() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: addJournalNote,
    onSuccess: (entry, { guestId }) => {
      queryClient.setQueryData<JournalEntryDto[]>(journalQueryKey(guestId), (entries) =>
        entries ? [entry, ...entries.filter((other) => other.id !== entry.id)] : entries,
      );
      return queryClient.invalidateQueries({ queryKey: journalQueryKey(guestId) });
    },
    onError: (error) =>
      showToast('Failed to add note', serverMessage(error) ?? error.message, 'error'),
  });
}

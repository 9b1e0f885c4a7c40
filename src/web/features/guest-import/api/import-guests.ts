// POST /api/guests/import {rows}: the server re-checks every row and answers "N imported, M
// skipped" with a reason per skipped row. The board's list refreshes with the new guests.
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { ImportReport, ImportRowInput } from '#shared/guest-csv.js';
import { apiRequest } from '#web/lib/api.js';
import { GUESTS_QUERY_KEY } from '#web/lib/query-keys.js';

export async function importGuests(rows: ImportRowInput[]): Promise<ImportReport> {
  return await apiRequest<ImportReport>('POST', '/api/guests/import', { rows });
}

export function useImportGuests() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importGuests,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: GUESTS_QUERY_KEY }),
  });
}

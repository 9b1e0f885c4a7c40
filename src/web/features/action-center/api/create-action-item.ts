// POST /api/action-items: the Action Center's Add Action Item form. SPEC §7: a session check
// (GET /api/user) comes first, so an expired session is told apart from a refused item (§8).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type {
  ActionItemDto,
  CreateActionItemInput,
} from '../../../../shared/schemas/action-center';
import { ApiError, apiRequest } from '../../../lib/api';
import { ACTION_ITEMS_QUERY_KEY, invalidateGuestAfterChange } from '../../../lib/query-keys';
import { getCurrentUser } from '../../../lib/session';

export const SESSION_EXPIRED_MESSAGE = 'Your session has expired. Please log in again to continue.';

/** The session ended before or while the action item was sent. */
export class SessionExpiredError extends Error {
  constructor() {
    super(SESSION_EXPIRED_MESSAGE);
    this.name = 'SessionExpiredError';
  }
}

/**
 * SPEC §8: a 401, a server reply of "Authentication required", or a message mentioning
 * "unauthorized" all mean the session expired.
 */
export function isSessionExpiry(error: unknown): boolean {
  if (error instanceof SessionExpiredError) return true;
  if (!(error instanceof ApiError)) return false;
  const message = typeof error.body?.message === 'string' ? error.body.message : error.message;
  return (
    error.status === 401 ||
    message === 'Authentication required' ||
    message.toLowerCase().includes('unauthorized')
  );
}

export async function createActionItem(input: CreateActionItemInput): Promise<ActionItemDto> {
  const user = await getCurrentUser();
  if (!user) throw new SessionExpiredError();
  try {
    return await apiRequest<ActionItemDto>('POST', '/api/action-items', input);
  } catch (error) {
    if (isSessionExpiry(error)) throw new SessionExpiredError();
    throw error;
  }
}

export function useCreateActionItem() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createActionItem,
    onSuccess: (item) =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: ACTION_ITEMS_QUERY_KEY }),
        invalidateGuestAfterChange(queryClient, item.guestId),
      ]),
  });
}

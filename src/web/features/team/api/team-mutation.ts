// The mutations of the Team tab share one shape: the call, then the toast of its outcome (the
// server's message on failure, docs/product.md#error-format), then a refresh. A change of
// membership changes which guests, tasks and events the user sees (docs/product.md#ownership), so
// those refresh everything cached; a change inside the team (a rename, an invite) only the team.
import { useMutation, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { serverMessage } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { TEAM_QUERY_KEY } from '#web/lib/team.js';
import type { Team } from '#shared/schemas/team.js';

interface TeamMutationOptions<Variables, Answer> {
  call: (variables: Variables) => Promise<Answer>;
  /** The toast on success; null for none. */
  success: (answer: Answer, variables: Variables) => { title: string; message: string } | null;
  /**
   * The toast title on failure; the message is the server's, else `failure`. Null for none: the
   * screen says it where the user acted (the join page's alert).
   */
  failure: string | null;
  /** True when the call changes who is in the team (every cached list is read again). */
  membership?: boolean;
  /** Put the answer's team straight into the cache. */
  teamOf?: (answer: Answer) => Team | null | undefined;
  /**
   * Runs on success before the refresh, even when the page that called has gone meanwhile (a
   * refreshed read can replace it, and TanStack Query drops a `mutate` call's own callbacks then).
   */
  onDone?: () => void;
}

/** Every cached read (the user's team id included): the visible guests and agenda follow the team. */
export function refreshAfterMembershipChange(queryClient: QueryClient): Promise<unknown> {
  return queryClient.invalidateQueries();
}

export function useTeamMutation<Variables = void, Answer = unknown>({
  call,
  success,
  failure,
  membership = false,
  teamOf,
  onDone,
}: TeamMutationOptions<Variables, Answer>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: call,
    onSuccess: async (answer, variables) => {
      const team = teamOf?.(answer);
      if (team !== undefined) queryClient.setQueryData(TEAM_QUERY_KEY, team);
      const toast = success(answer, variables);
      if (toast) showToast(toast.title, toast.message, 'success');
      onDone?.();
      await (membership
        ? refreshAfterMembershipChange(queryClient)
        : queryClient.invalidateQueries({ queryKey: TEAM_QUERY_KEY }));
    },
    onError: (error) => {
      if (failure) showToast(failure, serverMessage(error) ?? error.message, 'error');
    },
  });
}

// The join page's calls (docs/product.md#join-screen): what an invite link leads to, and joining.
// Every bad link (unknown, expired, revoked, used up) answers the same 404.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { ApiError, apiRequest } from '#web/lib/api.js';
import { TEAM_QUERY_KEY } from '#web/lib/team.js';
import { useTeamMutation } from './team-mutation';
import type { InvitePreview, Team } from '#shared/schemas/team.js';
import type { JoinTeamInput } from './team-types';

export const invitePreviewQueryOptions = (token: string) =>
  queryOptions({
    queryKey: [...TEAM_QUERY_KEY, 'invite-preview', token],
    queryFn: ({ signal }) =>
      apiRequest<InvitePreview>('GET', `/api/invites/${encodeURIComponent(token)}`, undefined, {
        signal,
      }),
    // A 404 is the answer, not a hiccup: no retries.
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });

export function useInvitePreview(token: string) {
  return useQuery(invitePreviewQueryOptions(token));
}

/**
 * Joining reads everything again, the invite's preview too, which then says "You are in ..." in
 * place of the form: `onJoined` leaves the page first.
 */
export function useJoinTeam(token: string, onJoined: () => void) {
  return useTeamMutation({
    call: (input: JoinTeamInput) =>
      apiRequest<{ team: Team }>('POST', `/api/invites/${encodeURIComponent(token)}/join`, input),
    success: ({ team }) => ({ title: 'Welcome to the team', message: `You joined ${team.name}.` }),
    // Said on the page itself ("You cannot join this team"), not again in a toast.
    failure: null,
    membership: true,
    teamOf: (answer) => answer.team,
    onDone: onJoined,
  });
}

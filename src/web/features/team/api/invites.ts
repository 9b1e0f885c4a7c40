// The owner's invite links (docs/product.md#team-tab, #team-api): list, create (the token is in
// this answer only: the server keeps its hash), revoke.
import { queryOptions, type QueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api.js';
import { TEAM_QUERY_KEY } from '#web/lib/team.js';
import { useTeamMutation } from './team-mutation';
import type { CreateInviteInput, Invite, InviteCreated, Team } from '#shared/schemas/team.js';

export const INVITES_QUERY_KEY = [...TEAM_QUERY_KEY, 'invites'] as const;

/**
 * Read only while the cached team says the user owns it, checked at each read: the moment they
 * hand it over (the answer's team goes straight into the cache), no refresh or live event reads
 * the list again while its card is still on screen, which the server would refuse (403).
 */
export const invitesQueryOptions = (queryClient: QueryClient) =>
  queryOptions({
    queryKey: INVITES_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiRequest<Invite[]>('GET', '/api/team/invites', undefined, { signal }),
    enabled: () => queryClient.getQueryData<Team | null>(TEAM_QUERY_KEY)?.role === 'owner',
  });

export function useCreateInvite() {
  return useTeamMutation({
    call: (input: CreateInviteInput) =>
      apiRequest<InviteCreated>('POST', '/api/team/invites', input),
    success: () => ({
      title: 'Invite link created',
      message: 'Copy it now: it is shown only this once.',
    }),
    failure: 'Could not create the invite link',
  });
}

export function useRevokeInvite() {
  return useTeamMutation({
    call: (invite: { id: number }) =>
      apiRequest<{ invite: Invite }>('DELETE', `/api/team/invites/${invite.id}`),
    success: () => ({ title: 'Invite revoked', message: 'The link no longer works.' }),
    failure: 'Could not revoke the invite',
  });
}

// The calls of the Team tab about the team itself (docs/product.md#team-tab, #team-api): create,
// rename, delete, leave, remove a member, hand the owner role over. The toasts are raised here.
import { useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api.js';
import { INVITES_QUERY_KEY } from './invites';
import { useTeamMutation } from './team-mutation';
import type { Team } from '#shared/schemas/team.js';
import type { TeamNameInput, TransferOwnerInput } from './team-types';

type TeamAnswer = { team: Team };
type MessageAnswer = { message: string };
const teamOf = (answer: TeamAnswer) => answer.team;

export function useCreateTeam() {
  return useTeamMutation({
    call: (input: TeamNameInput) => apiRequest<TeamAnswer>('POST', '/api/team', input),
    success: ({ team }) => ({ title: 'Team created', message: `You now own ${team.name}.` }),
    failure: 'Could not create the team',
    membership: true,
    teamOf,
  });
}

export function useRenameTeam() {
  return useTeamMutation({
    call: (input: TeamNameInput) => apiRequest<TeamAnswer>('PATCH', '/api/team', input),
    success: ({ team }) => ({ title: 'Team renamed', message: `The team is now ${team.name}.` }),
    failure: 'Could not rename the team',
    teamOf,
  });
}

/**
 * Deleting or leaving the team: no team afterwards, and the user's guests are theirs alone again
 * (docs/product.md#sharing); the toast says so rather than repeat its title. These and the two
 * below are confirmed in a dialog, which shows a refusal itself: no toast repeats it.
 */
function useTeamExit(method: 'DELETE' | 'POST', path: string, title: string) {
  return useTeamMutation({
    call: () => apiRequest<MessageAnswer>(method, path),
    success: () => ({ title, message: 'Your guests are private again.' }),
    failure: null,
    membership: true,
    teamOf: () => null,
  });
}

export function useDeleteTeam() {
  return useTeamExit('DELETE', '/api/team', 'Team deleted');
}

export function useLeaveTeam() {
  return useTeamExit('POST', '/api/team/leave', 'Left the team');
}

export function useRemoveMember() {
  return useTeamMutation({
    call: (member: { id: number; username: string }) =>
      apiRequest<MessageAnswer>('DELETE', `/api/team/members/${member.id}`),
    success: (_answer, member) => ({
      title: 'Member removed',
      message: `${member.username} is no longer in the team.`,
    }),
    failure: null,
    membership: true,
  });
}

export function useTransferOwnership() {
  const queryClient = useQueryClient();
  return useTeamMutation({
    call: (member: { id: number; username: string }) =>
      apiRequest<TeamAnswer>('POST', '/api/team/owner', {
        userId: member.id,
      } satisfies TransferOwnerInput),
    success: (_answer, member) => ({
      title: 'Owner changed',
      message: `${member.username} now owns the team.`,
    }),
    failure: null,
    teamOf,
    // A member now: the owner's invite links are not theirs to read (403). Dropped, so the
    // refresh that follows does not read them again while their card is still on screen.
    onDone: () => queryClient.removeQueries({ queryKey: INVITES_QUERY_KEY }),
  });
}

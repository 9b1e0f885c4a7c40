// The Team tab of account settings (docs/product.md#team-tab): without a team, what a team is and
// the "Create team" form; in one, its name (the owner renames it), the members, "Leave team" (the
// server says why an owner with members cannot), the owner's "Delete team" once alone, and the
// owner's invite links. Every change is confirmed first; its toast comes from the call.
// A change that takes away the control that had the focus hands the focus on rather than drop it
// (docs/product.md#team-tab).
import { Alert, Button, Card, Group, Loader, Stack, Text } from '@mantine/core';
import { IconDoorExit, IconTrash } from '@tabler/icons-react';
import { useEffect, useRef, useState } from 'react';
import { ConfirmDialog } from '#web/components/confirm-dialog.js';
import { serverMessage } from '#web/lib/api.js';
import { tabbables, useFocusWhenOver } from '#web/lib/focus.js';
import { useTeam } from '#web/lib/team.js';
import {
  useDeleteTeam,
  useLeaveTeam,
  useRemoveMember,
  useTransferOwnership,
} from '../api/manage-team';
import type { Team } from '#shared/schemas/team.js';
import type { TeamMember } from '../api/team-types';
import { isSessionEnded } from '../session-ended';
import { memberCount } from '../team-text';
import { CreateTeamCard } from './create-team-card';
import { InvitesCard } from './invites-card';
import { MembersTable } from './members-table';
import { TeamName } from './team-name';

export interface TeamTabProps {
  currentUserId: number;
  onSessionEnded: () => void;
}

export function TeamTab({ currentUserId, onSessionEnded }: TeamTabProps) {
  const team = useTeam();

  useEffect(() => {
    if (team.isError && isSessionEnded(team.error)) onSessionEnded();
  }, [team.isError, team.error, onSessionEnded]);

  // Out of the team (left, deleted, or removed by the owner meanwhile): the team's card goes, its
  // confirmation with it, and the "Create team" form that takes its place takes the focus it had.
  // Into one (created here, or joined meanwhile): the team's first control takes it.
  const createTeamName = useRef<HTMLInputElement>(null);
  const teamCards = useRef<HTMLDivElement>(null);
  useFocusWhenOver(team.data != null, () => createTeamName.current);
  useFocusWhenOver(team.data === null, () =>
    teamCards.current ? tabbables(teamCards.current)[0] : undefined,
  );

  if (team.isPending) return <Loader size="sm" role="status" aria-label="Loading your team" />;
  if (team.isError) {
    return (
      <Alert color="red" title="Your team could not be loaded">
        {serverMessage(team.error) ?? team.error.message}
      </Alert>
    );
  }
  if (!team.data) {
    return <CreateTeamCard nameField={createTeamName} onSessionEnded={onSessionEnded} />;
  }
  return (
    <Stack gap="lg" ref={teamCards}>
      <TeamCard team={team.data} currentUserId={currentUserId} onSessionEnded={onSessionEnded} />
      {team.data.role === 'owner' && <InvitesCard onSessionEnded={onSessionEnded} />}
    </Stack>
  );
}

type Confirmation =
  | { kind: 'remove'; member: TeamMember }
  | { kind: 'owner'; member: TeamMember }
  | { kind: 'leave' }
  | { kind: 'delete' };

function TeamCard({
  team,
  currentUserId,
  onSessionEnded,
}: {
  team: Team;
  currentUserId: number;
  onSessionEnded: () => void;
}) {
  const [confirmation, setConfirmation] = useState<Confirmation | null>(null);
  // Kept while the dialog closes, so its text does not vanish mid-transition.
  const [shown, setShown] = useState<Confirmation | null>(null);
  const [error, setError] = useState<string | null>(null);
  const removeMember = useRemoveMember();
  const makeOwner = useTransferOwnership();
  const leaveTeam = useLeaveTeam();
  const deleteTeam = useDeleteTeam();
  const busy =
    removeMember.isPending || makeOwner.isPending || leaveTeam.isPending || deleteTeam.isPending;

  // Closing, the dialog gives the focus back to the menu that opened it, or for a member removed,
  // to the menu of the row beside theirs (members-table.tsx). Handing the team over takes every
  // menu away, and so does removing the one member: the focus goes to the button under the table
  // (Leave team, Delete team) instead.
  const exitButton = useRef<HTMLButtonElement>(null);
  const returnFocusTo = useRef<HTMLElement | null>(null);
  const takesEveryMenu = (done: Confirmation | null) =>
    done?.kind === 'owner' || (done?.kind === 'remove' && team.members.length === 2);

  const open = (next: Confirmation) => {
    setError(null);
    setShown(next);
    setConfirmation(next);
    returnFocusTo.current = null;
  };
  const close = () => setConfirmation(null);
  const callbacks = {
    onSuccess: () => {
      if (takesEveryMenu(shown)) returnFocusTo.current = exitButton.current;
      close();
    },
    onError: (failure: Error) => {
      if (isSessionEnded(failure)) onSessionEnded();
      setError(serverMessage(failure) ?? failure.message);
    },
  };
  const handleConfirm = () => {
    if (!shown) return;
    setError(null);
    if (shown.kind === 'remove') removeMember.mutate(shown.member, callbacks);
    else if (shown.kind === 'owner') makeOwner.mutate(shown.member, callbacks);
    else if (shown.kind === 'leave') leaveTeam.mutate(undefined, callbacks);
    else deleteTeam.mutate(undefined, callbacks);
  };

  const owner = team.role === 'owner';
  // The owner alone can delete the team; anyone else leaves it.
  const exit = owner && team.members.length === 1 ? 'delete' : 'leave';
  const ExitIcon = exit === 'delete' ? IconTrash : IconDoorExit;
  const text = confirmationText(shown, team.name);
  const ownerName = team.members.find((member) => member.role === 'owner')?.username;

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="team-title">
      <Stack gap="xs" mb="md">
        <TeamName team={team} onSessionEnded={onSessionEnded} />
        <Text c="dimmed" size="sm">
          {memberCount(team.members.length)}
          {owner ? ' · You own this team.' : ownerName ? ` · Owned by ${ownerName}.` : ''} Everyone
          in the team sees the guests its members share.
        </Text>
      </Stack>

      <MembersTable
        team={team}
        currentUserId={currentUserId}
        onRemove={(member) => open({ kind: 'remove', member })}
        onMakeOwner={(member) => open({ kind: 'owner', member })}
      />

      <Group justify="flex-end" mt="md" gap="sm">
        <Button
          ref={exitButton}
          variant="outline"
          color="red"
          leftSection={<ExitIcon size={16} aria-hidden />}
          onClick={() => open({ kind: exit })}
        >
          {exit === 'delete' ? 'Delete team' : 'Leave team'}
        </Button>
      </Group>

      <ConfirmDialog
        opened={confirmation !== null}
        busy={busy}
        error={error}
        danger={shown?.kind !== 'owner'}
        // Handing the team over is not for a stray Enter either: the focus does not start on it.
        focusConfirm={false}
        returnFocusTo={returnFocusTo}
        onConfirm={handleConfirm}
        onClose={close}
        title={text.title}
        confirmLabel={text.confirmLabel}
      >
        <Text size="sm">{text.body}</Text>
      </ConfirmDialog>
    </Card>
  );
}

function confirmationText(
  confirmation: Confirmation | null,
  teamName: string,
): { title: string; confirmLabel: string; body: string } {
  switch (confirmation?.kind) {
    case 'remove':
      return {
        title: `Remove ${confirmation.member.username}?`,
        confirmLabel: 'Remove',
        body: `${confirmation.member.username} leaves ${teamName} at once: their guests stop being shared with the team, and they no longer see anyone else's.`,
      };
    case 'owner':
      return {
        title: `Make ${confirmation.member.username} the owner?`,
        confirmLabel: 'Make owner',
        body: `${confirmation.member.username} becomes the owner of ${teamName} and you become a member: only the owner can rename the team, invite and remove people.`,
      };
    case 'delete':
      return {
        title: 'Delete the team?',
        confirmLabel: 'Delete team',
        body: `${teamName} is deleted and its invite links stop working. Your guests stay yours.`,
      };
    case 'leave':
    default:
      return {
        title: 'Leave the team?',
        confirmLabel: 'Leave team',
        body: `You stop seeing the guests the others in ${teamName} share, and your guests stop being shared with them.`,
      };
  }
}

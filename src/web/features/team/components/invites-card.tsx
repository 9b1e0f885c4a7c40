// The owner's invite links (docs/product.md#team-tab): create one (at most N uses, 10 by default;
// valid 7 days), see it this once with a copy button (the server keeps only its hash), and the
// list of links with their state, uses, expiry, who used them, and "Revoke". A link revoked loses
// its button: the focus goes to the next link's Revoke, else the one before's, else to "Create
// invite link" (docs/product.md#team-tab).
import {
  Alert,
  Badge,
  Button,
  Group,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Text,
  Title,
} from '@mantine/core';
import { IconLink } from '@tabler/icons-react';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { schemaResolver, useForm } from '@mantine/form';
import { useRef, useState } from 'react';
import { CopyableLink } from '#web/components/copyable-link.js';
import { serverMessage } from '#web/lib/api.js';
import { firstControl, focusIfLost, itemNeighbours, useFocusWhenOver } from '#web/lib/focus.js';
import { invitesQueryOptions, useCreateInvite, useRevokeInvite } from '../api/invites';
import {
  createInviteSchema,
  INVITE_DEFAULT_USES,
  INVITE_MAX_USES,
  INVITE_VALID_DAYS,
  type Invite,
} from '#shared/schemas/team.js';
import { SectionCard } from './section-card';
import { formFailure, isSessionEnded } from '../session-ended';
import {
  formatDateTime,
  INVITE_STATE_COLORS,
  INVITE_STATE_LABELS,
  inviteExpiry,
  inviteLink,
  inviteUses,
} from '../team-text';

export function InvitesCard({ onSessionEnded }: { onSessionEnded: () => void }) {
  const invites = useQuery(invitesQueryOptions(useQueryClient()));
  const createInvite = useCreateInvite();
  const revokeInvite = useRevokeInvite();
  const [link, setLink] = useState<string | null>(null);
  const form = useForm<{ maxUses: number | string }>({
    initialValues: { maxUses: INVITE_DEFAULT_USES },
    validate: schemaResolver(createInviteSchema, { sync: true }),
  });

  const handleCreate = form.onSubmit((values) => {
    createInvite.mutate(createInviteSchema.parse(values), {
      onSuccess: (created) => setLink(inviteLink(window.location.origin, created.token)),
      onError: formFailure(form, onSessionEnded),
    });
  });
  const handleError = (error: Error) => {
    if (isSessionEnded(error)) onSessionEnded();
  };
  const createButton = useRef<HTMLButtonElement>(null);
  // A call disables its button: the focus comes back to Create invite link once a link is made
  // (the new link follows it) or refused, and to a refused Revoke.
  useFocusWhenOver(createInvite.isPending, () => createButton.current);
  const revoking = useRef<HTMLElement | null>(null);
  useFocusWhenOver(revokeInvite.isPending, () => revoking.current);
  const handleRevoke = (invite: Invite, button: HTMLElement) => {
    revoking.current = button;
    // Read while the button is in its row: once revoked, the row has no control left.
    const beside = itemNeighbours(button);
    revokeInvite.mutate(invite, {
      onSuccess: () => focusIfLost(firstControl(beside) ?? createButton.current),
      onError: handleError,
    });
  };

  return (
    <SectionCard
      id="invites-title"
      title="Invites"
      intro={
        <>
          Anyone with an invite link can join the team for {INVITE_VALID_DAYS} days, until its uses
          run out or you revoke it.
        </>
      }
    >
      <form onSubmit={handleCreate} noValidate aria-label="Create invite link">
        <Group align="flex-start" gap="sm" mb="md">
          {/* What is typed stays as typed (no clamping to 1–100 on leaving the field): the shared
              schema refuses 0, 101 or 2.5 with the server's own message, and nothing is sent. */}
          <NumberInput
            label="Max uses"
            min={1}
            max={INVITE_MAX_USES}
            clampBehavior="none"
            w={120}
            {...form.getInputProps('maxUses')}
          />
          <Button
            ref={createButton}
            type="submit"
            mt={{ base: 0, xs: 25 }}
            leftSection={<IconLink size={16} aria-hidden />}
            loading={createInvite.isPending}
          >
            Create invite link
          </Button>
        </Group>
      </form>

      {link && <NewLink link={link} />}

      <Title order={3} fz="h5" mt="lg" mb="xs">
        Invite links
      </Title>
      {invites.isPending ? (
        <Loader size="sm" role="status" aria-label="Loading invites" />
      ) : invites.isError ? (
        <Alert color="red">
          {serverMessage(invites.error) ?? 'The invites could not be loaded.'}
        </Alert>
      ) : invites.data.length === 0 ? (
        <Text size="sm" c="dimmed">
          No invite links yet.
        </Text>
      ) : (
        <Stack
          gap="xs"
          component="ul"
          p={0}
          m={0}
          style={{ listStyle: 'none' }}
          aria-label="Invite links"
        >
          {invites.data.map((invite) => (
            <InviteRow
              key={invite.id}
              invite={invite}
              revoking={revokeInvite.isPending && revokeInvite.variables.id === invite.id}
              onRevoke={(button) => handleRevoke(invite, button)}
            />
          ))}
        </Stack>
      )}
    </SectionCard>
  );
}

function NewLink({ link }: { link: string }) {
  return (
    <Stack gap={4}>
      <CopyableLink
        label="Invite link"
        value={link}
        copyLabel="Copy link"
        copiedLabel="Copied"
        copiedMessage="Invite link copied."
      />
      <Text size="sm">Copy the link now: it is shown only this once.</Text>
    </Stack>
  );
}

function InviteRow({
  invite,
  revoking,
  onRevoke,
}: {
  invite: Invite;
  revoking: boolean;
  onRevoke: (button: HTMLElement) => void;
}) {
  const created = formatDateTime(invite.createdAt);
  return (
    <Paper
      component="li"
      data-focus-item
      withBorder
      p="sm"
      radius="md"
      aria-label={`Invite link created ${created}`}
    >
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs">
            <Badge variant="filled" tt="none" color={INVITE_STATE_COLORS[invite.state]}>
              {INVITE_STATE_LABELS[invite.state]}
            </Badge>
            <Text size="sm">{inviteUses(invite)}</Text>
          </Group>
          <Text size="xs" c="dimmed">
            Created {created} by {invite.createdBy} ·{' '}
            {invite.revokedAt
              ? `Revoked ${formatDateTime(invite.revokedAt)}`
              : inviteExpiry(invite, new Date())}
          </Text>
          {invite.usedBy.length > 0 && (
            <Text size="xs" style={{ overflowWrap: 'anywhere' }}>
              Used by{' '}
              {invite.usedBy
                .map((use) => `${use.username} (${formatDateTime(use.usedAt)})`)
                .join(', ')}
            </Text>
          )}
        </Stack>
        {invite.state === 'active' && (
          <Button
            size="xs"
            variant="default"
            color="red"
            loading={revoking}
            onClick={(event) => onRevoke(event.currentTarget)}
          >
            Revoke
          </Button>
        )}
      </Group>
    </Paper>
  );
}

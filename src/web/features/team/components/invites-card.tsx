// The owner's invite links (docs/product.md#team-tab): create one (at most N uses, 10 by default;
// valid 7 days), see it this once with a copy button (the server keeps only its hash), and the
// list of links with their state, uses, expiry, who used them, and "Revoke".
import {
  ActionIcon,
  Alert,
  Badge,
  Button,
  Card,
  CopyButton,
  Group,
  Loader,
  NumberInput,
  Paper,
  Stack,
  Text,
  TextInput,
  Title,
  Tooltip,
} from '@mantine/core';
import { IconCheck, IconCopy, IconLink } from '@tabler/icons-react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { serverMessage } from '#web/lib/api.js';
import { showToast } from '#web/lib/notify.js';
import { invitesQueryOptions, useCreateInvite, useRevokeInvite } from '../api/invites';
import type { Invite } from '../api/team-types';
import { isSessionEnded } from '../session-ended';
import {
  formatDateTime,
  INVITE_STATE_COLORS,
  INVITE_STATE_LABELS,
  inviteExpiry,
  inviteLink,
  inviteUses,
} from '../team-text';

const DEFAULT_MAX_USES = 10;

export function InvitesCard({ onSessionEnded }: { onSessionEnded: () => void }) {
  const invites = useQuery(invitesQueryOptions());
  const createInvite = useCreateInvite();
  const revokeInvite = useRevokeInvite();
  const [maxUses, setMaxUses] = useState<number | string>(DEFAULT_MAX_USES);
  const [link, setLink] = useState<string | null>(null);

  const handleError = (error: Error) => {
    if (isSessionEnded(error)) onSessionEnded();
  };
  const uses = typeof maxUses === 'number' ? maxUses : Number.NaN;
  const usesValid = Number.isInteger(uses) && uses >= 1 && uses <= 100;

  const handleCreate = () => {
    if (!usesValid) return;
    createInvite.mutate(
      { maxUses: uses },
      {
        onSuccess: (created) => setLink(inviteLink(window.location.origin, created.token)),
        onError: handleError,
      },
    );
  };

  return (
    <Card withBorder padding="lg" component="section" aria-labelledby="invites-title">
      <Title order={2} fz="h3" mb="xs" id="invites-title">
        Invites
      </Title>
      <Text c="dimmed" size="sm" mb="md">
        Anyone with an invite link can join the team for 7 days, until its uses run out or you
        revoke it.
      </Text>

      <Group align="flex-end" gap="sm" mb="md">
        <NumberInput
          label="Max uses"
          min={1}
          max={100}
          clampBehavior="strict"
          allowDecimal={false}
          allowNegative={false}
          w={120}
          value={maxUses}
          onChange={setMaxUses}
          error={usesValid ? undefined : 'Between 1 and 100'}
        />
        <Button
          leftSection={<IconLink size={16} aria-hidden />}
          loading={createInvite.isPending}
          disabled={!usesValid}
          onClick={handleCreate}
        >
          Create invite link
        </Button>
      </Group>

      {link && <NewLink link={link} />}

      <Title order={3} fz="h5" mt="lg" mb="xs">
        Invite links
      </Title>
      {invites.isPending ? (
        <Loader size="sm" aria-label="Loading invites" />
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
              onRevoke={() => revokeInvite.mutate(invite, { onError: handleError })}
            />
          ))}
        </Stack>
      )}
    </Card>
  );
}

function NewLink({ link }: { link: string }) {
  return (
    <Stack gap={4}>
      <TextInput
        label="Invite link"
        value={link}
        readOnly
        onFocus={(event) => event.currentTarget.select()}
        rightSection={
          <CopyButton value={link} timeout={2000}>
            {({ copied, copy }) => (
              <Tooltip label={copied ? 'Copied' : 'Copy link'} withArrow>
                <ActionIcon
                  variant="subtle"
                  color={copied ? 'teal' : 'gray'}
                  aria-label="Copy link"
                  onClick={() => {
                    copy();
                    showToast('Copied to clipboard', 'Invite link copied.', 'success');
                  }}
                >
                  {copied ? (
                    <IconCheck size={16} aria-hidden />
                  ) : (
                    <IconCopy size={16} aria-hidden />
                  )}
                </ActionIcon>
              </Tooltip>
            )}
          </CopyButton>
        }
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
  onRevoke: () => void;
}) {
  const created = formatDateTime(invite.createdAt);
  return (
    <Paper
      component="li"
      withBorder
      p="sm"
      radius="md"
      aria-label={`Invite link created ${created}`}
    >
      <Group justify="space-between" align="flex-start" gap="xs">
        <Stack gap={2} style={{ minWidth: 0, flex: '1 1 14rem' }}>
          <Group gap="xs">
            <Badge variant="light" color={INVITE_STATE_COLORS[invite.state]}>
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
          <Button size="xs" variant="default" color="red" loading={revoking} onClick={onRevoke}>
            Revoke
          </Button>
        )}
      </Group>
    </Paper>
  );
}

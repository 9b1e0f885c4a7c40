// /join/:token (docs/product.md#join-screen): what an invite link leads to ("Join {team}", its
// owner and size), the choice to share one's existing guests (on by default) and Join, which lands
// on the board. Every bad link reads the same: "This invite link is not valid". A signed-out
// visitor reaches this page after signing in or registering (the route guard keeps the address).
import { Alert, Button, Center, Group, Loader, Stack, Switch, Text } from '@mantine/core';
import { IconAlertCircle, IconUsersGroup } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { Link, useNavigate, useParams } from 'react-router';
import { MessagePage } from '#web/components/message-page.js';
import { ApiError, serverMessage } from '#web/lib/api.js';
import { useInvitePreview, useJoinTeam } from '../api/join-team';
import { memberCount } from '../team-text';

const INVALID_INVITE = 'This invite link is not valid';

export function JoinPage() {
  const { token = '' } = useParams();
  const preview = useInvitePreview(token);

  useEffect(() => {
    document.title = 'Join a team · Podcast Guest Tracker';
  }, []);

  if (preview.isPending) {
    return (
      <MessagePage width={480}>
        <Center py="xl">
          <Loader role="status" aria-label="Loading the invite" />
        </Center>
      </MessagePage>
    );
  }
  if (preview.isError) {
    const invalid = preview.error instanceof ApiError && preview.error.status === 404;
    return (
      <MessagePage
        width={480}
        icon={<IconAlertCircle size={32} color="var(--mantine-color-red-7)" aria-hidden />}
        title={invalid ? INVALID_INVITE : 'The invite could not be loaded'}
      >
        <Text c="dimmed" mb="md">
          {invalid
            ? 'It may have expired, been used up or been revoked. Ask the team owner for a new link.'
            : (serverMessage(preview.error) ?? preview.error.message)}
        </Text>
        <Group gap="sm">
          <Button component={Link} to="/">
            Go to the board
          </Button>
          {!invalid && (
            <Button variant="default" onClick={() => void preview.refetch()}>
              Try again
            </Button>
          )}
        </Group>
      </MessagePage>
    );
  }

  const { teamName, ownerUsername, memberCount: count, alreadyMember } = preview.data;
  if (alreadyMember) {
    return (
      <MessagePage width={480} icon={<TeamIcon />} title={`You are in ${teamName}`}>
        <Text c="dimmed" mb="md">
          You already belong to this team.
        </Text>
        <Button component={Link} to="/">
          Go to the board
        </Button>
      </MessagePage>
    );
  }
  return <JoinForm token={token} teamName={teamName} ownerUsername={ownerUsername} count={count} />;
}

function JoinForm({
  token,
  teamName,
  ownerUsername,
  count,
}: {
  token: string;
  teamName: string;
  ownerUsername: string;
  count: number;
}) {
  const navigate = useNavigate();
  const join = useJoinTeam(token, () => void navigate('/', { replace: true }));
  const [share, setShare] = useState(true);
  const [refusal, setRefusal] = useState<string | null>(null);

  const handleJoin = () => {
    setRefusal(null);
    join.mutate(
      { shareExistingGuests: share },
      {
        onError: (error) => setRefusal(serverMessage(error) ?? error.message),
      },
    );
  };

  return (
    <MessagePage width={480} icon={<TeamIcon />} title={`Join ${teamName}`}>
      <Stack gap="md">
        <Text>
          {ownerUsername} invited you to their team ({memberCount(count)}). Everyone in it sees and
          works on the guests its members share.
        </Text>
        <Switch
          checked={share}
          onChange={(event) => setShare(event.currentTarget.checked)}
          label="Share my existing guests with the team"
          description={
            share
              ? 'Everyone in the team will see the guests you already have.'
              : 'Your guests so far stay private; the ones you add from now on are shared.'
          }
        />
        {refusal && (
          <Alert color="red" role="alert" title="You cannot join this team">
            {refusal}
          </Alert>
        )}
        <Group gap="sm">
          <Button onClick={handleJoin} loading={join.isPending}>
            Join team
          </Button>
          <Button component={Link} to="/" variant="default">
            Not now
          </Button>
        </Group>
      </Stack>
    </MessagePage>
  );
}

function TeamIcon() {
  return <IconUsersGroup size={32} color="var(--mantine-color-blue-7)" aria-hidden />;
}

// The Team tab without a team (docs/product.md#team-tab): what a team is, in one sentence, and the
// "Create team" form. The shared schema the server uses validates the name, so the messages are
// the server's; the server's own field errors land on the field too.
import { Button, Group, Text, TextInput } from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconUsersPlus } from '@tabler/icons-react';
import type { RefObject } from 'react';
import { useFocusWhenOver } from '#web/lib/focus.js';
import { useCreateTeam } from '../api/manage-team';
import { teamNameSchema } from '#shared/schemas/team.js';
import type { TeamNameInput } from '../api/team-types';
import { SectionCard } from './section-card';
import { formFailure } from '../session-ended';

export function CreateTeamCard({
  nameField,
  onSessionEnded,
}: {
  /** The "Team name" field: it takes the focus when this form takes the place of a team's card. */
  nameField?: RefObject<HTMLInputElement | null>;
  onSessionEnded: () => void;
}) {
  const createTeam = useCreateTeam();
  const form = useForm<TeamNameInput>({
    initialValues: { name: '' },
    validate: schemaResolver(teamNameSchema, { sync: true }),
  });

  const handleSubmit = form.onSubmit((values) => {
    createTeam.mutate(teamNameSchema.parse(values), {
      onError: formFailure(form, onSessionEnded),
    });
  });
  // Refused, the form stays: the focus goes to the name, where the reason is. (Created, the team's
  // card takes this one's place, and its first control the focus: team-tab.tsx.)
  useFocusWhenOver(createTeam.isPending, () => nameField?.current);

  return (
    <SectionCard
      id="create-team-title"
      title="Team"
      intro={
        <>
          A team shares one board: everyone in it sees and works on the same guests, and each guest
          still shows who added it.
        </>
      }
    >
      <form onSubmit={handleSubmit} noValidate aria-label="Create team">
        <Group align="flex-start" gap="sm">
          <TextInput
            ref={nameField}
            label="Team name"
            placeholder="e.g. The Morning Show crew"
            maxLength={120}
            style={{ flex: '1 1 16rem' }}
            {...form.getInputProps('name')}
          />
          <Button
            type="submit"
            mt={{ base: 0, xs: 25 }}
            leftSection={<IconUsersPlus size={16} aria-hidden />}
            loading={createTeam.isPending}
          >
            Create team
          </Button>
        </Group>
      </form>
      <Text size="xs" c="dimmed" mt="sm">
        Your existing guests are shared with the team you create. To join someone else's team, open
        the invite link they send you.
      </Text>
    </SectionCard>
  );
}

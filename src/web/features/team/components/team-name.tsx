// The team's name at the top of the Team tab (docs/product.md#team-tab); the owner renames it in
// place (the shared schema's rules and messages, the server's field errors on the field).
// Save and Cancel go with the form: the "Rename team" button that takes its place takes the focus.
import {
  ActionIcon,
  Button,
  Group,
  TextInput,
  Title,
  Tooltip,
  VisuallyHidden,
} from '@mantine/core';
import { schemaResolver, useForm } from '@mantine/form';
import { IconPencil } from '@tabler/icons-react';
import { useRef, useState } from 'react';
import { useFocusWhenOver } from '#web/lib/focus.js';
import { useRenameTeam } from '../api/manage-team';
import { teamNameSchema, type Team } from '#shared/schemas/team.js';
import type { TeamNameInput } from '../api/team-types';
import { formFailure } from '../session-ended';

interface TeamNameProps {
  team: Team;
  onSessionEnded: () => void;
}

export function TeamName({ team, onSessionEnded }: TeamNameProps) {
  const [editing, setEditing] = useState(false);
  const renameButton = useRef<HTMLButtonElement>(null);
  useFocusWhenOver(editing, () => renameButton.current);
  const heading = (
    <Title order={2} fz="h3" id="team-title" style={{ overflowWrap: 'anywhere' }}>
      {team.name}
    </Title>
  );
  if (team.role !== 'owner') return heading;
  if (!editing) {
    return (
      <Group gap="xs" wrap="nowrap" align="center">
        {heading}
        <Tooltip label="Rename team" withArrow>
          <ActionIcon
            ref={renameButton}
            variant="subtle"
            aria-label="Rename team"
            onClick={() => setEditing(true)}
          >
            <IconPencil size={16} aria-hidden />
          </ActionIcon>
        </Tooltip>
      </Group>
    );
  }
  return (
    <>
      <VisuallyHidden>
        <Title order={2} id="team-title">
          {team.name}
        </Title>
      </VisuallyHidden>
      <RenameForm team={team} onDone={() => setEditing(false)} onSessionEnded={onSessionEnded} />
    </>
  );
}

function RenameForm({
  team,
  onDone,
  onSessionEnded,
}: {
  team: Team;
  onDone: () => void;
  onSessionEnded: () => void;
}) {
  const rename = useRenameTeam();
  const form = useForm<TeamNameInput>({
    initialValues: { name: team.name },
    validate: schemaResolver(teamNameSchema, { sync: true }),
  });
  const handleSubmit = form.onSubmit((values) => {
    const input = teamNameSchema.parse(values);
    if (input.name === team.name) {
      onDone();
      return;
    }
    rename.mutate(input, {
      onSuccess: onDone,
      onError: formFailure(form, onSessionEnded),
    });
  });
  // Refused, the form stays: the focus goes to the name, where the reason is.
  const nameField = useRef<HTMLInputElement>(null);
  useFocusWhenOver(rename.isPending, () => nameField.current);
  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Rename team">
      <Group align="flex-start" gap="sm">
        <TextInput
          ref={nameField}
          label="Team name"
          maxLength={120}
          data-autofocus
          autoFocus
          style={{ flex: '1 1 14rem' }}
          {...form.getInputProps('name')}
        />
        <Group gap="xs" mt={{ base: 0, xs: 25 }} wrap="nowrap">
          <Button type="submit" loading={rename.isPending}>
            Save
          </Button>
          <Button variant="default" onClick={onDone} disabled={rename.isPending}>
            Cancel
          </Button>
        </Group>
      </Group>
    </form>
  );
}

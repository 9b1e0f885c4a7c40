// The Completed tab: newest first, with a button per kind that archives every completed task or
// action item the tab lists at once (in a team with Whole team off, only the user's own:
// docs/product.md#action-center-assignees).
import { Button, Group, Stack, Text } from '@mantine/core';
import { IconArchive } from '@tabler/icons-react';
import type { AgendaEntry, DueKind } from '../agenda';
import { AGENDA_KINDS, DUE_KINDS, type AgendaScope } from '../api/agenda-kinds';
import { useArchiveCompletedAgendaItems } from '../api/archive-completed-agenda-items';
import { AgendaGroup } from './agenda-group';
import type { AgendaRowActions } from './agenda-row';

export function CompletedPanel({
  entries,
  scope,
  actions,
}: {
  entries: AgendaEntry[];
  /** The list shown, which the buttons archive the completed items of. */
  scope: AgendaScope;
  actions: AgendaRowActions;
}) {
  return (
    <Stack gap="md">
      <Group gap="xs" wrap="wrap">
        {DUE_KINDS.map((kind) => (
          <ArchiveCompletedButton
            key={kind}
            kind={kind}
            scope={scope}
            count={entries.filter((entry) => entry.kind === kind).length}
          />
        ))}
      </Group>
      {entries.length === 0 ? (
        <Text c="dimmed" size="sm">
          Nothing completed yet.
        </Text>
      ) : (
        <AgendaGroup
          groupKey="completed"
          title="Completed"
          entries={entries}
          total={entries.length}
          actions={actions}
          footer={null}
          hideTitle
        />
      )}
    </Stack>
  );
}

/** "Archive completed tasks", "Archive completed action items". */
function ArchiveCompletedButton({
  kind,
  scope,
  count,
}: {
  kind: DueKind;
  scope: AgendaScope;
  count: number;
}) {
  const archiveCompleted = useArchiveCompletedAgendaItems(kind, scope);
  return (
    <Button
      size="xs"
      variant="default"
      leftSection={<IconArchive size={14} aria-hidden />}
      disabled={count === 0}
      loading={archiveCompleted.isPending}
      onClick={() => archiveCompleted.mutate()}
    >
      Archive completed {AGENDA_KINDS[kind].nouns}
    </Button>
  );
}

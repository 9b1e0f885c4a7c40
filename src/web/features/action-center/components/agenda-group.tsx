// One group of the Action Center ("Past due", "Today", ... or the Completed list): a heading with
// its count, the rows, and what follows them (the past-due expansion).
import { Badge, Group, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import type { AgendaEntry, UpcomingGroupKey } from '../agenda';
import classes from './agenda-group.module.css';
import { AgendaRow, type AgendaRowActions } from './agenda-row';

export function AgendaGroup({
  groupKey,
  title,
  entries,
  total,
  actions,
  footer,
  hideTitle = false,
}: {
  groupKey: UpcomingGroupKey | 'completed';
  title: string;
  entries: AgendaEntry[];
  total: number;
  actions: AgendaRowActions;
  footer: ReactNode;
  hideTitle?: boolean;
}) {
  const headingId = `action-center-${groupKey}`;
  return (
    <section aria-labelledby={headingId}>
      <Group gap="xs" mb="xs" style={hideTitle ? { display: 'none' } : undefined}>
        <Title
          order={3}
          size="h5"
          id={headingId}
          className={groupKey === 'pastDue' ? classes.pastDueTitle : undefined}
        >
          {title}
        </Title>
        <Badge size="sm" variant="light" color={groupKey === 'pastDue' ? 'red' : 'gray'} c="bright">
          {total}
        </Badge>
      </Group>
      <Stack
        component="ul"
        gap="xs"
        m={0}
        p={0}
        style={{ listStyle: 'none' }}
        aria-labelledby={headingId}
      >
        {entries.map((entry) => (
          <AgendaRow key={`${entry.kind}-${entry.id}`} entry={entry} actions={actions} />
        ))}
      </Stack>
      {footer}
    </section>
  );
}

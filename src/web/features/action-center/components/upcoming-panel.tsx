// The Upcoming tab: Past due, No date, Today, Tomorrow and Upcoming, each shown when it has
// entries; Past due shows its first five until expanded (docs/product.md#limits).
import { Button, Stack, Text } from '@mantine/core';
import { PAST_DUE_VISIBLE, UPCOMING_GROUPS, type AgendaGroups, type AgendaSource } from '../agenda';
import { AgendaGroup } from './agenda-group';
import type { AgendaRowActions } from './agenda-row';

export function UpcomingPanel({
  groups,
  count,
  actions,
  showAllPastDue,
  onShowAllPastDue,
}: {
  groups: AgendaGroups<AgendaSource>;
  count: number;
  actions: AgendaRowActions;
  showAllPastDue: boolean;
  onShowAllPastDue: () => void;
}) {
  if (count === 0) {
    return (
      <Text c="dimmed" size="sm">
        Nothing coming up. Add an action item, create a task from a guest&apos;s journal, or
        schedule an event from a guest&apos;s card.
      </Text>
    );
  }
  const hiddenPastDue = showAllPastDue ? 0 : Math.max(0, groups.pastDue.length - PAST_DUE_VISIBLE);
  return (
    <Stack gap="lg">
      {UPCOMING_GROUPS.map(({ key, title }) =>
        groups[key].length === 0 ? null : (
          <AgendaGroup
            key={key}
            groupKey={key}
            title={title}
            entries={
              key === 'pastDue' && !showAllPastDue
                ? groups[key].slice(0, PAST_DUE_VISIBLE)
                : groups[key]
            }
            total={groups[key].length}
            actions={actions}
            footer={
              key === 'pastDue' && hiddenPastDue > 0 ? (
                <Button variant="subtle" size="xs" onClick={onShowAllPastDue}>
                  View {hiddenPastDue} more past due items
                </Button>
              ) : null
            }
          />
        ),
      )}
    </Stack>
  );
}

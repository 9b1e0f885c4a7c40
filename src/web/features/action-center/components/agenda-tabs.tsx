// The Action Center's two tabs, Upcoming and Completed, each with its count.
import { Badge, Tabs } from '@mantine/core';
import { UPCOMING_GROUPS, type AgendaGroups, type AgendaSource } from '../agenda';
import type { AgendaScope } from '../api/agenda-kinds';
import type { AgendaRowActions } from './agenda-row';
import { CompletedPanel } from './completed-panel';
import { UpcomingPanel } from './upcoming-panel';

export function AgendaTabs({
  groups,
  scope,
  actions,
  showAllPastDue,
  onShowAllPastDue,
}: {
  groups: AgendaGroups<AgendaSource>;
  /** Which list of tasks and action items the groups hold. */
  scope: AgendaScope;
  actions: AgendaRowActions;
  /** Kept by the sheet, so the expansion outlives a visit to the Completed tab. */
  showAllPastDue: boolean;
  onShowAllPastDue: () => void;
}) {
  const upcomingCount = UPCOMING_GROUPS.reduce((sum, { key }) => sum + groups[key].length, 0);
  return (
    <Tabs defaultValue="upcoming" keepMounted={false}>
      <Tabs.List grow>
        <Tabs.Tab
          value="upcoming"
          rightSection={
            <Badge size="sm" variant="light" c="bright">
              {upcomingCount}
            </Badge>
          }
        >
          Upcoming
        </Tabs.Tab>
        <Tabs.Tab
          value="completed"
          rightSection={
            <Badge size="sm" variant="light" color="teal" c="bright">
              {groups.completed.length}
            </Badge>
          }
        >
          Completed
        </Tabs.Tab>
      </Tabs.List>

      <Tabs.Panel value="upcoming" pt="md">
        <UpcomingPanel
          groups={groups}
          count={upcomingCount}
          actions={actions}
          showAllPastDue={showAllPastDue}
          onShowAllPastDue={onShowAllPastDue}
        />
      </Tabs.Panel>

      <Tabs.Panel value="completed" pt="md">
        <CompletedPanel entries={groups.completed} scope={scope} actions={actions} />
      </Tabs.Panel>
    </Tabs>
  );
}

// The Action Center sheet (docs/product.md#board-dialogs, #action-center-groups): Upcoming and
// Completed tabs over the user's tasks, action items and calendar events, grouped by the browser's
// day; the inline Add Action Item form; Complete, Update Due Date, Contact Info, Archive and
// Delete. In a team it lists what is assigned to the user, and the "Whole team" switch shows
// everything the user may see (docs/product.md#action-center-assignees). Loaded lazily by the app layer, so none of this is in the board's first bundle. This file
// lays the sheet out; the pieces it composes each do one part. Closing it with the Add Action Item
// form filled in asks first (docs/decisions/044-one-question-for-every-form.md).
import { Drawer, Stack, Switch, Text } from '@mantine/core';
import { useState, type Ref } from 'react';
import {
  DiscardChangesDialog,
  ReportEdits,
  useDiscardChanges,
  type DiscardHandle,
} from '#web/components/discard-changes-dialog.js';
import { LoadErrorAlert, SectionLoader } from '#web/components/load-states.js';
import { serverMessage } from '#web/lib/api.js';
import { useMediaQuery } from '#web/lib/use-media-query.js';
import { useAgenda } from '../hooks/use-agenda';
import { useAgendaRowActions } from '../hooks/use-agenda-row-actions';
import { useNow } from '../hooks/use-now';
import { AddActionItemPanel } from './add-action-item-panel';
import { AgendaTabs } from './agenda-tabs';
import { UpdateDueDateDialog } from './update-due-date-dialog';

export interface ActionCenterSheetProps {
  opened: boolean;
  onClose: () => void;
  /** Guests an action item can be attached to. */
  guests: readonly { id: number; name: string }[];
  /** Opens the Contact Info dialog of an item's guest (the guests feature draws it). */
  onShowContact: (guestId: number) => void;
  /** Its answer to the browser's Back: asks first with an action item typed. */
  ref?: Ref<DiscardHandle>;
}

export function ActionCenterSheet({
  opened,
  onClose,
  guests,
  onShowContact,
  ref,
}: ActionCenterSheetProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const discard = useDiscardChanges({ opened, close: onClose, handle: ref });
  return (
    <>
      <Drawer
        {...discard.dialogProps}
        position="right"
        size={phone ? '100%' : 'lg'}
        title={
          <Text component="span" fw={700} size="lg">
            Action Center
          </Text>
        }
        closeButtonProps={{ 'aria-label': 'Close Action Center' }}
      >
        {/* Drawer unmounts its content once closed, so the lists are read only while it is open. */}
        <ReportEdits value={discard.reportEdits}>
          <ActionCenterContent guests={guests} onShowContact={onShowContact} />
        </ReportEdits>
      </Drawer>
      <DiscardChangesDialog message="This action item has not been saved." {...discard.question} />
    </>
  );
}

function ActionCenterContent({
  guests,
  onShowContact,
}: Pick<ActionCenterSheetProps, 'guests' | 'onShowContact'>) {
  const now = useNow();
  const [wholeTeam, setWholeTeam] = useState(false);
  const agenda = useAgenda(now, wholeTeam);
  const { actions, dueDate, closeDueDate } = useAgendaRowActions(onShowContact);
  const [showAllPastDue, setShowAllPastDue] = useState(false);

  return (
    <Stack gap="md">
      <AddActionItemPanel guests={guests} />

      {agenda.inTeam && (
        <Switch
          label="Whole team"
          description={
            wholeTeam
              ? 'Everything your team shares with you'
              : 'Tasks and action items assigned to you'
          }
          checked={wholeTeam}
          onChange={(event) => setWholeTeam(event.currentTarget.checked)}
        />
      )}

      {agenda.error ? (
        <LoadErrorAlert
          title="The Action Center could not be loaded"
          message={serverMessage(agenda.error) ?? agenda.error.message}
          onRetry={agenda.retry}
        />
      ) : agenda.loading ? (
        <SectionLoader label="Loading the Action Center" py="xl" />
      ) : (
        <AgendaTabs
          groups={agenda.groups}
          scope={agenda.scope}
          actions={actions}
          showAllPastDue={showAllPastDue}
          onShowAllPastDue={() => setShowAllPastDue(true)}
        />
      )}

      <UpdateDueDateDialog
        key={dueDate.key}
        entry={dueDate.entry}
        opened={dueDate.opened}
        onClose={closeDueDate}
      />
    </Stack>
  );
}

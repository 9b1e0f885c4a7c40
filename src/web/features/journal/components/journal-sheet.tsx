// The journal side sheet (docs/product.md#board-dialogs): "Journal - {guest name}" with the Add
// Note tab and the Activity Log, newest first, each entry expanding to its old and new values, and
// the Create Task tab. The task form and the View Task / View Action dialogs belong to the Action
// Center; the app layer hands them in (a feature never imports another). Closing it with a note
// typed, or a task half filled in, asks first (docs/decisions/044-one-question-for-every-form.md).
import { Box, Button, Drawer, Group, Stack, Tabs, Text, Textarea, Title } from '@mantine/core';
import { IconListCheck, IconNotes } from '@tabler/icons-react';
import { useRef, useState, type FormEvent, type ReactNode, type Ref } from 'react';
import { LoadErrorAlert, SectionLoader } from '#web/components/load-states.js';
import {
  DiscardChangesDialog,
  ReportEdits,
  useDiscardChanges,
  useReportEdits,
  type DiscardHandle,
} from '#web/components/discard-changes-dialog.js';
import { GuestGoneAlert } from '#web/components/guest-gone-alert.js';
import { serverMessage } from '#web/lib/api.js';
import { useFocusWhenOver } from '#web/lib/focus.js';
import { useAddJournalNote } from '../api/add-journal-note';
import { useGuestJournal } from '../api/get-guest-journal';
import { JournalEntryItem } from './journal-entry-item';
import classes from './journal-sheet.module.css';

export interface JournalGuest {
  id: number;
  name: string;
}

export interface JournalSheetProps {
  /** The guest whose journal is shown; kept while the sheet closes. */
  guest: JournalGuest | null;
  opened: boolean;
  /**
   * The guest left while the sheet showed it (archived, deleted, no longer shared): the sheet says
   * so, keeps the typed note, and adds nothing.
   */
  unavailable?: boolean;
  onClose: () => void;
  /** The Create Task tab's content for a guest; without it the tab is absent. */
  renderCreateTask?: (guest: JournalGuest, showLog: () => void, unavailable: boolean) => ReactNode;
  /** A task entry's View Task button. */
  onViewTask?: (taskId: number) => void;
  /** An action-item entry's View Action button. */
  onViewActionItem?: (actionItemId: number) => void;
  /** Its answer to the browser's Back: asks first with a note or a task typed. */
  ref?: Ref<DiscardHandle>;
}

export function JournalSheet({
  guest,
  opened,
  unavailable = false,
  onClose,
  renderCreateTask,
  onViewTask,
  onViewActionItem,
  ref,
}: JournalSheetProps) {
  const discard = useDiscardChanges({ opened, close: onClose, handle: ref });
  return (
    <>
      <Drawer
        {...discard.dialogProps}
        position="right"
        size="lg"
        title={
          <Text component="span" fw={700} size="lg">
            Journal - {guest?.name}
          </Text>
        }
        closeButtonProps={{ 'aria-label': 'Close journal' }}
      >
        {/* Keyed by guest so a note typed for one guest never lingers for the next. */}
        <ReportEdits value={discard.reportEdits}>
          {guest && (
            <JournalContent
              key={guest.id}
              guest={guest}
              unavailable={unavailable}
              renderCreateTask={renderCreateTask}
              onViewTask={onViewTask}
              onViewActionItem={onViewActionItem}
            />
          )}
        </ReportEdits>
      </Drawer>
      <DiscardChangesDialog
        message="What you typed in this journal has not been saved."
        {...discard.question}
      />
    </>
  );
}

function JournalContent({
  guest,
  unavailable,
  renderCreateTask,
  onViewTask,
  onViewActionItem,
}: Pick<JournalSheetProps, 'renderCreateTask' | 'onViewTask' | 'onViewActionItem'> & {
  guest: JournalGuest;
  unavailable: boolean;
}) {
  const guestId = guest.id;
  const [tab, setTab] = useState<string | null>('note');
  const [note, setNote] = useState('');
  const noteBox = useRef<HTMLTextAreaElement>(null);
  const addButton = useRef<HTMLButtonElement>(null);
  const addNote = useAddJournalNote();
  const journal = useGuestJournal(guestId);
  const blank = note.trim() === '';
  useReportEdits(!blank);
  // Refused, the note stays and so does the Add button, which sending disabled: the focus goes
  // back to it, beside the reason (a note added moves the focus to the empty box, below).
  useFocusWhenOver(addNote.isPending, () => addButton.current);

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    if (blank || unavailable) return;
    addNote.mutate(
      { guestId, description: note.trim() },
      {
        onSuccess: () => {
          setNote('');
          // The Add button is disabled while it sends and once the box is empty, which takes the
          // focus off it: it goes to the box, ready for the next note, unless it went elsewhere.
          const active = document.activeElement;
          if (active === null || active === document.body || active === addButton.current) {
            noteBox.current?.focus();
          }
        },
      },
    );
  };

  return (
    // Both panels stay mounted, the one not chosen hidden with `display: none` (not React's
    // Activity, whose hidden panel runs its effects' clean-up and so would stop reporting its
    // edits): a half-filled Create Task form outlasts a look at the log, and still counts as typing
    // when the sheet closes (docs/decisions/044-one-question-for-every-form.md).
    <Tabs value={tab} onChange={setTab} keepMounted keepMountedMode="display-none">
      {/* Above the tabs: it holds for a note and for a task alike. */}
      {unavailable && (
        <Box mb="md">
          <GuestGoneAlert
            name={guest.name}
            consequence="nothing can be added to this journal"
            kept={
              blank ? null : 'Your note is still in the box: copy what you need before closing.'
            }
          />
        </Box>
      )}
      <Tabs.List>
        <Tabs.Tab value="note" leftSection={<IconNotes size={16} aria-hidden />}>
          Add Note
        </Tabs.Tab>
        {renderCreateTask && (
          <Tabs.Tab value="task" leftSection={<IconListCheck size={16} aria-hidden />}>
            Create Task
          </Tabs.Tab>
        )}
      </Tabs.List>

      {renderCreateTask && (
        <Tabs.Panel value="task" pt="md">
          {renderCreateTask(guest, () => setTab('note'), unavailable)}
        </Tabs.Panel>
      )}

      <Tabs.Panel value="note" pt="md">
        <Stack gap="lg">
          <form onSubmit={handleSubmit} aria-label="Add Note">
            <Stack gap="xs">
              <Textarea
                ref={noteBox}
                label="Note"
                placeholder="What happened? Who did you talk to?"
                autosize
                minRows={3}
                maxRows={8}
                value={note}
                onChange={(event) => setNote(event.currentTarget.value)}
              />
              <Group justify="flex-end">
                <Button
                  ref={addButton}
                  type="submit"
                  disabled={blank || unavailable}
                  loading={addNote.isPending}
                >
                  Add
                </Button>
              </Group>
            </Stack>
          </form>

          <Stack gap="xs">
            <Title order={3} size="h4" id={`journal-log-${guestId}`}>
              Activity Log
            </Title>
            {journal.isPending ? (
              <SectionLoader label="Loading the activity log" />
            ) : journal.isError && !(unavailable && journal.data) ? (
              <LoadErrorAlert
                title="The activity log could not be loaded"
                message={serverMessage(journal.error) ?? journal.error.message}
                onRetry={() => void journal.refetch()}
              />
            ) : journal.data.length === 0 ? (
              <Text c="dimmed" size="sm">
                No activity yet.
              </Text>
            ) : (
              <Box
                component="ul"
                aria-labelledby={`journal-log-${guestId}`}
                // docs/product.md#limits: at most 60% of the viewport high; focusable so keyboards
                // can scroll it.
                tabIndex={0}
                className={classes.log}
              >
                {journal.data.map((entry) => (
                  <JournalEntryItem
                    key={entry.id}
                    entry={entry}
                    onViewTask={onViewTask}
                    onViewActionItem={onViewActionItem}
                  />
                ))}
              </Box>
            )}
          </Stack>
        </Stack>
      </Tabs.Panel>
    </Tabs>
  );
}

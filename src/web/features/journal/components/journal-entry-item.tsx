// One entry of the journal's Activity Log (docs/product.md#board-dialogs): when, who, what kind,
// its text, a link to the task or action item it is about, and its old and new values behind "Show
// changes".
import { Badge, Button, Collapse, Group, Paper, Stack, Text, UnstyledButton } from '@mantine/core';
import { IconChevronDown, IconExternalLink } from '@tabler/icons-react';
import { memo, useId, useState } from 'react';
import type { JournalEntryDto } from '#shared/schemas/guests.js';
import {
  formatJournalTime,
  JOURNAL_ACTION_COLORS,
  journalActionLabel,
  journalValueText,
  splitStatusTag,
} from '../journal-entries';
import classes from './journal-sheet.module.css';

export const JournalEntryItem = memo(function JournalEntryItem({
  entry,
  onViewTask,
  onViewActionItem,
}: {
  entry: JournalEntryDto;
  onViewTask?: (taskId: number) => void;
  onViewActionItem?: (actionItemId: number) => void;
}) {
  const [expanded, setExpanded] = useState(false);
  const detailsId = useId();
  const { text, tag } = splitStatusTag(entry.action, entry.description);
  // An application's entry shows what the applicant sent as it is (docs/product.md#guest-form).
  const application = entry.action === 'application' ? entry.newValue : null;
  const hasValues = application === null && (entry.oldValue !== null || entry.newValue !== null);

  return (
    <Paper component="li" withBorder p="sm" radius="sm">
      <Group gap="xs" wrap="wrap" mb={4}>
        <Text size="xs" c="dimmed" component="time" dateTime={entry.createdAt}>
          {formatJournalTime(entry.createdAt)}
        </Text>
        <Text size="sm" fw={600}>
          {entry.username}
        </Text>
        <Badge
          size="sm"
          variant="light"
          tt="none"
          color={JOURNAL_ACTION_COLORS[entry.action]}
          c="bright"
        >
          {journalActionLabel(entry.action)}
        </Badge>
        {tag && (
          <Badge size="sm" variant="outline" tt="none" color="gray" c="bright">
            {tag}
          </Badge>
        )}
      </Group>
      <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
        {text}
      </Text>
      {application !== null && (
        <Text
          size="sm"
          mt={4}
          pl="xs"
          style={{
            whiteSpace: 'pre-wrap',
            overflowWrap: 'anywhere',
            borderLeft: '3px solid var(--mantine-color-pink-filled)',
          }}
        >
          {application}
        </Text>
      )}
      {entry.taskId !== null && onViewTask && (
        <ViewButton onClick={() => onViewTask(entry.taskId as number)}>View Task</ViewButton>
      )}
      {entry.actionItemId !== null && onViewActionItem && (
        <ViewButton onClick={() => onViewActionItem(entry.actionItemId as number)}>
          View Action
        </ViewButton>
      )}
      {hasValues && (
        <>
          <UnstyledButton
            className={classes.toggle}
            aria-expanded={expanded}
            aria-controls={detailsId}
            onClick={() => setExpanded((value) => !value)}
          >
            {expanded ? 'Hide changes' : 'Show changes'}
            <IconChevronDown
              size={14}
              aria-hidden
              style={{ transform: expanded ? 'rotate(180deg)' : undefined }}
            />
          </UnstyledButton>
          <Collapse expanded={expanded} id={detailsId}>
            <Stack gap={2} mt={4} fz="sm">
              <ValueLine label="Old value" value={journalValueText(entry, entry.oldValue)} />
              <ValueLine label="New value" value={journalValueText(entry, entry.newValue)} />
            </Stack>
          </Collapse>
        </>
      )}
    </Paper>
  );
});

/** An entry's link to the task or action item it is about. */
function ViewButton({ onClick, children }: { onClick: () => void; children: string }) {
  return (
    <Button
      size="compact-xs"
      variant="light"
      mt={4}
      // Apart from "Show changes", which may follow on the same line.
      mr="sm"
      leftSection={<IconExternalLink size={12} aria-hidden />}
      onClick={onClick}
    >
      {children}
    </Button>
  );
}

/** "Old value: …" / "New value: …" of a change, long values wrapped anywhere. */
function ValueLine({ label, value }: { label: string; value: string }) {
  return (
    <Text size="sm">
      <Text span fw={600} size="sm">
        {label}:{' '}
      </Text>
      <Text span size="sm" style={{ overflowWrap: 'anywhere' }}>
        {value}
      </Text>
    </Text>
  );
}

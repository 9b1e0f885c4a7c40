// What the import dialog shows of skipped rows (the preview's and the server's: "Row N: reason")
// and the server's report once the import ran: "N imported, M skipped".
import {
  Button,
  Group,
  List,
  Paper,
  ScrollArea,
  Stack,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { importSummary, type ImportReport, type SkippedRow } from '#shared/guest-csv.js';

export function SkippedList({ skipped }: { skipped: readonly SkippedRow[] }) {
  return (
    <ScrollArea.Autosize mah={200} type="auto" mt="xs">
      <List size="sm" spacing={2} aria-label="Skipped rows">
        {skipped.map((entry, index) => (
          <List.Item key={`${entry.row}-${index}`} style={{ overflowWrap: 'anywhere' }}>
            <Text span size="sm" fw={600}>
              Row {entry.row}:
            </Text>{' '}
            {entry.message}
          </List.Item>
        ))}
      </List>
    </ScrollArea.Autosize>
  );
}

export function ImportReportView({ report, onDone }: { report: ImportReport; onDone: () => void }) {
  return (
    <Stack gap="md">
      <Paper withBorder p="md" radius="md" role="status">
        <Group gap="sm" wrap="nowrap">
          <ThemeIcon variant="light" color="teal" size="lg" radius="xl" aria-hidden>
            <IconCircleCheck size={20} />
          </ThemeIcon>
          <div>
            <Text size="sm" c="dimmed">
              Import finished
            </Text>
            <Text fw={700} size="lg" data-testid="import-summary">
              {importSummary(report)}
            </Text>
          </div>
        </Group>
      </Paper>
      {report.skipped.length > 0 && (
        <div>
          <Title order={2} size="h5" mb={4}>
            Skipped rows
          </Title>
          <SkippedList skipped={report.skipped} />
        </div>
      )}
      <Group justify="flex-end">
        <Button onClick={onDone}>Done</Button>
      </Group>
    </Stack>
  );
}

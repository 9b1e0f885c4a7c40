// "Import Guests" (issue 9): choose a CSV file, check how its columns map to guest fields (auto-
// mapped by header name, editable per column) and which rows will be skipped and why, import, and
// read the server's report, "N imported, M skipped" with a reason per skipped row. The preview runs
// the same row check as the server against the board's guests; the server's answer is the truth.
import {
  Alert,
  Button,
  FileInput,
  Group,
  List,
  Modal,
  Paper,
  ScrollArea,
  Select,
  Stack,
  Table,
  Text,
  ThemeIcon,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { IconAlertTriangle, IconCircleCheck, IconFileImport } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  autoMapHeaders,
  checkImportRows,
  CSV_LIMITS,
  CSV_MESSAGES,
  FIELD_HEADERS,
  IMPORT_FIELDS,
  importSummary,
  mapCsvRows,
  parseCsv,
  type ImportField,
  type ImportReport,
  type SkippedRow,
} from '../../../../shared/guest-csv';
import type { GuestDto } from '../../../../shared/schemas/guests';
import { serverMessage } from '../../../lib/api';
import { useImportGuests } from '../api/import-guests';

export interface ImportGuestsDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The board's guests, for the preview's duplicate check. */
  guests: readonly GuestDto[];
}

interface LoadedFile {
  name: string;
  headers: string[];
  rows: string[][];
}

const SKIP = 'skip';
const FIELD_OPTIONS = [
  { value: SKIP, label: "Don't import" },
  ...IMPORT_FIELDS.map((field) => ({ value: field, label: FIELD_HEADERS[field] })),
];

/** The file's header row and data rows, or the message saying why it cannot be imported. */
async function readCsvFile(file: File): Promise<LoadedFile | string> {
  if (file.size > CSV_LIMITS.fileBytes) return CSV_MESSAGES.fileTooLarge;
  let parsed;
  try {
    parsed = parseCsv(await file.text());
  } catch {
    return CSV_MESSAGES.notCsv;
  }
  if (parsed.rows.length === 0) return CSV_MESSAGES.noRows;
  if (parsed.rows.length > CSV_LIMITS.rows) return CSV_MESSAGES.tooManyRows;
  return { name: file.name, ...parsed };
}

export function ImportGuestsDialog({ opened, onClose, guests }: ImportGuestsDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)', false, { getInitialValueInEffect: false });
  const importGuests = useImportGuests();
  const [file, setFile] = useState<File | null>(null);
  const [loaded, setLoaded] = useState<LoadedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<(ImportField | null)[]>([]);
  const [report, setReport] = useState<ImportReport | null>(null);

  const mappedRows = useMemo(
    () => (loaded ? mapCsvRows(loaded.rows, mapping) : []),
    [loaded, mapping],
  );
  const preview = useMemo(() => checkImportRows(mappedRows, guests), [mappedRows, guests]);

  const handleFileChange = async (next: File | null) => {
    setFile(next);
    setLoaded(null);
    setFileError(null);
    importGuests.reset();
    if (!next) return;
    const result = await readCsvFile(next);
    if (typeof result === 'string') {
      setFileError(result);
      return;
    }
    setLoaded(result);
    setMapping(autoMapHeaders(result.headers));
  };

  /** A field goes to one column: choosing it for a column takes it from any other. */
  const handleMappingChange = (column: number, value: string | null) => {
    const field = value && value !== SKIP ? (value as ImportField) : null;
    setMapping((current) =>
      current.map((existing, index) => {
        if (index === column) return field;
        return field && existing === field ? null : existing;
      }),
    );
  };

  const handleImport = () => {
    importGuests.mutate(mappedRows, { onSuccess: setReport });
  };

  const handleChooseAnother = () => {
    setFile(null);
    setLoaded(null);
    setFileError(null);
    importGuests.reset();
  };

  const unmappedRequired = (['name', 'details'] as const).filter(
    (field) => !mapping.includes(field),
  );

  return (
    <Modal
      opened={opened}
      onClose={onClose}
      title="Import Guests"
      size="xl"
      fullScreen={phone}
      styles={{ title: { fontWeight: 700 } }}
    >
      {report ? (
        <ImportReportView report={report} onDone={onClose} />
      ) : (
        <Stack gap="md">
          <FileInput
            label="CSV file"
            description="Up to 5 MB and 5,000 guest rows; the first row names the columns."
            placeholder="Choose a .csv file"
            accept=".csv,text/csv"
            leftSection={<IconFileImport size={16} aria-hidden />}
            value={file}
            onChange={(next) => void handleFileChange(next)}
            error={fileError}
            clearable
            clearButtonProps={{ 'aria-label': 'Clear file' }}
          />

          {loaded && (
            <>
              <div>
                <Title order={2} size="h5" mb={4}>
                  Columns
                </Title>
                <Text size="sm" c="dimmed" mb="xs">
                  {loaded.name}: {loaded.rows.length} {loaded.rows.length === 1 ? 'row' : 'rows'}.
                  Choose the guest field each column fills.
                </Text>
                <ScrollArea.Autosize mah={phone ? undefined : 280} type="auto">
                  <Table verticalSpacing={6} striped>
                    <Table.Thead>
                      <Table.Tr>
                        <Table.Th>Column</Table.Th>
                        <Table.Th visibleFrom="sm">First value</Table.Th>
                        <Table.Th>Import as</Table.Th>
                      </Table.Tr>
                    </Table.Thead>
                    <Table.Tbody>
                      {loaded.headers.map((header, column) => (
                        <Table.Tr key={column}>
                          <Table.Td style={{ wordBreak: 'break-word' }}>
                            {header || `Column ${column + 1}`}
                          </Table.Td>
                          <Table.Td visibleFrom="sm" maw={220}>
                            <Text size="sm" truncate="end">
                              {loaded.rows.find((cells) => cells[column])?.[column] ?? ''}
                            </Text>
                          </Table.Td>
                          <Table.Td miw={150}>
                            <Select
                              aria-label={`Field for column ${header || column + 1}`}
                              data={FIELD_OPTIONS}
                              value={mapping[column] ?? SKIP}
                              onChange={(value) => handleMappingChange(column, value)}
                              allowDeselect={false}
                              size="xs"
                            />
                          </Table.Td>
                        </Table.Tr>
                      ))}
                    </Table.Tbody>
                  </Table>
                </ScrollArea.Autosize>
              </div>

              {unmappedRequired.length > 0 && (
                <Alert color="yellow" icon={<IconAlertTriangle size={18} aria-hidden />}>
                  No column is imported as{' '}
                  {unmappedRequired.map((field) => FIELD_HEADERS[field]).join(' or ')}; every guest
                  needs a name and details.
                </Alert>
              )}

              <div>
                <Title order={2} size="h5" mb={4}>
                  Preview
                </Title>
                <Text size="sm" data-testid="import-preview-summary">
                  {preview.accepted.length} ready to import, {preview.skipped.length} will be
                  skipped.
                </Text>
                {preview.skipped.length > 0 && <SkippedList skipped={preview.skipped} />}
              </div>

              {importGuests.isError && (
                <Alert color="red" icon={<IconAlertTriangle size={18} aria-hidden />}>
                  {serverMessage(importGuests.error) ?? 'The import failed. Please try again.'}
                </Alert>
              )}
            </>
          )}

          <Group justify="flex-end" gap="sm">
            {loaded ? (
              <Button variant="default" onClick={handleChooseAnother}>
                Choose another file
              </Button>
            ) : (
              <Button variant="default" onClick={onClose}>
                Cancel
              </Button>
            )}
            <Button
              leftSection={<IconFileImport size={16} aria-hidden />}
              disabled={!loaded || preview.accepted.length === 0}
              loading={importGuests.isPending}
              onClick={handleImport}
            >
              {loaded && preview.accepted.length > 0
                ? `Import ${preview.accepted.length} ${preview.accepted.length === 1 ? 'guest' : 'guests'}`
                : 'Import'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

function SkippedList({ skipped }: { skipped: readonly SkippedRow[] }) {
  return (
    <ScrollArea.Autosize mah={200} type="auto" mt="xs">
      <List size="sm" spacing={2} aria-label="Skipped rows">
        {skipped.map((entry, index) => (
          <List.Item key={`${entry.row}-${index}`}>
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

function ImportReportView({ report, onDone }: { report: ImportReport; onDone: () => void }) {
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

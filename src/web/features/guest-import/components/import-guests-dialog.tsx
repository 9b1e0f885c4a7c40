// "Import Guests" (docs/decisions/011-csv-import-export.md): choose a CSV file, check how its
// columns map to guest fields (auto-mapped by header name, editable per column) and which rows will
// be skipped and why, import, and read the server's report, "N imported, M skipped" with a reason
// per skipped row. The preview runs the same row check as the server against the board's guests;
// the server's answer is the truth.
import { Alert, Button, FileInput, Group, Modal, Stack, Text, Title } from '@mantine/core';
import { IconAlertTriangle, IconFileImport } from '@tabler/icons-react';
import { useMemo, useState } from 'react';
import {
  autoMapHeaders,
  checkImportRows,
  FIELD_HEADERS,
  mapCsvRows,
  type ImportField,
  type ImportReport,
} from '#shared/guest-csv.js';
import type { GuestDto } from '#shared/schemas/guests.js';
import { formatCount } from '#shared/messages.js';
import { serverMessage } from '#web/lib/api.js';
import { useMediaQuery } from '#web/lib/use-media-query.js';
import { useImportGuests } from '../api/import-guests';
import { readCsvFile, type LoadedFile } from '../read-csv-file';
import { ColumnMapping } from './column-mapping';
import { ImportReportView, SkippedList } from './import-report';
import { useDialogKeys } from '#web/lib/use-dialog-keys.js';

export interface ImportGuestsDialogProps {
  opened: boolean;
  onClose: () => void;
  /** The board's guests, for the preview's duplicate check. */
  guests: readonly GuestDto[];
}

export function ImportGuestsDialog({ opened, onClose, guests }: ImportGuestsDialogProps) {
  const phone = useMediaQuery('(max-width: 36em)');
  const importGuests = useImportGuests();
  const [file, setFile] = useState<File | null>(null);
  const [loaded, setLoaded] = useState<LoadedFile | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [mapping, setMapping] = useState<(ImportField | null)[]>([]);
  const [report, setReport] = useState<ImportReport | null>(null);

  const mappedRows = useMemo(
    () => (loaded ? mapCsvRows(loaded.rows, mapping, loaded.rowNumbers) : []),
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

  const dialogKeys = useDialogKeys(opened, onClose);
  return (
    <Modal
      {...dialogKeys}
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
              <ColumnMapping
                file={loaded}
                mapping={mapping}
                onMappingChange={setMapping}
                scrollHeight={phone ? undefined : 280}
              />

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
                  {formatCount(preview.accepted.length)} ready to import,{' '}
                  {formatCount(preview.skipped.length)} will be skipped.
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
                ? `Import ${formatCount(preview.accepted.length)} ${preview.accepted.length === 1 ? 'guest' : 'guests'}`
                : 'Import'}
            </Button>
          </Group>
        </Stack>
      )}
    </Modal>
  );
}

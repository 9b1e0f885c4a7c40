// The import dialog's column table: each CSV column, its first value, and the guest field it fills
// (auto-mapped by header name, editable). A field goes to one column at most.
import { ScrollArea, Select, Table, Text, Title } from '@mantine/core';
import type { Dispatch, SetStateAction } from 'react';
import {
  FIELD_HEADERS,
  IMPORT_FIELDS,
  unescapeCsvCell,
  type ImportField,
} from '#shared/guest-csv.js';
import { formatCount } from '#shared/messages.js';
import type { LoadedFile } from '../read-csv-file';

const SKIP = 'skip';
const FIELD_OPTIONS = [
  { value: SKIP, label: "Don't import" },
  ...IMPORT_FIELDS.map((field) => ({ value: field, label: FIELD_HEADERS[field] })),
];

export interface ColumnMappingProps {
  file: LoadedFile;
  /** The field each column fills, by column index; null for "Don't import". */
  mapping: (ImportField | null)[];
  onMappingChange: Dispatch<SetStateAction<(ImportField | null)[]>>;
  /** The table's greatest height before it scrolls; none on a phone (the dialog is full screen). */
  scrollHeight: number | undefined;
}

export function ColumnMapping({
  file,
  mapping,
  onMappingChange,
  scrollHeight,
}: ColumnMappingProps) {
  /** A field goes to one column: choosing it for a column takes it from any other. */
  const handleMappingChange = (column: number, value: string | null) => {
    const field = value && value !== SKIP ? (value as ImportField) : null;
    onMappingChange((current) =>
      current.map((existing, index) => {
        if (index === column) return field;
        return field && existing === field ? null : existing;
      }),
    );
  };

  return (
    <div>
      <Title order={2} size="h5" mb={4}>
        Columns
      </Title>
      <Text size="sm" c="dimmed" mb="xs">
        {file.name}: {formatCount(file.rows.length)} {file.rows.length === 1 ? 'row' : 'rows'}.
        Choose the guest field each column fills.
      </Text>
      <ScrollArea.Autosize mah={scrollHeight} type="auto">
        <Table verticalSpacing={6} striped>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Column</Table.Th>
              <Table.Th visibleFrom="sm">First value</Table.Th>
              <Table.Th>Import as</Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {file.headers.map((header, column) => (
              <Table.Tr key={column}>
                <Table.Td style={{ wordBreak: 'break-word' }}>
                  {header || `Column ${column + 1}`}
                </Table.Td>
                <Table.Td visibleFrom="sm" maw={220}>
                  <Text size="sm" truncate="end">
                    {unescapeCsvCell(file.rows.find((cells) => cells[column])?.[column] ?? '')}
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
  );
}

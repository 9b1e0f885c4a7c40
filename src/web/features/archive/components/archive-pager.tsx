// The archive table's paging row: how many rows show of how many, rows per page, the page number
// and First / Previous / Next / Last.
import { Button, Group, Select, Text } from '@mantine/core';
import type { Table } from '@tanstack/react-table';
import type { ArchivedGuestDto } from '#shared/schemas/archive.js';
import { ARCHIVE_PAGE_SIZES, type ArchiveTableFeatures } from '../archive-rules';

const pageSizeOptions = ARCHIVE_PAGE_SIZES.map(String);

export interface ArchivePagerProps {
  table: Table<ArchiveTableFeatures, ArchivedGuestDto>;
  /** Rows on this page, and rows that match the search. */
  shown: number;
  total: number;
  pageIndex: number;
  pageCount: number;
  pageSize: number;
  /** A new page size starts at page 1. */
  onPageSizeChange: (pageSize: number) => void;
}

const PAGE_BUTTONS = [
  { label: 'First', go: 'firstPage', back: true },
  { label: 'Previous', go: 'previousPage', back: true },
  { label: 'Next', go: 'nextPage', back: false },
  { label: 'Last', go: 'lastPage', back: false },
] as const;

export function ArchivePager({
  table,
  shown,
  total,
  pageIndex,
  pageCount,
  pageSize,
  onPageSizeChange,
}: ArchivePagerProps) {
  return (
    <Group justify="space-between" gap="sm" wrap="wrap">
      <Group gap="sm" wrap="wrap">
        <Text size="sm" aria-live="polite">
          Showing {shown} of {total} entries
        </Text>
        <Select
          aria-label="Rows per page"
          data={pageSizeOptions}
          value={String(pageSize)}
          onChange={(value) => {
            if (value) onPageSizeChange(Number(value));
          }}
          allowDeselect={false}
          w={80}
          size="xs"
          comboboxProps={{ withinPortal: true }}
        />
        <Text size="sm" c="dimmed">
          per page
        </Text>
      </Group>
      <Group gap="xs" wrap="wrap">
        <Text size="sm" pr="xs">
          Page {Math.min(pageIndex, pageCount - 1) + 1} of {pageCount}
        </Text>
        {/* The four buttons stay on one line, even on a phone. */}
        <Group gap="xs" wrap="nowrap">
          {PAGE_BUTTONS.map(({ label, go, back }) => (
            <Button
              key={label}
              size="xs"
              variant="default"
              onClick={() => table[go]()}
              disabled={back ? !table.getCanPreviousPage() : !table.getCanNextPage()}
            >
              {label}
            </Button>
          ))}
        </Group>
      </Group>
    </Group>
  );
}

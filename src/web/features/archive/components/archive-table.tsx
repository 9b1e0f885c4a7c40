// The archive's table (docs/product.md#archive-screen): search, sortable columns, paging and
// selection, driven by TanStack Table with Mantine parts; below the small breakpoint the same rows
// show as cards (archive-card-list.tsx). It reports what the host asks for
// (restore, delete, one or the selection); the page owns the calls and the dialogs. Selection is
// the page's state so it can be cleared after a bulk action.
import { Button, Group, Stack, Table, Text, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { useTable } from '@tanstack/react-table';
import type {
  PaginationState,
  RowSelectionState,
  SortingState,
  Updater,
} from '@tanstack/react-table';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import type { ArchivedGuestDto } from '#shared/schemas/archive.js';
import { searchNeedle } from '#shared/guest-rules.js';
import { useMediaQuery } from '#web/lib/use-media-query.js';
import {
  archiveRowId,
  archiveTableFeatures,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORTING,
  matchesArchiveSearch,
} from '../archive-rules';
import { ArchiveCardList } from './archive-card-list';
import { archiveColumns, SortableHeader } from './archive-columns';
import { ArchivePager } from './archive-pager';
import { ArchiveSelectionBar } from './archive-selection-bar';
import classes from './archive.module.css';

export interface ArchiveTableProps {
  guests: ArchivedGuestDto[];
  rowSelection: RowSelectionState;
  onRowSelectionChange: (updater: Updater<RowSelectionState>) => void;
  /** The selected guests that are still in the archive. */
  selected: ArchivedGuestDto[];
  onRestore: (guest: ArchivedGuestDto) => void;
  onDelete: (guest: ArchivedGuestDto) => void;
  onBulkRestore: () => void;
  onBulkDelete: () => void;
  onClearSelection: () => void;
}

export function ArchiveTable({
  guests,
  rowSelection,
  onRowSelectionChange,
  selected,
  onRestore,
  onDelete,
  onBulkRestore,
  onBulkDelete,
  onClearSelection,
}: ArchiveTableProps) {
  // Below Mantine's small breakpoint (48em) the rows are cards; one layout is drawn at a time.
  const phone = useMediaQuery('(max-width: 47.99em)');
  const columns = useMemo(() => archiveColumns({ onRestore, onDelete }), [onRestore, onDelete]);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  // A query that folds to nothing (only spaces, zero-width spaces) is no search.
  const searching = searchNeedle(deferredSearch) !== '';
  const data = useMemo(
    () => (searching ? guests.filter((g) => matchesArchiveSearch(g, deferredSearch)) : guests),
    [guests, deferredSearch, searching],
  );

  const [sorting, setSorting] = useState<SortingState>(DEFAULT_SORTING);
  const [pagination, setPagination] = useState<PaginationState>({
    pageIndex: 0,
    pageSize: DEFAULT_PAGE_SIZE,
  });

  // A new order or a new search starts at page 1; restoring a row keeps the page (clamped below).
  const handleSortingChange = useCallback((updater: Updater<SortingState>) => {
    setSorting(updater);
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  }, []);
  const handleSearchChange = (value: string) => {
    setSearch(value);
    setPagination((current) => ({ ...current, pageIndex: 0 }));
  };

  const table = useTable({
    features: archiveTableFeatures,
    columns,
    data,
    getRowId: archiveRowId,
    state: { sorting, pagination, rowSelection },
    onSortingChange: handleSortingChange,
    onPaginationChange: setPagination,
    onRowSelectionChange,
    enableSortingRemoval: false,
    enableMultiSort: false,
    autoResetPageIndex: false,
  });

  const pageCount = Math.max(table.getPageCount(), 1);
  const pageIndex = pagination.pageIndex;
  useEffect(() => {
    if (pageIndex > pageCount - 1) {
      setPagination((current) => ({ ...current, pageIndex: pageCount - 1 }));
    }
  }, [pageIndex, pageCount]);

  const rows = table.getRowModel().rows;
  const allOnPage = rows.length > 0 && table.getIsAllPageRowsSelected();

  return (
    <Stack gap="md">
      <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap">
        <TextInput
          type="search"
          className={classes.search}
          placeholder="Search archived guests..."
          aria-label="Search archived guests"
          leftSection={<IconSearch size={16} aria-hidden />}
          value={search}
          onChange={(event) => handleSearchChange(event.currentTarget.value)}
        />
        <Button
          variant="default"
          size="sm"
          disabled={rows.length === 0}
          onClick={() => table.toggleAllPageRowsSelected(!allOnPage)}
        >
          {allOnPage ? 'Deselect all on page' : 'Select all on page'}
        </Button>
      </Group>

      {searching && (
        <Text size="sm" c="dimmed" aria-live="polite">
          Found {data.length} results
        </Text>
      )}

      {selected.length > 0 && (
        <ArchiveSelectionBar
          count={selected.length}
          onClear={onClearSelection}
          onBulkRestore={onBulkRestore}
          onBulkDelete={onBulkDelete}
        />
      )}

      {phone ? (
        <ArchiveCardList
          rows={rows}
          sorting={sorting}
          onSortingChange={handleSortingChange}
          onRestore={onRestore}
          onDelete={onDelete}
        />
      ) : (
        <Table.ScrollContainer minWidth={720} type="native">
          <Table highlightOnHover verticalSpacing="sm" aria-label="Archived guests">
            <Table.Thead>
              {table.getHeaderGroups().map((group) => (
                <Table.Tr key={group.id}>
                  {group.headers.map((header) => {
                    const sorted = header.column.getIsSorted();
                    return (
                      <Table.Th
                        key={header.id}
                        className={`${classes[`col_${header.column.id}`] ?? ''} ${header.column.getCanSort() ? classes.sortableCell : ''}`}
                        aria-sort={
                          !header.column.getCanSort()
                            ? undefined
                            : sorted === 'asc'
                              ? 'ascending'
                              : sorted === 'desc'
                                ? 'descending'
                                : 'none'
                        }
                      >
                        {header.column.getCanSort() ? (
                          <SortableHeader header={header} />
                        ) : (
                          <table.FlexRender header={header} />
                        )}
                      </Table.Th>
                    );
                  })}
                </Table.Tr>
              ))}
            </Table.Thead>
            <Table.Tbody>
              {rows.length === 0 ? (
                <Table.Tr>
                  <Table.Td colSpan={6}>
                    <Text c="dimmed" ta="center" py="md">
                      No archived guests match your search.
                    </Text>
                  </Table.Td>
                </Table.Tr>
              ) : (
                rows.map((row) => (
                  <Table.Tr
                    key={row.id}
                    data-focus-item
                    bg={row.getIsSelected() ? 'var(--mantine-color-blue-light)' : undefined}
                  >
                    {row.getAllCells().map((cell) => (
                      <Table.Td key={cell.id}>
                        <table.FlexRender cell={cell} />
                      </Table.Td>
                    ))}
                  </Table.Tr>
                ))
              )}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      )}

      <ArchivePager
        table={table}
        shown={rows.length}
        total={data.length}
        pageIndex={pageIndex}
        pageCount={pageCount}
        pageSize={pagination.pageSize}
        onPageSizeChange={(pageSize) => setPagination({ pageIndex: 0, pageSize })}
      />
    </Stack>
  );
}

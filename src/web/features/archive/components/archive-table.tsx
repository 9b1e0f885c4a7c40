// The archive's table (SPEC §2.5): search, sortable columns, paging and selection, driven by
// TanStack Table with Mantine parts. It reports what the host asks for (restore, delete, one or
// the selection); the page owns the calls and the dialogs. Selection is the page's state so it can
// be cleared after a bulk action.
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Paper,
  Select,
  Stack,
  Table,
  Text,
  TextInput,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArrowBackUp,
  IconChevronDown,
  IconChevronUp,
  IconSearch,
  IconSelector,
  IconTrash,
} from '@tabler/icons-react';
import { createColumnHelper, useTable } from '@tanstack/react-table';
import type {
  Header,
  PaginationState,
  RowSelectionState,
  SortingState,
  Updater,
} from '@tanstack/react-table';
import { useCallback, useDeferredValue, useEffect, useMemo, useState } from 'react';
import { statusColor, statusTitle } from '../../../../shared/guest-rules';
import type { ArchivedGuestDto } from '../../../../shared/schemas/archive';
import {
  ARCHIVE_PAGE_SIZES,
  archiveDateText,
  archiveRowId,
  archiveTableFeatures,
  DEFAULT_PAGE_SIZE,
  DEFAULT_SORTING,
  matchesArchiveSearch,
  sortableColumn,
  type ArchiveTableFeatures,
} from '../archive-rules';
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

const helper = createColumnHelper<ArchiveTableFeatures, ArchivedGuestDto>();

interface RowActions {
  onRestore: (guest: ArchivedGuestDto) => void;
  onDelete: (guest: ArchivedGuestDto) => void;
}

/** The columns; rebuilt only when the handlers change (the page keeps them stable). */
function archiveColumns({ onRestore, onDelete }: RowActions) {
  return helper.columns([
    helper.display({
      id: 'select',
      header: ({ table }) => (
        <Checkbox
          aria-label="Select all guests on this page"
          checked={table.getIsAllPageRowsSelected()}
          indeterminate={table.getIsSomePageRowsSelected() && !table.getIsAllPageRowsSelected()}
          onChange={table.getToggleAllPageRowsSelectedHandler()}
        />
      ),
      cell: ({ row }) => (
        <Checkbox
          aria-label={`Select ${row.original.name}`}
          checked={row.getIsSelected()}
          onChange={row.getToggleSelectedHandler()}
        />
      ),
    }),
    {
      ...sortableColumn('name'),
      header: 'Name',
      cell: ({ row }) => (
        <Stack gap={0} className={classes.nameCell}>
          <Text fw={600} size="sm" lineClamp={1}>
            {row.original.name}
          </Text>
          <Text size="xs" c="dimmed" lineClamp={1}>
            {row.original.details}
          </Text>
        </Stack>
      ),
    },
    {
      ...sortableColumn('status'),
      header: 'Status',
      cell: ({ row }) => (
        <Badge
          radius="sm"
          variant="filled"
          className={classes.statusBadge}
          style={{ backgroundColor: statusColor(row.original.status) }}
        >
          {statusTitle(row.original.status)}
        </Badge>
      ),
    },
    {
      ...sortableColumn('originalId'),
      header: 'Original ID',
      cell: ({ row }) => <Text size="sm">{row.original.originalId}</Text>,
    },
    {
      ...sortableColumn('archivedAt'),
      header: 'Archive Date',
      cell: ({ row }) => <Text size="sm">{archiveDateText(row.original.archivedAt)}</Text>,
    },
    helper.display({
      id: 'actions',
      header: 'Actions',
      cell: ({ row }) => (
        <Group gap="xs" wrap="nowrap">
          <Button
            size="xs"
            variant="light"
            leftSection={<IconArrowBackUp size={14} aria-hidden />}
            aria-label={`Restore ${row.original.name}`}
            onClick={() => onRestore(row.original)}
          >
            Restore
          </Button>
          <Tooltip label="Delete permanently" withArrow>
            <ActionIcon
              variant="subtle"
              color="red.8"
              aria-label={`Delete ${row.original.name} permanently`}
              onClick={() => onDelete(row.original)}
            >
              <IconTrash size={16} aria-hidden />
            </ActionIcon>
          </Tooltip>
        </Group>
      ),
    }),
  ]);
}

const SORT_LABELS: Record<string, string> = {
  name: 'Name',
  status: 'Status',
  originalId: 'Original ID',
  archivedAt: 'Archive Date',
};

function SortableHeader({
  header,
}: {
  header: Header<ArchiveTableFeatures, ArchivedGuestDto, unknown>;
}) {
  const sorted = header.column.getIsSorted();
  const Icon =
    sorted === 'asc' ? IconChevronUp : sorted === 'desc' ? IconChevronDown : IconSelector;
  const label = SORT_LABELS[header.column.id] ?? header.column.id;
  return (
    <UnstyledButton
      className={classes.sortButton}
      onClick={header.column.getToggleSortingHandler()}
      aria-label={`Sort by ${label}`}
    >
      <span>{label}</span>
      <Icon size={14} aria-hidden />
    </UnstyledButton>
  );
}

const pageSizeOptions = ARCHIVE_PAGE_SIZES.map(String);

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
  const columns = useMemo(() => archiveColumns({ onRestore, onDelete }), [onRestore, onDelete]);
  const [search, setSearch] = useState('');
  const deferredSearch = useDeferredValue(search);
  const searching = deferredSearch.trim() !== '';
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
        <Paper
          withBorder
          p="xs"
          className={classes.selectionBar}
          role="region"
          aria-label="Selected guests"
        >
          <Group justify="space-between" gap="xs" wrap="wrap">
            <Group gap="xs">
              <Text fw={600} size="sm" aria-live="polite">
                {selected.length} selected
              </Text>
              <Button size="xs" variant="subtle" onClick={onClearSelection}>
                Clear
              </Button>
            </Group>
            <Group gap="xs">
              <Button
                size="xs"
                leftSection={<IconArrowBackUp size={14} aria-hidden />}
                onClick={onBulkRestore}
              >
                Restore
              </Button>
              <Button
                size="xs"
                color="red.8"
                leftSection={<IconTrash size={14} aria-hidden />}
                onClick={onBulkDelete}
              >
                Delete
              </Button>
            </Group>
          </Group>
        </Paper>
      )}

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
                      className={classes[`col_${header.column.id}`]}
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

      <Group justify="space-between" gap="sm" wrap="wrap">
        <Group gap="sm" wrap="wrap">
          <Text size="sm" aria-live="polite">
            Showing {rows.length} of {data.length} entries
          </Text>
          <Select
            aria-label="Rows per page"
            data={pageSizeOptions}
            value={String(pagination.pageSize)}
            onChange={(value) => {
              if (value) setPagination({ pageIndex: 0, pageSize: Number(value) });
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
            <Button
              size="xs"
              variant="default"
              onClick={() => table.firstPage()}
              disabled={!table.getCanPreviousPage()}
            >
              First
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => table.previousPage()}
              disabled={!table.getCanPreviousPage()}
            >
              Previous
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => table.nextPage()}
              disabled={!table.getCanNextPage()}
            >
              Next
            </Button>
            <Button
              size="xs"
              variant="default"
              onClick={() => table.lastPage()}
              disabled={!table.getCanNextPage()}
            >
              Last
            </Button>
          </Group>
        </Group>
      </Group>
    </Stack>
  );
}

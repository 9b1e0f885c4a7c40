// The archive table's columns (docs/product.md#archive-screen): selection, the four sortable
// columns and the row's Restore / Delete buttons, with the sort button each sortable header shows.
import {
  ActionIcon,
  Badge,
  Button,
  Checkbox,
  Group,
  Stack,
  Text,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import {
  IconArrowBackUp,
  IconChevronDown,
  IconChevronUp,
  IconSelector,
  IconTrash,
} from '@tabler/icons-react';
import { createColumnHelper } from '@tanstack/react-table';
import type { Header } from '@tanstack/react-table';
import { statusColor, statusTitle } from '#shared/guest-rules.js';
import type { ArchivedGuestDto } from '#shared/schemas/archive.js';
import { archiveDateText, sortableColumn, type ArchiveTableFeatures } from '../archive-rules';
import classes from './archive.module.css';

const helper = createColumnHelper<ArchiveTableFeatures, ArchivedGuestDto>();

export interface RowActions {
  onRestore: (guest: ArchivedGuestDto) => void;
  onDelete: (guest: ArchivedGuestDto) => void;
}

/** The columns; rebuilt only when the handlers change (the page keeps them stable). */
export function archiveColumns({ onRestore, onDelete }: RowActions) {
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

export function SortableHeader({
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

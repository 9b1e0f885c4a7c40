// The archive below the small breakpoint (docs/product.md#archive-screen): the same rows as the
// table (sorted, paged and selected by the same TanStack table), each as a card whose Restore and
// Delete stay on screen, with the sort order chosen from a list since there are no headers.
import { Badge, Button, Card, Checkbox, Group, NativeSelect, Stack, Text } from '@mantine/core';
import { IconArrowBackUp, IconTrash } from '@tabler/icons-react';
import type { Row, SortingState } from '@tanstack/react-table';
import { statusColor, statusTitle } from '#shared/guest-rules.js';
import type { ArchivedGuestDto } from '#shared/schemas/archive.js';
import { archiveDateText, type ArchiveTableFeatures } from '../archive-rules';
import type { RowActions } from './archive-columns';
import classes from './archive.module.css';

const SORT_CHOICES = [
  { value: 'archivedAt:desc', label: 'Archive Date, newest first' },
  { value: 'archivedAt:asc', label: 'Archive Date, oldest first' },
  { value: 'name:asc', label: 'Name, A to Z' },
  { value: 'name:desc', label: 'Name, Z to A' },
  { value: 'status:asc', label: 'Status, A to Z' },
  { value: 'status:desc', label: 'Status, Z to A' },
  { value: 'originalId:asc', label: 'Original ID, lowest first' },
  { value: 'originalId:desc', label: 'Original ID, highest first' },
];

interface ArchiveCardListProps extends RowActions {
  rows: Row<ArchiveTableFeatures, ArchivedGuestDto>[];
  sorting: SortingState;
  onSortingChange: (sorting: SortingState) => void;
}

export function ArchiveCardList({
  rows,
  sorting,
  onSortingChange,
  onRestore,
  onDelete,
}: ArchiveCardListProps) {
  const [current] = sorting;
  const value = current ? `${current.id}:${current.desc ? 'desc' : 'asc'}` : '';
  return (
    <Stack gap="sm">
      <NativeSelect
        label="Sort by"
        data={SORT_CHOICES}
        value={value}
        onChange={(event) => {
          const [id = 'archivedAt', direction] = event.currentTarget.value.split(':');
          onSortingChange([{ id, desc: direction === 'desc' }]);
        }}
      />
      {rows.length === 0 ? (
        <Text c="dimmed" ta="center" py="md">
          No archived guests match your search.
        </Text>
      ) : (
        <Stack gap="sm" component="ul" aria-label="Archived guests" className={classes.cardList}>
          {rows.map((row) => {
            const guest = row.original;
            return (
              <Card
                key={row.id}
                data-focus-item
                component="li"
                withBorder
                padding="sm"
                bg={row.getIsSelected() ? 'var(--mantine-color-blue-light)' : undefined}
              >
                <Group gap="sm" wrap="nowrap" align="flex-start">
                  <Checkbox
                    mt={2}
                    aria-label={`Select ${guest.name}`}
                    checked={row.getIsSelected()}
                    onChange={row.getToggleSelectedHandler()}
                  />
                  <Stack gap={6} style={{ flex: 1, minWidth: 0 }}>
                    <div>
                      <Text fw={600} size="sm" lineClamp={2}>
                        {guest.name}
                      </Text>
                      {guest.details && (
                        <Text size="xs" c="dimmed" lineClamp={2}>
                          {guest.details}
                        </Text>
                      )}
                    </div>
                    <Group gap="xs" wrap="wrap">
                      <Badge
                        radius="sm"
                        variant="filled"
                        className={classes.statusBadge}
                        style={{ backgroundColor: statusColor(guest.status) }}
                      >
                        {statusTitle(guest.status)}
                      </Badge>
                      <Text size="xs" c="dimmed">
                        ID {guest.originalId} · Archived {archiveDateText(guest.archivedAt)}
                      </Text>
                    </Group>
                    <Group gap="xs">
                      <Button
                        size="xs"
                        variant="light"
                        leftSection={<IconArrowBackUp size={14} aria-hidden />}
                        aria-label={`Restore ${guest.name}`}
                        onClick={() => onRestore(guest)}
                      >
                        Restore
                      </Button>
                      <Button
                        size="xs"
                        variant="default"
                        leftSection={
                          <IconTrash size={14} color="var(--mantine-color-red-8)" aria-hidden />
                        }
                        aria-label={`Delete ${guest.name} permanently`}
                        onClick={() => onDelete(guest)}
                      >
                        Delete
                      </Button>
                    </Group>
                  </Stack>
                </Group>
              </Card>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}

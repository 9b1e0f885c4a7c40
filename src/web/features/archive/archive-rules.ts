// Pure rules of the archive table (docs/product.md#archive-screen): what the search matches, how
// each sortable column orders (dates by time, the rest by lower-case text, empty values last in
// both directions), the archive date's text and the page sizes. The table (TanStack Table) is
// configured from here, so the unit tests exercise exactly what the page does.
import type { ColumnDef, SortFn } from '@tanstack/react-table';
import {
  createPaginatedRowModel,
  createSortedRowModel,
  rowPaginationFeature,
  rowSelectionFeature,
  rowSortingFeature,
  tableFeatures,
} from '@tanstack/react-table';
import dayjs from 'dayjs';
import { containsNeedle, searchNeedle, statusTitle } from '#shared/guest-rules.js';
import type { ArchivedGuestDto } from '#shared/schemas/archive.js';

export const ARCHIVE_PAGE_SIZES = [5, 10, 20, 50] as const;
export const DEFAULT_PAGE_SIZE = 10;

export const SORTABLE_COLUMNS = ['name', 'status', 'originalId', 'archivedAt'] as const;
export type SortableColumn = (typeof SORTABLE_COLUMNS)[number];

/** Default order: most recently archived first. */
export const DEFAULT_SORTING = [{ id: 'archivedAt' satisfies SortableColumn, desc: true }];

// ---- search --------------------------------------------------------------------------------

/**
 * The search box: name, details, status (its stored value or its column title), organization,
 * title or original id contains the query, by the board's rule: ignoring case, accents and how
 * many spaces (docs/decisions/042-search-folds-accents-and-spaces.md).
 */
export function matchesArchiveSearch(guest: ArchivedGuestDto, query: string): boolean {
  const needle = searchNeedle(query);
  if (!needle) return true;
  return [
    guest.name,
    guest.details,
    guest.status,
    statusTitle(guest.status),
    guest.organization,
    guest.title,
    String(guest.originalId),
  ].some((field) => containsNeedle(field, needle));
}

// ---- sorting -------------------------------------------------------------------------------

/**
 * The value a column sorts by: the archive date's time in milliseconds; otherwise the text shown
 * (the status by its column title), in lower case. Blank text and a missing or invalid date are
 * `undefined`, which the table always puts last.
 */
export function archiveSortValue(
  guest: ArchivedGuestDto,
  column: SortableColumn,
): string | number | undefined {
  if (column === 'archivedAt') {
    const time = guest.archivedAt ? Date.parse(guest.archivedAt) : Number.NaN;
    return Number.isNaN(time) ? undefined : time;
  }
  const text =
    column === 'name'
      ? guest.name
      : column === 'status'
        ? statusTitle(guest.status)
        : String(guest.originalId);
  const lower = text.trim().toLowerCase();
  return lower === '' ? undefined : lower;
}

// Digits compare as numbers ("guest 2" before "guest 10", id 9 before id 10), as a host expects.
const collator = new Intl.Collator('en', { numeric: true });

/** Ascending comparison of two non-empty sort values (the table reverses it for descending). */
export function compareArchiveSortValues(a: string | number, b: string | number): number {
  if (typeof a === 'number' && typeof b === 'number') return a - b;
  return collator.compare(String(a), String(b));
}

// ---- the table -----------------------------------------------------------------------------

/** Sorting, paging and selection, each with its client-side row model. */
export const archiveTableFeatures = tableFeatures({
  rowSortingFeature,
  sortedRowModel: createSortedRowModel(),
  rowPaginationFeature,
  paginatedRowModel: createPaginatedRowModel(),
  rowSelectionFeature,
});
export type ArchiveTableFeatures = typeof archiveTableFeatures;

const compareRows: SortFn<ArchiveTableFeatures, ArchivedGuestDto> = (a, b, columnId) =>
  compareArchiveSortValues(
    a.getValue<string | number>(columnId),
    b.getValue<string | number>(columnId),
  );

/**
 * The sorting half of a sortable column; the page adds its header and cell. Two states per column
 * (ascending, descending; never "unsorted"); dates start newest first, text from A.
 */
export function sortableColumn(
  column: SortableColumn,
): ColumnDef<ArchiveTableFeatures, ArchivedGuestDto, unknown> {
  return {
    id: column,
    accessorFn: (guest) => archiveSortValue(guest, column),
    sortFn: compareRows,
    sortUndefined: 'last',
    sortDescFirst: column === 'archivedAt',
    enableSorting: true,
  };
}

/** Rows are identified by the archive entry's id, so selection survives sorting and paging. */
export const archiveRowId = (guest: ArchivedGuestDto): string => String(guest.id);

// ---- display -------------------------------------------------------------------------------

/** "Jan 5, 2025" in the browser's time zone, or "N/A" when the date is missing or invalid. */
export function archiveDateText(iso: string | null | undefined): string {
  if (!iso) return 'N/A';
  const date = dayjs(iso);
  return date.isValid() ? date.format('MMM D, YYYY') : 'N/A';
}

import { constructTable } from '@tanstack/react-table';
import type { SortingState } from '@tanstack/react-table';
import { storeReactivityBindings } from '@tanstack/table-core/store-reactivity-bindings';
import { describe, expect, it } from 'vitest';
import type { ArchivedGuestDto } from '#shared/schemas/archive.js';
import {
  archiveDateText,
  archiveRowId,
  archiveSortValue,
  archiveTableFeatures,
  compareArchiveSortValues,
  type ArchiveTableFeatures,
  DEFAULT_SORTING,
  matchesArchiveSearch,
  SORTABLE_COLUMNS,
  sortableColumn,
} from '#web/features/archive/archive-rules.js';

let nextId = 1;
function archived(fields: Partial<ArchivedGuestDto> = {}): ArchivedGuestDto {
  const id = nextId++;
  return {
    id,
    originalId: 100 + id,
    name: `Guest ${id}`,
    details: 'Details',
    status: 'prospect',
    organization: null,
    title: null,
    dateAdded: '2025-01-01T00:00:00.000Z',
    archivedAt: '2025-01-05T12:00:00.000Z',
    ...fields,
  };
}

/** The names in the order the page's table (the real TanStack row model) shows them. */
function sortedNames(data: ArchivedGuestDto[], sorting: SortingState): string[] {
  const table = constructTable({
    // useTable adds React's reactivity; a headless table needs the store's.
    features: {
      ...archiveTableFeatures,
      coreReactivityFeature: storeReactivityBindings(),
    } as ArchiveTableFeatures,
    columns: SORTABLE_COLUMNS.map(sortableColumn),
    data,
    getRowId: archiveRowId,
    initialState: { sorting, pagination: { pageIndex: 0, pageSize: 50 } },
  });
  return table.getSortedRowModel().rows.map((row) => row.original.name);
}

describe('sorting the archive table', () => {
  it('sorts text by lower case, not by character code', () => {
    const data = [
      archived({ name: 'bob' }),
      archived({ name: 'Carol' }),
      archived({ name: 'alice' }),
    ];
    expect(sortedNames(data, [{ id: 'name', desc: false }])).toEqual(['alice', 'bob', 'Carol']);
    expect(sortedNames(data, [{ id: 'name', desc: true }])).toEqual(['Carol', 'bob', 'alice']);
  });

  it('puts empty values last in both directions', () => {
    const data = [
      archived({ name: 'Late', archivedAt: '2025-03-01T00:00:00.000Z' }),
      archived({ name: 'Undated', archivedAt: null }),
      archived({ name: 'Early', archivedAt: '2024-12-31T00:00:00.000Z' }),
      archived({ name: 'Broken', archivedAt: 'not a date' }),
    ];
    expect(sortedNames(data, [{ id: 'archivedAt', desc: true }])).toEqual([
      'Late',
      'Early',
      'Undated',
      'Broken',
    ]);
    expect(sortedNames(data, [{ id: 'archivedAt', desc: false }])).toEqual([
      'Early',
      'Late',
      'Undated',
      'Broken',
    ]);
    const names = [archived({ name: 'Zed' }), archived({ name: '   ' }), archived({ name: 'Amy' })];
    expect(sortedNames(names, [{ id: 'name', desc: false }])).toEqual(['Amy', 'Zed', '   ']);
    expect(sortedNames(names, [{ id: 'name', desc: true }])).toEqual(['Zed', 'Amy', '   ']);
  });

  it('sorts dates by time, whatever their text looks like', () => {
    const data = [
      archived({ name: 'Noon UTC', archivedAt: '2025-01-05T12:00:00.000Z' }),
      archived({ name: 'Earlier, other zone', archivedAt: '2025-01-05T13:00:00+05:00' }),
      archived({ name: 'Next year', archivedAt: '2026-01-01T00:00:00.000Z' }),
    ];
    expect(sortedNames(data, DEFAULT_SORTING)).toEqual([
      'Next year',
      'Noon UTC',
      'Earlier, other zone',
    ]);
  });

  it('sorts the status by its column title and ids with digits as numbers', () => {
    const data = [
      archived({ name: 'S', status: 'scheduled', originalId: 10 }),
      archived({ name: 'H', status: 'hot', originalId: 9 }),
      archived({ name: 'C', status: 'complete', originalId: 100 }),
    ];
    // Complete, Episode Scheduled, Hot Candidate.
    expect(sortedNames(data, [{ id: 'status', desc: false }])).toEqual(['C', 'S', 'H']);
    expect(sortedNames(data, [{ id: 'originalId', desc: false }])).toEqual(['H', 'S', 'C']);
  });

  it('gives each column its sort value', () => {
    const guest = archived({ name: ' Ada ', status: 'intro', originalId: 42, archivedAt: null });
    expect(archiveSortValue(guest, 'name')).toBe('ada');
    expect(archiveSortValue(guest, 'status')).toBe('intro call');
    expect(archiveSortValue(guest, 'originalId')).toBe('42');
    expect(archiveSortValue(guest, 'archivedAt')).toBeUndefined();
    expect(compareArchiveSortValues('b', 'A')).toBeGreaterThan(0);
    expect(compareArchiveSortValues(1, 2)).toBeLessThan(0);
  });
});

describe('searching the archive', () => {
  const guest = archived({
    name: 'Jane Doe',
    details: 'Wrote a book on Habits',
    status: 'hot',
    organization: 'Acme Labs',
    title: 'Research Director',
    originalId: 4711,
  });

  it('matches name, details, status, organization, title or original id, ignoring case', () => {
    for (const query of [
      'jane',
      'HABITS',
      'hot',
      'hot candidate',
      'acme',
      'director',
      '4711',
      '  doe  ',
    ]) {
      expect(matchesArchiveSearch(guest, query), query).toBe(true);
    }
  });

  it("follows the board's search: accents ignored both ways, a run of spaces is one", () => {
    // docs/decisions/042-search-folds-accents-and-spaces.md
    const jose = archived({
      name: 'José Müller',
      status: 'hot',
      organization: 'Société  Générale',
    });
    for (const query of ['jose', 'MULLER', 'josé  müller', 'societe generale', 'hot  candidate']) {
      expect(matchesArchiveSearch(jose, query), query).toBe(true);
    }
    expect(matchesArchiveSearch(archived({ name: 'Jose' }), 'josé')).toBe(true);
  });

  it('matches nothing else, and everything for a blank query', () => {
    expect(matchesArchiveSearch(guest, 'prospect')).toBe(false);
    expect(matchesArchiveSearch(guest, '4712')).toBe(false);
    expect(matchesArchiveSearch(archived({ organization: null, title: null }), 'acme')).toBe(false);
    expect(matchesArchiveSearch(guest, '   ')).toBe(true);
  });
});

describe('the archive date', () => {
  it('reads like "Jan 5, 2025", or N/A when missing', () => {
    expect(archiveDateText('2025-01-05T12:00:00.000Z')).toBe('Jan 5, 2025');
    expect(archiveDateText(null)).toBe('N/A');
    expect(archiveDateText('garbage')).toBe('N/A');
  });
});

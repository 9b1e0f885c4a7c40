// The Insights charts' tables (docs/product.md#insights): the rows a chart draws are the rows its
// table lists and its CSV holds.
import { describe, expect, it } from 'vitest';
import { tableToCsv } from '#shared/guest-csv.js';
import {
  chartData,
  csvFileName,
  followThroughTable,
  stallsTable,
} from '#web/features/insights/insight-tables.js';

const period = { from: '2026-09-21T00:00:00.000Z', to: '2026-10-12T00:00:00.000Z' };

describe('Insights tables', () => {
  it('gives the stalls chart its two series and the table every figure, in board order', () => {
    const table = stallsTable({
      period,
      columns: [
        { status: 'prospect', stays: 3, ongoing: 1, medianDays: 10, p90Days: 30 },
        { status: 'complete', stays: 0, ongoing: 0, medianDays: null, p90Days: null },
      ],
    });
    expect(table.headers).toEqual([
      'Column',
      'Median days',
      '90th percentile days',
      'Stays',
      'Still there',
    ]);
    expect(table.rows).toEqual([
      ['Prospect', 10, 30, 3, 1],
      ['Complete', null, null, 0, 0],
    ]);
    expect(table.charted).toBe(2);
    expect(chartData(table)[0]).toEqual({
      Column: 'Prospect',
      'Median days': 10,
      '90th percentile days': 30,
      Stays: 3,
      'Still there': 1,
    });
  });

  it('labels weeks by their Monday and downloads the same rows as CSV', () => {
    const table = followThroughTable({
      period,
      weeks: [
        { week: '2026-09-21', completed: 1, pastDue: 0 },
        { week: '2026-09-28', completed: 0, pastDue: 2 },
      ],
    });
    expect(tableToCsv(table.headers, table.rows)).toBe(
      '\uFEFFWeek of,Completed,Gone past due\r\n"Sep 21, 2026",1,0\r\n"Sep 28, 2026",0,2\r\n',
    );
    expect(csvFileName(table, period)).toBe('insights-follow-through-2026-09-21-to-2026-10-12.csv');
  });
});

// The Insights cards' tables (docs/product.md#insights): the figures a card shows and the rows its
// chart draws are the figures and rows its table lists and its CSV holds.
import { describe, expect, it } from 'vitest';
import {
  chartData,
  csvFileName,
  periodText,
  episodesTable,
  flowTable,
  followThroughTable,
  insightCsv,
  pipelineTable,
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
    expect(table.figures).toEqual([]);
    expect(insightCsv(table)).toBe(
      '\uFEFFWeek of,Completed,Gone past due\r\n"Sep 21, 2026",1,0\r\n"Sep 28, 2026",0,2\r\n',
    );
    // The period's last day is Oct 11: its `to` is the instant after it.
    expect(csvFileName(table, period, new Date('2026-11-22T12:00:00.000Z'))).toBe(
      'insights-follow-through-2026-09-21-to-2026-10-11.csv',
    );
  });

  it("lists the flow card's figures as a table above the chart's, in the view and the CSV", () => {
    const table = flowTable({
      period,
      entered: [
        { status: 'prospect', guests: 2 },
        { status: 'scheduled', guests: 1 },
      ],
      conversion: {
        prospects: 2,
        scheduled: 1,
        complete: 0,
        scheduledPercent: 50,
        completePercent: 0,
      },
      booked: 1,
      medianDaysToScheduled: 37.5,
    });
    expect(table.figures).toEqual([
      ['Booked (first scheduled)', 1],
      ['Median days added → scheduled', 37.5],
      ['Prospect → Episode Scheduled', '1 of 2 (50%)'],
      ['Prospect → Complete', '0 of 2 (0%)'],
    ]);
    expect(insightCsv(table)).toBe(
      '\uFEFFFigure,Value\r\n' +
        'Booked (first scheduled),1\r\n' +
        'Median days added → scheduled,37.5\r\n' +
        'Prospect → Episode Scheduled,1 of 2 (50%)\r\n' +
        'Prospect → Complete,0 of 2 (0%)\r\n' +
        '\r\n' +
        'Column,Guests entered\r\nProspect,2\r\nEpisode Scheduled,1\r\n',
    );
    // One byte-order mark, at the start.
    expect(insightCsv(table).lastIndexOf('\uFEFF')).toBe(0);
  });

  it('gives the pipeline and episodes cards their figures, and the pipeline file the day', () => {
    const pipeline = pipelineTable({
      columns: [{ status: 'prospect', guests: 3 }],
      quietGuests: 1,
      activeGuests: 3,
    });
    expect(pipeline.figures).toEqual([
      ['Active guests', 3],
      ['No journal entry for 14 days', 1],
    ]);
    expect(insightCsv(pipeline)).toBe(
      '\uFEFFFigure,Value\r\nActive guests,3\r\nNo journal entry for 14 days,1\r\n' +
        '\r\nColumn,Guests\r\nProspect,3\r\n',
    );
    expect(csvFileName(pipeline, undefined, new Date('2026-11-22T23:30:00.000Z'))).toBe(
      'insights-pipeline-2026-11-22.csv',
    );

    const episodes = episodesTable({
      period,
      months: [{ month: '2026-09', recorded: 2 }],
      upcoming: [
        { id: 1, title: 'Recording', startTime: '2026-10-13T10:00:00.000Z', guestName: null },
      ],
    });
    expect(episodes.figures).toEqual([['Recordings in the next 14 days', 1]]);
    expect(episodes.rows).toEqual([['Sep 2026', 2]]);
    // A last-N-days period ends now: its last day is today.
    expect(
      csvFileName(
        episodes,
        { from: '2026-08-24T12:00:00.000Z', to: '2026-11-22T12:00:00.000Z' },
        new Date('2026-11-22T12:00:00.000Z'),
      ),
    ).toBe('insights-episodes-2026-08-24-to-2026-11-22.csv');
  });
});

describe('periodText', () => {
  it("names a period's first and last days as the server counts them, in UTC", () => {
    // A from-to period of Aug 29 to Nov 27, as the API answers it (its end is the instant after).
    const period = { from: '2026-08-29T00:00:00.000Z', to: '2026-11-28T00:00:00.000Z' };
    expect(periodText(period)).toBe('Aug 29, 2026 – Nov 27, 2026');
  });
});

// The stays rule of docs/product.md#insights as one pure function (staysOf, staysFromHistory):
// hand-made histories, one per case of the rule, with every number worked out beside it.
// tests/api/insights-rule.test.ts checks that the database answers the same.
import { describe, expect, it } from 'vitest';
import type { GuestStatus } from '#shared/enums.js';
import type { GuestEvent, GuestHistory } from '#server/services/insight-stays.js';
import { staysFromHistory, staysOf } from '#server/services/insight-stays.js';
import { entered, stalls } from '../helpers/insights.js';

const DAY = 86_400_000;
const D0 = Date.UTC(2026, 5, 1);
const day = (n: number) => new Date(D0 + n * DAY);
/** Days a to b, both included: from the start of day a to the start of day b + 1. */
const between = (a: number, b: number) => ({ from: day(a), to: day(b + 1) });

type Step = [at: number, 'moved', GuestStatus] | [at: number, 'archived' | 'restored'];

/** A guest added on day `added` into `status`, then its steps, each on its day. */
function guest(added: number, status: GuestStatus, ...steps: Step[]): GuestHistory {
  return {
    added: day(added),
    status,
    events: steps.map(([at, kind, to]): GuestEvent =>
      kind === 'moved' ? { at: day(at), kind, status: to as GuestStatus } : { at: day(at), kind },
    ),
  };
}

describe('staysOf', () => {
  it('ends a stay on archiving and starts one in the same column on restoring', () => {
    expect(
      staysOf(guest(0, 'hot', [4, 'archived'], [10, 'restored'], [12, 'moved', 'intro'])),
    ).toEqual([
      {
        status: 'hot',
        enteredAt: day(0),
        leftAt: day(4),
        enteredBy: 'created',
        leftBy: 'archived',
      },
      {
        status: 'hot',
        enteredAt: day(10),
        leftAt: day(12),
        enteredBy: 'restored',
        leftBy: 'status_change',
      },
      {
        status: 'intro',
        enteredAt: day(12),
        leftAt: null,
        enteredBy: 'status_change',
        leftBy: null,
      },
    ]);
  });

  it('starts a guest created into a later column there', () => {
    expect(staysOf(guest(3, 'scheduled'))).toEqual([
      { status: 'scheduled', enteredAt: day(3), leftAt: null, enteredBy: 'created', leftBy: null },
    ]);
  });
});

describe('staysFromHistory', () => {
  it('counts moves back and forth as stays like any other, and a guest once per column entered', () => {
    const answer = staysFromHistory(
      [
        guest(
          0,
          'prospect',
          [2, 'moved', 'hot'],
          [5, 'moved', 'prospect'],
          [6, 'moved', 'hot'],
          [10, 'moved', 'scheduled'],
        ),
      ],
      between(0, 29),
      day(30),
    );
    // Prospect 0-2 and 5-6: 2 and 1 days, median 1.5, p90 1 + 0.9 x 1 = 1.9. Hot 2-5 and 6-10: 3
    // and 4. Scheduled from day 10, still there at the period's end (day 30): 20.
    expect(answer.stalls).toEqual(
      stalls({ prospect: [2, 0, 1.5, 1.9], hot: [2, 0, 3.5, 3.9], scheduled: [1, 1, 20, 20] }),
    );
    expect(answer.flow).toEqual({
      entered: entered({ prospect: 1, hot: 1, scheduled: 1 }),
      conversion: {
        prospects: 1,
        scheduled: 1,
        complete: 0,
        scheduledPercent: 100,
        completePercent: 0,
      },
      booked: 1,
      medianDaysToScheduled: 10,
    });
  });

  it('ends a stay on archiving, starts one on restoring, and keeps archived guests as history', () => {
    const answer = staysFromHistory(
      [
        guest(0, 'prospect', [4, 'archived'], [10, 'restored'], [12, 'moved', 'hot']),
        guest(1, 'prospect', [3, 'archived']),
      ],
      between(0, 19),
      day(20),
    );
    // Prospect: 0-4 (4), 10-12 (2), 1-3 (2): median 2, p90 2 + 0.8 x 2 = 3.6; the gap while
    // archived (4-10) is no stay. Hot from day 12 to day 20: 8, still there.
    expect(answer.stalls).toEqual(stalls({ prospect: [3, 0, 2, 3.6], hot: [1, 1, 8, 8] }));
    // Two guests entered Prospect (the first twice: once), neither was scheduled.
    expect(answer.flow).toMatchObject({
      entered: entered({ prospect: 2, hot: 1 }),
      conversion: { prospects: 2, scheduled: 0, complete: 0, scheduledPercent: 0 },
      booked: 0,
      medianDaysToScheduled: null,
    });
  });

  it('starts a guest created straight into a later column there, outside the Prospect conversion', () => {
    const answer = staysFromHistory(
      [guest(3, 'intro', [4, 'moved', 'scheduled'])],
      between(0, 9),
      day(10),
    );
    expect(answer.stalls).toEqual(stalls({ intro: [1, 0, 1, 1], scheduled: [1, 1, 6, 6] }));
    expect(answer.flow).toEqual({
      entered: entered({ intro: 1, scheduled: 1 }),
      conversion: {
        prospects: 0,
        scheduled: 0,
        complete: 0,
        scheduledPercent: null,
        completePercent: null,
      },
      booked: 1,
      medianDaysToScheduled: 1,
    });
  });

  it('measures a stay the period cuts in two from its start, and a stay ended before it not at all', () => {
    const ed = guest(0, 'prospect', [10, 'moved', 'hot'], [40, 'moved', 'scheduled']);
    // Days 20-29: Prospect (0-10) ended before; Hot (10-40) runs past day 30: 20 days from its
    // start on day 10, still there. Nobody entered a column.
    const cut = staysFromHistory([ed], between(20, 29), day(60));
    expect(cut.stalls).toEqual(stalls({ hot: [1, 1, 20, 20] }));
    expect(cut.flow).toMatchObject({ entered: entered({}), booked: 0 });
    // Days 35-44: Hot began before and ended inside (30 days); Scheduled from day 40 to 45 (5).
    const next = staysFromHistory([ed], between(35, 44), day(60));
    expect(next.stalls).toEqual(stalls({ hot: [1, 0, 30, 30], scheduled: [1, 1, 5, 5] }));
    expect(next.flow).toMatchObject({
      entered: entered({ scheduled: 1 }),
      booked: 1,
      medianDaysToScheduled: 40,
    });
  });

  it('ends a stay still running at the earlier of the period’s end and now', () => {
    const bo = guest(0, 'prospect', [4, 'moved', 'scheduled']);
    // Still there at the period's end (day 10), now long after: 6 days.
    expect(staysFromHistory([bo], between(0, 9), day(40)).stalls).toEqual(
      stalls({ prospect: [1, 0, 4, 4], scheduled: [1, 1, 6, 6] }),
    );
    // The period runs to day 30, but now is day 10.5: 6.5 days, still there.
    expect(
      staysFromHistory([bo], between(0, 29), new Date(day(10).getTime() + DAY / 2)).stalls,
    ).toEqual(stalls({ prospect: [1, 0, 4, 4], scheduled: [1, 1, 6.5, 6.5] }));
    // A stay that begins after now is not there yet (the period is the future's too).
    const later = guest(0, 'prospect', [20, 'moved', 'scheduled']);
    expect(staysFromHistory([later], between(0, 29), day(15)).stalls).toEqual(
      stalls({ prospect: [1, 1, 15, 15] }),
    );
  });

  it('counts no stay in a period wholly in the future: nothing in it has happened yet', () => {
    const bo = guest(0, 'prospect', [4, 'moved', 'scheduled']);
    // Now is day 10; days 20 to 29 have not begun. Scheduled from day 4 runs on, but not in them.
    expect(staysFromHistory([bo], between(20, 29), day(10)).stalls).toEqual(stalls({}));
    // A period starting now has not begun either; one that began a moment ago has.
    expect(staysFromHistory([bo], between(10, 29), day(10)).stalls).toEqual(stalls({}));
    expect(staysFromHistory([bo], between(10, 29), day(10.5)).stalls).toEqual(
      stalls({ scheduled: [1, 1, 6.5, 6.5] }),
    );
  });

  it('converts Prospect to Episode Scheduled and to Complete within one period', () => {
    const answer = staysFromHistory(
      [
        guest(0, 'prospect', [3, 'moved', 'scheduled'], [8, 'moved', 'complete']),
        guest(1, 'prospect', [5, 'moved', 'scheduled']),
        guest(2, 'prospect'),
      ],
      between(0, 29),
      day(30),
    );
    // Three prospects; two scheduled after it (3 and 4 days after being added: median 3.5); one
    // complete.
    expect(answer.flow).toEqual({
      entered: entered({ prospect: 3, scheduled: 2, complete: 1 }),
      conversion: {
        prospects: 3,
        scheduled: 2,
        complete: 1,
        scheduledPercent: 66.7,
        completePercent: 33.3,
      },
      booked: 2,
      medianDaysToScheduled: 3.5,
    });
  });

  it('does not convert a guest scheduled before it entered Prospect, though it is booked', () => {
    const answer = staysFromHistory(
      [guest(0, 'hot', [2, 'moved', 'scheduled'], [4, 'moved', 'prospect'])],
      between(0, 29),
      day(30),
    );
    expect(answer.flow).toEqual({
      entered: entered({ hot: 1, scheduled: 1, prospect: 1 }),
      conversion: {
        prospects: 1,
        scheduled: 0,
        complete: 0,
        scheduledPercent: 0,
        completePercent: 0,
      },
      booked: 1,
      medianDaysToScheduled: 2,
    });
  });

  it('books a guest only in the period of its first Episode Scheduled stay', () => {
    const flo = guest(
      0,
      'prospect',
      [5, 'moved', 'scheduled'],
      [8, 'moved', 'limbo'],
      [25, 'moved', 'scheduled'],
    );
    expect(staysFromHistory([flo], between(20, 29), day(30)).flow).toMatchObject({
      entered: entered({ scheduled: 1 }),
      booked: 0,
      medianDaysToScheduled: null,
    });
    expect(staysFromHistory([flo], between(0, 9), day(30)).flow).toMatchObject({
      booked: 1,
      medianDaysToScheduled: 5,
    });
  });
});

// The Insights cards at scale (docs/product.md#insights, docs/performance.md): a host with 20,000
// guests and 200,000 journal entries over a year (status changes back and forth, archives and
// restores, notes), tasks, action items and recordings, on PostgreSQL, shared with a team member who
// owns a quarter of the guests, is assigned a quarter of the tasks and made a quarter of the
// recordings; the built server answers each card's GET for the last 30 and 365 days, the longest
// from-to period (731 days) and the last 365 days filtered to the member, and the median of the
// measured calls must stay under INSIGHTS_BUDGET_MS. Run alone (`node scripts/bench/insights.mjs [--no-build]`, TEST_DATABASE_URL
// set) or as the `insights` part of scripts/bench/run.mjs.
import { spawnSync } from 'node:child_process';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import pg from 'pg';
import { createScratchDatabase } from '../scratch-database.ts';
import { PASSWORD, round, serverEnv, signIn, start, stop } from './lib.mjs';

export const INSIGHTS_BUDGET_MS = 100;
const CARDS = ['pipeline', 'flow', 'stalls', 'episodes', 'follow-through'];
const DAY_MS = 86_400_000;
/** The queries timed, each with its label: `now` is the bench's clock, `member` the member's id. */
const queriesAt = (now, member) => {
  const day = (daysAgo) => new Date(now.getTime() - daysAgo * DAY_MS).toISOString().slice(0, 10);
  return [
    { label: 'last 30 days', query: 'days=30' },
    { label: 'last 365 days', query: 'days=365' },
    // The longest period allowed: 731 days, both ends included.
    { label: '731 days from-to', query: `from=${day(730)}&to=${day(0)}` },
    { label: 'last 365 days, member', query: `days=365&member=${member}` },
  ];
};
const GUESTS = 20_000;
const JOURNAL_ENTRIES = 200_000;
const USERNAME = 'benchinsights';
const MEMBER_USERNAME = 'benchinsightsmember';
const WARM_UP = 3;
const RUNS = 21;

const log = (message) => console.log(`[bench insights] ${message}`);
const quantile = (values, q) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))];
};

/** The host's year, written in a few set-based statements. */
async function seedHistory(url, userId, now) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = (text, values = []) => client.query(text, values);
  try {
    await run('begin');
    // Added over the last 400 days.
    await run(
      `insert into guests (user_id, name, details, status, date_added, created_by, last_modified_by, last_modified_at)
       select $1, 'Insight guest ' || i, 'Bench guest', 'prospect',
         $2::timestamptz - ((i * 7919) % (400 * 1440)) * interval '1 minute', $1, $1, $2
       from generate_series(1, $3::int) i`,
      [userId, now, GUESTS],
    );
    await run(
      `insert into journal_entries (guest_id, user_id, username, action, description, new_value, created_at)
       select id, $1, $2, 'created', 'Guest created', name, date_added from guests where user_id = $1`,
      [userId, USERNAME],
    );
    // Up to six moves each, Intro Call twice (back from Limbo), every 2 to 14 days; one guest in
    // ten archived half a day after being added and restored a day later (before any move). In
    // time order: the database's triggers keep each guest's stays as the entries come.
    await run(
      `with path(k, old, new) as (values (1, 'prospect', 'hot'), (2, 'hot', 'intro'),
         (3, 'intro', 'limbo'), (4, 'limbo', 'intro'), (5, 'intro', 'scheduled'),
         (6, 'scheduled', 'complete')),
       marks as (
         select g.id as guest_id, 'status_change' as action, p.old, p.new,
           g.date_added + p.k * (2 + g.id % 13) * interval '1 day' as at
         from guests g join path p on p.k <= g.id % 7 where g.user_id = $1
         union all
         select id, a.action, null, null, date_added + a.after
         from guests, (values ('archived', interval '12 hours'), ('restored', interval '36 hours')) a(action, after)
         where user_id = $1 and id % 10 = 0
       )
       insert into journal_entries (guest_id, user_id, username, action, description, old_value, new_value, created_at)
       select guest_id, $1, $2, action, action, old, new, at from marks where at <= $3
       order by at, guest_id`,
      [userId, USERNAME, now],
    );
    await run(
      `update guests g set status = last.new_value from (
         select distinct on (guest_id) guest_id, new_value from journal_entries
         where user_id = $1 and action = 'status_change' order by guest_id, created_at desc, id desc
       ) last where g.id = last.guest_id`,
      [userId],
    );
    // One in fifty archived an hour ago and still in the archive.
    await run(
      `insert into journal_entries (guest_id, user_id, username, action, description, created_at)
       select id, $1, $2, 'archived', 'Guest archived', $3::timestamptz - interval '1 hour'
       from guests where user_id = $1 and id % 50 = 0`,
      [userId, USERNAME, now],
    );
    await run(`update guests set is_archived = true where user_id = $1 and id % 50 = 0`, [userId]);
    const { rows } = await run(
      'select count(*)::int as n from journal_entries where user_id = $1',
      [userId],
    );
    // Notes make up the rest, spread over each guest's life.
    await run(
      `with numbered as (
         select id, date_added, row_number() over (order by id) as n from guests where user_id = $1
       )
       insert into journal_entries (guest_id, user_id, username, action, description, created_at)
       select g.id, $1, $2, 'manual_note', 'Bench note',
         g.date_added + (($3::timestamptz - g.date_added) * ((i * 37) % 100) / 100.0)
       from generate_series(1, $4::int) i join numbered g on g.n = 1 + i % $5`,
      [userId, USERNAME, now, JOURNAL_ENTRIES - rows[0].n, GUESTS],
    );
    // Follow-through and episodes: 4,000 tasks, 2,000 action items, 2,000 recordings over the year.
    await run(
      `insert into tasks (user_id, guest_id, title, due_date, status, completed_at)
       select $1, null, 'Bench task ' || i, $2::timestamptz - (i % 365) * interval '1 day',
         case when i % 2 = 0 then 'completed' else 'pending' end,
         case when i % 2 = 0 then $2::timestamptz - (i % 365 + i % 5 - 2) * interval '1 day' end
       from generate_series(1, 4000) i`,
      [userId, now],
    );
    await run(
      `insert into action_items (user_id, title, due_date, is_completed, updated_at)
       select $1, 'Bench item ' || i, $2::timestamptz - (i % 365) * interval '1 day', i % 3 = 0,
         $2::timestamptz - (i % 360) * interval '1 day'
       from generate_series(1, 2000) i`,
      [userId, now],
    );
    await run(
      `insert into calendar_events (user_id, guest_id, title, start_time, end_time, event_type, is_completed, completed_at)
       select $1, g.id, 'Recording ' || g.id, t, t + interval '1 hour', 'recording', t < $2, case when t < $2 then t end
       from (select id, $2::timestamptz + ((id % 400) - 380) * interval '1 day' as t
             from guests where user_id = $1 and id % 10 = 1) g`,
      [userId, now],
    );
    await run('commit');
    await run('analyze');
    const counts = await run(
      `select (select count(*)::int from guests where user_id = $1) as guests,
              (select count(*)::int from journal_entries where user_id = $1) as journal`,
      [userId],
    );
    return counts.rows[0];
  } finally {
    await client.end();
  }
}

/**
 * The host and the member in one team: every guest shared with it, a quarter of them (and of the
 * tasks' assignments and of the recordings) the member's.
 */
async function shareWithMember(url, hostId, memberId) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const run = (text, values = []) => client.query(text, values);
  try {
    await run('begin');
    const { rows } = await run(
      `insert into organizations (name) values ('Bench show') returning id`,
    );
    const team = rows[0].id;
    await run(
      `update users set organization_id = $1,
         team_role = case when id = $2 then 'owner' else 'member' end
       where id in ($2, $3)`,
      [team, hostId, memberId],
    );
    await run(`update guests set organization_id = $1 where user_id = $2`, [team, hostId]);
    await run(`update guests set user_id = $1 where user_id = $2 and id % 4 = 0`, [
      memberId,
      hostId,
    ]);
    await run(`update tasks set assignee_id = $1 where user_id = $2 and id % 4 = 0`, [
      memberId,
      hostId,
    ]);
    await run(`update calendar_events set user_id = $1 where user_id = $2 and id % 4 = 0`, [
      memberId,
      hostId,
    ]);
    await run('commit');
    // The updates above leave a dead copy of every guest row: vacuumed, as autovacuum would soon
    // do, so the timings neither scan them nor meet autovacuum at work.
    await run('vacuum analyze');
  } finally {
    await client.end();
  }
}

/** Milliseconds per call of one card, one after another. */
async function timeCard(base, cookie, url) {
  const times = [];
  for (let i = 0; i < WARM_UP + RUNS; i += 1) {
    const started = performance.now();
    const response = await fetch(`${base}${url}`, { headers: { cookie } });
    await response.arrayBuffer();
    if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
    if (i >= WARM_UP) times.push(performance.now() - started);
  }
  return { median: round(quantile(times, 0.5)), p95: round(quantile(times, 0.95)) };
}

/**
 * Seeds a scratch PostgreSQL database from `adminUrl`, starts the built server on `port` and times
 * every card; `{ skipped }` without a PostgreSQL URL.
 */
export async function benchInsights({ adminUrl, port, workDir }) {
  if (!adminUrl) return { skipped: 'TEST_DATABASE_URL is not set' };
  const scratch = await createScratchDatabase(adminUrl, 'gt_bench_insights');
  const dataDir = path.join(workDir, 'insights');
  await mkdir(dataDir, { recursive: true });
  try {
    const { openDatabase } = await import('../../dist/server/db/client.js');
    const { seed } = await import('../../dist/server/seed.js');
    const now = new Date();
    log('seeding 20,000 guests and 200,000 journal entries on PostgreSQL');
    const opened = await openDatabase({ databaseUrl: scratch.url, dataDir });
    let userId;
    let memberId;
    try {
      ({ userId } = await seed(opened.db, {
        username: USERNAME,
        password: PASSWORD,
        guestCount: 0,
      }));
      ({ userId: memberId } = await seed(opened.db, {
        username: MEMBER_USERNAME,
        password: PASSWORD,
        guestCount: 0,
      }));
    } finally {
      await opened.close();
    }
    const seeded = await seedHistory(scratch.url, userId, now.toISOString());
    await shareWithMember(scratch.url, userId, memberId);
    log(`seeded ${seeded.guests} guests, ${seeded.journal} journal entries; timing the cards`);

    const base = `http://127.0.0.1:${port}`;
    const { child } = await start(
      'dist/server/main.js',
      serverEnv({ url: scratch.url, dataDir }, port),
      `${base}/healthz`,
    );
    try {
      const cookie = await signIn(base, USERNAME);
      const cards = [];
      for (const { label, query } of queriesAt(now, memberId)) {
        for (const card of CARDS) {
          const timing = await timeCard(base, cookie, `/api/insights/${card}?${query}`);
          cards.push({ card, period: label, ...timing });
        }
      }
      return { ...seeded, budgetMs: INSIGHTS_BUDGET_MS, cards };
    } finally {
      await stop(child);
    }
  } finally {
    await scratch.drop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

/** The cards whose median call missed the budget. */
export function insightsMisses(results) {
  if (!results || results.skipped) return [];
  return results.cards
    .filter((row) => !(row.median < INSIGHTS_BUDGET_MS))
    .map(
      (row) =>
        `insights ${row.card}, ${row.period}: median ${row.median} ms, budget ${INSIGHTS_BUDGET_MS} ms`,
    );
}

export function insightsTable(results) {
  if (!results) return '';
  if (results.skipped) return `Insights: skipped (${results.skipped})`;
  const lines = [
    `Insights on PostgreSQL, ${results.guests} guests, ${results.journal} journal entries (median / p95 ms, budget < ${results.budgetMs} ms median)`,
  ];
  for (const row of results.cards) {
    lines.push(
      `  ${row.card.padEnd(15)} ${row.period.padEnd(22)} ${String(row.median).padStart(6)} / ${row.p95}`,
    );
  }
  return lines.join('\n');
}

// Run alone: node scripts/bench/insights.mjs [--no-build]
if (process.argv[1] === fileURLToPath(import.meta.url)) {
  if (!process.argv.includes('--no-build')) {
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  const results = await benchInsights({
    adminUrl: process.env.TEST_DATABASE_URL,
    port: Number(process.env.BENCH_PORT ?? 3900),
    workDir: path.resolve('bench/work'),
  });
  console.log(insightsTable(results));
  const misses = insightsMisses(results);
  console.log(misses.length ? `Budgets missed:\n- ${misses.join('\n- ')}` : 'Every budget met.');
  if (misses.length > 0) process.exitCode = 1;
}

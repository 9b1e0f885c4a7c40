// `npm run bench [-- --check] [-- --duration 10] [-- --no-build] [-- --only first-card]`: builds the app, seeds users with
// 20, 500, 2,000 and 20,000 guests, starts the real server on loopback and measures, in one run:
// - API throughput and latency with autocannon (10 connections), next to the floor of the work
//   (a bare node:http handler running the same guests query, scripts/bench/floor.mjs);
// - the board in Chromium at 20, 2,000 and 20,000 guests, interleaved: navigation to every column
//   painted, the JS heap after it, a keyboard drop, a search keystroke (scripts/bench/browser.mjs);
// - navigation to the first guest card visible, on a desktop and on a phone profile (390 px,
//   mobile emulation, CPU slowed 4x), and when the guests request started;
// - the gzip JavaScript each page loads first; the start-up time to /healthz.
// Prints one table, writes bench/results.json; with --check exits 1 naming every missed budget.
// Embedded database always; PostgreSQL as well (the API and the browser parts) when
// TEST_DATABASE_URL is set.
import { spawnSync } from 'node:child_process';
import { cp, mkdir, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { parseArgs } from 'node:util';
import { chromium } from '@playwright/test';
import autocannon from 'autocannon';
import { format, resolveConfig } from 'prettier';
import { findChromium } from '../chromium.mjs';
import { createScratchDatabase } from '../scratch-database.ts';
import { BROWSER_BUDGETS, benchBrowser, browserMisses, browserTable } from './browser.mjs';
import { bundleMisses, measureBundles } from './bundles.mjs';
import { benchInsights, insightsMisses, insightsTable } from './insights.mjs';
import { PASSWORD, round, serverEnv, signIn, start, stop } from './lib.mjs';

const DEFAULT_PARTS = 'api,browser,first-card,insights';
const { values: args } = parseArgs({
  options: {
    check: { type: 'boolean', default: false },
    build: { type: 'boolean', default: true },
    duration: { type: 'string', default: '10' },
    repeat: { type: 'string', default: '5' },
    // A comma list of parts to run: api, browser, first-card, insights (default: all four).
    only: { type: 'string', default: DEFAULT_PARTS },
    // The API part's databases: embedded, postgres (with TEST_DATABASE_URL), or both.
    'api-databases': { type: 'string', default: 'embedded,postgres' },
  },
  allowNegative: true,
});
const DURATION = Number(args.duration);
const REPEAT = Number(args.repeat);
const ONLY = new Set(args.only.split(',').map((part) => part.trim()));
/** Navigations measured per profile and board size for the first card (the median is reported). */
const FIRST_CARD_RUNS = Math.max(REPEAT, 7);
const WORK_DIR = path.resolve('bench/work');
const RESULTS_FILE = path.resolve('bench/results.json');
const USERS = { bench20: 20, bench500: 500, bench2000: 2000, bench20000: 20000 };
const STATUSES = ['prospect', 'hot', 'intro', 'limbo', 'scheduled', 'complete'];
const APP_PORT = Number(process.env.BENCH_PORT ?? 3900);
const FLOOR_PORT = APP_PORT + 1;
const PEER_PORT = APP_PORT + 2;
/** Board sizes of the guest-list figures, app against its Express peer and the floor. */
const API_SIZES = [20, 2000, 20000];
/** Interleaved rounds per guest-list figure, each this many requests per server. */
const API_ROUNDS = 3;
const API_ROUND_REQUESTS = { 20: 2000, 2000: 200, 20000: 40 };

export const BUDGETS = {
  guestsVsFloor: 0.6,
  /** GET /api/guests at 2,000 and 20,000 guests, identity and gzip: app / Express peer req/s. */
  guestsVsPeer: 2,
  /** A revalidation of the 20,000-guest list that answers 304: p50 latency, ms. */
  notModifiedP50: 5,
  ...BROWSER_BUDGETS,
  /** Navigation to the first guest card visible, ms (docs/performance.md#first-card). */
  firstCardDesktop20: 500,
  firstCardPhone20: 1000,
  firstCardPhone2000: 1100,
  /** The board's data request starts at most this long after the HTML response ended, ms. */
  dataRequestAfterHtml: 100,
};

const log = (message) => console.log(`[bench] ${message}`);
const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};
const round1 = (value) => round(value, 1);

// ---- data --------------------------------------------------------------------------------------

/** Seeds the bench users into a database; returns `{ name: userId }`. */
async function seedUsers(database) {
  const { openDatabase } = await import('../../dist/server/db/client.js');
  const { seed } = await import('../../dist/server/seed.js');
  const opened = await openDatabase({ databaseUrl: database.url, dataDir: database.dataDir });
  try {
    const ids = {};
    for (const [username, guestCount] of Object.entries(USERS)) {
      ids[username] = (await seed(opened.db, { username, password: PASSWORD, guestCount })).userId;
    }
    return ids;
  } finally {
    await opened.close();
  }
}

async function getJson(base, cookie, url) {
  const response = await fetch(`${base}${url}`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET ${url} answered ${response.status}`);
  return response.json();
}

// ---- API ---------------------------------------------------------------------------------------

async function cannon(options) {
  // A short unmeasured run first: connections open, JIT and caches warm.
  await autocannon({ connections: 10, timeout: 60, ...options, duration: 1 });
  const result = await autocannon({ connections: 10, timeout: 60, ...options, duration: DURATION });
  return summary(result);
}

const summary = (result) => ({
  rps: round(result.requests.average, 1),
  p50: result.latency.p50,
  p99: result.latency.p99,
  errors: result.errors + result.timeouts + result.non2xx,
});

/** Cycles through guests, each request moving one to the next column (always a real write). */
function statusRequests(ids) {
  let n = 0;
  return [
    {
      method: 'PATCH',
      setupRequest(request) {
        const index = n % ids.length;
        const round = Math.floor(n / ids.length);
        n += 1;
        return {
          ...request,
          path: `/api/guests/${ids[index]}/status`,
          body: JSON.stringify({ status: STATUSES[(index + round + 1) % STATUSES.length] }),
        };
      },
    },
  ];
}

function noteRequests(ids) {
  let n = 0;
  return [
    {
      method: 'POST',
      setupRequest(request) {
        const id = ids[n % ids.length];
        n += 1;
        return {
          ...request,
          path: `/api/guests/${id}/journal`,
          body: JSON.stringify({ description: `Bench note ${n}` }),
        };
      },
    },
  ];
}

/** A copy of an embedded database for another process (PGlite is one process per directory). */
async function copyFor(database, suffix) {
  if (database.url) return database;
  const copy = { dataDir: `${database.dataDir}-${suffix}`, url: undefined };
  await rm(copy.dataDir, { recursive: true, force: true });
  await cp(database.dataDir, copy.dataDir, { recursive: true });
  return copy;
}

/** GET /api/guests as a client sends it: the body's text, decoded when it came compressed. */
async function guestsText(base, cookie, encoding) {
  const response = await fetch(`${base}/api/guests`, {
    headers: { cookie, ...(encoding ? { 'accept-encoding': encoding } : {}) },
  });
  if (!response.ok) throw new Error(`${base}/api/guests answered ${response.status}`);
  return { text: await response.text(), etag: response.headers.get('etag') };
}

/**
 * GET /api/guests on the app, its Express peer and the floor, for each board size and encoding,
 * measured interleaved: ROUNDS rounds, each running the three one after the other in a rotated
 * order, so a burst of load on the shared machine falls on all of them. Each figure is the median
 * of the rounds, with the rounds' spread; the ratio budgets read the ratio of each round.
 */
async function benchGuestList({ label, servers, userIds, cookies }) {
  const rows = [];
  for (const size of API_SIZES) {
    // The same bytes from both, before either is measured.
    for (const encoding of ['identity', 'gzip']) {
      const app = await guestsText(servers.app.base, cookies.app[size], encoding);
      const peer = await guestsText(servers.peer.base, cookies.peer[size], encoding);
      if (app.text !== peer.text) {
        throw new Error(`GET /api/guests (${size}, ${encoding}): the app and the peer differ`);
      }
    }
    for (const encoding of ['identity', 'gzip']) {
      log(`API on ${label}: GET /api/guests (${size} guests, ${encoding}), interleaved`);
      const headers = encoding === 'gzip' ? { 'accept-encoding': 'gzip' } : {};
      const targets = {
        app: {
          url: `${servers.app.base}/api/guests`,
          headers: { ...headers, cookie: cookies.app[size] },
        },
        peer: {
          url: `${servers.peer.base}/api/guests`,
          headers: { ...headers, cookie: cookies.peer[size] },
        },
        // The floor sends plain JSON only.
        ...(encoding === 'identity'
          ? { floor: { url: `${servers.floor.base}/?user=${userIds[`bench${size}`]}` } }
          : {}),
      };
      const names = Object.keys(targets);
      const runs = Object.fromEntries(names.map((name) => [name, []]));
      // Each round is a number of requests, not a time: every request is answered before the next
      // server's turn, so none is still running on the machine while another is measured.
      const amount = API_ROUND_REQUESTS[size];
      for (const name of names) {
        await autocannon({ connections: 10, timeout: 120, ...targets[name], amount: 10 });
      }
      for (let round = 0; round < API_ROUNDS; round += 1) {
        const order = names.map((_, i) => names[(i + round) % names.length]);
        for (const name of order) {
          const result = await autocannon({
            connections: 10,
            timeout: 120,
            ...targets[name],
            amount,
          });
          runs[name].push({
            ...summary(result),
            rps: round1(result.requests.total / result.duration),
          });
        }
      }
      rows.push({
        kind: 'guests',
        name: `GET /api/guests (${size}, ${encoding})`,
        size,
        encoding,
        database: label,
        ...Object.fromEntries(names.map((name) => [name, medianOfRuns(runs[name])])),
        vsPeer: runs.app.map((run, i) => run.rps / runs.peer[i].rps),
        vsFloor: runs.floor ? runs.app.map((run, i) => run.rps / runs.floor[i].rps) : undefined,
      });
    }
  }
  return rows;
}

/** Median throughput and latencies of some runs, the throughput's min-max, and all errors. */
function medianOfRuns(runs) {
  const rps = runs.map((run) => run.rps);
  return {
    rps: round(median(rps), 1),
    rpsMin: Math.min(...rps),
    rpsMax: Math.max(...rps),
    p50: median(runs.map((run) => run.p50)),
    p99: median(runs.map((run) => run.p99)),
    errors: runs.reduce((sum, run) => sum + run.errors, 0),
  };
}

async function benchApi(database, label) {
  log(`API on ${label}: seeding`);
  const userIds = await seedUsers(database);
  const servers = {
    app: { base: `http://127.0.0.1:${APP_PORT}` },
    floor: { base: `http://127.0.0.1:${FLOOR_PORT}` },
    peer: { base: `http://127.0.0.1:${PEER_PORT}` },
  };
  const floorDatabase = await copyFor(database, 'floor');
  const peerDatabase = await copyFor(database, 'peer');
  servers.app.child = (
    await start('dist/server/main.js', serverEnv(database, APP_PORT), `${servers.app.base}/healthz`)
  ).child;
  const rows = [];
  try {
    servers.floor.child = (
      await start(
        'scripts/bench/floor.mjs',
        serverEnv(floorDatabase, FLOOR_PORT),
        `${servers.floor.base}/?user=${userIds.bench20}`,
      )
    ).child;
    servers.peer.child = (
      await start(
        'scripts/bench/express-peer.mjs',
        serverEnv(peerDatabase, PEER_PORT),
        `${servers.peer.base}/healthz`,
      )
    ).child;
    const cookies = { app: {}, peer: {} };
    for (const size of API_SIZES) {
      cookies.app[size] = await signIn(servers.app.base, `bench${size}`);
      cookies.peer[size] = await signIn(servers.peer.base, `bench${size}`);
    }
    rows.push(...(await benchGuestList({ label, servers, userIds, cookies })));

    const largest = API_SIZES.at(-1);
    log(`API on ${label}: GET /api/guests (${largest}) revalidated: If-None-Match, 304`);
    const { etag } = await guestsText(servers.app.base, cookies.app[largest]);
    // Latency of one revalidation at a time: with 10 at once, the figure is the queue's.
    const revalidate = {
      connections: 1,
      url: `${servers.app.base}/api/guests`,
      headers: { cookie: cookies.app[largest], 'if-none-match': etag },
    };
    await autocannon({ ...revalidate, duration: 1 });
    const revalidated = await autocannon({ ...revalidate, duration: DURATION });
    const notModified = revalidated.statusCodeStats?.[304]?.count ?? 0;
    rows.push({
      kind: 'notModified',
      name: `GET /api/guests (${largest}), If-None-Match: 304 (1 connection)`,
      database: label,
      ...summary(revalidated),
      // Every answer must be the 304: any other status is an error here.
      errors:
        revalidated.errors + revalidated.timeouts + (revalidated.requests.total - notModified),
    });

    const base = servers.app.base;
    const cookie500 = cookies.app[500] ?? (await signIn(base, 'bench500'));
    const json = { 'content-type': 'application/json' };
    const guests500 = (await getJson(base, cookie500, '/api/guests')).map((guest) => guest.id);
    log(`API on ${label}: writes and tasks`);
    rows.push({
      name: 'PATCH /api/guests/{id}/status',
      database: label,
      ...(await cannon({
        url: base,
        headers: { cookie: cookie500, ...json },
        requests: statusRequests(guests500),
      })),
    });
    rows.push({
      name: 'POST /api/guests/{id}/journal',
      database: label,
      ...(await cannon({
        url: base,
        headers: { cookie: cookie500, ...json },
        requests: noteRequests(guests500),
      })),
    });
    rows.push({
      name: 'GET /api/tasks (200)',
      database: label,
      ...(await cannon({ url: `${base}/api/tasks`, headers: { cookie: cookies.app[2000] } })),
    });
  } finally {
    for (const server of Object.values(servers)) if (server.child) await stop(server.child);
  }
  return rows;
}

// ---- browser -----------------------------------------------------------------------------------

/**
 * Runs in the page: the time since navigation start when the first guest card is on screen, and
 * how long after the HTML response ended the request for the guests started.
 */
function firstCardShown() {
  const card = document.querySelector('main article');
  if (!card) return false;
  const box = card.getBoundingClientRect();
  if (box.height === 0 || box.top >= window.innerHeight) return false;
  const [navigation] = performance.getEntriesByType('navigation');
  const guests = performance
    .getEntriesByType('resource')
    .find((entry) => new URL(entry.name).pathname === '/api/guests');
  return {
    ms: performance.now(),
    guestsRequestAfterHtml: guests ? guests.startTime - navigation.responseEnd : Number.NaN,
  };
}

const FIRST_CARD_PROFILES = {
  desktop: { viewport: { width: 1440, height: 900 }, cpuSlowdown: 1 },
  // A mid-range phone: 390 px, Chromium's mobile emulation, the CPU slowed 4x through DevTools.
  phone: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    cpuSlowdown: 4,
  },
  // The same phone on a mobile network: every request pays 100 ms of round trip (DevTools'
  // network emulation), which is where a chain of requests costs most. Reported, no budget.
  phoneNetwork: {
    viewport: { width: 390, height: 844 },
    deviceScaleFactor: 3,
    isMobile: true,
    hasTouch: true,
    cpuSlowdown: 4,
    latencyMs: 100,
  },
};

/**
 * Navigation to the first guest card visible, per profile and board size: the median of
 * FIRST_CARD_RUNS loads (after one warm-up load, so the fingerprinted assets come from the cache as
 * they do for a returning host), with the spread and when the guests request started.
 */
async function benchFirstCard(base, cookies) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium: apt-get install -y chromium');
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const results = {};
  try {
    for (const [profile, { cpuSlowdown, latencyMs, ...device }] of Object.entries(
      FIRST_CARD_PROFILES,
    )) {
      results[profile] = {};
      for (const size of [20, 2000]) {
        log(`first card: ${profile}, ${size} guests`);
        const context = await browser.newContext(device);
        await context.addCookies([{ name: 'sid', value: cookies[size].slice(4), url: base }]);
        const page = await context.newPage();
        const cdp = await context.newCDPSession(page);
        await cdp.send('Emulation.setCPUThrottlingRate', { rate: cpuSlowdown });
        if (latencyMs) {
          await cdp.send('Network.enable');
          await cdp.send('Network.emulateNetworkConditions', {
            offline: false,
            latency: latencyMs,
            downloadThroughput: -1,
            uploadThroughput: -1,
          });
        }
        const times = [];
        const dataStarts = [];
        for (let i = 0; i <= FIRST_CARD_RUNS; i += 1) {
          await page.goto(`${base}/`, { waitUntil: 'commit' });
          const handle = await page.waitForFunction(firstCardShown, null, {
            polling: 'raf',
            timeout: 60_000,
          });
          const { ms, guestsRequestAfterHtml } = await handle.jsonValue();
          if (i === 0) continue;
          times.push(ms);
          dataStarts.push(guestsRequestAfterHtml);
        }
        results[profile][size] = {
          ms: median(times),
          min: Math.min(...times),
          max: Math.max(...times),
          guestsRequestAfterHtml: median(dataStarts),
        };
        await context.close();
      }
    }
  } finally {
    await browser.close();
  }
  return results;
}

// ---- run ---------------------------------------------------------------------------------------

/**
 * Runs `measure(base, cookies)` against the app started on `database`, with the 20-, 2,000- and
 * 20,000-guest bench users signed in (`{ [size]: cookie }`), then stops it.
 */
async function withApp(database, measure) {
  const base = `http://127.0.0.1:${APP_PORT}`;
  const app = await start('dist/server/main.js', serverEnv(database, APP_PORT), `${base}/healthz`);
  try {
    const cookies = {};
    for (const size of [20, 2000, 20000]) cookies[size] = await signIn(base, `bench${size}`);
    return await measure(base, cookies);
  } finally {
    await stop(app.child);
  }
}

async function createPostgresDatabase(adminUrl) {
  const scratch = await createScratchDatabase(adminUrl, 'gt_bench');
  return {
    database: { url: scratch.url, dataDir: path.join(WORK_DIR, 'pg-side') },
    drop: scratch.drop,
  };
}

function budgetMisses(results) {
  const misses = [];
  for (const row of results.api ?? []) {
    const where = `${row.name} [${row.database}]`;
    if (row.kind === 'guests') {
      for (const [name, side] of [
        ['app', row.app],
        ['peer', row.peer],
        ['floor', row.floor],
      ]) {
        if (side?.errors > 0) misses.push(`${where}, ${name}: ${side.errors} errors`);
      }
      // A ratio misses only when every round misses it: beyond the spread of the rounds.
      const met = (ratios, budget) =>
        ratios.every(Number.isFinite) && Math.max(...ratios) >= budget;
      if (row.size >= 2000 && !met(row.vsPeer, BUDGETS.guestsVsPeer)) {
        misses.push(
          `${where}: ${ratioText(row.vsPeer)} of the Express peer's throughput, budget ${BUDGETS.guestsVsPeer}`,
        );
      }
      if (row.vsFloor && !met(row.vsFloor, BUDGETS.guestsVsFloor)) {
        misses.push(
          `${where}: ${ratioText(row.vsFloor)} of the floor's throughput, budget ${BUDGETS.guestsVsFloor}`,
        );
      }
      continue;
    }
    if (row.errors > 0) misses.push(`${where}: ${row.errors} errors`);
    if (row.kind === 'notModified' && !(row.rps > 0 && row.p50 <= BUDGETS.notModifiedP50)) {
      misses.push(`${where}: p50 ${row.p50} ms, budget ${BUDGETS.notModifiedP50} ms`);
    }
  }
  const { firstCard } = results;
  misses.push(
    ...browserMisses(results.browser, 'embedded'),
    ...browserMisses(results.browserPostgres, 'postgres'),
  );
  if (firstCard) {
    for (const [name, figure, budget] of [
      ['first card, desktop, 20 guests', firstCard.desktop[20].ms, BUDGETS.firstCardDesktop20],
      ['first card, phone, 20 guests', firstCard.phone[20].ms, BUDGETS.firstCardPhone20],
      ['first card, phone, 2,000 guests', firstCard.phone[2000].ms, BUDGETS.firstCardPhone2000],
    ]) {
      if (figure > budget) misses.push(`${name}: ${round(figure, 0)} ms, budget ${budget} ms`);
    }
    for (const profile of ['desktop', 'phone']) {
      for (const [size, { guestsRequestAfterHtml }] of Object.entries(firstCard[profile])) {
        if (!(guestsRequestAfterHtml <= BUDGETS.dataRequestAfterHtml)) {
          misses.push(
            `guests request, ${profile}, ${size} guests: started ${round(guestsRequestAfterHtml, 0)} ms after the HTML ended, budget ${BUDGETS.dataRequestAfterHtml} ms`,
          );
        }
      }
    }
  }
  misses.push(...bundleMisses(results.bundles), ...insightsMisses(results.insights));
  return misses;
}

/** A ratio of rounds as "median (min-max)". */
function ratioText(ratios) {
  return `${round(median(ratios), 2)} (${round(Math.min(...ratios), 2)}-${round(Math.max(...ratios), 2)})`;
}

function printTable(results) {
  const lines = [];
  const guestRows = (results.api ?? []).filter((row) => row.kind === 'guests');
  if (guestRows.length) {
    lines.push(
      `| GET /api/guests (autocannon, 10 connections; median of ${API_ROUNDS} interleaved rounds, req/s min-max) | database | app req/s | app p50 ms | Express peer req/s | peer p50 ms | floor req/s | app / peer | app / floor |`,
    );
    lines.push('| --- | --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |');
    const cell = (side) => (side ? `${side.rps} (${side.rpsMin}-${side.rpsMax})` : '');
    for (const row of guestRows) {
      lines.push(
        `| ${row.name} | ${row.database} | ${cell(row.app)} | ${row.app.p50} | ${cell(row.peer)} | ${row.peer.p50} | ${cell(row.floor)} | ${ratioText(row.vsPeer)} | ${row.vsFloor ? ratioText(row.vsFloor) : ''} |`,
      );
    }
    lines.push('');
  }
  const otherRows = (results.api ?? []).filter((row) => row.kind !== 'guests');
  if (otherRows.length) {
    lines.push(
      '| API (autocannon, 10 connections) | database | req/s | p50 ms | p99 ms | errors |',
    );
    lines.push('| --- | --- | ---: | ---: | ---: | ---: |');
    for (const row of otherRows) {
      lines.push(
        `| ${row.name} | ${row.database} | ${row.rps} | ${row.p50} | ${row.p99} | ${row.errors} |`,
      );
    }
    lines.push('');
  }
  const { browser, browserPostgres, firstCard } = results;
  for (const [figures, database] of [
    [browser, 'embedded'],
    [browserPostgres, 'postgres'],
  ]) {
    if (!figures) continue;
    lines.push(browserTable(figures, database));
    lines.push('');
  }
  if (firstCard) {
    lines.push(
      `| First card visible (median of ${FIRST_CARD_RUNS} loads, min-max) | 20 guests ms | 2,000 guests ms | guests request after HTML, ms (20 / 2,000) |`,
    );
    lines.push('| --- | ---: | ---: | ---: |');
    for (const [profile, name] of [
      ['desktop', 'desktop, 1440 px, full CPU'],
      ['phone', 'phone, 390 px, CPU slowed 4x'],
      ['phoneNetwork', 'phone, and 100 ms per round trip (no budget)'],
    ]) {
      const cell = ({ ms, min, max }) => `${round(ms, 0)} (${round(min, 0)}-${round(max, 0)})`;
      const sizes = firstCard[profile];
      lines.push(
        `| ${name} | ${cell(sizes[20])} | ${cell(sizes[2000])} | ${round(sizes[20].guestsRequestAfterHtml, 0)} / ${round(sizes[2000].guestsRequestAfterHtml, 0)} |`,
      );
    }
    lines.push('');
  }
  lines.push('| First-load JavaScript (gzip) | KB |');
  lines.push('| --- | ---: |');
  for (const [page, { kb }] of Object.entries(results.bundles)) lines.push(`| ${page} | ${kb} |`);
  if (results.startupMs !== undefined) {
    lines.push('');
    lines.push(
      `Start-up to /healthz on an existing embedded database: ${round(results.startupMs, 0)} ms (median of 3)`,
    );
  }
  return lines.join('\n');
}

async function main() {
  if (args.build) {
    log('building');
    const build = spawnSync('npm', ['run', 'build'], { stdio: 'inherit' });
    if (build.status !== 0) process.exit(build.status ?? 1);
  }
  await rm(WORK_DIR, { recursive: true, force: true });
  await mkdir(WORK_DIR, { recursive: true });
  const embedded = { dataDir: path.join(WORK_DIR, 'embedded'), url: undefined };

  const results = {
    ranAt: new Date().toISOString(),
    node: process.version,
    cpus: (await import('node:os')).cpus().length,
    durationSeconds: DURATION,
    parts: [...ONLY],
  };
  const apiDatabases = new Set(args['api-databases'].split(','));
  results.api = [];
  // benchApi seeds the bench users; the other parts on the embedded database seed them first.
  if (ONLY.has('api') && apiDatabases.has('embedded')) {
    results.api = await benchApi(embedded, 'embedded');
  } else if (ONLY.has('browser') || ONLY.has('first-card')) {
    await seedUsers(embedded);
  }

  const base = `http://127.0.0.1:${APP_PORT}`;
  if (ONLY.has('browser') || ONLY.has('first-card')) {
    log('start-up and browser');
    const startups = [];
    for (let i = 0; i < 3; i += 1) {
      const { child, ms } = await start(
        'dist/server/main.js',
        serverEnv(embedded, APP_PORT),
        `${base}/healthz`,
      );
      startups.push(ms);
      await stop(child);
    }
    results.startupMs = median(startups);
    await withApp(embedded, async (appBase, cookies) => {
      if (ONLY.has('browser')) results.browser = await benchBrowser(appBase, cookies);
      if (ONLY.has('first-card')) results.firstCard = await benchFirstCard(appBase, cookies);
    });
  }

  const apiOnPostgres = ONLY.has('api') && apiDatabases.has('postgres');
  if ((apiOnPostgres || ONLY.has('browser')) && process.env.TEST_DATABASE_URL) {
    const postgres = await createPostgresDatabase(process.env.TEST_DATABASE_URL);
    try {
      if (apiOnPostgres) results.api.push(...(await benchApi(postgres.database, 'postgres')));
      else await seedUsers(postgres.database);
      // The board again with its list read from PostgreSQL: the paint waits on the database.
      if (ONLY.has('browser')) {
        log('browser on PostgreSQL');
        results.browserPostgres = await withApp(postgres.database, benchBrowser);
      }
    } finally {
      await postgres.drop();
    }
  }

  if (ONLY.has('insights')) {
    const adminUrl = process.env.TEST_DATABASE_URL;
    results.insights = await benchInsights({ adminUrl, port: APP_PORT, workDir: WORK_DIR });
  }
  results.bundles = Object.fromEntries(
    Object.entries(measureBundles()).map(([page, { kb }]) => [page, { kb }]),
  );
  results.budgets = BUDGETS;
  const misses = budgetMisses(results);
  results.misses = misses;
  // bench/results.json keeps the last full run; a run of some parts only prints its table.
  if (DEFAULT_PARTS.split(',').every((part) => ONLY.has(part))) {
    await mkdir(path.dirname(RESULTS_FILE), { recursive: true });
    // As the repository's formatter writes it, so the committed record passes `npm run lint`.
    const options = { ...(await resolveConfig(RESULTS_FILE)), filepath: RESULTS_FILE };
    await writeFile(RESULTS_FILE, await format(JSON.stringify(results, null, 2), options));
  }
  console.log(`\n${printTable(results)}\n${insightsTable(results.insights)}\n`);
  console.log(misses.length ? `Budgets missed:\n- ${misses.join('\n- ')}` : 'Every budget met.');
  await rm(WORK_DIR, { recursive: true, force: true });
  if (args.check && misses.length > 0) process.exit(1);
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});

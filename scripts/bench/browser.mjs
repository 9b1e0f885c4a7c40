// The bench's browser part (`npm run bench -- --only browser`): the board in Chromium at 20, 2,000
// and 20,000 guests, measured interleaved (every run visits each size, in an order that alternates
// from run to run), so that load on a shared machine falls on every size alike:
// - navigation until every column with guests shows its count and a card;
// - the page's JS heap right after that paint, after a forced garbage collection;
// - a keyboard drop (space, arrow, space) until the frame that shows the card in its new column is
//   drawn, there and back;
// - a search keystroke until the frame that shows the matches is drawn.
// Each figure is reported as the median with its interquartile range; a budget is a ratio of the
// 20,000-guest median to the 20-guest one, and fails only when it misses beyond the spread
// (docs/performance.md#browser-budgets).
import { chromium } from '@playwright/test';
import { findChromium } from '../chromium.mjs';
import { round } from './lib.mjs';
import { missesCeiling, missesRatioBudget, ratioWithSpread, summarise } from './spread.ts';

/** Measured runs per board size (after one warm-up run each). */
const BROWSER_RUNS = 20;
/** The sizes measured: the budgets compare the largest with the smallest; 2,000 is informational. */
const BROWSER_SIZES = [20, 2000, 20000];

export const BROWSER_BUDGETS = {
  /** 20,000 guests vs 20: navigation to every column painted. */
  boardPaintLargeVsSmall: 2,
  /** 20,000 guests vs 20: a keyboard drop, and a search keystroke. */
  dropLargeVsSmall: 1.5,
  searchLargeVsSmall: 1.5,
  /** The page's JS heap after the 20,000-guest board painted, MB. */
  heapAfterPaintMb: 150,
};

const SEARCH_QUERY = 'Grace Hopper 12';
const STATUSES = ['prospect', 'hot', 'intro', 'limbo', 'scheduled', 'complete'];

const log = (message) => console.log(`[bench] ${message}`);

// ---- in the page -------------------------------------------------------------------------------

/**
 * Every column with guests shows its count and its first card: the time since navigation start,
 * and when the guest list's response ended (so the paint splits into the server and network's
 * part and the page's own).
 */
function boardPainted(expected) {
  for (const [status, count] of Object.entries(expected)) {
    if (count === 0) continue;
    const section = document.querySelector(`section[data-status="${status}"]`);
    if (!section || !section.querySelector('article')) return false;
    if (!section.textContent.includes(`${count} guest`)) return false;
  }
  const list = performance
    .getEntriesByType('resource')
    .find((entry) => new URL(entry.name).pathname === '/api/guests');
  return { ms: performance.now(), dataEnd: list ? list.responseEnd : Number.NaN };
}

/**
 * Runs in the page: on each key press with an expectation set (`window.__benchExpect`), a loop of
 * animation frames checks the DOM; the first frame that shows the expected state records its time
 * since the key event's time stamp in `window.__benchResult`, taken once that frame is drawn: a
 * message posted from the frame's callback runs after the browser's style, layout and paint of
 * the frame, so a layout the page leaves to the browser counts as much as one it forces.
 */
function watchKeyToFrame() {
  const shows = {
    cardIn: ({ name, status }) =>
      [
        ...(document
          .querySelector(`section[data-status="${status}"]`)
          ?.querySelectorAll('article h3') ?? []),
      ].some((title) => title.textContent === name),
    articles: ({ count }) => document.querySelectorAll('main article').length === count,
  };
  window.addEventListener(
    'keydown',
    (event) => {
      const expected = window.__benchExpect;
      if (!expected) return;
      window.__benchExpect = null;
      const deadline = event.timeStamp + 30_000;
      const frame = (now) => {
        if (shows[expected.kind](expected.arg)) {
          const drawn = new MessageChannel();
          drawn.port1.onmessage = () => {
            window.__benchResult = performance.now() - event.timeStamp;
          };
          drawn.port2.postMessage(null);
        } else if (now < deadline) {
          requestAnimationFrame(frame);
        } else {
          window.__benchResult = Number.NaN;
        }
      };
      requestAnimationFrame(frame);
    },
    { capture: true },
  );
}

async function expectOnNextKey(page, kind, arg) {
  await page.evaluate(
    ([expectedKind, expectedArg]) => {
      window.__benchResult = null;
      window.__benchExpect = { kind: expectedKind, arg: expectedArg };
    },
    [kind, arg],
  );
}

async function keyToFrame(page) {
  const handle = await page.waitForFunction(() => window.__benchResult, null, { timeout: 40_000 });
  const ms = await handle.jsonValue();
  if (!Number.isFinite(ms)) throw new Error('the page never showed the result of the key press');
  return ms;
}

// ---- one board ---------------------------------------------------------------------------------

/**
 * A signed-in page on one board, and what to expect of it: the column counts, the card that is
 * dropped (the newest guest, at the top of its column and of the one it goes to, so that no size
 * has to scroll to it) and the search's matches.
 */
async function openBoard(browser, base, size, cookie, { matchesSearch, formatCount }) {
  const response = await fetch(`${base}/api/guests`, { headers: { cookie } });
  if (!response.ok) throw new Error(`GET /api/guests (${size}) answered ${response.status}`);
  const guests = await response.json();
  if (guests.length !== size)
    throw new Error(`expected ${size} guests, the API has ${guests.length}`);
  const counts = Object.fromEntries(STATUSES.map((status) => [status, 0]));
  for (const guest of guests) counts[guest.status] += 1;
  const [newest] = guests;
  const home = STATUSES.indexOf(newest.status);
  const [key, back] =
    home < STATUSES.length - 1 ? ['ArrowRight', 'ArrowLeft'] : ['ArrowLeft', 'ArrowRight'];
  const other = STATUSES[home + (key === 'ArrowRight' ? 1 : -1)];
  const prefix = SEARCH_QUERY.slice(0, -1);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await context.addCookies([{ name: 'sid', value: cookie.slice(4), url: base }]);
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Performance.enable');
  return {
    size,
    context,
    page,
    cdp,
    counts,
    card: newest.name,
    drops: [
      [key, other],
      [back, newest.status],
    ],
    prefixSummary: `${formatCount(guests.filter((guest) => matchesSearch(guest, prefix)).length)} of ${formatCount(size)} guests match "${prefix}"`,
    matches: guests.filter((guest) => matchesSearch(guest, SEARCH_QUERY)).length,
  };
}

/** One run on one board: a navigation, the heap, two drops (there and back), a keystroke. */
async function runOnce(base, board) {
  const { page, cdp } = board;
  await page.goto(`${base}/`, { waitUntil: 'commit', timeout: 120_000 });
  const painted = await page.waitForFunction(boardPainted, board.counts, {
    polling: 'raf',
    timeout: 120_000,
  });
  const { ms: paint, dataEnd } = await painted.jsonValue();

  await cdp.send('HeapProfiler.collectGarbage');
  const { metrics } = await cdp.send('Performance.getMetrics');
  const heapMb = metrics.find((metric) => metric.name === 'JSHeapUsedSize').value / 1024 / 1024;

  // The time from the key press that drops (or types) to the frame that shows the result, taken
  // inside the page: from the key event's own time stamp to the end of the first frame whose DOM
  // shows it (Playwright's own polling would add its protocol round trips to every figure).
  await page.evaluate(watchKeyToFrame);
  const drops = [];
  for (const [key, to] of board.drops) {
    const handle = page.getByRole('button', { name: `Drag ${board.card}`, exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    await page.waitForTimeout(150);
    await page.keyboard.press(key);
    await page.waitForTimeout(400);
    await expectOnNextKey(page, 'cardIn', { name: board.card, status: to });
    // The server has the move before the next one or the next navigation (moves go out one at a
    // time, so a page left early would leave the card in the wrong column).
    const saved = page.waitForResponse(
      (response) =>
        response.request().method() === 'PATCH' &&
        /\/api\/guests\/\d+\/status$/.test(response.url()),
      { timeout: 120_000 },
    );
    await page.keyboard.press('Space');
    drops.push(await keyToFrame(page));
    if (!(await saved).ok()) throw new Error(`the move of ${board.card} was refused`);
    await page.waitForTimeout(300);
  }

  const box = page.getByRole('searchbox', { name: 'Search guests' });
  await box.fill(SEARCH_QUERY.slice(0, -1));
  await page.getByText(board.prefixSummary, { exact: true }).waitFor();
  await page.waitForTimeout(200);
  await expectOnNextKey(page, 'articles', { count: board.matches });
  await box.press(SEARCH_QUERY.slice(-1));
  const search = await keyToFrame(page);
  // Nothing of this board runs while the others are measured (its live stream, its timers).
  await page.goto('about:blank');
  return { paint, dataEnd, heapMb, drops, search };
}

/**
 * `boards`: `{ [size]: cookie }`. Returns `{ runs, [size]: { paint, drag, search, heapMb } }`, each
 * figure summarised (median, quartiles, extremes).
 */
export async function benchBrowser(base, boards) {
  const executablePath = findChromium();
  if (!executablePath) throw new Error('no Chromium: apt-get install -y chromium');
  const browser = await chromium.launch({
    executablePath,
    args: ['--no-sandbox', '--disable-gpu', '--disable-background-networking'],
  });
  const { matchesSearch } = await import('../../dist/shared/guest-rules.js');
  const { formatCount } = await import('../../dist/shared/messages.js');
  const opened = [];
  try {
    for (const size of BROWSER_SIZES) {
      opened.push(
        await openBoard(browser, base, size, boards[size], { matchesSearch, formatCount }),
      );
    }
    const samples = Object.fromEntries(
      BROWSER_SIZES.map((size) => [
        size,
        { paint: [], dataEnd: [], heapMb: [], drag: [], search: [] },
      ]),
    );
    // Run 0 warms up (JIT, caches) and is not counted; each run visits every size, in an order
    // that alternates, so no size always follows the same one.
    for (let run = 0; run <= BROWSER_RUNS; run += 1) {
      const order = run % 2 === 0 ? opened : [...opened].reverse();
      log(`browser: run ${run} of ${BROWSER_RUNS}${run === 0 ? ' (warm-up)' : ''}`);
      for (const board of order) {
        const result = await runOnce(base, board);
        if (run === 0) continue;
        const into = samples[board.size];
        into.paint.push(result.paint);
        into.dataEnd.push(result.dataEnd);
        into.heapMb.push(result.heapMb);
        into.drag.push(...result.drops);
        into.search.push(result.search);
      }
    }
    const results = { runs: BROWSER_RUNS };
    for (const size of BROWSER_SIZES) {
      results[size] = Object.fromEntries(
        Object.entries(samples[size]).map(([figure, values]) => [figure, summarise(values)]),
      );
    }
    return results;
  } finally {
    for (const board of opened) await board.context.close();
    await browser.close();
  }
}

// ---- budgets and table -------------------------------------------------------------------------

const FIGURES = [
  ['paint', 'navigation to every column painted', 'boardPaintLargeVsSmall'],
  ['drag', 'keyboard drop to card in new column', 'dropLargeVsSmall'],
  ['search', 'search keystroke to matches shown', 'searchLargeVsSmall'],
];

/**
 * The budgets the browser figures miss. A ratio misses only when the low end of its spread is over
 * the budget: even the large board's quicker half against the small board's slower half is too
 * slow. The heap misses when its first quartile is over the budget.
 */
export function browserMisses(browser, database) {
  if (!browser) return [];
  const large = browser[20000];
  const small = browser[20];
  const misses = [];
  for (const [figure, name, budgetKey] of FIGURES) {
    const budget = BROWSER_BUDGETS[budgetKey];
    if (missesRatioBudget(large[figure], small[figure], budget)) {
      const { ratio, low, high } = ratioWithSpread(large[figure], small[figure]);
      misses.push(
        `${name} [${database}]: 20,000 guests took ${round(ratio, 2)}x the time of 20 (spread ${round(low, 2)}-${round(high, 2)}), budget ${budget}x`,
      );
    }
  }
  if (missesCeiling(large.heapMb, BROWSER_BUDGETS.heapAfterPaintMb)) {
    misses.push(
      `JS heap after paint at 20,000 guests [${database}]: ${round(large.heapMb.median)} MB (quartiles ${round(large.heapMb.q1)}-${round(large.heapMb.q3)}), budget ${BROWSER_BUDGETS.heapAfterPaintMb} MB`,
    );
  }
  return misses;
}

export function browserTable(browser, database) {
  const cell = ({ median, q1, q3 }) => `${round(median)} (${round(q1)}-${round(q3)})`;
  const lines = [
    `| Browser, ${database} database (Chromium, median (interquartile range) of ${browser.runs} runs; drops: ${browser.runs * 2}) | 20 guests | 2,000 guests | 20,000 guests | 20,000 vs 20 (spread) | budget |`,
    '| --- | ---: | ---: | ---: | ---: | ---: |',
  ];
  for (const [figure, name, budgetKey] of FIGURES) {
    const { ratio, low, high } = ratioWithSpread(browser[20000][figure], browser[20][figure]);
    lines.push(
      `| ${name}, ms | ${cell(browser[20][figure])} | ${cell(browser[2000][figure])} | ${cell(browser[20000][figure])} | ${round(ratio, 2)} (${round(low, 2)}-${round(high, 2)}) | ${BROWSER_BUDGETS[budgetKey]}x |`,
    );
    if (figure === 'paint') {
      lines.push(
        `| of which until the guest list had arrived, ms | ${cell(browser[20].dataEnd)} | ${cell(browser[2000].dataEnd)} | ${cell(browser[20000].dataEnd)} | | |`,
      );
    }
  }
  lines.push(
    `| JS heap after paint, MB | ${cell(browser[20].heapMb)} | ${cell(browser[2000].heapMb)} | ${cell(browser[20000].heapMb)} | | < ${BROWSER_BUDGETS.heapAfterPaintMb} MB |`,
  );
  return lines.join('\n');
}

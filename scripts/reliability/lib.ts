// Helpers shared by the fault tests (scripts/reliability/run.ts) and the several-instances test
// (scripts/reliability/cluster.ts): databases made for one run, the server as a child process,
// HTTP requests that never throw (a network failure answers status 0), and the ledger of
// acknowledged writes with its audit. Every wait is bounded: nothing here may hang CI.
import { spawn } from 'node:child_process';
import type { ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import nodeHttp from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { openDatabase } from '#server/db/client.js';
import { users } from '#server/db/schema/index.js';
import { hashPassword } from '#server/services/auth.js';
import { createScratchDatabase } from '../scratch-database.js';

export const PASSWORD = 'Reliab1lity-pass!';
export const START_TIMEOUT_MS = 60_000;
export const REQUEST_TIMEOUT_MS = 30_000;

export const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

// ---- databases and the server process ------------------------------------------------------

export interface Target {
  kind: 'embedded' | 'postgres';
  /** DATABASE_URL for the server, or undefined for the embedded database in dataDir. */
  url: string | undefined;
  dataDir: string;
  drop(): Promise<void>;
}

export async function embeddedTarget(): Promise<Target> {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gt-reliability-'));
  return {
    kind: 'embedded',
    url: undefined,
    dataDir,
    drop: () => rm(dataDir, { recursive: true, force: true }),
  };
}

export async function postgresTarget(adminUrl: string): Promise<Target> {
  const database = await createScratchDatabase(adminUrl, 'gt_reliability');
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'gt-reliability-'));
  return {
    kind: 'postgres',
    url: database.url,
    dataDir,
    async drop() {
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

/** Migrates the database and creates `count` users (one password hash for all); answers their names. */
export async function createUsers(
  target: Target,
  prefix: string,
  count: number,
): Promise<string[]> {
  const database = await openDatabase({ databaseUrl: target.url, dataDir: target.dataDir });
  const hash = await hashPassword(PASSWORD);
  const names = Array.from({ length: count }, (_, i) => `${prefix}${i}`);
  await database.db.insert(users).values(
    names.map((username, i) => ({
      username,
      phoneNumber: `+1555${String(2_000_000 + i).slice(-7)}`,
      phoneVerified: true,
      password: hash,
      podcast: 'Reliability Show',
      podcastUrl: 'https://open.spotify.com/show/reliability',
    })),
  );
  await database.close();
  return names;
}

export interface Server {
  process: ChildProcess;
  base: string;
  startMs: number;
  output(): string;
}

export interface ServerOptions {
  /** The database URL (default the target's: none for the embedded database). */
  databaseUrl?: string | undefined;
  /** Node arguments: the TypeScript entry through tsx by default, `['dist/server/main.js']` for the build. */
  entry?: string[];
  /** Environment over the fault tests' defaults. */
  env?: Record<string, string>;
}

/**
 * Starts the server as one process (so kill -9 hits the server itself) and waits for its start-up
 * line; `output()` is everything it printed so far.
 */
export async function startServer(target: Target, options: ServerOptions = {}): Promise<Server> {
  const started = performance.now();
  const databaseUrl = 'databaseUrl' in options ? options.databaseUrl : target.url;
  const child = spawn(
    process.execPath,
    options.entry ?? ['--import', 'tsx', 'src/server/main.ts'],
    {
      env: {
        ...process.env,
        NODE_ENV: 'test',
        HOST: '127.0.0.1',
        PORT: process.env.RELIABILITY_PORT ?? '0',
        DATA_DIR: target.dataDir,
        DATABASE_URL: databaseUrl ?? '',
        LOG_LEVEL: 'error',
        RATE_LIMIT_MAX: '10000000',
        SMS_PROVIDER: 'outbox',
        CAPTCHA_HMAC_KEY: 'reliability-captcha-key',
        REDIS_URL: '',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  let output = '';
  const base = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`server did not start in time:\n${output}`)),
      START_TIMEOUT_MS,
    );
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      const match = /running at (http:\/\/[^\s]+)/.exec(output);
      if (match?.[1]) {
        clearTimeout(timer);
        resolve(match[1].replace('localhost', '127.0.0.1'));
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.on('exit', (code, signal) => {
      clearTimeout(timer);
      reject(new Error(`server exited (${code ?? signal}) before it was ready:\n${output}`));
    });
  });
  return { process: child, base, startMs: performance.now() - started, output: () => output };
}

export async function killServer(
  server: Server,
  signal: NodeJS.Signals = 'SIGKILL',
): Promise<void> {
  if (server.process.exitCode !== null || server.process.signalCode !== null) return;
  const exited = new Promise((resolve) => server.process.once('exit', resolve));
  server.process.kill(signal);
  await Promise.race([exited, sleep(10_000)]);
}

// ---- HTTP ------------------------------------------------------------------------------------

export interface Answer {
  status: number;
  body: unknown;
  ms: number;
}

export interface RequestOptions {
  cookie?: string;
  body?: unknown;
  headers?: Record<string, string>;
  /** The loopback source address to connect from (127.x.y.z): one client IP per simulated client. */
  from?: string;
}

/** One request; a network failure answers status 0 (not acknowledged). */
export function http(
  base: string,
  method: string,
  url: string,
  options: RequestOptions = {},
): Promise<Answer & { setCookie: string | null; headers: nodeHttp.IncomingHttpHeaders }> {
  const started = performance.now();
  const payload = options.body === undefined ? undefined : JSON.stringify(options.body);
  return new Promise((resolve) => {
    const failed = () =>
      resolve({
        status: 0,
        body: null,
        ms: performance.now() - started,
        setCookie: null,
        headers: {},
      });
    const request = nodeHttp.request(
      base + url,
      {
        method,
        agent: false,
        ...(options.from ? { localAddress: options.from } : {}),
        headers: {
          ...(options.cookie ? { cookie: options.cookie } : {}),
          ...(payload !== undefined
            ? { 'content-type': 'application/json', 'content-length': Buffer.byteLength(payload) }
            : {}),
          ...options.headers,
        },
        timeout: REQUEST_TIMEOUT_MS,
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', failed);
        response.on('end', () => {
          const text = Buffer.concat(chunks).toString();
          let body: unknown = text;
          try {
            body = JSON.parse(text);
          } catch {
            // not JSON: kept as text, and the checks will say so
          }
          const cookie = response.headers['set-cookie'];
          resolve({
            status: response.statusCode ?? 0,
            body,
            ms: performance.now() - started,
            setCookie: cookie ? cookie.join(', ') : null,
            headers: response.headers,
          });
        });
      },
    );
    request.on('timeout', () => request.destroy(new Error('timed out')));
    request.on('error', failed);
    request.end(payload);
  });
}

export async function signIn(
  base: string,
  username: string,
  options: { from?: string; password?: string } = {},
): Promise<string> {
  const answer = await http(base, 'POST', '/api/login', {
    body: { username, password: options.password ?? PASSWORD },
    ...(options.from ? { from: options.from } : {}),
  });
  const sid = /sid=([^;]+)/.exec(answer.setCookie ?? '')?.[1];
  if (answer.status !== 200 || !sid) {
    throw new Error(`login ${username}: ${answer.status} ${JSON.stringify(answer.body)}`);
  }
  return `sid=${sid}`;
}

export async function signInAll(
  base: string,
  names: string[],
  from?: (index: number) => string,
): Promise<string[]> {
  const cookies: string[] = [];
  for (let i = 0; i < names.length; i += 5) {
    const batch = names.slice(i, i + 5);
    cookies.push(
      ...(await Promise.all(
        batch.map((n, j) => signIn(base, n, from ? { from: from(i + j) } : {})),
      )),
    );
  }
  return cookies;
}

// ---- acknowledged writes and their audit ------------------------------------------------------

export interface Ledger {
  /** guest id -> name, for every create answered 201. */
  guests: Map<number, string>;
  /** journal entry id -> [guest id, description], for every note answered 201. */
  notes: Map<number, [number, string]>;
  /** guest id -> the status of the last PATCH answered 200 (each client's requests are sequential). */
  statuses: Map<number, string>;
}
export const newLedger = (): Ledger => ({
  guests: new Map(),
  notes: new Map(),
  statuses: new Map(),
});

/** Every acknowledged write, looked up through the API. Answers how many were not found. */
export async function audit(base: string, cookie: string, ledger: Ledger): Promise<number> {
  const list = await http(base, 'GET', '/api/guests', { cookie });
  if (list.status !== 200 || !Array.isArray(list.body)) {
    throw new Error(`audit: GET /api/guests answered ${list.status}`);
  }
  const found = new Map(
    (list.body as { id: number; name: string; status: string }[]).map((g) => [g.id, g]),
  );
  let lost = 0;
  for (const [id, name] of ledger.guests) {
    if (found.get(id)?.name !== name) lost += 1;
  }
  for (const [id, status] of ledger.statuses) {
    if (found.get(id)?.status !== status) lost += 1;
  }
  const byGuest = new Map<number, [number, string][]>();
  for (const [noteId, [guestId, text]] of ledger.notes) {
    byGuest.set(guestId, [...(byGuest.get(guestId) ?? []), [noteId, text]]);
  }
  for (const [guestId, notes] of byGuest) {
    const journal = await http(base, 'GET', `/api/guests/${guestId}/journal`, { cookie });
    const entries = new Map(
      Array.isArray(journal.body)
        ? (journal.body as { id: number; description: string }[]).map((e) => [e.id, e])
        : [],
    );
    for (const [noteId, text] of notes) if (entries.get(noteId)?.description !== text) lost += 1;
  }
  return lost;
}

export const writesOf = (ledger: Ledger) =>
  ledger.guests.size + ledger.notes.size + ledger.statuses.size;

export function percentile(sorted: number[], p: number): number {
  if (sorted.length === 0) return 0;
  return sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] as number;
}

/**
 * Prints a run's table of figures and the machine line; with failures, lists them and exits 1,
 * else says `[label] passed`.
 */
export function finishReport(
  label: string,
  columns: string[],
  rows: string[][],
  failures: string[],
  startedMs: number,
): void {
  const line = (cells: string[]) => `| ${cells.join(' | ')} |`;
  console.log(`\n${line(columns)}\n${line(columns.map(() => '---'))}`);
  for (const row of rows) console.log(line(row));
  console.log(
    `\n${new Date().toISOString()}, ${os.cpus().length} CPUs, ${((performance.now() - startedMs) / 1_000).toFixed(0)} s in all`,
  );
  if (failures.length > 0) {
    console.error(`\n[${label}] ${failures.length} failure(s):\n- ${failures.join('\n- ')}`);
    process.exit(1);
  }
  console.log(`[${label}] passed`);
}

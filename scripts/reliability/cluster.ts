// `npm run test:cluster [-- --short]`: the app as several instances behind nginx
// (docs/deploy.md, docs/reliability.md#several-instances-behind-nginx). Starts 3 instances (2 with
// --short) of the BUILT app (`node dist/server/main.js`; run `npm run build` first) on loopback
// ports, on one new PostgreSQL database (TEST_DATABASE_URL's server) and one Redis (TEST_REDIS_URL,
// default redis://127.0.0.1:6379), with the settings compose.yaml gives them (NODE_ENV=production,
// TRUST_PROXY=true, a shared CAPTCHA_HMAC_KEY, REDIS_URL), and nginx in front with deploy/nginx.conf
// (the compose proxy's file) pointed at them, its configuration written to a temp folder. Each
// simulated client connects from an address of its own in 127.0.0.0/8, so nginx and the app see
// distinct client IPs. Named checks, each with its figure:
// - migrate once: the instances start at the same moment on an empty database;
// - purge once: accounts due for purging while every instance runs the purge job at start;
// - sessions, rate limit, login throttle, SMS limits, captcha: state shared across instances;
// - live: a write through one instance reaches streams held open on every instance within 2 s;
// - rolling restart: SIGTERM and restart of each instance in turn under 20 signed-in clients;
// - crash: kill -9 of one instance under the same load.
// Prints a Markdown table; exits 1 on any failure. Ports: CLUSTER_PORT (default 3300) for nginx,
// the next ones for the instances.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import { randomBytes, randomInt } from 'node:crypto';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import nodeHttp from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import { solveChallenge } from 'altcha-lib';
import { deriveKey } from 'altcha-lib/algorithms/pbkdf2';
import type { Challenge } from 'altcha-lib/types';
import pg from 'pg';
import { shippedMigrations } from '#server/db/client.js';
import { hashPassword } from '#server/services/auth.js';
import {
  PASSWORD,
  audit,
  http,
  finishReport,
  killServer,
  newLedger,
  percentile,
  postgresTarget,
  signIn,
  sleep,
  startServer,
  writesOf,
  type Ledger,
  type RequestOptions,
  type Server,
  type Target,
} from './lib.js';

const { values: args } = parseArgs({
  options: { short: { type: 'boolean', default: false } },
});
const SHORT = args.short;
const INSTANCES = SHORT ? 2 : 3;
const CLIENTS = 20;
/** Steady load before, between and after the faults. */
const SETTLE_MS = SHORT ? 1_000 : 4_000;
const PG_URL = process.env.TEST_DATABASE_URL;
const REDIS_URL = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379';
const NGINX_PORT = Number(process.env.CLUSTER_PORT ?? 3300);
const LIVE_LIMIT_MS = 2_000;
const PURGE_ACCOUNTS = 30;

const log = (message: string) => console.log(`[cluster] ${message}`);
const failures: string[] = [];
const figures: [string, string, string, boolean][] = [];
/** One named check: its figure goes to the table, its failure to the exit code. */
function check(name: string, run: string, figure: string, ok: boolean) {
  figures.push([name, run, figure, ok]);
  if (!ok) {
    failures.push(`${name}: ${figure}`);
    log(`FAIL ${name}: ${figure}`);
  } else {
    log(`ok   ${name}: ${figure}`);
  }
}

/** A client address of its own in 127.0.0.0/8, fresh each run (the rate limit lives in Redis). */
const runPrefix = `127.${randomInt(1, 255)}.${randomInt(0, 255)}`;
let nextAddress = 1;
function clientAddress(): string {
  if (nextAddress > 254) throw new Error('out of client addresses');
  return `${runPrefix}.${nextAddress++}`;
}

// ---- the instances and nginx --------------------------------------------------------------------

interface Instance {
  index: number;
  port: number;
  base: string;
  dataDir: string;
  server: Server | undefined;
}

const captchaKey = randomBytes(24).toString('hex');

/** What compose.yaml sets on each app service, on loopback ports. */
function instanceEnv(instance: Instance, databaseUrl: string): Record<string, string> {
  return {
    NODE_ENV: 'production',
    HOST: '127.0.0.1',
    PORT: String(instance.port),
    DATA_DIR: instance.dataDir,
    DATABASE_URL: databaseUrl,
    REDIS_URL,
    TRUST_PROXY: 'true',
    CAPTCHA_HMAC_KEY: captchaKey,
    // The compose file's default allowance, not the fault tests' unlimited one.
    RATE_LIMIT_MAX: '600',
    SMS_PROVIDER: 'outbox',
    LOG_LEVEL: 'warn',
    // The one setting the test changes: the proof of work a browser does for a captcha, so that
    // this script solves one in milliseconds. The check is the same at any cost.
    CAPTCHA_COST: '1',
  };
}

async function startInstance(instance: Instance, target: Target): Promise<Server> {
  const server = await startServer(target, {
    entry: ['--enable-source-maps', 'dist/server/main.js'],
    env: instanceEnv(instance, target.url as string),
  });
  instance.server = server;
  return server;
}

function findNginx(): string | undefined {
  for (const candidate of ['/usr/sbin/nginx', '/usr/bin/nginx', '/usr/local/sbin/nginx']) {
    if (existsSync(candidate)) return candidate;
  }
  const which = spawnSync('sh', ['-c', 'command -v nginx'], { encoding: 'utf8' });
  return which.status === 0 ? which.stdout.trim() : undefined;
}

/**
 * deploy/nginx.conf with its upstream lines pointed at the instances and its listen port at
 * NGINX_PORT, inside a main configuration that keeps every file in `dir`. One test-only header,
 * X-Upstream, says which instance answered (the checks count per instance with it).
 */
async function nginxConfig(dir: string, instances: Instance[]): Promise<string> {
  const site = await readFile('deploy/nginx.conf', 'utf8');
  const serverLine = /^(\s*)server app\d+:\d+ ([^;\n]*);$/m.exec(site);
  if (!serverLine) throw new Error('deploy/nginx.conf: no `server appN:PORT ...;` upstream line');
  const [, indent, parameters] = serverLine;
  const upstream = instances
    .map((i) => `${indent}server 127.0.0.1:${i.port} ${parameters};`)
    .join('\n');
  let adapted = site
    .replace(/^\s*server app\d+:\d+ [^;\n]*;\n/gm, '')
    .replace(/(upstream \w+ \{\n)/, `$1${upstream}\n`)
    .replace(/listen 80;/, `listen 127.0.0.1:${NGINX_PORT};`)
    .replace(/(location \/ \{\n)/, `$1        add_header X-Upstream $upstream_addr always;\n`);
  if (!adapted.includes(`listen 127.0.0.1:${NGINX_PORT};`)) {
    throw new Error('deploy/nginx.conf: no `listen 80;` line');
  }
  adapted = adapted.replaceAll('\n', '\n    ');
  for (const sub of ['body', 'proxy', 'fastcgi', 'uwsgi', 'scgi']) {
    await mkdir(path.join(dir, sub), { recursive: true });
  }
  return [
    ...(process.getuid?.() === 0 ? ['user root root;'] : []),
    'worker_processes 1;',
    'daemon off;',
    `pid ${path.join(dir, 'nginx.pid')};`,
    `error_log ${path.join(dir, 'error.log')} warn;`,
    'events { worker_connections 1024; }',
    'http {',
    '    access_log off;',
    `    client_body_temp_path ${path.join(dir, 'body')};`,
    `    proxy_temp_path ${path.join(dir, 'proxy')};`,
    `    fastcgi_temp_path ${path.join(dir, 'fastcgi')};`,
    `    uwsgi_temp_path ${path.join(dir, 'uwsgi')};`,
    `    scgi_temp_path ${path.join(dir, 'scgi')};`,
    `    ${adapted}`,
    '}',
    '',
  ].join('\n');
}

async function startNginx(nginx: string, dir: string, instances: Instance[]) {
  const conf = path.join(dir, 'nginx.conf');
  await writeFile(conf, await nginxConfig(dir, instances));
  const test = spawnSync(nginx, ['-t', '-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
    encoding: 'utf8',
  });
  if (test.status !== 0) throw new Error(`nginx -t failed:\n${test.stderr}`);
  const child = spawn(nginx, ['-p', dir, '-c', conf, '-e', path.join(dir, 'error.log')], {
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  const base = `http://127.0.0.1:${NGINX_PORT}`;
  const started = performance.now();
  while ((await http(base, 'GET', '/healthz')).status !== 200) {
    if (child.exitCode !== null || performance.now() - started > 10_000) {
      throw new Error(
        `nginx did not start: ${await readFile(path.join(dir, 'error.log'), 'utf8')}`,
      );
    }
    await sleep(50);
  }
  return { child, base };
}

/** Which instance answered, from nginx's X-Upstream (the last address it tried). */
function upstreamOf(answer: { headers: nodeHttp.IncomingHttpHeaders }): string {
  const header = answer.headers['x-upstream'];
  const value = Array.isArray(header) ? header.join(', ') : (header ?? '');
  return value.split(',').at(-1)?.trim() ?? '';
}

function tally(values: string[], instances: Instance[]): string {
  return instances
    .map((i) => `#${i.index} ${values.filter((v) => v === `127.0.0.1:${i.port}`).length}`)
    .join(', ');
}

// ---- migrations and purge -----------------------------------------------------------------------

async function query<T>(url: string, text: string, values: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text, values)).rows as T[];
  } finally {
    await client.end();
  }
}

async function startAllAtOnce(instances: Instance[], target: Target) {
  const started = performance.now();
  await Promise.all(instances.map((i) => startInstance(i, target)));
  return performance.now() - started;
}

/** SIGTERM to every instance; answers the slowest exit in ms and the exit codes. */
async function stopAll(instances: Instance[]) {
  const results = await Promise.all(instances.map((i) => terminate(i)));
  return {
    slowest: Math.max(...results.map((r) => r.ms)),
    codes: results.map((r) => r.code),
  };
}

async function terminate(instance: Instance) {
  const server = instance.server;
  if (!server) return { ms: 0, code: 0 as number | null };
  if (server.process.exitCode !== null || server.process.signalCode !== null) {
    instance.server = undefined;
    log(
      `#${instance.index} had exited by itself (${server.process.exitCode ?? server.process.signalCode}):\n${server.output().slice(-3000)}`,
    );
    return { ms: 0, code: -2 };
  }
  const started = performance.now();
  const exited = new Promise<number | null>((resolve) =>
    server.process.once('exit', (code) => resolve(code)),
  );
  server.process.kill('SIGTERM');
  const code = await Promise.race([exited, sleep(20_000).then(() => -1)]);
  if (code === -1) await killServer(server, 'SIGKILL');
  instance.server = undefined;
  return { ms: performance.now() - started, code };
}

async function migrateOnce(instances: Instance[], target: Target) {
  const url = target.url as string;
  const shipped = await shippedMigrations();
  const ms = await startAllAtOnce(instances, target);
  const applied = instances.map((i) => {
    const match = /migrations applied at start: (\d+)/.exec(i.server?.output() ?? '');
    return match ? Number(match[1]) : -1;
  });
  const [journal] = await query<{ rows: string; hashes: string }>(
    url,
    'select count(*) as rows, count(distinct hash) as hashes from drizzle.__drizzle_migrations',
  );
  const rows = Number(journal?.rows);
  const ok =
    applied.filter((n) => n === shipped).length === 1 &&
    applied.filter((n) => n === 0).length === instances.length - 1 &&
    rows === shipped &&
    Number(journal?.hashes) === shipped;
  check(
    'migrate once',
    `${instances.length} instances started at once on an empty database`,
    `applied ${applied.join(' / ')} of ${shipped} migrations; ${rows} rows in the migration journal; all ready in ${Math.round(ms)} ms`,
    ok,
  );
}

/** Accounts deleted 31 days ago (past the 30-day grace), each with a guest: due for the purge. */
async function createDueAccounts(url: string): Promise<number[]> {
  const hash = await hashPassword(PASSWORD);
  const ids: number[] = [];
  for (let i = 0; i < PURGE_ACCOUNTS; i += 1) {
    const [user] = await query<{ id: number }>(
      url,
      `insert into users (username, phone_number, phone_verified, password, podcast, podcast_url, is_deleted, deleted_at)
       values ($1, $2, true, $3, 'Purge Show', 'https://open.spotify.com/show/purge', true, now() - interval '31 days')
       returning id`,
      [`purged${i}`, `+1555${String(3_000_000 + i).slice(-7)}`, hash],
    );
    ids.push((user as { id: number }).id);
    await query(url, `insert into guests (user_id, name, details) values ($1, $2, 'due')`, [
      user?.id,
      `Guest of purged${i}`,
    ]);
  }
  return ids;
}

async function purgeOnce(instances: Instance[], target: Target, due: number[]) {
  const url = target.url as string;
  await startAllAtOnce(instances, target);
  // Every instance runs the clean-up job as it starts; wait until no due account is left.
  const started = performance.now();
  let left = due.length;
  while (performance.now() - started < 30_000) {
    const [row] = await query<{ n: string }>(
      url,
      'select count(*) as n from users where id = any($1)',
      [due],
    );
    left = Number(row?.n);
    if (left === 0) break;
    await sleep(100);
  }
  const archived = await query<{ original_id: number; n: string }>(
    url,
    'select original_id, count(*) as n from users_archive where original_id = any($1) group by original_id',
    [due],
  );
  const once = archived.filter((a) => Number(a.n) === 1).length;
  const twice = archived.filter((a) => Number(a.n) > 1).length;
  check(
    'purge once',
    `${due.length} accounts due, the purge job starting on ${instances.length} instances at once`,
    `${once} archived once, ${twice} more than once, ${left} left, in ${Math.round(performance.now() - started)} ms`,
    once === due.length && twice === 0 && left === 0,
  );
}

// ---- state shared across instances ----------------------------------------------------------------

async function sessionsEverywhere(instances: Instance[], username: string) {
  const from = clientAddress();
  const asUser = (i: Instance, cookie: string) =>
    http(i.base, 'GET', '/api/user', { cookie, from });
  const first = instances[0] as Instance;
  const second = instances[1] as Instance;
  const last = instances.at(-1) as Instance;

  const cookie = await signIn(first.base, username, { from });
  const seen = await Promise.all(instances.map((i) => asUser(i, cookie)));
  await http(second.base, 'POST', '/api/logout', { cookie, from });
  const afterLogout = await Promise.all(instances.map((i) => asUser(i, cookie)));

  const kept = await signIn(first.base, username, { from });
  const other = await signIn(second.base, username, { from });
  const newPassword = 'Changed-pass-4-cluster!';
  const change = await http(last.base, 'POST', '/api/user/change-password', {
    cookie: kept,
    from,
    body: { currentPassword: PASSWORD, newPassword, confirmPassword: newPassword },
  });
  const afterChange = await Promise.all(instances.map((i) => asUser(i, other)));
  const ok200 = seen.filter((a) => a.status === 200).length;
  const out = afterLogout.filter((a) => a.status === 401).length;
  const ended = afterChange.filter((a) => a.status === 401).length;
  check(
    'sessions shared',
    `signed in on #${first.index}, signed out on #${second.index}, password changed on #${last.index}`,
    `/api/user 200 on ${ok200}/${instances.length}; after sign-out 401 on ${out}/${instances.length}; ` +
      `password change ${change.status}, the other session 401 on ${ended}/${instances.length}`,
    ok200 === instances.length &&
      out === instances.length &&
      change.status === 200 &&
      ended === instances.length,
  );
}

async function rateLimitEverywhere(instances: Instance[], nginx: string) {
  const from = clientAddress();
  const upstreams: string[] = [];
  const statuses = new Map<number, number>();
  // 600 requests, 10 at a time, through nginx: one minute's allowance, spread over the instances.
  for (let i = 0; i < 600; i += 10) {
    const batch = await Promise.all(
      Array.from({ length: 10 }, () => http(nginx, 'GET', '/api/captcha/config', { from })),
    );
    for (const answer of batch) {
      statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      upstreams.push(upstreamOf(answer));
    }
  }
  const over = await http(nginx, 'GET', '/api/captcha/config', { from });
  const direct = await Promise.all(
    instances.map((i) => http(i.base, 'GET', '/api/captcha/config', { from })),
  );
  const refused = direct.filter((a) => a.status === 429).length;
  check(
    'API rate limit shared',
    '600 requests a minute allowed per client IP',
    `600 answered ${JSON.stringify(Object.fromEntries(statuses))} (${tally(upstreams, instances)}); ` +
      `the 601st ${over.status} (#${instanceOf(upstreamOf(over), instances)}), then 429 on ${refused}/${instances.length} instances`,
    statuses.get(200) === 600 && over.status === 429 && refused === instances.length,
  );
}

function instanceOf(upstream: string, instances: Instance[]): string {
  return String(instances.find((i) => upstream === `127.0.0.1:${i.port}`)?.index ?? '?');
}

async function loginThrottleEverywhere(instances: Instance[], nginx: string, username: string) {
  const from = clientAddress();
  const wrong: { status: number; upstream: string }[] = [];
  for (let i = 0; i < 10; i += 1) {
    const answer = await http(nginx, 'POST', '/api/login', {
      from,
      body: { username, password: `wrong-${i}` },
    });
    wrong.push({ status: answer.status, upstream: upstreamOf(answer) });
  }
  const eleventh = await http(nginx, 'POST', '/api/login', {
    from,
    body: { username, password: 'wrong-again' },
  });
  const right = await Promise.all(
    instances.map((i) =>
      http(i.base, 'POST', '/api/login', { from, body: { username, password: PASSWORD } }),
    ),
  );
  const refused = right.filter((a) => a.status === 429).length;
  check(
    'login throttle shared',
    '10 failed sign-ins per username in 15 minutes',
    `10 wrong passwords answered ${[...new Set(wrong.map((w) => w.status))].join('/')} (${tally(
      wrong.map((w) => w.upstream),
      instances,
    )}); the 11th ${eleventh.status}; the right password then 429 on ${refused}/${instances.length} instances`,
    wrong.every((w) => w.status === 401) && eleventh.status === 429 && refused === instances.length,
  );
}

let phoneCounter = 0;
const freshPhone = () => `+1555${String(4_000_000 + (phoneCounter += 1)).slice(-7)}`;

async function smsLimitsEverywhere(instances: Instance[], nginx: string) {
  // Per number: one code a minute, whichever instance is asked.
  const number = freshPhone();
  const send = (base: string, phoneNumber: string, from: string) =>
    http(base, 'POST', '/api/pre-register-verification', { from, body: { phoneNumber } });
  const numberFrom = clientAddress();
  const firstSend = await send((instances[0] as Instance).base, number, numberFrom);
  const again = await Promise.all(instances.slice(1).map((i) => send(i.base, number, numberFrom)));
  // Per IP: 20 codes an hour, to 20 numbers through nginx; the 21st refused.
  const from = clientAddress();
  const sends: { status: number; upstream: string }[] = [];
  for (let i = 0; i < 20; i += 1) {
    const answer = await send(nginx, freshPhone(), from);
    sends.push({ status: answer.status, upstream: upstreamOf(answer) });
  }
  const over = await Promise.all(instances.map((i) => send(i.base, freshPhone(), from)));
  const refusedAgain = again.filter((a) => a.status === 429).length;
  const refusedOver = over.filter((a) => a.status === 429).length;
  check(
    'SMS send limits shared',
    '1 code a minute per number, 20 an hour per client IP',
    `a number: ${firstSend.status} on #1, then 429 on ${refusedAgain}/${instances.length - 1} others; ` +
      `an IP: 20 numbers answered ${[...new Set(sends.map((s) => s.status))].join('/')} (${tally(
        sends.map((s) => s.upstream),
        instances,
      )}), the 21st 429 on ${refusedOver}/${instances.length} instances`,
    firstSend.status === 200 &&
      refusedAgain === instances.length - 1 &&
      sends.every((s) => s.status === 200) &&
      refusedOver === instances.length,
  );
}

async function captchaOnce(instances: Instance[]) {
  const issuer = instances[0] as Instance;
  const acceptor = instances[1] as Instance;
  const challengeAnswer = await http(issuer.base, 'GET', '/api/captcha/challenge', {
    from: clientAddress(),
  });
  const challenge = challengeAnswer.body as Challenge;
  const solution = await solveChallenge({ challenge, deriveKey });
  if (!solution) throw new Error('could not solve the captcha challenge');
  const token = Buffer.from(JSON.stringify({ challenge, solution })).toString('base64');
  const forgot = (i: Instance) =>
    http(i.base, 'POST', '/api/forgot-password', {
      from: clientAddress(),
      body: { username: 'nobody-here', phoneNumber: freshPhone(), recaptchaToken: token },
    });
  const accepted = await forgot(acceptor);
  const replays = [];
  for (const instance of instances) replays.push(await forgot(instance));
  const refused = replays.filter((a) => a.status === 400).length;
  check(
    'captcha once',
    `challenge from #${issuer.index}, solved, sent to #${acceptor.index}, then replayed on each`,
    `accepted ${accepted.status} on #${acceptor.index}; the replay refused ${refused}/${instances.length} (${[...new Set(replays.map((r) => r.status))].join('/')})`,
    challengeAnswer.status === 200 && accepted.status === 200 && refused === instances.length,
  );
}

// ---- live streams ----------------------------------------------------------------------------------

interface LiveStream {
  /** guest id -> when its change event arrived (performance.now()). */
  arrivals: Map<number, number>;
  /** Resolves when the stream ends (the instance ended it, or the connection was lost). */
  ended: Promise<void>;
  close(): void;
}

/** Opens GET /api/live and records when each guest change arrives. Resolves once the headers are in. */
function openLive(base: string, cookie: string, from: string): Promise<LiveStream> {
  return new Promise((resolve, reject) => {
    const arrivals = new Map<number, number>();
    let endStream: () => void = () => {};
    const ended = new Promise<void>((done) => (endStream = done));
    const request = nodeHttp.get(
      `${base}/api/live`,
      { agent: false, localAddress: from, headers: { cookie, accept: 'text/event-stream' } },
      (response) => {
        if (response.statusCode !== 200) {
          response.resume();
          reject(new Error(`GET /api/live answered ${response.statusCode}`));
          return;
        }
        let buffer = '';
        response.setEncoding('utf8');
        response.on('data', (chunk: string) => {
          buffer += chunk;
          let end = buffer.indexOf('\n\n');
          while (end >= 0) {
            const event = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = /^data: (.*)$/m.exec(event)?.[1];
            if (/^event: change$/m.test(event) && data) {
              const change = JSON.parse(data) as { kind: string; id: number };
              if (change.kind === 'guest' && !arrivals.has(change.id)) {
                arrivals.set(change.id, performance.now());
              }
            }
            end = buffer.indexOf('\n\n');
          }
        });
        response.on('close', endStream);
        resolve({ arrivals, ended, close: () => request.destroy() });
      },
    );
    request.on('error', (error) => {
      endStream();
      reject(error);
    });
  });
}

async function liveEverywhere(instances: Instance[], nginx: string, username: string) {
  const from = clientAddress();
  const cookie = await signIn(nginx, username, { from });
  const streams = await Promise.all(instances.map((i) => openLive(i.base, cookie, from)));
  const writes = SHORT ? 4 : 10;
  const latencies: number[] = [];
  let missing = 0;
  try {
    for (let w = 0; w < writes; w += 1) {
      // Each write through a given instance in turn, so every instance writes and every one hears.
      const writer = instances[w % instances.length] as Instance;
      const started = performance.now();
      const answer = await http(writer.base, 'POST', '/api/guests', {
        cookie,
        from,
        body: { name: `Live ${w}`, details: 'heard everywhere' },
      });
      const id = (answer.body as { id: number }).id;
      const deadline = started + LIVE_LIMIT_MS;
      while (
        streams.some((s) => !s.arrivals.has(id)) &&
        performance.now() < deadline + 1_000 // a little past the limit, to report the figure
      ) {
        await sleep(10);
      }
      for (const stream of streams) {
        const at = stream.arrivals.get(id);
        if (at === undefined) missing += 1;
        else latencies.push(at - started);
      }
    }
  } finally {
    for (const stream of streams) stream.close();
  }
  const slowest = Math.max(0, ...latencies);
  check(
    'live everywhere',
    `${writes} writes, each through one instance; a stream open on each of ${instances.length}`,
    `${latencies.length}/${writes * instances.length} deliveries, ${missing} missing; p50 ${percentile(
      [...latencies].sort((a, b) => a - b),
      50,
    ).toFixed(0)} ms, slowest ${slowest.toFixed(0)} ms (limit ${LIVE_LIMIT_MS} ms)`,
    missing === 0 && slowest <= LIVE_LIMIT_MS,
  );
}

// ---- load with faults ------------------------------------------------------------------------------

const STATUSES = ['prospect', 'hot', 'intro', 'limbo', 'scheduled', 'complete'];

interface Outcome {
  method: string;
  url: string;
  status: number;
  upstream: string;
}

/**
 * CLIENTS signed-in clients through nginx, each from its own address, each a request about every
 * 250 ms (well inside the 600-a-minute allowance): reads, creates, moves and notes. Each client's
 * live stream (through nginx) is reopened when it ends, as a browser's EventSource does.
 */
async function startLoad(nginx: string, names: string[], phase: string) {
  const addresses = names.map(() => clientAddress());
  const cookies: string[] = [];
  for (const [i, name] of names.entries()) {
    cookies.push(await signIn(nginx, name, { from: addresses[i] as string }));
  }
  const ledgers = cookies.map(newLedger);
  const outcomes: Outcome[] = [];
  let running = true;
  let streamEnds = 0;
  let streamReopens = 0;
  let streamFailures = 0;

  const request = async (client: number, method: string, url: string, body?: unknown) => {
    const options: RequestOptions = {
      cookie: cookies[client] as string,
      from: addresses[client] as string,
      ...(body === undefined ? {} : { body }),
    };
    const answer = await http(nginx, method, url, options);
    outcomes.push({ method, url, status: answer.status, upstream: upstreamOf(answer) });
    return answer;
  };

  const client = async (index: number) => {
    const ledger = ledgers[index] as Ledger;
    for (let i = 0; running; i += 1) {
      const tick = performance.now();
      const ids = [...ledger.guests.keys()];
      const pick = Math.random();
      if (pick < 0.4 || ids.length === 0) {
        if (pick < 0.4) await request(index, 'GET', '/api/guests');
        else {
          const name = `${phase} c${index} #${i}`;
          const answer = await request(index, 'POST', '/api/guests', { name, details: 'load' });
          if (answer.status === 201) ledger.guests.set((answer.body as { id: number }).id, name);
        }
      } else if (pick < 0.7) {
        const name = `${phase} c${index} #${i}`;
        const answer = await request(index, 'POST', '/api/guests', { name, details: 'load' });
        if (answer.status === 201) ledger.guests.set((answer.body as { id: number }).id, name);
      } else if (pick < 0.85) {
        const guestId = ids[i % ids.length] as number;
        const status = STATUSES[i % STATUSES.length] as string;
        const answer = await request(index, 'PATCH', `/api/guests/${guestId}/status`, { status });
        if (answer.status === 200) ledger.statuses.set(guestId, status);
      } else {
        const guestId = ids[i % ids.length] as number;
        const description = `${phase} note c${index} #${i}`;
        const answer = await request(index, 'POST', `/api/guests/${guestId}/journal`, {
          action: 'manual note',
          description,
        });
        if (answer.status === 201) {
          ledger.notes.set((answer.body as { id: number }).id, [guestId, description]);
        }
      }
      await sleep(Math.max(0, 250 - (performance.now() - tick)));
    }
  };

  const streamer = async (index: number) => {
    while (running) {
      try {
        const stream = await openLive(nginx, cookies[index] as string, addresses[index] as string);
        const stopped = new Promise<void>((resolve) => {
          const poll = setInterval(() => {
            if (!running) {
              clearInterval(poll);
              stream.close();
              resolve();
            }
          }, 50);
          void stream.ended.then(() => {
            clearInterval(poll);
            resolve();
          });
        });
        await stopped;
        if (running) {
          streamEnds += 1;
          streamReopens += 1;
        }
      } catch {
        streamFailures += 1;
        await sleep(250);
      }
    }
  };

  // A few clients keep a live stream open, as the board does.
  const streamers = [0, 1, 2, 3, 4].map((i) => streamer(i));
  const clients = cookies.map((_, index) => client(index));
  return {
    cookies,
    ledgers,
    outcomes,
    streams: () => ({ ends: streamEnds, reopens: streamReopens, failures: streamFailures }),
    async stop() {
      running = false;
      await Promise.all([...clients, ...streamers]);
    },
  };
}

type Load = Awaited<ReturnType<typeof startLoad>>;

async function auditAll(
  nginx: string,
  load: Load,
): Promise<{ acknowledged: number; lost: number }> {
  let lost = 0;
  for (const [index, cookie] of load.cookies.entries()) {
    lost += await audit(nginx, cookie, load.ledgers[index] as Ledger);
  }
  return { acknowledged: load.ledgers.reduce((sum, l) => sum + writesOf(l), 0), lost };
}

async function waitReady(instance: Instance) {
  const started = performance.now();
  while ((await http(instance.base, 'GET', '/readyz')).status !== 200) {
    if (performance.now() - started > 30_000) throw new Error(`#${instance.index} never ready`);
    await sleep(50);
  }
}

/** Waits until nginx has sent the load a request that this instance answered. */
async function waitInRotation(instance: Instance, load: Load) {
  const address = `127.0.0.1:${instance.port}`;
  const from = load.outcomes.length;
  const started = performance.now();
  while (!load.outcomes.slice(from).some((o) => o.upstream === address && o.status < 500)) {
    if (performance.now() - started > 30_000) {
      throw new Error(`#${instance.index} got no traffic from nginx in 30 s`);
    }
    await sleep(20);
  }
}

async function rollingRestart(
  instances: Instance[],
  target: Target,
  nginx: string,
  names: string[],
) {
  const load = await startLoad(nginx, names, 'Rolling');
  await sleep(SETTLE_MS);
  const drains: number[] = [];
  const codes: (number | null)[] = [];
  const started = performance.now();
  for (const instance of instances) {
    const { ms, code } = await terminate(instance);
    drains.push(ms);
    codes.push(code);
    await startInstance(instance, target);
    await waitReady(instance);
    // As an orchestrator does: the next instance goes down only once this one serves traffic
    // again (nginx skips an instance for fail_timeout after it refused a connection).
    await waitInRotation(instance, load);
    await sleep(SETTLE_MS);
  }
  const restartMs = performance.now() - started;
  await load.stop();
  const { acknowledged, lost } = await auditAll(nginx, load);
  const failed = load.outcomes.filter((o) => o.status === 0 || o.status >= 500 || o.status === 429);
  const statuses = countStatuses(load.outcomes);
  const streams = load.streams();
  for (const f of failed)
    log(`rolling restart: ${f.method} ${f.url} answered ${f.status} via ${f.upstream}`);
  check(
    'rolling restart',
    `${CLIENTS} signed-in clients through nginx; SIGTERM and restart of each of ${instances.length} instances in turn`,
    `${load.outcomes.length} requests in ${(restartMs / 1000).toFixed(1)} s ${JSON.stringify(statuses)}, ${failed.length} failed; ` +
      `drain ${drains.map((d) => Math.round(d)).join(' / ')} ms, exit ${codes.join('/')}; ` +
      `${streams.ends} live streams ended by a drain and reopened; ${acknowledged} acknowledged writes, ${lost} lost`,
    failed.length === 0 &&
      lost === 0 &&
      acknowledged > 0 &&
      codes.every((c) => c === 0) &&
      streams.failures === 0,
  );
}

function countStatuses(outcomes: Outcome[]) {
  const statuses: Record<number, number> = {};
  for (const o of outcomes) statuses[o.status] = (statuses[o.status] ?? 0) + 1;
  return statuses;
}

async function crash(instances: Instance[], target: Target, nginx: string, names: string[]) {
  const load = await startLoad(nginx, names, 'Crash');
  await sleep(SETTLE_MS);
  const victim = instances[0] as Instance;
  const victimAddress = `127.0.0.1:${victim.port}`;
  const before = load.outcomes.length;
  await killServer(victim.server as Server, 'SIGKILL');
  victim.server = undefined;
  await sleep(SETTLE_MS);
  await startInstance(victim, target);
  await waitReady(victim);
  await waitInRotation(victim, load);
  await sleep(SETTLE_MS);
  await load.stop();
  const { acknowledged, lost } = await auditAll(nginx, load);
  const failed = load.outcomes.filter((o) => o.status === 0 || o.status >= 500 || o.status === 429);
  const onVictim = failed.filter((o) => o.upstream === victimAddress).length;
  for (const f of failed) log(`crash: ${f.method} ${f.url} answered ${f.status} via ${f.upstream}`);
  const writesFailed = failed.filter((o) => o.method !== 'GET').length;
  check(
    'crash (kill -9)',
    `${CLIENTS} signed-in clients; kill -9 of #${victim.index}, restarted after ${SETTLE_MS / 1000} s`,
    `${load.outcomes.length} requests (${load.outcomes.length - before} from the kill on) ${JSON.stringify(countStatuses(load.outcomes))}; ` +
      `${failed.length} failed in flight (${writesFailed} writes; ${onVictim} on the killed instance); ` +
      `${acknowledged} acknowledged writes, ${lost} lost`,
    onVictim === failed.length && failed.length <= CLIENTS && lost === 0 && acknowledged > 0,
  );
}

// ---- main ------------------------------------------------------------------------------------------

async function reachable(host: string, port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port, timeout: 2_000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

async function createUsers(url: string, names: string[]) {
  const hash = await hashPassword(PASSWORD);
  for (const [i, username] of names.entries()) {
    await query(
      url,
      `insert into users (username, phone_number, phone_verified, password, podcast, podcast_url)
       values ($1, $2, true, $3, 'Cluster Show', 'https://open.spotify.com/show/cluster')`,
      [username, `+1555${String(5_000_000 + i).slice(-7)}`, hash],
    );
  }
}

async function main() {
  const started = performance.now();
  const nginxPath = findNginx();
  const redis = new URL(REDIS_URL);
  const missing = [
    ...(PG_URL ? [] : ['TEST_DATABASE_URL (a PostgreSQL server)']),
    ...((await reachable(redis.hostname, Number(redis.port || 6379)))
      ? []
      : [`a Redis at ${REDIS_URL} (TEST_REDIS_URL)`]),
    ...(nginxPath ? [] : ['nginx (Debian: apt-get install -y nginx)']),
    ...(existsSync('dist/server/main.js') ? [] : ['the build (npm run build)']),
  ];
  if (missing.length > 0 || !PG_URL || !nginxPath) {
    console.error(`[cluster] cannot run without ${missing.join(', ')}`);
    process.exit(1);
  }
  log(
    `${SHORT ? 'short form' : 'full run'}: ${INSTANCES} instances behind nginx on 127.0.0.1:${NGINX_PORT}; ${os.cpus().length} CPUs, Node ${process.version}`,
  );

  const target = await postgresTarget(PG_URL);
  const url = target.url as string;
  const tmp = await mkdtemp(path.join(os.tmpdir(), 'gt-cluster-'));
  const instances: Instance[] = [];
  for (let i = 1; i <= INSTANCES; i += 1) {
    const dataDir = path.join(tmp, `instance${i}`);
    await mkdir(dataDir, { recursive: true });
    instances.push({
      index: i,
      port: NGINX_PORT + i,
      base: `http://127.0.0.1:${NGINX_PORT + i}`,
      dataDir,
      server: undefined,
    });
  }
  let nginx: ChildProcess | undefined;
  try {
    await migrateOnce(instances, target);
    const stopped = await stopAll(instances);
    check(
      'shutdown',
      `SIGTERM to ${instances.length} idle instances`,
      `exit codes ${stopped.codes.join('/')}, slowest ${Math.round(stopped.slowest)} ms`,
      stopped.codes.every((c) => c === 0),
    );

    const due = await createDueAccounts(url);
    const clients = Array.from({ length: CLIENTS }, (_, i) => `client${i}`);
    const special = ['sessions', 'throttled', 'listener'];
    await createUsers(url, [...clients, ...special]);
    await purgeOnce(instances, target, due);

    const proxy = await startNginx(nginxPath, path.join(tmp, 'nginx'), instances);
    nginx = proxy.child;
    await sessionsEverywhere(instances, 'sessions');
    await rateLimitEverywhere(instances, proxy.base);
    await loginThrottleEverywhere(instances, proxy.base, 'throttled');
    await smsLimitsEverywhere(instances, proxy.base);
    await captchaOnce(instances);
    await liveEverywhere(instances, proxy.base, 'listener');
    await rollingRestart(instances, target, proxy.base, clients);
    await crash(instances, target, proxy.base, clients);
  } catch (error) {
    failures.push((error as Error).message);
    log(`FAIL: ${(error as Error).stack ?? String(error)}`);
  } finally {
    if (failures.length > 0) {
      for (const i of instances) {
        if (i.server) log(`#${i.index} output, last lines:\n${i.server.output().slice(-3000)}`);
      }
      const errors = await readFile(path.join(tmp, 'nginx', 'error.log'), 'utf8').catch(() => '');
      if (errors) log(`nginx error.log, last lines:\n${errors.split('\n').slice(-20).join('\n')}`);
    }
    await Promise.all(
      instances.map((i) => (i.server ? killServer(i.server, 'SIGTERM') : undefined)),
    );
    if (nginx && nginx.exitCode === null) {
      const exited = new Promise((resolve) => nginx?.once('exit', resolve));
      nginx.kill('SIGQUIT');
      await Promise.race([exited, sleep(5_000)]);
    }
    await target.drop();
    if (failures.length > 0 && process.env.CLUSTER_KEEP === '1') log(`kept ${tmp}`);
    else await rm(tmp, { recursive: true, force: true });
  }

  finishReport(
    'cluster',
    ['Check', 'Run', 'Figures', ''],
    figures.map(([name, run, figure, ok]) => [name, run, figure, ok ? 'passed' : 'FAILED']),
    failures,
    started,
  );
}

await main();

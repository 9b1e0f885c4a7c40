// `npm run test:reliability [-- --short] [-- --only kill,down,load] [-- --duration 60] [-- --clients 50]`
// Fault and load tests against the real server process (node src/server/main.ts through tsx, no
// build needed), on loopback only (docs/decisions/009-hardening.md, docs/reliability.md):
// - kill: kill -9 the server in the middle of a stream of writes, restart it on the same data and
//   find every write that was answered 2xx; on the embedded database, and on PostgreSQL when
//   TEST_DATABASE_URL is set (CI sets it);
// - down: PostgreSQL unreachable behind a cut TCP proxy: the API answers 503 {message}, /readyz
//   fails (/healthz still answers alive), and service resumes without a restart when the proxy forwards again;
// - load: signed-in clients reading and writing for a while: no 5xx, no lost write, p99 reported.
// --short (run by `npm test`): one kill round per database, the unreachable database (both only
// with TEST_DATABASE_URL) and a 5-second load of 20 clients on the embedded database.
// Prints a Markdown table of the figures (paste it into docs/reliability.md); exits 1 on any failure.
import net from 'node:net';
import os from 'node:os';
import { performance } from 'node:perf_hooks';
import { parseArgs } from 'node:util';
import {
  audit,
  createUsers,
  embeddedTarget,
  http,
  finishReport,
  killServer,
  newLedger,
  percentile,
  postgresTarget,
  signIn,
  signInAll,
  sleep,
  startServer,
  writesOf,
  type Answer,
  type Ledger,
  type Target,
} from './lib.js';

const { values: args } = parseArgs({
  options: {
    short: { type: 'boolean', default: false },
    only: { type: 'string', default: 'kill,down,load' },
    duration: { type: 'string' },
    clients: { type: 'string' },
    rounds: { type: 'string' },
  },
});
const SHORT = args.short;
const ONLY = new Set(args.only.split(','));
const LOAD_SECONDS = Number(args.duration ?? (SHORT ? 5 : 60));
const LOAD_CLIENTS = Number(args.clients ?? (SHORT ? 20 : 50));
const KILL_ROUNDS = Number(args.rounds ?? (SHORT ? 1 : 3));
const PG_URL = process.env.TEST_DATABASE_URL;

const log = (message: string) => console.log(`[reliability] ${message}`);
const failures: string[] = [];
const figures: [string, string, string][] = [];
function check(ok: boolean, what: string) {
  if (!ok) {
    failures.push(what);
    log(`FAIL: ${what}`);
  }
}

// ---- kill -9 in the middle of writes ---------------------------------------------------------

async function killRound(target: Target, round: number, names: string[]) {
  const server = await startServer(target);
  const cookies = await signInAll(server.base, names);
  const ledgers = cookies.map(newLedger);
  let stop = false;

  let inFlight = 0;
  const writer = async (client: number) => {
    const cookie = cookies[client] as string;
    const ledger = ledgers[client] as Ledger;
    for (let i = 0; !stop && i < 100_000; i += 1) {
      const ids = [...ledger.guests.keys()];
      inFlight += 1;
      if (i % 3 === 2 && ids.length > 0) {
        const guestId = ids[i % ids.length] as number;
        const description = `note r${round} c${client} #${i}`;
        const answer = await http(server.base, 'POST', `/api/guests/${guestId}/journal`, {
          cookie,
          body: { action: 'manual note', description },
        });
        if (answer.status === 201) {
          ledger.notes.set((answer.body as { id: number }).id, [guestId, description]);
        }
        if (answer.status === 0) stop = true;
      } else {
        const name = `Kill r${round} c${client} #${i}`;
        const answer = await http(server.base, 'POST', '/api/guests', {
          cookie,
          body: { name, details: 'written just before a crash' },
        });
        if (answer.status === 201) ledger.guests.set((answer.body as { id: number }).id, name);
        if (answer.status === 0) stop = true;
      }
      inFlight -= 1;
    }
  };
  const writers = cookies.map((_, client) => writer(client));
  // Kill once at least 30 writes were acknowledged (at most 20 s: a slow machine still gets a
  // meaningful round), then after a random 0 to 1.5 s more, at a moment nobody chose.
  const writing = performance.now();
  while (
    ledgers.reduce((sum, l) => sum + writesOf(l), 0) < 30 &&
    performance.now() - writing < 20_000
  ) {
    await sleep(50);
  }
  await sleep(Math.floor(Math.random() * 1_500));
  const inFlightAtKill = inFlight;
  await killServer(server, 'SIGKILL');
  stop = true;
  await Promise.all(writers);

  const restart = await startServer(target);
  const acknowledged = ledgers.reduce((sum, l) => sum + writesOf(l), 0);
  let lost = 0;
  for (const [client, name] of names.entries()) {
    lost += await audit(restart.base, await signIn(restart.base, name), ledgers[client] as Ledger);
  }
  await killServer(restart, 'SIGTERM');
  log(
    `kill -9 (${target.kind}) round ${round + 1}: ${acknowledged} acknowledged writes, ` +
      `${inFlightAtKill} in flight at the kill, restart in ${Math.round(restart.startMs)} ms, ${lost} lost`,
  );
  check(acknowledged > 0, `kill -9 (${target.kind}) round ${round + 1}: no write was acknowledged`);
  check(
    lost === 0,
    `kill -9 (${target.kind}) round ${round + 1}: ${lost} acknowledged writes lost`,
  );
  return { acknowledged, lost, inFlightAtKill, restartMs: restart.startMs };
}

async function killTest(target: Target) {
  const names = await createUsers(target, 'killer', 8);
  const rounds = [];
  for (let round = 0; round < KILL_ROUNDS; round += 1) {
    rounds.push(await killRound(target, round, names));
  }
  const acknowledged = rounds.reduce((s, r) => s + r.acknowledged, 0);
  const lost = rounds.reduce((s, r) => s + r.lost, 0);
  const restart = Math.max(...rounds.map((r) => r.restartMs));
  figures.push([
    `kill -9 during writes (${target.kind})`,
    `${KILL_ROUNDS} round(s), 8 writers`,
    `${acknowledged} acknowledged writes, ${lost} lost; ${rounds.reduce((s, r) => s + r.inFlightAtKill, 0)} in flight at the kills; restart ≤ ${Math.round(restart)} ms`,
  ]);
}

// ---- the database unreachable ----------------------------------------------------------------

/**
 * A loopback TCP proxy to PostgreSQL with three modes: forwarding; cut (every connection reset,
 * new ones closed at once: the database host is down); black hole (bytes dropped both ways, new
 * connections accepted and never answered: a network partition).
 */
async function startProxy(targetPort: number) {
  const sockets = new Set<net.Socket>();
  let mode: 'forward' | 'cut' | 'blackhole' = 'forward';
  const server = net.createServer((client) => {
    if (mode === 'cut') {
      client.destroy();
      return;
    }
    sockets.add(client);
    client.on('error', () => client.destroy());
    client.on('close', () => sockets.delete(client));
    if (mode === 'blackhole') return; // accepted, never answered
    const upstream = net.connect(targetPort, '127.0.0.1');
    sockets.add(upstream);
    client.on('data', (data) => {
      if (mode === 'forward') upstream.write(data);
    });
    upstream.on('data', (data) => {
      if (mode === 'forward') client.write(data);
    });
    const close = () => {
      client.destroy();
      upstream.destroy();
      sockets.delete(client);
      sockets.delete(upstream);
    };
    upstream.on('error', close);
    client.on('close', close);
    upstream.on('close', close);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address() as net.AddressInfo;
  return {
    port: address.port,
    cut() {
      mode = 'cut';
      for (const socket of sockets) socket.destroy();
      sockets.clear();
    },
    blackhole() {
      mode = 'blackhole';
    },
    heal() {
      mode = 'forward';
    },
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

/** Polls until the API answers 200 again; answers the milliseconds it took, or null after 60 s. */
async function timeToRecover(base: string, cookie: string): Promise<number | null> {
  const healed = performance.now();
  while (performance.now() - healed < 60_000) {
    const answer = await http(base, 'GET', '/api/guests', { cookie });
    if (answer.status === 200) return performance.now() - healed;
    await sleep(100);
  }
  return null;
}

async function downTest(target: Target) {
  const names = await createUsers(target, 'down', 1);
  const pgUrl = new URL(target.url as string);
  const proxy = await startProxy(Number(pgUrl.port || 5432));
  const viaProxy = new URL(pgUrl);
  viaProxy.hostname = '127.0.0.1';
  viaProxy.port = String(proxy.port);
  const server = await startServer(target, { databaseUrl: viaProxy.toString() });
  try {
    const cookie = await signIn(server.base, names[0] as string);
    const before = await http(server.base, 'POST', '/api/guests', {
      cookie,
      body: { name: 'Written before the cut', details: 'must survive' },
    });
    check(before.status === 201, `down: a write before the cut answered ${before.status}`);

    proxy.cut();
    const answers = [
      await http(server.base, 'GET', '/api/guests', { cookie }),
      await http(server.base, 'POST', '/api/guests', {
        cookie,
        body: { name: 'Written during the cut', details: 'refused' },
      }),
      await http(server.base, 'GET', '/api/user', { cookie }),
    ];
    const health = await http(server.base, 'GET', '/readyz');
    const slowest = Math.max(...answers.map((a) => a.ms), health.ms);
    for (const answer of answers) {
      const message = (answer.body as { message?: unknown } | null)?.message;
      check(
        answer.status === 503 && typeof message === 'string',
        `down: answered ${answer.status} ${JSON.stringify(answer.body)} instead of 503 {message}`,
      );
    }
    check(health.status === 503, `down: /readyz answered ${health.status} instead of 503`);

    proxy.heal();
    const recoveryMs = await timeToRecover(server.base, cookie);
    check(
      recoveryMs !== null,
      'down: service did not resume within 60 s of the database returning',
    );

    const list = await http(server.base, 'GET', '/api/guests', { cookie });
    const listed = Array.isArray(list.body) ? (list.body as { name: string }[]) : [];
    check(
      listed.some((g) => g.name === 'Written before the cut'),
      'down: the write before the cut is missing',
    );
    const healthAfter = await http(server.base, 'GET', '/readyz');
    check(healthAfter.status === 200, `down: /readyz answered ${healthAfter.status} after healing`);
    log(
      `database unreachable: ${answers.map((a) => a.status).join('/')} and /readyz ${health.status} ` +
        `(slowest ${Math.round(slowest)} ms); service back ${Math.round(recoveryMs ?? -1)} ms after the database, no restart`,
    );
    figures.push([
      'PostgreSQL down (proxy cut: connections reset)',
      'reads, a write, /api/user, /readyz',
      `${answers.map((a) => a.status).join(', ')}, /readyz ${health.status}; answered within ${Math.round(slowest)} ms; back ${Math.round(recoveryMs ?? -1)} ms after the proxy healed, no restart`,
    ]);
    // A network black hole: nothing answers, nothing is refused. Queries must give up (query
    // timeout, connect timeout, /readyz's own 3 s) and answer 503, not hang; once the network is
    // back, the dead connections must have left the pool.
    proxy.blackhole();
    const holeAnswers = await Promise.all([
      http(server.base, 'GET', '/api/guests', { cookie }),
      http(server.base, 'GET', '/api/user', { cookie }),
      http(server.base, 'GET', '/readyz'),
    ]);
    for (const answer of holeAnswers) {
      check(
        answer.status === 503,
        `black hole: answered ${answer.status} ${JSON.stringify(answer.body)} after ${Math.round(answer.ms)} ms instead of 503`,
      );
    }
    const holeSlowest = Math.max(...holeAnswers.map((a) => a.ms));
    proxy.heal();
    const holeRecoveryMs = await timeToRecover(server.base, cookie);
    check(
      holeRecoveryMs !== null,
      'black hole: service did not resume within 60 s of the network returning',
    );
    log(
      `network black hole: ${holeAnswers.map((a) => a.status).join('/')} (slowest ${Math.round(holeSlowest)} ms); ` +
        `service back ${Math.round(holeRecoveryMs ?? -1)} ms after the network, no restart`,
    );
    figures.push([
      'PostgreSQL behind a network black hole',
      'reads, /api/user, /readyz',
      `${holeAnswers.map((a) => a.status).join(', ')} within ${Math.round(holeSlowest)} ms; back ${Math.round(holeRecoveryMs ?? -1)} ms after the network returned, no restart`,
    ]);
    const healthEnd = await http(server.base, 'GET', '/readyz');
    check(healthEnd.status === 200, `black hole: /readyz answered ${healthEnd.status} afterwards`);
  } finally {
    await killServer(server, 'SIGTERM');
    await proxy.close();
  }
}

// ---- mixed load ------------------------------------------------------------------------------

const STATUSES = ['prospect', 'hot', 'intro', 'limbo', 'scheduled', 'complete'];

async function loadTest(target: Target) {
  const names = await createUsers(target, 'load', LOAD_CLIENTS);
  const server = await startServer(target);
  try {
    const cookies = await signInAll(server.base, names);
    const ledgers = cookies.map(newLedger);
    const latencies: number[] = [];
    const statuses = new Map<number, number>();
    let reads = 0;
    let writes = 0;
    const deadline = performance.now() + LOAD_SECONDS * 1_000;
    const client = async (index: number) => {
      const cookie = cookies[index] as string;
      const ledger = ledgers[index] as Ledger;
      for (let i = 0; performance.now() < deadline && i < 1_000_000; i += 1) {
        const ids = [...ledger.guests.keys()];
        const pick = Math.random();
        let answer: Answer;
        if (pick < 0.45 || ids.length === 0) {
          if (pick < 0.45) {
            answer = await http(server.base, 'GET', '/api/guests', { cookie });
            reads += 1;
          } else {
            const name = `Load c${index} #${i}`;
            answer = await http(server.base, 'POST', '/api/guests', {
              cookie,
              body: { name, details: 'under load' },
            });
            writes += 1;
            if (answer.status === 201) ledger.guests.set((answer.body as { id: number }).id, name);
          }
        } else if (pick < 0.6) {
          const guestId = ids[Math.floor(Math.random() * ids.length)] as number;
          answer = await http(server.base, 'GET', `/api/guests/${guestId}/journal`, { cookie });
          reads += 1;
        } else if (pick < 0.8) {
          const name = `Load c${index} #${i}`;
          answer = await http(server.base, 'POST', '/api/guests', {
            cookie,
            body: { name, details: 'under load' },
          });
          writes += 1;
          if (answer.status === 201) ledger.guests.set((answer.body as { id: number }).id, name);
        } else if (pick < 0.92) {
          const guestId = ids[Math.floor(Math.random() * ids.length)] as number;
          const status = STATUSES[i % STATUSES.length] as string;
          answer = await http(server.base, 'PATCH', `/api/guests/${guestId}/status`, {
            cookie,
            body: { status },
          });
          writes += 1;
          if (answer.status === 200) ledger.statuses.set(guestId, status);
        } else {
          const guestId = ids[Math.floor(Math.random() * ids.length)] as number;
          const description = `load note c${index} #${i}`;
          answer = await http(server.base, 'POST', `/api/guests/${guestId}/journal`, {
            cookie,
            body: { action: 'manual note', description },
          });
          writes += 1;
          if (answer.status === 201) {
            ledger.notes.set((answer.body as { id: number }).id, [guestId, description]);
          }
        }
        latencies.push(answer.ms);
        statuses.set(answer.status, (statuses.get(answer.status) ?? 0) + 1);
      }
    };
    const started = performance.now();
    await Promise.all(cookies.map((_, index) => client(index)));
    const elapsed = (performance.now() - started) / 1_000;

    let lost = 0;
    for (const [index, cookie] of cookies.entries()) {
      lost += await audit(server.base, cookie, ledgers[index] as Ledger);
    }
    const sorted = [...latencies].sort((a, b) => a - b);
    const fivexx = [...statuses].filter(([s]) => s >= 500).reduce((n, [, c]) => n + c, 0);
    const failed = statuses.get(0) ?? 0;
    const acknowledged = ledgers.reduce((sum, l) => sum + writesOf(l), 0);
    const summary =
      `${latencies.length} requests in ${elapsed.toFixed(1)} s (${Math.round(latencies.length / elapsed)}/s; ` +
      `${reads} reads, ${writes} writes), statuses ${JSON.stringify(Object.fromEntries(statuses))}, ` +
      `p50 ${percentile(sorted, 50).toFixed(1)} ms, p95 ${percentile(sorted, 95).toFixed(1)} ms, ` +
      `p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(1)} ms; ` +
      `${acknowledged} acknowledged writes, ${lost} lost`;
    log(`load (${target.kind}, ${LOAD_CLIENTS} clients): ${summary}`);
    check(fivexx === 0, `load (${target.kind}): ${fivexx} answers were 5xx`);
    check(failed === 0, `load (${target.kind}): ${failed} requests failed on the network`);
    check(lost === 0, `load (${target.kind}): ${lost} acknowledged writes lost`);
    check(acknowledged > 0, `load (${target.kind}): no write was acknowledged`);
    figures.push([
      `mixed load (${target.kind})`,
      `${LOAD_CLIENTS} signed-in clients, ${LOAD_SECONDS} s`,
      `${latencies.length} requests (${Math.round(latencies.length / elapsed)}/s), ${fivexx} 5xx, p50 ${percentile(sorted, 50).toFixed(1)} ms, p99 ${percentile(sorted, 99).toFixed(1)} ms, max ${(sorted.at(-1) ?? 0).toFixed(0)} ms; ${acknowledged} acknowledged writes, ${lost} lost`,
    ]);
  } finally {
    await killServer(server, 'SIGTERM');
  }
}

// ---- main ------------------------------------------------------------------------------------

async function withTarget(make: () => Promise<Target>, run: (target: Target) => Promise<void>) {
  const target = await make();
  try {
    await run(target);
  } catch (error) {
    failures.push(`${target.kind}: ${(error as Error).message}`);
    log(`FAIL: ${(error as Error).stack ?? String(error)}`);
  } finally {
    await target.drop();
  }
}

async function main() {
  const started = performance.now();
  log(
    `${SHORT ? 'short form' : 'full run'}: ${[...ONLY].join(', ')}; ${os.cpus().length} CPUs, Node ${process.version}`,
  );
  if (ONLY.has('kill')) {
    await withTarget(embeddedTarget, killTest);
    if (PG_URL) await withTarget(() => postgresTarget(PG_URL), killTest);
  }
  if (ONLY.has('down') && PG_URL) await withTarget(() => postgresTarget(PG_URL), downTest);
  if (ONLY.has('load')) {
    await withTarget(embeddedTarget, loadTest);
    if (PG_URL && !SHORT) await withTarget(() => postgresTarget(PG_URL), loadTest);
  }
  if (!PG_URL) {
    log(
      'PostgreSQL faults NOT run: TEST_DATABASE_URL is unset. Set it (CI does) to run kill -9, ' +
        'unreachable-database and load on PostgreSQL too.',
    );
  }

  finishReport('reliability', ['Fault', 'Run', 'Figures'], figures, failures, started);
}

await main();

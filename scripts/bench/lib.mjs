// What every part of the bench shares: rounding, the bench users' password, the built server's
// environment, starting and stopping it, and signing in.
import { spawn } from 'node:child_process';

export const PASSWORD = 'Bench-pass1!';

export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** The built server's environment for one database (`{ url, dataDir }`) on one port. */
export function serverEnv(database, port) {
  return {
    ...process.env,
    NODE_ENV: 'test',
    PORT: String(port),
    HOST: '127.0.0.1',
    LOG_LEVEL: 'warn',
    SMS_PROVIDER: 'outbox',
    RATE_LIMIT_MAX: '100000000',
    DATA_DIR: database.dataDir,
    DATABASE_URL: database.url ?? '',
    // Production's reply path: no response check (docs/decisions/030-reply-path.md).
    RESPONSE_CHECK: 'false',
  };
}

async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`the server exited with ${child.exitCode}`);
    try {
      const response = await fetch(url);
      if (response.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  throw new Error(`${url} did not answer within ${timeoutMs} ms`);
}

/** Starts `node script` and resolves once `readyUrl` answers 200, with the time that took. */
export async function start(script, env, readyUrl) {
  const startedAt = performance.now();
  const child = spawn(process.execPath, [script], { env, stdio: ['ignore', 'ignore', 'inherit'] });
  try {
    await waitForHealth(readyUrl, child);
  } catch (error) {
    await stop(child);
    throw error;
  }
  return { child, ms: performance.now() - startedAt };
}

export async function stop(child) {
  if (child.exitCode !== null) return;
  const exited = new Promise((resolve) => child.once('exit', resolve));
  child.kill('SIGTERM');
  await exited;
}

/** Signs a bench user in; the `sid=…` cookie. */
export async function signIn(base, username) {
  const response = await fetch(`${base}/api/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: PASSWORD }),
  });
  const cookie = response.headers.getSetCookie().find((value) => value.startsWith('sid='));
  if (!response.ok || !cookie)
    throw new Error(`signing in ${username} answered ${response.status}`);
  return cookie.split(';')[0];
}

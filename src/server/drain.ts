// Draining one instance on SIGTERM (docs/deploy.md#shutdown, docs/decisions/025-several-instances.md).
// A proxy that only learns from failures (nginx) moves traffic without a failed request only if:
// 1. it stops sending here before the port closes: a connection still in the kernel's accept
//    queue when the port closes is reset, after the proxy sent its request, and a proxy must not
//    resend a write it may have delivered. So, draining, the instance answers reads (GET, HEAD)
//    503 at once, without running them: the proxy resends those to another instance and counts
//    this one as failed for a while. Writes are still answered normally. Once no request has
//    arrived for QUIET_MS (or after QUIET_MAX_MS), the port closes;
// 2. every connection already accepted is answered: Node's server.close() closes "idle"
//    connections at once, and a connection accepted a moment ago whose request is still on the
//    way counts as idle. So the port is closed with net.Server's close (no connection closed),
//    such connections get a moment to deliver their request, and keep-alive connections are
//    closed as they go idle.
import type { Server } from 'node:http';
import net from 'node:net';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { HttpError } from './errors.js';

export const SHUTTING_DOWN = 'This server is restarting. Please try again.';
const QUIET_MS = 250;
const QUIET_MAX_MS = 3_000;
/** How long a connection accepted before the port closed may take to send its request. */
const FIRST_REQUEST_GRACE_MS = 1_000;
const POLL_MS = 20;
/** Answered while draining: the load balancer's own questions. */
const PROBES = new Set(['/healthz', '/readyz']);

export interface Drain {
  readonly draining: boolean;
  /** Sheds reads, waits for the proxy to stop sending, closes the port, waits for first requests. */
  stopAccepting(): Promise<void>;
  /** Resolves once every connection has ended, closing each keep-alive connection once idle. */
  finished(): Promise<void>;
}

declare module 'fastify' {
  interface FastifyInstance {
    drain: Drain;
  }
}

const until = async (done: () => boolean, maxMs: number) => {
  const started = Date.now();
  while (!done() && Date.now() - started < maxMs) {
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
};

export const drainPlugin = fp(async (app: FastifyInstance) => {
  const server: Server = app.server;
  const waitingForRequest = new Set<net.Socket>();
  let lastActivity = 0;
  server.on('connection', (socket: net.Socket) => {
    lastActivity = Date.now();
    waitingForRequest.add(socket);
    socket.once('close', () => waitingForRequest.delete(socket));
  });
  server.on('request', (request: { socket: net.Socket }) =>
    waitingForRequest.delete(request.socket),
  );

  let draining = false;
  let closed: Promise<void> | undefined;

  app.addHook('onRequest', async (request, reply) => {
    lastActivity = Date.now();
    if (!draining || PROBES.has(request.url)) return;
    reply.header('connection', 'close');
    if (request.method === 'GET' || request.method === 'HEAD') {
      throw new HttpError(503, SHUTTING_DOWN);
    }
  });

  const drain: Drain = {
    get draining() {
      return draining;
    },
    async stopAccepting() {
      draining = true;
      lastActivity = Date.now();
      const started = Date.now();
      // Checked from setImmediate, right after the event loop's poll phase has accepted every
      // connection waiting: a loop that stalled does not mistake the stall for quiet.
      for (;;) {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        const quiet = await new Promise<boolean>((resolve) =>
          setImmediate(() => {
            const now = Date.now();
            const done = now - lastActivity >= QUIET_MS || now - started >= QUIET_MAX_MS;
            // net.Server's close, not http.Server's: it stops listening, closing no connection.
            if (done) {
              closed ??= new Promise<void>((closedAll) => {
                if (!server.listening) closedAll();
                else net.Server.prototype.close.call(server, () => closedAll());
              });
            }
            resolve(done);
          }),
        );
        if (quiet) break;
      }
      await until(() => waitingForRequest.size === 0, FIRST_REQUEST_GRACE_MS);
    },
    async finished() {
      if (!closed) return;
      const idle = setInterval(() => server.closeIdleConnections(), POLL_MS);
      server.closeIdleConnections();
      try {
        await closed;
      } finally {
        clearInterval(idle);
      }
    },
  };
  app.decorate('drain', drain);
});

// GET /api/live: the live stream (docs/product.md#live-updates,
// docs/decisions/020-live-updates.md). Server-Sent Events, written by hand on the hijacked raw
// response: `retry: 3000`, then the changes missed since `Last-Event-ID` (or `?lastEventId=`),
// then every change the user may hear of as the relay receives it, with a `: ping` comment on
// each heartbeat. The heartbeat also re-checks the session: signing out, or the session ending,
// ends the stream. The app's shutdown ends every stream first, so app.close() does not wait on them.
import { and, eq, gt } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Clock } from '#server/context.js';
import type { Db } from '#server/db/client.js';
import { session, users, type ChangeEvent } from '#server/db/schema/index.js';
import { LiveRelay, type LiveListener } from '#server/live/relay.js';
import { EventStream } from '#server/live/stream.js';
import type { ApiOptions } from '#server/plugins/api.js';
import { currentUser } from '#server/plugins/session.js';
import { errorResponses, zodRoutes } from '#server/routes/zod-routes.js';
import { ABSOLUTE_TTL_MS } from '#server/services/sessions.js';

const LAST_EVENT_ID_MESSAGE = 'Last event id must be a whole number';
/**
 * A change id as written: digits only. Not a number coerced from any text, which read an empty
 * `?lastEventId=` as 0 (a replay of everything) and `1e3` or `0x10` as ids.
 */
const lastEventIdSchema = z
  .string({ error: LAST_EVENT_ID_MESSAGE })
  .regex(/^\d{1,16}$/, LAST_EVENT_ID_MESSAGE)
  .transform(Number)
  .pipe(z.number().max(Number.MAX_SAFE_INTEGER, LAST_EVENT_ID_MESSAGE));

const liveQuerySchema = z.object({
  lastEventId: lastEventIdSchema
    .optional()
    .describe('Resume after this change id, for clients that cannot send Last-Event-ID'),
});

export async function liveRoutes(app: FastifyInstance, { ctx, database, config }: ApiOptions) {
  const relay = new LiveRelay({ db: ctx.db, database, log: ctx.log });
  const openStreams = new Set<() => void>();
  let closing = false;
  // Before the server waits for open requests: end every stream (and any opened later).
  app.addHook('preClose', async () => {
    closing = true;
    for (const close of [...openStreams]) close();
  });
  app.addHook('onClose', async () => {
    await relay.stop();
  });

  zodRoutes(app).get(
    '/api/live',
    {
      schema: {
        tags: ['live'],
        summary: 'Live updates (text/event-stream)',
        description:
          'Server-Sent Events: `event: change` with `{kind, op, id, guestId, version, by}` for every change the user may see, `event: reset` when a resume cannot be served, `: ping` heartbeats. Resume with the Last-Event-ID header or ?lastEventId=.',
        querystring: liveQuerySchema,
        response: {
          200: z.string().describe('text/event-stream'),
          ...errorResponses(400, 401, 503),
        },
      },
    },
    async (request, reply) => {
      const user = currentUser(request);
      const sid = request.sessionId as string;
      const header = request.headers['last-event-id'];
      const resumeFrom =
        typeof header === 'string' && header.trim() !== ''
          ? lastEventIdSchema.safeParse(header.trim())
          : request.query.lastEventId === undefined
            ? undefined
            : { success: true as const, data: request.query.lastEventId };
      // Fails (503 while the database is away) before any byte of the stream is sent.
      await relay.start();
      reply.hijack();
      if (reply.raw.destroyed) return;

      const stream = new EventStream(reply.raw);
      // Helmet's headers are on the raw response already; the rest (rate limit, request id) on the reply.
      stream.open(reply.getHeaders());

      // Live rows wait while the replay is read, then go out unless the replay carried them.
      let queue: ChangeEvent[] | undefined = [];
      const listener: LiveListener = {
        userId: user.id,
        organizationId: user.organizationId,
        deliver: (row) => (queue ? queue.push(row) : stream.change(row)),
      };
      const remove = relay.add(listener);
      const heartbeat = setInterval(() => {
        sessionStillValid(ctx.db, sid, ctx.clock).then(
          (valid) => (valid ? stream.ping() : close()),
          // The database being away is no reason to drop the client; the next beat checks again.
          () => stream.ping(),
        );
      }, config.live.heartbeatMs);
      const close = () => {
        clearInterval(heartbeat);
        remove();
        openStreams.delete(close);
        stream.end();
      };
      openStreams.add(close);
      // The instance began shutting down while this stream was opening: the client reconnects
      // (to another instance) after `retry`.
      if (closing) {
        close();
        return;
      }
      // The response's 'close': the client went away, or the stream was ended.
      reply.raw.on('close', close);
      reply.raw.on('error', close);

      try {
        // The team as it is now that the listener is in: one changed (a removal) between the
        // request's session read and here would otherwise never reach this listener.
        listener.organizationId = await relay.currentTeam(user.id);
        const replayed = new Set<number>();
        if (resumeFrom && !resumeFrom.success) {
          stream.reset(await relay.latestId());
        } else if (resumeFrom) {
          const replay = await relay.replay(listener, resumeFrom.data);
          if (replay.reset) {
            stream.reset(replay.latestId);
          } else {
            for (const row of replay.rows) {
              replayed.add(row.id);
              stream.change(row);
            }
          }
        }
        const waiting = queue;
        queue = undefined;
        for (const row of waiting) if (!replayed.has(row.id)) stream.change(row);
      } catch (error) {
        request.log.warn({ err: (error as Error).message }, 'live stream replay failed');
        // The client reconnects after `retry` and resumes from its last id.
        close();
      }
    },
  );
}

/**
 * The stream's session still stands: not signed out, not expired, the account not deleted. A read
 * only: an open stream does not keep an idle session alive (docs/product.md#sessions).
 */
async function sessionStillValid(db: Db, sid: string, clock: Clock): Promise<boolean> {
  const now = clock();
  const [row] = await db
    .select({ sess: session.sess, isDeleted: users.isDeleted })
    .from(session)
    .innerJoin(users, eq(users.id, session.userId))
    .where(and(eq(session.sid, sid), gt(session.expire, now)));
  return (
    row !== undefined &&
    !row.isDeleted &&
    new Date(row.sess.createdAt).getTime() + ABSOLUTE_TTL_MS > now.getTime()
  );
}

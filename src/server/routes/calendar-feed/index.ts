// Calendar feed routes (docs/decisions/010-calendar-feed-and-dark-mode.md). The account
// settings' three routes need a session. The feed itself is public: it is found by its URL's
// token alone, needs no cookie, and answers the same bare 404 for a malformed, unknown,
// regenerated-away or revoked token.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import {
  CALENDAR_FEED_MESSAGES,
  calendarFeedCreatedSchema,
  calendarFeedStatusSchema,
  enableCalendarFeedSchema,
} from '#shared/schemas/calendar-feed.js';
import { apiErrorSchema } from '#shared/schemas/fields.js';
import { currentUser } from '#server/plugins/session.js';
import { type RouteOptions, errorResponses, zodRoutes } from '#server/routes/zod-routes.js';
import * as calendarFeed from '#server/services/calendar-feed.js';

const origin = (request: FastifyRequest) => `${request.protocol}://${request.host}`;

export async function calendarFeedRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = zodRoutes(app);
  const tags = ['calendar feed'];
  const errors = errorResponses(400, 401, 429);
  const path = '/api/user/calendar-feed';

  r.get(
    path,
    {
      schema: { tags, response: { 200: calendarFeedStatusSchema, ...errors } },
    },
    async (request) => calendarFeed.getFeedStatus(ctx.db, currentUser(request).id),
  );

  r.post(
    path,
    {
      schema: {
        tags,
        body: enableCalendarFeedSchema,
        response: { 200: calendarFeedCreatedSchema, ...errors },
      },
    },
    async (request) =>
      calendarFeed.enableFeed(ctx, currentUser(request).id, request.body.timeZone, origin(request)),
  );

  r.delete(
    path,
    {
      schema: { tags, response: { 200: calendarFeedStatusSchema, ...errors } },
    },
    async (request) => calendarFeed.disableFeed(ctx.db, currentUser(request).id),
  );

  r.get(
    `${calendarFeed.FEED_PATH}:file`,
    {
      config: { public: true },
      schema: {
        tags,
        params: z.object({ file: z.string().max(100) }),
        response: { 200: z.string(), 404: apiErrorSchema, 429: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const token = request.params.file.endsWith('.ics') ? request.params.file.slice(0, -4) : '';
      const found = await calendarFeed.findFeed(ctx.db, token);
      if (!found) return reply.code(404).send({ message: CALENDAR_FEED_MESSAGES.notFound });
      const text = await calendarFeed.buildFeed(ctx.db, found);
      return reply
        .type('text/calendar; charset=utf-8')
        .header('Content-Disposition', 'inline; filename="guest-tracker.ics"')
        .send(text);
    },
  );
}

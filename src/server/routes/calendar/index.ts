// Calendar routes (SPEC §7 "Calendar"): parse with the shared schemas, call the calendar service,
// reply. Every route needs a session; an event the caller may not see (someone else's, or one of
// an archived guest) and a malformed id answer 404 "Event not found"; a guestId query naming no
// guest the caller may see answers 404 "Guest not found" (DECISIONS §3.2, §3.4,
// docs/decisions/005-action-center-api.md).
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  calendarEventChangedSchema,
  calendarEventSchema,
  calendarQuerySchema,
  createCalendarEventSchema,
  EVENT_MESSAGES,
  itemIdParamsSchema,
  itemRemovedSchema,
} from '../../../shared/schemas/action-center.js';
import { apiErrorSchema } from '../../../shared/schemas/guests.js';
import type { AppContext } from '../../context.js';
import { currentUser, requireUser } from '../../plugins/session.js';
import * as calendar from '../../services/calendar.js';
import { GUEST_NOT_FOUND } from '../../services/guests.js';

export async function calendarRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['calendar'];

  // Before body validation, so an anonymous caller learns nothing but 401.
  app.addHook('onRequest', requireUser);
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    // Malformed ids cannot name an event (or a guest) the caller may see.
    if (error.validationContext === 'params') {
      return reply.code(404).send({ message: EVENT_MESSAGES.notFound });
    }
    if (error.validationContext === 'querystring') {
      return reply.code(404).send({ message: GUEST_NOT_FOUND });
    }
    throw error;
  });

  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
  const params = itemIdParamsSchema;

  r.get(
    '/api/calendar',
    {
      schema: {
        tags,
        querystring: calendarQuerySchema,
        response: { 200: z.array(calendarEventSchema), 401: apiErrorSchema, 404: apiErrorSchema },
      },
    },
    async (request) => {
      const rows = await calendar.listCalendarEvents(ctx.db, currentUser(request), {
        ...(request.query.guestId === undefined ? {} : { guestId: request.query.guestId }),
      });
      return rows.map(calendar.toCalendarEventDto);
    },
  );

  r.post(
    '/api/calendar',
    {
      schema: {
        tags,
        body: createCalendarEventSchema,
        response: { 201: calendarEventSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await calendar.createCalendarEvent(ctx, currentUser(request), request.body);
      return reply.code(201).send(calendar.toCalendarEventDto(row));
    },
  );

  r.patch(
    '/api/calendar/:id/complete',
    { schema: { tags, params, response: { 200: calendarEventChangedSchema, ...errors } } },
    async (request) => {
      const row = await calendar.completeCalendarEvent(
        ctx,
        currentUser(request),
        request.params.id,
      );
      return {
        success: true as const,
        guestId: row.event.guestId,
        event: calendar.toCalendarEventDto(row),
      };
    },
  );

  r.delete(
    '/api/calendar/:id',
    { schema: { tags, params, response: { 200: itemRemovedSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      ...(await calendar.deleteCalendarEvent(ctx, currentUser(request), request.params.id)),
    }),
  );
}

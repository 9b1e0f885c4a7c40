// Calendar routes (docs/product.md#calendar-api): the agenda routes of the calendar event kind; a
// guestId query naming no guest the caller may see answers 404 "Guest not found". PATCH
// /api/calendar/:id moves an event and sets its SMS reminders (docs/product.md#sms-notifications).
import type { FastifyInstance } from 'fastify';
import {
  calendarEventUpdateSchema,
  EVENT_MESSAGES,
  itemIdParamsSchema,
} from '#shared/schemas/action-center.js';
import { versionConflictSchema } from '#shared/schemas/versions.js';
import { currentUser } from '#server/plugins/session.js';
import { calendarEventKind, updateEvent } from '#server/services/calendar.js';
import { toDto } from '#server/services/agenda/service.js';
import { agendaRoutes } from '../agenda-routes.js';
import { expectedVersion } from '../versions.js';
import { errorResponses, zodRoutes, type RouteOptions } from '../zod-routes.js';

const eventRoutes = agendaRoutes(calendarEventKind);

export async function calendarRoutes(app: FastifyInstance, options: RouteOptions) {
  await eventRoutes(app, options);
  const { ctx } = options;
  zodRoutes(app).patch(
    '/api/calendar/:id',
    {
      config: { paramsNotFound: EVENT_MESSAGES.notFound },
      schema: {
        tags: ['calendar'],
        params: itemIdParamsSchema,
        body: calendarEventUpdateSchema,
        response: {
          200: calendarEventKind.changed,
          ...errorResponses(400, 401, 404),
          409: versionConflictSchema(calendarEventKind.dto),
        },
      },
    },
    async (request) => {
      const row = await updateEvent(ctx, currentUser(request), request.params.id, request.body, {
        version: expectedVersion(request),
      });
      return {
        success: true as const,
        guestId: row.item.guestId,
        event: toDto(calendarEventKind, row),
      };
    },
  );
}

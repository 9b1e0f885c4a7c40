// The one route factory of every agenda kind (services/agenda/kind.ts): parse with the kind's
// shared schemas, call the agenda service, reply. Every route needs a session; an item the caller
// may not see (someone else's, or one of an archived guest) and a malformed id answer 404 with the
// kind's message (docs/product.md#ownership, #archiving, docs/decisions/005-action-center-api.md,
// docs/decisions/014-agenda-item-module.md).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  archiveCompletedSchema,
  dueDateBodySchema,
  itemIdParamsSchema,
  itemRemovedSchema,
} from '#shared/schemas/action-center.js';
import { apiErrorSchema } from '#shared/schemas/fields.js';
// The route `config` keys (paramsNotFound, queryNotFound) this factory declares.
import '../route-config.js';
import { currentUser } from '../plugins/session.js';
import type { AgendaKind, AgendaRow, AgendaTable } from '../services/agenda/kind.js';
import * as agenda from '../services/agenda/service.js';
import { type RouteOptions, errorResponses, zodRoutes } from './zod-routes.js';

/** The routes of one kind, as a plugin registered like any route folder's. */
export function agendaRoutes<T extends AgendaTable>(kind: AgendaKind<T>) {
  return async function routes(app: FastifyInstance, { ctx }: RouteOptions) {
    const r = zodRoutes(app);
    const tags = [kind.tag];
    const { path, state, archive } = kind;

    const errors = errorResponses(400, 401, 404);
    const params = itemIdParamsSchema;
    // A non-numeric or out-of-range id cannot name an item the caller may see.
    const config = { paramsNotFound: kind.notFound };
    const dto = (row: AgendaRow) => agenda.toDto(kind, row as AgendaRow<T['$inferSelect']>);
    const changed = (row: AgendaRow<T['$inferSelect']>) => ({
      success: true as const,
      guestId: row.item.guestId,
      [kind.key]: dto(row),
    });

    r.get(
      path,
      {
        schema: {
          tags,
          ...(kind.query ? { querystring: kind.query.schema } : {}),
          response: {
            200: z.array(kind.dto),
            401: apiErrorSchema,
            ...(kind.query ? { 404: apiErrorSchema } : {}),
          },
        },
        ...(kind.query ? { config: { queryNotFound: kind.query.notFound } } : {}),
      },
      async (request) => {
        const { guestId } = (request.query ?? {}) as { guestId?: number };
        const options = guestId === undefined ? {} : { guestId };
        return (await agenda.listItems(ctx.db, kind, currentUser(request), options)).map(dto);
      },
    );

    r.post(
      path,
      { schema: { tags, body: kind.create, response: { 201: kind.dto, ...errors } } },
      async (request, reply) => {
        const row = await agenda.createItem(ctx, kind, currentUser(request), request.body);
        return reply.code(201).send(dto(row));
      },
    );

    if (archive) {
      r.post(
        `${path}/archive-completed`,
        { schema: { tags, response: { 200: archiveCompletedSchema, 401: apiErrorSchema } } },
        async (request) => {
          const result = await agenda.archiveCompletedItems(ctx, kind, currentUser(request));
          return { success: true as const, ...result };
        },
      );
    }

    if (kind.readable) {
      r.get(
        `${path}/:id`,
        { config, schema: { tags, params, response: { 200: kind.dto, ...errors } } },
        async (request) =>
          dto(await agenda.findItem(ctx.db, kind, currentUser(request), request.params.id)),
      );
    }

    r.patch(
      `${path}/:id${state.path}`,
      {
        config,
        schema: {
          tags,
          params,
          ...(state.body ? { body: state.body } : {}),
          response: { 200: kind.changed, ...errors },
        },
      },
      async (request) =>
        changed(
          await agenda.changeItem(ctx, kind, currentUser(request), request.params.id, (item, now) =>
            state.change(item, request.body, now),
          ),
        ),
    );

    if (kind.dated) {
      r.patch(
        `${path}/:id`,
        {
          config,
          schema: {
            tags,
            params,
            body: dueDateBodySchema,
            response: { 200: kind.changed, ...errors },
          },
        },
        async (request) =>
          changed(
            await agenda.rescheduleItem(
              ctx,
              kind,
              currentUser(request),
              request.params.id,
              request.body.dueDate,
            ),
          ),
      );
    }

    r.delete(
      `${path}/:id`,
      { config, schema: { tags, params, response: { 200: itemRemovedSchema, ...errors } } },
      async (request) => ({
        success: true as const,
        ...(await agenda.deleteItem(ctx, kind, currentUser(request), request.params.id)),
      }),
    );

    if (archive) {
      r.post(
        `${path}/:id/archive`,
        {
          config,
          schema: {
            tags,
            params,
            response: { 200: itemRemovedSchema, ...errors, 409: apiErrorSchema },
          },
        },
        async (request) => ({
          success: true as const,
          ...(await agenda.archiveItem(ctx, kind, currentUser(request), request.params.id)),
        }),
      );
    }
  };
}

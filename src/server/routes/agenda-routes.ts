// The one route factory of every agenda kind (services/agenda/kind.ts): parse with the kind's
// shared schemas, call the agenda service, reply. Every route needs a session; an item the caller
// may not see (someone else's, or one of an archived guest) and a malformed id answer 404 with the
// kind's message (docs/product.md#ownership, #archiving, docs/decisions/005-action-center-api.md,
// docs/decisions/014-agenda-item-module.md). Every update reads the version the client saw here,
// once for every kind, and the service checks it (docs/product.md#versions).
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  archiveCompletedSchema,
  assigneeQuerySchema,
  itemIdParamsSchema,
  itemRemovedSchema,
  itemUpdateBodySchema,
} from '#shared/schemas/action-center.js';
import { apiErrorSchema } from '#shared/schemas/fields.js';
import { versionBodySchema, versionConflictSchema } from '#shared/schemas/versions.js';
// The route `config` keys (paramsNotFound, queryNotFound) this factory declares.
import '../route-config.js';
import { currentUser } from '../plugins/session.js';
import type { AgendaKind, AgendaRow, AgendaTable } from '../services/agenda/kind.js';
import * as agenda from '../services/agenda/service.js';
import { expectedVersion, setEtag } from './versions.js';
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
    // An update's answers: the changed item, or 409 with the item as it is now.
    const updateResponses = {
      200: kind.changed,
      ...errors,
      409: versionConflictSchema(kind.dto),
    };
    // Tasks and action items have an assignee, and their list a ?assignee=me; archive-completed
    // takes the same, so that it archives what the list shows.
    const assignable = Boolean(kind.table.assigneeId);
    const querystring = kind.query?.schema ?? (assignable ? assigneeQuerySchema : undefined);
    const scope = (query: { assignee?: 'me' } | undefined): agenda.ListScope =>
      query?.assignee === 'me' ? { assignedToViewer: true } : {};

    r.get(
      path,
      {
        schema: {
          tags,
          ...(querystring ? { querystring } : {}),
          response: {
            200: z.array(kind.dto),
            401: apiErrorSchema,
            ...(kind.query ? { 404: apiErrorSchema } : {}),
            ...(assignable ? { 400: apiErrorSchema } : {}),
          },
        },
        ...(kind.query ? { config: { queryNotFound: kind.query.notFound } } : {}),
      },
      async (request) => {
        const query = (request.query ?? {}) as { guestId?: number; assignee?: 'me' };
        const options = {
          ...(query.guestId === undefined ? {} : { guestId: query.guestId }),
          ...scope(query),
        };
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
        {
          schema: {
            tags,
            querystring: assigneeQuerySchema,
            response: { 200: archiveCompletedSchema, 400: apiErrorSchema, 401: apiErrorSchema },
          },
        },
        async (request) => {
          const viewer = currentUser(request);
          const result = await agenda.archiveCompletedItems(
            ctx,
            kind,
            viewer,
            scope(request.query),
          );
          return { success: true as const, ...result };
        },
      );
    }

    if (kind.readable) {
      r.get(
        `${path}/:id`,
        { config, schema: { tags, params, response: { 200: kind.dto, ...errors } } },
        async (request, reply) => {
          const row = await agenda.findItem(ctx.db, kind, currentUser(request), request.params.id);
          setEtag(reply, row.item.version);
          return dto(row);
        },
      );
    }

    r.patch(
      `${path}/:id${state.path}`,
      {
        config,
        schema: {
          tags,
          params,
          body: state.body ?? versionBodySchema,
          response: updateResponses,
        },
      },
      async (request) =>
        changed(
          await agenda.changeItem(
            ctx,
            kind,
            currentUser(request),
            request.params.id,
            ({ item }, now) => [state.change(item, request.body, now)],
            { version: expectedVersion(request) },
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
            body: itemUpdateBodySchema,
            response: updateResponses,
          },
        },
        async (request) =>
          changed(
            await agenda.updateItem(
              ctx,
              kind,
              currentUser(request),
              request.params.id,
              request.body,
              {
                version: expectedVersion(request),
              },
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

// Guest archive routes (docs/product.md#guests-api: /api/guests/archived...): parse with the shared
// schemas, call the guest-archive service, reply. `:id` is the archive entry's id as the list
// gives it. Every route needs a session; an entry the caller may not see, a missing one and a
// malformed id all answer 404 "Archived guest not found" (docs/decisions/006-guest-archive.md).
// Static segments win over /api/guests/:id in Fastify's router, so these are never shadowed.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  ARCHIVE_MESSAGES,
  archivedGuestDeletedSchema,
  archivedGuestSchema,
  bulkArchiveSchema,
  bulkResultSchema,
} from '#shared/schemas/archive.js';
import { apiErrorSchema } from '#shared/schemas/fields.js';
import { guestIdParamsSchema, guestSchema } from '#shared/schemas/guests.js';
import { currentUser } from '#server/plugins/session.js';
import { type RouteOptions, errorResponses, zodRoutes } from '#server/routes/zod-routes.js';
import * as archive from '#server/services/guest-archive.js';
import { toGuestDto } from '#server/services/guests.js';

export async function archiveRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = zodRoutes(app);
  const tags = ['archive'];

  const errors = errorResponses(400, 401, 404);
  const params = guestIdParamsSchema;
  // A non-numeric or out-of-range id cannot name an archive entry.
  const config = { paramsNotFound: ARCHIVE_MESSAGES.archivedGuestNotFound };

  r.get(
    '/api/guests/archived',
    {
      schema: { tags, response: { 200: z.array(archivedGuestSchema), 401: apiErrorSchema } },
    },
    async (request) =>
      (await archive.listArchivedGuests(ctx.db, currentUser(request))).map(
        archive.toArchivedGuestDto,
      ),
  );

  r.post(
    '/api/guests/archived/:id/restore',
    { config, schema: { tags, params, response: { 200: guestSchema, ...errors } } },
    async (request) =>
      toGuestDto(await archive.restoreArchivedGuest(ctx, currentUser(request), request.params.id)),
  );

  r.delete(
    '/api/guests/archived/:id',
    { config, schema: { tags, params, response: { 200: archivedGuestDeletedSchema, ...errors } } },
    async (request) => {
      await archive.deleteArchivedGuest(ctx, currentUser(request), request.params.id);
      return { message: archive.GUEST_PERMANENTLY_DELETED, id: request.params.id };
    },
  );

  r.post(
    '/api/guests/archived/bulk-delete',
    { schema: { tags, body: bulkArchiveSchema, response: { 200: bulkResultSchema, ...errors } } },
    async (request) => {
      const results = await archive.bulkDeleteArchivedGuests(
        ctx,
        currentUser(request),
        request.body.ids,
      );
      return { message: archive.bulkMessage('deleted', results), results };
    },
  );

  r.post(
    '/api/guests/archived/bulk-restore',
    { schema: { tags, body: bulkArchiveSchema, response: { 200: bulkResultSchema, ...errors } } },
    async (request) => {
      const results = await archive.bulkRestoreArchivedGuests(
        ctx,
        currentUser(request),
        request.body.ids,
      );
      return { message: archive.bulkMessage('restored', results), results };
    },
  );
}

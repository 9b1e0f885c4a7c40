// The host's side of the guest form (docs/product.md#guest-form): its settings (a team's members
// share the team's form) and the "opened" mark that takes an application's "New" badge off.
// Every route needs a session; another host's guest answers 404 like any guest the caller cannot see.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/schemas/fields.js';
import { versionConflictSchema } from '#shared/schemas/versions.js';
import { messageSchema } from '#shared/schemas/auth.js';
import {
  guestFormAnswerSchema,
  guestFormSchema,
  guestFormSettingsSchema,
} from '#shared/schemas/guest-form.js';
import { guestIdParamsSchema } from '#shared/schemas/guests.js';
import { currentUser } from '#server/plugins/session.js';
import { type RouteOptions, errorResponses, zodRoutes } from '#server/routes/zod-routes.js';
import { getGuestForm, markApplicationSeen, saveGuestForm } from '#server/services/guest-form.js';
import { GUEST_NOT_FOUND } from '#server/services/guests.js';

export async function guestFormRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = zodRoutes(app);
  const tags = ['guest form'];

  r.get(
    '/api/guest-form',
    { schema: { tags, response: { 200: guestFormAnswerSchema, ...errorResponses(401) } } },
    async (request) => getGuestForm(ctx.db, currentUser(request)),
  );

  r.put(
    '/api/guest-form',
    {
      schema: {
        tags,
        body: guestFormSettingsSchema,
        response: {
          200: guestFormSchema,
          ...errorResponses(400, 401),
          // A link name another form holds, or a save made since the client's copy.
          409: z.union([versionConflictSchema(guestFormSchema), apiErrorSchema]),
        },
      },
    },
    async (request) => saveGuestForm(ctx, currentUser(request), request.body),
  );

  r.post(
    '/api/guests/:id/seen',
    {
      config: { paramsNotFound: GUEST_NOT_FOUND },
      schema: {
        tags,
        params: guestIdParamsSchema,
        response: { 200: messageSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => {
      await markApplicationSeen(ctx.db, currentUser(request), request.params.id);
      return { message: 'Application marked as seen' };
    },
  );
}

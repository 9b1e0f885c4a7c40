// Account routes (docs/product.md#auth-api): change the password, schedule the
// account's deletion, delete it at once. Every route needs a session. Phone verification lives
// with the auth routes.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  accountDeletionScheduledSchema,
  changePasswordSchema,
  deleteAccountSchema,
  permanentDeleteAccountSchema,
} from '#shared/schemas/account.js';
import { messageSchema } from '#shared/schemas/auth.js';
import { apiErrorSchema } from '#shared/schemas/fields.js';
import type { AppContext } from '#server/context.js';
import { currentUser } from '#server/plugins/session.js';
import * as account from '#server/services/account.js';

export async function accountRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['account'];
  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 429: apiErrorSchema };

  r.post(
    '/api/user/change-password',
    { schema: { tags, body: changePasswordSchema, response: { 200: messageSchema, ...errors } } },
    async (request, reply) => {
      const user = currentUser(request);
      await account.changePassword(ctx, user, request.body, request.sessionId);
      // Every other session has ended; this one continues under a new id.
      await app.sessions.start(request, reply, user.id);
      return { message: account.ACCOUNT_ANSWERS.passwordChanged };
    },
  );

  r.post(
    '/api/user/delete',
    {
      schema: {
        tags,
        body: deleteAccountSchema,
        response: { 200: accountDeletionScheduledSchema, ...errors },
      },
    },
    async (request, reply) => {
      const answer = await account.scheduleDeletion(ctx, currentUser(request), request.body);
      await app.sessions.end(request, reply);
      return answer;
    },
  );

  r.post(
    '/api/user/delete/permanent',
    {
      schema: {
        tags,
        body: permanentDeleteAccountSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await account.deletePermanently(ctx, currentUser(request), request.body);
      await app.sessions.end(request, reply);
      return { message: account.ACCOUNT_ANSWERS.deletedPermanently };
    },
  );
}

// Account routes (docs/product.md#auth-api): change the password, schedule the
// account's deletion, delete it at once. Every route needs a session. Phone verification lives
// with the auth routes.
import type { FastifyInstance } from 'fastify';
import {
  accountDeletionScheduledSchema,
  changePasswordSchema,
  deleteAccountSchema,
  permanentDeleteAccountSchema,
} from '#shared/schemas/account.js';
import { messageSchema } from '#shared/schemas/auth.js';
import { currentUser } from '#server/plugins/session.js';
import { type RouteOptions, errorResponses, zodRoutes } from '#server/routes/zod-routes.js';
import * as account from '#server/services/account.js';

export async function accountRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = zodRoutes(app);
  const tags = ['account'];
  const errors = errorResponses(400, 401, 429);

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

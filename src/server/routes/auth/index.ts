// Auth routes (docs/product.md#auth-api): parse with the shared schemas, call the
// auth service, reply. Signing in, registering, signing out and resetting a password are public;
// the signed-in user and phone verification need a session.
import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import {
  forgotPasswordSchema,
  loginSchema,
  messageSchema,
  phoneOnlySchema,
  publicUserSchema,
  registerSchema,
  resetPasswordSchema,
  verifyPreRegistrationSchema,
} from '#shared/schemas/auth.js';
import {
  deletionPendingSchema,
  resendPhoneVerificationSchema,
  verifyPhoneSchema,
} from '#shared/schemas/account.js';
import { apiErrorSchema } from '#shared/schemas/fields.js';
import { currentUser } from '#server/plugins/session.js';
import { type RouteOptions, errorResponses, zodRoutes } from '#server/routes/zod-routes.js';
import * as account from '#server/services/account.js';
import * as auth from '#server/services/auth.js';

export async function authRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = zodRoutes(app);
  const tags = ['auth'];
  const config = { public: true };

  r.get('/api/user', { schema: { tags, response: { 200: publicUserSchema } } }, async (request) =>
    auth.toPublicUser(currentUser(request)),
  );

  r.post(
    '/api/login',
    {
      config,
      schema: {
        tags,
        body: loginSchema,
        response: {
          200: publicUserSchema,
          ...errorResponses(400, 401, 429),
          403: deletionPendingSchema.or(apiErrorSchema),
        },
      },
    },
    async (request, reply) => {
      const user = await auth.login(ctx, request.body);
      await app.sessions.start(request, reply, user.id);
      return auth.toPublicUser(user);
    },
  );

  r.post(
    '/api/cancel-deletion',
    {
      config,
      schema: {
        tags,
        body: loginSchema,
        response: { 200: publicUserSchema, ...errorResponses(400, 401, 403, 409, 429) },
      },
    },
    async (request, reply) => {
      const user = await account.cancelDeletion(ctx, request.body);
      await app.sessions.start(request, reply, user.id);
      return auth.toPublicUser(user);
    },
  );

  r.post(
    '/api/register',
    { config, schema: { tags, body: registerSchema, response: { 201: publicUserSchema } } },
    async (request, reply) => {
      const user = await auth.register(ctx, request.body, request.hostname);
      await app.sessions.start(request, reply, user.id);
      return reply.code(201).send(auth.toPublicUser(user));
    },
  );

  r.post(
    '/api/logout',
    { config, schema: { tags, response: { 200: messageSchema } } },
    async (request, reply) => {
      await app.sessions.end(request, reply);
      return { message: 'Logged out' };
    },
  );

  const codeSentSchema = z.object({ message: z.string(), phoneNumber: z.string() });

  r.post(
    '/api/pre-register-verification',
    { config, schema: { tags, body: phoneOnlySchema, response: { 200: codeSentSchema } } },
    async (request) => {
      const { phoneNumber } = request.body;
      await auth.sendPreRegistrationCode(ctx, { phoneNumber, ip: request.ip });
      return { message: auth.AUTH_MESSAGES.codeSent, phoneNumber };
    },
  );

  r.post(
    '/api/verify-pre-registration',
    {
      config,
      schema: {
        tags,
        body: verifyPreRegistrationSchema,
        response: { 200: z.object({ message: z.string(), verified: z.literal(true) }) },
      },
    },
    async (request) => {
      await auth.verifyPreRegistrationCode(ctx, request.body);
      return { message: auth.AUTH_MESSAGES.phoneVerified, verified: true as const };
    },
  );

  const successSchema = z.object({ success: z.boolean(), message: z.string() });

  r.post(
    '/api/forgot-password',
    { config, schema: { tags, body: forgotPasswordSchema, response: { 200: successSchema } } },
    async (request) => {
      await auth.requestPasswordReset(ctx, { ...request.body, ip: request.ip }, request.hostname);
      return { success: true, message: auth.AUTH_MESSAGES.forgotProcessed };
    },
  );

  r.post(
    '/api/reset-password',
    { config, schema: { tags, body: resetPasswordSchema, response: { 200: successSchema } } },
    async (request) => {
      await auth.resetPassword(ctx, request.body);
      return { success: true, message: auth.AUTH_MESSAGES.resetDone };
    },
  );

  r.post(
    '/api/resend-phone-verification',
    {
      schema: { tags, body: resendPhoneVerificationSchema, response: { 200: codeSentSchema } },
    },
    async (request) => {
      const { phoneNumber } = request.body;
      await auth.sendPhoneVerificationCode(ctx, currentUser(request), {
        phoneNumber,
        ip: request.ip,
      });
      return { message: auth.AUTH_MESSAGES.codeSent, phoneNumber };
    },
  );

  r.post(
    '/api/verify-phone',
    {
      schema: {
        tags,
        body: verifyPhoneSchema,
        response: { 200: z.object({ message: z.string(), user: publicUserSchema }) },
      },
    },
    async (request) => {
      const user = await auth.verifyPhone(ctx, currentUser(request), request.body);
      return {
        message: auth.AUTH_MESSAGES.phoneVerifiedSuccessfully,
        user: auth.toPublicUser(user),
      };
    },
  );
}

// SMS notification routes (docs/product.md#sms-notifications): the caller's preferences and
// messages, guests gone quiet and their snooze, and Twilio's inbound-message webhook. The webhook
// is public and proves itself with X-Twilio-Signature instead of a session; without Twilio
// configured it does not exist (404).
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { idParamsSchema } from '#shared/schemas/fields.js';
import {
  notificationPreferencesBodySchema,
  notificationPreferencesSchema,
  quietGuestsSchema,
  quietSnoozeBodySchema,
  quietSnoozedSchema,
  smsMessageListSchema,
} from '#shared/schemas/notifications.js';
import { savedSettingsConflictSchema } from '#shared/schemas/versions.js';
import type { Config } from '#server/config.js';
import type { AppContext } from '#server/context.js';
import { forbidden, notFound } from '#server/errors.js';
import { currentUser } from '#server/plugins/session.js';
import { findVisibleGuest, GUEST_NOT_FOUND } from '#server/services/guests.js';
import { listMessages } from '#server/services/notifications/delivery.js';
import { quietGuests, snoozeGuest } from '#server/services/notifications/digest.js';
import {
  handleInbound,
  twiml,
  validTwilioSignature,
} from '#server/services/notifications/inbound.js';
import {
  getPreferences,
  storedPreferences,
  updatePreferences,
} from '#server/services/notifications/preferences.js';
import { errorResponses, zodRoutes } from '../zod-routes.js';

const DAY_MS = 86_400_000;
/** Twilio's form: From, Body and more, every value a string. */
const inboundBodySchema = z.record(z.string(), z.string());
export const INBOUND_PATH = '/api/sms/inbound';

export async function notificationRoutes(
  app: FastifyInstance,
  { ctx, config }: { ctx: AppContext; config: Config },
) {
  const r = zodRoutes(app);
  const tags = ['notifications'];
  const path = '/api/user/notifications';

  r.get(
    path,
    { schema: { tags, response: { 200: notificationPreferencesSchema, ...errorResponses(401) } } },
    async (request) => getPreferences(ctx.db, currentUser(request)),
  );

  r.put(
    path,
    {
      schema: {
        tags,
        body: notificationPreferencesBodySchema,
        response: {
          200: notificationPreferencesSchema,
          ...errorResponses(400, 401),
          409: savedSettingsConflictSchema(notificationPreferencesSchema),
        },
      },
    },
    async (request) => updatePreferences(ctx, currentUser(request), request.body),
  );

  r.get(
    `${path}/messages`,
    { schema: { tags, response: { 200: smsMessageListSchema, ...errorResponses(401) } } },
    async (request) => listMessages(ctx.db, currentUser(request).id),
  );

  r.get(
    '/api/guests/quiet',
    { schema: { tags, response: { 200: quietGuestsSchema, ...errorResponses(401) } } },
    async (request) => {
      const user = currentUser(request);
      const prefs = await storedPreferences(ctx.db, user.id);
      const rule = { limbo: prefs.quietDaysLimbo, other: prefs.quietDaysOther };
      const quiet = await quietGuests(ctx.db, user, rule, ctx.clock());
      return quiet.map(({ guestId, days, snoozedUntil }) => ({
        guestId,
        days,
        snoozedUntil: snoozedUntil?.toISOString() ?? null,
      }));
    },
  );

  r.post(
    '/api/guests/:id/quiet-snooze',
    {
      config: { paramsNotFound: GUEST_NOT_FOUND },
      schema: {
        tags,
        params: idParamsSchema,
        body: quietSnoozeBodySchema,
        response: { 200: quietSnoozedSchema, ...errorResponses(400, 401, 404) },
      },
    },
    async (request) => {
      const user = currentUser(request);
      const guest = await findVisibleGuest(ctx.db, user, request.params.id);
      const until = new Date(ctx.clock().getTime() + request.body.days * DAY_MS);
      await snoozeGuest(ctx.db, user, guest.id, until);
      return { guestId: guest.id, snoozedUntil: until.toISOString() };
    },
  );

  // Twilio posts forms; the parser is this folder's alone.
  app.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string' },
    (_request, body, done) => {
      done(null, Object.fromEntries(new URLSearchParams(body as string)));
    },
  );

  // Untyped router: the answer is TwiML text, not JSON.
  app.post(
    INBOUND_PATH,
    {
      config: { public: true, signedForm: true },
      schema: { tags, body: inboundBodySchema, response: errorResponses(400, 403, 404) },
      // Without Twilio the route does not exist, whatever is sent: answered before the body is
      // read, so no content type, malformed or oversized body earns a 415, 400 or 413 instead.
      onRequest: async () => {
        if (config.sms.provider !== 'twilio') throw notFound();
      },
    },
    async (request: FastifyRequest<{ Body: z.output<typeof inboundBodySchema> }>, reply) => {
      const sms = config.sms;
      if (sms.provider !== 'twilio') throw notFound();
      const signature = request.headers['x-twilio-signature'];
      const url = webhookUrl(request, config.publicUrl);
      if (
        !validTwilioSignature(
          sms.authToken,
          url,
          request.body,
          typeof signature === 'string' ? signature : undefined,
        )
      ) {
        throw forbidden('Invalid Twilio signature');
      }
      const answer = await handleInbound(ctx, request.body.From ?? '', request.body.Body ?? '');
      return reply.type('text/xml; charset=utf-8').send(twiml(answer));
    },
  );
}

/** The address Twilio called, as it signed it: the public URL when set, else this request's. */
function webhookUrl(request: FastifyRequest, publicUrl: string | undefined): string {
  return `${publicUrl ?? `${request.protocol}://${request.host}`}${request.url}`;
}

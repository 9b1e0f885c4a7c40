// Guest and journal routes (docs/product.md#guests-api, except the archive's, which live with the
// archive): parse with the shared schemas, call the guests service, reply. Every route needs a
// session; a guest the caller may not see, an archived one and a malformed id all answer 404 "Guest
// not found" (docs/product.md#ownership, docs/decisions/003-guests-api.md). A single GET sends the
// guest's version as its ETag; the two updates take the version the client saw (If-Match or body)
// and answer 409 when the guest moved on (docs/product.md#versions).
import type { FastifyInstance, FastifyReply } from 'fastify';
import { z } from 'zod';
import { apiErrorSchema } from '#shared/schemas/fields.js';
import {
  createGuestSchema,
  duplicateGuestErrorSchema,
  guestArchivedSchema,
  guestConflictSchema,
  guestIdParamsSchema,
  guestSchema,
  guestStatusBodySchema,
  journalEntrySchema,
  journalNoteSchema,
  updateGuestSchema,
} from '#shared/schemas/guests.js';
import { currentUser } from '#server/plugins/session.js';
import { expectedVersion, setEtag } from '#server/routes/versions.js';
import { type RouteOptions, errorResponses, zodRoutes } from '#server/routes/zod-routes.js';
import { ReplyCache, matchesEtag, sendEntry } from '#server/reply-cache.js';
import { boardEtag, readBoardList } from '#server/services/board-list.js';
import * as guests from '#server/services/guests.js';
import { toJournalEntryDto } from '#server/services/journal.js';

export async function guestRoutes(app: FastifyInstance, { ctx, config: appConfig }: RouteOptions) {
  const r = zodRoutes(app);
  const boardCache = new ReplyCache(appConfig.boardCacheBytes);
  const tags = ['guests'];

  const errors = errorResponses(400, 401, 404);
  const params = guestIdParamsSchema;
  // A non-numeric or out-of-range id cannot name a guest the caller may see.
  const config = { paramsNotFound: guests.GUEST_NOT_FOUND };

  // The board's list (docs/product.md#board-versions): 304 when the client's copy is current,
  // without reading a guest; else the list of the board's version, read and compressed once per
  // version on this instance. The schema documents the answer and types it; the JSON comes from
  // services/board-list.ts, which the response check compares with the schema's own output.
  r.get(
    '/api/guests',
    {
      schema: {
        tags,
        response: {
          200: z.array(guestSchema),
          304: z.null().describe('Not modified: If-None-Match named the current version'),
          401: apiErrorSchema,
        },
      },
    },
    async (request, reply) => {
      const viewer = currentUser(request);
      let etag = await boardEtag(ctx.db, viewer);
      if (matchesEtag(request.headers['if-none-match'], etag)) {
        // No body at all (not even a Content-Length of "null"'s four bytes, which some clients
        // wait for): the schema's null only documents the answer.
        return (reply as FastifyReply).header('etag', etag).code(304).send();
      }
      let entry = boardCache.get(`${viewer.id} ${etag}`);
      if (!entry) {
        const list = await readBoardList(ctx.db, viewer, { check: appConfig.responseCheck });
        etag = list.etag;
        entry = boardCache.set(`${viewer.id} ${etag}`, list.json);
      }
      return sendEntry(request, reply.header('etag', etag), entry);
    },
  );

  r.post(
    '/api/guests',
    {
      schema: {
        tags,
        body: createGuestSchema,
        response: { 201: guestSchema, ...errors, 409: duplicateGuestErrorSchema },
      },
    },
    async (request, reply) => {
      const guest = await guests.createGuest(ctx, currentUser(request), request.body);
      return reply.code(201).send(guests.toGuestDto(guest));
    },
  );

  r.get(
    '/api/guests/:id',
    { config, schema: { tags, params, response: { 200: guestSchema, ...errors } } },
    async (request, reply) => {
      const guest = await guests.getGuest(ctx.db, currentUser(request), request.params.id);
      setEtag(reply, guest.version);
      return guests.toGuestDto(guest);
    },
  );

  r.patch(
    '/api/guests/:id',
    {
      config,
      schema: {
        tags,
        params,
        body: updateGuestSchema,
        // A duplicate (the guest it would duplicate) or a stale version (the guest as it is).
        response: {
          200: guestSchema,
          ...errors,
          409: z.union([duplicateGuestErrorSchema, guestConflictSchema]),
        },
      },
    },
    async (request) => {
      const guest = await guests.updateGuest(
        ctx,
        currentUser(request),
        request.params.id,
        request.body,
        { version: expectedVersion(request) },
      );
      return guests.toGuestDto(guest);
    },
  );

  r.patch(
    '/api/guests/:id/status',
    {
      config,
      schema: {
        tags,
        params,
        body: guestStatusBodySchema,
        response: { 200: guestSchema, ...errors, 409: guestConflictSchema },
      },
    },
    async (request) => {
      const guest = await guests.changeGuestStatus(
        ctx,
        currentUser(request),
        request.params.id,
        request.body.status,
        { version: expectedVersion(request) },
      );
      return guests.toGuestDto(guest);
    },
  );

  r.delete(
    '/api/guests/:id',
    { config, schema: { tags, params, response: { 200: guestArchivedSchema, ...errors } } },
    async (request) => {
      const { id } = await guests.archiveGuest(ctx, currentUser(request), request.params.id);
      return { message: guests.GUEST_ARCHIVED, id };
    },
  );

  r.get(
    '/api/guests/:id/journal',
    { config, schema: { tags, params, response: { 200: z.array(journalEntrySchema), ...errors } } },
    async (request) => {
      const entries = await guests.getGuestJournal(ctx.db, currentUser(request), request.params.id);
      return entries.map(toJournalEntryDto);
    },
  );

  r.post(
    '/api/guests/:id/journal',
    {
      config,
      schema: {
        tags,
        params,
        body: journalNoteSchema,
        response: { 201: journalEntrySchema, ...errors },
      },
    },
    async (request, reply) => {
      const entry = await guests.addGuestNote(
        ctx,
        currentUser(request),
        request.params.id,
        request.body.description,
      );
      return reply.code(201).send(toJournalEntryDto(entry));
    },
  );
}

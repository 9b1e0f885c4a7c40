// CSV export and import of guests (docs/decisions/011-csv-import-export.md). Every route
// needs a session. Static segments win over /api/guests/:id in Fastify's router, and only the
// guest routes declare a malformed id's 404, so neither path is ever read as an id.
import type { FastifyInstance } from 'fastify';
import { CSV_LIMITS, importGuestsBodySchema, importReportSchema } from '#shared/guest-csv.js';
import { apiErrorSchema } from '#shared/schemas/fields.js';
import { formatCount } from '#shared/messages.js';
import { currentUser } from '#server/plugins/session.js';
import { type RouteOptions, zodRoutes } from '#server/routes/zod-routes.js';
import * as guestCsv from '#server/services/guest-csv.js';

/**
 * The import's body is the mapped rows of a file of at most 5 MB as JSON: the cells plus a key
 * per cell. 12 MB holds any such file; everything else keeps the app's 1 MB limit.
 */
export const IMPORT_BODY_LIMIT = 12 * 1024 * 1024;
export const IMPORT_TOO_LARGE = `The file is too large to import: the limit is ${CSV_LIMITS.fileBytes / 1024 / 1024} MB and ${formatCount(CSV_LIMITS.rows)} guest rows.`;

export async function guestCsvRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = zodRoutes(app);
  const tags = ['guests'];

  // Untyped: its 200 is CSV text, not a JSON schema's shape.
  app.get(
    '/api/guests/export.csv',
    {
      schema: {
        tags,
        description: 'The board as a UTF-8 CSV file (with a byte-order mark and a header row).',
        response: { 401: apiErrorSchema },
      },
    },
    async (request, reply) => {
      const csv = await guestCsv.exportGuestsCsv(ctx.db, currentUser(request));
      const day = ctx.clock().toISOString().slice(0, 10);
      return reply
        .type('text/csv; charset=utf-8')
        .header('content-disposition', `attachment; filename="guests-${day}.csv"`)
        .header('cache-control', 'no-store')
        .send(csv);
    },
  );

  r.post(
    '/api/guests/import',
    {
      bodyLimit: IMPORT_BODY_LIMIT,
      config: { bodyTooLarge: IMPORT_TOO_LARGE },
      schema: {
        tags,
        body: importGuestsBodySchema,
        response: {
          200: importReportSchema,
          400: apiErrorSchema,
          401: apiErrorSchema,
          413: apiErrorSchema,
        },
      },
    },
    async (request) => guestCsv.importGuests(ctx, currentUser(request), request.body.rows),
  );
}

// How every route folder opens: its options, the router typed by the zod schemas (they type each
// request and reply) and the API error answers a route lists in the OpenAPI document.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { apiErrorSchema } from '#shared/schemas/fields.js';
import type { Config } from '#server/config.js';
import type { AppContext } from '#server/context.js';

export interface RouteOptions {
  ctx: AppContext;
  config: Config;
}

export const zodRoutes = (app: FastifyInstance) => app.withTypeProvider<ZodTypeProvider>();

/** A route's error statuses, each answered with the API error shape. */
export function errorResponses<const S extends number>(...statuses: S[]) {
  return Object.fromEntries(statuses.map((status) => [status, apiErrorSchema])) as Record<
    S,
    typeof apiErrorSchema
  >;
}

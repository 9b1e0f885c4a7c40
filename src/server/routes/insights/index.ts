// Insights routes (docs/product.md#insights-api): one GET per card of the Insights page, each with
// the same query (period and member), each answered by the insights service's SQL aggregates.
// A period that does not parse answers 400 with field errors; a member outside the caller's team
// 404 "Member not found" (docs/decisions/028-insights.md).
import type { FastifyInstance } from 'fastify';
import type { z } from 'zod';
import {
  episodesInsightSchema,
  flowInsightSchema,
  followThroughInsightSchema,
  insightsQuerySchema,
  pipelineInsightSchema,
  stallsInsightSchema,
} from '#shared/schemas/insights.js';
import { currentUser } from '#server/plugins/session.js';
import { type RouteOptions, errorResponses, zodRoutes } from '#server/routes/zod-routes.js';
import * as insights from '#server/services/insights.js';

export async function insightsRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = zodRoutes(app);
  const errors = errorResponses(400, 401, 404);
  const schema = <S extends z.ZodType>(response: S) => ({
    tags: ['insights'],
    querystring: insightsQuerySchema,
    response: { 200: response, ...errors },
  });

  r.get('/api/insights/pipeline', { schema: schema(pipelineInsightSchema) }, (request) =>
    insights.pipelineInsight(ctx, currentUser(request), request.query),
  );
  r.get('/api/insights/flow', { schema: schema(flowInsightSchema) }, (request) =>
    insights.flowInsight(ctx, currentUser(request), request.query),
  );
  r.get('/api/insights/stalls', { schema: schema(stallsInsightSchema) }, (request) =>
    insights.stallsInsight(ctx, currentUser(request), request.query),
  );
  r.get('/api/insights/episodes', { schema: schema(episodesInsightSchema) }, (request) =>
    insights.episodesInsight(ctx, currentUser(request), request.query),
  );
  r.get('/api/insights/follow-through', { schema: schema(followThroughInsightSchema) }, (request) =>
    insights.followThroughInsight(ctx, currentUser(request), request.query),
  );
}

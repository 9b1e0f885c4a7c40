// GET /api/insights/{card} (docs/product.md#insights-api): one query per card of the Insights page,
// each with the period and member the page shows. The cards load side by side; a change of period
// keeps the last numbers on screen until the new ones come.
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type {
  EpisodesInsight,
  FlowInsight,
  FollowThroughInsight,
  InsightPeriodDays,
  PipelineInsight,
  StallsInsight,
} from '#shared/schemas/insights.js';
import { apiRequest } from '#web/lib/api.js';

export interface InsightAnswers {
  pipeline: PipelineInsight;
  flow: FlowInsight;
  stalls: StallsInsight;
  episodes: EpisodesInsight;
  'follow-through': FollowThroughInsight;
}
export type InsightCard = keyof InsightAnswers;

/** What the page asks every card: a number of days or a from-to period, and a member or all. */
export interface InsightParams {
  days?: InsightPeriodDays;
  from?: string;
  to?: string;
  member?: number;
}

export const INSIGHTS_QUERY_KEY = ['insights'] as const;

export function insightUrl(card: InsightCard, params: InsightParams): string {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(params)) {
    if (value !== undefined) search.set(key, String(value));
  }
  const query = search.toString();
  return `/api/insights/${card}${query ? `?${query}` : ''}`;
}

export function useInsight<C extends InsightCard>(card: C, params: InsightParams, enabled = true) {
  return useQuery({
    queryKey: [...INSIGHTS_QUERY_KEY, card, params],
    queryFn: ({ signal }) =>
      apiRequest<InsightAnswers[C]>('GET', insightUrl(card, params), undefined, { signal }),
    placeholderData: keepPreviousData,
    enabled,
  });
}

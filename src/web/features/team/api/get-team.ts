// GET /api/team: the signed-in user's team (docs/product.md#team-tab), or null when they are in
// none. The board reads it too, for its owner filter (docs/product.md#board-screen).
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '#web/lib/api.js';
import type { MaybeTeamAnswer } from './team-types';

export const TEAM_QUERY_KEY = ['team'] as const;

export const teamQueryOptions = () =>
  queryOptions({
    queryKey: TEAM_QUERY_KEY,
    queryFn: ({ signal }) =>
      apiRequest<MaybeTeamAnswer>('GET', '/api/team', undefined, { signal }).then(
        (answer) => answer.team,
      ),
  });

export function useTeam() {
  return useQuery(teamQueryOptions());
}

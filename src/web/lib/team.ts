// GET /api/team: the signed-in user's team (docs/product.md#team-tab), or null when they are in
// none. Read by the Team tab, the board's owner filter and the Action Center's assignees, so it
// lives here, once, like the session (a feature may not import another).
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '#shared/schemas/team.js';
import { apiRequest } from './api';

export const TEAM_QUERY_KEY = ['team'] as const;

export const teamQueryOptions = queryOptions({
  queryKey: TEAM_QUERY_KEY,
  queryFn: ({ signal }) =>
    apiRequest<{ team: Team | null }>('GET', '/api/team', undefined, { signal }).then(
      (answer) => answer.team,
    ),
});

/** The team; `enabled: false` waits (the board reads it once its cards show). */
export function useTeam(enabled = true) {
  return useQuery({ ...teamQueryOptions, enabled });
}

// GET /api/team: the user's team, or null outside one. The Action Center reads it for its
// assignees (docs/product.md#action-center-assignees): the "Assigned to" choices, and whether the
// "Whole team" switch is shown. Cached under ['team'] as the team screens cache it (the team
// itself, or null), so a change made there shows here.
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Team } from '#shared/schemas/team.js';
import { apiRequest } from '#web/lib/api.js';

const TEAM_QUERY_KEY = ['team'] as const;

const teamQueryOptions = queryOptions({
  queryKey: TEAM_QUERY_KEY,
  queryFn: ({ signal }) =>
    apiRequest<{ team: Team | null }>('GET', '/api/team', undefined, { signal }).then(
      (answer) => answer.team,
    ),
});

export function useTeam() {
  return useQuery(teamQueryOptions);
}

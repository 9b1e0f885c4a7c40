// Who is looking at the Action Center, for its assignees (docs/product.md#action-center-assignees):
// the signed-in user, whether they are in a team, and the team's members to assign to. A team that
// cannot be read counts as none: the user's lists still load, as before teams.
import { useMemo } from 'react';
import type { Team } from '#shared/schemas/team.js';
import { useUser } from '#web/lib/session.js';
import type { AgendaViewer } from '../agenda';
import { useTeam } from '#web/lib/team.js';

export interface AgendaViewerState {
  viewer: AgendaViewer | null;
  /** Undefined until the team is known. */
  inTeam: boolean | undefined;
  team: Team | null;
}

export function useAgendaViewer(enabled = true): AgendaViewerState {
  const user = useUser();
  const team = useTeam(enabled);
  const userId = user.data?.id;
  const known = team.data !== undefined || team.isError;
  const inTeam = known ? (team.data ?? null) !== null : undefined;
  const viewer = useMemo(
    () => (userId === undefined || inTeam === undefined ? null : { userId, inTeam }),
    [userId, inTeam],
  );
  return { viewer, inTeam, team: team.data ?? null };
}

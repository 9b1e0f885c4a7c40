// Types of the team calls, derived from the shared schemas the server validates with
// (src/shared/schemas/team.ts), so they never drift from it.
import type { z } from 'zod';
import type {
  joinTeamSchema,
  Team,
  teamNameSchema,
  transferOwnerSchema,
} from '#shared/schemas/team.js';

export type TeamNameInput = z.input<typeof teamNameSchema>;
export type TransferOwnerInput = z.input<typeof transferOwnerSchema>;
export type JoinTeamInput = z.input<typeof joinTeamSchema>;
export type TeamMember = Team['members'][number];

// TEMPORARY: the team answers as TEAMS-CONTRACT describes them, until src/shared/schemas/team.ts
// lands from the server side; then this file goes and the shared types are used.
export type TeamRole = 'owner' | 'member';

export interface TeamMember {
  id: number;
  username: string;
  podcast: string;
  role: TeamRole;
  joinedAt: string;
}

export interface Team {
  id: number;
  name: string;
  createdAt: string;
  role: TeamRole;
  members: TeamMember[];
}

export interface Invite {
  id: number;
  createdAt: string;
  expiresAt: string;
  maxUses: number;
  useCount: number;
  revokedAt: string | null;
  state: 'active' | 'expired' | 'revoked' | 'used_up';
  createdBy: string;
  usedBy: { username: string; usedAt: string }[];
}

export interface InvitePreview {
  teamName: string;
  ownerUsername: string;
  memberCount: number;
  alreadyMember: boolean;
}

export interface TeamNameInput {
  name: string;
}

import { z } from 'zod';
export const teamNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Team name is required')
    .max(100, 'Team name must be at most 100 characters'),
});

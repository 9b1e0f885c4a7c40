// Teams (docs/product.md#teams, docs/decisions/018-teams.md): the request bodies with their
// messages, and the Team and Invite answers. The server validates with these and the team screens
// with the same ones, so a rule and its message exist once.
import { z } from 'zod';
import { TEAM_ROLES } from '../enums.js';
import { notTrueOrFalse } from '../messages.js';
import { idText, MAX_ID, requiredLine } from './fields.js';

export const TEAM_NAME_MAX = 100;
export const INVITE_MAX_USES = 100;
export const INVITE_DEFAULT_USES = 10;
/** Days an invite link stays valid (docs/product.md#invitations). */
export const INVITE_VALID_DAYS = 7;

export const INVITE_STATES = ['active', 'expired', 'revoked', 'used_up'] as const;
export type InviteState = (typeof INVITE_STATES)[number];

export const TEAM_MESSAGES = {
  nameRequired: 'Team name is required',
  nameTooLong: `Team name must be at most ${TEAM_NAME_MAX} characters`,
  maxUses: `Uses must be a whole number from 1 to ${INVITE_MAX_USES}`,
  userId: 'Choose a member of your team',
  shareExistingGuests: notTrueOrFalse('shareExistingGuests'),
  alreadyInTeam: 'You already belong to a team',
  notOwner: 'Only the team owner can do this',
  notInTeam: 'You are not in a team',
  deleteWithMembers: 'Remove the other members or hand the owner role over first',
  leaveAsOwner: 'Hand the owner role to another member before leaving',
  deleteAccountAsOwner: 'Hand the owner role to another member before deleting your account',
  removeSelf: 'Use Leave team to leave',
  memberNotFound: 'Member not found',
  inviteNotFound: 'Invite not found',
  inviteInvalid: 'This invite link is not valid',
  tooManyJoins: 'Too many attempts to join a team. Please try again in 15 minutes.',
  teamDeleted: 'Team deleted',
  left: 'You left the team',
  memberRemoved: 'Member removed',
} as const;

/** The journal entry of a guest that passes to the owner when its member deletes their account. */
export const guestPassedDescription = (owner: string, username: string) =>
  `Guest passed to ${owner} when ${username} deleted their account`;

// ---- requests ------------------------------------------------------------------------------

const teamName = requiredLine(TEAM_MESSAGES.nameRequired, TEAM_NAME_MAX, TEAM_MESSAGES.nameTooLong);

/** POST /api/team and PATCH /api/team {name}. */
export const teamNameSchema = z.object({ name: teamName });

/** POST /api/team/owner {userId}: the member who becomes the owner. */
export const transferOwnerSchema = z.object({
  userId: z
    .number({ error: TEAM_MESSAGES.userId })
    .int(TEAM_MESSAGES.userId)
    .positive(TEAM_MESSAGES.userId)
    .max(MAX_ID, TEAM_MESSAGES.userId),
});

/** POST /api/team/invites {maxUses?}: how many people may join through the link (default 10). */
export const createInviteSchema = z.object({
  maxUses: z
    .number({ error: TEAM_MESSAGES.maxUses })
    .int(TEAM_MESSAGES.maxUses)
    .min(1, TEAM_MESSAGES.maxUses)
    .max(INVITE_MAX_USES, TEAM_MESSAGES.maxUses)
    .default(INVITE_DEFAULT_USES),
});
export type CreateInviteInput = z.input<typeof createInviteSchema>;

/** POST /api/invites/:token/join {shareExistingGuests?}: share the guests one has (default yes). */
export const joinTeamSchema = z.object({
  shareExistingGuests: z.boolean({ error: TEAM_MESSAGES.shareExistingGuests }).default(true),
});

/** DELETE /api/team/members/:userId; a malformed id names no member (404). */
export const memberParamsSchema = z.object({ userId: idText });

/** /api/invites/:token; any token that is not a valid invite's answers the same 404. */
export const inviteTokenParamsSchema = z.object({ token: z.string().max(200) });

// ---- answers -------------------------------------------------------------------------------

export const teamMemberSchema = z.object({
  id: z.number(),
  username: z.string(),
  podcast: z.string(),
  role: z.enum(TEAM_ROLES),
  joinedAt: z.string(),
});

/** The caller's team: their role, and the members (owner first, then by joining time). */
export const teamSchema = z.object({
  id: z.number(),
  name: z.string(),
  createdAt: z.string(),
  role: z.enum(TEAM_ROLES),
  members: z.array(teamMemberSchema),
});
export type Team = z.infer<typeof teamSchema>;

export const teamAnswerSchema = z.object({ team: teamSchema });
export const maybeTeamAnswerSchema = z.object({ team: teamSchema.nullable() });

export const inviteSchema = z.object({
  id: z.number(),
  createdAt: z.string(),
  expiresAt: z.string(),
  maxUses: z.number(),
  useCount: z.number(),
  revokedAt: z.string().nullable(),
  state: z.enum(INVITE_STATES),
  /** The username of the member who made it ("Former member" once that account is gone). */
  createdBy: z.string(),
  usedBy: z.array(z.object({ username: z.string(), usedAt: z.string() })),
});
export type Invite = z.infer<typeof inviteSchema>;

export const inviteAnswerSchema = z.object({ invite: inviteSchema });

/** POST /api/team/invites: the token and the link, shown this once (only a hash is kept). */
export const inviteCreatedSchema = z.object({
  invite: inviteSchema,
  token: z.string(),
  url: z.string(),
});
export type InviteCreated = z.infer<typeof inviteCreatedSchema>;

/** GET /api/invites/:token: what the join page shows before the person decides. */
export const invitePreviewSchema = z.object({
  teamName: z.string(),
  ownerUsername: z.string(),
  memberCount: z.number(),
  alreadyMember: z.boolean(),
});
export type InvitePreview = z.infer<typeof invitePreviewSchema>;

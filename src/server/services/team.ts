// Teams (docs/product.md#teams, docs/decisions/018-teams.md): creating, renaming and deleting one,
// invitations by link, joining, leaving, removing a member, handing the owner role over, and what
// an account deletion does to its team. A team is an organizations row; membership is
// users.organization_id with users.team_role. Guests are shared by carrying the team's id, and
// access is computed from users.organization_id on every request (services/guests.ts visibleTo),
// so a change of membership takes effect at once. Every change is one transaction that locks the
// team row first and then the users it changes, always in that order.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, gt, inArray, isNull, lt, ne, sql, type SQL } from 'drizzle-orm';
import {
  guestPassedDescription,
  INVITE_VALID_DAYS,
  TEAM_MESSAGES,
  type CreateInviteInput,
  type Invite,
  type InviteCreated,
  type InvitePreview,
  type InviteState,
  type Team,
} from '#shared/schemas/team.js';
import { inTransaction } from '../context.js';
import type { Clock } from '../context.js';
import type { Db } from '../db/client.js';
import {
  actionItems,
  calendarEvents,
  guestArchive,
  guests,
  journalEntries,
  organizations,
  tasks,
  teamInviteUses,
  teamInvites,
  users,
} from '../db/schema/index.js';
import type { TeamInvite, User } from '../db/schema/index.js';
import { conflict, forbidden, notFound, unauthorized } from '../errors.js';

export interface TeamDeps {
  db: Db;
  clock: Clock;
}

const DAY_MS = 24 * 3_600_000;
const INVITE_TTL_MS = INVITE_VALID_DAYS * DAY_MS;
/** 32 random bytes in base64url: 43 characters. */
const TOKEN_PATTERN = /^[A-Za-z0-9_-]{43}$/;
/** The path of the join page; the token follows. */
const JOIN_PATH = '/join/';
/** Shown for an invite whose maker's account is gone. */
const FORMER_MEMBER = 'Former member';

const hashToken = (token: string): string => createHash('sha256').update(token).digest('hex');

// ---- locks and checks ------------------------------------------------------------------------

/**
 * Locks the user's team row (when they have one), then the user's row, and answers the locked
 * user. Every team change takes its locks in this order (team, then users), so two of them never
 * wait for each other in a circle. 401 when the account is gone or marked deleted.
 */
export async function lockMemberAndTeam(tx: Db, userId: number): Promise<User> {
  const user = await lockUserAfterTeam(tx, userId, eq(users.isDeleted, false));
  if (!user) throw unauthorized();
  return user;
}

/**
 * lockMemberAndTeam's order for any user row that matches `where`: the team row first, then the
 * user's. Undefined when no such row, or, with `skipLocked` (the purge job), when another
 * transaction holds the user's row.
 */
export async function lockUserAfterTeam(
  tx: Db,
  userId: number,
  where: SQL | undefined,
  options: { skipLocked?: boolean } = {},
): Promise<User | undefined> {
  const matches = and(eq(users.id, userId), where);
  for (;;) {
    const [seen] = await tx
      .select({ organizationId: users.organizationId })
      .from(users)
      .where(matches);
    if (!seen) return undefined;
    if (seen.organizationId !== null) await lockTeam(tx, seen.organizationId);
    const [user] = await tx
      .select()
      .from(users)
      .where(matches)
      .for('update', options.skipLocked ? { skipLocked: true } : undefined);
    if (!user) return undefined;
    // Another transaction moved the user between the two reads: lock their new team instead.
    if (user.organizationId === seen.organizationId) return user;
  }
}

/** `no key update`: guests may still be inserted with the team's id (their key-share lock). */
async function lockTeam(tx: Db, teamId: number): Promise<boolean> {
  const [row] = await tx
    .select({ id: organizations.id })
    .from(organizations)
    .where(eq(organizations.id, teamId))
    .for('no key update');
  return Boolean(row);
}

function teamOf(user: User): number {
  if (user.organizationId === null) throw notFound(TEAM_MESSAGES.notInTeam);
  return user.organizationId;
}

function ownedTeamOf(user: User): number {
  const teamId = teamOf(user);
  if (user.teamRole !== 'owner') throw forbidden(TEAM_MESSAGES.notOwner);
  return teamId;
}

/** Locks a member of the team other than `exceptId` (404 "Member not found" otherwise). */
async function lockOtherMember(tx: Db, teamId: number, userId: number): Promise<User> {
  const [member] = await tx
    .select()
    .from(users)
    .where(and(eq(users.id, userId), eq(users.organizationId, teamId)))
    .for('update');
  if (!member) throw notFound(TEAM_MESSAGES.memberNotFound);
  return member;
}

async function otherMembers(tx: Db, teamId: number, userId: number): Promise<User[]> {
  return tx
    .select()
    .from(users)
    .where(and(eq(users.organizationId, teamId), ne(users.id, userId)))
    .orderBy(asc(users.teamJoinedAt), asc(users.createdAt), asc(users.id))
    .for('update');
}

// ---- reading -------------------------------------------------------------------------------

const roleOf = (user: Pick<User, 'teamRole'>) => user.teamRole ?? 'member';

/** The team as its member `viewerId` sees it: owner first, then by joining time. */
async function readTeam(db: Db, teamId: number, viewerId: number): Promise<Team> {
  const [team] = await db.select().from(organizations).where(eq(organizations.id, teamId));
  if (!team) throw notFound(TEAM_MESSAGES.notInTeam);
  const rows = await db
    .select()
    .from(users)
    .where(eq(users.organizationId, teamId))
    .orderBy(
      sql`case when ${users.teamRole} = 'owner' then 0 else 1 end`,
      asc(users.teamJoinedAt),
      asc(users.id),
    );
  const members = rows.map((user) => ({
    id: user.id,
    username: user.username,
    podcast: user.podcast,
    role: roleOf(user),
    joinedAt: (user.teamJoinedAt ?? team.createdAt).toISOString(),
  }));
  return {
    id: team.id,
    name: team.name,
    createdAt: team.createdAt.toISOString(),
    role: members.find((member) => member.id === viewerId)?.role ?? 'member',
    members,
  };
}

/** GET /api/team: the caller's team, or null. */
export async function getTeam(db: Db, viewer: User): Promise<Team | null> {
  return viewer.organizationId === null ? null : readTeam(db, viewer.organizationId, viewer.id);
}

// ---- sharing ---------------------------------------------------------------------------------

/** Every guest the user owns (archived ones too) now carries the team's id, or none. */
async function setGuestsTeam(tx: Db, userId: number, teamId: number | null): Promise<void> {
  await tx.update(guests).set({ organizationId: teamId }).where(eq(guests.userId, userId));
  await tx
    .update(guestArchive)
    .set({ organizationId: teamId })
    .where(eq(guestArchive.userId, userId));
}

/** Who made a member leave (themselves, or the owner removing them), and when. */
interface Departure {
  by: User;
  now: Date;
}

/**
 * What handing an item over writes beside its new owner or assignee: a copy read before is stale
 * (one more version), and a 409 on it names who made the change and when, as an edit's would
 * (docs/product.md#versions). A completed action item keeps its completion time, its updatedAt,
 * as an edit of it does (`actionItemKind.keepsUpdatedAt`), here in SQL for the whole batch.
 */
function handedOver(
  table: typeof tasks | typeof actionItems | typeof calendarEvents,
  { by, now }: Departure,
) {
  return {
    lastModifiedBy: by.id,
    updatedAt:
      table === actionItems
        ? sql`case when ${actionItems.isCompleted} then ${actionItems.updatedAt} else ${now} end`
        : now,
    version: sql`${table.version} + 1`,
  };
}

/**
 * The leaver's tasks, action items and events on guests the team keeps (other members' guests)
 * pass to each guest's owner: they belong with the guest, and the leaver no longer sees it.
 */
async function handItemsToGuestOwners(
  tx: Db,
  leaver: User,
  teamId: number,
  departure: Departure,
): Promise<void> {
  const teamGuests = tx
    .select({ id: guests.id })
    .from(guests)
    .where(and(eq(guests.organizationId, teamId), ne(guests.userId, leaver.id)));
  for (const table of [tasks, actionItems, calendarEvents] as const) {
    await tx
      .update(table)
      .set({
        userId: sql`(select ${guests.userId} from ${guests} where ${guests.id} = ${table.guestId})`,
        ...handedOver(table, departure),
      })
      .where(and(eq(table.userId, leaver.id), inArray(table.guestId, teamGuests)));
  }
}

/**
 * Teammates' tasks, action items and events on the leaver's own guests go with those guests to the
 * leaver: the team no longer sees the guests, so it must not keep reading them through an item.
 */
async function takeItemsOnOwnGuests(tx: Db, leaver: User, departure: Departure): Promise<void> {
  const ownGuests = tx.select({ id: guests.id }).from(guests).where(eq(guests.userId, leaver.id));
  for (const table of [tasks, actionItems, calendarEvents] as const) {
    await tx
      .update(table)
      .set({ userId: leaver.id, ...handedOver(table, departure) })
      .where(and(ne(table.userId, leaver.id), inArray(table.guestId, ownGuests)));
  }
}

/**
 * No task or action item is left between the leaver and the team (an assignee sees the item, and
 * through it its guest): what the team assigned to the leaver goes back to its creator, and what
 * the leaver assigned to a teammate comes back to the leaver.
 */
async function untangleAssignments(tx: Db, leaver: User, departure: Departure): Promise<void> {
  for (const table of [tasks, actionItems] as const) {
    await tx
      .update(table)
      .set({ assigneeId: sql`${table.userId}`, ...handedOver(table, departure) })
      .where(and(eq(table.assigneeId, leaver.id), ne(table.userId, leaver.id)));
    await tx
      .update(table)
      .set({ assigneeId: leaver.id, ...handedOver(table, departure) })
      .where(and(eq(table.userId, leaver.id), ne(table.assigneeId, leaver.id)));
  }
}

/** Takes the user out of their team: their guests become private again (docs/product.md#sharing). */
async function depart(tx: Db, member: User, teamId: number, departure: Departure): Promise<void> {
  await handItemsToGuestOwners(tx, member, teamId, departure);
  await takeItemsOnOwnGuests(tx, member, departure);
  await untangleAssignments(tx, member, departure);
  await setGuestsTeam(tx, member.id, null);
  await tx
    .update(users)
    .set({ organizationId: null, teamRole: null, teamJoinedAt: null })
    .where(eq(users.id, member.id));
}

/** The owner is the last member: the team goes, and with it its invites. */
async function dissolve(tx: Db, owner: User, teamId: number, now: Date): Promise<void> {
  await depart(tx, owner, teamId, { by: owner, now });
  await tx.delete(organizations).where(eq(organizations.id, teamId));
}

/** Runs `work` in one transaction with the viewer's team and row locked (lockMemberAndTeam). */
function asMember<T>(
  deps: TeamDeps,
  viewer: User,
  work: (tx: Db, user: User, now: Date) => Promise<T>,
): Promise<T> {
  return inTransaction(deps, async (tx, now) =>
    work(tx, await lockMemberAndTeam(tx, viewer.id), now),
  );
}

/** The same for what only the team's owner may do (403 otherwise), given the team's id. */
function asOwner<T>(
  deps: TeamDeps,
  viewer: User,
  work: (tx: Db, user: User, teamId: number, now: Date) => Promise<T>,
): Promise<T> {
  return asMember(deps, viewer, (tx, user, now) => work(tx, user, ownedTeamOf(user), now));
}

// ---- the team ------------------------------------------------------------------------------

/** POST /api/team: the creator becomes its owner and shares their guests with it. */
export async function createTeam(
  deps: TeamDeps,
  viewer: User,
  input: { name: string },
): Promise<Team> {
  return asMember(deps, viewer, async (tx, user, now) => {
    if (user.organizationId !== null) throw conflict(TEAM_MESSAGES.alreadyInTeam);
    const [team] = await tx
      .insert(organizations)
      .values({ name: input.name, createdAt: now, updatedAt: now })
      .returning();
    const teamId = (team as { id: number }).id;
    await tx
      .update(users)
      .set({ organizationId: teamId, teamRole: 'owner', teamJoinedAt: now })
      .where(eq(users.id, user.id));
    await setGuestsTeam(tx, user.id, teamId);
    return readTeam(tx, teamId, user.id);
  });
}

/** PATCH /api/team: the owner renames it. */
export async function renameTeam(
  deps: TeamDeps,
  viewer: User,
  input: { name: string },
): Promise<Team> {
  return asOwner(deps, viewer, async (tx, user, teamId, now) => {
    await tx
      .update(organizations)
      .set({ name: input.name, updatedAt: now })
      .where(eq(organizations.id, teamId));
    return readTeam(tx, teamId, user.id);
  });
}

/** DELETE /api/team: only an owner without other members. */
export async function deleteTeam(deps: TeamDeps, viewer: User): Promise<void> {
  await asOwner(deps, viewer, async (tx, user, teamId, now) => {
    if ((await otherMembers(tx, teamId, user.id)).length > 0) {
      throw conflict(TEAM_MESSAGES.deleteWithMembers);
    }
    await dissolve(tx, user, teamId, now);
  });
}

/** POST /api/team/leave: a member leaves; an owner alone deletes the team; an owner with members may not. */
export async function leaveTeam(deps: TeamDeps, viewer: User): Promise<void> {
  await asMember(deps, viewer, async (tx, user, now) => {
    const teamId = teamOf(user);
    if (user.teamRole === 'owner') {
      if ((await otherMembers(tx, teamId, user.id)).length > 0) {
        throw conflict(TEAM_MESSAGES.leaveAsOwner);
      }
      await dissolve(tx, user, teamId, now);
      return;
    }
    await depart(tx, user, teamId, { by: user, now });
  });
}

/** DELETE /api/team/members/:userId: the owner removes a member. */
export async function removeMember(deps: TeamDeps, viewer: User, memberId: number): Promise<void> {
  await asOwner(deps, viewer, async (tx, user, teamId, now) => {
    if (memberId === user.id) throw conflict(TEAM_MESSAGES.removeSelf);
    const member = await lockOtherMember(tx, teamId, memberId);
    await depart(tx, member, teamId, { by: user, now });
  });
}

/** POST /api/team/owner: the owner hands the role to a member and becomes a member. */
export async function transferOwnership(
  deps: TeamDeps,
  viewer: User,
  input: { userId: number },
): Promise<Team> {
  return asOwner(deps, viewer, async (tx, user, teamId) => {
    if (input.userId !== user.id) {
      const member = await lockOtherMember(tx, teamId, input.userId);
      // The old owner first: one owner per team (users_one_owner_per_team_idx) at every step.
      await tx.update(users).set({ teamRole: 'member' }).where(eq(users.id, user.id));
      await tx.update(users).set({ teamRole: 'owner' }).where(eq(users.id, member.id));
    }
    return readTeam(tx, teamId, user.id);
  });
}

// ---- invites -------------------------------------------------------------------------------

function inviteState(invite: TeamInvite, now: Date): InviteState {
  if (invite.revokedAt) return 'revoked';
  if (invite.useCount >= invite.maxUses) return 'used_up';
  if (invite.expiresAt.getTime() <= now.getTime()) return 'expired';
  return 'active';
}

/** The team's invites as the owner sees them, newest first (or the ones named by `ids`). */
async function readInvites(db: Db, teamId: number, now: Date, ids?: number[]): Promise<Invite[]> {
  const where = ids
    ? and(eq(teamInvites.organizationId, teamId), inArray(teamInvites.id, ids))
    : eq(teamInvites.organizationId, teamId);
  const rows = await db
    .select({ invite: teamInvites, creator: users.username })
    .from(teamInvites)
    .leftJoin(users, eq(users.id, teamInvites.createdBy))
    .where(where)
    .orderBy(desc(teamInvites.createdAt), desc(teamInvites.id));
  if (rows.length === 0) return [];
  const uses = await db
    .select()
    .from(teamInviteUses)
    .where(
      inArray(
        teamInviteUses.inviteId,
        rows.map((row) => row.invite.id),
      ),
    )
    .orderBy(asc(teamInviteUses.usedAt), asc(teamInviteUses.id));
  return rows.map(({ invite, creator }) => ({
    id: invite.id,
    createdAt: invite.createdAt.toISOString(),
    expiresAt: invite.expiresAt.toISOString(),
    maxUses: invite.maxUses,
    useCount: invite.useCount,
    revokedAt: invite.revokedAt?.toISOString() ?? null,
    state: inviteState(invite, now),
    createdBy: creator ?? FORMER_MEMBER,
    usedBy: uses
      .filter((use) => use.inviteId === invite.id)
      .map((use) => ({ username: use.username, usedAt: use.usedAt.toISOString() })),
  }));
}

async function readInvite(db: Db, teamId: number, id: number, now: Date): Promise<Invite> {
  const [invite] = await readInvites(db, teamId, now, [id]);
  if (!invite) throw notFound(TEAM_MESSAGES.inviteNotFound);
  return invite;
}

/** GET /api/team/invites (the owner). */
export async function listInvites(deps: TeamDeps, viewer: User): Promise<Invite[]> {
  return readInvites(deps.db, ownedTeamOf(viewer), deps.clock());
}

/** POST /api/team/invites: a new link, valid 7 days; its token is in this answer only. */
export async function createInvite(
  deps: TeamDeps,
  viewer: User,
  input: Required<CreateInviteInput>,
): Promise<InviteCreated> {
  return asOwner(deps, viewer, async (tx, user, teamId, now) => {
    const token = randomBytes(32).toString('base64url');
    const [row] = await tx
      .insert(teamInvites)
      .values({
        organizationId: teamId,
        tokenHash: hashToken(token),
        createdBy: user.id,
        createdAt: now,
        expiresAt: new Date(now.getTime() + INVITE_TTL_MS),
        maxUses: input.maxUses,
      })
      .returning();
    const invite = await readInvite(tx, teamId, (row as TeamInvite).id, now);
    return { invite, token, url: `${JOIN_PATH}${token}` };
  });
}

/** DELETE /api/team/invites/:id: the link stops working (revoking it again changes nothing). */
export async function revokeInvite(deps: TeamDeps, viewer: User, id: number): Promise<Invite> {
  return asOwner(deps, viewer, async (tx, user, teamId, now) => {
    const [row] = await tx
      .update(teamInvites)
      .set({
        revokedAt: sql`coalesce(${teamInvites.revokedAt}, ${now.toISOString()}::timestamptz)`,
      })
      .where(and(eq(teamInvites.id, id), eq(teamInvites.organizationId, teamId)))
      .returning({ id: teamInvites.id });
    if (!row) throw notFound(TEAM_MESSAGES.inviteNotFound);
    return readInvite(tx, teamId, row.id, now);
  });
}

/** Still usable at `now`: not revoked, not expired, not used up. */
const usable = (now: Date) =>
  and(
    isNull(teamInvites.revokedAt),
    gt(teamInvites.expiresAt, now),
    lt(teamInvites.useCount, teamInvites.maxUses),
  );

/**
 * The usable invite a token names, or 404 "This invite link is not valid": one answer for a
 * malformed, unknown, expired, revoked or used-up token, so a link tells nothing it should not.
 */
async function findUsableInvite(db: Db, token: string, now: Date): Promise<TeamInvite> {
  if (TOKEN_PATTERN.test(token)) {
    const [invite] = await db
      .select()
      .from(teamInvites)
      .where(and(eq(teamInvites.tokenHash, hashToken(token)), usable(now)));
    if (invite) return invite;
  }
  throw notFound(TEAM_MESSAGES.inviteInvalid);
}

/** GET /api/invites/:token: what the join page shows. */
export async function previewInvite(
  deps: TeamDeps,
  viewer: User,
  token: string,
): Promise<InvitePreview> {
  const invite = await findUsableInvite(deps.db, token, deps.clock());
  const teamId = invite.organizationId;
  const [team] = await deps.db
    .select({ name: organizations.name })
    .from(organizations)
    .where(eq(organizations.id, teamId));
  const members = await deps.db
    .select({ username: users.username, role: users.teamRole })
    .from(users)
    .where(eq(users.organizationId, teamId));
  if (!team) throw notFound(TEAM_MESSAGES.inviteInvalid);
  return {
    teamName: team.name,
    ownerUsername: members.find((member) => member.role === 'owner')?.username ?? '',
    memberCount: members.length,
    alreadyMember: viewer.organizationId === teamId,
  };
}

/**
 * POST /api/invites/:token/join: the caller joins as a member and, unless they say no, shares
 * every guest they own with the team. The use is counted by a conditional update under the team's
 * lock, so a 1-use link joined twice at once lets exactly one in.
 */
export async function joinTeam(
  deps: TeamDeps,
  viewer: User,
  token: string,
  input: { shareExistingGuests: boolean },
): Promise<Team> {
  return inTransaction(deps, async (tx, now) => {
    const invite = await findUsableInvite(tx, token, now);
    const teamId = invite.organizationId;
    if (!(await lockTeam(tx, teamId))) throw notFound(TEAM_MESSAGES.inviteInvalid);
    const [user] = await tx
      .select()
      .from(users)
      .where(and(eq(users.id, viewer.id), eq(users.isDeleted, false)))
      .for('update');
    if (!user) throw unauthorized();
    if (user.organizationId !== null) throw conflict(TEAM_MESSAGES.alreadyInTeam);
    const [used] = await tx
      .update(teamInvites)
      .set({ useCount: sql`${teamInvites.useCount} + 1` })
      .where(and(eq(teamInvites.id, invite.id), usable(now)))
      .returning({ id: teamInvites.id });
    if (!used) throw notFound(TEAM_MESSAGES.inviteInvalid);
    await tx
      .insert(teamInviteUses)
      .values({ inviteId: invite.id, userId: user.id, username: user.username, usedAt: now });
    await tx
      .update(users)
      .set({ organizationId: teamId, teamRole: 'member', teamJoinedAt: now })
      .where(eq(users.id, user.id));
    if (input.shareExistingGuests) await setGuestsTeam(tx, user.id, teamId);
    return readTeam(tx, teamId, user.id);
  });
}

// ---- account deletion ----------------------------------------------------------------------

/**
 * What deleting an account does to its team (docs/product.md#account-deletion), in the caller's
 * transaction, with the team and the user locked in that order (lockUserAfterTeam):
 * - an owner with other members must hand the role over first (409), except in the purge job,
 *   which cannot ask and makes the longest-standing member the owner;
 * - an owner alone takes the team with them;
 * - a member's shared guests (archived ones too) pass to the owner, each with an `updated`
 *   journal entry "Guest passed to {owner} when {username} deleted their account", and their items
 *   on the team's guests to each guest's owner; then they leave the team. Their private guests
 *   are left for the purge.
 */
export async function leaveTeamForAccountDeletion(
  tx: Db,
  user: User,
  now: Date,
  mode: 'request' | 'purge',
): Promise<void> {
  const teamId = user.organizationId;
  if (teamId === null) return;
  const others = await otherMembers(tx, teamId, user.id);
  if (others.length === 0) {
    await dissolve(tx, user, teamId, now);
    return;
  }
  let owner = user.teamRole === 'owner' ? undefined : others.find((o) => o.teamRole === 'owner');
  if (!owner) {
    if (user.teamRole === 'owner' && mode === 'request') {
      throw conflict(TEAM_MESSAGES.deleteAccountAsOwner);
    }
    // The purge of an owner, or a team that never had one: the longest-standing member leads.
    owner = others[0] as User;
    await tx.update(users).set({ teamRole: 'member' }).where(eq(users.id, user.id));
    await tx.update(users).set({ teamRole: 'owner' }).where(eq(users.id, owner.id));
  }
  const passed = await tx
    .update(guests)
    .set({ userId: owner.id })
    .where(and(eq(guests.userId, user.id), eq(guests.organizationId, teamId)))
    .returning({ id: guests.id });
  if (passed.length > 0) {
    const ids = passed.map((guest) => guest.id);
    await tx
      .update(guestArchive)
      .set({ userId: owner.id })
      .where(inArray(guestArchive.originalId, ids));
    await tx.insert(journalEntries).values(
      ids.map((guestId) => ({
        guestId,
        userId: user.id,
        username: user.username,
        action: 'updated' as const,
        description: guestPassedDescription(owner.username, user.username),
        oldValue: user.username,
        newValue: owner.username,
        createdAt: now,
      })),
    );
  }
  await depart(tx, user, teamId, { by: user, now });
}

/** The purge forgets who joined through which link (the count stays). */
export async function forgetInviteUses(tx: Db, userId: number): Promise<void> {
  await tx.delete(teamInviteUses).where(eq(teamInviteUses.userId, userId));
}

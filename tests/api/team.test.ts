// Teams (docs/product.md#teams, #team-api, #invitations, #sharing; docs/decisions/018-teams.md):
// every team route's success, validation, 401, 404 outside a team or for another team's ids, 403
// for a member who is not the owner; invite links in every invalid state answering one 404; joining,
// leaving, removal and the owner role with what each does to the guests; the one-owner rule; and a
// 1-use link joined twice at once.
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { teamInvites, users } from '#server/db/schema/index.js';
import { addGuest, apiCall, createTestApp, signedInUser } from '../helpers/app.js';
import type { Json, TestApp } from '../helpers/app.js';
import { archiveGuest, created, fieldErrors } from '../helpers/action-center.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(async () => t.close());
beforeEach(async () => t.reset());

const DAY_MS = 24 * 3_600_000;
const M = {
  auth: 'Authentication required',
  nameRequired: 'Team name is required',
  nameTooLong: 'Team name must be at most 100 characters',
  alreadyInTeam: 'You already belong to a team',
  notOwner: 'Only the team owner can do this',
  notInTeam: 'You are not in a team',
  deleteWithMembers: 'Remove the other members or hand the owner role over first',
  leaveAsOwner: 'Hand the owner role to another member before leaving',
  removeSelf: 'Use Leave team to leave',
  memberNotFound: 'Member not found',
  inviteNotFound: 'Invite not found',
  invalidLink: 'This invite link is not valid',
  maxUses: 'Uses must be a whole number from 1 to 100',
  userId: 'Choose a member of your team',
};

type Method = 'GET' | 'POST' | 'PATCH' | 'DELETE';
const call = (cookie: string | undefined, method: Method, url: string, body?: Json) =>
  apiCall(t, cookie, method, url, body);

interface Person {
  id: number;
  username: string;
  cookie: string;
}
async function person(): Promise<Person> {
  const { user, cookie } = await signedInUser(t);
  return { id: user.id, username: user.username, cookie };
}

async function createTeam(owner: Person, name = 'Pod Network') {
  const response = await call(owner.cookie, 'POST', '/api/team', { name });
  expect(response.statusCode, response.body).toBe(201);
  return (response.json() as { team: { id: number } }).team;
}

async function invite(owner: Person, body: Json = {}) {
  const response = await call(owner.cookie, 'POST', '/api/team/invites', body);
  expect(response.statusCode, response.body).toBe(201);
  return response.json() as { invite: Json & { id: number }; token: string; url: string };
}

const join = (who: Person, token: string, body: Json = {}) =>
  call(who.cookie, 'POST', `/api/invites/${token}/join`, body);

/** An owner with a team, and `members` people who joined it. */
async function teamWith(members = 1) {
  const owner = await person();
  const team = await createTeam(owner);
  const { token } = await invite(owner, { maxUses: 10 });
  const joined: Person[] = [];
  for (let i = 0; i < members; i += 1) {
    const member = await person();
    expect((await join(member, token)).statusCode).toBe(200);
    joined.push(member);
  }
  return { owner, team, members: joined, token };
}

/** An owner alone in a new team, with no invite yet. */
async function soloTeam() {
  const owner = await person();
  await createTeam(owner);
  return owner;
}

/** A save of task `taskId` from its first version is refused, naming who changed it and when. */
async function expectStaleSaveRefused(who: Person, taskId: number, changedBy: string, at: string) {
  const stale = await call(who.cookie, 'PATCH', `/api/tasks/${taskId}/status`, {
    status: 'completed',
    version: 1,
  });
  expect(stale.statusCode).toBe(409);
  expect(stale.json()).toMatchObject({
    message: `${changedBy} changed this task since you opened it.`,
    conflict: { changedBy, changedAt: at },
  });
}

const guestStatus = async (who: Person, id: number) =>
  (await call(who.cookie, 'GET', `/api/guests/${id}`)).statusCode;

describe('GET /api/team', () => {
  it('answers null outside a team, and the team with owner first, then by joining time', async () => {
    const loner = await person();
    expect((await call(loner.cookie, 'GET', '/api/team')).json()).toEqual({ team: null });

    const { owner, team, members } = await teamWith(2);
    const [first, second] = members as [Person, Person];
    const response = await call(first.cookie, 'GET', '/api/team');
    expect(response.statusCode).toBe(200);
    const body = response.json() as { team: Json & { members: Json[] } };
    expect(body.team).toMatchObject({ id: team.id, name: 'Pod Network', role: 'member' });
    expect(body.team.members.map((m) => [m.id, m.role])).toEqual([
      [owner.id, 'owner'],
      [first.id, 'member'],
      [second.id, 'member'],
    ]);
    expect(body.team.members[0]).toEqual({
      id: owner.id,
      username: owner.username,
      podcast: 'The Test Show',
      role: 'owner',
      joinedAt: expect.any(String),
    });
    expect((await call(owner.cookie, 'GET', '/api/team')).json()).toMatchObject({
      team: { role: 'owner' },
    });
  });

  it('answers 401 without a session', async () => {
    const response = await call(undefined, 'GET', '/api/team');
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: M.auth });
  });
});

describe('POST /api/team', () => {
  it('makes the creator its owner and shares their guests, archived ones too', async () => {
    const owner = await person();
    const guest = await addGuest(t, owner.cookie, { name: 'Before the team' });
    const old = await addGuest(t, owner.cookie, { name: 'Archived before' });
    await archiveGuest(t, owner.cookie, old.id);

    const response = await call(owner.cookie, 'POST', '/api/team', { name: '  Pod Network  ' });
    expect(response.statusCode).toBe(201);
    const { team } = response.json() as { team: Json & { id: number } };
    expect(team).toMatchObject({
      name: 'Pod Network',
      role: 'owner',
      createdAt: expect.any(String),
    });
    expect(team.members).toEqual([expect.objectContaining({ id: owner.id, role: 'owner' })]);
    expect((await call(owner.cookie, 'GET', `/api/guests/${guest.id}`)).json()).toMatchObject({
      organizationId: team.id,
    });

    const { token } = await invite(owner);
    const member = await person();
    expect((await join(member, token)).statusCode).toBe(200);
    expect(await guestStatus(member, guest.id)).toBe(200);
    const archive = (await call(member.cookie, 'GET', '/api/guests/archived')).json() as Json[];
    expect(archive.map((row) => row.originalId)).toEqual([old.id]);
  });

  it.each([
    [{}, M.nameRequired],
    [{ name: '' }, M.nameRequired],
    [{ name: '   ' }, M.nameRequired],
    [{ name: 42 }, M.nameRequired],
    [{ name: 'x'.repeat(101) }, M.nameTooLong],
  ])('refuses %j with a field error on name', async (body, message) => {
    const owner = await person();
    expect(fieldErrors(await call(owner.cookie, 'POST', '/api/team', body))).toEqual({
      name: message,
    });
    expect((await call(owner.cookie, 'GET', '/api/team')).json()).toEqual({ team: null });
  });

  it('takes a name of exactly 100 characters', async () => {
    const owner = await person();
    const response = await call(owner.cookie, 'POST', '/api/team', { name: 'x'.repeat(100) });
    expect(response.statusCode).toBe(201);
  });

  it('refuses a second team: 409 "You already belong to a team"', async () => {
    const { owner, members } = await teamWith(1);
    for (const who of [owner, members[0] as Person]) {
      const response = await call(who.cookie, 'POST', '/api/team', { name: 'Another' });
      expect(response.statusCode).toBe(409);
      expect(response.json()).toEqual({ message: M.alreadyInTeam });
    }
  });

  it('answers 401 without a session', async () => {
    expect((await call(undefined, 'POST', '/api/team', { name: 'X' })).statusCode).toBe(401);
  });
});

describe('PATCH /api/team', () => {
  it('renames the team (the owner)', async () => {
    const { owner, members } = await teamWith(1);
    const response = await call(owner.cookie, 'PATCH', '/api/team', { name: 'Renamed' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ team: { name: 'Renamed', role: 'owner' } });
    expect((await call(members[0]?.cookie, 'GET', '/api/team')).json()).toMatchObject({
      team: { name: 'Renamed' },
    });
  });

  it('answers 400, 403 for a member, 404 outside a team and 401', async () => {
    const { owner, members } = await teamWith(1);
    expect(fieldErrors(await call(owner.cookie, 'PATCH', '/api/team', { name: ' ' }))).toEqual({
      name: M.nameRequired,
    });
    const member = await call(members[0]?.cookie, 'PATCH', '/api/team', { name: 'Mine now' });
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ message: M.notOwner });
    const loner = await person();
    const outside = await call(loner.cookie, 'PATCH', '/api/team', { name: 'Mine now' });
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ message: M.notInTeam });
    expect((await call(undefined, 'PATCH', '/api/team', { name: 'X' })).statusCode).toBe(401);
    expect((await call(owner.cookie, 'GET', '/api/team')).json()).toMatchObject({
      team: { name: 'Pod Network' },
    });
  });
});

describe('DELETE /api/team', () => {
  it('deletes a team of its owner alone; their guests become private again', async () => {
    const owner = await person();
    const guest = await addGuest(t, owner.cookie);
    await createTeam(owner);
    const { invite: link } = await invite(owner);
    const response = await call(owner.cookie, 'DELETE', '/api/team');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Team deleted' });
    expect((await call(owner.cookie, 'GET', '/api/team')).json()).toEqual({ team: null });
    expect((await call(owner.cookie, 'GET', `/api/guests/${guest.id}`)).json()).toMatchObject({
      organizationId: null,
    });
    expect(
      await t.database.db.select().from(teamInvites).where(eq(teamInvites.id, link.id)),
    ).toEqual([]);
    // A new team may be made afterwards.
    await createTeam(owner, 'Second try');
  });

  it('answers 409 while others are in it, 403 for a member, 404 outside a team', async () => {
    const { owner, members } = await teamWith(1);
    const busy = await call(owner.cookie, 'DELETE', '/api/team');
    expect(busy.statusCode).toBe(409);
    expect(busy.json()).toEqual({ message: M.deleteWithMembers });
    const member = await call(members[0]?.cookie, 'DELETE', '/api/team');
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ message: M.notOwner });
    const loner = await person();
    const outside = await call(loner.cookie, 'DELETE', '/api/team');
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ message: M.notInTeam });
    expect((await call(undefined, 'DELETE', '/api/team')).statusCode).toBe(401);
    expect((await call(owner.cookie, 'GET', '/api/team')).json()).toMatchObject({
      team: { members: [expect.anything(), expect.anything()] },
    });
  });
});

describe('POST /api/team/leave', () => {
  it("a member leaves: their guests go private, everyone else's go out of reach at once", async () => {
    const { owner, members } = await teamWith(1);
    const member = members[0] as Person;
    const ownerGuest = await addGuest(t, owner.cookie, { name: 'Owner Guest' });
    const memberGuest = await addGuest(t, member.cookie, { name: 'Member Guest' });
    expect(await guestStatus(owner, memberGuest.id)).toBe(200);
    expect(await guestStatus(member, ownerGuest.id)).toBe(200);

    const response = await call(member.cookie, 'POST', '/api/team/leave');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'You left the team' });
    expect((await call(member.cookie, 'GET', '/api/team')).json()).toEqual({ team: null });
    expect(await guestStatus(member, ownerGuest.id)).toBe(404);
    expect(await guestStatus(owner, memberGuest.id)).toBe(404);
    expect(
      (await call(member.cookie, 'GET', `/api/guests/${memberGuest.id}`)).json(),
    ).toMatchObject({ organizationId: null });
    const team = (await call(owner.cookie, 'GET', '/api/team')).json() as { team: Json };
    expect(team.team.members).toHaveLength(1);
  });

  it("hands the leaver's tasks on the team's guests to each guest's owner", async () => {
    const { owner, members } = await teamWith(1);
    const member = members[0] as Person;
    const ownerGuest = await addGuest(t, owner.cookie, { name: 'Owner Guest' });
    const task = await call(member.cookie, 'POST', '/api/tasks', {
      title: 'Call the agent',
      guestId: ownerGuest.id,
    });
    expect(task.statusCode).toBe(201);
    const taskId = (task.json() as { id: number }).id;
    expect((await call(member.cookie, 'POST', '/api/team/leave')).statusCode).toBe(200);
    expect((await call(member.cookie, 'GET', `/api/tasks/${taskId}`)).statusCode).toBe(404);
    expect(JSON.stringify((await call(member.cookie, 'GET', '/api/tasks')).json())).not.toContain(
      'Call the agent',
    );
    const handed = (await call(owner.cookie, 'GET', `/api/tasks/${taskId}`)).json() as {
      version: number;
    };
    expect(handed).toMatchObject({ userId: owner.id, guestId: ownerGuest.id });
    // A change of the row (its owner, then its assignee): a copy read before it is stale
    // (docs/product.md#versions).
    expect(handed.version).toBeGreaterThan(1);
  });

  it('leaves no item assigned across the team: each goes back to its own side', async () => {
    const { owner, members } = await teamWith(1);
    const member = members[0] as Person;
    const ownerGuest = await addGuest(t, owner.cookie, { name: 'Owner Guest' });
    const memberGuest = await addGuest(t, member.cookie, { name: 'Member Guest' });
    const toMember = await call(owner.cookie, 'POST', '/api/tasks', {
      title: 'Book the studio',
      guestId: ownerGuest.id,
      assigneeId: member.id,
    });
    const toOwner = await call(member.cookie, 'POST', '/api/action-items', {
      title: 'Send the questions',
      guestId: memberGuest.id,
      assigneeId: owner.id,
    });
    expect([toMember.statusCode, toOwner.statusCode]).toEqual([201, 201]);
    const taskId = (toMember.json() as { id: number }).id;
    const itemId = (toOwner.json() as { id: number }).id;

    t.clock.advance(60_000);
    const leftAt = new Date(t.clock.now()).toISOString();
    expect((await call(member.cookie, 'POST', '/api/team/leave')).statusCode).toBe(200);

    // The owner's task is the owner's again; the member no longer sees it, nor its guest.
    expect((await call(owner.cookie, 'GET', `/api/tasks/${taskId}`)).json()).toMatchObject({
      assigneeId: owner.id,
      version: 2,
    });
    // A save from the copy read before the hand-back is refused, not written over it.
    // It names the change it missed: the member's leaving, then (docs/product.md#versions).
    await expectStaleSaveRefused(owner, taskId, member.username, leftAt);
    expect((await call(member.cookie, 'GET', `/api/tasks/${taskId}`)).statusCode).toBe(404);
    // The member's action item, on the guest they took along, is the member's again.
    expect((await call(member.cookie, 'GET', `/api/action-items/${itemId}`)).json()).toMatchObject({
      assigneeId: member.id,
      version: 2,
    });
    expect((await call(owner.cookie, 'GET', `/api/action-items/${itemId}`)).statusCode).toBe(404);
    const ownerItems = JSON.stringify(
      (await call(owner.cookie, 'GET', '/api/action-items')).json(),
    );
    expect(ownerItems).not.toContain('Send the questions');
  });

  it("takes the team's items on the leaver's own guests along with the guests", async () => {
    const { owner, members } = await teamWith(1);
    const member = members[0] as Person;
    const memberGuest = await addGuest(t, member.cookie, { name: 'Leaving Guest' });
    const task = await call(owner.cookie, 'POST', '/api/tasks', {
      title: 'Owner task on the member guest',
      guestId: memberGuest.id,
    });
    const event = await call(owner.cookie, 'POST', '/api/calendar', {
      title: 'Owner call with the member guest',
      guestId: memberGuest.id,
      startTime: '2030-01-01T10:00:00.000Z',
      endTime: '2030-01-01T11:00:00.000Z',
      eventType: 'recording',
    });
    expect([task.statusCode, event.statusCode]).toEqual([201, 201]);
    const taskId = (task.json() as { id: number }).id;

    expect((await call(member.cookie, 'POST', '/api/team/leave')).statusCode).toBe(200);

    expect((await call(owner.cookie, 'GET', `/api/tasks/${taskId}`)).statusCode).toBe(404);
    const ownerEvents = JSON.stringify((await call(owner.cookie, 'GET', '/api/calendar')).json());
    expect(ownerEvents).not.toContain('Leaving Guest');
    expect(ownerEvents).not.toContain('Owner call with the member guest');
    expect((await call(member.cookie, 'GET', `/api/tasks/${taskId}`)).json()).toMatchObject({
      userId: member.id,
      assigneeId: member.id,
      guestId: memberGuest.id,
    });
  });

  it('tells whoever worked on an item that went with its guest where it went; others read "not found" (docs/decisions/047)', async () => {
    const { owner, members } = await teamWith(2);
    const [member, bystander] = members as [Person, Person];
    const memberGuest = await addGuest(t, member.cookie, { name: 'Leaving Guest' });
    const ownerGuest = await addGuest(t, owner.cookie, { name: 'Staying Guest' });
    const ownerTask = await created(t, owner.cookie, '/api/tasks', {
      title: 'Owner task on the leaving guest',
      guestId: memberGuest.id,
    });
    const ownerItem = await created(t, owner.cookie, '/api/action-items', {
      title: 'Owner item on the leaving guest',
      guestId: memberGuest.id,
    });
    const memberTask = await created(t, member.cookie, '/api/tasks', {
      title: 'Member task on the staying guest',
      guestId: ownerGuest.id,
    });
    expect((await call(member.cookie, 'POST', '/api/team/leave')).statusCode).toBe(200);

    const moved = (noun: string) => ({
      message: `This ${noun} now belongs to its guest's owner, who no longer shares that guest with you.`,
    });
    // The owner wrote the task and the item: they went with the guest the member took along.
    const task = await call(owner.cookie, 'GET', `/api/tasks/${ownerTask.id}`);
    expect(task.statusCode).toBe(404);
    expect(task.json()).toEqual(moved('task'));
    const item = await call(owner.cookie, 'GET', `/api/action-items/${ownerItem.id}`);
    expect(item.statusCode).toBe(404);
    expect(item.json()).toEqual(moved('action item'));
    // The member's task stays with the owner's guest, which the member no longer sees.
    const left = await call(member.cookie, 'GET', `/api/tasks/${memberTask.id}`);
    expect(left.statusCode).toBe(404);
    expect(left.json()).toEqual(moved('task'));
    // Who never worked on it learns nothing about it: the usual 404.
    const other = await call(bystander.cookie, 'GET', `/api/tasks/${ownerTask.id}`);
    expect(other.json()).toEqual({ message: 'Task not found' });
    expect((await call(owner.cookie, 'GET', '/api/tasks/999999')).json()).toEqual({
      message: 'Task not found',
    });
    // Its guest's owner sees it as before.
    expect((await call(member.cookie, 'GET', `/api/tasks/${ownerTask.id}`)).statusCode).toBe(200);
    expect((await call(owner.cookie, 'GET', `/api/tasks/${memberTask.id}`)).statusCode).toBe(200);
  });

  it('an owner alone deletes the team by leaving; with members 409', async () => {
    const { owner, members } = await teamWith(1);
    const refused = await call(owner.cookie, 'POST', '/api/team/leave');
    expect(refused.statusCode).toBe(409);
    expect(refused.json()).toEqual({ message: M.leaveAsOwner });
    expect((await call(members[0]?.cookie, 'POST', '/api/team/leave')).statusCode).toBe(200);
    const alone = await call(owner.cookie, 'POST', '/api/team/leave');
    expect(alone.statusCode).toBe(200);
    expect((await call(owner.cookie, 'GET', '/api/team')).json()).toEqual({ team: null });
    const { rows } = (await t.database.db.execute(
      sql`select count(*)::int as n from organizations`,
    )) as unknown as { rows: { n: number }[] };
    expect(rows[0]?.n).toBe(0);
  });

  it('answers 404 outside a team and 401 without a session', async () => {
    const loner = await person();
    const response = await call(loner.cookie, 'POST', '/api/team/leave');
    expect(response.statusCode).toBe(404);
    expect(response.json()).toEqual({ message: M.notInTeam });
    expect((await call(undefined, 'POST', '/api/team/leave')).statusCode).toBe(401);
  });
});

describe('DELETE /api/team/members/:userId', () => {
  it('removes a member, who loses the team at once; their guests go private', async () => {
    const { owner, members } = await teamWith(2);
    const [gone, stays] = members as [Person, Person];
    const ownerGuest = await addGuest(t, owner.cookie, { name: 'Owner Guest' });
    const goneGuest = await addGuest(t, gone.cookie, { name: 'Gone Guest' });

    const response = await call(owner.cookie, 'DELETE', `/api/team/members/${gone.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Member removed' });
    expect((await call(gone.cookie, 'GET', '/api/team')).json()).toEqual({ team: null });
    expect(await guestStatus(gone, ownerGuest.id)).toBe(404);
    expect(await guestStatus(stays, goneGuest.id)).toBe(404);
    expect(await guestStatus(gone, goneGuest.id)).toBe(200);
    expect(await guestStatus(stays, ownerGuest.id)).toBe(200);
  });

  it('names the owner on what the removal handed over; a completed action item keeps its completion time', async () => {
    const { owner, members } = await teamWith(1);
    const gone = members[0] as Person;
    const ownerGuest = await addGuest(t, owner.cookie, { name: 'Owner Guest' });
    const { id: taskId } = await created(t, gone.cookie, '/api/tasks', {
      title: 'Draft the intro',
      guestId: ownerGuest.id,
    });
    const { id: itemId } = await created(t, gone.cookie, '/api/action-items', {
      title: 'Confirm the date',
      guestId: ownerGuest.id,
    });
    const done = await call(gone.cookie, 'PATCH', `/api/action-items/${itemId}/complete`, {
      isCompleted: true,
    });
    expect(done.statusCode).toBe(200);
    const completed = await call(gone.cookie, 'GET', `/api/action-items/${itemId}`);
    const completedAt = (completed.json() as { updatedAt: string }).updatedAt;

    t.clock.advance(60_000);
    const removedAt = new Date(t.clock.now()).toISOString();
    expect((await call(owner.cookie, 'DELETE', `/api/team/members/${gone.id}`)).statusCode).toBe(
      200,
    );

    await expectStaleSaveRefused(owner, taskId, owner.username, removedAt);
    const handed = (await call(owner.cookie, 'GET', `/api/action-items/${itemId}`)).json() as Json;
    expect(handed).toMatchObject({ userId: owner.id, isCompleted: true, updatedAt: completedAt });
    expect(handed.version).toBeGreaterThan(2);
  });

  it("answers 409 for oneself, 404 for a non-member, another team's member or a malformed id", async () => {
    const { owner, members } = await teamWith(1);
    const self = await call(owner.cookie, 'DELETE', `/api/team/members/${owner.id}`);
    expect(self.statusCode).toBe(409);
    expect(self.json()).toEqual({ message: M.removeSelf });
    const other = await teamWith(1);
    const loner = await person();
    for (const id of [loner.id, other.owner.id, other.members[0]?.id, 999_999, 'abc', '0', '1.5']) {
      const response = await call(owner.cookie, 'DELETE', `/api/team/members/${id}`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ message: M.memberNotFound });
    }
    expect((await call(other.owner.cookie, 'GET', '/api/team')).json()).toMatchObject({
      team: { members: [expect.anything(), expect.anything()] },
    });
    expect(members).toHaveLength(1);
  });

  it('answers 403 for a member, 404 outside a team and 401', async () => {
    const { owner, members } = await teamWith(2);
    const [first, second] = members as [Person, Person];
    const member = await call(first.cookie, 'DELETE', `/api/team/members/${second.id}`);
    expect(member.statusCode).toBe(403);
    expect(member.json()).toEqual({ message: M.notOwner });
    const loner = await person();
    const outside = await call(loner.cookie, 'DELETE', `/api/team/members/${first.id}`);
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ message: M.notInTeam });
    expect((await call(undefined, 'DELETE', `/api/team/members/${first.id}`)).statusCode).toBe(401);
    const team = (await call(owner.cookie, 'GET', '/api/team')).json() as { team: Json };
    expect(team.team.members).toHaveLength(3);
  });
});

describe('POST /api/team/owner', () => {
  it('hands the owner role to a member; the old owner becomes a member', async () => {
    const { owner, members } = await teamWith(1);
    const member = members[0] as Person;
    const response = await call(owner.cookie, 'POST', '/api/team/owner', { userId: member.id });
    expect(response.statusCode).toBe(200);
    const { team } = response.json() as { team: Json & { members: Json[] } };
    expect(team.role).toBe('member');
    expect(team.members.map((m) => [m.id, m.role])).toEqual([
      [member.id, 'owner'],
      [owner.id, 'member'],
    ]);
    expect((await call(owner.cookie, 'PATCH', '/api/team', { name: 'Mine' })).statusCode).toBe(403);
    expect((await call(member.cookie, 'PATCH', '/api/team', { name: 'Mine' })).statusCode).toBe(
      200,
    );
    // Now the old owner may leave, keeping the team to the new one.
    expect((await call(owner.cookie, 'POST', '/api/team/leave')).statusCode).toBe(200);
  });

  it('changes nothing when the owner names themself', async () => {
    const { owner } = await teamWith(1);
    const response = await call(owner.cookie, 'POST', '/api/team/owner', { userId: owner.id });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ team: { role: 'owner' } });
  });

  it.each([[{}], [{ userId: 'x' }], [{ userId: 0 }], [{ userId: 1.5 }], [{ userId: 3e9 }]])(
    'refuses %j with a field error on userId',
    async (body) => {
      const { owner } = await teamWith(1);
      expect(fieldErrors(await call(owner.cookie, 'POST', '/api/team/owner', body))).toEqual({
        userId: M.userId,
      });
    },
  );

  it('answers 404 for a non-member, 403 for a member, 404 outside a team and 401', async () => {
    const { owner, members } = await teamWith(1);
    const other = await teamWith(0);
    const stranger = await call(owner.cookie, 'POST', '/api/team/owner', {
      userId: other.owner.id,
    });
    expect(stranger.statusCode).toBe(404);
    expect(stranger.json()).toEqual({ message: M.memberNotFound });
    const member = await call(members[0]?.cookie, 'POST', '/api/team/owner', {
      userId: members[0]?.id,
    });
    expect(member.statusCode).toBe(403);
    const loner = await person();
    const outside = await call(loner.cookie, 'POST', '/api/team/owner', { userId: owner.id });
    expect(outside.statusCode).toBe(404);
    expect(outside.json()).toEqual({ message: M.notInTeam });
    expect((await call(undefined, 'POST', '/api/team/owner', { userId: 1 })).statusCode).toBe(401);
    expect((await call(owner.cookie, 'GET', '/api/team')).json()).toMatchObject({
      team: { role: 'owner' },
    });
  });
});

describe('the one-owner rule', () => {
  it('refuses a second owner in the database itself', async () => {
    const { members } = await teamWith(1);
    await expect(
      t.database.db
        .update(users)
        .set({ teamRole: 'owner' })
        .where(eq(users.id, (members[0] as Person).id)),
    ).rejects.toThrow();
  });

  it('refuses a role that is not owner or member', async () => {
    const { members } = await teamWith(1);
    await expect(
      t.database.db.execute(
        sql`update users set team_role = 'admin' where id = ${(members[0] as Person).id}`,
      ),
    ).rejects.toThrow();
  });
});

describe('invites: /api/team/invites', () => {
  it('makes a 7-day link with a 43-character token that is stored only as a hash', async () => {
    const owner = await soloTeam();
    const created = await invite(owner);
    expect(created.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(created.url).toBe(`/join/${created.token}`);
    expect(created.invite).toEqual({
      id: expect.any(Number),
      createdAt: new Date(t.clock.now()).toISOString(),
      expiresAt: new Date(t.clock.now().getTime() + 7 * DAY_MS).toISOString(),
      maxUses: 10,
      useCount: 0,
      revokedAt: null,
      state: 'active',
      createdBy: owner.username,
      usedBy: [],
    });
    const { rows } = (await t.database.db.execute(
      sql`select row_to_json(i)::text as row from team_invites i`,
    )) as unknown as { rows: { row: string }[] };
    expect(rows[0]?.row).not.toContain(created.token);
    expect((await invite(owner, { maxUses: 1 })).invite.maxUses).toBe(1);
    expect((await invite(owner, { maxUses: 100 })).invite.maxUses).toBe(100);
  });

  it.each([[{ maxUses: 0 }], [{ maxUses: 101 }], [{ maxUses: 1.5 }], [{ maxUses: '5' }]])(
    'refuses %j with a field error on maxUses',
    async (body) => {
      const owner = await soloTeam();
      expect(fieldErrors(await call(owner.cookie, 'POST', '/api/team/invites', body))).toEqual({
        maxUses: M.maxUses,
      });
      expect((await call(owner.cookie, 'GET', '/api/team/invites')).json()).toEqual([]);
    },
  );

  it('lists the invites newest first with their state and who used them', async () => {
    const owner = await soloTeam();
    const old = await invite(owner, { maxUses: 1 });
    t.clock.advance(60_000);
    const revoked = await invite(owner);
    t.clock.advance(60_000);
    const fresh = await invite(owner);
    const member = await person();
    expect((await join(member, old.token)).statusCode).toBe(200);
    const revoke = await call(owner.cookie, 'DELETE', `/api/team/invites/${revoked.invite.id}`);
    expect(revoke.statusCode).toBe(200);
    expect(revoke.json()).toMatchObject({
      invite: { id: revoked.invite.id, state: 'revoked', revokedAt: expect.any(String) },
    });

    const list = (await call(owner.cookie, 'GET', '/api/team/invites')).json() as Json[];
    expect(list.map((row) => [row.id, row.state])).toEqual([
      [fresh.invite.id, 'active'],
      [revoked.invite.id, 'revoked'],
      [old.invite.id, 'used_up'],
    ]);
    expect(list[2]).toMatchObject({
      useCount: 1,
      usedBy: [{ username: member.username, usedAt: new Date(t.clock.now()).toISOString() }],
    });
    t.clock.advance(7 * DAY_MS);
    const later = (await call(owner.cookie, 'GET', '/api/team/invites')).json() as Json[];
    expect(later.map((row) => row.state)).toEqual(['expired', 'revoked', 'used_up']);
  });

  it('revoking twice keeps the first time', async () => {
    const owner = await soloTeam();
    const { invite: link } = await invite(owner);
    const first = await call(owner.cookie, 'DELETE', `/api/team/invites/${link.id}`);
    t.clock.advance(60_000);
    const second = await call(owner.cookie, 'DELETE', `/api/team/invites/${link.id}`);
    expect(second.statusCode).toBe(200);
    expect(second.json()).toEqual(first.json());
  });

  it("answers 404 for another team's invite or a malformed id, 403 for a member, 404 outside a team", async () => {
    const { owner, members } = await teamWith(1);
    const { invite: mine } = await invite(owner);
    const otherOwner = await soloTeam();
    const { invite: theirs } = await invite(otherOwner);
    for (const id of [theirs.id, 999_999, 'abc', '-1']) {
      const response = await call(owner.cookie, 'DELETE', `/api/team/invites/${id}`);
      expect(response.statusCode, String(id)).toBe(404);
      expect(response.json()).toEqual({ message: M.inviteNotFound });
    }
    const member = members[0] as Person;
    for (const [method, url, body] of [
      ['GET', '/api/team/invites', undefined],
      ['POST', '/api/team/invites', {}],
      ['DELETE', `/api/team/invites/${mine.id}`, undefined],
    ] as const) {
      const refused = await call(member.cookie, method, url, body);
      expect(refused.statusCode, url).toBe(403);
      expect(refused.json()).toEqual({ message: M.notOwner });
      const loner = await person();
      const outside = await call(loner.cookie, method, url, body);
      expect(outside.statusCode, url).toBe(404);
      expect(outside.json()).toEqual({ message: M.notInTeam });
      expect((await call(undefined, method, url, body)).statusCode).toBe(401);
    }
    const list = (await call(otherOwner.cookie, 'GET', '/api/team/invites')).json() as Json[];
    expect(list.map((row) => row.state)).toEqual(['active']);
    expect((await call(owner.cookie, 'GET', '/api/team/invites')).json()).toHaveLength(2);
  });
});

describe('invite links: GET /api/invites/:token', () => {
  it('tells who invites, how many they are and whether the caller is in already', async () => {
    const { owner, members, token } = await teamWith(1);
    const visitor = await person();
    const response = await call(visitor.cookie, 'GET', `/api/invites/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      teamName: 'Pod Network',
      ownerUsername: owner.username,
      memberCount: 2,
      alreadyMember: false,
    });
    expect((await call(members[0]?.cookie, 'GET', `/api/invites/${token}`)).json()).toMatchObject({
      alreadyMember: true,
    });
    expect((await call(undefined, 'GET', `/api/invites/${token}`)).statusCode).toBe(401);
  });

  it('answers one 404 for an expired, revoked, used-up, guessed or malformed token', async () => {
    const owner = await soloTeam();
    const expired = await invite(owner);
    const revoked = await invite(owner);
    const usedUp = await invite(owner, { maxUses: 1 });
    await call(owner.cookie, 'DELETE', `/api/team/invites/${revoked.invite.id}`);
    expect((await join(await person(), usedUp.token)).statusCode).toBe(200);
    t.clock.advance(7 * DAY_MS - 1);
    const visitor = await person();
    expect((await call(visitor.cookie, 'GET', `/api/invites/${expired.token}`)).statusCode).toBe(
      200,
    );
    t.clock.advance(1);
    const guessed = 'A'.repeat(43);
    for (const token of [
      expired.token,
      revoked.token,
      usedUp.token,
      guessed,
      expired.token.slice(1),
      `${expired.token}x`,
      'not-a-token',
      '%20',
      'x'.repeat(99),
    ]) {
      for (const response of [
        await call(visitor.cookie, 'GET', `/api/invites/${encodeURIComponent(token)}`),
        await join(visitor, encodeURIComponent(token)),
      ]) {
        expect(response.statusCode, token).toBe(404);
        expect(response.json()).toEqual({ message: M.invalidLink });
      }
    }
    expect((await call(visitor.cookie, 'GET', '/api/team')).json()).toEqual({ team: null });
  });
});

describe('joining: POST /api/invites/:token/join', () => {
  it('joins as a member and shares the guests one has by default, archived ones too', async () => {
    const { owner, token } = await teamWith(0);
    const joiner = await person();
    const guest = await addGuest(t, joiner.cookie, { name: 'Joiner Guest' });
    const old = await addGuest(t, joiner.cookie, { name: 'Joiner Old Guest' });
    await archiveGuest(t, joiner.cookie, old.id);
    const ownerGuest = await addGuest(t, owner.cookie, { name: 'Owner Guest' });
    expect(await guestStatus(joiner, ownerGuest.id)).toBe(404);

    const response = await join(joiner, token);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({ team: { name: 'Pod Network', role: 'member' } });
    expect(await guestStatus(owner, guest.id)).toBe(200);
    expect(await guestStatus(joiner, ownerGuest.id)).toBe(200);
    const archive = (await call(owner.cookie, 'GET', '/api/guests/archived')).json() as Json[];
    expect(archive.map((row) => row.originalId)).toEqual([old.id]);
    // Teammates edit each other's guests, and the edit is recorded as theirs.
    const edit = await call(owner.cookie, 'PATCH', `/api/guests/${guest.id}`, { details: 'Owner' });
    expect(edit.json()).toMatchObject({ userId: joiner.id, lastModifiedBy: owner.id });
  });

  it('keeps the guests one has private with shareExistingGuests: false; new ones are shared', async () => {
    const { owner, token } = await teamWith(0);
    const joiner = await person();
    const guest = await addGuest(t, joiner.cookie, { name: 'Private Guest' });
    expect((await join(joiner, token, { shareExistingGuests: false })).statusCode).toBe(200);
    expect(await guestStatus(owner, guest.id)).toBe(404);
    const later = await addGuest(t, joiner.cookie, { name: 'Team Guest' });
    expect(await guestStatus(owner, later.id)).toBe(200);
  });

  it("keeps the items of a guest it does not share with the joiner: a teammate can't be assigned one", async () => {
    const { owner, token } = await teamWith(0);
    const joiner = await person();
    const guest = await addGuest(t, joiner.cookie, { name: 'Private Guest' });
    expect((await join(joiner, token, { shareExistingGuests: false })).statusCode).toBe(200);
    const message =
      'This guest is not shared with your team: its items can only be assigned to you';
    for (const path of ['/api/tasks', '/api/action-items']) {
      const refused = await call(joiner.cookie, 'POST', path, {
        title: 'Call them',
        guestId: guest.id,
        assigneeId: owner.id,
      });
      expect(refused.statusCode, path).toBe(400);
      expect(refused.json(), path).toEqual({ message, errors: [{ path: 'assigneeId', message }] });
      // Made for oneself, it cannot be handed to the teammate later either.
      const own = await call(joiner.cookie, 'POST', path, {
        title: 'Call them',
        guestId: guest.id,
      });
      expect(own.statusCode, path).toBe(201);
      const { id } = own.json() as { id: number };
      const handed = await call(joiner.cookie, 'PATCH', `${path}/${id}`, { assigneeId: owner.id });
      expect(handed.statusCode, path).toBe(400);
      expect(handed.json(), path).toEqual({ message, errors: [{ path: 'assigneeId', message }] });
    }
    expect(JSON.stringify((await call(owner.cookie, 'GET', '/api/tasks')).json())).not.toContain(
      'Private Guest',
    );
  });

  it('refuses a second team and the same team again: 409, nothing changes', async () => {
    const { members, token } = await teamWith(1);
    const again = await join(members[0] as Person, token);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toEqual({ message: M.alreadyInTeam });
    const other = await teamWith(0);
    const { token: otherToken, invite: otherInvite } = await invite(other.owner);
    const elsewhere = await join(members[0] as Person, otherToken);
    expect(elsewhere.statusCode).toBe(409);
    const [row] = await t.database.db
      .select()
      .from(teamInvites)
      .where(eq(teamInvites.id, otherInvite.id));
    expect(row?.useCount).toBe(0);
  });

  it('refuses a shareExistingGuests that is not a boolean', async () => {
    const { token } = await teamWith(0);
    const joiner = await person();
    expect(fieldErrors(await join(joiner, token, { shareExistingGuests: 'yes' }))).toEqual({
      shareExistingGuests: 'shareExistingGuests must be true or false',
    });
    expect((await call(joiner.cookie, 'GET', '/api/team')).json()).toEqual({ team: null });
  });

  it('lets exactly one of two people in through a 1-use link joined at the same time', async () => {
    const owner = await soloTeam();
    const { token, invite: link } = await invite(owner, { maxUses: 1 });
    const [a, b] = [await person(), await person()];
    const answers = await Promise.all([join(a, token), join(b, token)]);
    expect(answers.map((r) => r.statusCode).sort()).toEqual([200, 404]);
    expect(answers.find((r) => r.statusCode === 404)?.json()).toEqual({ message: M.invalidLink });
    const team = (await call(owner.cookie, 'GET', '/api/team')).json() as { team: Json };
    expect(team.team.members).toHaveLength(2);
    const [row] = await t.database.db.select().from(teamInvites).where(eq(teamInvites.id, link.id));
    expect(row?.useCount).toBe(1);
  });

  it('answers 401 without a session', async () => {
    const { token } = await teamWith(0);
    expect((await call(undefined, 'POST', `/api/invites/${token}/join`, {})).statusCode).toBe(401);
  });

  it('limits a user to 10 join attempts per 15 minutes (429)', async () => {
    const joiner = await person();
    for (let i = 0; i < 10; i += 1) {
      expect((await join(joiner, 'B'.repeat(43))).statusCode).toBe(404);
    }
    const { token } = await teamWith(0);
    const limited = await join(joiner, token);
    expect(limited.statusCode).toBe(429);
    expect(limited.json()).toEqual({
      message: 'Too many attempts to join a team. Please try again in 15 minutes.',
    });
    expect(Number(limited.headers['retry-after'])).toBeGreaterThan(0);
    expect((await call(joiner.cookie, 'GET', '/api/team')).json()).toEqual({ team: null });
    // Another user is not held up.
    expect((await join(await person(), token)).statusCode).toBe(200);
  });
});

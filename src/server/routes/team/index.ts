// Team routes (docs/product.md#team-api, docs/decisions/018-teams.md): the caller's team, its
// members and invites, and the invite links (/api/invites/:token) through which people join. Every
// route needs a session; someone outside the team gets the same 404 as for a team that does not
// exist, a member who is not the owner 403 where only the owner may act.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { messageSchema } from '#shared/schemas/auth.js';
import { idParamsSchema } from '#shared/schemas/fields.js';
import {
  createInviteSchema,
  inviteAnswerSchema,
  inviteCreatedSchema,
  invitePreviewSchema,
  inviteSchema,
  inviteTokenParamsSchema,
  joinTeamSchema,
  maybeTeamAnswerSchema,
  memberParamsSchema,
  TEAM_MESSAGES,
  teamAnswerSchema,
  teamNameSchema,
  transferOwnerSchema,
} from '#shared/schemas/team.js';
import { tooManyRequests } from '#server/errors.js';
import { currentUser } from '#server/plugins/session.js';
import { type RouteOptions, errorResponses, zodRoutes } from '#server/routes/zod-routes.js';
import * as team from '#server/services/team.js';

/** Joins a user may attempt (docs/product.md#rate-limits): 10 per 15 minutes. */
const JOIN_LIMIT = { max: 10, timeWindow: 15 * 60_000 };

export async function teamRoutes(app: FastifyInstance, { ctx }: RouteOptions) {
  const r = zodRoutes(app);
  const tags = ['team'];
  const errors = errorResponses(400, 401, 403, 404, 409);

  r.get(
    '/api/team',
    { schema: { tags, response: { 200: maybeTeamAnswerSchema, ...errors } } },
    async (request) => ({ team: await team.getTeam(ctx.db, currentUser(request)) }),
  );

  r.post(
    '/api/team',
    { schema: { tags, body: teamNameSchema, response: { 201: teamAnswerSchema, ...errors } } },
    async (request, reply) => {
      const created = await team.createTeam(ctx, currentUser(request), request.body);
      return reply.code(201).send({ team: created });
    },
  );

  r.patch(
    '/api/team',
    { schema: { tags, body: teamNameSchema, response: { 200: teamAnswerSchema, ...errors } } },
    async (request) => ({ team: await team.renameTeam(ctx, currentUser(request), request.body) }),
  );

  r.delete(
    '/api/team',
    { schema: { tags, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await team.deleteTeam(ctx, currentUser(request));
      return { message: TEAM_MESSAGES.teamDeleted };
    },
  );

  r.post(
    '/api/team/leave',
    { schema: { tags, response: { 200: messageSchema, ...errors } } },
    async (request) => {
      await team.leaveTeam(ctx, currentUser(request));
      return { message: TEAM_MESSAGES.left };
    },
  );

  r.delete(
    '/api/team/members/:userId',
    {
      config: { paramsNotFound: TEAM_MESSAGES.memberNotFound },
      schema: { tags, params: memberParamsSchema, response: { 200: messageSchema, ...errors } },
    },
    async (request) => {
      await team.removeMember(ctx, currentUser(request), request.params.userId);
      return { message: TEAM_MESSAGES.memberRemoved };
    },
  );

  r.post(
    '/api/team/owner',
    {
      schema: { tags, body: transferOwnerSchema, response: { 200: teamAnswerSchema, ...errors } },
    },
    async (request) => ({
      team: await team.transferOwnership(ctx, currentUser(request), request.body),
    }),
  );

  r.get(
    '/api/team/invites',
    { schema: { tags, response: { 200: z.array(inviteSchema), ...errors } } },
    async (request) => team.listInvites(ctx, currentUser(request)),
  );

  r.post(
    '/api/team/invites',
    {
      schema: {
        tags,
        body: createInviteSchema,
        response: { 201: inviteCreatedSchema, ...errors },
      },
    },
    async (request, reply) => {
      const created = await team.createInvite(ctx, currentUser(request), request.body);
      return reply.code(201).send(created);
    },
  );

  r.delete(
    '/api/team/invites/:id',
    {
      config: { paramsNotFound: TEAM_MESSAGES.inviteNotFound },
      schema: { tags, params: idParamsSchema, response: { 200: inviteAnswerSchema, ...errors } },
    },
    async (request) => ({
      invite: await team.revokeInvite(ctx, currentUser(request), request.params.id),
    }),
  );

  // ---- invite links ----------------------------------------------------------------------

  const inviteConfig = { paramsNotFound: TEAM_MESSAGES.inviteInvalid };

  r.get(
    '/api/invites/:token',
    {
      config: inviteConfig,
      schema: {
        tags,
        params: inviteTokenParamsSchema,
        response: { 200: invitePreviewSchema, ...errorResponses(401, 404) },
      },
    },
    async (request) => team.previewInvite(ctx, currentUser(request), request.params.token),
  );

  // Per user, on top of the API's per-IP limit (which this route keeps).
  const joinLimit = app.createRateLimit({
    ...JOIN_LIMIT,
    keyGenerator: (request: FastifyRequest) => joinLimitKey(request),
  });

  r.post(
    '/api/invites/:token/join',
    {
      config: inviteConfig,
      onRequest: async (request, reply) => {
        const limit = await joinLimit(request);
        if (limit.isAllowed || !limit.isExceeded) return;
        reply.header('Retry-After', String(limit.ttlInSeconds));
        throw tooManyRequests(TEAM_MESSAGES.tooManyJoins);
      },
      schema: {
        tags,
        params: inviteTokenParamsSchema,
        body: joinTeamSchema,
        response: { 200: teamAnswerSchema, ...errorResponses(400, 401, 404, 409, 429) },
      },
    },
    async (request) => ({
      team: await team.joinTeam(ctx, currentUser(request), request.params.token, request.body),
    }),
  );
}

/**
 * The join counter's key: the user's id with their username, so an id reused by another account
 * (a test database restarting its identities) does not inherit a count.
 */
function joinLimitKey(request: FastifyRequest): string {
  const user = request.user;
  return user
    ? `team-join:${user.id}:${user.username.toLowerCase()}`
    : `team-join-ip:${request.ip}`;
}

// Action item routes (SPEC §7 "Action items"): parse with the shared schemas, call the action
// items service, reply. Every route needs a session; an action item the caller may not see
// (someone else's, or one of an archived guest) and a malformed id answer 404 "Action item not
// found" (DECISIONS §3.2, §3.4, docs/decisions/005-action-center-api.md).
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  ACTION_ITEM_MESSAGES,
  actionItemChangedSchema,
  actionItemCompleteBodySchema,
  actionItemSchema,
  archiveCompletedSchema,
  createActionItemSchema,
  dueDateBodySchema,
  itemIdParamsSchema,
  itemRemovedSchema,
} from '../../../shared/schemas/action-center.js';
import { apiErrorSchema } from '../../../shared/schemas/guests.js';
import type { AppContext } from '../../context.js';
import { currentUser, requireUser } from '../../plugins/session.js';
import * as actionItems from '../../services/action-items.js';

export async function actionItemRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['action items'];

  // Before body validation, so an anonymous caller learns nothing but 401.
  app.addHook('onRequest', requireUser);
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    // A non-numeric or out-of-range id cannot name an action item the caller may see.
    if (error.validationContext === 'params') {
      return reply.code(404).send({ message: ACTION_ITEM_MESSAGES.notFound });
    }
    throw error;
  });

  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
  const params = itemIdParamsSchema;
  const changed = (row: actionItems.ActionItemRow) => ({
    success: true as const,
    guestId: row.actionItem.guestId,
    actionItem: actionItems.toActionItemDto(row),
  });

  r.get(
    '/api/action-items',
    { schema: { tags, response: { 200: z.array(actionItemSchema), 401: apiErrorSchema } } },
    async (request) =>
      (await actionItems.listActionItems(ctx.db, currentUser(request))).map(
        actionItems.toActionItemDto,
      ),
  );

  r.post(
    '/api/action-items',
    {
      schema: {
        tags,
        body: createActionItemSchema,
        response: { 201: actionItemSchema, ...errors },
      },
    },
    async (request, reply) => {
      const row = await actionItems.createActionItem(ctx, currentUser(request), request.body);
      return reply.code(201).send(actionItems.toActionItemDto(row));
    },
  );

  r.post(
    '/api/action-items/archive-completed',
    { schema: { tags, response: { 200: archiveCompletedSchema, 401: apiErrorSchema } } },
    async (request) => {
      const result = await actionItems.archiveCompletedActionItems(ctx, currentUser(request));
      return { success: true as const, ...result };
    },
  );

  r.get(
    '/api/action-items/:id',
    { schema: { tags, params, response: { 200: actionItemSchema, ...errors } } },
    async (request) =>
      actionItems.toActionItemDto(
        await actionItems.getActionItem(ctx.db, currentUser(request), request.params.id),
      ),
  );

  r.patch(
    '/api/action-items/:id/complete',
    {
      schema: {
        tags,
        params,
        body: actionItemCompleteBodySchema,
        response: { 200: actionItemChangedSchema, ...errors },
      },
    },
    async (request) =>
      changed(
        await actionItems.completeActionItem(
          ctx,
          currentUser(request),
          request.params.id,
          request.body.isCompleted,
        ),
      ),
  );

  r.patch(
    '/api/action-items/:id',
    {
      schema: {
        tags,
        params,
        body: dueDateBodySchema,
        response: { 200: actionItemChangedSchema, ...errors },
      },
    },
    async (request) =>
      changed(
        await actionItems.rescheduleActionItem(
          ctx,
          currentUser(request),
          request.params.id,
          request.body.dueDate,
        ),
      ),
  );

  r.delete(
    '/api/action-items/:id',
    { schema: { tags, params, response: { 200: itemRemovedSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      ...(await actionItems.deleteActionItem(ctx, currentUser(request), request.params.id)),
    }),
  );

  r.post(
    '/api/action-items/:id/archive',
    {
      schema: {
        tags,
        params,
        response: { 200: itemRemovedSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await actionItems.archiveActionItem(ctx, currentUser(request), request.params.id)),
    }),
  );
}

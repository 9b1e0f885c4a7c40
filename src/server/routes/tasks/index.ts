// Task routes (SPEC §7 "Tasks"): parse with the shared schemas, call the tasks service, reply.
// Every route needs a session; a task the caller may not see (someone else's, or one of an
// archived guest) and a malformed id answer 404 "Task not found" (DECISIONS §3.2, §3.4,
// docs/decisions/005-action-center-api.md).
import type { FastifyError, FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  archiveCompletedSchema,
  createTaskSchema,
  dueDateBodySchema,
  itemIdParamsSchema,
  itemRemovedSchema,
  TASK_MESSAGES,
  taskChangedSchema,
  taskSchema,
  taskStatusBodySchema,
} from '../../../shared/schemas/action-center.js';
import { apiErrorSchema } from '../../../shared/schemas/guests.js';
import type { AppContext } from '../../context.js';
import { currentUser, requireUser } from '../../plugins/session.js';
import * as tasks from '../../services/tasks.js';

export async function taskRoutes(app: FastifyInstance, opts: { ctx: AppContext }) {
  const { ctx } = opts;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const tags = ['tasks'];

  // Before body validation, so an anonymous caller learns nothing but 401.
  app.addHook('onRequest', requireUser);
  app.setErrorHandler((error: FastifyError, _request, reply) => {
    // A non-numeric or out-of-range id cannot name a task the caller may see.
    if (error.validationContext === 'params') {
      return reply.code(404).send({ message: TASK_MESSAGES.notFound });
    }
    throw error;
  });

  const errors = { 400: apiErrorSchema, 401: apiErrorSchema, 404: apiErrorSchema };
  const params = itemIdParamsSchema;
  const changed = (row: tasks.TaskRow) => ({
    success: true as const,
    guestId: row.task.guestId,
    task: tasks.toTaskDto(row),
  });

  r.get(
    '/api/tasks',
    { schema: { tags, response: { 200: z.array(taskSchema), 401: apiErrorSchema } } },
    async (request) => (await tasks.listTasks(ctx.db, currentUser(request))).map(tasks.toTaskDto),
  );

  r.post(
    '/api/tasks',
    { schema: { tags, body: createTaskSchema, response: { 201: taskSchema, ...errors } } },
    async (request, reply) => {
      const row = await tasks.createTask(ctx, currentUser(request), request.body);
      return reply.code(201).send(tasks.toTaskDto(row));
    },
  );

  r.post(
    '/api/tasks/archive-completed',
    { schema: { tags, response: { 200: archiveCompletedSchema, 401: apiErrorSchema } } },
    async (request) => {
      const result = await tasks.archiveCompletedTasks(ctx, currentUser(request));
      return { success: true as const, ...result };
    },
  );

  r.get(
    '/api/tasks/:id',
    { schema: { tags, params, response: { 200: taskSchema, ...errors } } },
    async (request) =>
      tasks.toTaskDto(await tasks.getTask(ctx.db, currentUser(request), request.params.id)),
  );

  r.patch(
    '/api/tasks/:id/status',
    {
      schema: {
        tags,
        params,
        body: taskStatusBodySchema,
        response: { 200: taskChangedSchema, ...errors },
      },
    },
    async (request) =>
      changed(
        await tasks.changeTaskStatus(
          ctx,
          currentUser(request),
          request.params.id,
          request.body.status,
        ),
      ),
  );

  r.patch(
    '/api/tasks/:id',
    {
      schema: {
        tags,
        params,
        body: dueDateBodySchema,
        response: { 200: taskChangedSchema, ...errors },
      },
    },
    async (request) =>
      changed(
        await tasks.rescheduleTask(
          ctx,
          currentUser(request),
          request.params.id,
          request.body.dueDate,
        ),
      ),
  );

  r.delete(
    '/api/tasks/:id',
    { schema: { tags, params, response: { 200: itemRemovedSchema, ...errors } } },
    async (request) => ({
      success: true as const,
      ...(await tasks.deleteTask(ctx, currentUser(request), request.params.id)),
    }),
  );

  r.post(
    '/api/tasks/:id/archive',
    {
      schema: {
        tags,
        params,
        response: { 200: itemRemovedSchema, ...errors, 409: apiErrorSchema },
      },
    },
    async (request) => ({
      success: true as const,
      ...(await tasks.archiveTask(ctx, currentUser(request), request.params.id)),
    }),
  );
}

// Tasks (docs/product.md#entities, #task-states, #tasks-api) as an agenda kind: a status (pending,
// in progress, completed; completing stamps completedAt, leaving completed clears it), a due date,
// and a creation that may move its guest's follow-up date. Every change to a guest's task writes a
// `task` journal entry on that guest, tagged with the task's status. The agenda service does the
// rest (agenda/service.ts).
import { eq } from 'drizzle-orm';
import {
  createTaskSchema,
  TASK_MESSAGES,
  taskChangedSchema,
  taskSchema,
  taskStatusBodySchema,
} from '#shared/schemas/action-center.js';
import { tasks, tasksArchive } from '../db/schema/index.js';
import type { Task } from '../db/schema/index.js';
import type { AgendaKind } from './agenda/kind.js';
import { updateGuest } from './guests.js';

export const ONLY_COMPLETED_TASKS = 'Only completed tasks can be archived';

const completedAt = (status: Task['status'], now: Date) => (status === 'completed' ? now : null);

/** Newest first; ties by id. */
export const newestFirst = (
  a: { createdAt: Date; id: number },
  b: { createdAt: Date; id: number },
) => b.createdAt.getTime() - a.createdAt.getTime() || b.id - a.id;

export const taskKind: AgendaKind<
  typeof tasks,
  typeof createTaskSchema,
  typeof taskSchema,
  typeof taskStatusBodySchema
> = {
  table: tasks,
  path: '/api/tasks',
  tag: 'tasks',
  key: 'task',
  create: createTaskSchema,
  createdColumns: (input, now) => ({ completedAt: completedAt(input.status, now) }),
  /**
   * With updateFollowUpDate the guest's follow-up date and type are set through updateGuest, so
   * its own `updated` entries and lastModified fields are written as for an edit in the guest
   * dialog.
   */
  afterCreate: async (deps, viewer, guest, input) => {
    if (!guest || !input.updateFollowUpDate) return;
    await updateGuest(deps, viewer, guest.id, {
      importantDateFormatted: input.followUpDate,
      followUpType: input.followUpType,
    });
  },
  dto: taskSchema,
  changed: taskChangedSchema,
  notFound: TASK_MESSAGES.notFound,
  order: newestFirst,
  journal: {
    action: 'task',
    link: 'taskId',
    noun: 'Task',
    created: 'created',
    createdValue: (task) => task.title,
    tag: (task) => task.status,
  },
  state: {
    path: '/status',
    body: taskStatusBodySchema,
    change: (task, { status }, now) =>
      task.status === status
        ? null
        : {
            set: { status, completedAt: completedAt(status, now) },
            verb: status === 'completed' ? 'completed' : 'status changed',
            oldValue: task.status,
            newValue: status,
          },
  },
  readable: true,
  dated: true,
  archive: {
    table: tasksArchive,
    completed: eq(tasks.status, 'completed'),
    isCompleted: (task) => task.status === 'completed',
    notCompleted: ONLY_COMPLETED_TASKS,
  },
};

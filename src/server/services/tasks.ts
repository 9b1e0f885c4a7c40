// Tasks (SPEC §3, §4 "Task", §7 "Tasks"): reading the ones the viewer may see, creating one
// (optionally moving its guest's follow-up date), status changes with completedAt, due dates,
// deleting and archiving. Every change to a guest's task writes a `task` journal entry on that
// guest, tagged with the task's status, in the same transaction.
import { and, eq, inArray } from 'drizzle-orm';
import type { TaskStatus } from '../../shared/enums.js';
import { TASK_MESSAGES } from '../../shared/schemas/action-center.js';
import type { CreateTaskData, TaskDto } from '../../shared/schemas/action-center.js';
import type { Db } from '../db/client.js';
import { guests, tasks, tasksArchive } from '../db/schema/index.js';
import type { Task } from '../db/schema/index.js';
import { conflict, notFound } from '../errors.js';
import {
  assertNotPast,
  isoOrNull,
  itemVisibleTo,
  ownItems,
  sharedItems,
  taggedDescription,
} from './action-center.js';
import type { ActionCenterDeps, Viewer } from './action-center.js';
import { findVisibleGuest, updateGuest } from './guests.js';
import { writeJournal } from './journal.js';
import type { JournalWrite } from './journal.js';

export interface TaskRow {
  task: Task;
  guestName: string | null;
}

export const ONLY_COMPLETED_TASKS = 'Only completed tasks can be archived';

const selectTasks = (db: Db) =>
  db
    .select({ task: tasks, guestName: guests.name })
    .from(tasks)
    .leftJoin(guests, eq(guests.id, tasks.guestId));

const newestFirst = (a: TaskRow, b: TaskRow) =>
  b.task.createdAt.getTime() - a.task.createdAt.getTime() || b.task.id - a.task.id;

/** The viewer's tasks and those on guests they may see, newest first, with the guest's name. */
export async function listTasks(db: Db, viewer: Viewer): Promise<TaskRow[]> {
  const own = await selectTasks(db).where(ownItems(viewer, tasks));
  const shared = await selectTasks(db).where(sharedItems(viewer, tasks));
  return [...own, ...shared].sort(newestFirst);
}

/** A task the viewer may see, or 404 "Task not found" (unknown, someone else's, guest archived). */
async function findVisibleTask(
  db: Db,
  viewer: Viewer,
  id: number,
  options: { lock?: boolean } = {},
): Promise<TaskRow> {
  const query = selectTasks(db)
    .where(and(eq(tasks.id, id), itemVisibleTo(viewer, tasks)))
    .limit(1);
  const [row] = options.lock ? await query.for('update', { of: tasks }) : await query;
  if (!row) throw notFound(TASK_MESSAGES.notFound);
  return row;
}

export const getTask = (db: Db, viewer: Viewer, id: number): Promise<TaskRow> =>
  findVisibleTask(db, viewer, id);

const entry = (what: string, task: Task, extra: Partial<JournalWrite> = {}): JournalWrite => ({
  action: 'task',
  description: taggedDescription(what, task.title, task.status),
  taskId: task.id,
  ...extra,
});

/** Writes the task's journal entry when it belongs to a guest. */
async function journal(tx: Db, viewer: Viewer, task: Task, now: Date, write: JournalWrite) {
  if (task.guestId !== null) await writeJournal(tx, viewer, task.guestId, now, [write]);
}

/**
 * Creates a task, for a guest the viewer may see when guestId is given. With updateFollowUpDate
 * the guest's follow-up date and type are set through updateGuest, so its own `updated` entries
 * and lastModified fields are written as for an edit in the guest dialog.
 */
export async function createTask(
  deps: ActionCenterDeps,
  viewer: Viewer,
  input: CreateTaskData,
): Promise<TaskRow> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const guest = input.guestId === null ? null : await findVisibleGuest(tx, viewer, input.guestId);
    const [created] = await tx
      .insert(tasks)
      .values({
        userId: viewer.id,
        guestId: guest?.id ?? null,
        title: input.title,
        description: input.description,
        dueDate: input.dueDate,
        status: input.status,
        isEvergreen: input.isEvergreen,
        createdAt: now,
        updatedAt: now,
        completedAt: input.status === 'completed' ? now : null,
      })
      .returning();
    const task = created as Task;
    await journal(tx, viewer, task, now, entry('Task created', task, { newValue: task.title }));
    if (guest && input.updateFollowUpDate) {
      await updateGuest({ db: tx, clock: () => now }, viewer, guest.id, {
        importantDateFormatted: input.followUpDate,
        followUpType: input.followUpType,
      });
    }
    return { task, guestName: guest?.name ?? null };
  });
}

/** Sets the status; completing stamps completedAt, leaving completed clears it. */
export async function changeTaskStatus(
  deps: ActionCenterDeps,
  viewer: Viewer,
  id: number,
  status: TaskStatus,
): Promise<TaskRow> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const current = await findVisibleTask(tx, viewer, id, { lock: true });
    if (current.task.status === status) return current;
    const [updated] = await tx
      .update(tasks)
      .set({ status, completedAt: status === 'completed' ? now : null, updatedAt: now })
      .where(eq(tasks.id, id))
      .returning();
    const task = updated as Task;
    const what = status === 'completed' ? 'Task completed' : 'Task status changed';
    await journal(
      tx,
      viewer,
      task,
      now,
      entry(what, task, { oldValue: current.task.status, newValue: status }),
    );
    return { task, guestName: current.guestName };
  });
}

/** A new due date (not in the past); an evergreen task given a date stops being evergreen. */
export async function rescheduleTask(
  deps: ActionCenterDeps,
  viewer: Viewer,
  id: number,
  dueDate: Date,
): Promise<TaskRow> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const current = await findVisibleTask(tx, viewer, id, { lock: true });
    assertNotPast(dueDate, now);
    const old = current.task.dueDate;
    if (old?.getTime() === dueDate.getTime() && !current.task.isEvergreen) return current;
    const [updated] = await tx
      .update(tasks)
      .set({ dueDate, isEvergreen: false, updatedAt: now })
      .where(eq(tasks.id, id))
      .returning();
    const task = updated as Task;
    await journal(
      tx,
      viewer,
      task,
      now,
      entry('Task due date changed', task, {
        oldValue: isoOrNull(old),
        newValue: isoOrNull(dueDate),
      }),
    );
    return { task, guestName: current.guestName };
  });
}

export async function deleteTask(
  deps: ActionCenterDeps,
  viewer: Viewer,
  id: number,
): Promise<{ id: number; guestId: number | null }> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const { task } = await findVisibleTask(tx, viewer, id, { lock: true });
    await tx.delete(tasks).where(eq(tasks.id, id));
    await journal(tx, viewer, task, now, entry('Task deleted', task));
    return { id: task.id, guestId: task.guestId };
  });
}

/** Moves tasks into tasks_archive (originalId, originalGuestId, guestName) and journals each. */
async function moveToArchive(tx: Db, viewer: Viewer, rows: readonly TaskRow[], now: Date) {
  if (rows.length === 0) return;
  await tx.insert(tasksArchive).values(
    rows.map(({ task, guestName }) => ({
      userId: task.userId,
      title: task.title,
      description: task.description,
      dueDate: task.dueDate,
      status: task.status,
      isEvergreen: task.isEvergreen,
      createdAt: task.createdAt,
      completedAt: task.completedAt,
      updatedAt: task.updatedAt,
      originalId: task.id,
      originalGuestId: task.guestId,
      guestName,
      archivedAt: now,
    })),
  );
  await tx.delete(tasks).where(
    inArray(
      tasks.id,
      rows.map(({ task }) => task.id),
    ),
  );
  const byGuest = new Map<number, JournalWrite[]>();
  for (const { task } of rows) {
    if (task.guestId === null) continue;
    const entries = byGuest.get(task.guestId) ?? [];
    entries.push(entry('Task archived', task));
    byGuest.set(task.guestId, entries);
  }
  for (const [guestId, entries] of byGuest) {
    await writeJournal(tx, viewer, guestId, now, entries);
  }
}

/** Archives one completed task (SPEC §4: completed tasks can be archived); others answer 409. */
export async function archiveTask(
  deps: ActionCenterDeps,
  viewer: Viewer,
  id: number,
): Promise<{ id: number; guestId: number | null }> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    const row = await findVisibleTask(tx, viewer, id, { lock: true });
    if (row.task.status !== 'completed') throw conflict(ONLY_COMPLETED_TASKS);
    await moveToArchive(tx, viewer, [row], now);
    return { id: row.task.id, guestId: row.task.guestId };
  });
}

/** Archives every completed task the viewer sees in the Action Center, all or nothing. */
export async function archiveCompletedTasks(
  deps: ActionCenterDeps,
  viewer: Viewer,
): Promise<{ count: number; guestIds: number[] }> {
  const now = deps.clock();
  return deps.db.transaction(async (tx) => {
    // The two halves of the visibility rule, each served by its index (as in listTasks).
    const completed = eq(tasks.status, 'completed');
    const rows: TaskRow[] = [];
    for (const visible of [ownItems(viewer, tasks), sharedItems(viewer, tasks)]) {
      rows.push(
        ...(await selectTasks(tx)
          .where(and(completed, visible))
          .orderBy(tasks.id)
          .for('update', { of: tasks })),
      );
    }
    await moveToArchive(tx, viewer, rows, now);
    const guestIds = [...new Set(rows.flatMap(({ task }) => task.guestId ?? []))];
    return { count: rows.length, guestIds };
  });
}

export function toTaskDto({ task, guestName }: TaskRow): TaskDto {
  return {
    id: task.id,
    userId: task.userId,
    guestId: task.guestId,
    guestName,
    title: task.title,
    description: task.description,
    dueDate: isoOrNull(task.dueDate),
    status: task.status,
    isEvergreen: task.isEvergreen,
    createdAt: task.createdAt.toISOString(),
    completedAt: isoOrNull(task.completedAt),
    updatedAt: task.updatedAt.toISOString(),
  };
}

// Action items (docs/product.md#entities, #task-states, #action-items-api) as an agenda kind: a
// priority, a due date, completed or open (reopening is allowed). Every change to a guest's action
// item writes an `action_item` journal entry on that guest, tagged [pending] or [completed]. The
// agenda service does the rest (agenda/service.ts).
import { eq } from 'drizzle-orm';
import {
  ACTION_ITEM_MESSAGES,
  actionItemChangedSchema,
  actionItemCompleteBodySchema,
  actionItemSchema,
  createActionItemSchema,
} from '#shared/schemas/action-center.js';
import { actionItems, actionItemsArchive } from '../db/schema/index.js';
import { actionItemStatus } from './action-center.js';
import type { AgendaKind } from './agenda/kind.js';
import { newestFirst } from './tasks.js';

export const ONLY_COMPLETED_ACTION_ITEMS = 'Only completed action items can be archived';

export const actionItemKind: AgendaKind<
  typeof actionItems,
  typeof createActionItemSchema,
  typeof actionItemSchema,
  typeof actionItemCompleteBodySchema
> = {
  table: actionItems,
  path: '/api/action-items',
  tag: 'action items',
  key: 'actionItem',
  create: createActionItemSchema,
  dto: actionItemSchema,
  changed: actionItemChangedSchema,
  notFound: ACTION_ITEM_MESSAGES.notFound,
  order: newestFirst,
  journal: {
    action: 'action_item',
    link: 'actionItemId',
    noun: 'Action item',
    created: 'created',
    createdValue: (item) => item.title,
    tag: (item) => actionItemStatus(item.isCompleted),
  },
  /** Completes or reopens; the same state again changes nothing and writes nothing. */
  state: {
    path: '/complete',
    body: actionItemCompleteBodySchema,
    change: (item, { isCompleted }) =>
      item.isCompleted === isCompleted
        ? null
        : {
            set: { isCompleted },
            verb: isCompleted ? 'completed' : 'reopened',
            oldValue: actionItemStatus(item.isCompleted),
            newValue: actionItemStatus(isCompleted),
          },
  },
  /**
   * updatedAt is a completed item's completion time (docs/product.md#action-items): a new due date
   * or assignee keeps it; completing or reopening stamps it.
   */
  keepsUpdatedAt: (item, set) => item.isCompleted && set.isCompleted === undefined,
  readable: true,
  dated: true,
  archive: {
    table: actionItemsArchive,
    completed: eq(actionItems.isCompleted, true),
    isCompleted: (item) => item.isCompleted,
    notCompleted: ONLY_COMPLETED_ACTION_ITEMS,
  },
};

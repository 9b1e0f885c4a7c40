-- Rows written before versions (docs/product.md#versions): the last change of a task, action item
-- or event is its creator's, and a task or action item is assigned to its creator.
UPDATE "tasks" SET "last_modified_by" = "user_id" WHERE "last_modified_by" IS NULL;--> statement-breakpoint
UPDATE "tasks" SET "assignee_id" = "user_id" WHERE "assignee_id" IS NULL;--> statement-breakpoint
UPDATE "action_items" SET "last_modified_by" = "user_id" WHERE "last_modified_by" IS NULL;--> statement-breakpoint
UPDATE "action_items" SET "assignee_id" = "user_id" WHERE "assignee_id" IS NULL;--> statement-breakpoint
UPDATE "calendar_events" SET "last_modified_by" = "user_id" WHERE "last_modified_by" IS NULL;--> statement-breakpoint
UPDATE "tasks_archive" SET "assignee_id" = "user_id" WHERE "assignee_id" IS NULL;--> statement-breakpoint
UPDATE "action_items_archive" SET "assignee_id" = "user_id" WHERE "assignee_id" IS NULL;

CREATE TABLE "change_events" (
	"id" bigserial PRIMARY KEY NOT NULL,
	"kind" text NOT NULL,
	"op" text NOT NULL,
	"record_id" integer NOT NULL,
	"guest_id" integer,
	"audience_user_ids" integer[] DEFAULT '{}' NOT NULL,
	"audience_organization_ids" integer[] DEFAULT '{}' NOT NULL,
	"version" integer,
	"archived" boolean,
	"changed_by" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "change_events_kind_check" CHECK ("change_events"."kind" in ('guest', 'journal', 'task', 'action_item', 'event', 'team')),
	CONSTRAINT "change_events_op_check" CHECK ("change_events"."op" in ('insert', 'update', 'delete'))
);
--> statement-breakpoint
CREATE INDEX "change_events_created_at_idx" ON "change_events" USING btree ("created_at");
CREATE TABLE "guest_form_hits" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guest_form_hits_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"key" text NOT NULL,
	"created_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "guest_forms" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guest_forms_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"organization_id" integer,
	"slug" text NOT NULL,
	"enabled" boolean DEFAULT false NOT NULL,
	"intro" text DEFAULT '' NOT NULL,
	"ask_phone" boolean DEFAULT false NOT NULL,
	"ask_linkedin" boolean DEFAULT true NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_by" integer,
	CONSTRAINT "guest_forms_one_owner_check" CHECK (("guest_forms"."user_id" is null) <> ("guest_forms"."organization_id" is null))
);
--> statement-breakpoint
ALTER TABLE "journal_entries" DROP CONSTRAINT "journal_entries_action_check";--> statement-breakpoint
ALTER TABLE "journal_entries_archive" DROP CONSTRAINT "journal_entries_archive_action_check";--> statement-breakpoint
ALTER TABLE "guests" ADD COLUMN "is_new_application" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_forms" ADD CONSTRAINT "guest_forms_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_forms" ADD CONSTRAINT "guest_forms_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_forms" ADD CONSTRAINT "guest_forms_updated_by_users_id_fk" FOREIGN KEY ("updated_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_form_hits_key_created_at_idx" ON "guest_form_hits" USING btree ("key","created_at");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_forms_slug_idx" ON "guest_forms" USING btree ("slug");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_forms_user_id_idx" ON "guest_forms" USING btree ("user_id");--> statement-breakpoint
CREATE UNIQUE INDEX "guest_forms_organization_id_idx" ON "guest_forms" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "guest_forms_updated_by_idx" ON "guest_forms" USING btree ("updated_by");--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_action_check" CHECK ("journal_entries"."action" in ('created', 'updated', 'deleted', 'archived', 'restored', 'status_change', 'manual_note', 'calendar', 'task', 'action_item', 'application'));--> statement-breakpoint
ALTER TABLE "journal_entries_archive" ADD CONSTRAINT "journal_entries_archive_action_check" CHECK ("journal_entries_archive"."action" in ('created', 'updated', 'deleted', 'archived', 'restored', 'status_change', 'manual_note', 'calendar', 'task', 'action_item', 'application'));
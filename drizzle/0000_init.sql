CREATE TABLE "captcha_replays" (
	"signature" text PRIMARY KEY NOT NULL,
	"expires_at" timestamp with time zone NOT NULL
);
--> statement-breakpoint
CREATE TABLE "login_failures" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "login_failures_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "organizations" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "organizations_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"name" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "password_resets" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "password_resets_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"phone_number" text NOT NULL,
	"reset_code" text NOT NULL,
	"is_used" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"code_expiry" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "phone_verifications" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "phone_verifications_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer,
	"phone_number" text NOT NULL,
	"verification_code" text NOT NULL,
	"purpose" text NOT NULL,
	"is_verified" boolean DEFAULT false NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"code_expiry" timestamp with time zone NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "phone_verifications_purpose_check" CHECK ("phone_verifications"."purpose" in ('register', 'verify'))
);
--> statement-breakpoint
CREATE TABLE "session" (
	"sid" varchar(32) PRIMARY KEY NOT NULL,
	"sess" jsonb NOT NULL,
	"expire" timestamp with time zone NOT NULL,
	"user_id" integer NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_sends" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_sends_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"phone_number" text NOT NULL,
	"ip" text NOT NULL,
	"purpose" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "users" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"username" text NOT NULL,
	"email" text,
	"phone_number" text NOT NULL,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"password" text NOT NULL,
	"podcast" text NOT NULL,
	"podcast_url" text NOT NULL,
	"organization_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"is_deleted" boolean DEFAULT false NOT NULL,
	"deleted_at" timestamp with time zone,
	"deletion_reason" text,
	CONSTRAINT "users_username_unique" UNIQUE("username")
);
--> statement-breakpoint
CREATE TABLE "users_archive" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "users_archive_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"original_id" integer NOT NULL,
	"username" text NOT NULL,
	"email" text,
	"phone_number" text,
	"phone_verified" boolean DEFAULT false NOT NULL,
	"podcast" text,
	"podcast_url" text,
	"created_at" timestamp with time zone,
	"deleted_at" timestamp with time zone DEFAULT now() NOT NULL,
	"deletion_reason" text
);
--> statement-breakpoint
CREATE TABLE "guest_archive" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guest_archive_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"original_id" integer NOT NULL,
	"user_id" integer NOT NULL,
	"organization_id" integer,
	"name" text NOT NULL,
	"details" text NOT NULL,
	"status" text DEFAULT 'prospect' NOT NULL,
	"important_date" text,
	"important_date_formatted" timestamp with time zone,
	"follow_up_type" text,
	"university" text,
	"title" text,
	"organization" text,
	"phone_number" text,
	"email" text,
	"linkedin_url" text,
	"is_locked" boolean DEFAULT true NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"last_modified_by" integer,
	"last_modified_at" timestamp with time zone,
	"archived_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_by" integer,
	CONSTRAINT "guest_archive_original_id_unique" UNIQUE("original_id"),
	CONSTRAINT "guest_archive_status_check" CHECK ("guest_archive"."status" in ('prospect', 'hot', 'intro', 'limbo', 'scheduled', 'complete')),
	CONSTRAINT "guest_archive_follow_up_type_check" CHECK ("guest_archive"."follow_up_type" is null or "guest_archive"."follow_up_type" in ('call', 'text', 'email', 'linkedin', 'other'))
);
--> statement-breakpoint
CREATE TABLE "guests" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guests_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"organization_id" integer,
	"name" text NOT NULL,
	"details" text NOT NULL,
	"status" text DEFAULT 'prospect' NOT NULL,
	"important_date" text,
	"important_date_formatted" timestamp with time zone,
	"follow_up_type" text,
	"university" text,
	"title" text,
	"organization" text,
	"phone_number" text,
	"email" text,
	"linkedin_url" text,
	"is_locked" boolean DEFAULT true NOT NULL,
	"is_archived" boolean DEFAULT false NOT NULL,
	"date_added" timestamp with time zone DEFAULT now() NOT NULL,
	"created_by" integer,
	"last_modified_by" integer,
	"last_modified_at" timestamp with time zone,
	CONSTRAINT "guests_status_check" CHECK ("guests"."status" in ('prospect', 'hot', 'intro', 'limbo', 'scheduled', 'complete')),
	CONSTRAINT "guests_follow_up_type_check" CHECK ("guests"."follow_up_type" is null or "guests"."follow_up_type" in ('call', 'text', 'email', 'linkedin', 'other'))
);
--> statement-breakpoint
CREATE TABLE "journal_entries" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_entries_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer,
	"user_id" integer,
	"username" text NOT NULL,
	"action" text NOT NULL,
	"description" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"task_id" integer,
	"action_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_action_check" CHECK ("journal_entries"."action" in ('created', 'updated', 'deleted', 'archived', 'restored', 'status_change', 'manual_note', 'calendar', 'task', 'action_item'))
);
--> statement-breakpoint
CREATE TABLE "journal_entries_archive" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "journal_entries_archive_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"original_id" integer NOT NULL,
	"original_guest_id" integer,
	"guest_name" text,
	"user_id" integer,
	"username" text NOT NULL,
	"action" text NOT NULL,
	"description" text NOT NULL,
	"old_value" text,
	"new_value" text,
	"task_id" integer,
	"action_item_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"archived_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journal_entries_archive_action_check" CHECK ("journal_entries_archive"."action" in ('created', 'updated', 'deleted', 'archived', 'restored', 'status_change', 'manual_note', 'calendar', 'task', 'action_item'))
);
--> statement-breakpoint
CREATE TABLE "action_items" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "action_items_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"guest_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_date" timestamp with time zone,
	"priority" text DEFAULT 'medium' NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"is_evergreen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_items_priority_check" CHECK ("action_items"."priority" in ('low', 'medium', 'high')),
	CONSTRAINT "action_items_evergreen_no_due_date_check" CHECK (not ("action_items"."is_evergreen" and "action_items"."due_date" is not null))
);
--> statement-breakpoint
CREATE TABLE "action_items_archive" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "action_items_archive_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_date" timestamp with time zone,
	"priority" text DEFAULT 'medium' NOT NULL,
	"is_completed" boolean DEFAULT false NOT NULL,
	"is_evergreen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"original_id" integer NOT NULL,
	"original_guest_id" integer,
	"guest_name" text,
	"archived_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "action_items_archive_priority_check" CHECK ("action_items_archive"."priority" in ('low', 'medium', 'high')),
	CONSTRAINT "action_items_archive_evergreen_no_due_date_check" CHECK (not ("action_items_archive"."is_evergreen" and "action_items_archive"."due_date" is not null))
);
--> statement-breakpoint
CREATE TABLE "calendar_events" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_events_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"guest_id" integer,
	"title" text NOT NULL,
	"description" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"location" text,
	"event_type" varchar(20) DEFAULT 'recording' NOT NULL,
	"is_virtual" boolean DEFAULT false NOT NULL,
	"meeting_link" text,
	"meeting_password" text,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"reminders" jsonb,
	"external_calendar_ids" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_event_type_check" CHECK ("calendar_events"."event_type" in ('intro_call', 'recording', 'follow_up', 'other'))
);
--> statement-breakpoint
CREATE TABLE "calendar_events_archive" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "calendar_events_archive_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text,
	"start_time" timestamp with time zone NOT NULL,
	"end_time" timestamp with time zone NOT NULL,
	"location" text,
	"event_type" varchar(20) DEFAULT 'recording' NOT NULL,
	"is_virtual" boolean DEFAULT false NOT NULL,
	"meeting_link" text,
	"meeting_password" text,
	"is_completed" boolean DEFAULT false NOT NULL,
	"completed_at" timestamp with time zone,
	"reminders" jsonb,
	"external_calendar_ids" jsonb,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"original_id" integer NOT NULL,
	"original_guest_id" integer,
	"guest_name" text,
	"archived_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "calendar_events_archive_event_type_check" CHECK ("calendar_events_archive"."event_type" in ('intro_call', 'recording', 'follow_up', 'other'))
);
--> statement-breakpoint
CREATE TABLE "tasks" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"guest_id" integer,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_date" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_evergreen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_status_check" CHECK ("tasks"."status" in ('pending', 'in_progress', 'completed')),
	CONSTRAINT "tasks_evergreen_no_due_date_check" CHECK (not ("tasks"."is_evergreen" and "tasks"."due_date" is not null))
);
--> statement-breakpoint
CREATE TABLE "tasks_archive" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "tasks_archive_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"title" text NOT NULL,
	"description" text DEFAULT '' NOT NULL,
	"due_date" timestamp with time zone,
	"status" text DEFAULT 'pending' NOT NULL,
	"is_evergreen" boolean DEFAULT false NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"completed_at" timestamp with time zone,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	"original_id" integer NOT NULL,
	"original_guest_id" integer,
	"guest_name" text,
	"archived_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "tasks_archive_status_check" CHECK ("tasks_archive"."status" in ('pending', 'in_progress', 'completed')),
	CONSTRAINT "tasks_archive_evergreen_no_due_date_check" CHECK (not ("tasks_archive"."is_evergreen" and "tasks_archive"."due_date" is not null))
);
--> statement-breakpoint
ALTER TABLE "password_resets" ADD CONSTRAINT "password_resets_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "phone_verifications" ADD CONSTRAINT "phone_verifications_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "session" ADD CONSTRAINT "session_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_archive" ADD CONSTRAINT "guest_archive_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_archive" ADD CONSTRAINT "guest_archive_archived_by_users_id_fk" FOREIGN KEY ("archived_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_organization_id_organizations_id_fk" FOREIGN KEY ("organization_id") REFERENCES "public"."organizations"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guests" ADD CONSTRAINT "guests_last_modified_by_users_id_fk" FOREIGN KEY ("last_modified_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries" ADD CONSTRAINT "journal_entries_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "journal_entries_archive" ADD CONSTRAINT "journal_entries_archive_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_items" ADD CONSTRAINT "action_items_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "action_items_archive" ADD CONSTRAINT "action_items_archive_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events" ADD CONSTRAINT "calendar_events_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_events_archive" ADD CONSTRAINT "calendar_events_archive_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks" ADD CONSTRAINT "tasks_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "tasks_archive" ADD CONSTRAINT "tasks_archive_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "captcha_replays_expires_at_idx" ON "captcha_replays" USING btree ("expires_at");--> statement-breakpoint
CREATE INDEX "login_failures_username_created_at_idx" ON "login_failures" USING btree ("username","created_at");--> statement-breakpoint
CREATE INDEX "password_resets_user_id_idx" ON "password_resets" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "password_resets_phone_number_created_at_idx" ON "password_resets" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_phone_number_created_at_idx" ON "phone_verifications" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "phone_verifications_user_id_idx" ON "phone_verifications" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "session_expire_idx" ON "session" USING btree ("expire");--> statement-breakpoint
CREATE INDEX "session_user_id_idx" ON "session" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "sms_sends_phone_number_created_at_idx" ON "sms_sends" USING btree ("phone_number","created_at");--> statement-breakpoint
CREATE INDEX "sms_sends_ip_created_at_idx" ON "sms_sends" USING btree ("ip","created_at");--> statement-breakpoint
CREATE INDEX "users_organization_id_idx" ON "users" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "guest_archive_user_id_idx" ON "guest_archive" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "guest_archive_user_id_archived_at_idx" ON "guest_archive" USING btree ("user_id","archived_at");--> statement-breakpoint
CREATE INDEX "guest_archive_archived_by_idx" ON "guest_archive" USING btree ("archived_by");--> statement-breakpoint
CREATE INDEX "guests_user_id_idx" ON "guests" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "guests_user_id_status_idx" ON "guests" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "guests_user_id_is_archived_idx" ON "guests" USING btree ("user_id","is_archived");--> statement-breakpoint
CREATE INDEX "guests_organization_id_idx" ON "guests" USING btree ("organization_id");--> statement-breakpoint
CREATE INDEX "guests_created_by_idx" ON "guests" USING btree ("created_by");--> statement-breakpoint
CREATE INDEX "guests_last_modified_by_idx" ON "guests" USING btree ("last_modified_by");--> statement-breakpoint
CREATE INDEX "journal_entries_guest_id_idx" ON "journal_entries" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "journal_entries_guest_id_created_at_idx" ON "journal_entries" USING btree ("guest_id","created_at");--> statement-breakpoint
CREATE INDEX "journal_entries_user_id_idx" ON "journal_entries" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "journal_entries_task_id_idx" ON "journal_entries" USING btree ("task_id");--> statement-breakpoint
CREATE INDEX "journal_entries_action_item_id_idx" ON "journal_entries" USING btree ("action_item_id");--> statement-breakpoint
CREATE INDEX "journal_entries_archive_user_id_idx" ON "journal_entries_archive" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "journal_entries_archive_user_id_archived_at_idx" ON "journal_entries_archive" USING btree ("user_id","archived_at");--> statement-breakpoint
CREATE INDEX "journal_entries_archive_original_guest_id_idx" ON "journal_entries_archive" USING btree ("original_guest_id");--> statement-breakpoint
CREATE INDEX "action_items_user_id_idx" ON "action_items" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "action_items_user_id_is_completed_idx" ON "action_items" USING btree ("user_id","is_completed");--> statement-breakpoint
CREATE INDEX "action_items_guest_id_idx" ON "action_items" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "action_items_archive_user_id_idx" ON "action_items_archive" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "action_items_archive_user_id_archived_at_idx" ON "action_items_archive" USING btree ("user_id","archived_at");--> statement-breakpoint
CREATE INDEX "action_items_archive_original_guest_id_idx" ON "action_items_archive" USING btree ("original_guest_id");--> statement-breakpoint
CREATE INDEX "calendar_events_user_id_idx" ON "calendar_events" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "calendar_events_user_id_is_completed_idx" ON "calendar_events" USING btree ("user_id","is_completed");--> statement-breakpoint
CREATE INDEX "calendar_events_user_id_start_time_idx" ON "calendar_events" USING btree ("user_id","start_time");--> statement-breakpoint
CREATE INDEX "calendar_events_guest_id_idx" ON "calendar_events" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "calendar_events_archive_user_id_idx" ON "calendar_events_archive" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "calendar_events_archive_user_id_archived_at_idx" ON "calendar_events_archive" USING btree ("user_id","archived_at");--> statement-breakpoint
CREATE INDEX "calendar_events_archive_original_guest_id_idx" ON "calendar_events_archive" USING btree ("original_guest_id");--> statement-breakpoint
CREATE INDEX "tasks_user_id_idx" ON "tasks" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tasks_user_id_status_idx" ON "tasks" USING btree ("user_id","status");--> statement-breakpoint
CREATE INDEX "tasks_guest_id_idx" ON "tasks" USING btree ("guest_id");--> statement-breakpoint
CREATE INDEX "tasks_archive_user_id_idx" ON "tasks_archive" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "tasks_archive_user_id_archived_at_idx" ON "tasks_archive" USING btree ("user_id","archived_at");--> statement-breakpoint
CREATE INDEX "tasks_archive_original_guest_id_idx" ON "tasks_archive" USING btree ("original_guest_id");
CREATE TABLE "guest_quiet_snoozes" (
	"user_id" integer NOT NULL,
	"guest_id" integer NOT NULL,
	"until" timestamp with time zone NOT NULL,
	CONSTRAINT "guest_quiet_snoozes_user_id_guest_id_pk" PRIMARY KEY("user_id","guest_id")
);
--> statement-breakpoint
CREATE TABLE "notification_preferences" (
	"user_id" integer PRIMARY KEY NOT NULL,
	"sms_enabled" boolean DEFAULT true NOT NULL,
	"consent_changed_at" timestamp with time zone,
	"time_zone" text,
	"quiet_start" text DEFAULT '21:00' NOT NULL,
	"quiet_end" text DEFAULT '08:00' NOT NULL,
	"digest_enabled" boolean DEFAULT true NOT NULL,
	"digest_time" text DEFAULT '08:00' NOT NULL,
	"quiet_days_limbo" integer DEFAULT 14,
	"quiet_days_other" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE TABLE "sms_messages" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sms_messages_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"user_id" integer NOT NULL,
	"kind" text NOT NULL,
	"dedupe_key" text NOT NULL,
	"event_id" integer,
	"offset_minutes" integer,
	"scheduled_for" timestamp with time zone NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"claimed_at" timestamp with time zone,
	"sent_at" timestamp with time zone,
	"body" text,
	"provider_id" text,
	"note" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "sms_messages_dedupe_key_unique" UNIQUE("dedupe_key"),
	CONSTRAINT "sms_messages_kind_check" CHECK ("sms_messages"."kind" in ('reminder', 'digest')),
	CONSTRAINT "sms_messages_status_check" CHECK ("sms_messages"."status" in ('pending', 'sending', 'sent', 'failed', 'cancelled', 'skipped'))
);
--> statement-breakpoint
UPDATE "calendar_events" SET "reminders" = '[]'::jsonb WHERE "reminders" IS NULL OR jsonb_typeof("reminders") <> 'array';--> statement-breakpoint
UPDATE "calendar_events_archive" SET "reminders" = '[]'::jsonb WHERE "reminders" IS NULL OR jsonb_typeof("reminders") <> 'array';--> statement-breakpoint
ALTER TABLE "calendar_events" ALTER COLUMN "reminders" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "calendar_events" ALTER COLUMN "reminders" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "calendar_events_archive" ALTER COLUMN "reminders" SET DEFAULT '[]'::jsonb;--> statement-breakpoint
ALTER TABLE "calendar_events_archive" ALTER COLUMN "reminders" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_quiet_snoozes" ADD CONSTRAINT "guest_quiet_snoozes_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "guest_quiet_snoozes" ADD CONSTRAINT "guest_quiet_snoozes_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "notification_preferences" ADD CONSTRAINT "notification_preferences_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "sms_messages" ADD CONSTRAINT "sms_messages_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "sms_messages_due_idx" ON "sms_messages" USING btree ("scheduled_for") WHERE "sms_messages"."status" = 'pending';--> statement-breakpoint
CREATE INDEX "sms_messages_user_id_created_at_idx" ON "sms_messages" USING btree ("user_id","created_at");--> statement-breakpoint
CREATE INDEX "sms_messages_event_id_idx" ON "sms_messages" USING btree ("event_id");--> statement-breakpoint
-- An event's reminders as sms_messages rows (docs/decisions/022-sms-notifications.md), kept in step
-- with the event by whatever changes it: a new event schedules one row per reminder; a move or a
-- change of its reminders re-schedules the pending (or cancelled) rows and cancels the ones no
-- longer wanted; completing, deleting or archiving it cancels what is pending. A row already sent,
-- failed or skipped is left as it is: the unique key (event, minutes) means never twice.
CREATE OR REPLACE FUNCTION sms_sync_event_reminders() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP <> 'INSERT' THEN
    UPDATE sms_messages SET status = 'cancelled', note = 'Event changed', updated_at = now()
     WHERE event_id = OLD.id AND kind = 'reminder' AND status = 'pending'
       AND (TG_OP = 'DELETE' OR NEW.is_completed
            OR NOT (NEW.reminders @> to_jsonb(offset_minutes)));
    IF TG_OP = 'DELETE' THEN
      RETURN NULL;
    END IF;
  END IF;
  IF NEW.is_completed THEN
    RETURN NULL;
  END IF;
  IF TG_OP = 'UPDATE' AND NEW.start_time = OLD.start_time AND NEW.reminders = OLD.reminders
     AND NOT OLD.is_completed THEN
    RETURN NULL;
  END IF;
  INSERT INTO sms_messages (user_id, kind, dedupe_key, event_id, offset_minutes, scheduled_for)
  SELECT NEW.user_id, 'reminder', 'reminder:' || NEW.id || ':' || r.minutes, NEW.id, r.minutes,
         NEW.start_time - make_interval(mins => r.minutes)
    FROM (SELECT DISTINCT value::int AS minutes
            FROM jsonb_array_elements_text(NEW.reminders)) AS r
  ON CONFLICT (dedupe_key) DO UPDATE
     SET scheduled_for = excluded.scheduled_for, status = 'pending', note = NULL,
         updated_at = now()
   WHERE sms_messages.status IN ('pending', 'cancelled');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER sms_sync_event_reminders
AFTER INSERT OR UPDATE OR DELETE ON calendar_events
FOR EACH ROW EXECUTE FUNCTION sms_sync_event_reminders();

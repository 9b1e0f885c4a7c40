ALTER TABLE "change_events" DROP CONSTRAINT "change_events_kind_check";--> statement-breakpoint
ALTER TABLE "change_events" ADD CONSTRAINT "change_events_kind_check" CHECK ("change_events"."kind" in ('guest', 'journal', 'task', 'action_item', 'event', 'team', 'notification_settings'));--> statement-breakpoint
-- Notification settings saved (docs/product.md#live-updates,
-- docs/decisions/048-notification-settings-live.md): from the Notifications tab, another tab or
-- device, a STOP or START reply, or the browser's time zone adopted. Their user alone hears one
-- `notification_settings` event naming them, so an open Notifications tab shows what was saved.
-- The cascade of an account's deletion deletes the row and writes nothing.
CREATE OR REPLACE FUNCTION live_notification_settings_saved() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  new_id bigint;
BEGIN
  INSERT INTO change_events (kind, op, record_id, audience_user_ids, changed_by)
  VALUES ('notification_settings', 'update', NEW.user_id, ARRAY[NEW.user_id], NULL)
  RETURNING id INTO new_id;
  PERFORM pg_notify('changes', new_id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER notification_preferences_live_saved AFTER INSERT OR UPDATE ON notification_preferences
  FOR EACH ROW
  EXECUTE FUNCTION live_notification_settings_saved();

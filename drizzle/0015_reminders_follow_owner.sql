-- An event's reminders go to its owner (docs/product.md#sms-notifications): when the event
-- changes hands (a member leaves or is removed and the guest's owner takes it, or the other way
-- round), its pending reminders go with it, so the one who left is not texted about a guest they
-- no longer see. A cancelled reminder brought back by a move is the owner's as well.
CREATE OR REPLACE FUNCTION sms_sync_event_reminders() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'UPDATE' AND NEW.user_id <> OLD.user_id THEN
    UPDATE sms_messages SET user_id = NEW.user_id, updated_at = now()
     WHERE event_id = NEW.id AND kind = 'reminder' AND status = 'pending';
  END IF;
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
     SET user_id = excluded.user_id, scheduled_for = excluded.scheduled_for, status = 'pending',
         note = NULL, updated_at = now()
   WHERE sms_messages.status IN ('pending', 'cancelled');
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Pending reminders of events that changed hands before this migration go to the owner now.
UPDATE sms_messages SET user_id = e.user_id, updated_at = now()
  FROM calendar_events e
 WHERE sms_messages.event_id = e.id AND sms_messages.kind = 'reminder'
   AND sms_messages.status = 'pending' AND sms_messages.user_id <> e.user_id;

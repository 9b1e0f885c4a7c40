-- A team renamed (docs/product.md#live-updates): its members hear one `team` event, so an open
-- Team tab shows the new name. The event's record is the team itself; no member's team changed.
CREATE OR REPLACE FUNCTION live_team_renamed() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  new_id bigint;
BEGIN
  INSERT INTO change_events (kind, op, record_id, audience_organization_ids)
  VALUES ('team', 'update', NEW.id, ARRAY[NEW.id])
  RETURNING id INTO new_id;
  PERFORM pg_notify('changes', new_id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER organizations_live_renamed AFTER UPDATE ON organizations
  FOR EACH ROW
  WHEN (OLD.name IS DISTINCT FROM NEW.name)
  EXECUTE FUNCTION live_team_renamed();

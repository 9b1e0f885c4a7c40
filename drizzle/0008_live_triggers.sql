-- The live stream's change log (docs/product.md#live-updates, docs/decisions/020-live-updates.md).
-- Every insert, update and delete of a guest, journal entry, task, action item or calendar event,
-- and every change of a user's team or team role, writes one change_events row in the same
-- transaction and announces its id on the 'changes' channel (delivered at commit). Columns that
-- not every version of a table has (version, last_modified_by, created_by, assignee_id) are read
-- through to_jsonb, so a trigger works whether or not they exist yet.

-- The distinct non-null ids among the arguments, sorted.
CREATE OR REPLACE FUNCTION live_ids(VARIADIC ids integer[]) RETURNS integer[]
LANGUAGE sql IMMUTABLE AS $$
  SELECT coalesce(array_agg(DISTINCT x ORDER BY x), '{}') FROM unnest(ids) AS x WHERE x IS NOT NULL
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION live_record_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  kind text := TG_ARGV[0];
  cur jsonb;
  prev jsonb;
  guest_ids integer[];
  guest_owners integer[];
  guest_orgs integer[];
  user_ids integer[];
  org_ids integer[];
  by_user integer;
  new_id bigint;
BEGIN
  IF TG_OP = 'DELETE' THEN
    cur := to_jsonb(OLD);
  ELSE
    cur := to_jsonb(NEW);
  END IF;
  IF TG_OP = 'UPDATE' THEN
    prev := to_jsonb(OLD);
  END IF;

  -- A journal entry losing its guest is the guest's permanent deletion, which has its own event.
  IF kind = 'journal' AND TG_OP = 'UPDATE' AND cur->>'guest_id' IS NULL
     AND prev->>'guest_id' IS NOT NULL THEN
    RETURN NULL;
  END IF;

  IF kind = 'guest' THEN
    user_ids := live_ids((cur->>'user_id')::int, (prev->>'user_id')::int);
    org_ids := live_ids((cur->>'organization_id')::int, (prev->>'organization_id')::int);
  ELSE
    -- Everyone who sees the guest it belongs to (before and after a move) hears of it.
    guest_ids := live_ids((cur->>'guest_id')::int, (prev->>'guest_id')::int);
    SELECT coalesce(array_agg(g.user_id), '{}'), coalesce(array_agg(g.organization_id), '{}')
      INTO guest_owners, guest_orgs
      FROM guests g WHERE g.id = ANY (guest_ids);
    org_ids := live_ids(VARIADIC guest_orgs);
    IF kind = 'journal' THEN
      -- The guest's owner; without a guest, the entry's author.
      IF cardinality(guest_owners) > 0 THEN
        user_ids := live_ids(VARIADIC guest_owners);
      ELSE
        user_ids := live_ids((cur->>'user_id')::int);
      END IF;
    ELSE
      -- The item's owner and assignee (before and after).
      user_ids := live_ids((cur->>'user_id')::int, (prev->>'user_id')::int,
                           (cur->>'assignee_id')::int, (prev->>'assignee_id')::int);
    END IF;
  END IF;

  IF TG_OP = 'DELETE' THEN
    by_user := NULL;
  ELSIF TG_OP = 'INSERT' THEN
    by_user := coalesce((cur->>'last_modified_by')::int, (cur->>'created_by')::int,
                        (cur->>'user_id')::int);
  ELSE
    by_user := (cur->>'last_modified_by')::int;
  END IF;
  -- A change made by the cascade of an account's purge (a foreign key set to null after the user
  -- row went) names nobody who is gone: the change log keeps no trace of them.
  IF by_user IS NOT NULL AND NOT EXISTS (SELECT 1 FROM users u WHERE u.id = by_user) THEN
    by_user := NULL;
  END IF;
  user_ids := ARRAY(SELECT x FROM unnest(user_ids) AS x
                     WHERE EXISTS (SELECT 1 FROM users u WHERE u.id = x));

  INSERT INTO change_events
    (kind, op, record_id, guest_id, audience_user_ids, audience_organization_ids, version, changed_by,
     archived)
  VALUES (
    kind,
    lower(TG_OP),
    (cur->>'id')::int,
    CASE WHEN kind = 'guest' THEN (cur->>'id')::int ELSE (cur->>'guest_id')::int END,
    user_ids,
    org_ids,
    (cur->>'version')::int,
    by_user,
    CASE WHEN kind = 'guest' THEN (cur->>'is_archived')::boolean END
  )
  RETURNING id INTO new_id;
  PERFORM pg_notify('changes', new_id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A user joining, leaving or being removed from a team, or changing role: the user and both
-- teams' members hear of it.
CREATE OR REPLACE FUNCTION live_team_change() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  new_id bigint;
BEGIN
  INSERT INTO change_events (kind, op, record_id, audience_user_ids, audience_organization_ids)
  VALUES ('team', 'update', NEW.id, ARRAY[NEW.id],
          live_ids(NEW.organization_id, OLD.organization_id))
  RETURNING id INTO new_id;
  PERFORM pg_notify('changes', new_id::text);
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- A user row deleted (the account purge, docs/product.md#account-deletion): the change log keeps
-- no trace of them. Their id leaves every audience and authorship, the rows no one else may hear
-- go, and so do the rows about guests that no longer exist (theirs, just deleted by the cascade:
-- triggers fire in name order and the foreign keys' RI_ConstraintTrigger_* names sort first).
-- Their team hears one `team` event instead, on which clients refetch everything.
CREATE OR REPLACE FUNCTION live_user_deleted() RETURNS trigger
LANGUAGE plpgsql AS $$
DECLARE
  new_id bigint;
BEGIN
  UPDATE change_events
     SET audience_user_ids = array_remove(audience_user_ids, OLD.id)
   WHERE OLD.id = ANY (audience_user_ids);
  UPDATE change_events SET changed_by = NULL WHERE changed_by = OLD.id;
  DELETE FROM change_events c
   WHERE (cardinality(c.audience_user_ids) = 0 AND cardinality(c.audience_organization_ids) = 0)
      -- Only the purge's own rows (this transaction's): a guest deleted earlier by anyone keeps
      -- its delete event for the clients that resume.
      OR (c.created_at = now() AND c.guest_id IS NOT NULL
          AND NOT EXISTS (SELECT 1 FROM guests g WHERE g.id = c.guest_id));
  IF OLD.organization_id IS NOT NULL THEN
    INSERT INTO change_events (kind, op, record_id, audience_organization_ids)
    VALUES ('team', 'delete', OLD.id, ARRAY[OLD.organization_id])
    RETURNING id INTO new_id;
    PERFORM pg_notify('changes', new_id::text);
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER guests_live AFTER INSERT OR UPDATE OR DELETE ON guests
  FOR EACH ROW EXECUTE FUNCTION live_record_change('guest');
--> statement-breakpoint
CREATE TRIGGER journal_entries_live AFTER INSERT OR UPDATE OR DELETE ON journal_entries
  FOR EACH ROW EXECUTE FUNCTION live_record_change('journal');
--> statement-breakpoint
CREATE TRIGGER tasks_live AFTER INSERT OR UPDATE OR DELETE ON tasks
  FOR EACH ROW EXECUTE FUNCTION live_record_change('task');
--> statement-breakpoint
CREATE TRIGGER action_items_live AFTER INSERT OR UPDATE OR DELETE ON action_items
  FOR EACH ROW EXECUTE FUNCTION live_record_change('action_item');
--> statement-breakpoint
CREATE TRIGGER calendar_events_live AFTER INSERT OR UPDATE OR DELETE ON calendar_events
  FOR EACH ROW EXECUTE FUNCTION live_record_change('event');
--> statement-breakpoint
CREATE TRIGGER users_live_team AFTER UPDATE ON users
  FOR EACH ROW
  WHEN (OLD.organization_id IS DISTINCT FROM NEW.organization_id
        OR (to_jsonb(OLD)->>'team_role') IS DISTINCT FROM (to_jsonb(NEW)->>'team_role'))
  EXECUTE FUNCTION live_team_change();
--> statement-breakpoint
CREATE TRIGGER users_live_deleted AFTER DELETE ON users
  FOR EACH ROW EXECUTE FUNCTION live_user_deleted();

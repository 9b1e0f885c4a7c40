-- Each stay carries its guest's owner, team and date added (docs/decisions/031-insights-stays-scope.md),
-- so an Insights card reads the stays in the viewer's scope from this table alone. The triggers
-- copy them when a stay starts and follow the guest when its owner or team changes (a member
-- joining or leaving a team, a team dissolved); the stays already there are filled from their guests.
ALTER TABLE "guest_stays" ADD COLUMN "user_id" integer;--> statement-breakpoint
ALTER TABLE "guest_stays" ADD COLUMN "organization_id" integer;--> statement-breakpoint
ALTER TABLE "guest_stays" ADD COLUMN "guest_added" timestamp with time zone;--> statement-breakpoint
UPDATE "guest_stays" s SET "user_id" = g."user_id", "organization_id" = g."organization_id",
  "guest_added" = g."date_added"
FROM "guests" g WHERE g."id" = s."guest_id";--> statement-breakpoint
ALTER TABLE "guest_stays" ALTER COLUMN "user_id" SET NOT NULL;--> statement-breakpoint
ALTER TABLE "guest_stays" ALTER COLUMN "guest_added" SET NOT NULL;--> statement-breakpoint
CREATE INDEX "guest_stays_user_id_entered_at_idx" ON "guest_stays" USING btree ("user_id","entered_at");--> statement-breakpoint
CREATE INDEX "guest_stays_organization_id_entered_at_idx" ON "guest_stays" USING btree ("organization_id","entered_at");--> statement-breakpoint
CREATE INDEX "guest_stays_status_entered_at_idx" ON "guest_stays" USING btree ("status","entered_at");--> statement-breakpoint
CREATE OR REPLACE FUNCTION guest_stays_on_guest_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO guest_stays (guest_id, user_id, organization_id, guest_added, status, entered_at, entered_by)
  VALUES (NEW.id, NEW.user_id, NEW.organization_id, NEW.date_added, NEW.status, NEW.date_added, 'created');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION guest_stays_on_journal_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.action IN ('status_change', 'archived') THEN
    UPDATE guest_stays SET left_at = NEW.created_at, left_by = NEW.action
    WHERE guest_id = NEW.guest_id AND left_at IS NULL;
  END IF;
  IF NEW.action = 'status_change' THEN
    INSERT INTO guest_stays (guest_id, user_id, organization_id, guest_added, status, entered_at, entered_by)
    SELECT id, user_id, organization_id, date_added, NEW.new_value, NEW.created_at, 'status_change'
    FROM guests WHERE id = NEW.guest_id;
  ELSIF NEW.action = 'restored' THEN
    INSERT INTO guest_stays (guest_id, user_id, organization_id, guest_added, status, entered_at, entered_by)
    SELECT id, user_id, organization_id, date_added, status, NEW.created_at, 'restored'
    FROM guests WHERE id = NEW.guest_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION guest_stays_on_guest_update() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  UPDATE guest_stays
  SET user_id = NEW.user_id, organization_id = NEW.organization_id, guest_added = NEW.date_added
  WHERE guest_id = NEW.id;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER guest_stays_guest_update AFTER UPDATE OF user_id, organization_id, date_added ON guests
FOR EACH ROW WHEN (OLD.user_id IS DISTINCT FROM NEW.user_id
  OR OLD.organization_id IS DISTINCT FROM NEW.organization_id
  OR OLD.date_added IS DISTINCT FROM NEW.date_added)
EXECUTE FUNCTION guest_stays_on_guest_update();

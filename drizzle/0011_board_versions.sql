CREATE TABLE "board_versions" (
	"scope" text PRIMARY KEY NOT NULL,
	"version" bigint NOT NULL
);
--> statement-breakpoint
-- Every board version comes from this one sequence, so a number is never reused by any scope.
CREATE SEQUENCE "board_version_seq";
--> statement-breakpoint
-- After each statement that inserts, updates or deletes guests: every board a changed row was on,
-- before or after the change (a guest moved to a team leaves one board and joins another), gets a
-- new version. Scopes are taken in order, so two bulk writes lock them in the same order.
CREATE OR REPLACE FUNCTION board_versions_bump() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'INSERT' THEN
    INSERT INTO board_versions (scope, version)
    SELECT scope, nextval('board_version_seq') FROM (
      SELECT 'user:' || user_id AS scope FROM new_rows
      UNION SELECT 'team:' || organization_id FROM new_rows WHERE organization_id IS NOT NULL
      ORDER BY 1) AS touched
    ON CONFLICT (scope) DO UPDATE SET version = excluded.version;
  ELSIF TG_OP = 'UPDATE' THEN
    INSERT INTO board_versions (scope, version)
    SELECT scope, nextval('board_version_seq') FROM (
      SELECT 'user:' || user_id AS scope FROM new_rows
      UNION SELECT 'team:' || organization_id FROM new_rows WHERE organization_id IS NOT NULL
      UNION SELECT 'user:' || user_id FROM old_rows
      UNION SELECT 'team:' || organization_id FROM old_rows WHERE organization_id IS NOT NULL
      ORDER BY 1) AS touched
    ON CONFLICT (scope) DO UPDATE SET version = excluded.version;
  ELSE
    INSERT INTO board_versions (scope, version)
    SELECT scope, nextval('board_version_seq') FROM (
      SELECT 'user:' || user_id AS scope FROM old_rows
      UNION SELECT 'team:' || organization_id FROM old_rows WHERE organization_id IS NOT NULL
      ORDER BY 1) AS touched
    ON CONFLICT (scope) DO UPDATE SET version = excluded.version;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER board_versions_insert AFTER INSERT ON guests
REFERENCING NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION board_versions_bump();
--> statement-breakpoint
CREATE TRIGGER board_versions_update AFTER UPDATE ON guests
REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows
FOR EACH STATEMENT EXECUTE FUNCTION board_versions_bump();
--> statement-breakpoint
CREATE TRIGGER board_versions_delete AFTER DELETE ON guests
REFERENCING OLD TABLE AS old_rows
FOR EACH STATEMENT EXECUTE FUNCTION board_versions_bump();

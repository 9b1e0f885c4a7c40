-- Users who were put in an organization before teams existed become its members, and the earliest
-- of each organization its owner (docs/decisions/018-teams.md), so every team has one owner.
UPDATE "users" SET "team_role" = 'member', "team_joined_at" = now()
WHERE "organization_id" IS NOT NULL AND "team_role" IS NULL;
--> statement-breakpoint
UPDATE "users" SET "team_role" = 'owner'
WHERE "id" IN (
  SELECT DISTINCT ON ("organization_id") "id" FROM "users"
  WHERE "organization_id" IS NOT NULL
  ORDER BY "organization_id", "created_at", "id"
)
AND NOT EXISTS (
  SELECT 1 FROM "users" AS "o"
  WHERE "o"."organization_id" = "users"."organization_id" AND "o"."team_role" = 'owner'
);

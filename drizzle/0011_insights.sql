CREATE INDEX "journal_entries_pipeline_idx" ON "journal_entries" USING btree ("guest_id","created_at","id") WHERE "journal_entries"."action" in ('status_change', 'archived', 'restored');--> statement-breakpoint
-- Every stay of a guest in a column, the rule of docs/product.md#insights in one place. A guest's
-- history is a row of marks in time order: its addition (into the column its first status change
-- left, or the one it is in now when it never moved), each status change (into its new column),
-- each archiving (out of the pipeline) and each restore (back into the column it had). Each mark
-- but an archiving starts a stay that lasts until the next mark (left_at null: still there).
-- Partitioned by owner and team as well as guest, so a query's filter on them reaches the tables.
CREATE VIEW "guest_stays" AS
WITH marks AS (
  SELECT g.id AS guest_id, g.user_id, g.organization_id, g.date_added AS at, 0 AS seq,
    'created'::text AS kind,
    coalesce(
      (SELECT j.old_value FROM journal_entries j
        WHERE j.guest_id = g.id AND j.action = 'status_change'
        ORDER BY j.created_at, j.id LIMIT 1),
      g.status) AS status
  FROM guests g
  UNION ALL
  SELECT g.id, g.user_id, g.organization_id, j.created_at, j.id, j.action,
    CASE WHEN j.action = 'status_change' THEN j.new_value END
  FROM journal_entries j JOIN guests g ON g.id = j.guest_id
  WHERE j.action IN ('status_change', 'archived', 'restored')
),
ordered AS (
  SELECT m.*,
    -- A restore carries no column: it takes the last one named before it (its group's first).
    count(m.status) OVER w AS status_group,
    lead(m.at) OVER w AS next_at,
    lead(m.kind) OVER w AS next_kind
  FROM marks m
  WINDOW w AS (PARTITION BY m.user_id, m.organization_id, m.guest_id ORDER BY m.at, m.seq)
),
stays AS (
  SELECT guest_id, user_id, organization_id,
    first_value(status) OVER (
      PARTITION BY user_id, organization_id, guest_id, status_group ORDER BY at, seq
    ) AS status,
    at AS entered_at, next_at AS left_at, kind AS entered_by, next_kind AS left_by
  FROM ordered
)
SELECT guest_id, user_id, organization_id, status, entered_at, left_at, entered_by, left_by
FROM stays
WHERE entered_by <> 'archived';

CREATE TABLE "guest_stays" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "guest_stays_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"guest_id" integer NOT NULL,
	"status" text NOT NULL,
	"entered_at" timestamp with time zone NOT NULL,
	"left_at" timestamp with time zone,
	"entered_by" text NOT NULL,
	"left_by" text,
	CONSTRAINT "guest_stays_status_check" CHECK ("guest_stays"."status" in ('prospect', 'hot', 'intro', 'limbo', 'scheduled', 'complete'))
);
--> statement-breakpoint
ALTER TABLE "guest_stays" ADD CONSTRAINT "guest_stays_guest_id_guests_id_fk" FOREIGN KEY ("guest_id") REFERENCES "public"."guests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "guest_stays_guest_id_entered_at_idx" ON "guest_stays" USING btree ("guest_id","entered_at");--> statement-breakpoint
-- The stays rule of docs/product.md#insights, kept by triggers in the transaction of each change:
-- a new guest starts a stay in its column (from date_added); a status change ends the open stay
-- and starts one in the new column; archiving ends the open stay (the guest leaves the pipeline);
-- a restore starts a stay in the column the guest had.
CREATE FUNCTION guest_stays_on_guest_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  INSERT INTO guest_stays (guest_id, status, entered_at, entered_by)
  VALUES (NEW.id, NEW.status, NEW.date_added, 'created');
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER guest_stays_guest_insert AFTER INSERT ON guests
FOR EACH ROW EXECUTE FUNCTION guest_stays_on_guest_insert();
--> statement-breakpoint
CREATE FUNCTION guest_stays_on_journal_insert() RETURNS trigger
LANGUAGE plpgsql AS $$
BEGIN
  IF NEW.action IN ('status_change', 'archived') THEN
    UPDATE guest_stays SET left_at = NEW.created_at, left_by = NEW.action
    WHERE guest_id = NEW.guest_id AND left_at IS NULL;
  END IF;
  IF NEW.action = 'status_change' THEN
    INSERT INTO guest_stays (guest_id, status, entered_at, entered_by)
    VALUES (NEW.guest_id, NEW.new_value, NEW.created_at, 'status_change');
  ELSIF NEW.action = 'restored' THEN
    INSERT INTO guest_stays (guest_id, status, entered_at, entered_by)
    SELECT id, status, NEW.created_at, 'restored' FROM guests WHERE id = NEW.guest_id;
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE TRIGGER guest_stays_journal_insert AFTER INSERT ON journal_entries
FOR EACH ROW WHEN (NEW.guest_id IS NOT NULL AND NEW.action IN ('status_change', 'archived', 'restored'))
EXECUTE FUNCTION guest_stays_on_journal_insert();
--> statement-breakpoint
-- The guests already there: the same rule read once from their journals. A guest's first column is
-- where its first status change took it from, or where it is when it never moved; a restore goes
-- back into the last column named before it.
INSERT INTO guest_stays (guest_id, status, entered_at, left_at, entered_by, left_by)
WITH marks AS (
  SELECT g.id AS guest_id, g.date_added AS at, 0 AS seq, 'created'::text AS kind,
    coalesce(
      (SELECT j.old_value FROM journal_entries j
        WHERE j.guest_id = g.id AND j.action = 'status_change'
        ORDER BY j.created_at, j.id LIMIT 1),
      g.status) AS status
  FROM guests g
  UNION ALL
  SELECT j.guest_id, j.created_at, j.id, j.action,
    CASE WHEN j.action = 'status_change' THEN j.new_value END
  FROM journal_entries j
  WHERE j.guest_id IS NOT NULL AND j.action IN ('status_change', 'archived', 'restored')
),
ordered AS (
  SELECT m.*,
    count(m.status) OVER w AS status_group,
    lead(m.at) OVER w AS next_at,
    lead(m.kind) OVER w AS next_kind
  FROM marks m
  WINDOW w AS (PARTITION BY m.guest_id ORDER BY m.at, m.seq)
),
stays AS (
  SELECT guest_id, first_value(status) OVER (
      PARTITION BY guest_id, status_group ORDER BY at, seq) AS status,
    at, next_at, kind, next_kind, seq
  FROM ordered
)
SELECT guest_id, status, at, next_at, kind, next_kind FROM stays
WHERE kind <> 'archived'
ORDER BY guest_id, at, seq;

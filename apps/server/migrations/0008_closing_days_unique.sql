-- One record per closing-day range and location: a repeated create (a double click on 'Lagre' or
-- 'Steng takeaway') finds the existing record instead of adding a second. Earlier duplicates are
-- removed first, keeping one of each. The unique index starts with the columns of the index it replaces.
DELETE FROM "closing_days" AS "duplicate" USING "closing_days" AS "kept"
WHERE "duplicate"."location_id" = "kept"."location_id"
  AND "duplicate"."from_date" = "kept"."from_date"
  AND "duplicate"."to_date" = "kept"."to_date"
  AND "duplicate"."id" > "kept"."id";--> statement-breakpoint
DROP INDEX "closing_days_location_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "closing_days_location_range_idx" ON "closing_days" USING btree ("location_id","from_date","to_date");

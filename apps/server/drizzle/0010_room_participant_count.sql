-- Each room keeps its number of participants, so that a join is one conditional update; lists in join order read
-- the first rows of an index instead of sorting the whole room (decision 014).
ALTER TABLE "rooms" ADD COLUMN "participant_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
UPDATE "rooms" SET "participant_count" = (SELECT count(*) FROM "room_participants" WHERE "room_participants"."room_id" = "rooms"."id");--> statement-breakpoint
CREATE INDEX "room_participants_room_joined_idx" ON "room_participants" USING btree ("room_id","joined_at","id");

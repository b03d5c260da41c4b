ALTER TABLE "rooms" ADD COLUMN "graded_count" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
-- The questions of a started game that one can get right or wrong (a poll is neither), from its question snapshot.
UPDATE "rooms" SET "graded_count" = (
  SELECT count(*)::int FROM jsonb_array_elements("questions") q WHERE coalesce(q->>'kind', 'single') <> 'poll'
) WHERE "questions" IS NOT NULL;--> statement-breakpoint
-- participant_count counts the players: the host, who has a participant row, no longer takes a place.
UPDATE "rooms" r SET "participant_count" = greatest(r."participant_count" - 1, 0)
WHERE EXISTS (SELECT 1 FROM "room_participants" p WHERE p."room_id" = r."id" AND p."user_id" = r."host_id");

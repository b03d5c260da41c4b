-- Presence (issue 22, decision 016): when a participant went away (their last socket left and did not come back
-- within the grace). A gone player no longer holds a self-paced game open; a lobby whose host is gone long enough closes.
ALTER TABLE "room_participants" ADD COLUMN "left_at" timestamp (3) with time zone;
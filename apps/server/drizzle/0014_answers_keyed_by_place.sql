-- Issue 18: an answer costs less to write. Its key is the player's place (participant, position) instead of a
-- generated id with an index of its own; the room's foreign key goes (the participant's carries it).
ALTER TABLE "room_answers" DROP CONSTRAINT "room_answers_room_id_rooms_id_fk";--> statement-breakpoint
ALTER TABLE "room_answers" DROP COLUMN "id";--> statement-breakpoint
DROP INDEX "room_answers_participant_position_unique";--> statement-breakpoint
ALTER TABLE "room_answers" ADD CONSTRAINT "room_answers_participant_id_position_pk" PRIMARY KEY("participant_id","position");--> statement-breakpoint
-- A player's row changes with every answer: room on its page lets PostgreSQL update it in place (a HOT update),
-- without a new entry in each of the table's five indexes. Drizzle's schema cannot say this; it lives here.
ALTER TABLE "room_participants" SET (fillfactor = 70);

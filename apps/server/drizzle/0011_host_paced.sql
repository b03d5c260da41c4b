-- Host-paced ("classic") rooms (issue 15, decision 015): the mode, and the game's place kept on the room row so that
-- any instance can continue it; answers indexed by question, counted live and at each close.
ALTER TABLE "rooms" ADD COLUMN "mode" text DEFAULT 'self_paced' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "phase" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "current_question" integer DEFAULT -1 NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "opened_at" timestamp (3) with time zone;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "closes_at" timestamp (3) with time zone;--> statement-breakpoint
CREATE INDEX "room_answers_room_position_idx" ON "room_answers" USING btree ("room_id","position");
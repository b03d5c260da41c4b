ALTER TABLE "questions" ADD COLUMN "kind" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "accepted_answers" jsonb DEFAULT '[]'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "match_diacritics" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "time_limit" integer;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "points" text DEFAULT 'standard' NOT NULL;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "questions" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "submission_answers" ADD COLUMN "kind" text DEFAULT 'single' NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_answers" ADD COLUMN "graded" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_answers" ADD COLUMN "answer_texts" jsonb;--> statement-breakpoint
ALTER TABLE "submission_answers" ADD COLUMN "correct_texts" jsonb;--> statement-breakpoint
ALTER TABLE "submission_answers" ADD COLUMN "image_url" text;--> statement-breakpoint
ALTER TABLE "submission_answers" ADD COLUMN "image_alt" text;--> statement-breakpoint
ALTER TABLE "room_answers" ADD COLUMN "answer" jsonb;
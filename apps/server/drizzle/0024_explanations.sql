ALTER TABLE "questions" ADD COLUMN "explanation" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "submission_answers" ADD COLUMN "explanation" text DEFAULT '' NOT NULL;
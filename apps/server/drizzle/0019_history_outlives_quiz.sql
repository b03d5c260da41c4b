ALTER TABLE "submissions" DROP CONSTRAINT "submissions_quiz_id_quizzes_id_fk";
--> statement-breakpoint
ALTER TABLE "rooms" DROP CONSTRAINT "rooms_quiz_id_quizzes_id_fk";
--> statement-breakpoint
ALTER TABLE "rooms" ALTER COLUMN "quiz_id" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "quiz_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "quiz_title" text DEFAULT '' NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
-- Issue 36: an attempt and a finished game outlive their quiz; they keep its title from now on.
UPDATE "submissions" s SET "quiz_title" = q."title" FROM "quizzes" q WHERE q."id" = s."quiz_id";--> statement-breakpoint
UPDATE "rooms" r SET "quiz_title" = q."title" FROM "quizzes" q WHERE q."id" = r."quiz_id";

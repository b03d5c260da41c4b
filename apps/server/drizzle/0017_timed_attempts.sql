CREATE TABLE "timed_attempts" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"quiz_id" uuid NOT NULL,
	"extra_time" real NOT NULL,
	"allowed_seconds" integer NOT NULL,
	"started_at" timestamp with time zone DEFAULT now() NOT NULL,
	"submission_id" uuid
);
--> statement-breakpoint
ALTER TABLE "quizzes" ADD COLUMN "timed_attempts" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "extra_time" real;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "allowed_seconds" integer;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "late_seconds" integer;--> statement-breakpoint
ALTER TABLE "timed_attempts" ADD CONSTRAINT "timed_attempts_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timed_attempts" ADD CONSTRAINT "timed_attempts_quiz_id_quizzes_id_fk" FOREIGN KEY ("quiz_id") REFERENCES "public"."quizzes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timed_attempts" ADD CONSTRAINT "timed_attempts_submission_id_submissions_id_fk" FOREIGN KEY ("submission_id") REFERENCES "public"."submissions"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "timed_attempts_user_quiz_idx" ON "timed_attempts" USING btree ("user_id","quiz_id","started_at" DESC NULLS LAST);--> statement-breakpoint
CREATE UNIQUE INDEX "timed_attempts_submission_unique" ON "timed_attempts" USING btree ("submission_id");
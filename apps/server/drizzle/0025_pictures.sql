CREATE TABLE "pictures" (
	"path" text PRIMARY KEY NOT NULL,
	"content_type" text NOT NULL,
	"size" integer NOT NULL,
	"sha256" text NOT NULL,
	"data" "bytea" NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
CREATE INDEX "pictures_created_idx" ON "pictures" USING btree ("created_at");--> statement-breakpoint
CREATE INDEX "questions_image_idx" ON "questions" USING btree ("image_url") WHERE "questions"."image_url" is not null;--> statement-breakpoint
CREATE INDEX "submission_answers_image_idx" ON "submission_answers" USING btree ("image_url") WHERE "submission_answers"."image_url" is not null;
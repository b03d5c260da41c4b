DROP INDEX "quizzes_public_created_idx";--> statement-breakpoint
DROP INDEX "quizzes_created_by_idx";--> statement-breakpoint
CREATE INDEX "quizzes_public_newest_idx" ON "quizzes" USING btree ("is_public","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "quizzes_owner_newest_idx" ON "quizzes" USING btree ("created_by","created_at" DESC NULLS LAST,"id" DESC NULLS LAST);
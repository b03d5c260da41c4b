-- Contains-any-case search (ILIKE '%text%') over users and quizzes uses these trigram indexes instead of reading
-- every row (decision 011). pg_trgm is a trusted extension: the database's owner may create it.
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
CREATE INDEX "users_username_trgm_idx" ON "users" USING gin ("username" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_email_trgm_idx" ON "users" USING gin ("email" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "users_display_name_trgm_idx" ON "users" USING gin ("display_name" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quizzes_title_trgm_idx" ON "quizzes" USING gin ("title" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quizzes_description_trgm_idx" ON "quizzes" USING gin ("description" gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "quizzes_category_trgm_idx" ON "quizzes" USING gin ("category" gin_trgm_ops);
CREATE TABLE "leaderboard_stats" (
	"period" text NOT NULL,
	"period_start" date NOT NULL,
	"user_id" uuid NOT NULL,
	"score" integer DEFAULT 0 NOT NULL,
	"correct" integer DEFAULT 0 NOT NULL,
	"questions" integer DEFAULT 0 NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"time_seconds" integer DEFAULT 0 NOT NULL,
	"accuracy" double precision GENERATED ALWAYS AS (case when questions > 0 then correct * 100.0 / questions else 0 end) STORED NOT NULL,
	"streak" integer DEFAULT 0 NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "leaderboard_stats_period_period_start_user_id_pk" PRIMARY KEY("period","period_start","user_id")
);
--> statement-breakpoint
CREATE TABLE "user_achievements" (
	"user_id" uuid NOT NULL,
	"achievement_id" text NOT NULL,
	"unlocked_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "user_achievements_user_id_achievement_id_pk" PRIMARY KEY("user_id","achievement_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "streak_days" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "streak_last_day" date;--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "best_streak" integer DEFAULT 0 NOT NULL;--> statement-breakpoint
ALTER TABLE "leaderboard_stats" ADD CONSTRAINT "leaderboard_stats_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "user_achievements" ADD CONSTRAINT "user_achievements_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "leaderboard_stats_score_idx" ON "leaderboard_stats" USING btree ("period","period_start","score" DESC NULLS LAST,"accuracy" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "leaderboard_stats_accuracy_idx" ON "leaderboard_stats" USING btree ("period","period_start","accuracy" DESC NULLS LAST,"questions" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "leaderboard_stats_quizzes_idx" ON "leaderboard_stats" USING btree ("period","period_start","attempts" DESC NULLS LAST,"score" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "leaderboard_stats_streak_idx" ON "leaderboard_stats" USING btree ("period","period_start","streak" DESC NULLS LAST,"score" DESC NULLS LAST,"user_id");--> statement-breakpoint
CREATE INDEX "leaderboard_stats_user_idx" ON "leaderboard_stats" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "users_newest_idx" ON "users" USING btree ("created_at" DESC NULLS LAST,"id" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "ratings_user_idx" ON "ratings" USING btree ("user_id");--> statement-breakpoint
-- Play graded before this migration counts too, by the same rules: all time, this month and this week (UTC); the
-- best solo attempt at each quiz in the period, every finished game.
INSERT INTO "leaderboard_stats" ("period", "period_start", "user_id", "score", "correct", "questions", "attempts", "time_seconds")
SELECT p.period, p.start, a.user_id, sum(a.score), sum(a.correct), sum(a.questions), sum(a.attempts), sum(a.time_seconds)
FROM (VALUES
  ('all', date '1970-01-01'),
  ('monthly', date_trunc('month', now() AT TIME ZONE 'UTC')::date),
  ('weekly', date_trunc('week', now() AT TIME ZONE 'UTC')::date)
) AS p(period, start)
CROSS JOIN LATERAL (
  SELECT s.user_id, max(s.correct_answers) * 10 AS score, sum(s.correct_answers) AS correct,
         sum(s.total_questions) AS questions, count(*) AS attempts, sum(s.time_spent_seconds) AS time_seconds
  FROM "submissions" s
  WHERE s.completed_at >= (p.start::timestamp AT TIME ZONE 'UTC')
  GROUP BY s.user_id, s.quiz_id
  UNION ALL
  SELECT rp.user_id, rp.correct_answers * 10, rp.correct_answers, r.question_count, 1, round(rp.total_answer_ms / 1000.0)
  FROM "room_participants" rp JOIN "rooms" r ON r.id = rp.room_id
  WHERE r.status = 'completed' AND rp.answered_count > 0
    AND coalesce(r.ended_at, r.created_at) >= (p.start::timestamp AT TIME ZONE 'UTC')
) a
GROUP BY p.period, p.start, a.user_id;

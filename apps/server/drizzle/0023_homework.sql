CREATE TABLE "class_teachers" (
	"class_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"added_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "class_teachers_class_id_user_id_pk" PRIMARY KEY("class_id","user_id")
);
--> statement-breakpoint
CREATE TABLE "assignment_notices" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"assignment_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"kind" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"mail_claimed_at" timestamp with time zone,
	"mailed_at" timestamp with time zone
);
--> statement-breakpoint
CREATE TABLE "assignment_students" (
	"assignment_id" uuid NOT NULL,
	"member_id" uuid NOT NULL,
	"excused" boolean DEFAULT false NOT NULL,
	"extra_attempts" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "assignment_students_assignment_id_member_id_pk" PRIMARY KEY("assignment_id","member_id")
);
--> statement-breakpoint
CREATE TABLE "assignments" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"class_id" uuid NOT NULL,
	"quiz_id" uuid NOT NULL,
	"quiz_title" text NOT NULL,
	"created_by" uuid,
	"opens_at" timestamp with time zone NOT NULL,
	"due_at" timestamp with time zone NOT NULL,
	"closes_at" timestamp with time zone,
	"attempts" integer,
	"counts" text DEFAULT 'best' NOT NULL,
	"timed" boolean DEFAULT false NOT NULL,
	"shuffle" boolean DEFAULT false NOT NULL,
	"show_answers" text DEFAULT 'after_attempt' NOT NULL,
	"time_zone" text DEFAULT 'UTC' NOT NULL,
	"announced_at" timestamp with time zone,
	"reminded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "assignment_id" uuid;--> statement-breakpoint
ALTER TABLE "submissions" ADD COLUMN "late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "timed_attempts" ADD COLUMN "assignment_id" uuid;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "class_id" uuid;--> statement-breakpoint
ALTER TABLE "class_members" ADD COLUMN "extra_time" real DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "class_teachers" ADD CONSTRAINT "class_teachers_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_notices" ADD CONSTRAINT "assignment_notices_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_notices" ADD CONSTRAINT "assignment_notices_user_id_users_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."users"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_students" ADD CONSTRAINT "assignment_students_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignment_students" ADD CONSTRAINT "assignment_students_member_id_class_members_id_fk" FOREIGN KEY ("member_id") REFERENCES "public"."class_members"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "assignments" ADD CONSTRAINT "assignments_created_by_users_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "class_teachers_user_idx" ON "class_teachers" USING btree ("user_id");--> statement-breakpoint
CREATE INDEX "assignment_notices_unmailed_idx" ON "assignment_notices" USING btree ("created_at") WHERE "assignment_notices"."mailed_at" is null;--> statement-breakpoint
CREATE INDEX "assignment_notices_user_idx" ON "assignment_notices" USING btree ("user_id","created_at" DESC NULLS LAST);--> statement-breakpoint
CREATE INDEX "assignments_class_idx" ON "assignments" USING btree ("class_id","due_at");--> statement-breakpoint
CREATE INDEX "assignments_unannounced_idx" ON "assignments" USING btree ("opens_at") WHERE "assignments"."announced_at" is null;--> statement-breakpoint
CREATE INDEX "assignments_reminder_idx" ON "assignments" USING btree ("due_at") WHERE "assignments"."reminded_at" is null;--> statement-breakpoint
ALTER TABLE "submissions" ADD CONSTRAINT "submissions_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "timed_attempts" ADD CONSTRAINT "timed_attempts_assignment_id_assignments_id_fk" FOREIGN KEY ("assignment_id") REFERENCES "public"."assignments"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "rooms" ADD CONSTRAINT "rooms_class_id_classes_id_fk" FOREIGN KEY ("class_id") REFERENCES "public"."classes"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "submissions_assignment_idx" ON "submissions" USING btree ("assignment_id","user_id") WHERE "submissions"."assignment_id" is not null;
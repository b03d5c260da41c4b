-- Guests (a nickname in one room, no account), "Who can join", the host's lock and removals (issue 14, decision 014).
CREATE TABLE "room_removals" (
	"room_id" uuid NOT NULL,
	"user_id" uuid NOT NULL,
	"nickname_key" text,
	"removed_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "room_removals_room_id_user_id_pk" PRIMARY KEY("room_id","user_id")
);
--> statement-breakpoint
ALTER TABLE "users" ADD COLUMN "guest_room_id" uuid;--> statement-breakpoint
ALTER TABLE "room_participants" ADD COLUMN "nickname_key" text;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "allow_guests" boolean DEFAULT true NOT NULL;--> statement-breakpoint
ALTER TABLE "rooms" ADD COLUMN "locked" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "room_removals" ADD CONSTRAINT "room_removals_room_id_rooms_id_fk" FOREIGN KEY ("room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "room_removals_nickname_idx" ON "room_removals" USING btree ("room_id","nickname_key");--> statement-breakpoint
ALTER TABLE "users" ADD CONSTRAINT "users_guest_room_id_rooms_id_fk" FOREIGN KEY ("guest_room_id") REFERENCES "public"."rooms"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "users_guest_room_idx" ON "users" USING btree ("guest_room_id") WHERE "users"."guest_room_id" is not null;--> statement-breakpoint
CREATE UNIQUE INDEX "room_participants_room_nickname_unique" ON "room_participants" USING btree ("room_id","nickname_key") WHERE "room_participants"."nickname_key" is not null;
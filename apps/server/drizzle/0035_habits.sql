-- Habits that survive a holiday (issue 34): a step may recur (`times` check-ins each day, week
-- or month), check-ins are dated rows of their own, and a journey may be paused for a span of
-- days that neither breaks a streak nor counts against the forecast. Both schedule columns are
-- set or neither; the bounds match MAX_TIMES_PER in packages/shared/src/journeys/habits/schedule.ts.
ALTER TABLE "journey_steps" ADD COLUMN "schedule_times" integer;
--> statement-breakpoint
ALTER TABLE "journey_steps" ADD COLUMN "schedule_per" text;
--> statement-breakpoint
ALTER TABLE "journey_steps" ADD CONSTRAINT "journey_steps_schedule_check" CHECK (
  ("schedule_times" IS NULL AND "schedule_per" IS NULL)
  OR ("schedule_per" = 'day' AND "schedule_times" BETWEEN 1 AND 10)
  OR ("schedule_per" = 'week' AND "schedule_times" BETWEEN 1 AND 21)
  OR ("schedule_per" = 'month' AND "schedule_times" BETWEEN 1 AND 31)
);
--> statement-breakpoint
CREATE TABLE "step_checkins" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"step_id" uuid NOT NULL,
	"journey_id" uuid NOT NULL,
	"author_id" uuid NOT NULL,
	"occurred_on" date NOT NULL,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "step_checkins" ADD CONSTRAINT "step_checkins_step_id_journey_steps_id_fk" FOREIGN KEY ("step_id") REFERENCES "public"."journey_steps"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "step_checkins" ADD CONSTRAINT "step_checkins_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "step_checkins" ADD CONSTRAINT "step_checkins_author_id_profiles_id_fk" FOREIGN KEY ("author_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "step_checkins_step_day_idx" ON "step_checkins" USING btree ("step_id","occurred_on");
--> statement-breakpoint
CREATE INDEX "step_checkins_journey_idx" ON "step_checkins" USING btree ("journey_id");
--> statement-breakpoint
CREATE INDEX "step_checkins_author_idx" ON "step_checkins" USING btree ("author_id");
--> statement-breakpoint
CREATE TABLE "journey_pauses" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"journey_id" uuid NOT NULL,
	"from_on" date NOT NULL,
	"until_on" date NOT NULL,
	"reason" text DEFAULT '' NOT NULL,
	"created_by" uuid,
	"created_at" timestamp (3) with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "journey_pauses_range_check" CHECK ("until_on" >= "from_on"),
	CONSTRAINT "journey_pauses_reason_check" CHECK (char_length("reason") <= 200)
);
--> statement-breakpoint
ALTER TABLE "journey_pauses" ADD CONSTRAINT "journey_pauses_journey_id_journeys_id_fk" FOREIGN KEY ("journey_id") REFERENCES "public"."journeys"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
ALTER TABLE "journey_pauses" ADD CONSTRAINT "journey_pauses_created_by_profiles_id_fk" FOREIGN KEY ("created_by") REFERENCES "public"."profiles"("id") ON DELETE set null ON UPDATE no action;
--> statement-breakpoint
CREATE INDEX "journey_pauses_journey_idx" ON "journey_pauses" USING btree ("journey_id","from_on");
--> statement-breakpoint
CREATE INDEX "journey_pauses_created_by_idx" ON "journey_pauses" USING btree ("created_by");
--> statement-breakpoint
-- Requests add and remove check-ins and pauses; neither is edited in place.
GRANT SELECT, INSERT, DELETE ON step_checkins TO app_user;
--> statement-breakpoint
GRANT SELECT, INSERT, DELETE ON journey_pauses TO app_user;

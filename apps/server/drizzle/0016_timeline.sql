-- The timeline (issue 16) reads activities by keyset, newest first, with the id breaking ties:
-- per followee through (actor_id, created_at desc, id desc), and everyone's public ones through
-- (created_at desc, id desc). Both replace the 0008 indexes that lacked the tie-breaker.
DROP INDEX IF EXISTS "activities_actor_created_idx";
--> statement-breakpoint
CREATE INDEX "activities_actor_created_idx" ON "activities" USING btree ("actor_id","created_at" DESC,"id" DESC);
--> statement-breakpoint
DROP INDEX IF EXISTS "activities_created_idx";
--> statement-breakpoint
CREATE INDEX "activities_public_created_idx" ON "activities" USING btree ("created_at" DESC,"id" DESC) WHERE "visibility" = 'public';
--> statement-breakpoint
-- Steps completed in a row on one journey are one activity whose count grows ("Ada completed
-- 3 steps of Learn Spanish"): their actor updates it (policy in drizzle/policies/activities.sql).
GRANT UPDATE ON public.activities TO app_user;

-- Personal access tokens (issue 18): API clients act as their owner, limited to scopes, until
-- the token expires or is revoked (the row is deleted). Only a SHA-256 of the token is kept:
-- its 190 random bits make a slow hash pointless, and the lookup on every API request is one
-- unique-index probe. Policies in drizzle/policies/api_tokens.sql (owner only).
CREATE TABLE "api_tokens" (
	"id" uuid PRIMARY KEY DEFAULT gen_random_uuid() NOT NULL,
	"user_id" uuid NOT NULL,
	"name" text NOT NULL,
	"token_hash" text NOT NULL,
	"scopes" text[] NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"last_used_at" timestamp with time zone,
	"last_used_ip" text,
	CONSTRAINT "api_tokens_name_check" CHECK (char_length("name") between 1 and 100),
	CONSTRAINT "api_tokens_token_hash_check" CHECK ("token_hash" ~ '^[0-9a-f]{64}$'),
	CONSTRAINT "api_tokens_scopes_check" CHECK (cardinality("scopes") between 1 and 20),
	CONSTRAINT "api_tokens_expiry_check" CHECK ("expires_at" > "created_at")
);
--> statement-breakpoint
ALTER TABLE "api_tokens" ADD CONSTRAINT "api_tokens_user_id_profiles_id_fk" FOREIGN KEY ("user_id") REFERENCES "public"."profiles"("id") ON DELETE cascade ON UPDATE no action;
--> statement-breakpoint
CREATE UNIQUE INDEX "api_tokens_token_hash_key" ON "api_tokens" USING btree ("token_hash");
--> statement-breakpoint
CREATE INDEX "api_tokens_user_created_idx" ON "api_tokens" USING btree ("user_id","created_at" DESC,"id" DESC);
--> statement-breakpoint
-- The owner lists, creates and revokes (deletes) their tokens; requests only ever change when
-- a token was last used, never its scopes, expiry or hash. Finding a token by its hash, before
-- anyone is known, runs as the server's role (features/api-tokens/queries.ts).
GRANT SELECT, INSERT, DELETE ON public.api_tokens TO app_user;
--> statement-breakpoint
GRANT UPDATE ("last_used_at", "last_used_ip") ON public.api_tokens TO app_user;

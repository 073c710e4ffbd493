-- Outstanding reset links keep working after the upgrade: they move to account_tokens.
INSERT INTO "account_tokens" ("purpose", "user_id", "token_hash", "expires_at", "used_at", "created_at")
SELECT 'reset-password', user_id, token_hash, expires_at, used_at, created_at FROM "password_reset_tokens"
ON CONFLICT DO NOTHING;--> statement-breakpoint
DROP TABLE "password_reset_tokens" CASCADE;--> statement-breakpoint
-- Sessions live in "sessions" now; tokens of the old kind stop working and their holders sign in again.
ALTER TABLE "users" DROP COLUMN "session_version";
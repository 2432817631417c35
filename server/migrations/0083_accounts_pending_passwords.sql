-- Accounts (issue 3, follow-up):
-- - The easy restore (restore-password-v2) no longer replaces the password when it is asked for:
--   the generated one waits here (argon2id hash, 24 hours) and replaces the old password only when
--   it is first used to log in. One row per account: a newer reset replaces the older one.
-- - Rows anyone can create (captcha challenges, login attempts) are swept by age; these indexes
--   keep the sweep from reading the whole table.
CREATE TABLE pending_passwords (
  account_id     uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  password_hash  text NOT NULL,
  created_at     timestamptz NOT NULL,
  expires_at     timestamptz NOT NULL
);
CREATE INDEX pending_passwords_expires_idx ON pending_passwords (expires_at);
CREATE INDEX login_attempts_created_idx ON login_attempts (created_at);
CREATE INDEX captcha_challenges_expires_idx ON captcha_challenges (expires_at);

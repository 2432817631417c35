-- Accounts and access (issue 3): accounts, their phones, login sessions, brute-force bookkeeping,
-- captcha challenges, one-time codes, registration drafts and the outbox of SMS / calls / e-mails.
-- Table names are a contract: other modules reference accounts(id) and account_phones.
-- Times are written by the application's clock (tests move it), so columns have no now() default
-- except created_at of rows nobody reasons about in time.

CREATE TABLE accounts (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  city             text NOT NULL REFERENCES cities (code),
  kind             text NOT NULL CHECK (kind IN ('private', 'corporate')),
  email            text CHECK (email IS NULL OR length(email) <= 254),
  email_confirmed  boolean NOT NULL DEFAULT false,
  -- argon2id PHC string; NULL = the account has no password (login answers EmptyPass).
  password_hash    text,
  first_name       text,
  last_name        text,
  middle_name      text,
  company_name     text,
  inn              text CHECK (inn IS NULL OR inn ~ '^[0-9]{10,12}$'),
  contract_number  text,
  created_at       timestamptz NOT NULL DEFAULT now(),
  -- Lets child tables carry the city and have it checked against the account's own.
  UNIQUE (id, city),
  CHECK (kind = 'private' OR (inn IS NOT NULL AND contract_number IS NOT NULL))
);
CREATE UNIQUE INDEX accounts_city_email_uq ON accounts (city, lower(email)) WHERE email IS NOT NULL;
CREATE UNIQUE INDEX accounts_city_inn_contract_uq ON accounts (city, inn, contract_number) WHERE kind = 'corporate';

CREATE TABLE account_phones (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id  uuid NOT NULL,
  city        text NOT NULL,
  phone       text NOT NULL CHECK (phone ~ '^[0-9]{11}$'),
  is_main     boolean NOT NULL DEFAULT false,
  created_at  timestamptz NOT NULL DEFAULT now(),
  FOREIGN KEY (account_id, city) REFERENCES accounts (id, city) ON DELETE CASCADE
);
-- A phone identifies one account in a city (phone login), and an account has at most one main phone.
CREATE UNIQUE INDEX account_phones_city_phone_uq ON account_phones (city, phone);
CREATE UNIQUE INDEX account_phones_one_main_uq ON account_phones (account_id) WHERE is_main;
CREATE INDEX account_phones_account_idx ON account_phones (account_id);

-- External identities (Yandex ID): the provider's subject id, linked to one account.
CREATE TABLE account_identities (
  provider    text NOT NULL,
  subject     text NOT NULL,
  city        text NOT NULL,
  account_id  uuid NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (provider, city, subject),
  FOREIGN KEY (account_id, city) REFERENCES accounts (id, city) ON DELETE CASCADE
);

-- Only the sha256 of a token is stored: a leaked table does not let anyone log in.
CREATE TABLE auth_sessions (
  id            uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id    uuid NOT NULL,
  city          text NOT NULL,
  token_hash    text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  user_type     text NOT NULL CHECK (user_type IN ('private', 'corporate')),
  client_ip     text,
  created_at    timestamptz NOT NULL,
  last_seen_at  timestamptz NOT NULL,
  expires_at    timestamptz NOT NULL,
  revoked_at    timestamptz,
  FOREIGN KEY (account_id, city) REFERENCES accounts (id, city) ON DELETE CASCADE
);
CREATE INDEX auth_sessions_account_idx ON auth_sessions (account_id);

-- Every password (or corporate) login try; the brute-force rules count the failed ones.
CREATE TABLE login_attempts (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  city        text NOT NULL REFERENCES cities (code),
  login_key   text NOT NULL,
  client_ip   text NOT NULL,
  succeeded   boolean NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX login_attempts_login_idx ON login_attempts (city, login_key, created_at);
CREATE INDEX login_attempts_ip_idx ON login_attempts (city, client_ip, created_at);

-- Server-made captcha images; the answer is kept hashed, each challenge is single-use.
CREATE TABLE captcha_challenges (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  city         text NOT NULL REFERENCES cities (code),
  login_key    text,
  answer_hash  text NOT NULL,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  used_at      timestamptz
);
CREATE INDEX captcha_challenges_login_idx ON captcha_challenges (city, login_key, created_at);

-- One row per sent code. `salt` is the public id of the flow (several sends share it; the newest
-- unused row is the live one). code_hash = sha256(salt:code) for short codes, sha256(token) for
-- e-mail link tokens (looked up by hash).
CREATE TABLE verification_codes (
  id           uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  city         text NOT NULL REFERENCES cities (code),
  purpose      text NOT NULL CHECK (purpose IN ('registration', 'registration-email', 'restore', 'change-phone',
                                                'change-email', 'add-phone', 'confirm-email')),
  channel      text NOT NULL CHECK (channel IN ('sms', 'call', 'email')),
  target       text NOT NULL,
  account_id   uuid REFERENCES accounts (id) ON DELETE CASCADE,
  salt         text NOT NULL,
  code_hash    text NOT NULL,
  attempts     integer NOT NULL DEFAULT 0,
  sends        integer NOT NULL DEFAULT 1,
  created_at   timestamptz NOT NULL,
  expires_at   timestamptz NOT NULL,
  verified_at  timestamptz,
  used_at      timestamptz
);
CREATE INDEX verification_codes_salt_idx ON verification_codes (salt, created_at);
CREATE INDEX verification_codes_target_idx ON verification_codes (city, target, created_at);
CREATE INDEX verification_codes_hash_idx ON verification_codes (code_hash);

-- Step 1 of registration, kept until the phone is confirmed and the account is created.
CREATE TABLE registration_drafts (
  id                  uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  city                text NOT NULL REFERENCES cities (code),
  salt                text NOT NULL UNIQUE,
  email_salt          text NOT NULL UNIQUE,
  first_name          text NOT NULL,
  last_name           text NOT NULL,
  middle_name         text NOT NULL DEFAULT '',
  email               text NOT NULL,
  phone               text NOT NULL CHECK (phone ~ '^[0-9]{11}$'),
  password_hash       text NOT NULL,
  confirmation_type   text NOT NULL CHECK (confirmation_type IN ('sms', 'call')),
  phone_confirmed_at  timestamptz,
  email_confirmed_at  timestamptz,
  created_at          timestamptz NOT NULL,
  expires_at          timestamptz NOT NULL,
  completed_at        timestamptz,
  account_id          uuid REFERENCES accounts (id) ON DELETE SET NULL
);

-- Every SMS, call and e-mail the gateway handled without a real provider (demo / development).
CREATE TABLE outbox_messages (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  city        text NOT NULL REFERENCES cities (code),
  channel     text NOT NULL CHECK (channel IN ('sms', 'call', 'email')),
  recipient   text NOT NULL,
  subject     text,
  body        text NOT NULL,
  created_at  timestamptz NOT NULL
);
CREATE INDEX outbox_messages_recipient_idx ON outbox_messages (recipient, id DESC);

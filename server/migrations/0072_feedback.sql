-- Feedback (issue 8): a driver's appeals to support and their threads. `out` is true for the
-- driver's own messages and false for the operator's answers.
CREATE TABLE appeals (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  city        text NOT NULL REFERENCES cities (code),
  account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  -- topic value from the city's settings.topics, NULL when none was chosen
  subject     text,
  status      text NOT NULL DEFAULT 'registered' CHECK (status IN ('registered', 'in_work', 'needs_clarification', 'completed')),
  phone       text,
  email       text NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now(),
  updated_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX appeals_account_idx ON appeals (account_id, updated_at DESC, id DESC);

CREATE TABLE appeal_messages (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  appeal_id   bigint NOT NULL REFERENCES appeals (id) ON DELETE CASCADE,
  text        text NOT NULL CHECK (length(text) BETWEEN 1 AND 4000),
  out         boolean NOT NULL,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX appeal_messages_appeal_idx ON appeal_messages (appeal_id, id);

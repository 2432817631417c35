-- Parking and money (issue 5), part 2: the wallet. Every money movement is one immutable
-- ledger entry tied to an operation (what the history shows); the balance row is the sum of the
-- entries, updated in the same transaction under SELECT ... FOR UPDATE so concurrent debits queue
-- on it and never overdraw.

-- Operations as the history reads them (spec section 3 'Operation'). account_id is NULL for a
-- guest's card payment, which has no wallet. Money in kopecks.
CREATE TABLE operations (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  city            text NOT NULL REFERENCES cities (code),
  account_id      uuid REFERENCES accounts (id) ON DELETE SET NULL,
  type            text NOT NULL CHECK (type IN ('payment', 'refill', 'renew', 'cancel', 'paymentSubscription', 'paymentGate', 'bonus20')),
  status          text NOT NULL CHECK (status IN ('done', 'cancel', 'error', 'waiting')),
  order_number    text NOT NULL UNIQUE,
  date_operation  timestamptz NOT NULL DEFAULT now(),
  starts_of       timestamptz,
  end_of          timestamptz,
  duration        integer,
  zone            text,
  parking         text,
  tariff          text,
  transport       text,
  resolution      text,
  sum_kopecks     bigint NOT NULL DEFAULT 0,
  sum_sale_kopecks bigint NOT NULL DEFAULT 0,
  driver_phone    text,
  check_fiscal    text,
  description     text,
  payment_service text,
  session_id      bigint
);
CREATE INDEX operations_account_date_idx ON operations (account_id, date_operation DESC, id DESC);

CREATE TABLE accounts_balance (
  account_id       uuid PRIMARY KEY REFERENCES accounts (id) ON DELETE CASCADE,
  city             text NOT NULL REFERENCES cities (code),
  balance_kopecks  bigint NOT NULL DEFAULT 0 CHECK (balance_kopecks >= 0),
  updated_at       timestamptz NOT NULL DEFAULT now()
);

CREATE TABLE ledger_entries (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  account_id       uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  city             text NOT NULL REFERENCES cities (code),
  -- signed: credits positive, debits negative
  amount_kopecks   bigint NOT NULL CHECK (amount_kopecks <> 0),
  kind             text NOT NULL CHECK (kind IN ('payment', 'renew', 'refund', 'refill', 'card', 'gate', 'subscription', 'bonus', 'adjustment')),
  operation_id     bigint NOT NULL REFERENCES operations (id),
  -- one movement per key: a retried request finds its first entry instead of moving money again
  idempotency_key  text NOT NULL UNIQUE,
  created_at       timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX ledger_entries_account_idx ON ledger_entries (account_id, id);
CREATE INDEX ledger_entries_operation_idx ON ledger_entries (operation_id);

-- Entries are facts: corrections are new entries, never edits.
CREATE FUNCTION ledger_entries_immutable() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  RAISE EXCEPTION 'ledger_entries are immutable';
END;
$$;
CREATE TRIGGER ledger_entries_no_update BEFORE UPDATE OR DELETE ON ledger_entries
  FOR EACH ROW EXECUTE FUNCTION ledger_entries_immutable();

-- The first answer of a request that carried an Idempotency-Key, replayed to its retries.
CREATE TABLE idempotent_requests (
  account_id   uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  key          text NOT NULL CHECK (length(key) BETWEEN 1 AND 200),
  route        text NOT NULL,
  response     jsonb NOT NULL,
  created_at   timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, key)
);

-- Benefits (privileges) that lower the price: account, zone or '#', vehicle or '#', percent, window.
-- The subscriptions issue adds its own columns and rows.
CREATE TABLE benefits (
  id          bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  city        text NOT NULL REFERENCES cities (code),
  account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  name        text NOT NULL DEFAULT '',
  zone        text NOT NULL DEFAULT '#',
  transport   text NOT NULL DEFAULT '#',
  percent     numeric(5, 2) NOT NULL CHECK (percent > 0 AND percent <= 100),
  starts_at   timestamptz,
  ends_at     timestamptz,
  created_at  timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX benefits_account_idx ON benefits (account_id);

-- Receipts (issue 8): a bank payment slip (individual) or an invoice (legal entity) for a balance
-- top-up or a subscription. A top-up receipt is also a waiting refill operation in the history
-- (operation_id). Money in kopecks; the payer is kept as entered (jsonb) for the PDF.
CREATE TABLE receipts (
  id                 bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  receipt_number     text NOT NULL UNIQUE,
  city               text NOT NULL REFERENCES cities (code),
  account_id         uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  kind               text NOT NULL CHECK (kind IN ('refill', 'subscription')),
  payer_type         smallint NOT NULL CHECK (payer_type IN (1, 2)),
  payer              jsonb NOT NULL,
  sum_kopecks        bigint NOT NULL CHECK (sum_kopecks > 0),
  uin                text NOT NULL UNIQUE CHECK (uin ~ '^[0-9]{25}$'),
  purpose            text NOT NULL,
  code_subscription  text,
  grz                text,
  operation_id       bigint REFERENCES operations (id),
  status             text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'paid', 'cancelled')),
  created_at         timestamptz NOT NULL DEFAULT now(),
  CHECK ((kind = 'subscription') = (code_subscription IS NOT NULL))
);
CREATE INDEX receipts_account_idx ON receipts (account_id, created_at DESC, id DESC);

-- Operations history (issue 6): filter indexes on the operations table (0031), the export links and
-- the monthly e-mail report's run log.

-- A filtered page walks the account's rows newest first (keyset on date_operation, id); with a
-- selective filter (a type, one vehicle, one zone) these keep it an index range scan instead of
-- reading every row of the account. The foundation index (account_id, date_operation, id) serves
-- the unfiltered page and the order number is UNIQUE already.
CREATE INDEX operations_account_type_date_idx ON operations (account_id, type, date_operation DESC, id DESC);
CREATE INDEX operations_account_transport_date_idx ON operations (account_id, transport, date_operation DESC, id DESC);
CREATE INDEX operations_account_zone_date_idx ON operations (account_id, zone, date_operation DESC, id DESC);

-- A generated xls/pdf file: downloadable by its account only, until expires_at. The file itself is
-- on disk (it is written as a stream); the row is what the link checks.
CREATE TABLE history_exports (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  city        text NOT NULL REFERENCES cities (code),
  format      text NOT NULL CHECK (format IN ('xls', 'pdf')),
  file_name   text NOT NULL,
  file_path   text NOT NULL,
  row_count   integer NOT NULL CHECK (row_count >= 0),
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);
CREATE INDEX history_exports_expires_idx ON history_exports (expires_at);

-- One monthly report per account and month: a re-run of the command sends nothing twice.
CREATE TABLE history_report_runs (
  account_id  uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  month       text NOT NULL CHECK (month ~ '^[0-9]{4}-[0-9]{2}$'),
  sent_to     text NOT NULL,
  row_count   integer NOT NULL,
  sent_at     timestamptz NOT NULL DEFAULT now(),
  PRIMARY KEY (account_id, month)
);

-- Subscriptions (issue 7): the catalogue of offers per city, the bought subscriptions, and the
-- columns the benefits table needs to show privileges and to carry a subscription's discount.
-- Money in kopecks. A subscription prices its sessions through one `benefits` row (percent 100)
-- that the cost call already reads; pause / continue / refund / change of vehicle keep it in step.

-- parkingPermitType: prev_day, day, week, mounth (the spec's spelling), quarter, year.
-- zones: 'all' or a comma list of zone codes. per_zone: a constructor offer priced cost x zones
-- for the zones asked (its zones column then lists the zones it may be built from, or 'all').
-- start_rule (parkingPermitStartDate): 'any' date in the allowed window, 'yesterday' (prev_day).
CREATE TABLE subscription_offers (
  id           bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  city         text NOT NULL REFERENCES cities (code),
  code         text NOT NULL CHECK (code ~ '^[A-Za-z0-9_-]{1,40}$'),
  name         text NOT NULL,
  permit_type  text NOT NULL CHECK (permit_type IN ('prev_day', 'day', 'week', 'mounth', 'quarter', 'year')),
  days         integer NOT NULL CHECK (days BETWEEN 1 AND 366),
  zones        text NOT NULL DEFAULT 'all',
  per_zone     boolean NOT NULL DEFAULT false,
  cost_kopecks bigint NOT NULL CHECK (cost_kopecks > 0),
  description  text NOT NULL DEFAULT '',
  sort_order   integer NOT NULL DEFAULT 0,
  start_rule   text NOT NULL DEFAULT 'any' CHECK (start_rule IN ('any', 'yesterday')),
  active       boolean NOT NULL DEFAULT true,
  UNIQUE (city, code)
);

-- status: active (paid; may not have started yet), paused (clock stopped at paused_at),
-- refunded (unused part returned). ends_at moves by the paused time on continue.
CREATE TABLE subscriptions (
  id               bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_num        text NOT NULL UNIQUE,
  city             text NOT NULL REFERENCES cities (code),
  account_id       uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  offer_code       text NOT NULL,
  name             text NOT NULL,
  permit_type      text NOT NULL,
  days             integer NOT NULL CHECK (days > 0),
  zones            text NOT NULL,
  plate            text NOT NULL CHECK (length(plate) BETWEEN 1 AND 9),
  starts_at        timestamptz NOT NULL,
  ends_at          timestamptz NOT NULL,
  price_kopecks    bigint NOT NULL CHECK (price_kopecks > 0),
  refunded_kopecks bigint NOT NULL DEFAULT 0 CHECK (refunded_kopecks >= 0),
  status           text NOT NULL CHECK (status IN ('active', 'paused', 'refunded')),
  paused_at        timestamptz,
  operation_id     bigint REFERENCES operations (id),
  payment_service  text NOT NULL DEFAULT 'balance',
  created_at       timestamptz NOT NULL DEFAULT now(),
  updated_at       timestamptz NOT NULL DEFAULT now(),
  CHECK (ends_at > starts_at),
  CHECK ((status = 'paused') = (paused_at IS NOT NULL))
);
CREATE INDEX subscriptions_account_idx ON subscriptions (account_id, status, ends_at);
CREATE INDEX subscriptions_plate_idx ON subscriptions (city, plate, ends_at);

-- Privileges shown in the benefits table; a subscription's pricing row links to its subscription.
ALTER TABLE benefits
  ADD COLUMN variation         text NOT NULL DEFAULT 'benefit' CHECK (variation IN ('benefit', 'resident', 'subscription')),
  ADD COLUMN permit_type       text,
  ADD COLUMN cadastral_quarter text,
  ADD COLUMN order_num         text UNIQUE,
  ADD COLUMN subscription_id   bigint UNIQUE REFERENCES subscriptions (id) ON DELETE CASCADE;

-- Card orders may now pay for a subscription.
ALTER TABLE payment_orders DROP CONSTRAINT payment_orders_purpose_check;
ALTER TABLE payment_orders ADD CONSTRAINT payment_orders_purpose_check
  CHECK (purpose IN ('refill', 'start', 'renew', 'deferred', 'planar', 'subscription'));

-- Parking and money (issue 5), part 3: sessions, guest tokens, card payment orders and the
-- provider's events, planar (barrier) quotes.

-- Guests price and pay without an account when the city allows it; only the token's hash is kept.
CREATE TABLE guest_tokens (
  id          uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  city        text NOT NULL REFERENCES cities (code),
  token_hash  text NOT NULL UNIQUE CHECK (token_hash ~ '^[0-9a-f]{64}$'),
  created_at  timestamptz NOT NULL DEFAULT now(),
  expires_at  timestamptz NOT NULL
);

-- A stay of one vehicle. The vehicle is the plate text (+ format, category) until the profile's
-- vehicles table exists; vehicle_id is where that link will go.
-- status: active (paid, or running unpaid in the no-balance flow), waiting (stopped, to be paid),
-- done (stopped and paid), cancelled (stopped early, unused part refunded), aborted (dropped).
CREATE TABLE parking_sessions (
  id                    bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  reservation_id        text NOT NULL UNIQUE,
  city                  text NOT NULL REFERENCES cities (code),
  account_id            uuid REFERENCES accounts (id) ON DELETE CASCADE,
  guest_id              uuid REFERENCES guest_tokens (id) ON DELETE SET NULL,
  vehicle_id            uuid,
  plate                 text NOT NULL CHECK (length(plate) BETWEEN 1 AND 9),
  plate_format          text NOT NULL DEFAULT 'rus' CHECK (plate_format IN ('rus', 'foreign')),
  category              text NOT NULL DEFAULT 'B' CHECK (category IN ('A', 'B', 'C', 'D', 'M')),
  zone_code             text NOT NULL,
  parking_code          text,
  kind                  text NOT NULL DEFAULT 'road' CHECK (kind IN ('road', 'barrier')),
  payment_type          text NOT NULL CHECK (payment_type IN ('payment', 'postPayment', 'noBalance')),
  start_at              timestamptz NOT NULL,
  -- NULL while a no-balance session runs open-ended
  end_at                timestamptz,
  duration_minutes      integer NOT NULL DEFAULT 0,
  status                text NOT NULL CHECK (status IN ('active', 'waiting', 'done', 'cancelled', 'aborted')),
  sum_kopecks           bigint NOT NULL DEFAULT 0 CHECK (sum_kopecks >= 0),
  discount_percent      numeric(5, 2) NOT NULL DEFAULT 0,
  amount_to_pay_kopecks bigint NOT NULL DEFAULT 0 CHECK (amount_to_pay_kopecks >= 0),
  payment_service       text NOT NULL DEFAULT 'balance',
  phone                 text,
  created_at            timestamptz NOT NULL DEFAULT now(),
  updated_at            timestamptz NOT NULL DEFAULT now(),
  CHECK (account_id IS NOT NULL OR guest_id IS NOT NULL)
);
CREATE INDEX parking_sessions_plate_idx ON parking_sessions (city, plate, end_at);
CREATE INDEX parking_sessions_account_idx ON parking_sessions (account_id, status, end_at);

-- A card payment the provider is asked for (the invoice): what to do when it is paid is in payload.
CREATE TABLE payment_orders (
  id               uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  city             text NOT NULL REFERENCES cities (code),
  account_id       uuid REFERENCES accounts (id) ON DELETE CASCADE,
  guest_id         uuid REFERENCES guest_tokens (id) ON DELETE SET NULL,
  purpose          text NOT NULL CHECK (purpose IN ('refill', 'start', 'renew', 'deferred', 'planar')),
  amount_kopecks   bigint NOT NULL CHECK (amount_kopecks > 0),
  currency         text NOT NULL DEFAULT 'RUB',
  provider         text NOT NULL,
  payment_service  text NOT NULL,
  status           text NOT NULL DEFAULT 'created' CHECK (status IN ('created', 'completed', 'declined', 'failed')),
  payload          jsonb NOT NULL DEFAULT '{}',
  email            text,
  phone            text,
  operation_id     bigint REFERENCES operations (id),
  result           jsonb,
  created_at       timestamptz NOT NULL DEFAULT now(),
  completed_at     timestamptz
);
CREATE INDEX payment_orders_account_idx ON payment_orders (account_id, created_at);

-- Each provider event acts once; a replayed signature is refused before anything else.
CREATE TABLE provider_events (
  event_id     text PRIMARY KEY,
  order_id     uuid NOT NULL REFERENCES payment_orders (id),
  signature    text NOT NULL UNIQUE,
  status       text NOT NULL,
  amount_text  text NOT NULL,
  received_at  timestamptz NOT NULL DEFAULT now()
);

-- A barrier parking's price for a ticket, valid 30 s and payable once.
CREATE TABLE planar_quotes (
  session_id     uuid PRIMARY KEY DEFAULT gen_random_uuid(),
  city           text NOT NULL REFERENCES cities (code),
  account_id     uuid NOT NULL REFERENCES accounts (id) ON DELETE CASCADE,
  parking_code   text NOT NULL,
  ticket_number  text NOT NULL,
  entered_at     timestamptz NOT NULL,
  cost_kopecks   bigint NOT NULL CHECK (cost_kopecks >= 0),
  created_at     timestamptz NOT NULL DEFAULT now(),
  expires_at     timestamptz NOT NULL,
  paid_at        timestamptz
);

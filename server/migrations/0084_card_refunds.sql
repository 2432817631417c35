-- Parking and money (issue 5, follow-up): refunds back to the card. A city that does not use the
-- balance cannot send a cancelled session's unused part to a wallet it never shows: it goes back
-- to the card(s) that paid the session, through the card provider, recorded here per order.

-- The session a paid order started, extended or settled (found when it is cancelled).
ALTER TABLE payment_orders ADD COLUMN session_id bigint REFERENCES parking_sessions (id);
UPDATE payment_orders o
   SET session_id = s.id
  FROM parking_sessions s
 WHERE o.status = 'completed'
   AND o.purpose IN ('start', 'renew', 'deferred')
   AND s.reservation_id = COALESCE(o.payload ->> 'reservationId', o.result -> 'session' ->> 'reservationId');
CREATE INDEX payment_orders_session_idx ON payment_orders (session_id) WHERE session_id IS NOT NULL;

-- What the provider sent back for an order; never more than the order's amount in total (checked
-- under the order's row lock), each tied to the history's operation (type cancel).
CREATE TABLE card_refunds (
  id              bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
  order_id        uuid NOT NULL REFERENCES payment_orders (id),
  amount_kopecks  bigint NOT NULL CHECK (amount_kopecks > 0),
  operation_id    bigint NOT NULL REFERENCES operations (id),
  provider        text NOT NULL,
  provider_ref    text NOT NULL UNIQUE,
  created_at      timestamptz NOT NULL DEFAULT now()
);
CREATE INDEX card_refunds_order_idx ON card_refunds (order_id);

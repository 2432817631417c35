// Row types of the sessions, guest tokens, payment orders, provider events and planar quotes
// (migration 0032; card refunds 0084), and the database type every parking-and-money module works with.
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { CityDataTables } from '../city-data/tables';
import type { WalletTables } from '../wallet/tables';

export type SessionStatus = 'active' | 'waiting' | 'done' | 'cancelled' | 'aborted';
export type SessionPaymentType = 'payment' | 'postPayment' | 'noBalance';

export interface GuestTokensTable {
  id: Generated<string>;
  city: string;
  token_hash: string;
  created_at: Generated<Date>;
  expires_at: Date;
}

export interface ParkingSessionsTable {
  id: Generated<number>;
  reservation_id: string;
  city: string;
  account_id: string | null;
  guest_id: string | null;
  vehicle_id: string | null;
  plate: string;
  plate_format: 'rus' | 'foreign';
  category: string;
  zone_code: string;
  parking_code: string | null;
  kind: 'road' | 'barrier';
  payment_type: SessionPaymentType;
  start_at: Date;
  end_at: Date | null;
  duration_minutes: number;
  status: SessionStatus;
  sum_kopecks: number;
  discount_percent: ColumnType<string, number | string, number | string>;
  amount_to_pay_kopecks: Generated<number>;
  payment_service: string;
  phone: string | null;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export type OrderPurpose = 'refill' | 'start' | 'renew' | 'deferred' | 'planar';
export type OrderStatus = 'created' | 'completed' | 'declined' | 'failed';

export interface PaymentOrdersTable {
  id: Generated<string>;
  city: string;
  account_id: string | null;
  guest_id: string | null;
  purpose: OrderPurpose;
  amount_kopecks: number;
  currency: Generated<string>;
  provider: string;
  payment_service: string;
  status: Generated<OrderStatus>;
  payload: ColumnType<Record<string, unknown>, string, string>;
  email: string | null;
  phone: string | null;
  operation_id: number | null;
  result: ColumnType<Record<string, unknown> | null, string | null, string | null>;
  created_at: Generated<Date>;
  completed_at: Date | null;
  /** The session the paid order started, extended or settled (migration 0084). */
  session_id: ColumnType<number | null, number | null | undefined, number | null>;
}

/** A refund sent back to the card that paid an order (migration 0084). */
export interface CardRefundsTable {
  id: Generated<number>;
  order_id: string;
  amount_kopecks: number;
  operation_id: number;
  provider: string;
  provider_ref: string;
  created_at: Generated<Date>;
}

export interface ProviderEventsTable {
  event_id: string;
  order_id: string;
  signature: string;
  status: string;
  amount_text: string;
  received_at: Generated<Date>;
}

export interface PlanarQuotesTable {
  session_id: Generated<string>;
  city: string;
  account_id: string;
  parking_code: string;
  ticket_number: string;
  entered_at: Date;
  cost_kopecks: number;
  created_at: Generated<Date>;
  expires_at: Date;
  paid_at: Date | null;
}

export type SessionTables = {
  guest_tokens: GuestTokensTable;
  parking_sessions: ParkingSessionsTable;
  payment_orders: PaymentOrdersTable;
  provider_events: ProviderEventsTable;
  planar_quotes: PlanarQuotesTable;
  card_refunds: CardRefundsTable;
};

/** The foundation's tables plus every table of the parking-and-money modules. */
export type MoneyDB = DB & CityDataTables & WalletTables & SessionTables;

export function withMoneyTables(db: Kysely<DB>): Kysely<MoneyDB> {
  return db.withTables<CityDataTables & WalletTables & SessionTables>();
}

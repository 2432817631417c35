// Row types of migration 0060: the offer catalogue, bought subscriptions, and the columns it adds
// to the wallet's benefits table.
import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { CityDataTables } from '../city-data/tables';
import type { SessionTables } from '../parking-sessions/tables';
import type { VehiclesTable } from '../profile/tables';
import type { BenefitsTable, WalletTables } from '../wallet/tables';

export const PERMIT_TYPES = ['prev_day', 'day', 'week', 'mounth', 'quarter', 'year'] as const;
export type PermitType = (typeof PERMIT_TYPES)[number];
export type SubscriptionStatus = 'active' | 'paused' | 'refunded';

export interface SubscriptionOffersTable {
  id: Generated<number>;
  city: string;
  code: string;
  name: string;
  permit_type: PermitType;
  days: number;
  zones: Generated<string>;
  per_zone: Generated<boolean>;
  cost_kopecks: ColumnType<number, number, number>;
  description: Generated<string>;
  sort_order: Generated<number>;
  start_rule: Generated<'any' | 'yesterday'>;
  active: Generated<boolean>;
}

export interface SubscriptionsTable {
  id: Generated<number>;
  order_num: string;
  city: string;
  account_id: string;
  offer_code: string;
  name: string;
  permit_type: PermitType;
  days: number;
  zones: string;
  plate: string;
  starts_at: Date;
  ends_at: Date;
  price_kopecks: number;
  refunded_kopecks: Generated<number>;
  status: SubscriptionStatus;
  paused_at: Date | null;
  operation_id: number | null;
  payment_service: Generated<string>;
  created_at: Generated<Date>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

/** The wallet's benefits table with the columns 0060 adds. */
export interface SubscriptionBenefitsTable extends BenefitsTable {
  variation: Generated<'benefit' | 'resident' | 'subscription'>;
  permit_type: string | null;
  cadastral_quarter: string | null;
  order_num: string | null;
  subscription_id: number | null;
}

export type SubscriptionTables = {
  subscription_offers: SubscriptionOffersTable;
  subscriptions: SubscriptionsTable;
};

/** The account's registered vehicles are read only, for the format of a plate. */
export type SubsDB = Omit<DB & CityDataTables & WalletTables & SessionTables, 'benefits'> &
  SubscriptionTables & { benefits: SubscriptionBenefitsTable; vehicles: VehiclesTable };

export type OfferRow = Selectable<SubscriptionOffersTable>;
export type SubscriptionRow = Selectable<SubscriptionsTable>;
export type BenefitRow = Selectable<SubscriptionBenefitsTable>;

export function withSubscriptionTables(db: Kysely<DB>): Kysely<SubsDB> {
  return db.withTables<SubscriptionTables>() as unknown as Kysely<SubsDB>;
}

// Row types of the fines table (migration 0070), joined to the profile tables the matching reads.
import type { ColumnType, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import { withProfileTables, type ProfileDB } from '../profile/tables';

export const FINE_STATUSES = [
  'paid',
  'partlyPaid',
  'unpaid',
  'suspended',
  'sent',
  'delivered',
  'cancelled',
  'signed',
  'returned',
  'sentToBailiffs',
] as const;
export type FineStatus = (typeof FINE_STATUSES)[number];

export interface FinesTable {
  uin: string;
  city: string;
  article: string;
  place: string;
  offense_date: Date;
  ruling_date: Date | null;
  issued_at: Date;
  order_number: string;
  fine_status: FineStatus;
  total_sum_kopecks: number;
  paid_sum_kopecks: ColumnType<number, number | undefined, number>;
  grz: string | null;
  sts: string | null;
  period_start: Date | null;
  period_end: Date | null;
  type: string;
  provider: string;
  image_png: Uint8Array | null;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export type FinesTables = { fines: FinesTable };
export type FinesDB = ProfileDB & FinesTables;
export type FineRow = Selectable<FinesTable>;

export function withFinesTables(db: Kysely<DB>): Kysely<FinesDB> {
  return withProfileTables(db).withTables<FinesTables>();
}

// Row types of the receipts table (migration 0071).
import type { Payer } from '@parking/shared/contracts';
import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import { withProfileTables, type ProfileDB } from '../profile/tables';

export type ReceiptKind = 'refill' | 'subscription';
export type ReceiptStatus = 'created' | 'paid' | 'cancelled';

/** The payer as validated (strings trimmed); 1 individual, 2 legal entity. */
export type StoredPayer = Payer;

export interface ReceiptsTable {
  id: Generated<number>;
  receipt_number: string;
  city: string;
  account_id: string;
  kind: ReceiptKind;
  payer_type: 1 | 2;
  // jsonb: written as JSON text, read back parsed
  payer: ColumnType<StoredPayer, string, string>;
  sum_kopecks: number;
  uin: string;
  purpose: string;
  code_subscription: string | null;
  grz: string | null;
  operation_id: number | null;
  status: Generated<ReceiptStatus>;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export type ReceiptsTables = { receipts: ReceiptsTable };
export type ReceiptsDB = ProfileDB & ReceiptsTables;
export type ReceiptRow = Selectable<ReceiptsTable>;

export function withReceiptsTables(db: Kysely<DB>): Kysely<ReceiptsDB> {
  return withProfileTables(db).withTables<ReceiptsTables>();
}

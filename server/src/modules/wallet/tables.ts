// Row types of the wallet tables (migration 0031).
import type { OperationStatus, OperationType } from '@parking/shared/contracts';
import type { ColumnType, Generated } from 'kysely';

export type LedgerKind =
  | 'payment'
  | 'renew'
  | 'refund'
  | 'refill'
  | 'card'
  | 'gate'
  | 'subscription'
  | 'bonus'
  | 'adjustment';

export interface OperationsTable {
  id: Generated<number>;
  city: string;
  account_id: string | null;
  type: OperationType;
  status: OperationStatus;
  order_number: string;
  date_operation: ColumnType<Date, Date | undefined, Date>;
  starts_of: Date | null;
  end_of: Date | null;
  duration: number | null;
  zone: string | null;
  parking: string | null;
  tariff: string | null;
  transport: string | null;
  resolution: string | null;
  sum_kopecks: number;
  sum_sale_kopecks: Generated<number>;
  driver_phone: string | null;
  check_fiscal: string | null;
  description: string | null;
  payment_service: string | null;
  session_id: number | null;
}

export interface AccountsBalanceTable {
  account_id: string;
  city: string;
  balance_kopecks: Generated<number>;
  updated_at: Generated<Date>;
}

export interface LedgerEntriesTable {
  id: Generated<number>;
  account_id: string;
  city: string;
  amount_kopecks: number;
  kind: LedgerKind;
  operation_id: number;
  idempotency_key: string;
  created_at: Generated<Date>;
}

export interface IdempotentRequestsTable {
  account_id: string;
  key: string;
  route: string;
  response: ColumnType<unknown, string, string>;
  created_at: Generated<Date>;
}

export interface BenefitsTable {
  id: Generated<number>;
  city: string;
  account_id: string;
  name: Generated<string>;
  zone: Generated<string>;
  transport: Generated<string>;
  /** numeric: read as a string on both engines */
  percent: ColumnType<string, number | string, number | string>;
  starts_at: Date | null;
  ends_at: Date | null;
  created_at: Generated<Date>;
}

export type WalletTables = {
  operations: OperationsTable;
  accounts_balance: AccountsBalanceTable;
  ledger_entries: LedgerEntriesTable;
  idempotent_requests: IdempotentRequestsTable;
  benefits: BenefitsTable;
};

// Row types of the history tables (migration 0050), joined with the tables history reads: the
// operations (wallet, 0031), the accounts (0010) and their settings (0020).
import type { ColumnType, Generated, Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccountsTables } from '../auth/tables';
import type { ProfileTables } from '../profile/tables';
import type { WalletTables } from '../wallet/tables';

export interface HistoryExportsTable {
  id: Generated<string>;
  account_id: string;
  city: string;
  format: 'xls' | 'pdf';
  file_name: string;
  file_path: string;
  row_count: number;
  created_at: ColumnType<Date, Date | undefined, never>;
  expires_at: Date;
}

export interface HistoryReportRunsTable {
  account_id: string;
  month: string;
  sent_to: string;
  row_count: number;
  sent_at: ColumnType<Date, Date | undefined, never>;
}

export type HistoryTables = {
  history_exports: HistoryExportsTable;
  history_report_runs: HistoryReportRunsTable;
};

export type HistoryDB = DB &
  AccountsTables &
  ProfileTables &
  Pick<WalletTables, 'operations'> &
  HistoryTables;

export function withHistoryTables(db: Kysely<DB>): Kysely<HistoryDB> {
  return db.withTables<
    AccountsTables & ProfileTables & Pick<WalletTables, 'operations'> & HistoryTables
  >();
}

// Row types of the appeals tables (migration 0072).
import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';
import type { AccountsTables } from '../auth/tables';

export const APPEAL_STATUSES = [
  'registered',
  'in_work',
  'needs_clarification',
  'completed',
] as const;
export type AppealStatus = (typeof APPEAL_STATUSES)[number];

export interface AppealsTable {
  id: Generated<number>;
  city: string;
  account_id: string;
  subject: string | null;
  status: ColumnType<AppealStatus, AppealStatus | undefined, AppealStatus>;
  phone: string | null;
  email: string;
  created_at: ColumnType<Date, Date | undefined, never>;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface AppealMessagesTable {
  id: Generated<number>;
  appeal_id: number;
  text: string;
  /** true: the driver's own message; false: the operator's answer. */
  out: boolean;
  created_at: ColumnType<Date, Date | undefined, never>;
}

export type FeedbackTables = { appeals: AppealsTable; appeal_messages: AppealMessagesTable };
export type FeedbackDB = DB & AccountsTables & FeedbackTables;
export type AppealRow = Selectable<AppealsTable>;
export type AppealMessageRow = Selectable<AppealMessagesTable>;

export function withFeedbackTables(db: Kysely<DB>): Kysely<FeedbackDB> {
  return db.withTables<AccountsTables>().withTables<FeedbackTables>();
}

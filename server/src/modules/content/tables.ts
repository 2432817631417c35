// Row types of the content tables (migration 0073).
import type { ColumnType, Generated, Kysely, Selectable } from 'kysely';
import type { DB } from '../../db/schema';

export interface NewsTable {
  id: Generated<number>;
  city: string;
  slug: string;
  title_ru: string;
  title_en: string | null;
  preview_ru: ColumnType<string, string | undefined, string>;
  preview_en: string | null;
  html_ru: ColumnType<string, string | undefined, string>;
  html_en: string | null;
  image_url: string | null;
  published_at: ColumnType<Date, Date | undefined, Date>;
}

export interface ContentPagesTable {
  city: string;
  path: string;
  title_ru: string;
  title_en: string | null;
  html_ru: string;
  html_en: string | null;
  updated_at: ColumnType<Date, Date | undefined, Date>;
}

export interface SmsCommandsTable {
  city: string;
  name: string;
  sort_order: ColumnType<number, number | undefined, number>;
  title_ru: string;
  title_en: string | null;
  hint_ru: string;
  hint_en: string | null;
  example: string;
  transcription_ru: string;
  transcription_en: string | null;
}

export type ContentTables = {
  news: NewsTable;
  content_pages: ContentPagesTable;
  sms_commands: SmsCommandsTable;
};
export type ContentDB = DB & ContentTables;
export type NewsRow = Selectable<NewsTable>;
export type PageRow = Selectable<ContentPagesTable>;
export type SmsCommandRow = Selectable<SmsCommandsTable>;

export function withContentTables(db: Kysely<DB>): Kysely<ContentDB> {
  return db.withTables<ContentTables>();
}

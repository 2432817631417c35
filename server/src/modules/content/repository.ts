// Queries of news, pages and SMS commands of one city.
import type { Kysely } from 'kysely';
import type { ContentDB, NewsRow, PageRow, SmsCommandRow } from './tables';

export class ContentRepository {
  constructor(private readonly db: Kysely<ContentDB>) {}

  async news(
    city: string,
    limit: number,
    offset: number,
  ): Promise<{ count: number; rows: NewsRow[] }> {
    const total = await this.db
      .selectFrom('news')
      .select((eb) => eb.fn.countAll<string>().as('n'))
      .where('city', '=', city)
      .executeTakeFirstOrThrow();
    const rows = await this.db
      .selectFrom('news')
      .selectAll()
      .where('city', '=', city)
      .orderBy('published_at', 'desc')
      .orderBy('id', 'desc')
      .limit(limit)
      .offset(offset)
      .execute();
    return { count: Number(total.n), rows };
  }

  newsItem(city: string, id: number): Promise<NewsRow | undefined> {
    return this.db
      .selectFrom('news')
      .selectAll()
      .where('city', '=', city)
      .where('id', '=', id)
      .executeTakeFirst();
  }

  page(city: string, path: string): Promise<PageRow | undefined> {
    return this.db
      .selectFrom('content_pages')
      .selectAll()
      .where('city', '=', city)
      .where('path', '=', path)
      .executeTakeFirst();
  }

  smsCommands(city: string): Promise<SmsCommandRow[]> {
    return this.db
      .selectFrom('sms_commands')
      .selectAll()
      .where('city', '=', city)
      .orderBy('sort_order', 'asc')
      .orderBy('name', 'asc')
      .execute();
  }
}

// News, content pages and SMS commands in the asked language (Russian when the English text is
// missing). HTML leaves only through sanitizePageHtml.
import type { NewsItem, NewsListItem, SmsCommand } from '@parking/shared/contracts';
import { AppError } from '../../http/envelope';
import type { ContentRepository } from './repository';
import { sanitizePageHtml } from './sanitize';
import type { NewsRow } from './tables';

export type Lang = 'ru' | 'en';

export interface ContentPage {
  path: string;
  title: string;
  /** Sanitised HTML. */
  html: string;
  updated: string;
}

const pick = (lang: Lang, ru: string, en: string | null) => (lang === 'en' && en ? en : ru);

/** '/pages/personal-data-rules/', 'en/pages/x', 'x' -> 'personal-data-rules', 'x'; null when malformed. */
export function normalisePagePath(raw: string): string | null {
  let path = raw
    .trim()
    .toLowerCase()
    .replace(/^\/+|\/+$/g, '');
  path = path.replace(/^(en|ru)\//, '').replace(/^pages\//, '');
  return /^[a-z0-9][a-z0-9/_-]{0,199}$/.test(path) && !path.includes('//') ? path : null;
}

export class ContentService {
  constructor(private readonly repo: ContentRepository) {}

  async news(
    city: string,
    lang: Lang,
    limit: number,
    offset: number,
  ): Promise<{ count: number; items: NewsListItem[] }> {
    const { count, rows } = await this.repo.news(city, limit, offset);
    return { count, items: rows.map((row) => this.listItem(row, lang)) };
  }

  async newsItem(city: string, lang: Lang, id: number): Promise<NewsItem> {
    const row = await this.repo.newsItem(city, id);
    if (!row) throw new AppError('NotFound', 404, 'News item not found');
    return {
      ...this.listItem(row, lang),
      html: sanitizePageHtml(pick(lang, row.html_ru, row.html_en)),
    };
  }

  async page(city: string, lang: Lang, rawPath: string): Promise<ContentPage> {
    const path = normalisePagePath(rawPath);
    if (path === null)
      throw new AppError('InvalidFormat', 400, 'path: not a page path', { field: 'path' });
    const row = await this.repo.page(city, path);
    if (!row) throw new AppError('NotFound', 404, 'Page not found');
    return {
      path: row.path,
      title: pick(lang, row.title_ru, row.title_en),
      html: sanitizePageHtml(pick(lang, row.html_ru, row.html_en)),
      updated: row.updated_at.toISOString(),
    };
  }

  async smsCommands(city: string, lang: Lang): Promise<SmsCommand[]> {
    return (await this.repo.smsCommands(city)).map((row) => ({
      id: row.name,
      name: pick(lang, row.title_ru, row.title_en),
      hint: pick(lang, row.hint_ru, row.hint_en),
      example: row.example,
      command_transcription: pick(lang, row.transcription_ru, row.transcription_en),
    }));
  }

  private listItem(row: NewsRow, lang: Lang): NewsListItem {
    return {
      id: Number(row.id),
      date: row.published_at.toISOString(),
      title: pick(lang, row.title_ru, row.title_en),
      preview: pick(lang, row.preview_ru, row.preview_en),
      image: row.image_url,
    };
  }
}

import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import type { ContentService, Lang } from './service';

const LANG = { type: 'string', enum: ['ru', 'en'] } as const;

// Public calls (no token) for the request's city; `lang` (ru default, en) picks the text.
export async function contentRoutes(
  app: FastifyInstance,
  { content }: { content: ContentService },
): Promise<void> {
  /** GET (limit 1-100 default 10, offset, lang) -> {count, items: [{id, date, title, preview, image}]} newest first */
  app.get(
    '/api/news',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: 100 },
            offset: { type: 'integer', minimum: 0, maximum: 100000 },
            lang: LANG,
          },
        },
      },
    },
    async (request) => {
      const query = request.query as { limit?: number; offset?: number; lang?: Lang };
      return ok(
        await content.news(
          request.city.code,
          query.lang ?? 'ru',
          query.limit ?? 10,
          query.offset ?? 0,
        ),
      );
    },
  );

  /** GET (id, lang) -> {id, date, title, preview, image, html} */
  app.get(
    '/api/news/get-one',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['id'],
          properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 }, lang: LANG },
        },
      },
    },
    async (request) => {
      const query = request.query as { id: number; lang?: Lang };
      return ok(await content.newsItem(request.city.code, query.lang ?? 'ru', query.id));
    },
  );

  /** GET (path: 'personal-data-rules' or '/pages/personal-data-rules', lang) -> {path, title, html (sanitised), updated} */
  app.get(
    '/api/pages/get-by-path',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['path'],
          properties: { path: { type: 'string', minLength: 1, maxLength: 220 }, lang: LANG },
        },
      },
    },
    async (request) => {
      const query = request.query as { path: string; lang?: Lang };
      return ok(await content.page(request.city.code, query.lang ?? 'ru', query.path));
    },
  );

  /** GET (lang) -> [{id, name, hint, example, command_transcription}]; [] when the city has none */
  app.get(
    '/api/sms-commands',
    { schema: { querystring: { type: 'object', properties: { lang: LANG } } } },
    async (request) =>
      ok(
        await content.smsCommands(
          request.city.code,
          (request.query as { lang?: Lang }).lang ?? 'ru',
        ),
      ),
  );
}

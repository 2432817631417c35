import type { FastifyInstance } from 'fastify';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { ok } from '../../http/envelope';
import { notificationPopup } from './service';

/**
 * POST /api/dev/notification {title?, message?} -> the city's notification with `updated` = now.
 * Demo mode only (registered beside the dev outbox): lets a person trying the demo, and the e2e,
 * see a closed banner come back when the server's notification is newer.
 */
export async function devNotificationRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<DB> },
): Promise<void> {
  app.post(
    '/api/dev/notification',
    {
      schema: {
        body: {
          type: ['object', 'null'],
          properties: {
            title: { type: 'string', maxLength: 200 },
            message: { type: 'string', maxLength: 2000 },
          },
        },
      },
    },
    async (request) => {
      const body = (request.body ?? {}) as { title?: string; message?: string };
      const current = request.city.options.notification;
      const notification = {
        ...current,
        title: body.title ?? current?.title ?? '',
        message: body.message ?? current?.message ?? '',
        updated: new Date().toISOString(),
      };
      await db
        .updateTable('cities')
        .set({
          options: sql`jsonb_set(options, '{notification}', ${JSON.stringify(notification)}::jsonb)`,
        })
        .where('code', '=', request.city.code)
        .execute();
      return ok(
        notificationPopup({ ...request.city, options: { ...request.city.options, notification } }),
      );
    },
  );
}

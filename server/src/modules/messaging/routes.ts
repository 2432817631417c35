import type { FastifyInstance } from 'fastify';
import { ok } from '../../http/envelope';
import { normalisePhone } from '@parking/shared/domain';
import type { OutboxRepository } from './outbox';

export const OUTBOX_MAX_LIMIT = 100;

/**
 * GET /api/dev/outbox?recipient=&limit= (newest first). Registered only in APP_MODE=demo so the
 * person trying the demo and the e2e can read codes; in production the route does not exist (404).
 */
export async function devOutboxRoutes(
  app: FastifyInstance,
  { outbox }: { outbox: OutboxRepository },
): Promise<void> {
  app.get(
    '/api/dev/outbox',
    {
      config: { city: 'none' },
      // The answer holds codes: keep the request out of the info-level log.
      logLevel: 'warn',
      schema: {
        querystring: {
          type: 'object',
          properties: {
            recipient: { type: 'string', maxLength: 254 },
            limit: { type: 'integer', minimum: 1, maximum: OUTBOX_MAX_LIMIT },
          },
        },
      },
    },
    async (request) => {
      const query = request.query as { recipient?: string; limit?: number };
      const raw = query.recipient?.trim();
      // Phones are stored as 11 digits, e-mails in lower case: accept them as typed.
      const recipient =
        raw === undefined || raw === ''
          ? undefined
          : raw.includes('@')
            ? raw.toLowerCase()
            : normalisePhone(raw);
      const rows = await outbox.list({
        ...(recipient !== undefined ? { recipient } : {}),
        limit: query.limit ?? 20,
      });
      return ok(
        rows.map((row) => ({
          id: row.id,
          city: row.city,
          channel: row.channel,
          recipient: row.recipient,
          subject: row.subject,
          body: row.body,
          createdAt: row.created_at.toISOString(),
        })),
      );
    },
  );
}

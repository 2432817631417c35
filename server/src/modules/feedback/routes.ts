import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ok } from '../../http/envelope';
import { requireAccount } from '../auth/authenticate';
import { APPEAL_TEXT_MAX } from './limits';
import { operatorReply, OPERATOR_TEXT_MAX } from './operator';
import type { AppealForm, Caller, FeedbackService } from './service';
import { APPEAL_STATUSES, type AppealStatus } from './tables';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';

const ID = { type: 'integer', minimum: 1, maximum: 2147483647 } as const;
const OPTIONAL_TEXT = (maxLength: number) => ({ type: ['string', 'null'], maxLength }) as const;
const FORM_FIELDS = {
  idSubject: OPTIONAL_TEXT(64),
  message: OPTIONAL_TEXT(APPEAL_TEXT_MAX),
  phone: OPTIONAL_TEXT(30),
  email: OPTIONAL_TEXT(254),
} as const;

/** Feedback answers only where the city has it on (settings.useFeedback; off: InDevelopingError 403). */
async function caller(request: FastifyRequest): Promise<Caller> {
  const { accountId, city } = await requireAccount(request, { userType: 'private' });
  if (!request.city.settings.useFeedback)
    throw new AppError('InDevelopingError', 403, 'Feedback is off in this city');
  return { accountId, city, topics: request.city.settings.topics ?? [] };
}

// Token in the Authorization header (Bearer), as the spec says; the other token places work too.
export async function feedbackRoutes(
  app: FastifyInstance,
  { feedback }: { feedback: FeedbackService },
): Promise<void> {
  /**
   * POST {appeal: {idSubject?, message, phone?, email?}, lang?} (or the same fields flat)
   * -> {idAppeal, userMessage}, userMessage also top-level, in request.lang (Accept-Language;
   * the body's `lang` overrides it; Russian by default).
   */
  app.post(
    '/api/appealProcessing/appealRegistration/v1',
    {
      schema: {
        body: {
          type: 'object',
          properties: {
            appeal: { type: 'object', properties: FORM_FIELDS },
            ...FORM_FIELDS,
            lang: { type: 'string', enum: ['ru', 'en'] },
          },
        },
      },
    },
    async (request) => {
      const body = (request.body ?? {}) as AppealForm & { appeal?: AppealForm };
      const result = await feedback.register(
        await caller(request),
        body.appeal ?? body,
        request.lang,
      );
      return ok(result, { userMessage: result.userMessage });
    },
  );

  /** GET (limit?, offset?) -> {count, items: [{appeal: {id, subject, subjectLabel, createdAt}, lastMessage, status}]} */
  app.get(
    '/api/appealProcessing/getAppeals/v1',
    {
      schema: {
        querystring: {
          type: 'object',
          properties: {
            limit: { type: 'integer', minimum: 1, maximum: 200 },
            offset: { type: 'integer', minimum: 0, maximum: 100000 },
          },
        },
      },
    },
    async (request) => {
      const query = request.query as { limit?: number; offset?: number };
      return ok(await feedback.list(await caller(request), query.limit ?? 100, query.offset ?? 0));
    },
  );

  /** GET (idAppeal) -> {idAppeal, status, messages: [{id, date, text, out}]} oldest first */
  app.get(
    '/api/appealProcessing/getMessages/v1',
    {
      schema: {
        querystring: { type: 'object', required: ['idAppeal'], properties: { idAppeal: ID } },
      },
    },
    async (request) =>
      ok(
        await feedback.messages(
          await caller(request),
          (request.query as { idAppeal: number }).idAppeal,
        ),
      ),
  );

  /** POST {message, idAppeal} -> {message: {id, date, text, out: true}, status} */
  app.post(
    '/api/appealProcessing/messageRegistration/v1',
    {
      schema: {
        body: {
          type: 'object',
          required: ['message', 'idAppeal'],
          properties: { message: { type: 'string', maxLength: APPEAL_TEXT_MAX }, idAppeal: ID },
        },
      },
    },
    async (request) => {
      const body = request.body as { message: string; idAppeal: number };
      return ok(await feedback.reply(await caller(request), body.idAppeal, body.message));
    },
  );
}

/**
 * POST /api/dev/operator-reply {idAppeal, text, status?}: the operator's answer, so the demo and
 * the e2e see a two-sided thread. Registered only in APP_MODE=demo (404 in production).
 */
export async function devOperatorReplyRoutes(
  app: FastifyInstance,
  { db }: { db: Kysely<DB> },
): Promise<void> {
  app.post(
    '/api/dev/operator-reply',
    {
      config: { city: 'none' },
      schema: {
        body: {
          type: 'object',
          required: ['idAppeal', 'text'],
          properties: {
            idAppeal: ID,
            text: { type: 'string', maxLength: OPERATOR_TEXT_MAX },
            status: { type: 'string', enum: [...APPEAL_STATUSES] },
          },
        },
      },
    },
    async (request) => {
      const body = request.body as { idAppeal: number; text: string; status?: AppealStatus };
      return ok(
        await operatorReply(db, {
          appealId: body.idAppeal,
          text: body.text,
          ...(body.status ? { status: body.status } : {}),
        }),
      );
    },
  );
}

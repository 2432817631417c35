import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError, ok } from '../../http/envelope';
import { requireAccount } from '../auth/authenticate';
import type { Caller, ReceiptsService } from './service';

const RECEIPT_NUMBER = { type: 'string', pattern: '^[0-9]{6,20}$' } as const;

/** The city's payment method that orders a receipt (shown as 'Квитанция'). */
const RECEIPT_METHOD = 'receipt';

/**
 * Receipts answer where the city has them: the receipts page (settings.useReceipts) or the receipt
 * payment method of the payment modal. Ordering a new one needs that method. Otherwise
 * InDevelopingError 403, like the other features a city switches off; nothing changes.
 */
async function caller(
  request: FastifyRequest,
  purpose: 'create' | 'read' = 'read',
): Promise<Caller> {
  const { accountId, city } = await requireAccount(request, { userType: 'private' });
  const { settings } = request.city;
  const method = settings.paymentsMethods.some((m) => m.methodName === RECEIPT_METHOD);
  if (purpose === 'create' ? !method : !method && !settings.useReceipts) {
    throw new AppError('InDevelopingError', 403, 'Receipts are off in this city');
  }
  return { accountId, city, timeZone: request.city.time_zone };
}

// Token as the `token` parameter (query or body) or Authorization: Bearer; private drivers only.
export async function receiptsRoutes(
  app: FastifyInstance,
  { receipts }: { receipts: ReceiptsService },
): Promise<void> {
  /** POST {sum (roubles), payer} -> {receiptnumber, receipt: Receipt} */
  app.post(
    '/api/creatrefill',
    {
      schema: {
        body: {
          type: 'object',
          required: ['sum', 'payer'],
          properties: { sum: { type: 'number' }, payer: {} },
        },
      },
    },
    async (request) => {
      const body = request.body as { sum: number; payer: unknown };
      const maxRefill = request.city.settings.maxRefillAmount;
      return ok(
        await receipts.createRefill(
          await caller(request, 'create'),
          body,
          maxRefill > 0 ? maxRefill : null,
        ),
      );
    },
  );

  /** POST {codeSubscription, grz (one of the caller's plates), payer} -> {receiptnumber, receipt: Receipt} */
  app.post(
    '/api/creatsubscription',
    {
      schema: {
        body: {
          type: 'object',
          required: ['codeSubscription', 'grz', 'payer'],
          properties: {
            codeSubscription: { type: 'string', maxLength: 64 },
            grz: { type: 'string', maxLength: 20 },
            payer: {},
          },
        },
      },
    },
    async (request) =>
      ok(
        await receipts.createSubscription(
          await caller(request, 'create'),
          request.body as { codeSubscription: string; grz: string; payer: unknown },
        ),
      ),
  );

  /** GET -> Receipt[] (newest first) */
  app.get('/api/receipt-list', async (request) => ok(await receipts.list(await caller(request))));

  /**
   * GET (receiptnumber, type?) -> application/pdf, attachment receipt.pdf. `type` (individual or 1:
   * a receipt; legal or 2: an invoice) is what the get-by-number form asks for: a receipt of the
   * other type is NotFound like a number that is not the caller's.
   */
  app.get(
    '/api/receipt',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['receiptnumber'],
          properties: {
            receiptnumber: RECEIPT_NUMBER,
            type: { type: 'string', enum: ['individual', 'legal', '1', '2'] },
          },
        },
      },
    },
    async (request, reply) => {
      const query = request.query as { receiptnumber: string; type?: string };
      const payerType =
        query.type === undefined ? undefined : query.type === 'legal' || query.type === '2' ? 2 : 1;
      const { pdf } = await receipts.pdf(await caller(request), query.receiptnumber, payerType);
      return reply
        .type('application/pdf')
        .header('content-disposition', 'attachment; filename="receipt.pdf"')
        .header('cache-control', 'no-store')
        .send(pdf);
    },
  );

  /** GET (receiptnumber, email <= 50 chars) -> {sent: true}; the PDF goes as an attachment. */
  app.get(
    '/api/sendreceipt',
    {
      schema: {
        querystring: {
          type: 'object',
          required: ['receiptnumber', 'email'],
          // 254 here; the shared rule answers the 50-character limit with its own code
          properties: { receiptnumber: RECEIPT_NUMBER, email: { type: 'string', maxLength: 254 } },
        },
      },
    },
    async (request) => {
      const query = request.query as { receiptnumber: string; email: string };
      await receipts.send(await caller(request), query.receiptnumber, query.email, request.lang);
      return ok({ sent: true });
    },
  );
}

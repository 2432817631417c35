// Card payments: top-up (refill), the sandbox card page's pay call, and the provider's signed
// callback. The callback trusts nothing but its signature: HMAC-SHA256 over `${X-Timestamp}.${raw}`
// (raw body, or raw query string for GET), a timestamp within 5 minutes, a signature never seen
// before and an event id never seen before; then the order completes once.
import crypto from 'node:crypto';
import { Readable } from 'node:stream';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import {
  isEmail,
  roublesToKopecks,
  parseAmount,
  validateRefillAmount,
} from '@parking/shared/domain';
import type { ErrorName } from '@parking/shared/contracts';
import { AppError, ok } from '../../http/envelope';
import { bodySchema, idempotencyKey, S, text, type Callers } from '../parking-sessions/caller';
import { checkPhone, paymentMethod } from '../parking-sessions/service';
import type { Ledger } from '../wallet/ledger';
import type { OrdersService, ProviderEvent } from './orders';
import { amountText, SANDBOX_3DS_CODE, SANDBOX_CARDS } from './provider';

export const CALLBACK_PATH = '/api/payment/payment-from-portal';
export const MAX_CLOCK_SKEW_S = 300;
const MAX_CALLBACK_BYTES = 16 * 1024;

declare module 'fastify' {
  interface FastifyRequest {
    rawPayload?: string;
  }
}

const REFILL_ERRORS: Record<string, ErrorName> = {
  RequiredField: 'NoSumEntered',
  ItNeedToBeANumber: 'ItNeedToBeANumber',
  'money.mustBeGreaterThanZero': 'InvalidFormat',
  RefillAmountCanNotBeMaxAllowable: 'RefillAmountCanNotBeMaxAllowable',
};

const refillBody = bodySchema({
  PaymentService: S.str(32),
  RefillAmount: S.str(20),
  Phone: S.str(32),
  Service: S.str(32),
  Amount: S.str(20),
});
const payBody = {
  type: 'object',
  required: ['invoiceId', 'cardNumber'],
  properties: {
    invoiceId: S.str(64),
    cardNumber: S.str(32),
    cvc: S.str(8),
    expiry: S.str(8),
    code3ds: S.str(16),
    email: S.str(50),
  },
};

const EVENT_FIELDS = ['source', 'order', 'billnumber', 'amount', 'paymentDate', 'status'] as const;

function eventOf(fields: Record<string, unknown>): ProviderEvent {
  const event: Record<string, string> = {};
  for (const name of EVENT_FIELDS) {
    const value = fields[name];
    if (typeof value !== 'string' && typeof value !== 'number')
      throw new AppError('RequiredField', 400, `${name} is required`, { field: name });
    const textValue = String(value).trim();
    if (!textValue || textValue.length > 100)
      throw new AppError('InvalidFormat', 400, `${name} is invalid`, { field: name });
    event[name] = textValue;
  }
  return event as unknown as ProviderEvent;
}

export async function cardProviderRoutes(
  app: FastifyInstance,
  {
    orders,
    callers,
    ledger,
    now,
  }: { orders: OrdersService; callers: Callers; ledger: Ledger; now: () => Date },
): Promise<void> {
  /** {PaymentService, RefillAmount (roubles), phone?} -> {invoiceId, RedirectURL, amount}. */
  app.post('/api/payment/refill', { schema: { body: refillBody } }, async (request) => {
    const caller = await callers.resolve(request);
    const city = request.city;
    const body = request.body;
    const amountValue = text(body, 'RefillAmount', 'amount', 'Amount');
    const problem = validateRefillAmount(amountValue, city.settings.maxRefillAmount);
    if (problem)
      throw new AppError(REFILL_ERRORS[problem] ?? 'InvalidFormat', 400, problem, {
        field: 'RefillAmount',
      });
    const method = paymentMethod(
      city,
      text(body, 'PaymentService', 'service', 'Service'),
      caller,
      'refill',
    );
    const phone = checkPhone(text(body, 'phone', 'Phone'), method.isPhoneRequired);
    const amountKopecks = roublesToKopecks(parseAmount(amountValue!));
    const { value } = await ledger.run(
      caller,
      { key: idempotencyKey(request), route: 'refill' },
      async (tx) =>
        orders.create(
          {
            city,
            owner: caller,
            purpose: 'refill',
            amountKopecks,
            paymentService: method.methodName,
            payload: {},
            phone,
          },
          tx.trx,
        ),
    );
    return ok(value, { RedirectURL: value.RedirectURL });
  });

  /** The sandbox page's order: what to show before the card form. */
  app.get('/api/payment/sandbox/order', { config: { city: 'none' } }, async (request) => {
    const invoiceId = String((request.query as Record<string, unknown>).invoiceId ?? '');
    const order = /^[0-9a-f-]{36}$/i.test(invoiceId) ? await orders.find(invoiceId) : undefined;
    if (!order) throw new AppError('NotFound', 404, 'Unknown invoice');
    return ok({
      invoiceId: order.id,
      amount: Number(order.amount_kopecks) / 100,
      currency: order.currency,
      purpose: order.purpose,
      status: order.status,
    });
  });

  /**
   * {invoiceId, cardNumber, cvc, expiry, code3ds?} -> {paymentStatus: 'done' | 'declined' | 'needs3ds', ...}.
   * 4242 4242 4242 4242 pays, 4000 0000 0000 0002 is declined, 4000 0000 0000 3220 needs code 1234.
   * A decision is sent to the callback like the real provider would, signed.
   */
  app.post(
    '/api/payment/sandbox/pay',
    { config: { city: 'none' }, schema: { body: payBody } },
    async (request) => {
      const body = request.body as {
        invoiceId: string;
        cardNumber: string;
        cvc?: string;
        expiry?: string;
        code3ds?: string;
        email?: string;
      };
      if (!orders.provider)
        throw new AppError('PaymentServiceNotFound', 404, 'Card payments are off');
      const order = /^[0-9a-f-]{36}$/i.test(body.invoiceId)
        ? await orders.find(body.invoiceId)
        : undefined;
      if (!order) throw new AppError('NotFound', 404, 'Unknown invoice');
      const card = body.cardNumber.replace(/[\s-]/g, '');
      if (!/^\d{12,19}$/.test(card))
        throw new AppError('InvalidFormat', 400, 'cardNumber: 12 to 19 digits', {
          field: 'cardNumber',
        });
      if (body.cvc !== undefined && !/^\d{3,4}$/.test(body.cvc))
        throw new AppError('InvalidFormat', 400, 'cvc: 3 or 4 digits', { field: 'cvc' });
      if (body.expiry !== undefined && !/^(0[1-9]|1[0-2])\/?\d{2}$/.test(body.expiry))
        throw new AppError('InvalidFormat', 400, 'expiry: MM/YY', { field: 'expiry' });
      const email = body.email?.trim() || null;
      if (email && !isEmail(email))
        throw new AppError('InvalidFormat', 400, 'email: not an e-mail address', {
          field: 'email',
        });
      // the payer's e-mail (asked when the invoice had none: requireEmail) is kept for the fiscal receipt
      if (email && !order.email && order.status !== 'completed')
        await orders.setEmail(order.id, email);
      const summary = {
        invoiceId: order.id,
        purpose: order.purpose,
        amount: Number(order.amount_kopecks) / 100,
      };
      if (order.status === 'completed')
        return ok({ paymentStatus: 'done', ...summary, result: order.result });
      if (card === SANDBOX_CARDS.threeDs && body.code3ds === undefined)
        return ok({ paymentStatus: 'needs3ds', ...summary });
      const paid =
        card === SANDBOX_CARDS.success ||
        (card === SANDBOX_CARDS.threeDs && body.code3ds === SANDBOX_3DS_CODE);
      const event: ProviderEvent = {
        source: 'sandbox',
        order: order.id,
        billnumber: `sb-${crypto.randomUUID()}`,
        amount: amountText(Number(order.amount_kopecks)),
        paymentDate: now().toISOString(),
        status: paid ? 'authorized' : 'declined',
      };
      const raw = JSON.stringify(event);
      const timestamp = Math.floor(now().getTime() / 1000);
      const res = await app.inject({
        method: 'POST',
        url: CALLBACK_PATH,
        headers: {
          'content-type': 'application/json',
          'x-signature': orders.provider.sign(raw, timestamp),
          'x-timestamp': String(timestamp),
        },
        payload: raw,
      });
      const answer = res.json() as {
        status: string;
        result?: { orderStatus: string; result: unknown };
        errorName?: string;
      };
      if (answer.status !== 'ok')
        throw new AppError('PaymentServiceError', 502, `Callback refused: ${answer.errorName}`);
      const paymentStatus = answer.result?.orderStatus === 'completed' ? 'done' : 'declined';
      return ok({ paymentStatus, ...summary, result: answer.result?.result ?? null });
    },
  );

  // The provider callback, GET (query) or POST (form or JSON body). Its raw text is what is signed.
  const callback = async (request: FastifyRequest) => {
    const provider = orders.provider;
    if (!provider) throw new AppError('PaymentServiceNotFound', 404, 'Card payments are off');
    const header = (name: string) => {
      const value = request.headers[name];
      return (Array.isArray(value) ? value[0] : value)?.trim() ?? '';
    };
    const signature = header('x-signature').toLowerCase();
    const timestampText = header('x-timestamp');
    if (!signature || !/^\d{1,12}$/.test(timestampText))
      throw new AppError('PaymentServiceError', 401, 'Missing signature');
    const timestamp = Number(timestampText);
    if (Math.abs(now().getTime() / 1000 - timestamp) > MAX_CLOCK_SKEW_S)
      throw new AppError('PaymentServiceError', 401, 'Stale timestamp');
    const raw =
      request.method === 'GET' ? (request.url.split('?')[1] ?? '') : (request.rawPayload ?? '');
    if (!provider.verify(raw, timestamp, signature))
      throw new AppError('PaymentServiceError', 401, 'Bad signature');
    const fields =
      request.method === 'GET'
        ? (request.query as Record<string, unknown>)
        : request.body && typeof request.body === 'object'
          ? (request.body as Record<string, unknown>)
          : {};
    const event = eventOf(fields);
    if (!/^[0-9a-f-]{36}$/i.test(event.order))
      throw new AppError('PaymentServiceError', 404, 'Unknown order');
    return ok(await orders.handleEvent(event, signature));
  };

  app.get(CALLBACK_PATH, { config: { city: 'none' } }, callback);
  app.post(
    CALLBACK_PATH,
    {
      config: { city: 'none' },
      // keeps the exact bytes the signature covers; bounded because it bypasses the body limit
      preParsing: async (request, _reply, payload) => {
        const chunks: Buffer[] = [];
        let size = 0;
        for await (const chunk of payload) {
          size += (chunk as Buffer).length;
          if (size > MAX_CALLBACK_BYTES)
            throw new AppError('ValidationError', 413, 'Callback body too large');
          chunks.push(chunk as Buffer);
        }
        const raw = Buffer.concat(chunks);
        request.rawPayload = raw.toString('utf8');
        return Readable.from([raw]);
      },
    },
    callback,
  );
}

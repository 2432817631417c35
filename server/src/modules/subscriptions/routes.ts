// Subscription calls: the constructor and actions under /backend/v2 (token in the Authorization
// header, city as ?city= or X-City), the purchase under /api/payment, the rows under /api/profile.
import type { FastifyInstance } from 'fastify';
import { AppError, ok } from '../../http/envelope';
import type { CitiesService } from '../cities/service';
import { backendContext } from '../city-data/backend';
import { bodySchema, idempotencyKey, S, text, type Callers } from '../parking-sessions/caller';
import { requireConstructor, type SubscriptionsService } from './service';

const selectedBody = {
  type: 'object',
  properties: {
    zones: { type: 'array', items: { type: 'string', maxLength: 200 }, maxItems: 50 },
    dateStart: S.str(40),
    timing: { type: 'integer', minimum: 1, maximum: 366 },
    token: S.str(200),
  },
};
const orderBody = bodySchema({ orderNum: S.str(64), OrderNum: S.str(64) });
const changeBody = bodySchema({
  orderNum: S.str(64),
  OrderNum: S.str(64),
  grzNew: S.str(32),
  GrzNew: S.str(32),
});
const purchaseBody = bodySchema({
  Vehicle: S.str(32),
  CodeSubscription: S.str(400),
  PaymentService: S.str(32),
  Timestart: S.str(40),
  TimeStart: S.str(40),
  StartDate: S.str(40),
  Phone: S.str(32),
});

export async function subscriptionRoutes(
  app: FastifyInstance,
  {
    service,
    callers,
    cities,
  }: { service: SubscriptionsService; callers: Callers; cities: CitiesService },
): Promise<void> {
  const backend = { preHandler: backendContext(cities) };

  // PostgreSQL text cannot hold NUL: a field carrying one is refused before it reaches a query.
  app.addHook('preValidation', async (request) => {
    for (const source of [request.body, request.query]) {
      if (!source || typeof source !== 'object') continue;
      for (const [key, value] of Object.entries(source)) {
        const values: unknown[] = Array.isArray(value) ? value : [value];
        if (values.some((v) => typeof v === 'string' && v.includes('\u0000'))) {
          throw new AppError('InvalidFormat', 400, `${key}: control characters are not allowed`, {
            field: key,
          });
        }
      }
    }
  });

  /** -> number[]: validity periods (days) of the city's constructor offers. */
  app.get('/backend/v2/getTiming', backend, async (request) => {
    await callers.resolve(request);
    requireConstructor(request.city);
    return ok(await service.timing(request.city));
  });

  /** {zones: string[], dateStart: 'YYYY-MM-DD', timing: days} -> ConstructorOffer[]. */
  app.post(
    '/backend/v2/selectedAbonements',
    { ...backend, schema: { body: selectedBody } },
    async (request) => {
      await callers.resolve(request);
      requireConstructor(request.city);
      const body = (request.body ?? {}) as {
        zones?: string[];
        dateStart?: string;
        timing?: number;
      };
      return ok(await service.selected(request.city, body));
    },
  );

  /** {orderNum} -> the row after the action (refund adds amount and balance, roubles). */
  app.post('/backend/v2/pauseAb', { ...backend, schema: { body: orderBody } }, async (request) => {
    const caller = await callers.resolve(request);
    return ok(
      await service.pause(caller, request.city, text(request.body, 'orderNum', 'OrderNum')),
      { message: 'suspended' },
    );
  });
  app.post(
    '/backend/v2/continueAb',
    { ...backend, schema: { body: orderBody } },
    async (request) => {
      const caller = await callers.resolve(request);
      return ok(
        await service.resume(caller, request.city, text(request.body, 'orderNum', 'OrderNum')),
        { message: 'resumed' },
      );
    },
  );
  app.post('/backend/v2/refund', { ...backend, schema: { body: orderBody } }, async (request) => {
    const caller = await callers.resolve(request);
    return ok(
      await service.refund(caller, request.city, text(request.body, 'orderNum', 'OrderNum')),
      { message: 'refunded' },
    );
  });
  /** {orderNum, grzNew} -> the row with its new vehicle. */
  app.post(
    '/backend/v2/changeGRZ',
    { ...backend, schema: { body: changeBody } },
    async (request) => {
      const caller = await callers.resolve(request);
      const body = request.body;
      return ok(
        await service.changeVehicle(
          caller,
          request.city,
          text(body, 'orderNum', 'OrderNum'),
          text(body, 'grzNew', 'GrzNew'),
        ),
        { message: 'vehicleChanged' },
      );
    },
  );

  /**
   * {vehicle, codeSubscription, paymentService = balance, timestart (null for prev_day), phone?}
   * -> {amount: 0, subscription} when paid from the balance, else {amount, invoiceId, RedirectURL}.
   */
  app.post('/api/payment/subscription', { schema: { body: purchaseBody } }, async (request) => {
    const caller = await callers.resolve(request);
    const read = (...names: string[]) => text(request.body, ...names);
    const value = await service.purchase(caller, request.city, read, idempotencyKey(request));
    return ok(
      value,
      'RedirectURL' in value
        ? { RedirectURL: value.RedirectURL, amount: value.amount }
        : { amount: 0 },
    );
  });

  /** -> BenefitView[]: privileges, then running (or not yet started) subscriptions. */
  app.get('/api/profile/get-benefits-v2', async (request) => {
    const caller = await callers.resolve(request);
    return ok(await service.benefits(caller, request.city));
  });
  /** -> BenefitView[]: every subscription of the account, newest first. */
  app.get('/api/profile/get-subscription', async (request) => {
    const caller = await callers.resolve(request);
    return ok(await service.subscriptions(caller, request.city));
  });
}

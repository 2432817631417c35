// Session calls of spec section 7 'Payments' plus the session list and the guest token. Every call
// acts on the caller's own sessions only: anyone else's ReservationId is 'not found'.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { ok } from '../../http/envelope';
import { enforceLimit } from '../rate-limit/limiter';
import { bodySchema, idempotencyKey, S, type Caller, type Callers } from './caller';
import type { GuestLimits } from './module';
import type { PayAnswer, SessionsService } from './service';

const startBody = bodySchema({
  Vehicle: S.str(32),
  Number: S.str(32),
  Zone: S.str(32),
  PaymentService: S.str(32),
  Payment: S.str(32),
  Duration: S.num(100_000),
  ParkingCode: S.str(32),
  Phone: S.str(32),
  Timestart: S.str(40),
  PostPaymentStartTime: S.str(40),
  NumberFormat: S.str(16),
  Category: S.str(4),
});
const renewBody = bodySchema({
  ReservationId: S.str(64),
  Reservation: S.str(64),
  PaymentService: S.str(32),
  Payment: S.str(32),
  Duration: S.num(100_000),
  Phone: S.str(32),
  Timestart: S.str(40),
});
const cancelBody = bodySchema({ ReservationId: S.str(64), Reservation: S.str(64) });
const orderBody = bodySchema({
  OrderId: S.str(64),
  PaymentService: S.str(32),
  PaymentMethod: S.str(32),
  ReservationId: S.str(64),
});

/** Pay answers carry RedirectURL at the top too: the client sends the browser there. */
const payOk = (answer: PayAnswer) =>
  ok(answer, answer.RedirectURL ? { RedirectURL: answer.RedirectURL } : {});

export async function sessionRoutes(
  app: FastifyInstance,
  {
    sessions,
    callers,
    limits,
  }: { sessions: SessionsService; callers: Callers; limits: GuestLimits },
): Promise<void> {
  // A guest's writes are unauthenticated in effect (a token is free): limited per address.
  const payer = async (request: FastifyRequest, reply: FastifyReply): Promise<Caller> => {
    const caller = await callers.resolve(request, { allowGuest: true });
    if (caller.kind === 'guest') enforceLimit(limits.guestPayments, request, reply);
    return caller;
  };

  /** -> Session[]: running ('active') and to-be-paid ('waiting') sessions, for the header and the parking page. */
  app.get('/api/payment/sessions', async (request) =>
    ok(await sessions.list(await callers.resolve(request, { allowGuest: true }))),
  );

  /** -> {token, expiresAt}: a guest token (24 h) where the city allows sessions without registration. */
  app.post('/api/payment/guest-token', async (request, reply) => {
    enforceLimit(limits.guestTokens, request, reply);
    return ok(await callers.issueGuestToken(request.city));
  });

  /**
   * {Vehicle, Zone | ParkingCode, Duration, PaymentService?, phone?, timestart?, NumberFormat?, Category?}
   * -> from the balance {session, balance, message}; by card {invoiceId, RedirectURL, amount}.
   * timestart makes it a post-payment (today, or yesterday where allowed). Idempotency-Key honoured.
   */
  app.post('/api/payment/start', { schema: { body: startBody } }, async (request, reply) => {
    const caller = await payer(request, reply);
    return payOk(await sessions.start(request.city, caller, request.body, idempotencyKey(request)));
  });

  /** {ReservationId, Duration, PaymentService?, phone?} -> as start. */
  app.post('/api/payment/renew', { schema: { body: renewBody } }, async (request, reply) => {
    const caller = await payer(request, reply);
    return payOk(await sessions.renew(request.city, caller, request.body, idempotencyKey(request)));
  });

  /**
   * {ReservationId} -> {session, refund, refundTo, balance}: stops now and refunds the unused part, to
   * the balance, or (a city without one, a card-paid session) to the card: refundTo 'card'.
   */
  app.post('/api/payment/cancel', { schema: { body: cancelBody } }, async (request) => {
    const caller = await callers.resolve(request);
    return ok(await sessions.cancel(request.city, caller, request.body, idempotencyKey(request)));
  });

  /** No-balance: {Vehicle, Zone | ParkingCode, NumberFormat?, Category?} -> {session}: runs until stopped. */
  app.post('/api/payment/start/v2', { schema: { body: startBody } }, async (request, reply) => {
    const caller = await payer(request, reply);
    return payOk(
      await sessions.startNoBalance(request.city, caller, request.body, idempotencyKey(request)),
    );
  });

  /** No-balance: {OrderId, PaymentService?} -> {amount, session, RedirectURL?}: stops; pay now (link) or later. */
  app.post('/api/payment/cancel/v2', { schema: { body: orderBody } }, async (request, reply) => {
    const caller = await payer(request, reply);
    return payOk(await sessions.stopNoBalance(request.city, caller, request.body));
  });

  /** No-balance: {OrderId, PaymentService} -> {amount, RedirectURL}: pays a deferred (waiting) session. */
  app.post('/api/payment/deffered/v1', { schema: { body: orderBody } }, async (request, reply) => {
    const caller = await payer(request, reply);
    return payOk(await sessions.payDeferred(request.city, caller, request.body));
  });

  /** No-balance: {OrderId} -> {message}: drops the session; it cannot be paid later. */
  app.post('/api/payment/break/v1', { schema: { body: orderBody } }, async (request) => {
    const caller = await callers.resolve(request, { allowGuest: true });
    return ok(await sessions.abort(caller, request.body));
  });
}

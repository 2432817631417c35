// POST /api/payment/cost: the price of a stay before paying it.
import type { FastifyInstance } from 'fastify';
import { AppError, ok } from '../../http/envelope';
import { bodySchema, int, S, text, type Callers } from '../parking-sessions/caller';
import type { MoneyClock } from '../parking-sessions/caller';
import type { SessionsRepositoryLike } from './session-lookup';
import type { Ledger } from '../wallet/ledger';
import { checkPlate, parseStart, type CostService } from './service';

export const costBody = bodySchema({
  Vehicle: S.str(32),
  Zone: S.str(32),
  Duration: S.num(100_000),
  ParkingCode: S.str(32),
  ReservationId: S.str(64),
  timestart: S.str(40),
  PaymentService: S.str(32),
  NumberFormat: S.str(16),
  Category: S.str(4),
});

export async function costRoutes(
  app: FastifyInstance,
  deps: {
    cost: CostService;
    callers: Callers;
    ledger: Ledger;
    clock: MoneyClock;
    sessions: SessionsRepositoryLike;
  },
): Promise<void> {
  const { cost, callers, ledger, clock, sessions } = deps;
  /**
   * {Vehicle, Zone, Duration, ParkingCode?, ReservationId?, timestart?, PaymentService?} -> CostResult.
   * No token: guest pricing where the city allows guests. With ReservationId: the renewal's price
   * (from the session's end). Without Duration: 60 minutes.
   */
  app.post('/api/payment/cost', { schema: { body: costBody } }, async (request) => {
    const caller = await callers.resolveOptional(request);
    const body = request.body;
    const city = request.city;
    const format = text(body, 'NumberFormat') === 'foreign' ? 'foreign' : 'rus';
    let vehicle = checkPlate(text(body, 'Vehicle', 'transport'), format);
    let zone = text(body, 'Zone');
    let start = clock.now();
    const reservationId = text(body, 'ReservationId', 'reservation');
    if (reservationId) {
      if (!caller) throw new AppError('TokenNotFound', 401, 'Token not found');
      const session = await sessions.findOwn(caller, reservationId);
      if (!session) throw new AppError('ParkingSessionNotFound', 404, 'Parking session not found');
      if (session.status !== 'active' || !session.end_at || session.end_at <= start)
        throw new AppError('ParkingSessionIsOver', 409, 'The parking session is over');
      start = session.end_at;
      zone = session.zone_code;
      vehicle = session.plate;
    } else {
      const startText = text(body, 'timestart', 'postPaymentStartTime');
      if (startText !== undefined) {
        const parsed = parseStart(startText, city.time_zone);
        if (!parsed)
          throw new AppError('CostCalculationError', 400, 'timestart is not a date-time', {
            field: 'timestart',
          });
        start = parsed;
      }
    }
    const price = await cost.price({
      city,
      zone,
      parkingCode: reservationId ? undefined : text(body, 'ParkingCode'),
      vehicle,
      start,
      durationMinutes: int(body, 'Duration') ?? 0,
      accountId: caller?.accountId ?? null,
      paymentService: text(body, 'PaymentService'),
    });
    const balance = caller?.accountId ? await ledger.balance(caller.accountId) : 0;
    const result = cost.toResult(price, balance);
    return ok(result, {
      totalcost: result.totalcost,
      totaldiscount: result.totaldiscount,
      benefit: result.benefit,
      balance: result.balance,
    });
  });
}

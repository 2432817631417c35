// Parking sessions: start (from the balance, or through the card provider), post-payment for
// today and yesterday, renew, cancel with a refund of the unused part, and the no-balance flows
// (start open-ended, stop and pay later, defer, abort). Prices are computed before a transaction
// opens (on PGlite a query outside the open transaction would wait for it); inside, the session
// and the wallet are locked and re-checked.
import crypto from 'node:crypto';
import { sql, type Kysely, type Selectable, type Transaction } from 'kysely';
import {
  durationOptions,
  isVehicleCategory,
  localDate,
  validatePaymentPhone,
  validatePostStart,
  type PlateFormat,
} from '@parking/shared/domain';
import type { PaymentMethod } from '@parking/shared/contracts';
import type { CityRow } from '../../db/schema';
import { AppError } from '../../http/envelope';
import type { FulfilContext, OrdersService } from '../card-provider/orders';
import { checkPlate, parseStart, rub, type CostService } from '../cost/service';
import {
  creditRefill,
  debitPayment,
  type Ledger,
  type MoneyTx,
  type NewOperation,
} from '../wallet/ledger';
import { int, ownSession, text, type Caller, type MoneyClock } from './caller';
import type { MoneyDB, ParkingSessionsTable } from './tables';

type SessionRow = Selectable<ParkingSessionsTable>;

/** Session as the header, the parking page and the profile show it (spec section 3 'Session'). */
export interface SessionView {
  id: number;
  reservationId: string;
  zone: string;
  parkingCode: string | null;
  transport: { numberTs: string; numberFormat: string; category: string };
  /** roubles paid so far */
  sum: number;
  duration: number;
  startDate: string;
  endDate: string | null;
  /** 'active' running; 'waiting' stopped and to be paid (deferred) */
  status: 'active' | 'waiting';
  amountToPay: number;
  paymentType: string;
}

export function toView(row: SessionRow): SessionView {
  return {
    id: row.id,
    reservationId: row.reservation_id,
    zone: row.zone_code,
    parkingCode: row.parking_code,
    transport: { numberTs: row.plate, numberFormat: row.plate_format, category: row.category },
    sum: rub(Number(row.sum_kopecks)),
    duration: row.duration_minutes,
    startDate: row.start_at.toISOString(),
    endDate: row.end_at ? row.end_at.toISOString() : null,
    status: row.status === 'active' ? 'active' : 'waiting',
    amountToPay: rub(Number(row.amount_to_pay_kopecks)),
    paymentType: row.payment_type,
  };
}

export interface PayAnswer {
  session?: SessionView;
  RedirectURL?: string;
  invoiceId?: string;
  amount?: number;
  balance?: number;
  message?: string;
}

const NO_SAVING_MS = 30 * 60_000;
const POST_ERRORS: Record<string, string> = {
  RequiredField: 'RequiredField',
  InvalidFormat: 'InvalidFormat',
  FuturePost: 'FuturePost',
};

/** Payment method of a call: must be one of the city's, and the balance only where it is used. */
export function paymentMethod(
  city: CityRow,
  requested: string | undefined,
  caller: Caller | null,
  purpose: 'session' | 'refill',
): PaymentMethod {
  const settings = city.settings;
  const fallback =
    settings.dontUseBalance || !caller || caller.kind === 'guest' || purpose === 'refill'
      ? undefined
      : 'balance';
  const name = requested ?? fallback;
  if (!name) throw new AppError('NotSelectedPaymentService', 400, 'Choose a payment method');
  const method = settings.paymentsMethods.find((m) => m.methodName === name);
  const usable =
    method &&
    name !== 'receipt' &&
    !(
      name === 'balance' &&
      (settings.dontUseBalance || purpose === 'refill' || !caller || caller.kind === 'guest')
    );
  if (!method || !usable)
    throw new AppError('PaymentServiceNotFound', 404, `Payment method "${name}" is not available`);
  return method;
}

export function checkPhone(value: string | undefined, required: boolean): string | null {
  const problem = validatePaymentPhone(value, required);
  if (problem) throw new AppError(problem, 400, `phone: ${problem}`, { field: 'phone' });
  return value ? value.replace(/\D/g, '').replace(/^8/, '7') : null;
}

/** A paid duration is one of the city's choices (min..max by step), as the form offers them. */
function durationOf(city: CityRow, body: unknown): number {
  const duration = int(body, 'Duration');
  if (!duration) throw new AppError('NoDurationSelected', 400, 'Select the duration');
  if (!durationOptions(city.settings.intervals).includes(duration))
    throw new AppError('InvalidFormat', 400, "Duration is not one of the city's durations", {
      field: 'Duration',
    });
  return duration;
}

function vehicleOf(body: unknown): { plate: string; format: PlateFormat; category: string } {
  const formatText = text(body, 'NumberFormat', 'numberFormat') ?? 'rus';
  if (formatText !== 'rus' && formatText !== 'foreign')
    throw new AppError('InvalidFormat', 400, 'NumberFormat is rus or foreign', {
      field: 'NumberFormat',
    });
  const category = text(body, 'Category', 'category') ?? 'B';
  if (!isVehicleCategory(category))
    throw new AppError('InvalidFormat', 400, 'Category is one of A, B, C, D, M', {
      field: 'Category',
    });
  const plate = checkPlate(text(body, 'Vehicle', 'number'), formatText);
  return { plate, format: formatText, category };
}

/** A paid session with time left: what renew and cancel act on. */
function runningPaid(session: SessionRow, now: Date): session is SessionRow & { end_at: Date } {
  return (
    session.status === 'active' &&
    session.payment_type !== 'noBalance' &&
    !!session.end_at &&
    session.end_at > now
  );
}

export class SessionsService {
  constructor(
    private readonly db: Kysely<MoneyDB>,
    private readonly ledger: Ledger,
    private readonly cost: CostService,
    private readonly orders: OrdersService,
    private readonly clock: MoneyClock,
  ) {
    orders.register('start', (ctx, payload) => this.fulfilStart(ctx, payload));
    orders.register('renew', (ctx, payload) => this.fulfilRenew(ctx, payload));
    orders.register('deferred', (ctx, payload) => this.fulfilDeferred(ctx, payload));
  }

  // ---- reading ----

  /** Running and to-be-paid sessions of the caller, newest first. */
  async list(caller: Caller): Promise<SessionView[]> {
    const now = this.clock.now();
    const rows = await this.db
      .selectFrom('parking_sessions')
      .selectAll()
      .where('city', '=', caller.city)
      .where(
        caller.accountId ? 'account_id' : 'guest_id',
        '=',
        (caller.accountId ?? caller.guestId)!,
      )
      .where((eb) =>
        eb.or([
          eb('status', '=', 'waiting'),
          eb.and([
            eb('status', '=', 'active'),
            eb.or([eb('end_at', 'is', null), eb('end_at', '>', now)]),
          ]),
        ]),
      )
      .orderBy('start_at', 'desc')
      .limit(100)
      .execute();
    return rows.map(toView);
  }

  /** The caller's own session; anyone else's is 'not found'. */
  private async own(
    trx: Kysely<MoneyDB> | Transaction<MoneyDB>,
    caller: Caller,
    reservationId: string | undefined,
    lock = false,
  ): Promise<SessionRow> {
    if (!reservationId)
      throw new AppError('RequiredField', 400, 'ReservationId is required', {
        field: 'ReservationId',
      });
    let query = ownSession(trx, caller, reservationId);
    if (lock) query = query.forUpdate();
    const row = await query.executeTakeFirst();
    if (!row) throw new AppError('ParkingSessionNotFound', 404, 'Parking session not found');
    return row;
  }

  /**
   * The caller's session again, locked, as it was when priced: a renew or cancel that came
   * meanwhile refuses this one with `message`.
   */
  private async relock(
    tx: MoneyTx,
    caller: Caller,
    seen: SessionRow,
    message: string,
  ): Promise<SessionRow> {
    const locked = await this.own(tx.trx, caller, seen.reservation_id, true);
    if (locked.status !== 'active' || locked.end_at?.getTime() !== seen.end_at!.getTime())
      throw new AppError('ParkingSessionIsOver', 409, message);
    return locked;
  }

  /** A session by its reservation id, locked for the payment that settles or extends it. */
  private lockReserved(tx: MoneyTx, reservationId: string): Promise<SessionRow> {
    return tx.trx
      .selectFrom('parking_sessions')
      .selectAll()
      .where('reservation_id', '=', reservationId)
      .forUpdate()
      .executeTakeFirstOrThrow();
  }

  /** The caller's no-balance session that is running or waiting to be paid. */
  private async ownOpenNoBalance(caller: Caller, body: unknown): Promise<SessionRow> {
    const session = await this.own(
      this.db,
      caller,
      text(body, 'OrderId', 'orderId', 'ReservationId'),
    );
    if (
      session.payment_type !== 'noBalance' ||
      (session.status !== 'active' && session.status !== 'waiting')
    ) {
      throw new AppError('ParkingSessionIsOver', 409, 'The parking session is over');
    }
    return session;
  }

  /** Serialises starts of one plate in a city (different accounts may name the same vehicle). */
  private async lockPlate(
    trx: Transaction<MoneyDB>,
    city: string,
    plate: string,
    start: Date,
    end: Date | null,
  ): Promise<void> {
    if (await this.parkedAt(trx, city, plate, start, end))
      throw new AppError('ParkingSessionAlreadyExists', 409, `Vehicle ${plate} is already parked`);
  }

  /** Locks the plate for the transaction and tells whether a running session overlaps [start, end). */
  private async parkedAt(
    trx: Transaction<MoneyDB>,
    city: string,
    plate: string,
    start: Date,
    end: Date | null,
  ): Promise<boolean> {
    await sql`select pg_advisory_xact_lock(hashtext(${`${city}:${plate}`}))`.execute(trx);
    let query = trx
      .selectFrom('parking_sessions')
      .select('id')
      .where('city', '=', city)
      .where('plate', '=', plate)
      .where('status', '=', 'active')
      .where((eb) => eb.or([eb('end_at', 'is', null), eb('end_at', '>', start)]));
    if (end) query = query.where('start_at', '<', end);
    return !!(await query.executeTakeFirst());
  }

  // ---- start ----

  async start(
    city: CityRow,
    caller: Caller,
    body: unknown,
    key: string | null,
  ): Promise<PayAnswer> {
    const settings = city.settings;
    const vehicle = vehicleOf(body);
    const method = paymentMethod(city, text(body, 'PaymentService', 'payment'), caller, 'session');
    const phone = checkPhone(
      text(body, 'phone', 'Phone'),
      method.isPhoneRequired || caller.kind === 'guest',
    );
    const duration = durationOf(city, body);
    const now = this.clock.now();
    let start = now;
    let paymentType: 'payment' | 'postPayment' = 'payment';
    const startText = text(body, 'timestart', 'postPaymentStartTime');
    if (startText !== undefined) {
      const parsed = parseStart(startText, city.time_zone);
      if (!parsed)
        throw new AppError('InvalidFormat', 400, 'timestart is not a date-time', {
          field: 'timestart',
        });
      const yesterday =
        localDate(parsed, city.time_zone) ===
        localDate(new Date(now.getTime() - 86_400_000), city.time_zone);
      if (yesterday ? !settings.usePostPaymentYesterday : !settings.usePostPayment)
        throw new AppError('InvalidFormat', 400, 'Post-payment for that day is off in this city', {
          field: 'timestart',
        });
      const problem = validatePostStart(
        parsed,
        now,
        yesterday ? 'yesterday' : 'today',
        city.time_zone,
      );
      if (problem)
        throw new AppError(
          (POST_ERRORS[problem] ?? 'InvalidFormat') as 'InvalidFormat',
          400,
          problem,
          { field: 'timestart' },
        );
      // a start within the last minute is today's ordinary payment typed as a time
      if (now.getTime() - parsed.getTime() > 60_000) {
        start = parsed;
        paymentType = 'postPayment';
      }
    }
    const price = await this.cost.price({
      city,
      zone: text(body, 'Zone'),
      parkingCode: text(body, 'ParkingCode'),
      vehicle: vehicle.plate,
      start,
      durationMinutes: duration,
      accountId: caller.accountId,
      paymentService: method.methodName,
    });
    if (price.payKopecks === 0)
      throw new AppError('ParkingSessionWasFree', 409, 'Parking is free for this time');
    const payload = {
      plate: vehicle.plate,
      format: vehicle.format,
      category: vehicle.category,
      zone: price.zone!.code,
      parkingCode: price.parkingCode,
      start: price.start.toISOString(),
      duration: price.durationMinutes,
      paymentType,
      pay: price.payKopecks,
      sale: price.discountKopecks,
      discountPercent: price.discountPercent,
      phone,
    };
    const { value } = await this.ledger.run(caller, { key, route: 'start' }, async (tx) => {
      await this.lockPlate(tx.trx, city.code, vehicle.plate, price.start, price.end);
      if (method.methodName === 'balance') {
        const session = await this.insertPaidSession(
          tx,
          city,
          payload,
          price.start,
          price.payKopecks,
          'balance',
        );
        return {
          session: toView(session),
          balance: rub(tx.balance),
          message: 'Парковка оплачена',
        } as PayAnswer;
      }
      return (await this.orders.create(
        {
          city,
          owner: caller,
          purpose: 'start',
          amountKopecks: price.payKopecks,
          paymentService: method.methodName,
          payload,
          phone,
        },
        tx.trx,
      )) as PayAnswer;
    });
    return value;
  }

  /** Writes a paid session and its payment; from the balance, or a card payment passing through the wallet. */
  private async insertPaidSession(
    tx: MoneyTx,
    city: CityRow,
    p: Record<string, unknown>,
    start: Date,
    pay: number,
    service: string,
  ): Promise<SessionRow> {
    const duration = Number(p.duration);
    const end = new Date(start.getTime() + duration * 60_000);
    const session = await tx.trx
      .insertInto('parking_sessions')
      .values({
        reservation_id: crypto.randomUUID(),
        city: city.code,
        account_id: tx.owner.accountId,
        guest_id: tx.owner.guestId ?? null,
        vehicle_id: null,
        plate: String(p.plate),
        plate_format: p.format === 'foreign' ? 'foreign' : 'rus',
        category: String(p.category),
        zone_code: String(p.zone),
        parking_code: (p.parkingCode as string | null) ?? null,
        kind: 'road',
        payment_type: p.paymentType === 'postPayment' ? 'postPayment' : 'payment',
        start_at: start,
        end_at: end,
        duration_minutes: duration,
        status: 'active',
        sum_kopecks: pay,
        discount_percent: Number(p.discountPercent ?? 0),
        payment_service: service,
        phone: (p.phone as string | null) ?? null,
      })
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.recordPayment(tx, session, 'payment', pay, service, {
      starts_of: start,
      end_of: end,
      duration,
      sum_sale_kopecks: Number(p.sale ?? 0),
      driver_phone: session.phone,
      description: 'payment',
    });
    return session;
  }

  /**
   * A session's payment or extension operation and its money. A guest has no wallet: the card
   * money goes straight to the payment and the ledger is not touched.
   */
  private async recordPayment(
    tx: MoneyTx,
    session: SessionRow,
    kind: 'payment' | 'renew',
    pay: number,
    service: string,
    values: Pick<
      NewOperation,
      'starts_of' | 'end_of' | 'duration' | 'sum_sale_kopecks' | 'driver_phone' | 'description'
    >,
  ): Promise<void> {
    const op = await tx.operation({
      type: kind,
      status: 'done',
      ...values,
      zone: session.zone_code,
      parking: session.parking_code,
      transport: session.plate,
      sum_kopecks: pay,
      payment_service: service,
      session_id: session.id,
    });
    if (tx.owner.accountId) await debitPayment(tx, op.id, pay, kind, service);
  }

  private async fulfilStart(
    ctx: FulfilContext,
    p: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    // a today session paid a while after asking starts when it is paid, so no minute is lost
    const asked = new Date(String(p.start));
    const start = p.paymentType === 'postPayment' || asked > ctx.at ? asked : ctx.at;
    // Two card orders for one vehicle, both paid: the second would park it twice. An account keeps
    // that money on its balance; a guest (no wallet) gets the session it paid for all the same.
    const end = new Date(start.getTime() + Number(p.duration) * 60_000);
    if (
      ctx.tx.owner.accountId &&
      (await this.parkedAt(ctx.tx.trx, ctx.city.code, String(p.plate), start, end))
    ) {
      return { alreadyParked: true, ...(await this.giveBack(ctx)) };
    }
    const session = await this.insertPaidSession(
      ctx.tx,
      ctx.city,
      p,
      start,
      ctx.amountKopecks,
      ctx.paymentService,
    );
    await this.orders.linkSession(ctx.tx, ctx.orderId, session.id);
    return { session: toView(session) };
  }

  /**
   * A paid order that has nothing left to pay for: to the balance where the city uses one, else
   * back to the card (a wallet the city never shows would keep it out of the payer's reach).
   */
  private async giveBack(ctx: FulfilContext): Promise<Record<string, unknown>> {
    if (ctx.city.settings.dontUseBalance) {
      const op = await ctx.tx.operation({
        type: 'cancel',
        status: 'done',
        sum_kopecks: ctx.amountKopecks,
        payment_service: ctx.paymentService,
        description: 'cancel',
        date_operation: ctx.at,
      });
      const back = await this.orders.refundOrder(ctx.tx, ctx.orderId, ctx.amountKopecks, op.id);
      if (back === ctx.amountKopecks) return { refundedToCard: rub(back) };
      await ctx.tx.move(ctx.amountKopecks - back, 'card', op.id);
      return { refundedToCard: rub(back), balance: rub(ctx.tx.balance) };
    }
    await creditRefill(ctx);
    return { balance: rub(ctx.tx.balance) };
  }

  // ---- renew ----

  async renew(
    city: CityRow,
    caller: Caller,
    body: unknown,
    key: string | null,
  ): Promise<PayAnswer> {
    const session = await this.own(this.db, caller, text(body, 'ReservationId', 'reservation'));
    const now = this.clock.now();
    if (!runningPaid(session, now)) {
      throw new AppError('ParkingSessionIsOver', 409, 'The parking session is over');
    }
    const method = paymentMethod(city, text(body, 'PaymentService', 'payment'), caller, 'session');
    const phone = checkPhone(text(body, 'phone', 'Phone'), method.isPhoneRequired);
    const duration = durationOf(city, body);
    const price = await this.cost.price({
      city,
      zone: session.zone_code,
      vehicle: session.plate,
      start: session.end_at,
      durationMinutes: duration,
      accountId: caller.accountId,
      paymentService: method.methodName,
    });
    if (price.payKopecks === 0)
      throw new AppError('ParkingSessionWasFree', 409, 'Parking is free for this time');
    const payload = {
      reservationId: session.reservation_id,
      from: session.end_at.toISOString(),
      duration,
      pay: price.payKopecks,
      sale: price.discountKopecks,
      phone,
    };
    const { value } = await this.ledger.run(caller, { key, route: 'renew' }, async (tx) => {
      const locked = await this.relock(tx, caller, session, 'The session changed; try again');
      if (method.methodName === 'balance') {
        const renewed = await this.extend(
          tx,
          locked,
          duration,
          price.payKopecks,
          price.discountKopecks,
          'balance',
        );
        return {
          session: toView(renewed),
          balance: rub(tx.balance),
          message: 'Парковка продлена',
        } as PayAnswer;
      }
      return (await this.orders.create(
        {
          city,
          owner: caller,
          purpose: 'renew',
          amountKopecks: price.payKopecks,
          paymentService: method.methodName,
          payload,
          phone,
        },
        tx.trx,
      )) as PayAnswer;
    });
    return value;
  }

  private async extend(
    tx: MoneyTx,
    session: SessionRow,
    duration: number,
    pay: number,
    sale: number,
    service: string,
  ): Promise<SessionRow> {
    const from = session.end_at!;
    const end = new Date(from.getTime() + duration * 60_000);
    const updated = await tx.trx
      .updateTable('parking_sessions')
      .set({
        end_at: end,
        duration_minutes: session.duration_minutes + duration,
        sum_kopecks: Number(session.sum_kopecks) + pay,
        updated_at: new Date(),
      })
      .where('id', '=', session.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.recordPayment(tx, session, 'renew', pay, service, {
      starts_of: from,
      end_of: end,
      duration,
      sum_sale_kopecks: sale,
      description: 'extension',
    });
    return updated;
  }

  private async fulfilRenew(
    ctx: FulfilContext,
    p: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const session = await this.lockReserved(ctx.tx, String(p.reservationId));
    // paid is paid: a session that ended meanwhile is extended from its end all the same
    const renewed = await this.extend(
      ctx.tx,
      session,
      Number(p.duration),
      ctx.amountKopecks,
      Number(p.sale ?? 0),
      ctx.paymentService,
    );
    await this.orders.linkSession(ctx.tx, ctx.orderId, session.id);
    return { session: toView(renewed) };
  }

  // ---- cancel (refund of the unused part) ----

  async cancel(
    city: CityRow,
    caller: Caller,
    body: unknown,
    key: string | null,
  ): Promise<PayAnswer & { refund: number; refundTo: 'balance' | 'card' }> {
    if (caller.kind !== 'account')
      throw new AppError('TokenNotFound', 401, 'Log in to cancel a session');
    const session = await this.own(this.db, caller, text(body, 'ReservationId', 'reservation'));
    const now = this.clock.now();
    if (!runningPaid(session, now)) {
      // a retried cancel (its answer was lost) finds the session over: it gets the first answer
      const replay = await this.ledger.stored<
        PayAnswer & { refund: number; refundTo: 'balance' | 'card' }
      >(caller.accountId, key, 'cancel');
      if (replay) return replay;
      throw new AppError('ParkingSessionIsOver', 409, 'The parking session is over');
    }
    if (session.end_at.getTime() - now.getTime() < NO_SAVING_MS)
      throw new AppError('NoSaving', 409, 'Less than 30 minutes remain');
    const from = now > session.start_at ? now : session.start_at;
    const unused = await this.cost.priceSpan(
      city,
      session.zone_code,
      from,
      session.end_at,
      Number(session.discount_percent),
    );
    const refund = Math.min(unused, Number(session.sum_kopecks));
    const { value } = await this.ledger.run(caller, { key, route: 'cancel' }, async (tx) => {
      const locked = await this.relock(tx, caller, session, 'The parking session is over');
      const updated = await tx.trx
        .updateTable('parking_sessions')
        .set({
          status: 'cancelled',
          end_at: from,
          sum_kopecks: Number(locked.sum_kopecks) - refund,
          updated_at: new Date(),
        })
        .where('id', '=', locked.id)
        .returningAll()
        .executeTakeFirstOrThrow();
      // a city without a balance refunds a card-paid session to the card(s) that paid it
      const toCard = city.settings.dontUseBalance && locked.payment_service !== 'balance';
      const op = await tx.operation({
        type: 'cancel',
        status: 'done',
        starts_of: from,
        end_of: session.end_at,
        zone: locked.zone_code,
        parking: locked.parking_code,
        transport: locked.plate,
        sum_kopecks: refund,
        payment_service: toCard ? locked.payment_service : 'balance',
        description: 'cancel',
        session_id: locked.id,
      });
      const byCard = toCard ? await this.orders.refundSession(tx, locked.id, refund, op.id) : 0;
      // what no card can take back (card payments turned off since) stays the payer's on the wallet
      if (refund - byCard > 0) await tx.move(refund - byCard, 'refund', op.id);
      const refundTo: 'balance' | 'card' = toCard && byCard === refund ? 'card' : 'balance';
      return {
        session: toView(updated),
        refund: rub(refund),
        refundTo,
        balance: rub(tx.balance),
        message: 'Сессия успешно отменена',
      };
    });
    return value;
  }

  // ---- no-balance flows ----

  /** start/v2: an open-ended session, paid when it stops. */
  async startNoBalance(
    city: CityRow,
    caller: Caller,
    body: unknown,
    key: string | null,
  ): Promise<PayAnswer> {
    const vehicle = vehicleOf(body);
    const { zone, parkingCode } = await this.cost.resolveZone(
      city,
      text(body, 'Zone'),
      text(body, 'ParkingCode'),
    );
    if (!zone) throw new AppError('ParkingSessionWasFree', 409, 'This parking is free');
    const now = this.clock.now();
    const { value } = await this.ledger.run(caller, { key, route: 'start/v2' }, async (tx) => {
      await this.lockPlate(tx.trx, city.code, vehicle.plate, now, null);
      const session = await tx.trx
        .insertInto('parking_sessions')
        .values({
          reservation_id: crypto.randomUUID(),
          city: city.code,
          account_id: caller.accountId,
          guest_id: caller.guestId,
          vehicle_id: null,
          plate: vehicle.plate,
          plate_format: vehicle.format,
          category: vehicle.category,
          zone_code: zone.code,
          parking_code: parkingCode,
          kind: 'road',
          payment_type: 'noBalance',
          start_at: now,
          end_at: null,
          duration_minutes: 0,
          status: 'active',
          sum_kopecks: 0,
          discount_percent: 0,
          payment_service: 'card',
          phone: null,
        })
        .returningAll()
        .executeTakeFirstOrThrow();
      return { session: toView(session), message: 'Парковка начата' } as PayAnswer;
    });
    return value;
  }

  /** cancel/v2: stop a running no-balance session; it waits to be paid (a payment link when a method is given). */
  async stopNoBalance(city: CityRow, caller: Caller, body: unknown): Promise<PayAnswer> {
    const session = await this.ownOpenNoBalance(caller, body);
    const requested = text(body, 'PaymentService', 'paymentMethod');
    const method = requested ? paymentMethod(city, requested, caller, 'session') : null;
    let amount = Number(session.amount_to_pay_kopecks);
    const now = this.clock.now();
    if (session.status === 'active') {
      const price = await this.cost.price({
        city,
        zone: session.zone_code,
        vehicle: session.plate,
        start: session.start_at,
        exact: true,
        durationMinutes: (now.getTime() - session.start_at.getTime()) / 60_000,
        accountId: caller.accountId,
        paymentService: method?.methodName,
      });
      amount = price.payKopecks;
      const stopped = await this.db
        .updateTable('parking_sessions')
        .set({
          status: amount > 0 ? 'waiting' : 'done',
          end_at: now,
          duration_minutes: Math.ceil((now.getTime() - session.start_at.getTime()) / 60_000),
          amount_to_pay_kopecks: amount,
          discount_percent: price.discountPercent,
          updated_at: now,
        })
        .where('id', '=', session.id)
        .where('status', '=', 'active')
        .returningAll()
        .executeTakeFirst();
      if (!stopped) throw new AppError('ParkingSessionIsOver', 409, 'The parking session is over');
      if (amount === 0)
        throw new AppError('ParkingSessionWasFree', 409, 'The parking session was free');
    }
    const answer: PayAnswer = { amount: rub(amount) };
    if (method)
      Object.assign(
        answer,
        await this.settle(city, caller, session.reservation_id, amount, method.methodName),
      );
    const fresh = await this.own(this.db, caller, session.reservation_id);
    return { ...answer, session: toView(fresh) };
  }

  /** deffered/v1: pay a waiting session. */
  async payDeferred(city: CityRow, caller: Caller, body: unknown): Promise<PayAnswer> {
    const requested = text(body, 'PaymentService', 'paymentMethod');
    if (!requested) throw new AppError('NotSelectedPaymentService', 400, 'Choose a payment method');
    const session = await this.own(
      this.db,
      caller,
      text(body, 'OrderId', 'orderId', 'ReservationId'),
    );
    if (session.status !== 'waiting')
      throw new AppError('ParkingSessionIsOver', 409, 'Nothing to pay for this session');
    const method = paymentMethod(city, requested, caller, 'session');
    const amount = Number(session.amount_to_pay_kopecks);
    return {
      amount: rub(amount),
      ...(await this.settle(city, caller, session.reservation_id, amount, method.methodName)),
    };
  }

  private async settle(
    city: CityRow,
    caller: Caller,
    reservationId: string,
    amount: number,
    service: string,
  ): Promise<PayAnswer> {
    if (service !== 'balance') {
      return this.orders.create({
        city,
        owner: caller,
        purpose: 'deferred',
        amountKopecks: amount,
        paymentService: service,
        payload: { reservationId },
      });
    }
    const { value } = await this.ledger.run(caller, { route: 'deferred' }, async (tx) => {
      const result = await this.settleDeferred(tx, reservationId, amount, 'balance');
      return { ...result, balance: rub(tx.balance) };
    });
    return value;
  }

  private async settleDeferred(
    tx: MoneyTx,
    reservationId: string,
    pay: number,
    service: string,
  ): Promise<PayAnswer> {
    const session = await this.lockReserved(tx, reservationId);
    if (session.status !== 'waiting')
      throw new AppError('ParkingSessionIsOver', 409, 'Nothing to pay for this session');
    const updated = await tx.trx
      .updateTable('parking_sessions')
      .set({
        status: 'done',
        sum_kopecks: Number(session.sum_kopecks) + pay,
        amount_to_pay_kopecks: 0,
        payment_service: service,
        updated_at: new Date(),
      })
      .where('id', '=', session.id)
      .returningAll()
      .executeTakeFirstOrThrow();
    await this.recordPayment(tx, session, 'payment', pay, service, {
      starts_of: session.start_at,
      end_of: session.end_at,
      duration: session.duration_minutes,
      description: 'payment',
    });
    return { session: toView(updated), message: 'Парковка оплачена' };
  }

  private async fulfilDeferred(
    ctx: FulfilContext,
    p: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const session = await ctx.tx.trx
      .selectFrom('parking_sessions')
      .select('status')
      .where('reservation_id', '=', String(p.reservationId))
      .executeTakeFirstOrThrow();
    // paid twice (two links opened): the second payment stays on the balance
    if (session.status !== 'waiting') {
      if (!ctx.tx.owner.accountId) return { alreadyPaid: true };
      return { alreadyPaid: true, ...(await this.giveBack(ctx)) };
    }
    const settled = await this.settleDeferred(
      ctx.tx,
      String(p.reservationId),
      ctx.amountKopecks,
      ctx.paymentService,
    );
    if (settled.session) await this.orders.linkSession(ctx.tx, ctx.orderId, settled.session.id);
    return { ...settled };
  }

  /** break/v1: drop a no-balance session; it cannot be paid later. */
  async abort(caller: Caller, body: unknown): Promise<PayAnswer> {
    const session = await this.ownOpenNoBalance(caller, body);
    const now = this.clock.now();
    const updated = await this.db
      .updateTable('parking_sessions')
      .set({
        status: 'aborted',
        end_at: session.end_at ?? now,
        amount_to_pay_kopecks: 0,
        updated_at: now,
      })
      .where('id', '=', session.id)
      .where('status', 'in', ['active', 'waiting'])
      .returningAll()
      .executeTakeFirst();
    if (!updated) throw new AppError('ParkingSessionIsOver', 409, 'The parking session is over');
    return { message: 'Парковка прервана', session: { ...toView(updated), status: 'waiting' } };
  }
}

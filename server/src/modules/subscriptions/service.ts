// Subscriptions: the constructor's timings and offers, purchase (balance or card order), the rows
// of the benefits screen with their action flags, and the actions (pause, continue, refund,
// change of vehicle). Every money movement goes through the wallet Ledger in one transaction.
// A subscription lowers prices through one `benefits` row (100 %, its zones, plate and window)
// that the cost call already reads, so the cost service needs no change.
import { DateTime } from 'luxon';
import type { Kysely } from 'kysely';
import {
  normalisePlate,
  validateSubscriptionStart,
  type PlateFormat,
} from '@parking/shared/domain';
// The shared BenefitRow is the answer's row; here BenefitRow names the benefits table's row.
import type {
  BenefitRow as BenefitView,
  ConstructorOffer,
  ErrorName,
} from '@parking/shared/contracts';
import type { CityRow } from '../../db/schema';
import { AppError } from '../../http/envelope';
import type { FulfilContext, OrdersService } from '../card-provider/orders';
import type { CityDataService } from '../city-data/service';
import { checkPlate } from '../cost/service';
import type { Caller, MoneyClock } from '../parking-sessions/caller';
import type { OrderPurpose } from '../parking-sessions/tables';
import { checkPhone, paymentMethod } from '../parking-sessions/service';
import { creditRefill, newOrderNumber, type Ledger, type MoneyTx } from '../wallet/ledger';
import type { Handle, SubscriptionsRepository } from './repository';
import type { BenefitRow, OfferRow, SubscriptionRow, SubsDB } from './tables';

/**
 * This module's refusals, beyond the shared catalogue (documented in README.md): an action on a
 * row whose flag is off, or an order number that is not the caller's.
 */
export const SUBSCRIPTION_ERRORS = [
  'SubscriptionNotFound',
  'SubscriptionCannotBePaused',
  'SubscriptionCannotBeContinued',
  'SubscriptionCannotBeRefunded',
  'SubscriptionVehicleCannotBeChanged',
] as const;
export type SubscriptionErrorName = (typeof SUBSCRIPTION_ERRORS)[number];

function refuse(
  name: SubscriptionErrorName | ErrorName,
  status: number,
  message: string,
  extra: Record<string, unknown> = {},
): AppError {
  // the shared ErrorName union is closed; these names are this module's documented additions
  return new AppError(name as ErrorName, status, message, extra);
}

/**
 * The constructor's calls (getTiming, selectedAbonements, buying a per-zone offer built in it)
 * answer only in a city whose settings turn it on; getZones stays open as the payment forms use it.
 */
export function requireConstructor(city: CityRow): void {
  if (!city.settings.useSubscriptionConstructor)
    throw new AppError(
      'InDevelopingError',
      403,
      'The subscription constructor is off in this city',
    );
}

/** The card order purpose of a subscription (migration 0060 allows it on payment_orders). */
export const SUBSCRIPTION_PURPOSE = 'subscription' as OrderPurpose;

const DAY_MS = 86_400_000;
const VIEW_FORMAT = 'dd/MM/yyyy HH:mm';
const PAUSABLE = new Set(['week', 'mounth', 'quarter', 'year']);

interface Purchase {
  offerCode: string;
  name: string;
  permitType: OfferRow['permit_type'];
  days: number;
  zones: string;
  plate: string;
  start: string;
  end: string;
  price: number;
  phone: string | null;
}

const zoneList = (zones: string): string[] | 'all' => {
  const list = zones
    .split(',')
    .map((z) => z.trim())
    .filter(Boolean);
  return list.length === 0 || list.some((z) => z === 'all' || z === '#') ? 'all' : list;
};

/** Zones of two subscriptions meet: 'all' meets everything. */
function zonesMeet(a: string, b: string): boolean {
  const x = zoneList(a);
  const y = zoneList(b);
  if (x === 'all' || y === 'all') return true;
  return x.some((z) => y.includes(z));
}

/** Whether `wanted` zones are all inside the offer's. */
function covers(offerZones: string, wanted: string[]): boolean {
  const list = zoneList(offerZones);
  return list === 'all' || wanted.every((z) => list.includes(z));
}

export class SubscriptionsService {
  constructor(
    private readonly repo: SubscriptionsRepository,
    private readonly ledger: Ledger,
    private readonly orders: OrdersService,
    private readonly cityData: CityDataService,
    private readonly clock: MoneyClock,
  ) {
    orders.register(SUBSCRIPTION_PURPOSE, (ctx, payload) => this.fulfil(ctx, payload));
  }

  private now(): Date {
    return this.clock.now();
  }

  private today(city: CityRow): DateTime {
    return DateTime.fromJSDate(this.now(), { zone: city.time_zone }).startOf('day');
  }

  private fmt(date: Date, city: CityRow): string {
    return DateTime.fromJSDate(date, { zone: city.time_zone }).toFormat(VIEW_FORMAT);
  }

  /** Validity periods (days) the constructor can offer, ascending; the previous-day type aside. */
  async timing(city: CityRow): Promise<number[]> {
    const offers = await this.repo.offers(city.code);
    return [...new Set(offers.filter((o) => o.start_rule !== 'yesterday').map((o) => o.days))].sort(
      (a, b) => a - b,
    );
  }

  /** Zone codes of a request: each must be a zone of the city. */
  private async checkZones(city: CityRow, raw: unknown): Promise<string[]> {
    const parts = (Array.isArray(raw) ? raw : raw === undefined || raw === null ? [] : [raw])
      .flatMap((v) => String(v).split(','))
      .map((v) => v.trim())
      .filter(Boolean);
    if (parts.length === 0)
      throw new AppError('NoZoneSelected', 400, 'Select at least one zone', { field: 'zones' });
    const known = await this.cityData.zones(city.code);
    const codes: string[] = [];
    for (const part of parts) {
      const zone = known.find((z) => z.code.toLowerCase() === part.toLowerCase());
      if (!zone)
        throw new AppError('ZoneNotFound', 404, `Zone ${part} not found`, { field: 'zones' });
      if (!codes.includes(zone.code)) codes.push(zone.code);
    }
    return codes;
  }

  /**
   * A plate checked in the format of the account's vehicle carrying it (a registered foreign
   * plate is not a Russian one); a plate not on the account is checked as Russian.
   */
  private async checkVehicle(accountId: string | null, raw: string | undefined): Promise<string> {
    const typed = normalisePlate(raw);
    let format: PlateFormat = 'rus';
    if (accountId && typed) {
      const vehicles = await this.repo.vehicles(accountId);
      const own = vehicles.find((v) => normalisePlate(`${v.number}${v.region ?? ''}`) === typed);
      if (own) format = own.format;
    }
    return checkPlate(raw, format);
  }

  /** Start day (city time) between today + the city's offset and a month ahead. */
  private checkStart(city: CityRow, value: string | undefined, field: string): DateTime {
    const date = value?.trim().slice(0, 10);
    const problem = validateSubscriptionStart(date, {
      now: this.now(),
      timeZone: city.time_zone,
      minOffsetDays: city.settings.subscriptionMinStartOffsetDays ?? 0,
    });
    if (problem === 'RequiredField')
      throw new AppError('RequiredField', 400, `${field} is required`, { field });
    if (problem)
      throw new AppError('InvalidFormat', 400, problem, {
        field,
        minOffsetDays: city.settings.subscriptionMinStartOffsetDays ?? 0,
      });
    return DateTime.fromISO(date!, { zone: city.time_zone }).startOf('day');
  }

  /** POST selectedAbonements {zones, dateStart, timing}: the offers matching the request, with prices. */
  async selected(
    city: CityRow,
    body: { zones?: unknown; dateStart?: string; timing?: number },
  ): Promise<ConstructorOffer[]> {
    const zones = await this.checkZones(city, body.zones);
    if (body.timing === undefined || body.timing === null)
      throw new AppError('RequiredField', 400, 'timing is required', { field: 'timing' });
    const timings = await this.timing(city);
    const offers = await this.repo.offers(city.code);
    const start = this.checkStart(city, body.dateStart, 'dateStart');
    if (
      !timings.includes(body.timing) &&
      !(body.timing === 1 && offers.some((o) => o.start_rule === 'yesterday'))
    ) {
      throw new AppError('InvalidFormat', 400, `timing must be one of ${timings.join(', ')}`, {
        field: 'timing',
      });
    }
    const yesterday = this.today(city).minus({ days: 1 });
    return offers
      .filter((o) => o.days === body.timing && covers(o.zones, zones))
      .map((o) => {
        const from = o.start_rule === 'yesterday' ? yesterday : start;
        return {
          permissionKind: o.name,
          permissionKindCode: o.per_zone ? `${o.code}@${zones.join(',')}` : o.code,
          permissionType: o.permit_type,
          price: (o.per_zone ? o.cost_kopecks * zones.length : o.cost_kopecks) / 100,
          zones: o.per_zone ? zones : zoneList(o.zones),
          startDate: from.toISODate() as string,
          endDate: from.plus({ days: o.days }).toISODate() as string,
          days: o.days,
          description: o.description,
        };
      });
  }

  /** What a codeSubscription buys: 'CODE', or 'CODE@101,102' for a per-zone constructor offer. */
  private async resolvePurchase(
    caller: Caller,
    city: CityRow,
    read: (...n: string[]) => string | undefined,
  ): Promise<Omit<Purchase, 'phone'>> {
    const code = read('codeSubscription', 'CodeSubscription');
    if (!code)
      throw new AppError('RequiredField', 400, 'codeSubscription is required', {
        field: 'codeSubscription',
      });
    if (code.length > 400)
      throw new AppError('InvalidFormat', 400, 'codeSubscription is too long', {
        field: 'codeSubscription',
      });
    const [offerCode, zonePart] = code.split('@') as [string, string | undefined];
    const offer = await this.repo.offer(city.code, offerCode);
    if (!offer)
      throw refuse('SubscriptionNotFound', 404, `Subscription ${offerCode} not found`, {
        field: 'codeSubscription',
      });
    let zones = offer.zones;
    let price = offer.cost_kopecks;
    if (offer.per_zone || zonePart !== undefined) requireConstructor(city);
    if (offer.per_zone) {
      const wanted = await this.checkZones(city, zonePart);
      if (!covers(offer.zones, wanted))
        throw new AppError('ZoneNotFound', 404, 'A zone is outside this subscription', {
          field: 'codeSubscription',
        });
      zones = wanted.join(',');
      price = offer.cost_kopecks * wanted.length;
    } else if (zonePart !== undefined) {
      throw new AppError('InvalidFormat', 400, 'This subscription has fixed zones', {
        field: 'codeSubscription',
      });
    }
    const plate = await this.checkVehicle(caller.accountId, read('vehicle', 'Vehicle'));
    // the previous-day type is fixed at yesterday: its timestart is ignored (the client sends null)
    const start =
      offer.start_rule === 'yesterday'
        ? this.today(city).minus({ days: 1 })
        : this.checkStart(city, read('timestart', 'timeStart', 'startDate'), 'timestart');
    return {
      offerCode: offer.code,
      name: offer.name,
      permitType: offer.permit_type,
      days: offer.days,
      zones,
      plate,
      start: start.toJSDate().toISOString(),
      end: start.plus({ days: offer.days }).toJSDate().toISOString(),
      price,
    };
  }

  private async assertNoOverlap(
    h: Handle,
    city: string,
    p: { plate: string; zones: string; start: Date; end: Date },
    exceptId?: number,
  ): Promise<void> {
    await this.repo.lockPlate(city, p.plate, h);
    const rows = await this.repo.overlapping(city, p.plate, p.start, p.end, h, exceptId);
    if (rows.some((r) => zonesMeet(r.zones, p.zones)))
      throw new AppError(
        'SubscriptionAlreadyExists',
        409,
        'A subscription for this vehicle and zones already covers this period',
      );
  }

  /**
   * POST /api/payment/subscription. From the balance when it covers the price: {amount: 0,
   * subscription}. Otherwise a card order (the shortfall when paying 'balance', the whole price
   * by card): {amount, invoiceId, RedirectURL}; the subscription is written when the provider's
   * callback completes the order.
   */
  async purchase(
    caller: Caller,
    city: CityRow,
    read: (...n: string[]) => string | undefined,
    key: string | null,
  ) {
    const method = paymentMethod(city, read('paymentService', 'PaymentService'), caller, 'session');
    const phone = checkPhone(read('phone', 'Phone'), method.isPhoneRequired);
    const p: Purchase = { ...(await this.resolvePurchase(caller, city, read)), phone };
    const { value } = await this.ledger.run(caller, { key, route: 'subscription' }, async (tx) => {
      const h = tx.trx as unknown as Kysely<SubsDB>;
      await this.assertNoOverlap(h, city.code, {
        plate: p.plate,
        zones: p.zones,
        start: new Date(p.start),
        end: new Date(p.end),
      });
      if (method.methodName === 'balance' && tx.balance >= p.price) {
        const row = await this.write(tx, city, p, 'balance');
        return {
          amount: 0,
          subscription: this.view(row, city),
          balance: tx.balance / 100,
          message: 'Абонемент успешно приобретен.',
        };
      }
      const card =
        method.methodName === 'balance'
          ? city.settings.paymentsMethods.find((m) => m.methodName === 'card')
          : method;
      if (!card)
        throw new AppError('NoMoneyNoHoney', 409, 'Not enough money on the balance', {
          balance: tx.balance / 100,
        });
      const amountKopecks = method.methodName === 'balance' ? p.price - tx.balance : p.price;
      const order = await this.orders.create(
        {
          city,
          owner: caller,
          purpose: SUBSCRIPTION_PURPOSE,
          amountKopecks,
          paymentService: card.methodName,
          payload: { ...p },
          phone,
        },
        tx.trx,
      );
      return { ...order, price: p.price / 100 };
    });
    return value;
  }

  /** Writes a paid subscription: its operation, the debit and its pricing row. */
  private async write(
    tx: MoneyTx,
    city: CityRow,
    p: Purchase,
    service: string,
  ): Promise<SubscriptionRow> {
    const h = tx.trx as unknown as Kysely<SubsDB>;
    const start = new Date(p.start);
    const end = new Date(p.end);
    const orderNum = newOrderNumber('S');
    const op = await tx.operation({
      type: 'paymentSubscription',
      status: 'done',
      order_number: orderNum,
      starts_of: start,
      end_of: end,
      duration: p.days * 1440,
      zone: p.zones,
      transport: p.plate,
      tariff: p.offerCode,
      sum_kopecks: p.price,
      payment_service: service,
      driver_phone: p.phone,
      description: p.name,
      date_operation: this.now(),
    });
    await tx.move(-p.price, 'subscription', op.id);
    const row = await this.repo.insert(
      {
        order_num: orderNum,
        city: city.code,
        account_id: tx.owner.accountId!,
        offer_code: p.offerCode,
        name: p.name,
        permit_type: p.permitType,
        days: p.days,
        zones: p.zones,
        plate: p.plate,
        starts_at: start,
        ends_at: end,
        price_kopecks: p.price,
        status: 'active',
        paused_at: null,
        operation_id: op.id,
        payment_service: service,
        updated_at: this.now(),
      },
      h,
    );
    await this.repo.insertBenefit(
      {
        city: city.code,
        account_id: row.account_id,
        name: row.name,
        zone: zoneList(row.zones) === 'all' ? '#' : row.zones,
        transport: row.plate,
        percent: 100,
        starts_at: start,
        ends_at: end,
        variation: 'subscription',
        permit_type: row.permit_type,
        subscription_id: row.id,
      },
      h,
    );
    return row;
  }

  /** A paid card order: the card money passes through the wallet, then pays the subscription. */
  private async fulfil(
    ctx: FulfilContext,
    payload: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const p = payload as unknown as Purchase;
    await creditRefill(ctx);
    const h = ctx.tx.trx as unknown as Kysely<SubsDB>;
    try {
      await this.assertNoOverlap(h, ctx.city.code, {
        plate: p.plate,
        zones: p.zones,
        start: new Date(p.start),
        end: new Date(p.end),
      });
      if (ctx.tx.balance < p.price)
        throw new AppError('NoMoneyNoHoney', 409, 'Not enough money on the balance');
    } catch (error) {
      // bought meanwhile or the balance was spent: the payment stays on the balance
      if (error instanceof AppError)
        return { subscription: null, errorName: error.errorName, balance: ctx.tx.balance / 100 };
      throw error;
    }
    const row = await this.write(ctx.tx, ctx.city, p, ctx.paymentService);
    return { subscription: this.view(row, ctx.city), balance: ctx.tx.balance / 100 };
  }

  // ---- rows and flags ----

  private flags(row: SubscriptionRow) {
    const now = this.now();
    const live = (row.status === 'active' || row.status === 'paused') && row.ends_at > now;
    return {
      canChangeTs: live,
      canRefund: live && row.permit_type !== 'prev_day',
      // also before its start: the clock then has not run, so a continue moves nothing
      canPause: row.status === 'active' && row.ends_at > now && PAUSABLE.has(row.permit_type),
      canContinue: row.status === 'paused',
    };
  }

  view(row: SubscriptionRow, city: CityRow): BenefitView {
    return {
      variation: 'subscription',
      type: row.permit_type,
      name: row.name,
      zone: zoneList(row.zones),
      cadastralQuarter: null,
      sale: 100,
      transport: row.plate,
      orderNum: row.order_num,
      ...this.flags(row),
      startOf: this.fmt(row.starts_at, city),
      endOf: this.fmt(row.ends_at, city),
      status: row.status,
      price: row.price_kopecks / 100,
      refunded: row.refunded_kopecks / 100,
    };
  }

  private privilegeView(row: BenefitRow, city: CityRow): BenefitView {
    return {
      variation: row.variation,
      type: row.permit_type ?? row.variation,
      name: row.name,
      zone: zoneList(row.zone),
      cadastralQuarter: row.cadastral_quarter,
      sale: Number(row.percent),
      transport: row.transport,
      orderNum: row.order_num ?? `B${row.id}`,
      canChangeTs: false,
      canRefund: false,
      canPause: false,
      canContinue: false,
      startOf: row.starts_at ? this.fmt(row.starts_at, city) : '',
      endOf: row.ends_at ? this.fmt(row.ends_at, city) : '',
    };
  }

  /** get-benefits-v2: the privileges, then the subscriptions that still run or wait to start. */
  async benefits(caller: Caller, city: CityRow): Promise<BenefitView[]> {
    const privileges = await this.repo.privileges(caller.accountId!, city.code);
    const subs = await this.repo.list(caller.accountId!, city.code);
    const now = this.now();
    return [
      ...privileges.map((b) => this.privilegeView(b, city)),
      ...subs
        .filter((s) => s.status !== 'refunded' && s.ends_at > now)
        .map((s) => this.view(s, city)),
    ];
  }

  /** get-subscription: every subscription of the account, newest first. */
  async subscriptions(caller: Caller, city: CityRow): Promise<BenefitView[]> {
    return (await this.repo.list(caller.accountId!, city.code)).map((s) => this.view(s, city));
  }

  // ---- actions ----

  /** Locks the caller's subscription; a privilege's number is refused as its flag is off. */
  private async own(
    tx: MoneyTx,
    city: CityRow,
    orderNum: string | undefined,
    refusal: SubscriptionErrorName,
  ): Promise<SubscriptionRow> {
    if (!orderNum)
      throw new AppError('RequiredField', 400, 'orderNum is required', { field: 'orderNum' });
    const h = tx.trx as unknown as Kysely<SubsDB>;
    const row = await this.repo.findOwnForUpdate(tx.owner.accountId!, city.code, orderNum, h);
    if (row) return row;
    if (await this.repo.privilege(tx.owner.accountId!, city.code, orderNum, h))
      throw refuse(refusal, 409, 'This action is not available for a privilege');
    throw refuse('SubscriptionNotFound', 404, `Subscription ${orderNum} not found`, {
      field: 'orderNum',
    });
  }

  private act<T>(
    caller: Caller,
    route: string,
    work: (tx: MoneyTx, h: Handle) => Promise<T>,
  ): Promise<T> {
    return this.ledger
      .run(caller, { route }, (tx) => work(tx, tx.trx as unknown as Kysely<SubsDB>))
      .then((r) => r.value);
  }

  async pause(caller: Caller, city: CityRow, orderNum: string | undefined): Promise<BenefitView> {
    return this.act(caller, 'pauseAb', async (tx, h) => {
      const row = await this.own(tx, city, orderNum, 'SubscriptionCannotBePaused');
      if (!this.flags(row).canPause)
        throw refuse('SubscriptionCannotBePaused', 409, 'This subscription cannot be paused now');
      const now = this.now();
      const updated = await this.repo.update(
        row.id,
        { status: 'paused', paused_at: now, updated_at: now },
        h,
      );
      // the discount stops with the clock
      await this.repo.updatePricingRow(row.id, { ends_at: now }, h);
      return this.view(updated, city);
    });
  }

  async resume(caller: Caller, city: CityRow, orderNum: string | undefined): Promise<BenefitView> {
    return this.act(caller, 'continueAb', async (tx, h) => {
      const row = await this.own(tx, city, orderNum, 'SubscriptionCannotBeContinued');
      if (!this.flags(row).canContinue || !row.paused_at)
        throw refuse('SubscriptionCannotBeContinued', 409, 'This subscription is not paused');
      const now = this.now();
      // only paused time inside the period counts (a pause before the start moves nothing)
      const stoppedFrom = Math.max(row.paused_at.getTime(), row.starts_at.getTime());
      const ends = new Date(row.ends_at.getTime() + Math.max(0, now.getTime() - stoppedFrom));
      const updated = await this.repo.update(
        row.id,
        { status: 'active', paused_at: null, ends_at: ends, updated_at: now },
        h,
      );
      await this.repo.updatePricingRow(
        row.id,
        { starts_at: now > row.starts_at ? now : row.starts_at, ends_at: ends },
        h,
      );
      return this.view(updated, city);
    });
  }

  /** The unused part, pro rata by remaining time (a paused one by the time left at its pause), floored to kopecks. */
  refundAmount(row: SubscriptionRow): number {
    const total = BigInt(row.days) * BigInt(DAY_MS);
    const from =
      row.status === 'paused' && row.paused_at
        ? row.paused_at
        : new Date(Math.max(this.now().getTime(), row.starts_at.getTime()));
    let remaining = BigInt(Math.max(0, row.ends_at.getTime() - from.getTime()));
    if (remaining > total) remaining = total;
    return Number((BigInt(row.price_kopecks) * remaining) / total);
  }

  async refund(
    caller: Caller,
    city: CityRow,
    orderNum: string | undefined,
  ): Promise<BenefitView & { amount: number; balance: number }> {
    return this.act(caller, 'refund', async (tx, h) => {
      const row = await this.own(tx, city, orderNum, 'SubscriptionCannotBeRefunded');
      if (!this.flags(row).canRefund)
        throw refuse('SubscriptionCannotBeRefunded', 409, 'This subscription cannot be refunded');
      const amount = this.refundAmount(row);
      const now = this.now();
      const op = await tx.operation({
        type: 'cancel',
        status: 'done',
        starts_of: row.starts_at,
        end_of: row.ends_at,
        zone: row.zones,
        transport: row.plate,
        tariff: row.offer_code,
        sum_kopecks: amount,
        payment_service: 'balance',
        description: `refund ${row.order_num}`,
        date_operation: now,
      });
      if (amount > 0) await tx.move(amount, 'refund', op.id);
      const updated = await this.repo.update(
        row.id,
        { status: 'refunded', paused_at: null, refunded_kopecks: amount, updated_at: now },
        h,
      );
      await this.repo.deletePricingRow(row.id, h);
      return { ...this.view(updated, city), amount: amount / 100, balance: tx.balance / 100 };
    });
  }

  async changeVehicle(
    caller: Caller,
    city: CityRow,
    orderNum: string | undefined,
    grzNew: string | undefined,
  ): Promise<BenefitView> {
    const plate = await this.checkVehicle(caller.accountId, grzNew);
    return this.act(caller, 'changeGRZ', async (tx, h) => {
      const row = await this.own(tx, city, orderNum, 'SubscriptionVehicleCannotBeChanged');
      if (!this.flags(row).canChangeTs)
        throw refuse(
          'SubscriptionVehicleCannotBeChanged',
          409,
          'The vehicle of this subscription cannot be changed',
        );
      if (plate === row.plate) return this.view(row, city);
      const from = new Date(Math.max(this.now().getTime(), row.starts_at.getTime()));
      await this.assertNoOverlap(
        h,
        city.code,
        { plate, zones: row.zones, start: from, end: row.ends_at },
        row.id,
      );
      const updated = await this.repo.update(row.id, { plate, updated_at: this.now() }, h);
      await this.repo.updatePricingRow(row.id, { transport: plate }, h);
      return this.view(updated, city);
    });
  }
}

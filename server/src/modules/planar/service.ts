// Barrier (planar) parkings paid by ticket: costPlane quotes the stay so far and keeps the quote
// 30 s; payPlane pays exactly that quote (from the balance, or by card) or answers
// PriceChangedTryLater when it expired or the price moved meanwhile. The sandbox reads a ticket's
// entry time from its number (a real gate system would be asked here).
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import type { CityRow } from '../../db/schema';
import { AppError } from '../../http/envelope';
import type { FulfilContext, OrdersService } from '../card-provider/orders';
import type { CityDataService } from '../city-data/service';
import { rub, type CostService } from '../cost/service';
import type { Caller, MoneyClock } from '../parking-sessions/caller';
import { paymentMethod } from '../parking-sessions/service';
import type { MoneyDB } from '../parking-sessions/tables';
import { creditRefill, debitPayment, type Ledger, type MoneyTx } from '../wallet/ledger';

export const QUOTE_TTL_MS = 30_000;
/** The first minutes after entering are free (drive in, drive out). */
export const FREE_MINUTES = 15;
const TICKET = /^[A-Za-z0-9-]{1,32}$/;

/** Sandbox gate: minutes since entry; tickets starting with 0 entered just now (a free stay). */
export function ticketMinutes(ticket: string): number {
  if (ticket.startsWith('0')) return 5;
  const h = crypto.createHash('sha256').update(ticket).digest().readUInt32BE(0);
  return 30 + (h % 570);
}

export interface PlaneQuote {
  cost: number;
  sessionId: string;
  parkingNumber: string;
  enteredAt: string;
  validUntil: string;
}

/** Barrier parkings are an account's, in a city that takes their payment. */
function barrierCaller(
  city: CityRow,
  caller: Caller,
): asserts caller is Extract<Caller, { kind: 'account' }> {
  if (caller.kind !== 'account') throw new AppError('TokenNotFound', 401, 'Token not found');
  if (!city.settings.useFlatParking)
    throw new AppError('InDevelopingError', 403, 'Barrier parkings are not paid here in this city');
}

/** A quote's row, locked: whether it was paid is read and written by one payment at a time. */
function lockQuote(tx: MoneyTx, sessionId: string) {
  return tx.trx
    .selectFrom('planar_quotes')
    .select('paid_at')
    .where('session_id', '=', sessionId)
    .forUpdate()
    .executeTakeFirstOrThrow();
}

export class PlanarService {
  constructor(
    private readonly db: Kysely<MoneyDB>,
    private readonly ledger: Ledger,
    private readonly cost: CostService,
    private readonly cityData: CityDataService,
    private readonly orders: OrdersService,
    private readonly clock: MoneyClock,
  ) {
    orders.register('planar', (ctx, payload) => this.fulfil(ctx, payload));
  }

  private async barrier(city: CityRow, parkingNumber: string | undefined) {
    if (!parkingNumber)
      throw new AppError('RequiredField', 400, 'parkingNumber is required', {
        field: 'parkingNumber',
      });
    const parking = await this.cityData.parking(city.code, parkingNumber);
    if (!parking || parking.kind !== 'barrier' || !parking.active || parking.zone_id === null)
      throw new AppError('CantFindParking', 404, `No barrier parking ${parkingNumber}`);
    const zone = (await this.cityData.zones(city.code)).find((z) => z.id === parking.zone_id);
    if (!zone) throw new AppError('ZoneNotFound', 404, 'Zone of the parking not found');
    return { parking, zone };
  }

  private async stayCost(
    city: CityRow,
    zoneCode: string,
    enteredAt: Date,
    now: Date,
    accountId: string,
  ): Promise<number> {
    const minutes = (now.getTime() - enteredAt.getTime()) / 60_000;
    if (minutes <= FREE_MINUTES) return 0;
    const price = await this.cost.price({
      city,
      zone: zoneCode,
      vehicle: '#',
      start: enteredAt,
      durationMinutes: minutes,
      exact: true,
      accountId,
    });
    return price.payKopecks;
  }

  async quote(
    city: CityRow,
    caller: Caller,
    ticketNumber: string | undefined,
    parkingNumber: string | undefined,
  ): Promise<PlaneQuote> {
    barrierCaller(city, caller);
    if (!ticketNumber)
      throw new AppError('RequiredField', 400, 'ticketNumber is required', {
        field: 'ticketNumber',
      });
    if (!TICKET.test(ticketNumber))
      throw new AppError(
        'InvalidFormat',
        400,
        'ticketNumber: letters, digits and dashes, up to 32',
        { field: 'ticketNumber' },
      );
    const { parking, zone } = await this.barrier(city, parkingNumber);
    const now = this.clock.now();
    const enteredAt = new Date(now.getTime() - ticketMinutes(ticketNumber) * 60_000);
    const cost = await this.stayCost(city, zone.code, enteredAt, now, caller.accountId);
    if (cost === 0)
      throw new AppError('ParkingSessionWasFree', 409, 'The stay was free: drive out');
    const expiresAt = new Date(now.getTime() + QUOTE_TTL_MS);
    const row = await this.db
      .insertInto('planar_quotes')
      .values({
        city: city.code,
        account_id: caller.accountId,
        parking_code: parking.code,
        ticket_number: ticketNumber,
        entered_at: enteredAt,
        cost_kopecks: cost,
        expires_at: expiresAt,
      })
      .returning('session_id')
      .executeTakeFirstOrThrow();
    return {
      cost: rub(cost),
      sessionId: row.session_id,
      parkingNumber: parking.code,
      enteredAt: enteredAt.toISOString(),
      validUntil: expiresAt.toISOString(),
    };
  }

  async pay(
    city: CityRow,
    caller: Caller,
    input: { paymentService?: string; parkingNumber?: string; sessionId?: string },
    key: string | null,
  ) {
    barrierCaller(city, caller);
    if (!input.sessionId)
      throw new AppError('RequiredField', 400, 'sessionId is required', { field: 'sessionId' });
    if (!/^[0-9a-f-]{36}$/i.test(input.sessionId))
      throw new AppError('ParkingSessionNotFound', 404, 'Quote not found');
    const method = paymentMethod(city, input.paymentService, caller, 'session');
    const quote = await this.db
      .selectFrom('planar_quotes')
      .selectAll()
      .where('session_id', '=', input.sessionId)
      .where('account_id', '=', caller.accountId)
      .where('city', '=', city.code)
      .executeTakeFirst();
    if (!quote || (input.parkingNumber !== undefined && input.parkingNumber !== quote.parking_code))
      throw new AppError('ParkingSessionNotFound', 404, 'Quote not found');
    if (quote.paid_at)
      throw new AppError('ParkingSessionIsOver', 409, 'This ticket is already paid');
    const now = this.clock.now();
    if (now > quote.expires_at)
      throw new AppError('PriceChangedTryLater', 409, 'The price is no longer valid: ask it again');
    const { zone } = await this.barrier(city, quote.parking_code);
    // The quote holds for its 30 s (spec section 4): the stay is priced up to the quoted instant, so
    // only a changed tariff or benefit moves it, not the seconds spent at the payment step.
    const quotedAt = new Date(quote.expires_at.getTime() - QUOTE_TTL_MS);
    const current = await this.stayCost(
      city,
      zone.code,
      quote.entered_at,
      quotedAt,
      caller.accountId,
    );
    if (current !== Number(quote.cost_kopecks))
      throw new AppError('PriceChangedTryLater', 409, 'The price changed: ask it again');
    const { value } = await this.ledger.run(caller, { key, route: 'payPlane' }, async (tx) => {
      const locked = await lockQuote(tx, quote.session_id);
      if (locked.paid_at)
        throw new AppError('ParkingSessionIsOver', 409, 'This ticket is already paid');
      if (method.methodName === 'balance') {
        await this.settle(tx, quote.session_id, Number(quote.cost_kopecks), 'balance');
        return {
          paid: true,
          cost: rub(Number(quote.cost_kopecks)),
          balance: rub(tx.balance),
          message: 'Оплачено: шлагбаум откроется при выезде',
        } as Record<string, unknown>;
      }
      return (await this.orders.create(
        {
          city,
          owner: caller,
          purpose: 'planar',
          amountKopecks: Number(quote.cost_kopecks),
          paymentService: method.methodName,
          payload: { sessionId: quote.session_id },
        },
        tx.trx,
      )) as unknown as Record<string, unknown>;
    });
    return value;
  }

  private async settle(
    tx: MoneyTx,
    sessionId: string,
    pay: number,
    service: string,
  ): Promise<void> {
    const quote = await tx.trx
      .updateTable('planar_quotes')
      .set({ paid_at: new Date() })
      .where('session_id', '=', sessionId)
      .returningAll()
      .executeTakeFirstOrThrow();
    const op = await tx.operation({
      type: 'paymentGate',
      status: 'done',
      starts_of: quote.entered_at,
      end_of: quote.created_at,
      parking: quote.parking_code,
      sum_kopecks: pay,
      payment_service: service,
      description: `ticket ${quote.ticket_number}`,
    });
    await debitPayment(tx, op.id, pay, 'gate', service);
  }

  private async fulfil(
    ctx: FulfilContext,
    p: Record<string, unknown>,
  ): Promise<Record<string, unknown>> {
    const quote = await lockQuote(ctx.tx, String(p.sessionId));
    // the ticket was paid meanwhile (another link, or the balance): this card money stays on the balance
    if (quote.paid_at) {
      await creditRefill(ctx);
      return { alreadyPaid: true };
    }
    await this.settle(ctx.tx, String(p.sessionId), ctx.amountKopecks, ctx.paymentService);
    return { paid: true };
  }
}

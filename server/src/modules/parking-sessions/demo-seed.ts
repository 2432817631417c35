// Demo money (APP_MODE=demo): the demo drivers get five weeks of history (card top-ups, parkings
// priced by their city's tariffs and calendar, an extension and a cancellation with its refund),
// all through the ledger, so balance = sum of entries. Top-ups come only when a parking needs
// one, so the balance left at the end is small (under 50 р): the demo's first parking of a day
// asks for a top-up, as a real driver's would. An account with operations is left alone.
import { randomUUID } from 'node:crypto';
import { DateTime } from 'luxon';
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { withAccountTables } from '../auth/tables';
import { CitiesRepository } from '../cities/repository';
import { CityDataRepository } from '../city-data/repository';
import { CityDataService } from '../city-data/service';
import { CostService, type Price } from '../cost/service';
import { AppError } from '../../http/envelope';
import { DEMO_PROFILES } from '../profile/demo-profiles';
import { creditRefill, Ledger, type MoneyTx } from '../wallet/ledger';
import { withMoneyTables } from './tables';

/** Days ago, local start hour, minutes, index of the zone among the paid ones, and what happened. */
const STAYS: readonly {
  daysAgo: number;
  hour: number;
  minutes: number;
  zone: number;
  moto?: true;
  renew?: number;
  cancelAfter?: number;
}[] = [
  { daysAgo: 36, hour: 9, minutes: 120, zone: 0 },
  { daysAgo: 33, hour: 14, minutes: 60, zone: 1 },
  { daysAgo: 29, hour: 11, minutes: 90, zone: 2, moto: true },
  { daysAgo: 26, hour: 10, minutes: 180, zone: 0, cancelAfter: 60 },
  { daysAgo: 22, hour: 16, minutes: 60, zone: 3 },
  { daysAgo: 19, hour: 12, minutes: 120, zone: 1, renew: 60 },
  { daysAgo: 15, hour: 9, minutes: 45, zone: 0 },
  { daysAgo: 12, hour: 18, minutes: 90, zone: 4 },
  { daysAgo: 8, hour: 10, minutes: 60, zone: 2 },
  { daysAgo: 5, hour: 13, minutes: 150, zone: 0 },
  { daysAgo: 2, hour: 11, minutes: 60, zone: 1 },
  { daysAgo: 1, hour: 15, minutes: 75, zone: 3 },
];

const TOP_UP_STEP_KOPECKS = 5_000;

/** Returns the e-mails of the drivers it gave a history. */
export async function seedDemoMoney(
  database: Kysely<DB>,
  now: Date = new Date(),
): Promise<string[]> {
  const db = withMoneyTables(database);
  const cities = new CitiesRepository(database);
  const cityData = new CityDataService(new CityDataRepository(database));
  const cost = new CostService(cityData, db);
  const ledger = new Ledger(db);
  const filled: string[] = [];
  for (const demo of DEMO_PROFILES) {
    const city = await cities.findByCode(demo.city);
    const account = await withAccountTables(database)
      .selectFrom('accounts')
      .select('id')
      .where('city', '=', demo.city)
      .where(sql<string>`lower(email)`, '=', demo.email)
      .executeTakeFirst();
    if (!city || !account) continue;
    if (
      await db
        .selectFrom('operations')
        .select('id')
        .where('account_id', '=', account.id)
        .executeTakeFirst()
    )
      continue;
    const zones = (await cityData.zones(demo.city)).filter((z) => !z.special);
    if (zones.length === 0) continue;
    const owner = { city: demo.city, accountId: account.id };
    const local = (daysAgo: number, hour: number, minute = 0) =>
      DateTime.fromJSDate(now, { zone: city.time_zone })
        .minus({ days: daysAgo })
        .set({ hour, minute, second: 0, millisecond: 0 })
        .toJSDate();

    /** Tops up (in steps of 50 р) when the balance cannot pay `kopecks`, five minutes before `at`. */
    const ensure = async (tx: MoneyTx, kopecks: number, at: Date) => {
      if (tx.balance >= kopecks) return;
      const shortfall = kopecks - tx.balance;
      await creditRefill({
        tx,
        amountKopecks: Math.ceil(shortfall / TOP_UP_STEP_KOPECKS) * TOP_UP_STEP_KOPECKS,
        paymentService: 'card',
        at: new Date(at.getTime() - 5 * 60_000),
      });
    };

    // A day the city's calendar does not cover (CalendarIsEmpty) is simply not in the demo.
    const priced = (zone: string, vehicle: string, start: Date, durationMinutes: number) =>
      cost
        .price({ city, zone, vehicle, start, durationMinutes, accountId: null, exact: true })
        .catch((err: unknown) => {
          if (err instanceof AppError) return null;
          throw err;
        });

    // Priced first: the cost service reads outside the ledger's transaction, and PGlite has one
    // connection, so it cannot be asked from inside it.
    const plans: {
      stay: (typeof STAYS)[number];
      zone: string;
      plate: string;
      start: Date;
      paid: Price;
      renewed: Price | null;
      used: Price | null;
    }[] = [];
    for (const stay of STAYS) {
      const zone = zones[stay.zone % zones.length]!;
      const plate = stay.moto ? `1234АВ${demo.region}` : `А123ВС${demo.region}`;
      const start = local(stay.daysAgo, stay.hour, 10);
      const paid = await priced(zone.code, plate, start, stay.minutes);
      if (!paid || paid.payKopecks === 0) continue;
      const renewed = stay.renew ? await priced(zone.code, plate, paid.end, stay.renew) : null;
      const used = stay.cancelAfter
        ? await priced(zone.code, plate, start, stay.cancelAfter)
        : null;
      plans.push({ stay, zone: zone.code, plate, start, paid, renewed, used });
    }

    await ledger.run(owner, { route: 'seed:demo-money' }, async (tx) => {
      for (const { stay, zone, plate, start, paid, renewed, used } of plans) {
        let end = paid.end;
        await ensure(tx, paid.payKopecks, start);
        const session = await tx.trx
          .insertInto('parking_sessions')
          .values({
            reservation_id: `demo-${randomUUID()}`,
            city: demo.city,
            account_id: account.id,
            plate,
            plate_format: 'rus',
            category: stay.moto ? 'A' : 'B',
            zone_code: zone,
            kind: 'road',
            payment_type: 'payment',
            start_at: start,
            end_at: end,
            duration_minutes: stay.minutes,
            status: 'done',
            sum_kopecks: paid.payKopecks,
            discount_percent: 0,
            amount_to_pay_kopecks: paid.payKopecks,
            payment_service: 'balance',
            updated_at: end,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const payment = await tx.operation({
          type: 'payment',
          status: 'done',
          date_operation: start,
          starts_of: start,
          end_of: end,
          duration: stay.minutes,
          zone,
          transport: plate,
          sum_kopecks: paid.payKopecks,
          payment_service: 'balance',
          description: 'payment',
          session_id: session.id,
        });
        await tx.move(-paid.payKopecks, 'payment', payment.id);
        let sum = paid.payKopecks;
        let minutes = stay.minutes;

        if (renewed) {
          const at = new Date(end.getTime() - 10 * 60_000);
          await ensure(tx, renewed.payKopecks, at);
          const renewal = await tx.operation({
            type: 'renew',
            status: 'done',
            date_operation: at,
            starts_of: end,
            end_of: renewed.end,
            duration: renewed.durationMinutes,
            zone,
            transport: plate,
            sum_kopecks: renewed.payKopecks,
            payment_service: 'balance',
            description: 'extension',
            session_id: session.id,
          });
          if (renewed.payKopecks > 0) await tx.move(-renewed.payKopecks, 'renew', renewal.id);
          sum += renewed.payKopecks;
          minutes += renewed.durationMinutes;
          end = renewed.end;
        }
        if (used) {
          // Cancelled early: the unused part goes back to the balance.
          const refund = sum - used.payKopecks;
          if (refund > 0) {
            const cancelled = await tx.operation({
              type: 'cancel',
              status: 'done',
              date_operation: used.end,
              starts_of: used.end,
              end_of: end,
              zone,
              transport: plate,
              sum_kopecks: refund,
              payment_service: 'balance',
              description: 'cancel',
              session_id: session.id,
            });
            await tx.move(refund, 'refund', cancelled.id);
            sum -= refund;
          }
          minutes = used.durationMinutes;
          end = used.end;
        }
        if (renewed || used) {
          await tx.trx
            .updateTable('parking_sessions')
            .set({
              end_at: end,
              duration_minutes: minutes,
              sum_kopecks: sum,
              amount_to_pay_kopecks: sum,
              status: used ? 'cancelled' : 'done',
              updated_at: end,
            })
            .where('id', '=', session.id)
            .execute();
        }
      }
    });
    filled.push(demo.email);
  }
  return filled;
}

// Prices a stay: the zone (or, where the city pays by parking id, the parking's zone), the stay
// split by the shared splitStay at interval, midnight and day-kind boundaries on the city's wall
// clock, then the largest applicable benefit plus the city's card bonus (applyDiscount). Money is
// kopecks inside, roubles floored to 2 decimals on the way out (spec section 5).
import { DateTime } from 'luxon';
import type { Kysely } from 'kysely';
import {
  applyDiscount,
  normalisePlate,
  splitStay,
  toZoned,
  validatePlate,
  TODAY_COST_PREVIEW_MINUTES,
  type Benefit,
  type PlateFormat,
  type StayPiece,
} from '@parking/shared/domain';
import type { CostResult } from '@parking/shared/contracts';
import type { CityRow } from '../../db/schema';
import { AppError } from '../../http/envelope';
import type { CityDataService, Zone } from '../city-data/service';
import type { MoneyDB } from '../parking-sessions/tables';

export interface PriceRequest {
  city: CityRow;
  zone?: string;
  parkingCode?: string;
  vehicle: string;
  /** Stay start; now when absent. */
  start: Date;
  durationMinutes: number;
  accountId: string | null;
  paymentService?: string;
  /** Internal: price exactly this (possibly fractional) duration, with no preview default or bounds. */
  exact?: boolean;
}

export interface Price {
  zone: Zone | null;
  parkingCode: string | null;
  plate: string;
  start: Date;
  end: Date;
  durationMinutes: number;
  intervals: StayPiece[];
  totalKopecks: number;
  discountKopecks: number;
  payKopecks: number;
  discountPercent: number;
  benefitName: string;
}

export const rub = (kopecks: number) => Math.floor(kopecks) / 100;

/** Plate check of every money call: required (EmptyTs) and the shared plate rules. */
export function checkPlate(value: string | undefined, format: PlateFormat = 'rus'): string {
  if (!value) throw new AppError('EmptyTs', 400, 'Choose a vehicle');
  const problem = validatePlate(value, format);
  if (problem) throw new AppError('InvalidFormat', 400, problem, { field: 'Vehicle' });
  return normalisePlate(value);
}

/** 'timestart' as ISO or 'YYYY-MM-DD HH:mm', wall time in the city's zone when it has no offset. */
export function parseStart(value: string | undefined, timeZone: string): Date | null {
  if (value === undefined) return null;
  let dt = toZoned(value.replace(' ', 'T'), timeZone);
  if (!dt.isValid) dt = DateTime.fromFormat(value, 'dd.MM.yyyy HH:mm', { zone: timeZone });
  return dt.isValid ? dt.toJSDate() : null;
}

export class CostService {
  constructor(
    private readonly cityData: CityDataService,
    private readonly db: Kysely<MoneyDB>,
  ) {}

  async benefits(accountId: string | null, city: string): Promise<Benefit[]> {
    if (!accountId) return [];
    const rows = await this.db
      .selectFrom('benefits')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('city', '=', city)
      .execute();
    return rows.map((b) => ({
      name: b.name,
      sale: Number(b.percent),
      zone: b.zone,
      transport: b.transport,
      startOf: b.starts_at ? b.starts_at.toISOString() : null,
      endOf: b.ends_at ? b.ends_at.toISOString() : null,
    }));
  }

  /** Zone of a request: the parking's when the city pays by parking id and one is named. */
  async resolveZone(
    city: CityRow,
    zoneCode: string | undefined,
    parkingCode: string | undefined,
  ): Promise<{ zone: Zone | null; parkingCode: string | null }> {
    if (parkingCode && city.settings.paymentByParkingId) {
      const parking = await this.cityData.parking(city.code, parkingCode);
      if (!parking || !parking.active)
        throw new AppError('ZoneNotFound', 404, `Parking ${parkingCode} not found`);
      // a barrier (planar) parking is paid by its ticket (costPlane / payPlane), never by the hour
      if (parking.kind === 'barrier')
        throw new AppError(
          'CantFindParking',
          404,
          `Parking ${parkingCode} is a barrier parking: it is paid by ticket`,
          { field: 'ParkingCode' },
        );
      if (parking.zone_id === null || parking.category === 'free')
        return { zone: null, parkingCode: parking.code };
      const zone =
        (await this.cityData.zones(city.code)).find((z) => z.id === parking.zone_id) ?? null;
      if (!zone)
        throw new AppError('ZoneNotFound', 404, `Zone of parking ${parkingCode} not found`);
      return { zone, parkingCode: parking.code };
    }
    if (!zoneCode) throw new AppError('NoZoneSelected', 400, 'Select the parking zone');
    const zone = await this.cityData.zone(city.code, zoneCode);
    if (!zone) throw new AppError('ZoneNotFound', 404, `Zone ${zoneCode} not found`);
    return { zone, parkingCode: null };
  }

  async price(request: PriceRequest): Promise<Price> {
    const { city } = request;
    const max = city.settings.intervals?.max ?? 1440;
    const duration = request.exact
      ? Math.max(0, request.durationMinutes)
      : request.durationMinutes > 0
        ? request.durationMinutes
        : TODAY_COST_PREVIEW_MINUTES;
    if (!request.exact && (!Number.isInteger(duration) || duration > Math.max(max, 1440)))
      throw new AppError(
        'CostCalculationError',
        400,
        `Duration must be 1..${Math.max(max, 1440)} minutes`,
      );
    const { zone, parkingCode } = await this.resolveZone(city, request.zone, request.parkingCode);
    const end = new Date(request.start.getTime() + duration * 60_000);
    const base = {
      zone,
      parkingCode,
      plate: request.vehicle,
      start: request.start,
      end,
      durationMinutes: duration,
    };
    if (!zone || duration === 0) {
      return {
        ...base,
        intervals: [],
        totalKopecks: 0,
        discountKopecks: 0,
        payKopecks: 0,
        discountPercent: 0,
        benefitName: '',
      };
    }
    const split = splitStay({
      start: request.start,
      durationMinutes: duration,
      tariff: zone.tariff,
      calendar: await this.cityData.calendar(),
      timeZone: city.time_zone,
    });
    if (!split.ok)
      throw new AppError(split.error, split.error === 'TariffNotFound' ? 404 : 409, split.error);
    const bonus =
      city.settings.useBonus && request.paymentService === 'card'
        ? city.settings.bonusDiscountPercent
        : 0;
    const discount = applyDiscount(split.total, await this.benefits(request.accountId, city.code), {
      at: request.start,
      vehicle: request.vehicle,
      zone: zone.code,
      timeZone: city.time_zone,
      bonusPercent: bonus,
    });
    const discountKopecks = Math.round(discount.discount * 100);
    return {
      ...base,
      intervals: split.intervals,
      totalKopecks: split.total,
      discountKopecks,
      payKopecks: split.total - discountKopecks,
      discountPercent: discount.discountPercent,
      benefitName: discount.benefitName,
    };
  }

  /** A price (for the remaining part of a session: from `from` to `to`) with a known discount percent. */
  async priceSpan(
    city: CityRow,
    zoneCode: string,
    from: Date,
    to: Date,
    discountPercent: number,
  ): Promise<number> {
    const zone = await this.cityData.zone(city.code, zoneCode);
    if (!zone) return 0;
    const minutes = (to.getTime() - from.getTime()) / 60_000;
    if (minutes <= 0) return 0;
    const split = splitStay({
      start: from,
      durationMinutes: minutes,
      tariff: zone.tariff,
      calendar: await this.cityData.calendar(),
      timeZone: city.time_zone,
    });
    if (!split.ok) throw new AppError(split.error, 409, split.error);
    return split.total - Math.floor((split.total * discountPercent) / 100);
  }

  toResult(price: Price, balanceKopecks: number): CostResult {
    const rest = Math.max(0, price.payKopecks - balanceKopecks);
    return {
      price: rub(price.totalKopecks),
      sumSale: rub(price.discountKopecks),
      totalcost: rub(price.payKopecks),
      totaldiscount: rub(price.discountKopecks),
      benefit: price.discountPercent,
      benefitsName: price.benefitName,
      balance: rub(balanceKopecks),
      moneyEnough: balanceKopecks >= price.payKopecks,
      priceRest: rub(rest),
      refill: rub(rest),
      intervals: price.intervals.map((i) => ({
        from: i.from,
        to: i.to,
        minutes: i.minutes,
        dayKind: i.dayKind,
        pricePerHour: rub(i.pricePerHour),
        cost: rub(i.cost),
      })),
      costData: {
        zone: price.zone?.code ?? null,
        zoneName: price.zone?.name ?? null,
        parkingCode: price.parkingCode,
        vehicle: price.plate,
        start: price.start.toISOString(),
        end: price.end.toISOString(),
        duration: price.durationMinutes,
      },
    };
  }
}

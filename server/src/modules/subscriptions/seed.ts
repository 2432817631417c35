// Demo data (APP_MODE=demo; also every test database): the offer catalogue of both cities and the
// privileges of the demo drivers. Only missing rows are added (unique codes / order numbers).
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { withAccountTables } from '../auth/tables';
import { withSubscriptionTables, type PermitType } from './tables';

interface DemoOffer {
  code: string;
  name: string;
  type: PermitType;
  days: number;
  zones?: string;
  perZone?: boolean;
  rub: number;
  description: string;
  yesterday?: boolean;
}

const offers = (resident: string): DemoOffer[] => [
  {
    code: 'PREV-DAY',
    name: 'Вчерашний день',
    type: 'prev_day',
    days: 1,
    rub: 300,
    description: 'Все зоны за вчерашний день: оплата парковки задним числом',
    yesterday: true,
  },
  {
    code: 'DAY-ZONES',
    name: 'Суточный по зонам',
    type: 'day',
    days: 1,
    perZone: true,
    rub: 150,
    description: 'Сутки в выбранных зонах, цена за каждую зону',
  },
  {
    code: 'DAY-ALL',
    name: 'Суточный, весь город',
    type: 'day',
    days: 1,
    rub: 400,
    description: 'Сутки во всех зонах города',
  },
  {
    code: 'WEEK-ZONES',
    name: 'Недельный по зонам',
    type: 'week',
    days: 7,
    perZone: true,
    rub: 700,
    description: 'Семь дней в выбранных зонах, цена за каждую зону',
  },
  {
    code: 'WEEK-ALL',
    name: 'Недельный, весь город',
    type: 'week',
    days: 7,
    rub: 2000,
    description: 'Семь дней во всех зонах города',
  },
  {
    code: 'MONTH-ZONES',
    name: 'Месячный по зонам',
    type: 'mounth',
    days: 30,
    perZone: true,
    rub: 2500,
    description: 'Тридцать дней в выбранных зонах, цена за каждую зону',
  },
  {
    code: 'MONTH-ALL',
    name: 'Месячный, весь город',
    type: 'mounth',
    days: 30,
    rub: 6000,
    description: 'Тридцать дней во всех зонах города',
  },
  {
    code: 'MONTH-RESIDENT',
    name: 'Резидентный месячный',
    type: 'mounth',
    days: 30,
    zones: resident,
    rub: 500,
    description: 'Тридцать дней в резидентной зоне',
  },
  {
    code: 'QUARTER-ALL',
    name: 'Квартальный, весь город',
    type: 'quarter',
    days: 90,
    rub: 15000,
    description: 'Девяносто дней во всех зонах города',
  },
  {
    code: 'YEAR-ALL',
    name: 'Годовой, весь город',
    type: 'year',
    days: 365,
    rub: 50000,
    description: 'Год во всех зонах города',
  },
];

const CITIES = [
  {
    city: 'sevastopol',
    resident: '900',
    email: 'driver@sevastopol.demo',
    region: '92',
    quarter: '91:03:001001',
  },
  {
    city: 'rostov',
    resident: '290',
    email: 'driver@rostov.demo',
    region: '61',
    quarter: '61:44:0050101',
  },
];

export async function seedDemoSubscriptions(database: Kysely<DB>): Promise<void> {
  const db = withSubscriptionTables(database);
  for (const c of CITIES) {
    const city = await db
      .selectFrom('cities')
      .select('code')
      .where('code', '=', c.city)
      .executeTakeFirst();
    if (!city) continue;
    await db
      .insertInto('subscription_offers')
      .values(
        offers(c.resident).map((o, i) => ({
          city: c.city,
          code: o.code,
          name: o.name,
          permit_type: o.type,
          days: o.days,
          zones: o.zones ?? 'all',
          per_zone: o.perZone ?? false,
          cost_kopecks: o.rub * 100,
          description: o.description,
          sort_order: (i + 1) * 10,
          start_rule: o.yesterday ? 'yesterday' : 'any',
        })),
      )
      .onConflict((oc) => oc.columns(['city', 'code']).doNothing())
      .execute();
    const account = await withAccountTables(database)
      .selectFrom('accounts')
      .select('id')
      .where('city', '=', c.city)
      .where(sql<string>`lower(email)`, '=', c.email)
      .executeTakeFirst();
    if (!account) continue;
    // both on the motorcycle, so the main car's prices (other journeys use it) stay the tariff's
    await db
      .insertInto('benefits')
      .values([
        {
          city: c.city,
          account_id: account.id,
          name: 'Резидент',
          variation: 'resident',
          permit_type: 'resident',
          zone: c.resident,
          cadastral_quarter: c.quarter,
          transport: `1234АВ${c.region}`,
          percent: 100,
          starts_at: new Date('2025-01-01T00:00:00Z'),
          ends_at: new Date('2030-12-31T20:59:00Z'),
          order_num: `RES-${c.city}-1`,
        },
        {
          city: c.city,
          account_id: account.id,
          name: 'Многодетная семья',
          variation: 'benefit',
          permit_type: 'large_family',
          zone: '#',
          cadastral_quarter: null,
          transport: `1234АВ${c.region}`,
          percent: 50,
          starts_at: new Date('2025-01-01T00:00:00Z'),
          ends_at: new Date('2030-12-31T20:59:00Z'),
          order_num: `BEN-${c.city}-1`,
        },
      ])
      .onConflict((oc) => oc.column('order_num').doNothing())
      .execute();
  }
}

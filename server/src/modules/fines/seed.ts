// Demo fines (APP_MODE=demo) for the demo drivers' plates (profile/demo-profiles.ts: А123ВС with
// STS 12АВ345678, and the motorcycle 1234АВ) in both cities, one per status, plus one matched only
// by the STS (an old plate) and one of a stranger's car that nobody's list shows. Added where missing.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { finePhoto } from './photo';
import { withFinesTables, type FinesTable, type FineStatus } from './tables';
import type { Insertable } from 'kysely';

interface CityFines {
  city: string;
  region: string;
  /** Digits in the UINs of this city. */
  code: string;
  article: string;
  provider: string;
  streets: string[];
  amount: number;
}

const CITIES: CityFines[] = [
  {
    city: 'sevastopol',
    region: '92',
    code: '92',
    article:
      'ч. 1 ст. 5.1 Закона г. Севастополя № 130-ЗС «Об административных правонарушениях» — неуплата за размещение ТС на платной парковке',
    provider: 'ГКУ «Севастопольский парковочный центр»',
    streets: [
      'ул. Большая Морская, 12',
      'пр-т Нахимова, 4',
      'ул. Ленина, 30',
      'пл. Лазарева, 1',
      'ул. Гоголя, 14',
    ],
    amount: 3000,
  },
  {
    city: 'rostov',
    region: '61',
    code: '61',
    article:
      'ст. 5.3 Областного закона № 273-ЗС «Об административных правонарушениях» — неуплата за размещение ТС на платной парковке',
    provider: 'МКУ «Городской центр управления парковками» г. Ростова-на-Дону',
    streets: [
      'ул. Большая Садовая, 47',
      'пр-т Будённовский, 15',
      'ул. Пушкинская, 88',
      'пер. Газетный, 52',
      'ул. Суворова, 19',
    ],
    amount: 2500,
  },
];

const STATUSES: { status: FineStatus; paidShare: number }[] = [
  { status: 'paid', paidShare: 1 },
  { status: 'partlyPaid', paidShare: 0.5 },
  { status: 'unpaid', paidShare: 0 },
  { status: 'suspended', paidShare: 0 },
  { status: 'sent', paidShare: 0 },
  { status: 'delivered', paidShare: 0 },
  { status: 'cancelled', paidShare: 0 },
  { status: 'signed', paidShare: 0 },
  { status: 'returned', paidShare: 0 },
  { status: 'sentToBailiffs', paidShare: 0 },
];

export const DEMO_FINE_STS = '12АВ345678';

/** 20-digit UIN: 188 + city code + 15-digit sequence. */
export const demoUin = (code: string, n: number) => `18810${code}${String(n).padStart(13, '0')}`;

export function demoFines(def: CityFines): Insertable<FinesTable>[] {
  const rows: Insertable<FinesTable>[] = [];
  const at = (day: number, hour: number) => new Date(Date.UTC(2025, 2, 1 + day, hour - 3, 15));
  STATUSES.forEach(({ status, paidShare }, i) => {
    const offence = at(i * 6, 10 + (i % 7));
    const total = def.amount * 100;
    rows.push({
      uin: demoUin(def.code, i + 1),
      city: def.city,
      article: def.article,
      place: def.streets[i % def.streets.length]!,
      offense_date: offence,
      ruling_date:
        status === 'unpaid' && i % 2 === 0 ? null : new Date(offence.getTime() + 5 * 86_400_000),
      issued_at: new Date(offence.getTime() + 86_400_000),
      order_number: `${def.code}/ПП-${String(1000 + i * 37)}`,
      fine_status: status,
      total_sum_kopecks: total,
      paid_sum_kopecks: Math.round(total * paidShare),
      // the motorcycle gets every fourth fine
      grz: i % 4 === 3 ? `1234АВ${def.region}` : `А123ВС${def.region}`,
      sts: i % 4 === 3 ? null : DEMO_FINE_STS,
      period_start: offence,
      period_end: new Date(offence.getTime() + 95 * 60_000),
      type: 'parking',
      provider: def.provider,
    });
  });
  const old = at(70, 9);
  // matched by the certificate only: the car had another plate then
  rows.push({
    ...rows[2]!,
    uin: demoUin(def.code, 11),
    grz: `М001ММ${def.region}`,
    sts: DEMO_FINE_STS,
    offense_date: old,
    issued_at: new Date(old.getTime() + 86_400_000),
    ruling_date: null,
    period_start: old,
    period_end: new Date(old.getTime() + 40 * 60_000),
    order_number: `${def.code}/ПП-2001`,
  });
  // a stranger's car: nobody's list shows it
  rows.push({
    ...rows[2]!,
    uin: demoUin(def.code, 12),
    grz: `Х999ХХ${def.region}`,
    sts: '77ХХ000001',
    order_number: `${def.code}/ПП-2002`,
  });
  return rows;
}

/** Returns how many fines it added. */
export async function seedDemoFines(database: Kysely<DB>): Promise<number> {
  const db = withFinesTables(database);
  let added = 0;
  for (const def of CITIES) {
    if (
      !(await db
        .selectFrom('cities')
        .select('code')
        .where('code', '=', def.city)
        .executeTakeFirst())
    )
      continue;
    for (const row of demoFines(def)) {
      const result = await db
        .insertInto('fines')
        .values({ ...row, image_png: finePhoto(row.uin) })
        .onConflict((oc) => oc.column('uin').doNothing())
        .executeTakeFirst();
      added += Number(result.numInsertedOrUpdatedRows ?? 0);
    }
  }
  return added;
}

// Demo companies (APP_MODE=demo): the accounts module seeds one corporate login per city; this
// adds a second, then gives every demo company vehicles with trackers, drivers, a topped-up
// balance and parkings its drivers made (operations with driver_phone, through the wallet's
// ledger so balance = sum of entries). A company that already has vehicles is left alone.
import { randomUUID } from 'node:crypto';
import type { Kysely } from 'kysely';
import {
  classifyCorporatePlate,
  DEFAULT_CORPORATE_COUNTRY,
  detectPlateType,
  normaliseCorporatePlate,
  splitDriverName,
} from '@parking/shared/domain';
import type { DB } from '../../db/schema';
import { AccountsRepository } from '../auth/repository';
import { withAccountTables } from '../auth/tables';
import { Ledger, newOrderNumber } from '../wallet/ledger';
import { withCorporateTables } from './tables';

interface DemoCompany {
  city: string;
  inn: string;
  contractNumber: string;
  name: string;
  email: string;
  zones: [string, string];
  vehicles: { plate: string; vin: string | null; imei: string | null; active?: boolean }[];
  /** `vehicle` is an index into `vehicles`. */
  drivers: { fio: string; phone: string; vehicle: number | null; active?: boolean }[];
}

/** The second company of each city; the first comes from auth/demo-accounts.ts. */
export const SECOND_DEMO_COMPANIES = [
  {
    city: 'sevastopol',
    inn: '9204000002',
    contractNumber: 'SEV-002',
    name: 'ООО «Транзит Юг»',
    email: 'transit@sevastopol.demo',
  },
  {
    city: 'rostov',
    inn: '6164000002',
    contractNumber: 'ROS-002',
    name: 'ООО «Дон Логистик»',
    email: 'logistic@rostov.demo',
  },
] as const;

const fleet = (region: string, n: number): Pick<DemoCompany, 'vehicles' | 'drivers'> => ({
  vehicles: [
    {
      plate: `А${n}01ВС${region}`,
      vin: `XTA21099${n}0000001${n}`.slice(0, 17),
      imei: `35000000000${n}001`,
    },
    {
      plate: `М${n}02КН${region}`,
      vin: `XTA21099${n}0000002${n}`.slice(0, 17),
      imei: `35000000000${n}002`,
    },
    { plate: `Т${n}03ОР${region}`, vin: null, imei: `35000000000${n}003`, active: false },
    { plate: 'WAW 12345', vin: null, imei: null },
  ],
  drivers: [
    { fio: 'Соколов Андрей Викторович', phone: `7900${region}0${n}001`, vehicle: 0 },
    { fio: 'Лебедева Ольга Петровна', phone: `7900${region}0${n}002`, vehicle: 1 },
    { fio: 'Морозов Дмитрий', phone: `7900${region}0${n}003`, vehicle: 2, active: false },
  ],
});

export const DEMO_COMPANIES: readonly DemoCompany[] = [
  {
    city: 'sevastopol',
    inn: '9204000001',
    contractNumber: 'SEV-001',
    name: '',
    email: '',
    zones: ['101', '102'],
    ...fleet('92', 1),
  },
  { ...SECOND_DEMO_COMPANIES[0], zones: ['103', '104'], ...fleet('92', 2) },
  {
    city: 'rostov',
    inn: '6164000001',
    contractNumber: 'ROS-001',
    name: '',
    email: '',
    zones: ['201', '202'],
    ...fleet('61', 1),
  },
  { ...SECOND_DEMO_COMPANIES[1], zones: ['203', '204'], ...fleet('61', 2) },
];

const HOUR = 3_600_000;

/** Returns 'city:inn' of the companies it filled in. */
export async function seedDemoCorporate(database: Kysely<DB>): Promise<string[]> {
  const accounts = new AccountsRepository(withAccountTables(database));
  const db = withCorporateTables(database);
  const ledger = new Ledger(db);
  const filled: string[] = [];
  for (const demo of DEMO_COMPANIES) {
    if (!(await accounts.findCity(demo.city))) continue;
    let company = await accounts.findCorporate(demo.city, demo.inn, demo.contractNumber);
    if (!company && demo.name) {
      company = await accounts.createAccount({
        city: demo.city,
        kind: 'corporate',
        email: demo.email,
        emailConfirmed: true,
        passwordHash: null,
        companyName: demo.name,
        inn: demo.inn,
        contractNumber: demo.contractNumber,
      });
    }
    if (!company) continue;
    const accountId = company.id;
    const { city } = demo;
    const has = await db
      .selectFrom('corporate_vehicles')
      .select('id')
      .where('account_id', '=', accountId)
      .executeTakeFirst();
    if (has) continue;

    await db.transaction().execute(async (trx) => {
      const vehicleIds: string[] = [];
      for (const v of demo.vehicles) {
        const plate = normaliseCorporatePlate(v.plate);
        const row = await trx
          .insertInto('corporate_vehicles')
          .values({
            account_id: accountId,
            city,
            plate,
            format: classifyCorporatePlate(plate),
            country: DEFAULT_CORPORATE_COUNTRY,
            active: v.active ?? true,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        vehicleIds.push(row.id);
        if (v.vin || v.imei) {
          await trx
            .insertInto('tracking_devices')
            .values({
              account_id: accountId,
              city,
              vin: v.vin,
              imei: v.imei,
              vehicle_id: row.id,
              active: v.active ?? true,
            })
            .execute();
        }
      }
      for (const d of demo.drivers) {
        const name = splitDriverName(d.fio);
        await trx
          .insertInto('corporate_drivers')
          .values({
            account_id: accountId,
            city,
            last_name: name.lastName,
            first_name: name.firstName,
            patronymic: name.patronymic,
            phone: d.phone,
            vehicle_id: d.vehicle === null ? null : vehicleIds[d.vehicle]!,
            active: d.active ?? true,
          })
          .execute();
      }
    });

    // Money: a top-up a week ago, then one finished parking per driver with a car on the days after.
    const now = Date.now();
    await ledger.run({ city, accountId }, { route: 'seed:corporate' }, async (tx) => {
      const refill = await tx.operation({
        type: 'refill',
        status: 'done',
        date_operation: new Date(now - 7 * 24 * HOUR),
        sum_kopecks: 1_000_000,
        payment_service: 'card',
        description: 'Пополнение по договору',
      });
      await tx.move(1_000_000, 'refill', refill.id);
    });
    const parked = demo.drivers.filter((d) => d.vehicle !== null);
    for (const [i, driver] of parked.entries()) {
      const plate = normaliseCorporatePlate(demo.vehicles[driver.vehicle!]!.plate).replace(
        /\s+/g,
        '',
      );
      const start = new Date(now - (6 - i) * 24 * HOUR - 3 * HOUR);
      const end = new Date(start.getTime() + (i + 1) * HOUR);
      const minutes = (i + 1) * 60;
      const sum = (i + 1) * 6_000;
      const zone = demo.zones[i % 2]!;
      await ledger.run({ city, accountId }, { route: 'seed:corporate' }, async (tx) => {
        const session = await tx.trx
          .insertInto('parking_sessions')
          .values({
            reservation_id: `coop-${randomUUID()}`,
            city,
            account_id: accountId,
            plate: plate.slice(0, 9),
            plate_format: detectPlateType(plate) ? 'rus' : 'foreign',
            category: 'B',
            zone_code: zone,
            kind: 'road',
            payment_type: 'payment',
            start_at: start,
            end_at: end,
            duration_minutes: minutes,
            status: 'done',
            sum_kopecks: sum,
            discount_percent: 0,
            amount_to_pay_kopecks: sum,
            payment_service: 'balance',
            phone: driver.phone,
            updated_at: end,
          })
          .returning('id')
          .executeTakeFirstOrThrow();
        const operation = await tx.operation({
          type: 'payment',
          status: 'done',
          order_number: newOrderNumber('C'),
          date_operation: start,
          starts_of: start,
          end_of: end,
          duration: minutes,
          zone,
          transport: plate,
          sum_kopecks: sum,
          driver_phone: driver.phone,
          payment_service: 'balance',
          session_id: session.id,
        });
        await tx.move(-sum, 'payment', operation.id);
      });
    }
    filled.push(`${city}:${demo.inn}`);
  }
  return filled;
}

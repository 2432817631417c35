// Demo accounts for both cities (APP_MODE=demo), added only where missing: the seed calls
// seedDemoAccounts after the cities. Passwords are hashed like any other (see passwords.ts).
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { hashPassword } from './passwords';
import { AccountsRepository, type NewAccount } from './repository';
import { withAccountTables } from './tables';

export const DEMO_PASSWORD = 'Demo1234';

type DemoAccount = Omit<NewAccount, 'passwordHash'> & { password: string | null };

export const DEMO_ACCOUNTS: readonly DemoAccount[] = [
  // Sevastopol
  {
    city: 'sevastopol',
    kind: 'private',
    email: 'driver@sevastopol.demo',
    emailConfirmed: true,
    password: DEMO_PASSWORD,
    firstName: 'Иван',
    lastName: 'Петров',
    middleName: 'Сергеевич',
    phone: '79780000001',
  },
  {
    city: 'sevastopol',
    kind: 'private',
    email: null,
    password: DEMO_PASSWORD,
    firstName: 'Мария',
    lastName: 'Смирнова',
    middleName: '',
    phone: '79780000002',
  },
  {
    city: 'sevastopol',
    kind: 'private',
    email: 'nopass@sevastopol.demo',
    emailConfirmed: true,
    password: null,
    firstName: 'Олег',
    lastName: 'Беспарольный',
    phone: '79780000003',
  },
  {
    city: 'sevastopol',
    kind: 'corporate',
    email: 'corp@sevastopol.demo',
    emailConfirmed: true,
    password: null,
    companyName: 'ООО «Демо Севастополь»',
    inn: '9204000001',
    contractNumber: 'SEV-001',
  },
  // Rostov-on-Don
  {
    city: 'rostov',
    kind: 'private',
    email: 'driver@rostov.demo',
    emailConfirmed: true,
    password: DEMO_PASSWORD,
    firstName: 'Алексей',
    lastName: 'Кузнецов',
    middleName: 'Игоревич',
    phone: '79280000001',
  },
  {
    city: 'rostov',
    kind: 'private',
    email: null,
    password: DEMO_PASSWORD,
    firstName: 'Елена',
    lastName: 'Попова',
    middleName: '',
    phone: '79280000002',
  },
  {
    city: 'rostov',
    kind: 'private',
    email: 'nopass@rostov.demo',
    emailConfirmed: true,
    password: null,
    firstName: 'Пётр',
    lastName: 'Беспарольный',
    phone: '79280000003',
  },
  {
    city: 'rostov',
    kind: 'corporate',
    email: 'corp@rostov.demo',
    emailConfirmed: true,
    password: null,
    companyName: 'ООО «Демо Ростов»',
    inn: '6164000001',
    contractNumber: 'ROS-001',
  },
];

/** Adds the demo accounts of the cities that exist; returns the logins it added. */
export async function seedDemoAccounts(db: Kysely<DB>): Promise<string[]> {
  const repo = new AccountsRepository(withAccountTables(db));
  const added: string[] = [];
  let demoHash: string | undefined;
  for (const demo of DEMO_ACCOUNTS) {
    if (!(await repo.findCity(demo.city))) continue;
    const exists =
      (demo.email && (await repo.findByEmail(demo.city, demo.email))) ||
      (demo.phone && (await repo.phoneTaken(demo.city, demo.phone))) ||
      (demo.inn &&
        demo.contractNumber &&
        (await repo.findCorporate(demo.city, demo.inn, demo.contractNumber)));
    if (exists) continue;
    const { password, ...account } = demo;
    // One hash for the shared demo password keeps the seed fast (it runs for every test file).
    if (password !== null) demoHash ??= await hashPassword(password);
    await repo.transaction((trx) =>
      trx.createAccount({ ...account, passwordHash: password === null ? null : demoHash! }),
    );
    added.push(`${demo.city}:${demo.email ?? demo.phone ?? demo.inn}`);
  }
  return added;
}

// Demo vehicles, a document and settings for the accounts module's demo drivers (found by their
// e-mail in auth/demo-accounts.ts), APP_MODE=demo only. Written through the services, so they obey
// the same rules; an account that already has vehicles / documents / settings is left alone.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { DocumentsService } from '../documents/service';
import { SettingsRepository } from '../settings/repository';
import { VehiclesService } from '../vehicles/service';
import { withProfileTables } from './tables';

interface DemoProfile {
  city: string;
  email: string;
  region: string;
}

export const DEMO_PROFILES: readonly DemoProfile[] = [
  { city: 'sevastopol', email: 'driver@sevastopol.demo', region: '92' },
  { city: 'rostov', email: 'driver@rostov.demo', region: '61' },
];

/** Returns the e-mails of the drivers it filled in. */
export async function seedDemoProfiles(database: Kysely<DB>): Promise<string[]> {
  const db = withProfileTables(database);
  const vehicles = new VehiclesService(db);
  const documents = new DocumentsService(db);
  const filled: string[] = [];
  for (const demo of DEMO_PROFILES) {
    const account = await db
      .selectFrom('accounts')
      .select('id')
      .where('city', '=', demo.city)
      .where(sql<string>`lower(email)`, '=', demo.email)
      .executeTakeFirst();
    if (!account) continue;
    let touched = false;
    if ((await vehicles.list(account.id)).length === 0) {
      // A standard car (main), a motorcycle (category A) and a foreign car.
      await vehicles.create(account.id, {
        plate: `А123ВС${demo.region}`,
        format: 'rus',
        category: 'B',
        sts: '12АВ345678',
        main: true,
      });
      await vehicles.create(account.id, {
        plate: `1234АВ${demo.region}`,
        format: 'rus',
        category: 'A',
      });
      await vehicles.create(account.id, { plate: 'LV1234', format: 'foreign', category: 'B' });
      touched = true;
    }
    if ((await documents.list(account.id)).length === 0) {
      await documents.create(account.id, { type: 'VU', number: '99 АВ 123456' });
      touched = true;
    }
    const settings = new SettingsRepository(db);
    if (!(await settings.find(account.id))) {
      await settings.set(account.id, 'report_history_operation', true);
      touched = true;
    }
    if (touched) filled.push(demo.email);
  }
  return filled;
}

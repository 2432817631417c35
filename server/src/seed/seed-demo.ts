// Demo data, written only in APP_MODE=demo and only where missing, so a restart (or an edit made
// through the database) is never overwritten. Later features add their demo rows here.
import type { Kysely } from 'kysely';
import type { DB } from '../db/schema';
import { saveCities } from './city-definition';
import { DEMO_CITIES } from './demo-cities';
import { seedDemoCorporate } from '../modules/corporate/seed';
import { seedDemoAccounts } from '../modules/auth/demo-accounts';
import { seedCityData } from '../modules/city-data/seed';
import { seedDemoProfiles } from '../modules/profile/demo-profiles';
import { seedFinesReceiptsFeedbackContent } from '../modules/content/demo-seed';
import { seedDemoSubscriptions } from '../modules/subscriptions/seed';
import { seedDemoMoney } from '../modules/parking-sessions/demo-seed';

export interface SeedReport {
  cities: string[];
}

export interface SeedOptions {
  /**
   * The demo drivers' weeks of top-ups and parkings (default on). Server tests turn it off: they
   * count the operations and balances they make themselves.
   */
  money?: boolean;
}

export async function seedDemo(db: Kysely<DB>, options: SeedOptions = {}): Promise<SeedReport> {
  const cities = await saveCities(db, DEMO_CITIES);
  await seedDemoAccounts(db);
  await seedCityData(db); // zones, parkings, map objects, calendar (issue 5)
  await seedDemoProfiles(db);
  await seedDemoCorporate(db);
  await seedFinesReceiptsFeedbackContent(db); // fines, appeals, news, pages, SMS commands (issue 8)
  await seedDemoSubscriptions(db); // offers and demo privileges (issue 7)
  if (options.money ?? true) await seedDemoMoney(db); // the demo drivers' history and balance (issues 5, 6)
  return { cities };
}

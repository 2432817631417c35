// Issue 8's demo data in one call from seed/seed-demo.ts (after the accounts and profiles, whose
// drivers and plates it uses): content, fines, appeals.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { seedDemoAppeals } from '../feedback/seed';
import { seedDemoFines } from '../fines/seed';
import { seedDemoContent } from './seed';

export async function seedFinesReceiptsFeedbackContent(db: Kysely<DB>): Promise<void> {
  await seedDemoContent(db);
  await seedDemoFines(db);
  await seedDemoAppeals(db);
}

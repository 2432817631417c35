// Demo appeals (APP_MODE=demo): two-sided threads for the demo drivers of both cities, written
// through the same paths as real ones (the driver's message, then operatorReply). Only for a
// driver who has no appeals yet.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { operatorReply } from './operator';
import { FeedbackRepository } from './repository';
import { withFeedbackTables, type AppealStatus } from './tables';

interface DemoThread {
  subject: string | null;
  driver: string;
  operator: string;
  status: AppealStatus;
  followUp?: string;
}

const THREADS: DemoThread[] = [
  {
    subject: 'refill',
    driver: 'Пополнил баланс картой, деньги списались, но баланс не изменился.',
    operator: 'Здравствуйте! Платёж зачислен на баланс, приносим извинения за задержку.',
    status: 'completed',
  },
  {
    subject: 'payment',
    driver: 'Оплатил парковку в зоне 101, но пришёл штраф за это же время.',
    operator: 'Здравствуйте! Уточните, пожалуйста, номер постановления и номер автомобиля.',
    status: 'needs_clarification',
  },
  {
    subject: null,
    driver: 'Добавьте, пожалуйста, оплату абонемента по квитанции.',
    operator: 'Спасибо за предложение, передали его разработчикам.',
    status: 'in_work',
  },
];

export async function seedDemoAppeals(database: Kysely<DB>): Promise<number> {
  const db = withFeedbackTables(database);
  const repo = new FeedbackRepository(db);
  let added = 0;
  for (const [city, email] of [
    ['sevastopol', 'driver@sevastopol.demo'],
    ['rostov', 'driver@rostov.demo'],
  ] as const) {
    const account = await db
      .selectFrom('accounts')
      .select(['id', 'email'])
      .where('city', '=', city)
      .where(sql<string>`lower(email)`, '=', email)
      .executeTakeFirst();
    if (!account) continue;
    const has = await db
      .selectFrom('appeals')
      .select('id')
      .where('account_id', '=', account.id)
      .limit(1)
      .executeTakeFirst();
    if (has) continue;
    for (const thread of THREADS) {
      const appeal = await repo.createAppeal({
        city,
        account_id: account.id,
        subject: thread.subject,
        phone: null,
        email,
      });
      await repo.addMessage(appeal.id, thread.driver, true);
      await operatorReply(database, {
        appealId: Number(appeal.id),
        text: thread.operator,
        status: thread.status,
      });
      added++;
    }
  }
  return added;
}

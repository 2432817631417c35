import { DateTime } from 'luxon';
import { createTestApp, type TestApp } from '../../../test/harness';
import type { EmailMessage, MessagingGateway } from '../messaging/gateway';
import { sendMonthlyReports } from './monthly-report';
import { withHistoryTables } from './tables';
import { accountIdOf, insertOperations } from './test-helpers';

let t: TestApp;
let ivanId: string;
let nopassId: string;
let mariaId: string;
const sent: EmailMessage[] = [];
const recording: MessagingGateway = {
  sendSms: async () => undefined,
  placeCall: async () => undefined,
  sendEmail: async (message) => {
    sent.push(message);
  },
};

beforeAll(async () => {
  t = await createTestApp();
  ivanId = await accountIdOf(t, 'driver@sevastopol.demo');
  nopassId = await accountIdOf(t, 'nopass@sevastopol.demo');
  mariaId = await accountIdOf(t, '79780000002');
  const db = withHistoryTables(t.database.db);
  // Ivan and Oleg asked for the report; Maria did too but has no e-mail; Ivan's Rostov namesake did not.
  await db
    .insertInto('account_settings')
    .values(
      [ivanId, nopassId, mariaId].map((account_id) => ({
        account_id,
        report_history_operation: true,
        updated_at: new Date(),
      })),
    )
    .onConflict((oc) => oc.column('account_id').doUpdateSet({ report_history_operation: true }))
    .execute();
  // The demo seed may have switched it on for others: only these three for this test.
  await db
    .updateTable('account_settings')
    .set({ report_history_operation: false })
    .where('account_id', 'not in', [ivanId, nopassId, mariaId])
    .execute();
  const march = (day: number, hour = 12) =>
    DateTime.fromObject(
      { year: 2024, month: 3, day, hour },
      { zone: 'Europe/Simferopol' },
    ).toJSDate();
  await insertOperations(t, [
    {
      account_id: ivanId,
      date_operation: march(1, 0),
      type: 'refill',
      sum_kopecks: 100_000,
      zone: null,
      transport: null,
      order_number: 'R-MAR-1',
    },
    {
      account_id: ivanId,
      date_operation: march(15),
      sum_kopecks: 12_050,
      zone: 'Набережная',
      order_number: 'P-MAR-15',
    },
    // 31 March 23:30 in Sevastopol is still March there (20:30 UTC).
    {
      account_id: ivanId,
      date_operation: march(31, 23),
      sum_kopecks: 5_000,
      order_number: 'P-MAR-31',
    },
    {
      account_id: ivanId,
      date_operation: new Date(march(1, 0).getTime() - 60_000),
      order_number: 'P-FEB',
    },
    { account_id: mariaId, date_operation: march(10), order_number: 'P-MARIA' },
  ]);
});
afterAll(() => t.close());

test('e-mails each account with the setting on and a confirmed e-mail the month of its city, once', async () => {
  const summary = await sendMonthlyReports({
    db: t.database.db,
    gateway: recording,
    month: '2024-03',
    city: 'sevastopol',
  });
  expect(summary).toMatchObject({ sent: 2, skipped: 0, failed: 0, months: ['2024-03'] });
  const toIvan = sent.find((m) => m.to === 'driver@sevastopol.demo')!;
  expect(toIvan.city).toBe('sevastopol');
  expect(toIvan.subject).toBe('Отчёт об операциях за март 2024');
  expect(toIvan.text).toContain('Операций: 3');
  expect(toIvan.text).toContain('Списано: −170,50 р');
  expect(toIvan.text).toContain('Зачислено: 1 000,00 р');
  expect(toIvan.text).toContain('P-MAR-31');
  expect(toIvan.text).toContain('Набережная');
  expect(toIvan.text).not.toContain('P-FEB');
  const toOleg = sent.find((m) => m.to === 'nopass@sevastopol.demo')!;
  expect(toOleg.text).toContain('Операций: 0');

  const again = await sendMonthlyReports({
    db: t.database.db,
    gateway: recording,
    month: '2024-03',
    city: 'sevastopol',
  });
  expect(again).toMatchObject({ sent: 0, skipped: 2 });
  expect(sent).toHaveLength(2);
});

test('by default the previous month; a failing gateway is counted and retried next run', async () => {
  const failing: MessagingGateway = {
    ...recording,
    sendEmail: async () => Promise.reject(new Error('smtp down')),
  };
  const now = DateTime.fromObject(
    { year: 2024, month: 5, day: 1, hour: 1 },
    { zone: 'Europe/Simferopol' },
  ).toJSDate();
  const failed = await sendMonthlyReports({
    db: t.database.db,
    gateway: failing,
    now,
    city: 'sevastopol',
  });
  expect(failed).toMatchObject({ sent: 0, failed: 2, months: ['2024-04'] });
  const retried = await sendMonthlyReports({
    db: t.database.db,
    gateway: recording,
    now,
    city: 'sevastopol',
  });
  expect(retried).toMatchObject({ sent: 2, failed: 0 });
});

test('the outbox gateway (no SMTP) stores the e-mail where the demo shows it', async () => {
  await sendMonthlyReports({
    db: t.database.db,
    gateway: t.app.authModule.gateway,
    month: '2024-02',
    city: 'sevastopol',
  });
  const row = await withHistoryTables(t.database.db)
    .withTables<{ outbox_messages: { recipient: string; subject: string | null; body: string } }>()
    .selectFrom('outbox_messages')
    .select(['subject', 'body'])
    .where('recipient', '=', 'driver@sevastopol.demo')
    .where('subject', 'like', 'Отчёт%')
    .executeTakeFirstOrThrow();
  expect(row.subject).toBe('Отчёт об операциях за февраль 2024');
  expect(row.body).toContain('P-FEB');
});

// reportHistoryOperation: the monthly operations report e-mailed to every account that turned the
// setting on (and has a confirmed e-mail), through the accounts issue's messaging gateway.
// An operator (or cron) runs it once a month:
//   node server/dist/modules/history/monthly-report.js [--month YYYY-MM] [--city CODE]
// Without --month it reports the previous calendar month of each account's city. A re-run sends
// nothing twice (history_report_runs).
import { DateTime } from 'luxon';
import type { Kysely } from 'kysely';
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrator';
import type { DB } from '../../db/schema';
import { withAccountTables } from '../auth/tables';
import type { MessagingGateway } from '../messaging/gateway';
import { OutboxGateway, OutboxRepository } from '../messaging/outbox';
import { DEFAULT_MAIL_FROM, SmtpEmailGateway } from '../messaging/smtp';
import type { OperationsQuery } from './filters';
import { LABELS } from './labels';
import { localText } from './exporters';
import { HistoryRepository } from './repository';
import { toOperation } from './service';
import { withHistoryTables } from './tables';

/** Lines of operations an e-mail lists at most; the rest are counted (the file export has them). */
export const REPORT_MAX_LINES = 500;

export interface MonthlyReportOptions {
  db: Kysely<DB>;
  gateway: MessagingGateway;
  /** 'YYYY-MM'; default: the month before `now` in each account's city. */
  month?: string;
  city?: string;
  now?: Date;
}

export interface MonthlyReportSummary {
  sent: number;
  skipped: number;
  failed: number;
  months: string[];
}

function money(kopecks: number): string {
  const [int, frac] = (Math.abs(kopecks) / 100).toFixed(2).split('.');
  return `${kopecks < 0 ? '−' : ''}${int!.replace(/\B(?=(\d{3})+(?!\d))/g, ' ')},${frac} р`;
}

export function parseMonth(value: string): { year: number; month: number } {
  const match = /^(\d{4})-(0[1-9]|1[0-2])$/.exec(value);
  if (!match) throw new Error(`--month must look like YYYY-MM, got "${value}"`);
  return { year: Number(match[1]), month: Number(match[2]) };
}

export async function sendMonthlyReports(
  options: MonthlyReportOptions,
): Promise<MonthlyReportSummary> {
  const repo = new HistoryRepository(withHistoryTables(options.db));
  const now = options.now ?? new Date();
  const summary: MonthlyReportSummary = { sent: 0, skipped: 0, failed: 0, months: [] };
  const labels = LABELS.ru;
  for (const recipient of await repo.reportRecipients(options.city)) {
    const start = options.month
      ? DateTime.fromObject(parseMonth(options.month), { zone: recipient.timeZone })
      : DateTime.fromJSDate(now, { zone: recipient.timeZone })
          .startOf('month')
          .minus({ months: 1 });
    const month = start.toFormat('yyyy-MM');
    if (!summary.months.includes(month)) summary.months.push(month);
    if (await repo.reportSent(recipient.accountId, month)) {
      summary.skipped++;
      continue;
    }
    const query: OperationsQuery = {
      accountId: recipient.accountId,
      period: 'custom',
      range: { from: start.toJSDate(), to: start.plus({ months: 1 }).toJSDate() },
      types: null,
      transport: null,
      zone: null,
      orderNumber: null,
      driverPhones: null,
      after: null,
    };
    let count = 0;
    let debits = 0;
    let credits = 0;
    const lines: string[] = [];
    for await (const batch of repo.batches(query, 2_000, Number.MAX_SAFE_INTEGER)) {
      for (const row of batch) {
        const op = toOperation(row);
        const kopecks = Math.round(op.amount * 100);
        if (kopecks < 0) debits += kopecks;
        else credits += kopecks;
        count++;
        if (lines.length < REPORT_MAX_LINES) {
          lines.push(
            [
              localText(op.dateOperation, recipient.timeZone),
              labels.types[op.type],
              money(kopecks),
              op.zone,
              op.transport,
              op.orderNumber,
            ]
              .filter(Boolean)
              .join(' · '),
          );
        }
      }
    }
    const period = `${start.toFormat('dd.MM.yyyy')} – ${start.endOf('month').toFormat('dd.MM.yyyy')}`;
    const text = [
      `${labels.title}: ${period}`,
      '',
      `Операций: ${count}`,
      `Списано: ${money(debits)}`,
      `Зачислено: ${money(credits)}`,
      '',
      ...(count === 0 ? [labels.empty] : lines),
      ...(count > lines.length
        ? [
            '',
            `…и ещё ${count - lines.length}. Полный список можно выгрузить в xls или pdf в разделе «История операций» личного кабинета.`,
          ]
        : []),
      '',
      'Отключить отчёт можно в настройках профиля.',
    ].join('\n');
    try {
      await options.gateway.sendEmail({
        city: recipient.city,
        to: recipient.email,
        subject: `Отчёт об операциях за ${start.setLocale('ru').toFormat('LLLL yyyy')}`,
        text,
      });
      await repo.recordReport({
        account_id: recipient.accountId,
        month,
        sent_to: recipient.email,
        row_count: count,
      });
      summary.sent++;
    } catch {
      // One failed address must not stop the others; a later run retries it (no run recorded).
      summary.failed++;
    }
  }
  return summary;
}

// The command's wiring; sendMonthlyReports above is what the tests drive.
async function main(argv: string[]): Promise<void> {
  const arg = (name: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const month = arg('--month');
  if (month !== undefined) parseMonth(month);
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database.db);
    // The same choice as the accounts module: SMTP when configured, else the outbox table.
    const outbox = new OutboxGateway(
      new OutboxRepository(withAccountTables(database.db), () => new Date()),
    );
    const smtp = config.smtpUrl
      ? new SmtpEmailGateway(config.smtpUrl, config.mailFrom ?? DEFAULT_MAIL_FROM, outbox)
      : null;
    try {
      const city = arg('--city');
      const summary = await sendMonthlyReports({
        db: database.db,
        gateway: smtp ?? outbox,
        ...(month ? { month } : {}),
        ...(city ? { city } : {}),
      });
      console.log(
        `monthly report ${summary.months.join(', ') || '(no recipients)'}: sent ${summary.sent}, already sent ${summary.skipped}, failed ${summary.failed}`,
      );
      if (summary.failed > 0) process.exitCode = 1;
    } finally {
      smtp?.close();
    }
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error(error instanceof Error ? error.message : error);
    process.exit(1);
  });
}

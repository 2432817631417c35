// Operator command: answer a driver's appeal (and optionally set its status) in the configured database.
//   node server/dist/modules/feedback/operator-reply.js --appeal 12 --text "Ответ" [--status in_work]
// Statuses: registered, in_work, needs_clarification, completed.
import { loadConfig } from '../../config';
import { openDatabase } from '../../db/database';
import { migrate } from '../../db/migrator';
import { isAppealStatus, operatorReply } from './operator';

async function main(argv: string[]): Promise<void> {
  const arg = (name: string) => {
    const index = argv.indexOf(name);
    return index >= 0 ? argv[index + 1] : undefined;
  };
  const appealId = Number(arg('--appeal'));
  const text = arg('--text');
  const status = arg('--status');
  if (
    !Number.isSafeInteger(appealId) ||
    appealId <= 0 ||
    !text ||
    (status !== undefined && !isAppealStatus(status))
  ) {
    throw new Error(
      'usage: operator-reply --appeal <id> --text "..." [--status registered|in_work|needs_clarification|completed]',
    );
  }
  const config = loadConfig();
  const database = await openDatabase(config);
  try {
    await migrate(database.db);
    const reply = await operatorReply(database.db, {
      appealId,
      text,
      ...(status !== undefined && isAppealStatus(status) ? { status } : {}),
    });
    console.log(
      `appeal ${reply.idAppeal}: answered (message ${reply.message.id}), status ${reply.status}`,
    );
  } finally {
    await database.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).catch((error: unknown) => {
    console.error((error as Error).message);
    process.exit(1);
  });
}

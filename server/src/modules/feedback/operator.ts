// The operator's side of a thread: an answer (out = false) and, optionally, a new status. Used by
// the operator-reply command, the demo seed and the demo-only POST /api/dev/operator-reply.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/schema';
import { AppError } from '../../http/envelope';
import { FeedbackRepository } from './repository';
import { APPEAL_STATUSES, withFeedbackTables, type AppealStatus } from './tables';

export const OPERATOR_TEXT_MAX = 4000;

export function isAppealStatus(value: unknown): value is AppealStatus {
  return typeof value === 'string' && (APPEAL_STATUSES as readonly string[]).includes(value);
}

export interface OperatorReply {
  idAppeal: number;
  status: AppealStatus;
  message: { id: number; date: string; text: string; out: false };
}

/** A reply without a status moves a registered appeal to in_work and leaves any other status. */
export async function operatorReply(
  database: Kysely<DB>,
  input: { appealId: number; text: string; status?: AppealStatus },
): Promise<OperatorReply> {
  const text = input.text.trim();
  if (!text) throw new AppError('RequiredField', 400, 'text: required', { field: 'text' });
  if (text.length > OPERATOR_TEXT_MAX)
    throw new AppError('InvalidFormat', 400, `text: at most ${OPERATOR_TEXT_MAX} characters`, {
      field: 'text',
    });
  return new FeedbackRepository(withFeedbackTables(database)).transaction(async (repo) => {
    const appeal = await repo.findById(input.appealId, true);
    if (!appeal) throw new AppError('NotFound', 404, 'Appeal not found');
    const message = await repo.addMessage(appeal.id, text, false);
    const status = input.status ?? (appeal.status === 'registered' ? 'in_work' : appeal.status);
    await repo.touch(appeal.id, status);
    return {
      idAppeal: Number(appeal.id),
      status,
      message: {
        id: Number(message.id),
        date: message.created_at.toISOString(),
        text: message.text,
        out: false,
      },
    };
  });
}

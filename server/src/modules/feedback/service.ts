// Support appeals of a private driver: registering one (shared feedback rules; the e-mail may come
// from the profile), the list with each one's last message, a thread, and the driver's replies.
import { normalisePhone, validateFeedbackForm } from '@parking/shared/domain';
import type { CitySettings } from '@parking/shared/contracts';
import { AppError } from '../../http/envelope';
import type { Lang } from '../../plugins/lang';
import { fieldError } from '../auth/errors';
import type { AppealWithLast, FeedbackRepository } from './repository';
import type { AppealMessageRow, AppealStatus } from './tables';

export interface AppealForm {
  idSubject?: string | null;
  message?: string | null;
  phone?: string | null;
  email?: string | null;
}

export interface AppealMessage {
  id: number;
  /** ISO date-time. */
  date: string;
  text: string;
  /** true: written by the driver; false: the operator's answer. */
  out: boolean;
}

export interface AppealItem {
  appeal: { id: number; subject: string | null; subjectLabel: string | null; createdAt: string };
  lastMessage: AppealMessage | null;
  status: AppealStatus;
}

export interface Caller {
  accountId: string;
  city: string;
  topics: CitySettings['topics'];
}

const toMessage = (row: AppealMessageRow): AppealMessage => ({
  id: Number(row.id),
  date: row.created_at.toISOString(),
  text: row.text,
  out: row.out,
});

export class FeedbackService {
  constructor(private readonly repo: FeedbackRepository) {}

  /** `lang` picks the language of the user message (Russian unless 'en'). */
  async register(
    caller: Caller,
    form: AppealForm,
    lang: Lang = 'ru',
  ): Promise<{ idAppeal: number; userMessage: string }> {
    const subject = form.idSubject?.trim() || null;
    if (subject !== null && !caller.topics.some((topic) => topic.value === subject)) {
      throw new AppError('InvalidFormat', 400, 'idSubject: not one of the topics', {
        field: 'idSubject',
      });
    }
    const message = (form.message ?? '').trim();
    // Check the message before falling back to the profile's e-mail: its error is the user's to fix first.
    if (!message) throw fieldError('message', 'RequiredField');
    const email = form.email?.trim() || (await this.repo.accountEmail(caller.accountId));
    if (!email)
      throw new AppError(
        'SetEmailInProfile',
        409,
        'An e-mail is needed: enter one or set it in the profile',
        { field: 'email' },
      );
    const phone = form.phone?.trim() || null;
    const errors = validateFeedbackForm({ message, email, phone });
    const first = Object.entries(errors)[0];
    if (first) throw fieldError(first[0], first[1] as string);
    const appeal = await this.repo.transaction(async (repo) => {
      const row = await repo.createAppeal({
        city: caller.city,
        account_id: caller.accountId,
        subject,
        phone: phone ? normalisePhone(phone) : null,
        email: email.toLowerCase(),
      });
      await repo.addMessage(row.id, message, true);
      return row;
    });
    const id = Number(appeal.id);
    const userMessage =
      lang === 'en'
        ? `Appeal No. ${id} is registered. The answer will appear under Feedback and be sent to ${appeal.email}.`
        : `Обращение № ${id} зарегистрировано. Ответ появится в разделе «Обратная связь» и придёт на ${appeal.email}.`;
    return { idAppeal: id, userMessage };
  }

  async list(
    caller: Caller,
    limit: number,
    offset: number,
  ): Promise<{ count: number; items: AppealItem[] }> {
    const { count, rows } = await this.repo.list(caller.accountId, caller.city, limit, offset);
    return { count, items: rows.map((row) => this.item(caller, row)) };
  }

  async messages(
    caller: Caller,
    appealId: number,
  ): Promise<{ idAppeal: number; status: AppealStatus; messages: AppealMessage[] }> {
    const appeal = await this.repo.findOwn(caller.accountId, caller.city, appealId);
    if (!appeal) throw new AppError('NotFound', 404, 'Appeal not found');
    return {
      idAppeal: Number(appeal.id),
      status: appeal.status,
      messages: (await this.repo.messages(appeal.id)).map(toMessage),
    };
  }

  /**
   * The driver's reply: an appeal waiting for clarification goes back to work, a completed one is
   * reopened as registered.
   */
  async reply(
    caller: Caller,
    appealId: number,
    text: string,
  ): Promise<{ message: AppealMessage; status: AppealStatus }> {
    const message = text.trim();
    if (!message) throw fieldError('message', 'RequiredField');
    return this.repo.transaction(async (repo) => {
      const appeal = await repo.findOwn(caller.accountId, caller.city, appealId, true);
      if (!appeal) throw new AppError('NotFound', 404, 'Appeal not found');
      const row = await repo.addMessage(appeal.id, message, true);
      const status: AppealStatus =
        appeal.status === 'needs_clarification'
          ? 'in_work'
          : appeal.status === 'completed'
            ? 'registered'
            : appeal.status;
      await repo.touch(appeal.id, status);
      return { message: toMessage(row), status };
    });
  }

  private item(caller: Caller, row: AppealWithLast): AppealItem {
    return {
      appeal: {
        id: Number(row.id),
        subject: row.subject,
        subjectLabel: caller.topics.find((topic) => topic.value === row.subject)?.label ?? null,
        createdAt: row.created_at.toISOString(),
      },
      lastMessage:
        row.last_text === null || row.last_at === null
          ? null
          : {
              id: Number(row.last_id),
              date: new Date(row.last_at).toISOString(),
              text: row.last_text,
              out: Boolean(row.last_out),
            },
      status: row.status,
    };
  }
}

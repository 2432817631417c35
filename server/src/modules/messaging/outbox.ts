// The outbox: every SMS, call and (without SMTP) e-mail lands in outbox_messages, where the demo's
// GET /api/dev/outbox and the tests read them.
import type { Kysely } from 'kysely';
import type { AuthDB, OutboxRow } from '../auth/tables';
import {
  GatewayError,
  type CallMessage,
  type EmailMessage,
  type MessagingGateway,
  type SmsMessage,
} from './gateway';

export class OutboxRepository {
  constructor(
    private readonly db: Kysely<AuthDB>,
    private readonly now: () => Date,
  ) {}

  async add(row: {
    city: string;
    channel: OutboxRow['channel'];
    recipient: string;
    subject: string | null;
    body: string;
  }): Promise<void> {
    await this.db
      .insertInto('outbox_messages')
      .values({ ...row, created_at: this.now() })
      .execute();
  }

  /** Newest first. */
  list(filter: { recipient?: string; limit: number }): Promise<OutboxRow[]> {
    let query = this.db.selectFrom('outbox_messages').selectAll();
    if (filter.recipient !== undefined) query = query.where('recipient', '=', filter.recipient);
    return query.orderBy('id', 'desc').limit(filter.limit).execute();
  }
}

export class OutboxGateway implements MessagingGateway {
  constructor(private readonly outbox: OutboxRepository) {}

  async sendSms({ city, phone, text }: SmsMessage): Promise<void> {
    await this.write(() =>
      this.outbox.add({ city, channel: 'sms', recipient: phone, subject: null, body: text }),
    );
  }

  async placeCall({ city, phone, callerNumber }: CallMessage): Promise<void> {
    await this.write(() =>
      this.outbox.add({
        city,
        channel: 'call',
        recipient: phone,
        subject: null,
        body: `Incoming call from +${callerNumber}`,
      }),
    );
  }

  async sendEmail({ city, to, subject, text, attachments }: EmailMessage): Promise<void> {
    const files = (attachments ?? [])
      .map(
        (file) =>
          `\n[attachment: ${file.filename}, ${file.contentType}, ${file.content.length} bytes]`,
      )
      .join('');
    await this.write(() =>
      this.outbox.add({
        city,
        channel: 'email',
        recipient: to.toLowerCase(),
        subject,
        body: text + files,
      }),
    );
  }

  private async write(action: () => Promise<void>): Promise<void> {
    try {
      await action();
    } catch (error) {
      throw new GatewayError('outbox write failed', { cause: error });
    }
  }
}

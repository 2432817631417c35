// Real e-mail through nodemailer when SMTP_URL is set; SMS and calls stay with the other gateway
// (no SMS provider is configured in this project).
import nodemailer, { type Transporter } from 'nodemailer';
import {
  GatewayError,
  type CallMessage,
  type EmailMessage,
  type MessagingGateway,
  type SmsMessage,
} from './gateway';

export const DEFAULT_MAIL_FROM = 'Parking portal <no-reply@parking.local>';

export class SmtpEmailGateway implements MessagingGateway {
  private readonly transport: Transporter;

  constructor(
    smtpUrl: string,
    private readonly mailFrom: string,
    private readonly other: MessagingGateway,
    transportOptions: Record<string, unknown> = {},
  ) {
    this.transport = nodemailer.createTransport(smtpUrl, {
      // Fail fast: the caller is waiting for an answer.
      connectionTimeout: 10_000,
      greetingTimeout: 10_000,
      socketTimeout: 15_000,
      logger: false,
      ...transportOptions,
    });
  }

  sendSms(message: SmsMessage): Promise<void> {
    return this.other.sendSms(message);
  }

  placeCall(message: CallMessage): Promise<void> {
    return this.other.placeCall(message);
  }

  async sendEmail({ to, subject, text, attachments }: EmailMessage): Promise<void> {
    try {
      await this.transport.sendMail({
        from: this.mailFrom,
        to,
        subject,
        text,
        ...(attachments?.length ? { attachments } : {}),
      });
    } catch (error) {
      // The error text never includes the body, only the SMTP conversation status.
      throw new GatewayError(`SMTP delivery failed: ${(error as Error).message}`, { cause: error });
    }
  }

  close(): void {
    this.transport.close();
  }
}

// One interface for every SMS, call and e-mail the portal sends. The default implementation writes
// to the outbox table (demo, development, tests); e-mail goes through SMTP when SMTP_URL is set.
// Message bodies may carry codes: implementations must never log them.

export interface SmsMessage {
  city: string;
  /** 11 digits. */
  phone: string;
  text: string;
}

export interface CallMessage {
  city: string;
  /** 11 digits: the number that is called. */
  phone: string;
  /** The number the call comes from; for call confirmation its last 4 digits are the code. */
  callerNumber: string;
}

export interface EmailMessage {
  city: string;
  to: string;
  subject: string;
  text: string;
  /** Files sent with the e-mail (a receipt PDF); the outbox records only their names and sizes. */
  attachments?: EmailAttachment[];
}

export interface EmailAttachment {
  filename: string;
  contentType: string;
  content: Buffer;
}

export interface MessagingGateway {
  sendSms(message: SmsMessage): Promise<void>;
  placeCall(message: CallMessage): Promise<void>;
  sendEmail(message: EmailMessage): Promise<void>;
}

/** A message could not be handed over; services answer SMSNotSend. */
export class GatewayError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'GatewayError';
  }
}

/**
 * Delegates to `current`. The module builds one at start (outbox, or SMTP for e-mail); tests swap
 * `current` for a failing or recording gateway without rebuilding the app.
 */
export class SwitchableGateway implements MessagingGateway {
  constructor(public current: MessagingGateway) {}

  sendSms(message: SmsMessage): Promise<void> {
    return this.current.sendSms(message);
  }

  placeCall(message: CallMessage): Promise<void> {
    return this.current.placeCall(message);
  }

  sendEmail(message: EmailMessage): Promise<void> {
    return this.current.sendEmail(message);
  }
}

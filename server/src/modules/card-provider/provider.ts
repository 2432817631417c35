// One card provider interface; the built-in sandbox implements it. A real acquirer would build its
// own hosted-page address, sign its callbacks the same way (or be adapted at the callback route).
import crypto from 'node:crypto';

export interface InvoiceRequest {
  invoiceId: string;
  amountKopecks: number;
  currency: string;
  email: string | null;
  type: string;
  language: string;
}

export interface RefundRequest {
  invoiceId: string;
  amountKopecks: number;
  /** Ours, unique per refund: a provider treats a repeated id as the same refund. */
  refundId: string;
}

export interface CardProvider {
  readonly name: string;
  /** Where the payer goes to pay the invoice. */
  redirectUrl(invoice: InvoiceRequest): string;
  /** Signature of a callback: HMAC-SHA256 over `${timestamp}.${raw}` (raw body or raw query string). */
  sign(raw: string, timestamp: number): string;
  verify(raw: string, timestamp: number, signature: string): boolean;
  /** Sends part (or all) of a paid invoice back to its card; the provider's reference of the refund. */
  refund(request: RefundRequest): Promise<{ reference: string }>;
}

/** Roubles with a dot (a comma in an amount would break the page's parsing). */
export const amountText = (kopecks: number) => (kopecks / 100).toFixed(2);

export class SandboxProvider implements CardProvider {
  readonly name = 'sandbox';
  constructor(private readonly secret: string) {}

  redirectUrl(invoice: InvoiceRequest): string {
    const query = new URLSearchParams({
      amount: amountText(invoice.amountKopecks),
      currency: invoice.currency,
      invoiceId: invoice.invoiceId,
      email: invoice.email ?? '',
      requireEmail: invoice.email ? 'false' : 'true',
      type: invoice.type,
      language: invoice.language,
    });
    return `/payment?${query.toString()}`;
  }

  sign(raw: string, timestamp: number): string {
    return crypto.createHmac('sha256', this.secret).update(`${timestamp}.${raw}`).digest('hex');
  }

  verify(raw: string, timestamp: number, signature: string): boolean {
    const expected = Buffer.from(this.sign(raw, timestamp), 'hex');
    const given = Buffer.from(/^[0-9a-f]{64}$/i.test(signature) ? signature : '', 'hex');
    return given.length === expected.length && crypto.timingSafeEqual(given, expected);
  }

  /** The sandbox has no bank: a refund always succeeds; the orders service records it. */
  async refund(request: RefundRequest): Promise<{ reference: string }> {
    if (!(request.amountKopecks > 0)) throw new Error('refund amount must be positive');
    return { reference: `sb-refund-${request.refundId}` };
  }
}

/** Test cards of the sandbox page. */
export const SANDBOX_CARDS = {
  success: '4242424242424242',
  declined: '4000000000000002',
  threeDs: '4000000000003220',
} as const;
export const SANDBOX_3DS_CODE = '1234';

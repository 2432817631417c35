// Receipts: ordering one for a top-up or a subscription with an individual or legal-entity payer
// (validated by the shared rules), listing, the PDF and sending it by e-mail.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { DateTime } from 'luxon';
import {
  normalisePlate,
  parseAmount,
  roublesToKopecks,
  validateIndividualPayer,
  validateLegalPayer,
  validateReceiptEmail,
  validateRefillAmount,
} from '@parking/shared/domain';
import { AppError } from '../../http/envelope';
import { fieldError } from '../auth/errors';
import type { Lang } from '../../plugins/lang';
import { GatewayError, type MessagingGateway } from '../messaging/gateway';
import { receiptEmail } from '../messaging/texts';
import type { MoneyDB } from '../parking-sessions/tables';
import { Ledger } from '../wallet/ledger';
import { payeeOf, paymentString } from './payee';
import { payerName, renderReceiptPdf } from './pdf';
import { ReceiptsRepository } from './repository';
import type { SubscriptionPrices } from './subscription-prices';
import type { ReceiptRow, ReceiptsDB, ReceiptsTables, StoredPayer } from './tables';

/** One row of receipt-list (spec section 3 'Receipt'). */
export interface Receipt {
  receiptnumber: string;
  /** ISO date-time of creation. */
  date: string;
  /** Roubles. */
  sum: number;
  status: 'created' | 'paid' | 'cancelled';
  receiptname: string;
  /** 'legal' is shown as Invoice, 'individual' as Receipt. */
  type: 'individual' | 'legal';
  kind: 'refill' | 'subscription';
  UIN: string;
  codeSubscription: string | null;
  grz: string | null;
}

export interface Caller {
  accountId: string;
  city: string;
  timeZone: string;
}

const PAYER_TEXT_MAX = 300;
const INDIVIDUAL_FIELDS = [
  'firstName',
  'lastName',
  'middleName',
  'typeDoc',
  'seriesDoc',
  'numberDoc',
  'DateDoc',
  'issuer',
  'address',
] as const;
const LEGAL_FIELDS = ['name', 'ogrn', 'inn', 'kpp', 'address'] as const;

function toReceipt(row: ReceiptRow): Receipt {
  return {
    receiptnumber: row.receipt_number,
    date: row.created_at.toISOString(),
    sum: Number(row.sum_kopecks) / 100,
    status: row.status,
    receiptname: row.purpose,
    type: row.payer_type === 2 ? 'legal' : 'individual',
    kind: row.kind,
    UIN: row.uin,
    codeSubscription: row.code_subscription,
    grz: row.grz,
  };
}

/** Form bodies may send the payer as a JSON string; a JSON body sends the object. */
export function parsePayer(raw: unknown): StoredPayer {
  let value = raw;
  if (typeof value === 'string') {
    try {
      value = JSON.parse(value);
    } catch {
      throw new AppError('InvalidFormat', 400, 'payer: not a JSON object', { field: 'payer' });
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value))
    throw new AppError('InvalidFormat', 400, 'payer: not an object', { field: 'payer' });
  const input = value as Record<string, unknown>;
  const type = String(input.type ?? '');
  if (type !== '1' && type !== '2') {
    throw input.type === undefined
      ? fieldError('payer.type', 'RequiredField')
      : new AppError('InvalidFormat', 400, 'payer.type: 1 or 2', { field: 'payer.type' });
  }
  const fields = type === '1' ? INDIVIDUAL_FIELDS : LEGAL_FIELDS;
  const text: Record<string, string> = {};
  for (const field of fields) {
    const item = input[field];
    if (
      item !== undefined &&
      item !== null &&
      typeof item !== 'string' &&
      typeof item !== 'number'
    ) {
      throw new AppError('ItNeedToBeAString', 400, `payer.${field}: must be a string`, {
        field: `payer.${field}`,
      });
    }
    const trimmed = item === undefined || item === null ? '' : String(item).trim();
    if (trimmed.length > PAYER_TEXT_MAX)
      throw new AppError('InvalidFormat', 400, `payer.${field}: too long`, {
        field: `payer.${field}`,
      });
    text[field] = trimmed;
  }
  const errors = type === '1' ? validateIndividualPayer(text) : validateLegalPayer(text);
  const first = Object.entries(errors)[0];
  if (first) throw fieldError(`payer.${first[0]}`, first[1] as string);
  if (type === '2')
    return {
      type: 2,
      name: text.name!,
      ogrn: text.ogrn!,
      inn: text.inn!,
      kpp: text.kpp!,
      address: text.address!,
    };
  return {
    type: 1,
    firstName: text.firstName!,
    lastName: text.lastName!,
    middleName: text.middleName!,
    typeDoc: text.typeDoc === '2' ? 2 : 1,
    seriesDoc: text.seriesDoc!,
    numberDoc: text.numberDoc!,
    DateDoc: text.DateDoc!,
    issuer: text.issuer!,
    address: text.address!,
  };
}

const digits = (count: number) =>
  Array.from({ length: count }, () => crypto.randomInt(10)).join('');

export class ReceiptsService {
  private readonly repo: ReceiptsRepository;

  constructor(
    db: Kysely<ReceiptsDB>,
    private readonly moneyDb: Kysely<MoneyDB>,
    private readonly gateway: MessagingGateway,
    public subscriptionPrices: SubscriptionPrices,
  ) {
    this.repo = new ReceiptsRepository(db);
  }

  /** A top-up receipt; it is also a waiting refill operation in the history until paid. */
  async createRefill(
    caller: Caller,
    input: { sum: unknown; payer: unknown },
    maxRefill: number | null,
  ): Promise<{ receiptnumber: string; receipt: Receipt }> {
    const sumCode = validateRefillAmount(
      input.sum as string | number | null | undefined,
      maxRefill,
    );
    if (sumCode === 'RefillAmountCanNotBeMaxAllowable')
      throw new AppError('RefillAmountCanNotBeMaxAllowable', 400, `sum: at most ${maxRefill}`, {
        field: 'sum',
        max: maxRefill,
      });
    if (sumCode === 'money.mustBeGreaterThanZero')
      throw new AppError('NoSumEntered', 400, 'sum: must be greater than zero', {
        field: 'sum',
        code: sumCode,
      });
    if (sumCode) throw fieldError('sum', sumCode);
    const amount = parseAmount(input.sum as string | number);
    if (Math.abs(amount * 100 - Math.round(amount * 100)) > 1e-6)
      throw new AppError('InvalidFormat', 400, 'sum: at most two decimals', { field: 'sum' });
    const payer = parsePayer(input.payer);
    const sumKopecks = roublesToKopecks(amount);
    const receiptNumber = this.newNumber();
    const purpose = `Пополнение баланса парковочного счёта по квитанции № ${receiptNumber}`;
    const ledger = new Ledger(this.moneyDb);
    const { value } = await ledger.run(
      { city: caller.city, accountId: caller.accountId },
      { route: 'creatrefill' },
      async (tx) => {
        const operation = await tx.operation({
          type: 'refill',
          status: 'waiting',
          sum_kopecks: sumKopecks,
          payment_service: 'receipt',
          description: purpose,
        });
        const row = await new ReceiptsRepository(
          tx.trx.withTables<ReceiptsTables>() as unknown as Kysely<ReceiptsDB>,
        ).insert({
          receipt_number: receiptNumber,
          city: caller.city,
          account_id: caller.accountId,
          kind: 'refill',
          payer_type: payer.type,
          payer: JSON.stringify(payer),
          sum_kopecks: sumKopecks,
          uin: this.newUin(),
          purpose,
          operation_id: operation.id,
        });
        return row;
      },
    );
    return { receiptnumber: value.receipt_number, receipt: toReceipt(value) };
  }

  /** A receipt for a subscription of one of the caller's vehicles, at the catalogue price. */
  async createSubscription(
    caller: Caller,
    input: { codeSubscription: string; grz: string; payer: unknown },
  ): Promise<{ receiptnumber: string; receipt: Receipt }> {
    const code = input.codeSubscription.trim();
    if (!code) throw fieldError('codeSubscription', 'RequiredField');
    const grz = normalisePlate(input.grz);
    if (!grz) throw fieldError('grz', 'RequiredField');
    const payer = parsePayer(input.payer);
    if (!(await this.repo.plates(caller.accountId)).includes(grz))
      throw new AppError('EmptyTs', 400, 'grz: not a vehicle of this account', { field: 'grz' });
    const offer = await this.subscriptionPrices.priceOf(caller.city, code);
    if (!offer)
      throw new AppError('NotFound', 404, 'Subscription not found', { field: 'codeSubscription' });
    const receiptNumber = this.newNumber();
    const row = await this.repo.insert({
      receipt_number: receiptNumber,
      city: caller.city,
      account_id: caller.accountId,
      kind: 'subscription',
      payer_type: payer.type,
      payer: JSON.stringify(payer),
      sum_kopecks: roublesToKopecks(offer.price),
      uin: this.newUin(),
      purpose: `${offer.title}, ТС ${grz}, квитанция № ${receiptNumber}`,
      code_subscription: code,
      grz,
    });
    return { receiptnumber: row.receipt_number, receipt: toReceipt(row) };
  }

  async list(caller: Caller): Promise<Receipt[]> {
    return (await this.repo.list(caller.accountId, caller.city)).map(toReceipt);
  }

  /** `payerType` given: a receipt of the other payer type is not found either. */
  async pdf(
    caller: Caller,
    receiptNumber: string,
    payerType?: 1 | 2,
  ): Promise<{ pdf: Buffer; row: ReceiptRow }> {
    const row = await this.repo.find(caller.accountId, caller.city, receiptNumber);
    if (!row || (payerType !== undefined && Number(row.payer_type) !== payerType))
      throw new AppError('NotFound', 404, 'Receipt not found');
    const payee = payeeOf(row.city);
    const sumKopecks = Number(row.sum_kopecks);
    const pdf = await renderReceiptPdf({
      receiptNumber: row.receipt_number,
      date: DateTime.fromJSDate(row.created_at, { zone: caller.timeZone }).toFormat('dd.MM.yyyy'),
      payer: row.payer,
      payee,
      purpose: row.purpose,
      uin: row.uin,
      sumKopecks,
      paymentString: paymentString(payee, row.payer, {
        sumKopecks,
        purpose: row.purpose,
        uin: row.uin,
      }),
    });
    return { pdf, row };
  }

  /** `lang`: the language of the e-mail's own words (the receipt's purpose stays as stored). */
  async send(caller: Caller, receiptNumber: string, email: string, lang: Lang): Promise<void> {
    const code = validateReceiptEmail(email);
    if (code)
      throw code === 'email.required'
        ? fieldError('email', 'RequiredField')
        : fieldError('email', code);
    const { pdf, row } = await this.pdf(caller, receiptNumber);
    try {
      await this.gateway.sendEmail({
        city: caller.city,
        to: email.trim(),
        ...receiptEmail(lang, {
          invoice: Number(row.payer_type) === 2,
          number: row.receipt_number,
          payer: payerName(row.payer),
          purpose: row.purpose,
          uin: row.uin,
        }),
        attachments: [{ filename: 'receipt.pdf', contentType: 'application/pdf', content: pdf }],
      });
    } catch (error) {
      if (error instanceof GatewayError)
        throw new AppError('SMSNotSend', 502, 'The e-mail could not be sent');
      throw error;
    }
  }

  /** 12 digits: the date (yyMMdd) and 6 random ones. */
  private newNumber(): string {
    return `${DateTime.utc().toFormat('yyMMdd')}${digits(6)}`;
  }

  /** 25-digit payment UIN. */
  private newUin(): string {
    return `0355${digits(21)}`;
  }
}

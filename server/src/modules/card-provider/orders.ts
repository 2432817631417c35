// Card payments as orders (the provider's invoices): created with what must happen once paid
// (the payload, handled by the fulfilment registered for its purpose), completed exactly once by
// a verified provider event. Every completion goes through the ledger in one transaction.
import crypto from 'node:crypto';
import type { Kysely } from 'kysely';
import { AppError } from '../../http/envelope';
import type { CityRow } from '../../db/schema';
import type { MoneyDB, OrderPurpose } from '../parking-sessions/tables';
import { creditRefill, type Ledger, type MoneyTx } from '../wallet/ledger';
import { amountText, type CardProvider } from './provider';

export interface OrderOwner {
  accountId: string | null;
  guestId: string | null;
}

export interface FulfilContext {
  tx: MoneyTx;
  city: CityRow;
  orderId: string;
  amountKopecks: number;
  paymentService: string;
  /** Order number of the payment, shared with the history's operation. */
  at: Date;
}

/** What a paid order does: start the session, extend it, settle a deferred one, open the barrier... */
export type Fulfilment = (
  ctx: FulfilContext,
  payload: Record<string, unknown>,
) => Promise<Record<string, unknown>>;

export interface ProviderEvent {
  source: string;
  order: string;
  billnumber: string;
  amount: string;
  paymentDate: string;
  status: string;
}

const PAID = new Set(['authorized', 'paid', 'success', 'done']);

export class OrdersService {
  private readonly fulfilments = new Map<OrderPurpose, Fulfilment>();

  constructor(
    private readonly db: Kysely<MoneyDB>,
    private readonly ledger: Ledger,
    /** null when no provider secret is configured: card payments are off. */
    readonly provider: CardProvider | null,
    private readonly cityOf: (code: string) => Promise<CityRow | null>,
    private readonly now: () => Date,
  ) {
    this.fulfilments.set('refill', async (ctx) => {
      const op = await creditRefill(ctx, 'refill');
      return { orderNumber: op.orderNumber, balance: ctx.tx.balance / 100 };
    });
  }

  register(purpose: OrderPurpose, fulfilment: Fulfilment): void {
    this.fulfilments.set(purpose, fulfilment);
  }

  /** A new invoice and the address the payer is sent to. */
  async create(
    input: {
      city: CityRow;
      owner: OrderOwner;
      purpose: OrderPurpose;
      amountKopecks: number;
      paymentService: string;
      payload: Record<string, unknown>;
      email?: string | null;
      phone?: string | null;
      language?: string;
    },
    db: Kysely<MoneyDB> = this.db,
  ): Promise<{ invoiceId: string; RedirectURL: string; amount: number }> {
    if (!(input.amountKopecks > 0))
      throw new AppError('ParkingSessionWasFree', 409, 'Nothing to pay');
    const provider = this.provider;
    if (!provider) throw new AppError('PaymentServiceNotFound', 404, 'Card payments are off');
    const row = await db
      .insertInto('payment_orders')
      .values({
        city: input.city.code,
        account_id: input.owner.accountId,
        guest_id: input.owner.guestId,
        purpose: input.purpose,
        amount_kopecks: input.amountKopecks,
        provider: provider.name,
        payment_service: input.paymentService,
        payload: JSON.stringify(input.payload),
        email: input.email ?? null,
        phone: input.phone ?? null,
      })
      .returning(['id', 'currency'])
      .executeTakeFirstOrThrow();
    const RedirectURL = provider.redirectUrl({
      invoiceId: row.id,
      amountKopecks: input.amountKopecks,
      currency: row.currency,
      email: input.email ?? null,
      type: input.purpose,
      language: input.language ?? 'ru',
    });
    return { invoiceId: row.id, RedirectURL, amount: input.amountKopecks / 100 };
  }

  /** The payer's e-mail, given on the card page when the invoice was created without one. */
  async setEmail(invoiceId: string, email: string): Promise<void> {
    await this.db
      .updateTable('payment_orders')
      .set({ email })
      .where('id', '=', invoiceId)
      .where('email', 'is', null)
      .execute();
  }

  /** Ties a paid order to the session it paid for: cancelling that session refunds to this card. */
  async linkSession(tx: MoneyTx, orderId: string, sessionId: number): Promise<void> {
    await tx.trx
      .updateTable('payment_orders')
      .set({ session_id: sessionId })
      .where('id', '=', orderId)
      .execute();
  }

  /**
   * Sends up to `amountKopecks` back to the cards that paid the session (newest order first, each
   * at most what it paid less what was already refunded), recorded under `operationId`. Runs in
   * the caller's money transaction and moves no wallet money; returns the kopecks refunded.
   */
  async refundSession(
    tx: MoneyTx,
    sessionId: number,
    amountKopecks: number,
    operationId: number,
  ): Promise<number> {
    const paid = await tx.trx
      .selectFrom('payment_orders')
      .select('id')
      .where('session_id', '=', sessionId)
      .where('status', '=', 'completed')
      .orderBy('completed_at', 'desc')
      .orderBy('created_at', 'desc')
      .execute();
    let refunded = 0;
    for (const order of paid) {
      if (refunded >= amountKopecks) break;
      refunded += await this.refundOrder(tx, order.id, amountKopecks - refunded, operationId);
    }
    return refunded;
  }

  /**
   * Up to `amountKopecks` of one paid order (completed, or being completed in this transaction)
   * back to its card; 0 when card payments are off or nothing is left to refund.
   */
  async refundOrder(
    tx: MoneyTx,
    orderId: string,
    amountKopecks: number,
    operationId: number,
  ): Promise<number> {
    const provider = this.provider;
    if (!provider || !(amountKopecks > 0)) return 0;
    // the order's row lock serialises refunds of one order: together they never exceed what it paid
    const order = await tx.trx
      .selectFrom('payment_orders')
      .select(['amount_kopecks', 'status'])
      .where('id', '=', orderId)
      .forUpdate()
      .executeTakeFirst();
    if (!order || order.status === 'declined' || order.status === 'failed') return 0;
    const done = await tx.trx
      .selectFrom('card_refunds')
      .select((eb) => eb.fn.sum<string | number>('amount_kopecks').as('s'))
      .where('order_id', '=', orderId)
      .executeTakeFirst();
    const part = Math.min(amountKopecks, Number(order.amount_kopecks) - Number(done?.s ?? 0));
    if (part <= 0) return 0;
    // the sandbox answers in-process; a real acquirer's call would rather go through an outbox
    // after commit, so a rollback here could not leave a refund the ledger does not know
    const { reference } = await provider.refund({
      invoiceId: orderId,
      amountKopecks: part,
      refundId: crypto.randomUUID(),
    });
    await tx.trx
      .insertInto('card_refunds')
      .values({
        order_id: orderId,
        amount_kopecks: part,
        operation_id: operationId,
        provider: provider.name,
        provider_ref: reference,
      })
      .execute();
    return part;
  }

  find(invoiceId: string) {
    return this.db
      .selectFrom('payment_orders')
      .selectAll()
      .where('id', '=', invoiceId)
      .executeTakeFirst();
  }

  /**
   * A verified provider event. Refused (PaymentServiceError 409) when its signature was seen before
   * (replay) or its event id was (duplicate): either way nothing is credited twice. A paid event
   * runs the order's fulfilment once; a declined one marks the order.
   */
  async handleEvent(
    event: ProviderEvent,
    signature: string,
  ): Promise<{ orderStatus: string; result: Record<string, unknown> | null }> {
    const order = await this.find(event.order);
    if (!order) throw new AppError('PaymentServiceError', 404, 'Unknown order');
    if (event.amount !== amountText(Number(order.amount_kopecks)))
      throw new AppError('PaymentServiceError', 400, 'Amount does not match the order');
    const city = await this.cityOf(order.city);
    if (!city) throw new AppError('CityNotFound', 404, 'Unknown city');
    const owner = { city: order.city, accountId: order.account_id, guestId: order.guest_id };
    const { value } = await this.ledger.run(
      owner,
      { route: 'payment-from-portal', entryKeyBase: `order:${order.id}` },
      async (tx) => {
        const seenSignature = await tx.trx
          .selectFrom('provider_events')
          .select('event_id')
          .where('signature', '=', signature)
          .executeTakeFirst();
        if (seenSignature) throw new AppError('PaymentServiceError', 409, 'Replayed callback');
        const seenEvent = await tx.trx
          .selectFrom('provider_events')
          .select('event_id')
          .where('event_id', '=', event.billnumber)
          .executeTakeFirst();
        if (seenEvent) throw new AppError('PaymentServiceError', 409, 'Duplicate event');
        await tx.trx
          .insertInto('provider_events')
          .values({
            event_id: event.billnumber,
            order_id: order.id,
            signature,
            status: event.status,
            amount_text: event.amount,
          })
          .execute();
        const locked = await tx.trx
          .selectFrom('payment_orders')
          .select(['status'])
          .where('id', '=', order.id)
          .forUpdate()
          .executeTakeFirstOrThrow();
        if (locked.status === 'completed') return { orderStatus: 'completed', result: null };
        if (!PAID.has(event.status.toLowerCase())) {
          await tx.trx
            .updateTable('payment_orders')
            .set({ status: 'declined', completed_at: this.now() })
            .where('id', '=', order.id)
            .execute();
          return { orderStatus: 'declined', result: null };
        }
        const fulfil = this.fulfilments.get(order.purpose);
        if (!fulfil) throw new Error(`no fulfilment for ${order.purpose}`);
        const amountKopecks = Number(order.amount_kopecks);
        const at = this.now();
        const ctx: FulfilContext = {
          tx,
          city,
          orderId: order.id,
          amountKopecks,
          paymentService: order.payment_service,
          at,
        };
        const result = await fulfil(ctx, order.payload);
        await tx.trx
          .updateTable('payment_orders')
          .set({ status: 'completed', completed_at: at, result: JSON.stringify(result) })
          .where('id', '=', order.id)
          .execute();
        return { orderStatus: 'completed', result };
      },
    );
    return value;
  }
}

// Queries of the offer catalogue, subscriptions and the benefits rows. Every method takes the
// handle to use: inside a ledger transaction pass its trx (PGlite: the outer handle would wait).
import { sql, type Insertable, type Kysely, type Updateable } from 'kysely';
import type { VehicleRow } from '../profile/tables';
import type {
  BenefitRow,
  OfferRow,
  SubscriptionRow,
  SubsDB,
  SubscriptionBenefitsTable,
  SubscriptionsTable,
} from './tables';

export type Handle = Kysely<SubsDB>;

export class SubscriptionsRepository {
  constructor(readonly db: Handle) {}

  offers(city: string, h: Handle = this.db): Promise<OfferRow[]> {
    return h
      .selectFrom('subscription_offers')
      .selectAll()
      .where('city', '=', city)
      .where('active', '=', true)
      .orderBy('sort_order')
      .orderBy('id')
      .execute();
  }

  offer(city: string, code: string, h: Handle = this.db): Promise<OfferRow | undefined> {
    return h
      .selectFrom('subscription_offers')
      .selectAll()
      .where('city', '=', city)
      .where('code', '=', code)
      .where('active', '=', true)
      .executeTakeFirst();
  }

  /** The account's subscriptions, newest first. */
  list(accountId: string, city: string, h: Handle = this.db): Promise<SubscriptionRow[]> {
    return h
      .selectFrom('subscriptions')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('city', '=', city)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .execute();
  }

  /** One of the account's subscriptions, locked for the action that reads it. */
  findOwnForUpdate(
    accountId: string,
    city: string,
    orderNum: string,
    h: Handle,
  ): Promise<SubscriptionRow | undefined> {
    return h
      .selectFrom('subscriptions')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('city', '=', city)
      .where('order_num', '=', orderNum)
      .forUpdate()
      .executeTakeFirst();
  }

  /**
   * Serialises, until the transaction ends, every purchase or change of vehicle touching this
   * plate: the overlap check then sees any subscription another account is writing for it (the
   * wallet lock only orders one account's requests).
   */
  async lockPlate(city: string, plate: string, h: Handle): Promise<void> {
    await sql`select pg_advisory_xact_lock(hashtext(${`subscription:${city}:${plate}`}))`.execute(
      h,
    );
  }

  /** Running or paused subscriptions of a plate whose period meets [start, end). */
  overlapping(
    city: string,
    plate: string,
    start: Date,
    end: Date,
    h: Handle,
    exceptId?: number,
  ): Promise<SubscriptionRow[]> {
    let q = h
      .selectFrom('subscriptions')
      .selectAll()
      .where('city', '=', city)
      .where('plate', '=', plate)
      .where('status', 'in', ['active', 'paused'])
      .where('starts_at', '<', end)
      .where('ends_at', '>', start);
    if (exceptId !== undefined) q = q.where('id', '<>', exceptId);
    return q.execute();
  }

  insert(row: Insertable<SubscriptionsTable>, h: Handle): Promise<SubscriptionRow> {
    return h.insertInto('subscriptions').values(row).returningAll().executeTakeFirstOrThrow();
  }

  update(id: number, changes: Updateable<SubscriptionsTable>, h: Handle): Promise<SubscriptionRow> {
    return h
      .updateTable('subscriptions')
      .set(changes)
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  }

  /** The account's registered vehicles: their plates and formats. */
  vehicles(
    accountId: string,
    h: Handle = this.db,
  ): Promise<Pick<VehicleRow, 'number' | 'region' | 'format'>[]> {
    return h
      .selectFrom('vehicles')
      .select(['number', 'region', 'format'])
      .where('account_id', '=', accountId)
      .execute();
  }

  /** Privileges (not a subscription's pricing row) of the account. */
  privileges(accountId: string, city: string, h: Handle = this.db): Promise<BenefitRow[]> {
    return h
      .selectFrom('benefits')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('city', '=', city)
      .where('subscription_id', 'is', null)
      .orderBy('id')
      .execute();
  }

  privilege(
    accountId: string,
    city: string,
    orderNum: string,
    h: Handle = this.db,
  ): Promise<BenefitRow | undefined> {
    return h
      .selectFrom('benefits')
      .selectAll()
      .where('account_id', '=', accountId)
      .where('city', '=', city)
      .where('order_num', '=', orderNum)
      .where('subscription_id', 'is', null)
      .executeTakeFirst();
  }

  insertBenefit(row: Insertable<SubscriptionBenefitsTable>, h: Handle): Promise<void> {
    return h
      .insertInto('benefits')
      .values(row)
      .execute()
      .then(() => undefined);
  }

  updatePricingRow(
    subscriptionId: number,
    changes: Updateable<SubscriptionBenefitsTable>,
    h: Handle,
  ): Promise<void> {
    return h
      .updateTable('benefits')
      .set(changes)
      .where('subscription_id', '=', subscriptionId)
      .execute()
      .then(() => undefined);
  }

  deletePricingRow(subscriptionId: number, h: Handle): Promise<void> {
    return h
      .deleteFrom('benefits')
      .where('subscription_id', '=', subscriptionId)
      .execute()
      .then(() => undefined);
  }
}

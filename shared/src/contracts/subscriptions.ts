// What the subscription calls answer (spec parking-and-money section 3): built by
// server/src/modules/subscriptions/service.ts, read by mf-abonements.

export type SubscriptionStatus = 'active' | 'paused' | 'refunded';

/**
 * 'Benefit/subscription row' of spec section 3: get-benefits-v2, get-subscription and the row
 * actions (pauseAb, continueAb, refund, changeGRZ).
 */
export interface BenefitRow {
  variation: 'benefit' | 'resident' | 'subscription';
  type: string;
  name: string;
  /** Zone codes, or 'all'. */
  zone: string[] | 'all';
  cadastralQuarter: string | null;
  sale: number;
  /** Plate, or '#' for any vehicle. */
  transport: string;
  orderNum: string;
  canChangeTs: boolean;
  canRefund: boolean;
  canPause: boolean;
  canContinue: boolean;
  startOf: string;
  endOf: string;
  /** Subscriptions only. */
  status?: SubscriptionStatus;
  price?: number;
  refunded?: number;
}

/** One offer of the subscription constructor (POST /backend/v2/selectedAbonements). */
export interface ConstructorOffer {
  permissionKind: string;
  permissionKindCode: string;
  permissionType: string;
  price: number;
  zones: string[] | 'all';
  startDate: string;
  endDate: string;
  days: number;
  description: string;
}

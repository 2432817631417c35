// The subscription calls (server/src/modules/subscriptions/README.md). Backend v2 calls carry the
// token in the Authorization header; the others in the query (GET) or body (POST).
import { apiCall, type ApiResponse } from '@parking/shared/api';
import type { BenefitRow, ConstructorOffer } from '@parking/shared/contracts';

// The row and offer are the server's contract (shared); the screens take them from here with the calls.
export type { BenefitRow, ConstructorOffer };

export interface ConstructorZone {
  code: string;
  name: string;
  special: boolean;
}

export type PurchaseResult = {
  amount: number;
  subscription?: BenefitRow;
  invoiceId?: string;
  RedirectURL?: string;
};
export type RowAction = 'pauseAb' | 'continueAb' | 'refund' | 'changeGRZ';

export const getBenefits = () => apiCall<BenefitRow[]>('/api/profile/get-benefits-v2');
export const getSubscriptions = () => apiCall<BenefitRow[]>('/api/profile/get-subscription');
export const getZones = () =>
  apiCall<ConstructorZone[]>('/backend/v2/getZones', { token: 'header' });
export const getTiming = () => apiCall<number[]>('/backend/v2/getTiming', { token: 'header' });

export const selectAbonements = (body: { zones: string[]; dateStart: string; timing: number }) =>
  apiCall<ConstructorOffer[]>('/backend/v2/selectedAbonements', {
    method: 'POST',
    body,
    json: true,
    token: 'header',
  });

export const rowAction = (
  action: RowAction,
  body: { orderNum: string; grzNew?: string },
): Promise<ApiResponse<BenefitRow>> =>
  apiCall<BenefitRow>(`/backend/v2/${action}`, {
    method: 'POST',
    body,
    json: true,
    token: 'header',
  });

export const buySubscription = (body: {
  vehicle: string;
  codeSubscription: string;
  paymentService: string;
  timestart: string | null;
  phone?: string;
  idempotencyKey?: string;
}) =>
  apiCall<PurchaseResult>('/api/payment/subscription', {
    method: 'POST',
    body,
    token: 'body',
    storeReturnAddress: true,
  });

import { apiCall, isOk } from '@parking/shared/api';
import type { ApiResponse, CostResult } from '@parking/shared/contracts';
import type { ParkingSession, PayResult, PlanarQuote, ZoneOption } from './types';

// One transport pattern for the money calls: form body, token as a body field (spec section 7).
const post = <T>(path: string, body: Record<string, unknown>, storeReturnAddress = false) =>
  apiCall<T>(path, { method: 'POST', token: 'body', body, storeReturnAddress });

/** A RedirectURL may come with a comma in its amount (spec: replaced by a dot). */
export function redirectOf(response: ApiResponse<PayResult>): string | null {
  if (!isOk(response)) return null;
  const url =
    (response.result?.RedirectURL ?? (response as { RedirectURL?: string }).RedirectURL) || null;
  return url ? url.replace(/,/g, '.') : null;
}

export interface CostRequest {
  vehicle: string;
  zone: string;
  duration: number;
  parkingCode?: string | null;
  reservationId?: string | null;
  timestart?: string | null;
  numberFormat?: string;
  category?: string;
  guestToken?: string | null;
  /** The method that will pay: a card may carry a bonus discount (settings.useBonus). */
  paymentService?: string | null;
}

/**
 * The stay's fields of a cost or start call, and whose token goes with it: a guest has no session,
 * so its own token travels in the body instead.
 */
function stayCall(request: CostRequest | StartRequest) {
  return {
    body: {
      Vehicle: request.vehicle,
      Zone: request.zone,
      Duration: request.duration,
      ParkingCode: request.parkingCode || undefined,
      timestart: request.timestart || undefined,
      NumberFormat: request.numberFormat,
      Category: request.category,
      token: request.guestToken || undefined,
    },
    token: request.guestToken ? ('none' as const) : ('body' as const),
  };
}

export function getCost(request: CostRequest, signal?: AbortSignal) {
  const { body, token } = stayCall(request);
  return apiCall<CostResult>('/payment/cost', {
    method: 'POST',
    token,
    body: {
      ...body,
      ReservationId: request.reservationId || undefined,
      PaymentService: request.paymentService || undefined,
    },
    signal,
  });
}

export interface StartRequest {
  vehicle: string;
  zone: string;
  duration: number;
  paymentService: string;
  parkingCode?: string | null;
  phone?: string | null;
  timestart?: string | null;
  numberFormat?: string;
  category?: string;
  guestToken?: string | null;
}

export function startParking(request: StartRequest) {
  const { body, token } = stayCall(request);
  return apiCall<PayResult>('/payment/start', {
    method: 'POST',
    token,
    body: { ...body, PaymentService: request.paymentService, phone: request.phone || undefined },
    storeReturnAddress: true,
  });
}

/** No-balance city: an open-ended session (spec: Zone, ParkingCode, Vehicle, NumberFormat, Category), paid when it stops. */
export function startNoBalance(
  request: Pick<StartRequest, 'vehicle' | 'zone' | 'parkingCode' | 'numberFormat' | 'category'>,
) {
  return post<PayResult>('/payment/start/v2', {
    Vehicle: request.vehicle,
    Zone: request.zone,
    ParkingCode: request.parkingCode || undefined,
    NumberFormat: request.numberFormat,
    Category: request.category,
  });
}

export function renewParking(request: {
  reservationId: string;
  duration: number;
  paymentService: string;
  phone?: string | null;
}) {
  return post<PayResult>(
    '/payment/renew',
    {
      ReservationId: request.reservationId,
      Duration: request.duration,
      PaymentService: request.paymentService,
      phone: request.phone || undefined,
    },
    true,
  );
}

export function cancelParking(reservationId: string) {
  return post<PayResult>('/payment/cancel', { ReservationId: reservationId });
}

export function refill(request: { paymentService: string; amount: number; phone?: string | null }) {
  return post<PayResult>(
    '/payment/refill',
    {
      PaymentService: request.paymentService,
      RefillAmount: request.amount,
      phone: request.phone || undefined,
    },
    true,
  );
}

/** No-balance: stop a running session and pay what it cost (answer: amount and RedirectURL). */
export function cancelNoBalance(orderId: string, paymentService?: string) {
  return post<PayResult>(
    '/payment/cancel/v2',
    { OrderId: orderId, PaymentService: paymentService },
    true,
  );
}

/** No-balance: pay a deferred session later. */
export function payDeferred(orderId: string, paymentService: string) {
  return post<PayResult>(
    '/payment/deffered/v1',
    { OrderId: orderId, PaymentService: paymentService },
    true,
  );
}

/** No-balance: abort a session; it is deleted and cannot be paid later. */
export function abortSession(orderId: string, paymentService: string) {
  return post<PayResult>('/payment/break/v1', { OrderId: orderId, PaymentService: paymentService });
}

export function getSessions() {
  return apiCall<ParkingSession[] | { sessions: ParkingSession[] }>('/payment/sessions');
}

export function listOfSessions(
  result: ParkingSession[] | { sessions: ParkingSession[] } | null | undefined,
): ParkingSession[] {
  if (Array.isArray(result)) return result;
  return Array.isArray(result?.sessions) ? result.sessions : [];
}

export function getBalance() {
  return apiCall<number | { balance: number }>('/profile/get-balance');
}

export function getZones() {
  return apiCall<unknown>('/backend/v2/getZones', { token: 'header' });
}

/** Zones of getZones as options; tolerant of a bare list or a { zones } wrapper. */
export function parseZones(result: unknown): ZoneOption[] {
  const list = Array.isArray(result)
    ? result
    : Array.isArray((result as { zones?: unknown })?.zones)
      ? (result as { zones: unknown[] }).zones
      : [];
  return list
    .map((z) => {
      const zone = z as Record<string, unknown>;
      const value = String(zone.value ?? zone.zonenumber ?? zone.code ?? zone.number ?? '');
      const name = String(zone.name ?? zone.zonename ?? value);
      return { value, name };
    })
    .filter((z) => z.value);
}

export function getMapParkings() {
  return apiCall<unknown>('/info/get-map-info/v3', { token: 'none' });
}

export function costPlane(ticketNumber: string, parkingNumber: string) {
  return apiCall<PlanarQuote>('/backend/v2/costPlane', {
    token: 'header',
    query: { ticketNumber, parkingNumber },
  });
}

export function payPlane(request: {
  paymentService: string;
  parkingNumber: string;
  sessionId: string;
}) {
  return apiCall<PayResult>('/backend/v2/payPlane', {
    method: 'POST',
    json: true,
    token: 'header',
    body: request,
    storeReturnAddress: true,
  });
}

export function sandboxPay(request: {
  invoiceId: string;
  cardNumber: string;
  cvc: string;
  expiry: string;
  code3ds?: string;
  email?: string;
}) {
  return apiCall<{ status?: string; needs3ds?: boolean; [extra: string]: unknown }>(
    '/payment/sandbox/pay',
    { method: 'POST', json: true, token: 'none', body: request },
  );
}

/** The sandbox invoice behind /payment: NotFound when the provider does not know it. */
export function sandboxOrder(invoiceId: string, signal?: AbortSignal) {
  return apiCall<{
    invoiceId: string;
    amount: number;
    currency: string;
    purpose: string;
    status: string;
  }>('/payment/sandbox/order', { token: 'none', query: { invoiceId }, signal });
}

export function issueGuestToken() {
  return apiCall<{ token: string; expiresAt: string }>('/payment/guest-token', {
    method: 'POST',
    token: 'none',
  });
}

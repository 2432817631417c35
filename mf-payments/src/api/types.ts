// The cost answer is the server's contract (shared); the forms take it from here with the other types.
export type { CostInterval, CostResult } from '@parking/shared/contracts';

/** An active or deferred session (spec 'Session'). */
export interface ParkingSession {
  id: number | string;
  reservationId: string;
  /** The server sends { numberTs, numberFormat, category }; older answers a bare plate. */
  transport: string | { numberTs: string; numberFormat?: string; category?: string };
  zone: string;
  parkingCode: string | null;
  status: string; // 'active'; anything else is deferred ('waiting')
  startDate: string;
  endDate: string | null;
  sum?: number;
  duration?: number;
  amountToPay?: number;
  orderId?: string;
}

/** Pay answers: the browser goes to RedirectURL when there is one. */
export interface PayResult {
  RedirectURL?: string | null;
  message?: string;
  amount?: number;
  [extra: string]: unknown;
}

export interface PlanarQuote {
  cost: number;
  sessionId: string;
  parkingNumber: string;
}

export interface ZoneOption {
  /** Zone number sent as Zone. */
  value: string;
  name: string;
}

export interface ProfileVehicle {
  id?: string;
  numberTs: string;
  formatGrz?: 'rus' | 'foreign';
  category?: string;
  mainTs?: boolean;
}

export interface Profile {
  balance?: number;
  ts?: ProfileVehicle[];
  sessions?: ParkingSession[];
  telephone?: string;
}

/** The plate of a session, whichever shape its transport has. */
export function plateOf(session: ParkingSession): string {
  return typeof session.transport === 'string'
    ? session.transport
    : (session.transport?.numberTs ?? '');
}

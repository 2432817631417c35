// Fines of the caller (spec section 3 'Fine'): GET /finesstorage/fines/v1, built by
// server/src/modules/fines, read by mf-profile. Money in roubles.

export interface Fine {
  uin: string;
  article: string;
  place: string;
  /** ISO date-times. */
  offenseDate: string;
  rulingDate: string | null;
  /** When the fine was issued. */
  date: string;
  orderNumber: string;
  fineStatus: string;
  /** Roubles. */
  totalSum: number;
  paidSum: number;
  sts: string | null;
  grz: string | null;
  /** The unpaid parking interval. */
  start: string | null;
  end: string | null;
  type: string;
  provider: string;
}

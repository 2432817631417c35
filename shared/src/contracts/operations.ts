// Operations history (spec parking-and-money sections 3, 4, 7; accounts-and-access section 7):
// POST /api/profile/get-operations-with-filter, GET /api/profile/get-operations-v2,
// /api/profile/download-history/v1 and the file link it returns. Used by mf-history and mf-coop.

export const OPERATION_TYPES = [
  'payment',
  'refill',
  'renew',
  'cancel',
  'paymentSubscription',
  'paymentGate',
  'bonus20',
] as const;
export type OperationType = (typeof OPERATION_TYPES)[number];
/** The Operation filter: 'all', a type, or 'subscription' (another name of paymentSubscription). */
export type OperationFilterType = 'all' | 'subscription' | OperationType;
export const OPERATION_FILTER_TYPES: readonly OperationFilterType[] = ['all', ...OPERATION_TYPES];

export type OperationStatus = 'done' | 'cancel' | 'error' | 'waiting';

export const PERIOD_PRESETS = ['all', 'yesterday', 'today', 'weekly', 'monthly', 'custom'] as const;
export type PeriodPreset = (typeof PERIOD_PRESETS)[number];
export const DEFAULT_PERIOD: PeriodPreset = 'monthly';

/** Page size of get-operations-with-filter (spec section 9). */
export const OPERATIONS_PAGE_SIZE = 50;

export type ExportFormat = 'xls' | 'pdf';

/** Money leaving the wallet is shown negative; coming back or in, positive (spec section 4). */
export const OPERATION_SIGN: Readonly<Record<OperationType, -1 | 1>> = {
  payment: -1,
  renew: -1,
  paymentSubscription: -1,
  paymentGate: -1,
  refill: 1,
  cancel: 1,
  bonus20: 1,
};

/** One row of the history. Dates are ISO 8601 UTC; money in roubles. */
export interface Operation {
  id: number;
  /** Opaque keyset position of this row: pass the last row's as `cursor` for the next page. */
  cursor: string;
  dateOperation: string;
  startsOf: string | null;
  endOf: string | null;
  /** Minutes. */
  duration: number | null;
  type: OperationType;
  /** A zone, or a comma list ('101,102') for an operation made for several zones. */
  zone: string | null;
  parking: string | null;
  tariff: string | null;
  transport: string | null;
  resolution: string | null;
  /** Absolute amount in roubles. */
  sum: number;
  /** Signed amount in roubles: sum with the sign of OPERATION_SIGN (0 stays 0). */
  amount: number;
  sumSale: number;
  status: OperationStatus;
  orderNumber: string;
  driverPhone: string | null;
  /** Fiscal receipt link or id when there is one. */
  checkFiscal: string | null;
  description: string | null;
}

/**
 * Filters of get-operations-with-filter and download-history/v1 (form or JSON body, or query).
 * Period default 'monthly'; StartDate/EndDate ('YYYY-MM-DD', 'DD.MM.YYYY' or ISO) make it custom;
 * days are the city's. Zone: an operation's zone, or one of the zones of an operation made for
 * several (a subscription for '101,102' is found by Zone=101 and Zone=102). Driver: corporate
 * accounts only (phone digits).
 */
export interface OperationsFilter {
  Period?: PeriodPreset;
  StartDate?: string;
  EndDate?: string;
  Operation?: OperationFilterType;
  Vehicle?: string;
  Zone?: string;
  OrderNumber?: string;
  Driver?: string;
}

export interface OperationsPageRequest extends OperationsFilter {
  /** The previous page's `nextCursor` (or its last row's `cursor`). */
  cursor?: string;
  /** Legacy continuation: rows strictly before this instant (add `lastId` to keep equal timestamps). */
  dateOperation?: string;
  lastId?: number;
}

/** Envelope extras of get-operations-with-filter beside `result: Operation[]`. */
export interface OperationsPageExtras {
  nextCursor: string | null;
  hasMore: boolean;
}

export interface DownloadHistoryRequest extends OperationsFilter {
  type: ExportFormat;
  /** Language of the file's texts; default ru. */
  lng?: 'ru' | 'en';
}

export interface DownloadHistoryResult {
  /** GET it with the same account's token (query, body or Bearer); it expires. */
  url: string;
  fileName: string;
  expiresAt: string;
  rows: number;
  /** More rows matched than an export holds (EXPORT_MAX_ROWS). */
  truncated: boolean;
}

/** Description values the server writes that name a kind of row, not text for a person. */
export const OPERATION_DESCRIPTION_KINDS: readonly string[] = [
  'payment',
  'extension',
  'refill',
  'cancel',
];

/** How a description's parts read in one language (the screen's i18n, the export's labels). */
export interface OperationDescriptionLabels {
  zone: (zone: string) => string;
  parking: (parking: string) => string;
  order: (number: string) => string;
  refundOf: (number: string) => string;
}

/**
 * The description of a row as the history screen and its exported files show it: a kind
 * ('payment', 'extension', ...), which the Operation column already says, reads as the row's zone,
 * parking and vehicle (or its order number when it has none, a top-up); 'refund <order number>' as
 * the refund of that subscription; other text as is.
 */
export function describeOperation(
  op: Pick<Operation, 'description' | 'zone' | 'parking' | 'transport' | 'orderNumber'>,
  labels: OperationDescriptionLabels,
): string {
  const details = [
    op.zone && labels.zone(op.zone),
    op.parking && labels.parking(op.parking),
    op.transport,
  ]
    .filter(Boolean)
    .join(', ');
  const refund = op.description ? /^refund (\S+)$/.exec(op.description) : null;
  if (refund) return labels.refundOf(refund[1]!);
  if (op.description && OPERATION_DESCRIPTION_KINDS.includes(op.description))
    return details || (op.orderNumber ? labels.order(op.orderNumber) : '');
  return op.description || details;
}

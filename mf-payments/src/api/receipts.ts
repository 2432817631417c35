// Receipt calls of spec section 7: token as a parameter; the payer travels as a JSON object.
import { apiCall, downloadPdf, isOk, type ApiResponse } from '@parking/shared/api';
import type { Payer } from '@parking/shared/contracts';

export type { IndividualPayerData, LegalPayerData, Payer } from '@parking/shared/contracts';

export interface CreatedReceipt {
  receiptnumber: string;
  sum: number | null;
  UIN: string;
  receiptname: string;
}

type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => !!v && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';

// Private calls: a corporate session has no receipts (server rule).
const OPTIONS = { userType: 'private', method: 'POST', json: true, token: 'query' } as const;

async function create(
  path: string,
  body: Record<string, unknown>,
): Promise<ApiResponse<CreatedReceipt>> {
  const response = await apiCall<unknown>(path, { ...OPTIONS, body });
  if (!isOk(response)) return response;
  const result = isRecord(response.result) ? response.result : {};
  const receipt = isRecord(result.receipt) ? result.receipt : {};
  const receiptnumber = text(result.receiptnumber) || text(receipt.receiptnumber);
  if (!receiptnumber) return { status: 'error', errorName: 'UnknownError' };
  const sum = Number(receipt.sum);
  return {
    ...response,
    result: {
      receiptnumber,
      sum: Number.isFinite(sum) && receipt.sum !== undefined ? sum : null,
      UIN: text(receipt.UIN),
      receiptname: text(receipt.receiptname),
    },
  };
}

export function createRefillReceipt(sum: number, payer: Payer) {
  return create('/creatrefill', { sum, payer });
}

export function createSubscriptionReceipt(codeSubscription: string, grz: string, payer: Payer) {
  return create('/creatsubscription', { codeSubscription, grz, payer });
}

export function sendReceipt(receiptnumber: string, email: string) {
  return apiCall<unknown>('/sendreceipt', {
    userType: 'private',
    query: { receiptnumber, email: email.trim() },
  });
}

export type { DownloadResult } from '@parking/shared/api';

/** GET /api/receipt answers the PDF, saved as receipt.pdf; a JSON answer is an error envelope. */
export function downloadReceipt(receiptnumber: string) {
  return downloadPdf(
    '/api/receipt',
    new URLSearchParams({ receiptnumber }),
    'private',
    'receipt.pdf',
  );
}

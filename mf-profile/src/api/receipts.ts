// Receipts of spec section 7: the list (token as a parameter) and the PDF as a blob.
import { apiCall, downloadPdf, isOk, type ApiResponse } from '@parking/shared/api';

export interface Receipt {
  receiptnumber: string;
  date: string;
  sum: number;
  status: string;
  receiptname: string;
  /** 'legal' shows as Invoice, anything else as Receipt. */
  type: string;
  UIN: string;
}

type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => !!v && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';

export async function getReceipts(): Promise<ApiResponse<Receipt[]>> {
  const response = await apiCall<unknown>('/receipt-list', { userType: 'private' });
  if (!isOk(response)) return response;
  // the spec allows the array itself or a result field holding it
  const raw = response.result;
  const list = Array.isArray(raw)
    ? raw
    : isRecord(raw) && Array.isArray(raw.result)
      ? raw.result
      : [];
  return {
    ...response,
    result: list.filter(isRecord).map((r) => ({
      receiptnumber: text(r.receiptnumber),
      date: text(r.date),
      sum: Number(r.sum) || 0,
      status: text(r.status),
      receiptname: text(r.receiptname),
      type: text(r.type),
      UIN: text(r.UIN ?? r.uin),
    })),
  };
}

export { saveBlob, type DownloadResult } from '@parking/shared/api';

/** GET /api/receipt answers the PDF, saved as receipt.pdf; a JSON answer is an error envelope. */
export function downloadReceipt(receiptnumber: string, type?: string) {
  const query = new URLSearchParams({ receiptnumber });
  if (type) query.set('type', type);
  return downloadPdf('/api/receipt', query, 'private', 'receipt.pdf');
}

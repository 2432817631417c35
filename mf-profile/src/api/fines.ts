// Fines of spec section 7: the list and a fine's photo (token as a query parameter).
import { apiCall, isOk, type ApiResponse } from '@parking/shared/api';
import type { Fine as FineContract } from '@parking/shared/contracts';

/** A missing plate or certificate reads as ''. */
export interface Fine extends FineContract {
  sts: string;
  grz: string;
}

type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => !!v && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
const num = (v: unknown): number => {
  const n = typeof v === 'number' ? v : Number.parseFloat(text(v));
  return Number.isFinite(n) ? n : 0;
};

function parseFine(raw: Raw): Fine {
  return {
    uin: text(raw.uin),
    article: text(raw.article),
    place: text(raw.place),
    offenseDate: text(raw.offenseDate),
    rulingDate: text(raw.rulingDate) || null,
    date: text(raw.date),
    orderNumber: text(raw.orderNumber),
    fineStatus: text(raw.fineStatus),
    totalSum: num(raw.totalSum),
    paidSum: num(raw.paidSum),
    sts: text(raw.sts),
    grz: text(raw.grz),
    start: text(raw.start) || null,
    end: text(raw.end) || null,
    type: text(raw.type),
    provider: text(raw.provider),
  };
}

/** The spec puts the list in `fines` beside the status; `result` is the envelope's place. */
export async function getFines(): Promise<ApiResponse<Fine[]>> {
  const response = await apiCall<unknown>('/finesstorage/fines/v1', { userType: 'private' });
  if (!isOk(response)) return response;
  const list = Array.isArray(response.fines)
    ? response.fines
    : Array.isArray(response.result)
      ? response.result
      : [];
  return { ...response, result: list.filter(isRecord).map(parseFine) };
}

/** Base64 PNG of the fine's photo. */
export async function getFineImage(uin: string): Promise<ApiResponse<string>> {
  const response = await apiCall<unknown>('/finesstorage/fineimage/v1', {
    userType: 'private',
    query: { uin },
  });
  if (!isOk(response)) return response;
  const image =
    text(response.image) || (isRecord(response.result) ? text(response.result.image) : '');
  return image ? { ...response, result: image } : { status: 'error', errorName: 'UnknownError' };
}

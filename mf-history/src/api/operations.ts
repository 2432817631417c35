// The history calls (spec section 7). The types are the shared contract (@parking/shared/contracts,
// also used by the corporate area); this file is the client side of them.
import { apiCall, saveBlob, type ApiResponse } from '@parking/shared/api';
import type {
  DownloadHistoryResult,
  ExportFormat,
  Operation,
  OperationsFilter,
  OperationsPageExtras,
} from '@parking/shared/contracts';
import { getCity, tokenStore } from '@parking/shared/session';

export type { Operation, OperationsFilter } from '@parking/shared/contracts';

export interface OperationsPage {
  items: Operation[];
  nextCursor: string | null;
  /** The server's flag; an older server without it: more pages exist while a page returned rows. */
  hasMore: boolean;
}

/** POST /api/profile/get-operations-with-filter: one page of 50, after `cursor` when given. */
export async function fetchOperationsPage(
  filter: OperationsFilter,
  options: {
    cursor?: string | null;
    signal?: AbortSignal;
    userType?: 'private' | 'corporate';
  } = {},
): Promise<ApiResponse<OperationsPage>> {
  const response = await apiCall<Operation[]>('/api/profile/get-operations-with-filter', {
    method: 'POST',
    body: { ...filter, ...(options.cursor ? { cursor: options.cursor } : {}) },
    token: 'body',
    signal: options.signal,
    ...(options.userType ? { userType: options.userType } : {}),
  });
  if (response.status !== 'ok') return response;
  const items = Array.isArray(response.result) ? response.result : [];
  const extras = response as unknown as Partial<OperationsPageExtras>;
  const last = items[items.length - 1];
  return {
    ...response,
    result: {
      items,
      hasMore: typeof extras.hasMore === 'boolean' ? extras.hasMore : items.length > 0,
      nextCursor: extras.nextCursor ?? last?.cursor ?? null,
    },
  };
}

/** /api/profile/download-history/v1: generates the file and answers its link. */
export function requestExport(
  filter: OperationsFilter,
  type: ExportFormat,
  lng: 'ru' | 'en',
): Promise<ApiResponse<DownloadHistoryResult>> {
  return apiCall<DownloadHistoryResult>('/api/profile/download-history/v1', {
    method: 'POST',
    body: { ...filter, type, lng },
    token: 'body',
  });
}

/**
 * Fetches the generated file with the session's token (the link works only for its owner, so a
 * plain navigation without the token would be refused) and hands it to the browser as a download.
 */
export async function downloadExport(result: DownloadHistoryResult): Promise<boolean> {
  const session = tokenStore.current();
  const city = getCity();
  try {
    const res = await fetch(result.url, {
      headers: {
        ...(session ? { Authorization: `Bearer ${session.token}` } : {}),
        ...(city ? { 'X-City': city } : {}),
      },
      credentials: 'same-origin',
    });
    if (!res.ok) return false;
    saveBlob(await res.blob(), result.fileName);
    return true;
  } catch {
    return false;
  }
}

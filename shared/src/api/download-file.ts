import type { UserType } from '../bus/bus';
import { getCity } from '../session/city';
import { tokenStore } from '../session/token-store';
import { buildUrl } from './api-call';

export type DownloadResult = { status: 'ok' } | { status: 'error'; errorName: string };

/**
 * GETs a PDF, which the JSON client cannot read, with the city and the user's token (query), and
 * saves it as `fileName` through an object URL. A JSON answer is an error envelope. Never throws.
 */
export async function downloadPdf(
  path: string,
  query: URLSearchParams,
  userType: UserType,
  fileName: string,
): Promise<DownloadResult> {
  const city = getCity();
  const token = city ? tokenStore.get(city, userType) : null;
  const params = new URLSearchParams(query);
  if (token) params.set('token', token);
  const headers: Record<string, string> = { Accept: 'application/pdf, application/json' };
  if (city) headers['X-City'] = city;
  try {
    const res = await fetch(buildUrl(path, '/api', params), {
      headers,
      credentials: 'same-origin',
    });
    const contentType = res.headers.get('content-type') ?? '';
    if (!res.ok || !contentType.includes('pdf')) {
      const body = (await res.json().catch(() => null)) as { errorName?: unknown } | null;
      return {
        status: 'error',
        errorName: typeof body?.errorName === 'string' ? body.errorName : 'UnknownError',
      };
    }
    saveBlob(await res.blob(), fileName);
    return { status: 'ok' };
  } catch {
    return { status: 'error', errorName: 'UnknownError' };
  }
}

export function saveBlob(blob: Blob, fileName: string): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  link.hidden = true;
  document.body.appendChild(link);
  link.click();
  link.remove();
  // revoked later: some browsers read the URL after click() returns
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}

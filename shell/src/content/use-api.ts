import { useCallback, useEffect, useState } from 'react';
import { apiCall, isOk } from '@parking/shared/api';

export type Loaded<T> =
  { status: 'loading' } | { status: 'ok'; data: T } | { status: 'notFound' } | { status: 'error' };

type Query = Record<string, string | number | undefined>;

/**
 * One public GET for a page: loading, the data, not found (the server's NotFound) or an error
 * with a retry. `path` null skips the call (a malformed id is simply not found).
 */
export function useApi<T>(
  path: string | null,
  query: Query,
  /** An answer of another shape (an older server, a proxy) is an error, not a crash. */
  isValid: (result: unknown) => boolean,
): Loaded<T> & { retry(): void } {
  const [attempt, setAttempt] = useState(0);
  const key = path === null ? null : `${path}?${JSON.stringify(query)}`;
  const [state, setState] = useState<{ key: string | null; value: Loaded<T> }>({
    key: null,
    value: { status: 'loading' },
  });

  useEffect(() => {
    if (key === null || path === null) return undefined;
    const controller = new AbortController();
    setState({ key, value: { status: 'loading' } });
    void apiCall<T>(path, { token: 'none', query, signal: controller.signal }).then((response) => {
      if (controller.signal.aborted) return;
      let value: Loaded<T>;
      if (isOk(response) && isValid(response.result))
        value = { status: 'ok', data: response.result };
      else if (isOk(response)) value = { status: 'error' };
      else if (response.errorName === 'NotFound') value = { status: 'notFound' };
      else value = { status: 'error' };
      setState({ key, value });
    });
    return () => controller.abort();
    // `key` stands for path and query; the validator is a pure function of the page.
  }, [key, attempt]);

  const retry = useCallback(() => setAttempt((a) => a + 1), []);
  if (path === null) return { status: 'notFound', retry };
  // Until the effect has started the call for this key, the previous answer is stale.
  const value = state.key === key ? state.value : { status: 'loading' as const };
  return { ...value, retry };
}

export const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

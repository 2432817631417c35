// The list behind the table: the first page of a filter, more pages on demand, and a clean restart
// whenever the filter changes (answers of an older filter are dropped, their requests aborted).
import { useCallback, useEffect, useRef, useState } from 'react';
import type { Operation, OperationsFilter } from '@parking/shared/contracts';
import { fetchOperationsPage } from '../api/operations';
import { requestKey } from '../model/filter';

export type ListStatus = 'loading' | 'done' | 'error';

export interface OperationsList {
  items: Operation[];
  /** The first page's state: loading shows placeholders, error the error panel. */
  status: ListStatus;
  loadingMore: boolean;
  /** A next page failed: the list stays, the panel offers a retry of that page. */
  moreError: boolean;
  hasMore: boolean;
  loadMore(): void;
  retry(): void;
}

interface State {
  key: string;
  items: Operation[];
  status: ListStatus;
  loadingMore: boolean;
  moreError: boolean;
  hasMore: boolean;
  cursor: string | null;
}

/** A filter's list before its first page came. */
function firstPageLoading(key: string): State {
  return {
    key,
    items: [],
    status: 'loading',
    loadingMore: false,
    moreError: false,
    hasMore: false,
    cursor: null,
  };
}

export function useOperations(
  filter: OperationsFilter,
  userType?: 'private' | 'corporate',
): OperationsList {
  const key = requestKey(filter);
  const [state, setState] = useState<State>(() => firstPageLoading(key));
  const [attempt, setAttempt] = useState(0);
  const filterRef = useRef(filter);
  filterRef.current = filter;
  const keyRef = useRef(key);
  keyRef.current = key;
  const controller = useRef<AbortController | null>(null);
  const stateRef = useRef(state);
  stateRef.current = state;

  // First page of the current filter (again on retry).
  useEffect(() => {
    controller.current?.abort();
    const abort = new AbortController();
    controller.current = abort;
    setState(firstPageLoading(key));
    void fetchOperationsPage(filterRef.current, {
      signal: abort.signal,
      ...(userType ? { userType } : {}),
    }).then((response) => {
      if (abort.signal.aborted || keyRef.current !== key) return;
      if (response.status !== 'ok') {
        setState((s) => ({ ...s, status: 'error' }));
        return;
      }
      const { items, hasMore, nextCursor } = response.result;
      setState({
        key,
        items,
        status: 'done',
        loadingMore: false,
        moreError: false,
        hasMore,
        cursor: nextCursor,
      });
    });
    return () => abort.abort();
  }, [key, attempt, userType]);

  const busy = useRef(false);
  const loadMore = useCallback(() => {
    const current = stateRef.current;
    if (
      busy.current ||
      current.status !== 'done' ||
      !current.hasMore ||
      current.key !== keyRef.current
    )
      return;
    busy.current = true;
    const signal = controller.current?.signal;
    setState((s) => ({ ...s, loadingMore: true, moreError: false }));
    void fetchOperationsPage(filterRef.current, {
      cursor: current.cursor,
      ...(signal ? { signal } : {}),
      ...(userType ? { userType } : {}),
    }).then((response) => {
      busy.current = false;
      if (signal?.aborted || keyRef.current !== current.key) return;
      if (response.status !== 'ok') {
        setState((s) => ({ ...s, loadingMore: false, moreError: true }));
        return;
      }
      const { items, hasMore, nextCursor } = response.result;
      setState((s) => ({
        ...s,
        items: [...s.items, ...items],
        loadingMore: false,
        hasMore,
        cursor: nextCursor,
      }));
    });
  }, [userType]);
  const retry = useCallback(() => {
    if (stateRef.current.moreError) loadMore();
    else setAttempt((n) => n + 1);
  }, [loadMore]);

  // Until the effect has started the new filter's request, the old rows must not show.
  const fresh = state.key === key;
  return {
    items: fresh ? state.items : [],
    status: fresh ? state.status : 'loading',
    loadingMore: fresh && state.loadingMore,
    moreError: fresh && state.moreError,
    hasMore: fresh && state.hasMore,
    loadMore,
    retry,
  };
}

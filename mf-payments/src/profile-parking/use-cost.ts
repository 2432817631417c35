import { useEffect, useRef, useState } from 'react';
import { isOk } from '@parking/shared/api';
import { getCost, type CostRequest } from '../api/payments';
import type { CostResult } from '../api/types';

export interface CostState {
  cost: CostResult | null;
  /** An error other than CostCalculationError (shown as a danger alert, price 0). */
  error: string | null;
  loading: boolean;
}

const keyOf = (request: CostRequest | null) => (request ? JSON.stringify(request) : '');

/**
 * Live cost of the form's current values. Only one calculation runs at a time (spec section 4):
 * changes made meanwhile wait, and only the latest of them is priced when it ends.
 */
export function useCost(request: CostRequest | null): CostState {
  const key = keyOf(request);
  const [state, setState] = useState<CostState & { key: string }>({
    cost: null,
    error: null,
    loading: false,
    key: '',
  });
  const running = useRef(false);
  const wanted = useRef<CostRequest | null>(null);
  const mounted = useRef(true);

  useEffect(() => {
    mounted.current = true;
    return () => {
      mounted.current = false;
    };
  }, []);

  useEffect(() => {
    wanted.current = request;
    if (!request) {
      setState({ cost: null, error: null, loading: false, key: '' });
      return;
    }
    setState((s) => ({ ...s, loading: true }));
    if (running.current) return; // the running one picks this up when it ends
    const run = async (next: CostRequest) => {
      running.current = true;
      const response = await getCost(next);
      running.current = false;
      if (!mounted.current) return;
      const latest = wanted.current;
      if (latest && keyOf(latest) !== keyOf(next)) {
        void run(latest);
        return;
      }
      if (!latest) return;
      if (isOk(response))
        setState({ cost: response.result, error: null, loading: false, key: keyOf(next) });
      // CostCalculationError means 'no price here', silently
      else if (response.errorName === 'CostCalculationError')
        setState({ cost: null, error: null, loading: false, key: keyOf(next) });
      else setState({ cost: null, error: response.errorName, loading: false, key: keyOf(next) });
    };
    void run(request);
    // keyed by the request's content, not its identity
  }, [key]);

  const current = state.key === key;
  return {
    cost: current ? state.cost : null,
    error: current ? state.error : null,
    loading: !!request && (!current || state.loading),
  };
}

import { useEffect, useState } from 'react';
import { bus, isStateLike, type BusEventName, type BusEvents } from './bus';

/**
 * The latest payload of a bus event. State-like events start from their last value; the others
 * start undefined and show only what arrives after mount.
 */
export function useBusEvent<K extends BusEventName>(type: K): BusEvents[K] | undefined {
  const [value, setValue] = useState<BusEvents[K] | undefined>(() =>
    isStateLike(type) ? bus.last(type) : undefined,
  );
  useEffect(() => {
    if (!isStateLike(type)) setValue(undefined);
    const subscription = bus.on(type).subscribe(setValue);
    return () => subscription.unsubscribe();
  }, [type]);
  return value;
}

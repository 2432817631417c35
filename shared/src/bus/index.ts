export { bus, isStateLike, STATE_LIKE_EVENTS } from './bus';
export type { BusEvents, BusEventName, UserType } from './bus';
export { useBusEvent } from './use-bus-event';

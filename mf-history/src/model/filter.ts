// The filter column's model: form values, their defaults, the request they make, and the rule
// that a custom period's start after its end is reset.
import {
  DEFAULT_PERIOD,
  OPERATION_FILTER_TYPES,
  PERIOD_PRESETS,
  type OperationFilterType,
  type OperationsFilter,
  type PeriodPreset,
} from '@parking/shared/contracts';

export { OPERATION_FILTER_TYPES, PERIOD_PRESETS };

export interface FilterValues {
  period: PeriodPreset;
  /** 'YYYY-MM-DD' (a date input's value) or ''. */
  startDate: string;
  endDate: string;
  operation: OperationFilterType;
  vehicle: string;
  zone: string;
  orderNumber: string;
  /** Corporate accounts only. */
  driver: string;
}

export const DEFAULT_FILTER: FilterValues = {
  period: DEFAULT_PERIOD,
  startDate: '',
  endDate: '',
  operation: 'all',
  vehicle: '',
  zone: '',
  orderNumber: '',
  driver: '',
};

/** A custom period whose start is after its end loses its start (spec section 4). */
export function resetInvalidRange(values: FilterValues): FilterValues {
  if (values.startDate && values.endDate && values.startDate > values.endDate)
    return { ...values, startDate: '' };
  return values;
}

/** The request fields of the values: empty ones left out, dates only for a custom period. */
export function toRequest(values: FilterValues): OperationsFilter {
  const request: OperationsFilter = { Period: values.period };
  if (values.period === 'custom') {
    if (values.startDate) request.StartDate = values.startDate;
    if (values.endDate) request.EndDate = values.endDate;
  }
  if (values.operation !== 'all') request.Operation = values.operation;
  const vehicle = values.vehicle.trim();
  const zone = values.zone.trim();
  const orderNumber = values.orderNumber.trim();
  const driver = values.driver.trim();
  if (vehicle) request.Vehicle = vehicle;
  if (zone) request.Zone = zone;
  if (orderNumber) request.OrderNumber = orderNumber;
  if (driver) request.Driver = driver;
  return request;
}

/** Same request, same key: what decides that the list must be cleared and reloaded. */
export function requestKey(request: OperationsFilter): string {
  return JSON.stringify(Object.entries(request).sort(([a], [b]) => a.localeCompare(b)));
}

// The corporate calls (spec section 7, Corporate) and the history call the area shows, always
// with the corporate token of the current city.
import { apiCall } from '@parking/shared/api';
import type {
  CorporateDevice,
  CorporateDriver,
  CorporateProfile,
  CorporateVehicle,
  Operation,
  OperationsPageExtras,
  OperationsPageRequest,
} from '@parking/shared/contracts';
import { normalisePhone } from '@parking/shared/domain';

const CORP = { userType: 'corporate' } as const;

export function getCorpProfile(signal?: AbortSignal) {
  return apiCall<CorporateProfile>('/corp-profile/get-profile', { ...CORP, signal });
}

export interface DriverValues {
  driver: string;
  phone: string;
  /** A company plate, or '' for none. */
  car_number: string;
}

export function addDriver(values: DriverValues) {
  return apiCall<{ driver: CorporateDriver }>('/corp-profile/add-driver', {
    ...CORP,
    method: 'PUT',
    body: {
      driver: values.driver.trim(),
      car_number: values.car_number,
      phone: normalisePhone(values.phone),
    },
  });
}

/** Old values name the driver, the _n ones replace them. */
export function editDriver(old: CorporateDriver, next: DriverValues) {
  return apiCall<{ driver: CorporateDriver }>('/corp-profile/edit-driver', {
    ...CORP,
    method: 'POST',
    body: {
      driver: old.name,
      car_number: old.ts ?? '',
      phone: old.phone,
      driver_n: next.driver.trim(),
      car_number_n: next.car_number,
      phone_n: normalisePhone(next.phone),
    },
  });
}

export function removeDriver(driver: CorporateDriver) {
  return apiCall<{ removed: true }>('/corp-profile/remove-driver', {
    ...CORP,
    method: 'DELETE',
    body: { driver: driver.name, car_number: driver.ts ?? '', phone: driver.phone },
  });
}

export function setDriverActive(driver: CorporateDriver, active: boolean, inn: string) {
  return apiCall<{ driver: CorporateDriver }>(
    `/corp-profile/${active ? 'activate' : 'deactivate'}-driver`,
    {
      ...CORP,
      method: 'PUT',
      body: { fio: driver.name, phone_number: driver.phone, inn },
    },
  );
}

/** The vehicle (by plate) and its tracker (by vin / imei) are switched together. */
export function setDeviceActive(
  target: { grz?: string | null; vin?: string | null; imei?: string | null },
  active: boolean,
  inn: string,
) {
  return apiCall<{ ts: CorporateVehicle | null; device: CorporateDevice | null }>(
    `/corp-profile/${active ? 'activate' : 'deactivate'}-device`,
    {
      ...CORP,
      method: 'PUT',
      body: { grz: target.grz ?? '', vin: target.vin ?? '', imei: target.imei ?? '', inn },
    },
  );
}

export interface VehicleValues {
  number?: string;
  VINNumber?: string;
  IMEI?: string;
}

export function addVehicle(values: VehicleValues) {
  return apiCall<{ ts: CorporateVehicle }>('/profile/ts/1', {
    ...CORP,
    method: 'POST',
    body: { ...values },
  });
}

/** Edits plate and / or tracker; blank VIN and IMEI take the tracker off. */
export function editVehicle(id: string, values: VehicleValues) {
  return apiCall<{ ts: CorporateVehicle }>(`/profile/ts/${encodeURIComponent(id)}`, {
    ...CORP,
    method: 'PUT',
    body: { ...values },
  });
}

export function removeVehicle(id: string) {
  return apiCall<{ removed: true }>(`/profile/ts/${encodeURIComponent(id)}`, {
    ...CORP,
    method: 'DELETE',
  });
}

/** The history issue's call; Driver filters by a driver's phone (corporate accounts only). */
export function getOperations(filter: OperationsPageRequest, signal?: AbortSignal) {
  return apiCall<Operation[]>('/profile/get-operations-with-filter', {
    ...CORP,
    method: 'POST',
    body: { ...filter },
    signal,
  });
}

/** The page extras beside `result` (absent on an error). */
export function pageExtras(response: Record<string, unknown>): OperationsPageExtras {
  const nextCursor = typeof response.nextCursor === 'string' ? response.nextCursor : null;
  return { nextCursor, hasMore: response.hasMore === true && nextCursor !== null };
}

export function logoutCall() {
  return apiCall<unknown>('/auth/logout', { ...CORP, method: 'POST' });
}

// /api/profile/car with the v2 keys (grz, mainTs, category, format, sts).
import { apiCall } from '@parking/shared/api';
import {
  normalisePlate,
  normaliseSts,
  type PlateFormat,
  type VehicleCategory,
} from '@parking/shared/domain';
import type { Vehicle } from './types';

export interface VehicleInput {
  grz: string;
  format: PlateFormat;
  category: VehicleCategory;
  sts: string;
  mainTs: boolean;
}

const PRIVATE = { userType: 'private' } as const;

function payload(v: VehicleInput) {
  // sts '' clears a stored certificate
  return {
    grz: normalisePlate(v.grz),
    format: v.format,
    category: v.category,
    sts: normaliseSts(v.sts),
    mainTs: v.mainTs,
  };
}

/** The record by its id, with the old plate too (the spec's PUT names it by oldgrz). */
function target(vehicle: Pick<Vehicle, 'id' | 'numberTs'>) {
  return { id: vehicle.id || undefined, oldgrz: normalisePlate(vehicle.numberTs) };
}

export function addVehicle(v: VehicleInput) {
  return apiCall<unknown>('/profile/car', { ...PRIVATE, method: 'POST', body: payload(v) });
}

export function editVehicle(vehicle: Pick<Vehicle, 'id' | 'numberTs'>, v: VehicleInput) {
  const body = payload(v);
  return apiCall<unknown>('/profile/car', {
    ...PRIVATE,
    method: 'PUT',
    body: { ...target(vehicle), ...body, newgrz: body.grz },
  });
}

export function deleteVehicle(vehicle: Pick<Vehicle, 'id' | 'numberTs'>) {
  return apiCall<unknown>('/profile/car', {
    ...PRIVATE,
    method: 'DELETE',
    body: { id: vehicle.id || undefined, grz: normalisePlate(vehicle.numberTs) },
  });
}

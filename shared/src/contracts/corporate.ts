// What the corporate calls answer (spec accounts-and-access section 3, Corporate profile):
// built by server/src/modules/corporate/view.ts, read by mf-coop.
import type { PlateFormat } from '../domain/plate';

export interface CorporateDevice {
  id: string;
  imei: string | null;
  vin: string | null;
  active: boolean;
  /** The vehicle the tracker is on and its plate. */
  tsId: string | null;
  grz: string | null;
}

export interface CorporateVehicle {
  id: string;
  /** The plate as stored (uppercased); `grz` is the same value under the spec's other name. */
  numberTs: string;
  grz: string;
  formatGrz: PlateFormat;
  country: string;
  active: boolean;
  vin: string | null;
  imei: string | null;
  device: CorporateDevice | null;
}

export interface CorporateDriver {
  id: string;
  /** Full name, 'Last First Patronymic'. */
  name: string;
  lastName: string;
  firstName: string;
  patronymic: string;
  phone: string;
  /** Plate of the driver's vehicle, or null. */
  ts: string | null;
  tsId: string | null;
  device: CorporateDevice | null;
  active: boolean;
}

export interface CorporateProfile {
  email: string | null;
  inn: string | null;
  name: string | null;
  /** Remaining sum in roubles (the wallet's balance); `remainingSum` is the same value. */
  balance: number;
  remainingSum: number;
  ts: CorporateVehicle[];
  drivers: CorporateDriver[];
  devices: CorporateDevice[];
}

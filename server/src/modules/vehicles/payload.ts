// The two payload shapes the vehicle calls accept, read into one VehicleInput:
//   v2 keys:      grz, mainTs, category, format, sts, VIN, IMEI      (+ newgrz / oldgrz on PUT)
//   Russian keys: номер, регион, основной, категория, формат, стс, vin, imei (+ старый_номер)
// The vehicle may be the body itself or its `car` field (an object, a JSON string, or form keys
// written car[grz]). Values: strings or numbers; flags also true/false, 1/0, on/off.
// `format` accepts rus / foreign (also russian, other, российский, иностранный).
import type { PlateFormat } from '@parking/shared/domain';
import { isRecord, optionalFlag, optionalText, ruleError, type Fields } from '../profile/http';

/** Raw text longer than this is refused before any rule runs (the plate itself is at most 9). */
const MAX_RAW = 64;

export interface VehicleInput {
  id?: string;
  /** The plate typed (new plate on edit): number with region, or number alone when `region` is given. */
  plate?: string;
  region?: string;
  /** The plate that identifies the vehicle to edit or delete (oldgrz). */
  oldPlate?: string;
  format?: PlateFormat;
  category?: string;
  main?: boolean;
  /** '' clears the stored value. */
  sts?: string;
  vin?: string;
  imei?: string;
}

/** Each input field with its accepted keys, v2 first. The first key names the field in errors. */
const KEYS = {
  plate: ['grz', 'номер', 'numberTs'],
  newPlate: ['newgrz', 'новый_номер'],
  oldPlate: ['oldgrz', 'старый_номер'],
  region: ['region', 'регион'],
  format: ['format', 'формат', 'formatGrz'],
  category: ['category', 'категория'],
  main: ['mainTs', 'основной'],
  sts: ['sts', 'стс', 'STSNumber'],
  vin: ['VIN', 'vin'],
  imei: ['IMEI', 'imei'],
  id: ['id'],
} as const;

const FORMATS: Readonly<Record<string, PlateFormat>> = {
  rus: 'rus',
  russian: 'rus',
  российский: 'rus',
  foreign: 'foreign',
  other: 'foreign',
  иностранный: 'foreign',
};

/** The vehicle part of a request's fields. */
export function vehicleFields(fields: Fields): Fields {
  let car: unknown = fields.car;
  if (typeof car === 'string' && car.trim().startsWith('{')) {
    try {
      car = JSON.parse(car);
    } catch {
      throw ruleError('car', 'InvalidFormat');
    }
  }
  const bracketed: Fields = {};
  for (const [key, value] of Object.entries(fields)) {
    const match = /^car\[([^\]]+)\]$/.exec(key);
    if (match) bracketed[match[1]!] = value;
  }
  if (car !== undefined && car !== null && car !== '' && !isRecord(car))
    throw ruleError('car', 'InvalidFormat');
  // Top-level fields first, so a `car` object (the documented carrier) wins on a clash.
  return { ...fields, ...bracketed, ...(isRecord(car) ? car : {}) };
}

function pick(
  fields: Fields,
  keys: readonly string[],
  read: (fields: Fields, key: string) => string | undefined,
): string | undefined {
  for (const key of keys) {
    const value = read(fields, key);
    if (value !== undefined) return value;
  }
  return undefined;
}

const text = (fields: Fields, key: string) => optionalText(fields, key, MAX_RAW);

export function readVehicleInput(raw: Fields): VehicleInput {
  const fields = vehicleFields(raw);
  const input: VehicleInput = {};
  const id = pick(fields, KEYS.id, text);
  if (id) input.id = id;
  const plate = pick(fields, KEYS.newPlate, text) ?? pick(fields, KEYS.plate, text);
  if (plate !== undefined) input.plate = plate;
  const oldPlate = pick(fields, KEYS.oldPlate, text);
  if (oldPlate) input.oldPlate = oldPlate;
  const region = pick(fields, KEYS.region, text);
  if (region) input.region = region;
  const format = pick(fields, KEYS.format, text);
  if (format) {
    const known = FORMATS[format.toLowerCase()];
    if (!known) throw ruleError('format', 'InvalidFormat');
    input.format = known;
  }
  const category = pick(fields, KEYS.category, text);
  if (category !== undefined) input.category = category.toUpperCase();
  for (const key of KEYS.main) {
    const main = optionalFlag(fields, key);
    if (main !== undefined) {
      input.main = main;
      break;
    }
  }
  const sts = pick(fields, KEYS.sts, text);
  if (sts !== undefined) input.sts = sts;
  const vin = pick(fields, KEYS.vin, text);
  if (vin !== undefined) input.vin = vin;
  const imei = pick(fields, KEYS.imei, text);
  if (imei !== undefined) input.imei = imei;
  return input;
}

/** VIN: letters and digits (no I, O, Q), up to 17; stored upper-case without spaces. '' clears. */
export function normaliseVin(value: string): string {
  const vin = value.replace(/\s+/g, '').toUpperCase();
  if (vin && !/^[A-HJ-NPR-Z0-9]{1,17}$/.test(vin)) throw ruleError('VIN', 'InvalidFormat');
  return vin;
}

/** IMEI of a tracker: 14 to 16 digits. '' clears. */
export function normaliseImei(value: string): string {
  const imei = value.replace(/\s+/g, '');
  if (imei && !/^\d{14,16}$/.test(imei)) throw ruleError('IMEI', 'InvalidFormat');
  return imei;
}

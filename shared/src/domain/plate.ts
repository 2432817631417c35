export const PLATE_ERROR_CODES = [
  'plate.notEmpty',
  'plate.maxLength',
  'plate.invalidFormat',
  'plate.occupied',
  'plate.alreadyParked',
  'vehicle.categoryRequired',
  'vehicle.categoryMismatch',
  'coop.vehicleExists',
  'coop.deviceTaken',
  'coop.trackerExists',
] as const;
export type PlateErrorCode = (typeof PLATE_ERROR_CODES)[number];

export const PLATE_MAX_LENGTH = 9;

/** 'rus' checks the templates; 'foreign' skips them and has no region. */
export type PlateFormat = 'rus' | 'foreign';
export type VehicleCountry = 'rus' | 'other';
export const PLATE_FORMATS: readonly PlateFormat[] = ['rus', 'foreign'];

export const PLATE_TYPES = [
  'standart',
  'transit',
  'taxi',
  'moto',
  'mvdMoto',
  'mvdStandart',
  'mvdTrailer',
] as const;
export type PlateType = (typeof PLATE_TYPES)[number];
export const MOTO_PLATE_TYPES: readonly PlateType[] = ['moto', 'mvdMoto'];

export const VEHICLE_CATEGORIES = ['A', 'B', 'C', 'D', 'M'] as const;
export type VehicleCategory = (typeof VEHICLE_CATEGORIES)[number];
export const DEFAULT_VEHICLE_CATEGORY: VehicleCategory = 'B';

/** Latin letters that look like the Cyrillic ones allowed on Russian plates. */
export const LATIN_TO_CYRILLIC: Readonly<Record<string, string>> = {
  A: 'А',
  B: 'В',
  E: 'Е',
  K: 'К',
  M: 'М',
  H: 'Н',
  O: 'О',
  P: 'Р',
  C: 'С',
  T: 'Т',
  Y: 'У',
  X: 'Х',
};
export const PLATE_LETTERS = 'АВЕКМНОРСТУХ';

const L = `[${PLATE_LETTERS}]`;
const REGION = '(\\d{2,3})';
/** Each template captures the number part and the region. */
export const PLATE_TEMPLATES: Readonly<Record<PlateType, RegExp>> = {
  standart: new RegExp(`^(${L}\\d{3}${L}{2})${REGION}$`),
  transit: new RegExp(`^(${L}{2}\\d{3}${L})${REGION}$`),
  taxi: new RegExp(`^(${L}{2}\\d{3})${REGION}$`),
  moto: new RegExp(`^(\\d{4}${L}{2})${REGION}$`),
  mvdMoto: new RegExp(`^(\\d{4}${L})${REGION}$`),
  mvdStandart: new RegExp(`^(${L}\\d{4})${REGION}$`),
  mvdTrailer: new RegExp(`^(\\d{3}${L})${REGION}$`),
};

type Text = string | null | undefined;

/**
 * What the vehicle dialog stores: spaces removed, uppercased, Latin look-alikes turned Cyrillic.
 * The spec applies this to every plate, foreign ones included.
 */
export function normalisePlate(value: Text): string {
  return Array.from((value ?? '').replace(/\s+/g, '').toUpperCase())
    .map((ch) => LATIN_TO_CYRILLIC[ch] ?? ch)
    .join('');
}

export function detectPlateType(value: Text): PlateType | null {
  const plate = normalisePlate(value);
  return PLATE_TYPES.find((type) => PLATE_TEMPLATES[type].test(plate)) ?? null;
}

export interface PlateParts {
  number: string;
  region: string;
}

/** Number and region; a foreign plate, or a Russian one matching no template, has no region. */
export function splitPlate(value: Text, format: PlateFormat = 'rus'): PlateParts {
  const plate = normalisePlate(value);
  if (format === 'rus') {
    for (const type of PLATE_TYPES) {
      const match = PLATE_TEMPLATES[type].exec(plate);
      if (match) return { number: match[1], region: match[2] };
    }
  }
  return { number: plate, region: '' };
}

/** Vehicle dialog and transport fields: not empty, at most 9 characters, a known template for Russian plates. */
export function validatePlate(
  value: Text,
  format: PlateFormat,
): 'plate.notEmpty' | 'plate.maxLength' | 'plate.invalidFormat' | null {
  const plate = normalisePlate(value);
  if (!plate) return 'plate.notEmpty';
  if (plate.length > PLATE_MAX_LENGTH) return 'plate.maxLength';
  if (format === 'rus' && !detectPlateType(plate)) return 'plate.invalidFormat';
  return null;
}

export function isVehicleCategory(value: unknown): value is VehicleCategory {
  return typeof value === 'string' && (VEHICLE_CATEGORIES as readonly string[]).includes(value);
}

/**
 * Category must be chosen and agree with the plate type: moto types only with A, others never A.
 * A plate of no known type (foreign) constrains nothing.
 */
export function validateCategory(
  type: PlateType | null | undefined,
  category: Text,
): 'vehicle.categoryRequired' | 'vehicle.categoryMismatch' | null {
  if (!isVehicleCategory(category)) return 'vehicle.categoryRequired';
  if (!type) return null;
  const moto = MOTO_PLATE_TYPES.includes(type);
  return moto === (category === 'A') ? null : 'vehicle.categoryMismatch';
}

export interface AccountVehicle {
  id?: string | number;
  numberTs: string;
  format: PlateFormat;
}

/** Same vehicle: same number and region, the region ignored for foreign plates. */
export function isSamePlate(a: Text, b: Text, format: PlateFormat): boolean {
  const pa = splitPlate(a, format);
  const pb = splitPlate(b, format);
  return pa.number === pb.number && (format === 'foreign' || pa.region === pb.region);
}

/** Not already on the account; on edit the record being edited does not count. */
export function validatePlateNotOnAccount(
  value: Text,
  format: PlateFormat,
  vehicles: readonly AccountVehicle[],
  editingId?: string | number,
): 'plate.occupied' | null {
  const clash = vehicles.some(
    (v) => v.id !== editingId && v.format === format && isSamePlate(value, v.numberTs, format),
  );
  return clash ? 'plate.occupied' : null;
}

/** Transport field of the start form: the vehicle must not be parked right now. */
export function validatePlateNotParked(
  value: Text,
  parkedPlates: readonly string[],
): 'plate.alreadyParked' | null {
  const plate = normalisePlate(value);
  return parkedPlates.some((p) => normalisePlate(p) === plate) ? 'plate.alreadyParked' : null;
}

/** Parts for the state-number plate component. */
export type PlateDisplay =
  | { kind: 'car'; groups: string[]; region: string; country: 'RUS' }
  | { kind: 'moto'; top: string; bottom: string; region: string; country: 'RUS' }
  | { kind: 'foreign'; number: string };

const CAR_GROUPS: Readonly<Record<Exclude<PlateType, 'moto' | 'mvdMoto'>, RegExp>> = {
  standart: /^(.)(\d{3})(..)$/,
  transit: /^(..)(\d{3})(.)$/,
  taxi: /^(..)(\d{3})$/,
  mvdStandart: /^(.)(\d{4})$/,
  mvdTrailer: /^(\d{3})(.)$/,
};

/**
 * Car plates come in groups (А 123 ВС | 77); moto plates are square with the four digits on top
 * and the letters beside the region below; an unknown Russian plate shows as one group.
 */
export function plateDisplayParts(value: Text, format: PlateFormat): PlateDisplay {
  const plate = normalisePlate(value);
  if (format === 'foreign') return { kind: 'foreign', number: plate };
  const type = detectPlateType(plate);
  const { number, region } = splitPlate(plate, 'rus');
  if (type === 'moto' || type === 'mvdMoto') {
    return {
      kind: 'moto',
      top: number.slice(0, 4),
      bottom: number.slice(4),
      region,
      country: 'RUS',
    };
  }
  const match = type ? CAR_GROUPS[type].exec(number) : null;
  return { kind: 'car', groups: match ? match.slice(1) : [number], region, country: 'RUS' };
}

// ---- corporate area ----

export const DEFAULT_CORPORATE_COUNTRY = 'RUS';

/**
 * Corporate classification: a plate that fits a Russian template (in Cyrillic or Latin
 * look-alikes) is Russian; otherwise the spec's rule: letters, digits and spaces only and not
 * purely numeric is foreign, anything else (punctuation, or digits only) Russian. Read alone, the
 * spec's rule would class every Cyrillic plate foreign.
 */
export function classifyCorporatePlate(value: Text): PlateFormat {
  const text = (value ?? '').trim();
  if (detectPlateType(text)) return 'rus';
  const lettersDigitsSpaces = /^[A-Za-zА-Яа-яЁё\d ]+$/.test(text);
  const numeric = /^[\d ]+$/.test(text);
  return lettersDigitsSpaces && !numeric ? 'foreign' : 'rus';
}

/** Corporate plates are stored uppercased. */
export function normaliseCorporatePlate(value: Text): string {
  return (value ?? '').trim().toUpperCase();
}

/** 'This vehicle already exists': plates compared case-insensitively. */
export function validateCorporateVehicleUnique(
  value: Text,
  others: readonly string[],
): 'coop.vehicleExists' | null {
  const plate = normaliseCorporatePlate(value);
  return others.some((o) => normaliseCorporatePlate(o) === plate) ? 'coop.vehicleExists' : null;
}

export interface TrackingDevice {
  id?: string | number;
  vin?: string | null;
  imei?: string | null;
}

const sameId = (a: Text, b: Text) =>
  !!a && !!b && a.trim().toUpperCase() === b.trim().toUpperCase();

/** 'This tracking device already exists': a duplicate by vin or by imei. */
export function validateTrackerUnique(
  device: TrackingDevice,
  devices: readonly TrackingDevice[],
): 'coop.trackerExists' | null {
  const clash = devices.some(
    (d) => d.id !== device.id && (sameId(d.vin, device.vin) || sameId(d.imei, device.imei)),
  );
  return clash ? 'coop.trackerExists' : null;
}

/** 'This device is already taken': on edit, the device is bound to another vehicle. */
export function validateDeviceFree(
  imei: Text,
  takenImeis: readonly string[],
): 'coop.deviceTaken' | null {
  return takenImeis.some((t) => sameId(t, imei)) ? 'coop.deviceTaken' : null;
}

export interface DriverName {
  lastName: string;
  firstName: string;
  patronymic: string;
}

/** Corporate driver 'fio': two words are last and first name, a third is the patronymic. */
export function splitDriverName(full: Text): DriverName {
  const [lastName = '', firstName = '', ...rest] = (full ?? '').trim().split(/\s+/).filter(Boolean);
  return { lastName, firstName, patronymic: rest.join(' ') };
}

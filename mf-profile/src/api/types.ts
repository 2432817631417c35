import type { PlateFormat, VehicleCategory } from '@parking/shared/domain';
import {
  DEFAULT_VEHICLE_CATEGORY,
  isVehicleCategory,
  normalisePlate,
} from '@parking/shared/domain';

/** A phone of the account (spec: Phone entry). */
export interface Phone {
  phone: string;
  isMain: boolean;
}

/** A vehicle as the profile screens use it (spec: Vehicle). */
export interface Vehicle {
  id: string;
  mainTs: boolean;
  /** The whole plate, spaces removed (number and region together). */
  numberTs: string;
  format: PlateFormat;
  category: VehicleCategory;
  sts: string;
  active: boolean;
}

export interface ProfileDocument {
  id: string;
  /** Series and number. */
  title: string;
  type: string;
  typeLabel: string;
}

export interface Profile {
  email: string;
  firstName: string;
  lastName: string;
  middleName: string;
  balance: number | null;
  telephone: string;
  telephones: Phone[];
  ts: Vehicle[];
  documents: ProfileDocument[];
  /** City option echoed by the profile: names are private data (null when the API does not say). */
  hasPrivateData: boolean | null;
  /** City option: no change-email or add-phone; the e-mail is edited on the main step. */
  editEmailOnMainStep: boolean;
}

type Raw = Record<string, unknown>;
const isRecord = (v: unknown): v is Raw => !!v && typeof v === 'object' && !Array.isArray(v);
const text = (v: unknown): string =>
  typeof v === 'string' ? v : typeof v === 'number' ? String(v) : '';
const flag = (v: unknown): boolean => v === true || v === 'true' || v === 1 || v === '1';
const list = (v: unknown): Raw[] => (Array.isArray(v) ? v.filter(isRecord) : []);

/** 'rus' / 'RUS' / 'russian' are Russian; 'foreign', 'other' or a foreign country are not. */
function vehicleFormat(raw: Raw): PlateFormat {
  const format = text(raw.formatGrz ?? raw.format).toLowerCase();
  const country = text(raw.country).toLowerCase();
  if (format) return format.startsWith('rus') ? 'rus' : 'foreign';
  return country && country !== 'rus' ? 'foreign' : 'rus';
}

export function parseVehicle(raw: Raw): Vehicle {
  // numberTs is the stored plate; older payloads split it into number and region.
  const whole = text(raw.numberTs) || text(raw.grz) || `${text(raw.number)}${text(raw.region)}`;
  const category = text(raw.category);
  return {
    id: text(raw.id) || normalisePlate(whole),
    mainTs: flag(raw.mainTs),
    numberTs: normalisePlate(whole),
    format: vehicleFormat(raw),
    category: isVehicleCategory(category) ? category : DEFAULT_VEHICLE_CATEGORY,
    sts: text(raw.STSNumber ?? raw.sts),
    active: raw.active === undefined ? true : flag(raw.active),
  };
}

/**
 * The profile from the bus or get-profile, read defensively: the screens never crash on a field
 * an older API version leaves out.
 */
export function parseProfile(value: unknown): Profile | null {
  if (!isRecord(value)) return null;
  const telephone = text(value.telephone);
  let telephones: Phone[] = list(value.telephones).map((p) => ({
    phone: text(p.phone),
    isMain: flag(p.isMain),
  }));
  if (telephones.length === 0 && telephone) telephones = [{ phone: telephone, isMain: true }];
  const balance =
    typeof value.balance === 'number' ? value.balance : Number.parseFloat(text(value.balance));
  return {
    email: text(value.email),
    firstName: text(value.firstName),
    lastName: text(value.lastName),
    middleName: text(value.middleName),
    balance: Number.isFinite(balance) ? balance : null,
    telephone: telephone || telephones.find((p) => p.isMain)?.phone || '',
    telephones,
    ts: list(value.ts).map(parseVehicle),
    documents: list(value.documents).map((d) => ({
      id: text(d.id),
      title: text(d.title),
      type: text(d.type),
      typeLabel: text(d.typeLabel),
    })),
    hasPrivateData: typeof value.hasPrivateData === 'boolean' ? value.hasPrivateData : null,
    editEmailOnMainStep: flag(value.editEmailOnMainStep),
  };
}

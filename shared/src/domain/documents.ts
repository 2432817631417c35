import { applyMask } from './mask';

export const DOCUMENT_ERROR_CODES = [
  'document.typeRequired',
  'document.numberRequired',
  'document.occupied',
  'sts.invalidFormat',
  'sts.occupied',
  'vu.invalidFormat',
] as const;
export type DocumentErrorCode = (typeof DOCUMENT_ERROR_CODES)[number];

/** 'STS' vehicle registration certificate, 'VU' driving licence. */
export const DOCUMENT_TYPES = ['STS', 'VU'] as const;
export type DocumentType = (typeof DOCUMENT_TYPES)[number];
export const DEFAULT_DOCUMENT_TYPE: DocumentType = 'STS';

export const STS_MASK = '99 aa 999999';
export const VU_MASK = '99 ** 999999';

/** Both series allow a Cyrillic or Latin letter or a digit in the middle pair (newer STS series are all digits). */
const STS_PATTERN = /^\d{2}[A-Za-zА-Яа-яЁё\d]{2}\d{6}$/;
const VU_PATTERN = /^\d{2}[A-Za-zА-Яа-яЁё\d]{2}\d{6}$/;

type Text = string | null | undefined;

/** Spaces dropped and uppercased: the form in which certificates are stored and compared. */
export function normaliseSts(value: Text): string {
  return (value ?? '').replace(/\s+/g, '').toUpperCase();
}
export const normaliseDocumentNumber = normaliseSts;

export function isSts(value: Text): boolean {
  return STS_PATTERN.test(normaliseSts(value));
}
export function isVu(value: Text): boolean {
  return VU_PATTERN.test(normaliseSts(value));
}

/** Vehicle dialog certificate: optional; if given, the format and not on another vehicle (case-insensitive). */
export function validateVehicleSts(
  value: Text,
  otherVehiclesSts: readonly Text[] = [],
): 'sts.invalidFormat' | 'sts.occupied' | null {
  const sts = normaliseSts(value);
  if (!sts) return null;
  if (!STS_PATTERN.test(sts)) return 'sts.invalidFormat';
  return otherVehiclesSts.some((o) => normaliseSts(o) === sts) ? 'sts.occupied' : null;
}

export function isDocumentType(value: unknown): value is DocumentType {
  return typeof value === 'string' && (DOCUMENT_TYPES as readonly string[]).includes(value);
}

export function validateDocumentType(value: Text): 'document.typeRequired' | null {
  return isDocumentType(value) ? null : 'document.typeRequired';
}

/** Document dialog number: non-empty, the format of its type, no duplicate among the user's documents. */
export function validateDocumentNumber(
  type: Text,
  value: Text,
  existing: readonly Text[] = [],
):
  | 'document.typeRequired'
  | 'document.numberRequired'
  | 'sts.invalidFormat'
  | 'vu.invalidFormat'
  | 'document.occupied'
  | null {
  if (!isDocumentType(type)) return 'document.typeRequired';
  const number = normaliseSts(value);
  if (!number) return 'document.numberRequired';
  if (type === 'STS' && !STS_PATTERN.test(number)) return 'sts.invalidFormat';
  if (type === 'VU' && !VU_PATTERN.test(number)) return 'vu.invalidFormat';
  return existing.some((e) => normaliseSts(e) === number) ? 'document.occupied' : null;
}

export function documentMask(type: DocumentType): string {
  return type === 'VU' ? VU_MASK : STS_MASK;
}

/**
 * Title shown for a document: series and number laid out as '12 АБ 345678'. The looser VU layout
 * serves both types so an all-digit STS series still formats.
 */
export function formatDocumentNumber(value: Text): string {
  return applyMask(normaliseSts(value), VU_MASK);
}

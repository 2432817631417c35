/** Codes shared by every area; they are also server errorNames, translated under `errors:`. */
export const COMMON_ERROR_CODES = [
  'RequiredField',
  'ItNeedToBeANumber',
  'ItNeedToBeAString',
  'InvalidFormat',
] as const;
export type CommonErrorCode = (typeof COMMON_ERROR_CODES)[number];

/** A validator as final-form and the server both call it: `null` means valid. */
export type Validator<Code extends string, V = unknown> = (value: V) => Code | null;

/** Field-keyed errors of a whole form (final-form's `validate` shape); a missing key is valid. */
export type FormErrors<T, Code extends string = string> = Partial<Record<keyof T, Code>>;

/** Empty for a form: undefined, null, a blank string or an empty array. */
export function isBlank(value: unknown): boolean {
  if (value === undefined || value === null) return true;
  if (typeof value === 'string') return value.trim() === '';
  if (Array.isArray(value)) return value.length === 0;
  return false;
}

export function toText(value: unknown): string {
  return value === undefined || value === null ? '' : String(value);
}

/** Drops keys whose validator passed so an all-valid form gives `{}`. */
export function compactErrors<T extends Record<string, string | null | undefined>>(
  errors: T,
): { [K in keyof T]?: Exclude<T[K], null | undefined> } {
  const out: Record<string, string> = {};
  for (const [key, code] of Object.entries(errors)) if (code) out[key] = code;
  return out as { [K in keyof T]?: Exclude<T[K], null | undefined> };
}

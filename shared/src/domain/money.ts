export const MONEY_ERROR_CODES = [
  'RequiredField',
  'ItNeedToBeANumber',
  'money.mustBeGreaterThanZero',
  'RefillAmountCanNotBeMaxAllowable',
] as const;
export type MoneyErrorCode = (typeof MONEY_ERROR_CODES)[number];

export const CURRENCY_SUFFIX = 'р';
export const NBSP = '\u00A0';

/**
 * Scaling by 100 leaves binary noise (0.29 * 100 = 28.999…); rounding that noise away at a
 * micro-unit before flooring keeps exact decimals exact.
 */
function floorTo(value: number, digits: number): number {
  const scale = 10 ** digits;
  return Math.floor(Math.round(value * scale * 1e6) / 1e6) / scale;
}

/** Price, discount and final price: floored (never rounded up) to 2 decimals. */
export function floor2(value: number): number {
  return floorTo(value, 2);
}

/** Discount percent: floored to 1 decimal. */
export function floor1(value: number): number {
  return floorTo(value, 1);
}

/** API prices (zone tariffs, totals) come in kopecks. */
export function kopecksToRoubles(kopecks: number): number {
  return kopecks / 100;
}

/** Rounded, not floored: an amount typed in roubles is exact, only its float needs repair. */
export function roublesToKopecks(roubles: number): number {
  return Math.round(roubles * 100);
}

/** Price per minute is the hourly price / 60, unrounded; round where it is charged. */
export function pricePerMinute(pricePerHour: number): number {
  return pricePerHour / 60;
}

export interface MoneyParts {
  sign: '' | '-';
  /** Whole roubles grouped by thousands with a non-breaking space: '1 234 567'. */
  integer: string;
  /** Always two digits. */
  fraction: string;
  decimalSeparator: string;
  suffix: string;
  /** Everything joined: '1 234,50 р'. */
  text: string;
}

/**
 * Money for display from roubles: floored to kopecks, two decimals, thousands grouping, suffix р.
 * The parts let a component style the kopecks or drop the suffix.
 */
export function formatMoney(
  roubles: number,
  options: { decimalSeparator?: string; suffix?: string } = {},
): MoneyParts {
  const decimalSeparator = options.decimalSeparator ?? ',';
  const suffix = options.suffix ?? CURRENCY_SUFFIX;
  const value = Number.isFinite(roubles) ? roubles : 0;
  const kopecks = Math.round(floor2(Math.abs(value)) * 100);
  const sign = value < 0 && kopecks > 0 ? '-' : '';
  const integer = String(Math.floor(kopecks / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, NBSP);
  const fraction = String(kopecks % 100).padStart(2, '0');
  const text = `${sign}${integer}${decimalSeparator}${fraction}${suffix ? `${NBSP}${suffix}` : ''}`;
  return { sign, integer, fraction, decimalSeparator, suffix, text };
}

export function formatKopecks(
  kopecks: number,
  options?: { decimalSeparator?: string; suffix?: string },
): MoneyParts {
  return formatMoney(kopecksToRoubles(kopecks), options);
}

/** Parses a typed amount: spaces ignored, a decimal comma accepted. NaN when not a number. */
export function parseAmount(value: string | number | null | undefined): number {
  if (typeof value === 'number') return value;
  const text = (value ?? '').replace(/\s+/g, '').replace(',', '.');
  if (!/^[+-]?(\d+\.?\d*|\.\d+)$/.test(text)) return Number.NaN;
  return Number(text);
}

/**
 * Top-up amount in roubles: required, numeric, above zero ('Сумма должна быть больше нуля'),
 * and not above the city's maximum when one is set.
 */
export function validateRefillAmount(
  value: string | number | null | undefined,
  maxAllowable?: number | null,
): MoneyErrorCode | null {
  if (value === null || value === undefined || String(value).trim() === '') return 'RequiredField';
  const amount = parseAmount(value);
  if (!Number.isFinite(amount)) return 'ItNeedToBeANumber';
  if (amount <= 0) return 'money.mustBeGreaterThanZero';
  if (maxAllowable !== undefined && maxAllowable !== null && amount > maxAllowable)
    return 'RefillAmountCanNotBeMaxAllowable';
  return null;
}

/**
 * Enough money on the balance. The spec has two readings (>= and >); `strict` picks the second.
 */
export function isBalanceSufficient(balance: number, totalCost: number, strict = false): boolean {
  return strict ? balance > totalCost : balance >= totalCost;
}

import { COMMON_ERROR_CODES } from './common';
import { DOCUMENT_ERROR_CODES } from './documents';
import { EMAIL_ERROR_CODES } from './email';
import { FORM_ERROR_CODES } from './forms';
import { MONEY_ERROR_CODES } from './money';
import { PASSWORD_ERROR_CODES } from './password';
import { PHONE_ERROR_CODES } from './phone';
import { PLATE_ERROR_CODES } from './plate';
import { TARIFF_ERROR_CODES } from './tariff';

export * from './common';
export * from './mask';
export * from './phone';
export * from './email';
export * from './password';
export * from './plate';
export * from './documents';
export * from './money';
export * from './tariff';
export * from './forms';

/** Every code a domain validator can return, once each: the list the translations must cover. */
export const DOMAIN_ERROR_CODES = Array.from(
  new Set<string>([
    ...COMMON_ERROR_CODES,
    ...PHONE_ERROR_CODES,
    ...EMAIL_ERROR_CODES,
    ...PASSWORD_ERROR_CODES,
    ...PLATE_ERROR_CODES,
    ...DOCUMENT_ERROR_CODES,
    ...MONEY_ERROR_CODES,
    ...TARIFF_ERROR_CODES,
    ...FORM_ERROR_CODES,
  ]),
) as DomainErrorCode[];

export type DomainErrorCode =
  | (typeof COMMON_ERROR_CODES)[number]
  | (typeof PHONE_ERROR_CODES)[number]
  | (typeof EMAIL_ERROR_CODES)[number]
  | (typeof PASSWORD_ERROR_CODES)[number]
  | (typeof PLATE_ERROR_CODES)[number]
  | (typeof DOCUMENT_ERROR_CODES)[number]
  | (typeof MONEY_ERROR_CODES)[number]
  | (typeof TARIFF_ERROR_CODES)[number]
  | (typeof FORM_ERROR_CODES)[number];

// Request reading and error shapes shared by the profile features (profile, vehicles, documents,
// settings). Every refusal of a domain rule is ValidationError with `field` (the payload key) and
// `code` (the shared/domain code the forms translate); 409 when it conflicts with stored data.
import type { FastifyRequest } from 'fastify';
import { AppError } from '../../http/envelope';

export type Fields = Record<string, unknown>;

// eslint-disable-next-line no-control-regex
const CONTROL_CHARS = /[\u0000-\u001f\u007f]/;

/** Query and body together: DELETE calls may carry their fields in either. The body wins. */
export function fieldsOf(request: FastifyRequest): Fields {
  const query = isRecord(request.query) ? request.query : {};
  const body = isRecord(request.body) ? request.body : {};
  return { ...query, ...body };
}

export function isRecord(value: unknown): value is Fields {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** RequiredField for a missing value, else ValidationError; `code` is the rule's code. */
export function ruleError(field: string, code: string, httpStatus = 400): AppError {
  const name = code === 'RequiredField' ? 'RequiredField' : 'ValidationError';
  return new AppError(name, httpStatus, `${field}: ${code}`, { field, code });
}

/** A record of the caller's account that does not exist (or belongs to another account). */
export function notFound(entity: 'phone' | 'vehicle' | 'document', field: string): AppError {
  return new AppError('NotFound', 404, `No such ${entity} on this account`, { field, entity });
}

/** Text of a form or JSON field: strings and numbers; null/undefined -> undefined; else ItNeedToBeAString. */
export function optionalText(fields: Fields, key: string, maxLength: number): string | undefined {
  const value = fields[key];
  if (value === undefined || value === null) return undefined;
  if (typeof value !== 'string' && typeof value !== 'number') {
    throw new AppError('ItNeedToBeAString', 400, `${key}: must be a string`, {
      field: key,
      code: 'ItNeedToBeAString',
    });
  }
  const text = String(value).trim();
  // Control characters (NUL above all: PostgreSQL text cannot hold it) are never part of a value.
  if (text.length > maxLength || CONTROL_CHARS.test(text)) throw ruleError(key, 'InvalidFormat');
  return text;
}

export function requiredText(fields: Fields, key: string, maxLength: number): string {
  const text = optionalText(fields, key, maxLength);
  if (!text) throw ruleError(key, 'RequiredField');
  return text;
}

/** A checkbox-like value: true/false, 'true'/'false', '1'/'0', 'on'/'off', 1/0; undefined when absent. */
export function optionalFlag(fields: Fields, key: string): boolean | undefined {
  const value = fields[key];
  if (value === undefined || value === null || value === '') return undefined;
  if (value === true || value === 1 || value === 'true' || value === '1' || value === 'on')
    return true;
  if (value === false || value === 0 || value === 'false' || value === '0' || value === 'off')
    return false;
  throw ruleError(key, 'InvalidFormat');
}

/** JSON schema of a body that is an object whose listed keys are strings of bounded length. */
export function stringFields(properties: Record<string, number>, required: string[] = []) {
  return {
    type: 'object',
    required,
    properties: Object.fromEntries(
      Object.entries(properties).map(([key, maxLength]) => [key, { type: 'string', maxLength }]),
    ),
  };
}

/** A record id that is not a uuid cannot be one of the account's records: NotFound, not a database error. */
export function assertUuid(id: string, entity: 'vehicle' | 'document', field = 'id'): void {
  if (!/^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i.test(id))
    throw notFound(entity, field);
}

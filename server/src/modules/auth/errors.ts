import { AppError } from '../../http/envelope';

/**
 * A field that broke a shared domain rule: RequiredField when it is missing, else ValidationError;
 * `field` names it and `code` is the domain rule's code (the forms translate it).
 */
export function fieldError(field: string, code: string): AppError {
  return new AppError(
    code === 'RequiredField' ? 'RequiredField' : 'ValidationError',
    400,
    `${field}: ${code}`,
    { field, code },
  );
}

/** Form values may arrive as strings or be missing; blank counts as missing. */
export function textOf(value: unknown): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** 'true' / '1' / 'on' / true: a form checkbox. */
export function isChecked(value: unknown): boolean {
  return value === true || value === 'true' || value === '1' || value === 'on' || value === 1;
}

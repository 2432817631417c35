// The API envelope (shared/src/contracts/envelope.ts) and the error type domain code throws to
// answer with one of the catalogue's error names.
import type { ApiError, ApiOk, ErrorName } from '@parking/shared/contracts';

export function ok<T>(result: T, extra: Record<string, unknown> = {}): ApiOk<T> {
  return { status: 'ok', result, ...extra };
}

export function failure(
  errorName: ErrorName,
  errorMessage?: string,
  extra: Record<string, unknown> = {},
): ApiError {
  return { status: 'error', errorName, ...(errorMessage ? { errorMessage } : {}), ...extra };
}

/**
 * Thrown by services for an expected refusal; the error plugin answers
 * `{status:'error', errorName, errorMessage}` with `httpStatus`.
 */
export class AppError extends Error {
  constructor(
    readonly errorName: ErrorName,
    readonly httpStatus: number = 400,
    message?: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message ?? errorName);
    this.name = 'AppError';
  }
}

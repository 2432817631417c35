// Every failure leaves as the envelope. Bad input (validation, malformed or oversized bodies,
// unknown routes) is the client's fault: 4xx with a catalogue name, never a 5xx. Anything else is
// our bug: logged in full, answered UnknownError 500 with no detail.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { ErrorName } from '@parking/shared/contracts';
import { AppError, failure } from '../http/envelope';

type ValidationIssue = NonNullable<FastifyError['validation']>[number];

function validationErrorName(issue: ValidationIssue): ErrorName {
  const expected = String((issue.params as { type?: unknown }).type ?? '');
  switch (issue.keyword) {
    case 'required':
      return 'RequiredField';
    case 'type':
      if (/number|integer/.test(expected)) return 'ItNeedToBeANumber';
      if (/string/.test(expected)) return 'ItNeedToBeAString';
      return 'ValidationError';
    case 'format':
    case 'pattern':
    case 'minLength':
    case 'maxLength':
    case 'enum':
    case 'const':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return 'InvalidFormat';
    default:
      return 'ValidationError';
  }
}

/** 'body.zone' style name of the field an AJV issue is about. */
function fieldOf(issue: ValidationIssue, context: string | undefined): string {
  const missing = (issue.params as { missingProperty?: unknown }).missingProperty;
  const pointer = issue.instancePath.replace(/^\//, '').replace(/\//g, '.');
  const field = [pointer, typeof missing === 'string' ? missing : ''].filter(Boolean).join('.');
  return [context, field].filter(Boolean).join('.');
}

function fastifyClientErrorName(statusCode: number): ErrorName {
  if (statusCode === 404) return 'NotFound';
  if (statusCode === 405) return 'MethodNotAllowed';
  if (statusCode === 429) return 'TooManyRequests';
  return 'ValidationError';
}

export function sendApiNotFound(request: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply
    .code(404)
    .send(failure('NotFound', `No API route ${request.method} ${request.url.split('?')[0]}`));
}

/** PostgreSQL refuses a NUL byte in text (22021) and text it cannot encode (22P05). */
const ENCODING_ERROR_CODES = new Set(['22021', '22P05']);

/** Dotted path of the first string holding a NUL byte in a parsed query, body or params, or null. */
function nulBytePath(value: unknown, path = '', depth = 0): string | null {
  if (typeof value === 'string') return value.includes('\u0000') ? path : null;
  if (depth > 8 || value === null || typeof value !== 'object') return null;
  for (const [key, item] of Object.entries(value)) {
    const at = path ? `${path}.${key}` : key;
    if (key.includes('\u0000')) return at;
    const found = nulBytePath(item, at, depth + 1);
    if (found !== null) return found;
  }
  return null;
}

async function errorEnvelope(app: FastifyInstance): Promise<void> {
  // No text the portal stores may hold a NUL byte (PostgreSQL cannot keep one): refused here for
  // every route, before any handler, so no module can turn it into a 500.
  app.addHook('preValidation', async (request, reply) => {
    for (const part of [request.query, request.params, request.body]) {
      const field = nulBytePath(part);
      if (field !== null)
        return reply.code(400).send(
          failure('InvalidFormat', 'Text must not contain a NUL character', {
            field,
            code: 'text.nulByte',
          }),
        );
    }
  });
  app.setErrorHandler((error: FastifyError | AppError, request, reply) => {
    if (error instanceof AppError) {
      return reply
        .code(error.httpStatus)
        .send(failure(error.errorName, error.message, error.extra));
    }
    if (error.validation && error.validation.length > 0) {
      const issue = error.validation[0]!;
      const field = fieldOf(issue, error.validationContext);
      return reply
        .code(400)
        .send(
          failure(
            validationErrorName(issue),
            `${field ? `${field}: ` : ''}${issue.message ?? 'is invalid'}`,
            { field },
          ),
        );
    }
    if (ENCODING_ERROR_CODES.has(String((error as { code?: unknown }).code))) {
      return reply.code(400).send(failure('InvalidFormat', 'Text cannot be stored'));
    }
    const statusCode = error.statusCode ?? 500;
    if (statusCode >= 400 && statusCode < 500) {
      // Fastify's own refusals: malformed JSON, empty JSON body, body too large, bad media type.
      request.log.info({ code: error.code, statusCode }, 'client error');
      return reply
        .code(statusCode)
        .send(failure(fastifyClientErrorName(statusCode), error.message));
    }
    request.log.error({ err: error }, 'unexpected error');
    return reply.code(500).send(failure('UnknownError'));
  });
}

export default fp(errorEnvelope, { name: 'error-envelope', fastify: '5.x' });

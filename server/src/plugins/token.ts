// One way to read the caller's token, wherever the client put it: the `token` query parameter, a
// `token` / `Token` body field (form or JSON) or `Authorization: Bearer <token>`.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

declare module 'fastify' {
  interface FastifyRequest {
    /** The token the request carries, or null; set before validation (see readToken). */
    token: string | null;
  }
}

export function readToken(request: FastifyRequest): string | null {
  const query = request.query as Record<string, unknown> | undefined;
  const body =
    request.body !== null && typeof request.body === 'object'
      ? (request.body as Record<string, unknown>)
      : undefined;
  const authorization = request.headers.authorization;
  const bearer = authorization?.match(/^Bearer\s+(\S+)\s*$/i)?.[1];
  for (const candidate of [query?.token, query?.Token, body?.token, body?.Token, bearer]) {
    if (typeof candidate === 'string' && candidate.trim() !== '') return candidate.trim();
  }
  return null;
}

async function tokenPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('token', null);
  // preValidation: the body is parsed, and a schema cannot yet have stripped the field.
  app.addHook('preValidation', async (request) => {
    request.token = readToken(request);
  });
}

export default fp(tokenPlugin, { name: 'token', fastify: '5.x' });

// What other modules call to know who is asking:
//   const { accountId, city, userType, sessionId } = await requireAccount(request, { userType: 'private' });
// Throws AppError TokenNotFound / TokenExpired (401), which the error plugin answers in the envelope.
import type { FastifyRequest } from 'fastify';
import type { AuthenticatedAccount } from './sessions';
import type { UserType } from './tables';

export type { AuthenticatedAccount } from './sessions';

export async function requireAccount(
  request: FastifyRequest,
  options: { userType?: UserType } = {},
): Promise<AuthenticatedAccount> {
  // request.city is resolved by the city plugin for /api routes; null elsewhere -> TokenNotFound.
  const city = (request.city as { code?: string } | null)?.code;
  return request.server.authModule.sessions.authenticate(request.token, city, options.userType);
}

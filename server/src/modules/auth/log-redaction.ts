// Request lines in the log must not carry secrets. The API takes session tokens in the query
// (spec section 7), and e-mailed links put codes and link tokens in page addresses
// (/confirmation/email?token=&code=, /restore-password/3/<token>,
// /registration/confirmation/<step>/<salt>/<code>): those values are masked before logging.

const SECRET_PARAMS = new Set([
  'token',
  'code',
  'salt',
  'pass',
  'password',
  'currentpass',
  'captcha',
  'g-recaptcha-response',
]);
const SECRET_PATHS = [
  // /restore-password/<step>/<salt or link token>
  /^((?:\/[a-z]{2})?\/restore-password\/[^/?#]+\/)[^?#]+/,
  // /registration/confirmation/<step>/<salt>[/<code>]
  /^((?:\/[a-z]{2})?\/registration\/confirmation\/[^/?#]+\/)[^?#]+/,
];
const MASK = '***';

export function redactUrl(url: string): string {
  const queryAt = url.indexOf('?');
  let path = queryAt === -1 ? url : url.slice(0, queryAt);
  for (const pattern of SECRET_PATHS) path = path.replace(pattern, `$1${MASK}`);
  if (queryAt === -1) return path;
  const query = url
    .slice(queryAt + 1)
    .split('&')
    .map((pair) => {
      const eq = pair.indexOf('=');
      if (eq === -1) return pair;
      let name = pair.slice(0, eq);
      try {
        name = decodeURIComponent(name);
      } catch {
        // A malformed name is logged as it came.
      }
      return SECRET_PARAMS.has(name.toLowerCase()) ? `${pair.slice(0, eq)}=${MASK}` : pair;
    })
    .join('&');
  return `${path}?${query}`;
}

interface LoggedRequest {
  method: string;
  url: string;
  host?: string;
  ip?: string;
  headers?: Record<string, unknown>;
  socket?: { remotePort?: number };
}

/** Fastify's own `req` log serializer, with the address masked. */
export function redactedRequestSerializer(request: LoggedRequest) {
  return {
    method: request.method,
    url: redactUrl(request.url),
    version:
      typeof request.headers?.['accept-version'] === 'string'
        ? request.headers['accept-version']
        : undefined,
    host: request.host,
    remoteAddress: request.ip,
    remotePort: request.socket?.remotePort,
  };
}

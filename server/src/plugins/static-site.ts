// The built site: the shell from SHELL_DIR (unknown page paths fall back to index.html, the shell
// routes them) and the deployed remotes from DEPLOY_DIR/remotes. Files whose name carries a content
// hash, and everything inside a versioned remote folder, never change: cached for a year. The
// entry points that name them (index.html, mf-manifest.json, remoteEntry.js, current.json) are
// revalidated on every use, so a deploy or a pin applies at once.
import fs from 'node:fs';
import path from 'node:path';
import type { FastifyInstance, FastifyReply } from 'fastify';
import fastifyStatic from '@fastify/static';
import fp from 'fastify-plugin';
import { sendApiNotFound } from './error-envelope';

export const NO_CACHE = 'no-cache';
export const IMMUTABLE = 'public, max-age=31536000, immutable';

const ALWAYS_REVALIDATE = new Set([
  'index.html',
  'mf-manifest.json',
  'remoteEntry.js',
  'current.json',
]);
const HASHED_NAME = /[.-][0-9a-f]{8,}\.[a-z0-9]+$/i;

export function cacheControlFor(filePath: string, { versionedFolder = false } = {}): string {
  const name = path.basename(filePath);
  if (ALWAYS_REVALIDATE.has(name)) return NO_CACHE;
  if (HASHED_NAME.test(name) || versionedFolder) return IMMUTABLE;
  return NO_CACHE;
}

const NOT_BUILT_MESSAGE =
  'The site is not built yet. Run `npm start` in the repository root: it builds the shell and the remotes and serves them here.\n' +
  'The API is already up: /api/health\n';

async function staticSite(
  app: FastifyInstance,
  options: { shellDir: string; deployDir: string },
): Promise<void> {
  const remotesDir = path.join(options.deployDir, 'remotes');
  const indexFile = path.join(options.shellDir, 'index.html');

  await app.register(fastifyStatic, {
    root: options.shellDir,
    prefix: '/',
    wildcard: true,
    index: false,
    cacheControl: false,
    suppressWarning: true,
    setHeaders: (reply, filePath) => reply.header('cache-control', cacheControlFor(filePath)),
  });
  await app.register(fastifyStatic, {
    root: remotesDir,
    prefix: '/remotes/',
    wildcard: true,
    index: false,
    cacheControl: false,
    decorateReply: false,
    suppressWarning: true,
    // <id>/<version>/<file>: a versioned build folder, never rewritten once deployed.
    setHeaders: (reply, filePath) =>
      reply.header(
        'cache-control',
        cacheControlFor(filePath, {
          versionedFolder: path.relative(remotesDir, filePath).split(path.sep).length >= 3,
        }),
      ),
  });

  const sendShellPage = (reply: FastifyReply): FastifyReply => {
    // Checked per request: the shell may be built while the server runs.
    if (!fs.existsSync(indexFile)) {
      return reply
        .code(503)
        .header('cache-control', NO_CACHE)
        .type('text/plain; charset=utf-8')
        .send(NOT_BUILT_MESSAGE);
    }
    return reply.header('cache-control', NO_CACHE).sendFile('index.html', options.shellDir);
  };

  app.get('/', { config: { city: 'none' } }, async (_request, reply) => sendShellPage(reply));

  app.setNotFoundHandler(async (request, reply) => {
    const pathname = request.url.split('?')[0] ?? '/';
    if (pathname === '/api' || pathname.startsWith('/api/')) return sendApiNotFound(request, reply);
    // A '.html' path is a page too: the identity provider returns to /callback/YandexLogin.html.
    const extension = path.posix.extname(pathname).toLowerCase();
    const wantsPage =
      (request.method === 'GET' || request.method === 'HEAD') &&
      !pathname.startsWith('/remotes/') &&
      (!extension || extension === '.html');
    if (!wantsPage) return reply.code(404).type('text/plain; charset=utf-8').send('Not found\n');
    return sendShellPage(reply);
  });
}

export default fp(staticSite, {
  name: 'static-site',
  fastify: '5.x',
  dependencies: ['error-envelope'],
});

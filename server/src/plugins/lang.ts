// The language of the texts the server writes for a person (SMS, e-mails, user messages): Russian
// unless the request asks for English. An explicit `lang` query or body field wins; else the first
// supported language of Accept-Language (the client sends its interface language there); else 'ru'.
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';

export const LANGS = ['ru', 'en'] as const;
export type Lang = (typeof LANGS)[number];
export const DEFAULT_LANG: Lang = 'ru';

declare module 'fastify' {
  interface FastifyRequest {
    /** The language of person-facing texts; set for every request before validation. */
    lang: Lang;
  }
}

function asLang(value: unknown): Lang | undefined {
  if (typeof value !== 'string') return undefined;
  const base = value.trim().toLowerCase().split(/[-_]/)[0];
  return (LANGS as readonly string[]).includes(base ?? '') ? (base as Lang) : undefined;
}

/** The first supported language of an Accept-Language value, by weight (q=0 means "not this"). */
export function langOfAcceptLanguage(header: string | undefined): Lang | undefined {
  if (!header) return undefined;
  const ranges = header
    .split(',')
    .map((part, index) => {
      const [tag = '', ...params] = part.split(';');
      const q = params.map((p) => /^\s*q\s*=(.*)$/i.exec(p)?.[1]).find((v) => v !== undefined);
      // a malformed weight counts as 0: that range is dropped
      const weight = q === undefined ? 1 : Number(q.trim() || 'x');
      return { lang: asLang(tag), weight: Number.isFinite(weight) ? weight : 0, index };
    })
    .filter((range) => range.lang !== undefined && range.weight > 0)
    .sort((a, b) => b.weight - a.weight || a.index - b.index);
  return ranges[0]?.lang;
}

export function requestedLang(request: FastifyRequest): Lang {
  const query = request.query as Record<string, unknown> | undefined;
  const body =
    request.body !== null && typeof request.body === 'object' && !Array.isArray(request.body)
      ? (request.body as Record<string, unknown>)
      : undefined;
  const header = request.headers['accept-language'];
  return (
    asLang(query?.lang) ??
    asLang(body?.lang) ??
    langOfAcceptLanguage(Array.isArray(header) ? header[0] : header) ??
    DEFAULT_LANG
  );
}

async function langPlugin(app: FastifyInstance): Promise<void> {
  app.decorateRequest('lang', DEFAULT_LANG);
  // preValidation: the body is parsed, and a schema cannot yet have stripped the field.
  app.addHook('preValidation', async (request) => {
    request.lang = requestedLang(request);
  });
}

export default fp(langPlugin, { name: 'lang', fastify: '5.x' });

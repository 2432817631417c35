import { createTestApp } from '../../../test/harness';
import { ok } from '../../http/envelope';
import { redactedRequestSerializer, redactUrl } from './log-redaction';

describe('secrets are masked in logged addresses', () => {
  test.each([
    [
      '/api/profile/get-profile?token=abcDEF123_-xyz&city=rostov',
      '/api/profile/get-profile?token=***&city=rostov',
    ],
    [
      '/api/profile/restore-password/check?token=0123&code=4567',
      '/api/profile/restore-password/check?token=***&code=***',
    ],
    ['/confirmation/email?token=0123abcd&code=1234', '/confirmation/email?token=***&code=***'],
    ['/en/confirmation/email?Token=x&CODE=1', '/en/confirmation/email?Token=***&CODE=***'],
    ['/restore-password/3/AbC_defGhi', '/restore-password/3/***'],
    ['/en/restore-password/2/0123456789abcdef?x=1', '/en/restore-password/2/***?x=1'],
    ['/registration/confirmation/2/0123abcd/1234', '/registration/confirmation/2/***'],
    [
      '/api/dev/outbox?recipient=79780000001&limit=5',
      '/api/dev/outbox?recipient=79780000001&limit=5',
    ],
    ['/restore-password', '/restore-password'],
    ['/api/x?%74oken=abc&flag', '/api/x?%74oken=***&flag'],
    ['/api/x?%E0%A4%A=1', '/api/x?%E0%A4%A=1'],
  ])('%s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  test('the request serializer keeps the other fields', () => {
    expect(
      redactedRequestSerializer({
        method: 'GET',
        url: '/a?code=1',
        host: 'h',
        ip: '1.2.3.4',
        headers: {},
        socket: { remotePort: 5 },
      }),
    ).toEqual({
      method: 'GET',
      url: '/a?code=***',
      version: undefined,
      host: 'h',
      remoteAddress: '1.2.3.4',
      remotePort: 5,
    });
  });
});

test('the app logs requests through it', async () => {
  const t = await createTestApp({
    extend: (app) => {
      app.get('/api/probe/log-serializer', { config: { city: 'none' } }, async (request) => {
        // pino keeps a logger's serializers under its 'pino.serializers' symbol.
        const holder = request.log as unknown as Record<symbol, { req?: unknown }>;
        let serializers: { req?: unknown } | undefined;
        for (
          let object: object | null = holder;
          object && !serializers;
          object = Object.getPrototypeOf(object) as object | null
        ) {
          const symbol = Object.getOwnPropertySymbols(object).find(
            (s) => s.description === 'pino.serializers',
          );
          if (symbol) serializers = (object as Record<symbol, { req?: unknown }>)[symbol];
        }
        return ok({ redacted: serializers?.req === redactedRequestSerializer });
      });
    },
  });
  try {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/log-serializer' });
    expect(res.json()).toEqual({ status: 'ok', result: { redacted: true } });
  } finally {
    await t.close();
  }
});

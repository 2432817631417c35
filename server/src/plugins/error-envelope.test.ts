import type { FastifyInstance } from 'fastify';
import { createTestApp, type TestApp } from '../../test/harness';
import { BODY_LIMIT_BYTES } from '../app';
import { AppError, ok } from '../http/envelope';

// Probe routes with a schema like the domain modules will have.
async function probes(app: FastifyInstance): Promise<void> {
  app.post(
    '/api/probe/echo',
    {
      schema: {
        body: {
          type: 'object',
          required: ['zone', 'duration'],
          properties: {
            zone: { type: 'string', pattern: '^[0-9]{3,4}$' },
            duration: { type: 'integer', minimum: 15 },
            note: { type: 'string' },
          },
        },
      },
    },
    async (request) => ok({ body: request.body, city: request.city.code }),
  );
  app.get('/api/probe/token', async (request) => ok({ token: request.token }));
  app.post('/api/probe/token', async (request) => ok({ token: request.token }));
  app.get('/api/probe/refuse', async () => {
    throw new AppError('ZoneNotFound', 404, 'No zone 999');
  });
  app.get('/api/probe/db-encoding', async () => {
    throw Object.assign(new Error('invalid byte sequence for encoding "UTF8": 0x00'), {
      code: '22021',
    });
  });
  app.get('/api/probe/crash', async () => {
    throw new Error('secret internal detail');
  });
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ extend: probes });
});
afterAll(() => t.close());

const post = (
  url: string,
  payload: string | object,
  contentType = 'application/json',
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url,
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
    headers: { 'content-type': contentType, ...headers },
  });

describe('bodies', () => {
  test('a NUL byte anywhere in the body, query or path is InvalidFormat 400, before the handler runs', async () => {
    const json = await post('/api/probe/echo', { zone: '101', duration: 60, note: 'a\u0000b' });
    expect(json.statusCode).toBe(400);
    expect(json.json()).toMatchObject({
      status: 'error',
      errorName: 'InvalidFormat',
      field: 'note',
    });
    const nested = await post('/api/probe/echo', {
      zone: '101',
      duration: 60,
      note: 'x',
      extra: [{ deep: '\u0000' }],
    });
    expect(nested.json()).toMatchObject({ errorName: 'InvalidFormat', field: 'extra.0.deep' });
    const form = await post(
      '/api/probe/echo',
      'zone=101&duration=60&note=a%00b',
      'application/x-www-form-urlencoded',
    );
    expect(form.statusCode).toBe(400);
    expect(form.json()).toMatchObject({ errorName: 'InvalidFormat' });
    const query = await t.app.inject({ method: 'GET', url: '/api/probe/token?token=ab%00cd' });
    expect(query.statusCode).toBe(400);
    expect(query.json()).toMatchObject({ errorName: 'InvalidFormat' });
  });

  test('text the database cannot encode is InvalidFormat 400, not a 500', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/db-encoding' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', errorName: 'InvalidFormat' });
    expect(res.body).not.toContain('0x00');
  });

  test('JSON and form-encoded bodies are both accepted; form values are coerced by the schema', async () => {
    const json = await post('/api/probe/echo', { zone: '101', duration: 60 });
    expect(json.statusCode).toBe(200);
    expect(json.json()).toEqual({
      status: 'ok',
      result: { body: { zone: '101', duration: 60 }, city: 'sevastopol' },
    });
    const form = await post(
      '/api/probe/echo',
      'zone=101&duration=60',
      'application/x-www-form-urlencoded',
      { 'x-city': 'rostov' },
    );
    expect(form.json()).toEqual({
      status: 'ok',
      result: { body: { zone: '101', duration: 60 }, city: 'rostov' },
    });
  });

  test('malformed JSON is ValidationError 400', async () => {
    const res = await post('/api/probe/echo', '{"zone": "101",');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', errorName: 'ValidationError' });
  });

  test('an oversized body is refused with 413 in the envelope', async () => {
    const res = await post('/api/probe/echo', {
      zone: '101',
      duration: 60,
      note: 'x'.repeat(BODY_LIMIT_BYTES),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ status: 'error', errorName: 'ValidationError' });
  });

  test('an unsupported content type is a 4xx in the envelope', async () => {
    const res = await post('/api/probe/echo', '<zone>101</zone>', 'application/xml');
    expect(res.statusCode).toBe(415);
    expect(res.json().status).toBe('error');
  });
});

describe('schema validation maps to catalogue names', () => {
  test.each([
    [{ duration: 60 }, 'RequiredField', 'body.zone'],
    [{ zone: '101', duration: 'an hour' }, 'ItNeedToBeANumber', 'body.duration'],
    [{ zone: '1a', duration: 60 }, 'InvalidFormat', 'body.zone'],
    [{ zone: '101', duration: 5 }, 'InvalidFormat', 'body.duration'],
  ])('%j -> %s', async (body, errorName, field) => {
    const res = await post('/api/probe/echo', body);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', errorName, field });
  });

  test('a JSON array instead of an object is ValidationError', async () => {
    const res = await post('/api/probe/echo', [1, 2]);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ status: 'error', errorName: 'ValidationError' });
  });
});

describe('errors', () => {
  test('an unknown /api route is NotFound 404 in the envelope, whatever the method', async () => {
    for (const method of ['GET', 'POST', 'DELETE'] as const) {
      const res = await t.app.inject({ method, url: '/api/no/such/thing?x=1' });
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ status: 'error', errorName: 'NotFound' });
    }
  });

  test('a refusal thrown by a service keeps its name and status', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/refuse' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({
      status: 'error',
      errorName: 'ZoneNotFound',
      errorMessage: 'No zone 999',
    });
  });

  test('an unexpected exception is UnknownError 500 with no detail', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/probe/crash' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({ status: 'error', errorName: 'UnknownError' });
    expect(res.body).not.toContain('secret');
  });

  test('an unknown city is CityNotFound 404 before the handler runs', async () => {
    const res = await post('/api/probe/echo', { zone: '101', duration: 60 }, 'application/json', {
      'x-city': 'atlantis',
    });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toMatchObject({ status: 'error', errorName: 'CityNotFound' });
  });
});

describe('token', () => {
  test.each([
    ['query', { url: '/api/probe/token?token=q-1' }],
    ['bearer header', { url: '/api/probe/token', headers: { authorization: 'Bearer h-1' } }],
  ])('read from the %s', async (_where, request) => {
    const res = await t.app.inject({ method: 'GET', ...request });
    expect(res.json().result.token).toBe(request.url.includes('q-1') ? 'q-1' : 'h-1');
  });

  test('read from a token or Token body field, form or JSON', async () => {
    expect(
      (await post('/api/probe/token', 'token=f-1', 'application/x-www-form-urlencoded')).json()
        .result.token,
    ).toBe('f-1');
    expect((await post('/api/probe/token', { Token: 'j-1' })).json().result.token).toBe('j-1');
  });

  test('null when absent', async () => {
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/probe/token' })).json().result.token,
    ).toBeNull();
  });
});

import path from 'node:path';
import { ConfigError, fastifyTrustProxy, loadConfig, REPO_ROOT } from './config';

function problemsOf(env: Record<string, string>): string[] {
  try {
    loadConfig(env);
  } catch (error) {
    expect(error).toBeInstanceOf(ConfigError);
    return (error as ConfigError).problems;
  }
  throw new Error('expected a ConfigError');
}

test('defaults: production on PGlite, port 8080, paths inside the repository', () => {
  const config = loadConfig({});
  expect(config).toEqual({
    port: 8080,
    host: '0.0.0.0',
    databaseUrl: null,
    dataDir: path.join(REPO_ROOT, '.data', 'pglite'),
    appMode: 'production',
    remotesSource: 'deploy',
    remotesConfig: path.join(REPO_ROOT, 'config', 'remotes.json'),
    deployDir: path.join(REPO_ROOT, 'deploy'),
    shellDir: path.join(REPO_ROOT, 'shell', 'dist'),
    logLevel: 'info',
    trustProxy: false,
  });
});

test('values are read and relative paths resolved from the repository root', () => {
  const config = loadConfig({
    PORT: '3000',
    HOST: '127.0.0.1',
    DATABASE_URL: 'postgres://app:secret@db:5432/parking',
    DATA_DIR: 'tmp/pg',
    APP_MODE: 'demo',
    REMOTES_SOURCE: 'dev',
    LOG_LEVEL: 'warn',
  });
  expect(config).toMatchObject({
    port: 3000,
    host: '127.0.0.1',
    databaseUrl: 'postgres://app:secret@db:5432/parking',
    dataDir: path.join(REPO_ROOT, 'tmp', 'pg'),
    appMode: 'demo',
    remotesSource: 'dev',
    logLevel: 'warn',
  });
});

test('every bad value is reported, one clear line each', () => {
  const problems = problemsOf({
    PORT: 'eighty',
    DATABASE_URL: 'mysql://localhost/db',
    APP_MODE: 'staging',
    REMOTES_SOURCE: 'cdn',
    LOG_LEVEL: 'loud',
    REMOTES_CONFIG: '/nonexistent/remotes.json',
  });
  expect(problems).toHaveLength(6);
  expect(problems).toEqual(
    expect.arrayContaining([
      'PORT must be an integer 0-65535, got "eighty"',
      expect.stringMatching(/^DATABASE_URL must be a postgres:\/\//),
      'APP_MODE must be one of demo|production, got "staging"',
      'REMOTES_SOURCE must be one of deploy|dev, got "cdn"',
      expect.stringMatching(/^LOG_LEVEL must be one of/),
      'REMOTES_CONFIG file not found: /nonexistent/remotes.json',
    ]),
  );
  for (const problem of problems) expect(problem).not.toContain('\n');
});

test('a port out of range is refused', () => {
  expect(problemsOf({ PORT: '70000' })).toEqual(['PORT must be an integer 0-65535, got "70000"']);
});

describe('TRUST_PROXY', () => {
  test.each([
    ['true', true],
    ['FALSE', false],
    [' 1 ', 1],
    ['0', 0],
    ['127.0.0.1', ['127.0.0.1']],
    ['127.0.0.1, 10.0.0.0/8,::1,fd00::/8', ['127.0.0.1', '10.0.0.0/8', '::1', 'fd00::/8']],
    ['loopback,uniquelocal', ['loopback', 'uniquelocal']],
  ])('%j is read as %j', (raw, expected) => {
    expect(loadConfig({ TRUST_PROXY: raw }).trustProxy).toEqual(expected);
  });

  test.each([
    'yes',
    'proxy.example.org',
    '10.0.0.0/33',
    '::1/129',
    '10.0.0.1/8/1',
    '10.0.0.1,',
    '1.5',
    '-1',
    '300.1.1.1',
    '101',
  ])('%j stops the start with one clear line', (raw) => {
    const problems = problemsOf({ TRUST_PROXY: raw });
    expect(problems).toHaveLength(1);
    expect(problems[0]).toMatch(/^TRUST_PROXY must be true, false, a hop count .* got "/);
    expect(problems[0]).toContain(raw);
  });

  test('a hop count becomes a rule of hops for Fastify (its number form would trust nothing)', () => {
    const rule = fastifyTrustProxy(2) as (address: string, hop: number) => boolean;
    expect([rule('10.0.0.1', 0), rule('10.0.0.2', 1), rule('10.0.0.3', 2)]).toEqual([
      true,
      true,
      false,
    ]);
    expect(fastifyTrustProxy(['10.0.0.0/8'])).toEqual(['10.0.0.0/8']);
    expect(fastifyTrustProxy(false)).toBe(false);
  });
});

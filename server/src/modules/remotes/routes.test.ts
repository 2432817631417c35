import fs from 'node:fs';
import path from 'node:path';
import { createTestApp, makeTempDir, type TestApp } from '../../../test/harness';

// Each test writes its own remotes config and deploy folder; the app is shared, the manifest is
// read per request, which is what lets one app see every variant.
const dir = makeTempDir();
const remotesConfig = path.join(dir, 'remotes.json');
const deployDir = path.join(dir, 'deploy');
const catalogue = {
  'mf-auth': { container: 'mf_auth', devPort: 8101 },
  'mf-map': { container: 'mf_map', devPort: 8102 },
  'mf-coop': { container: 'mf_coop', devPort: 8107 },
};

function writeConfig(extra: { defaults?: object; cities?: object }): void {
  fs.writeFileSync(
    remotesConfig,
    JSON.stringify({ remotes: catalogue, defaults: {}, cities: {}, ...extra }),
  );
  // A later write within the same mtime tick must still be seen: move the mtime forward.
  const later = new Date(Date.now() + Math.floor(Math.random() * 100000) + 1000);
  fs.utimesSync(remotesConfig, later, later);
}

function deploy(id: string, version: string, { current = true } = {}): void {
  const folder = path.join(deployDir, 'remotes', id, version);
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'mf-manifest.json'), JSON.stringify({ id }));
  if (current)
    fs.writeFileSync(
      path.join(deployDir, 'remotes', id, 'current.json'),
      JSON.stringify({ version }),
    );
}

let t: TestApp;
let dev: TestApp;
beforeAll(async () => {
  writeConfig({});
  deploy('mf-auth', '0.1.0-aaaa1111');
  deploy('mf-map', '0.1.0-old00000', { current: false });
  deploy('mf-map', '0.1.0-bbbb2222');
  deploy('mf-coop', '0.1.0-cccc3333');
  t = await createTestApp({ env: { REMOTES_CONFIG: remotesConfig, DEPLOY_DIR: deployDir } });
  dev = await createTestApp({
    env: { REMOTES_CONFIG: remotesConfig, DEPLOY_DIR: deployDir, REMOTES_SOURCE: 'dev' },
  });
});
afterAll(async () => {
  await t.close();
  await dev.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

async function manifest(app: TestApp, city: string) {
  const res = await app.app.inject({ method: 'GET', url: `/api/remotes/manifest?city=${city}` });
  expect(res.statusCode).toBe(200);
  const body = res.json();
  expect(body.status).toBe('ok');
  expect(body.result.city).toBe(city);
  return Object.fromEntries(body.result.remotes.map((r: { id: string }) => [r.id, r]));
}

test('every deployed remote is enabled at its current version', async () => {
  writeConfig({});
  const remotes = await manifest(t, 'sevastopol');
  expect(Object.keys(remotes)).toEqual(['mf-auth', 'mf-map', 'mf-coop']);
  expect(remotes['mf-map']).toEqual({
    id: 'mf-map',
    container: 'mf_map',
    enabled: true,
    version: '0.1.0-bbbb2222',
    pinned: false,
    entry: '/remotes/mf-map/0.1.0-bbbb2222/mf-manifest.json',
  });
});

test('a remote switched off for one city is off there only', async () => {
  writeConfig({ cities: { rostov: { 'mf-coop': { enabled: false } } } });
  expect((await manifest(t, 'rostov'))['mf-coop']).toEqual({
    id: 'mf-coop',
    container: 'mf_coop',
    enabled: false,
    version: null,
    pinned: false,
    entry: null,
  });
  expect((await manifest(t, 'sevastopol'))['mf-coop'].enabled).toBe(true);
});

test('defaults switch a remote off everywhere unless a city switches it back on', async () => {
  writeConfig({
    defaults: { 'mf-coop': { enabled: false } },
    cities: { rostov: { 'mf-coop': { enabled: true } } },
  });
  expect((await manifest(t, 'sevastopol'))['mf-coop'].enabled).toBe(false);
  expect((await manifest(t, 'rostov'))['mf-coop'].enabled).toBe(true);
});

test('a pinned version wins over current.json, city pin over defaults pin', async () => {
  writeConfig({
    defaults: { 'mf-map': { version: '0.1.0-bbbb2222' } },
    cities: { rostov: { 'mf-map': { version: '0.1.0-old00000' } } },
  });
  const rostov = (await manifest(t, 'rostov'))['mf-map'];
  expect(rostov).toMatchObject({
    enabled: true,
    version: '0.1.0-old00000',
    pinned: true,
    entry: '/remotes/mf-map/0.1.0-old00000/mf-manifest.json',
  });
  expect((await manifest(t, 'sevastopol'))['mf-map']).toMatchObject({
    version: '0.1.0-bbbb2222',
    pinned: true,
  });
});

test('a remote with no deployed build, or pinned to a missing one, is listed enabled:false', async () => {
  fs.writeFileSync(
    remotesConfig,
    JSON.stringify({
      remotes: { ...catalogue, 'mf-history': { container: 'mf_history', devPort: 8104 } },
      cities: { rostov: { 'mf-auth': { version: '9.9.9-missing0' } } },
    }),
  );
  const later = new Date(Date.now() + 500000);
  fs.utimesSync(remotesConfig, later, later);
  const rostov = await manifest(t, 'rostov');
  expect(rostov['mf-history']).toMatchObject({ enabled: false, entry: null, version: null });
  expect(rostov['mf-auth']).toMatchObject({ enabled: false, entry: null });
  expect((await manifest(t, 'sevastopol'))['mf-auth']).toMatchObject({
    enabled: true,
    version: '0.1.0-aaaa1111',
  });
});

test('with REMOTES_SOURCE=dev the entries point at the dev servers', async () => {
  writeConfig({ cities: { rostov: { 'mf-coop': { enabled: false } } } });
  const remotes = await manifest(dev, 'rostov');
  expect(remotes['mf-map']).toEqual({
    id: 'mf-map',
    container: 'mf_map',
    enabled: true,
    version: 'dev',
    pinned: false,
    entry: 'http://localhost:8102/mf-manifest.json',
  });
  expect(remotes['mf-coop'].enabled).toBe(false);
});

test('an edit of the config applies on the next request, without a restart', async () => {
  writeConfig({});
  expect((await manifest(t, 'sevastopol'))['mf-auth'].enabled).toBe(true);
  writeConfig({ cities: { sevastopol: { 'mf-auth': { enabled: false } } } });
  expect((await manifest(t, 'sevastopol'))['mf-auth'].enabled).toBe(false);
});

test('a broken edit keeps the last valid config', async () => {
  writeConfig({ cities: { sevastopol: { 'mf-auth': { enabled: false } } } });
  expect((await manifest(t, 'sevastopol'))['mf-auth'].enabled).toBe(false);
  fs.writeFileSync(remotesConfig, '{ "remotes": ');
  expect((await manifest(t, 'sevastopol'))['mf-auth'].enabled).toBe(false);
});

test('the manifest is not cached and an unknown city is CityNotFound', async () => {
  writeConfig({});
  const ok = await t.app.inject({ method: 'GET', url: '/api/remotes/manifest?city=rostov' });
  expect(ok.headers['cache-control']).toBe('no-cache');
  const res = await t.app.inject({ method: 'GET', url: '/api/remotes/manifest?city=atlantis' });
  expect(res.statusCode).toBe(404);
  expect(res.json()).toMatchObject({ status: 'error', errorName: 'CityNotFound' });
});

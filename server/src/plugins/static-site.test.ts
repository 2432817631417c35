import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import { createTestApp, makeTempDir, type TestApp } from '../../test/harness';
import { IMMUTABLE } from './static-site';

const dir = makeTempDir();
const shellDir = path.join(dir, 'shell');
const deployDir = path.join(dir, 'deploy');
const bigScript = `console.log(${JSON.stringify('parking '.repeat(2000))});\n`;

function write(file: string, content: string): void {
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

let t: TestApp;
let unbuilt: TestApp;
beforeAll(async () => {
  write(
    path.join(shellDir, 'index.html'),
    '<!doctype html><title>Parking</title><div id="root"></div>',
  );
  write(path.join(shellDir, 'main.3f9a2b7c.js'), bigScript);
  write(path.join(shellDir, 'remoteEntry.js'), bigScript);
  write(path.join(deployDir, 'remotes', 'mf-map', '0.1.0-1a2b3c4d', 'remoteEntry.js'), bigScript);
  write(
    path.join(deployDir, 'remotes', 'mf-map', '0.1.0-1a2b3c4d', 'mf-manifest.json'),
    '{"id":"mf_map"}',
  );
  write(
    path.join(deployDir, 'remotes', 'mf-map', '0.1.0-1a2b3c4d', 'static', 'js', '123.js'),
    bigScript,
  );
  write(path.join(deployDir, 'remotes', 'mf-map', 'current.json'), '{"version":"0.1.0-1a2b3c4d"}');
  t = await createTestApp({ env: { SHELL_DIR: shellDir, DEPLOY_DIR: deployDir } });
  unbuilt = await createTestApp({
    env: { SHELL_DIR: path.join(dir, 'not-built'), DEPLOY_DIR: deployDir },
  });
});
afterAll(async () => {
  await t.close();
  await unbuilt.close();
  fs.rmSync(dir, { recursive: true, force: true });
});

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers });

test('/ serves the shell index.html, revalidated on every use', async () => {
  const res = await get('/');
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/text\/html/);
  expect(res.headers['cache-control']).toBe('no-cache');
  expect(res.body).toContain('<div id="root">');
});

test('an unknown page path falls back to index.html (the shell routes it)', async () => {
  for (const url of ['/profile/parking', '/en/news/12?x=1']) {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('<div id="root">');
  }
});

test('a .html page path (the identity login callback) is the shell page too', async () => {
  for (const url of [
    '/callback/YandexLogin.html',
    '/en/callback/YandexLogin.html#access_token=x',
  ]) {
    const res = await get(url);
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<div id="root">');
  }
});

test('a missing file is a plain 404, not the page', async () => {
  const res = await get('/main.00000000.js');
  expect(res.statusCode).toBe(404);
  expect(res.body).not.toContain('<div id="root">');
});

test('hashed files are immutable for a year; remoteEntry.js is revalidated', async () => {
  expect((await get('/main.3f9a2b7c.js')).headers['cache-control']).toBe(IMMUTABLE);
  expect(IMMUTABLE).toBe('public, max-age=31536000, immutable');
  expect((await get('/remoteEntry.js')).headers['cache-control']).toBe('no-cache');
});

test('remotes: versioned files immutable, entry points revalidated', async () => {
  const base = '/remotes/mf-map/0.1.0-1a2b3c4d';
  const chunk = await get(`${base}/static/js/123.js`);
  expect(chunk.statusCode).toBe(200);
  expect(chunk.headers['cache-control']).toBe(IMMUTABLE);
  expect((await get(`${base}/remoteEntry.js`)).headers['cache-control']).toBe('no-cache');
  const manifest = await get(`${base}/mf-manifest.json`);
  expect(manifest.statusCode).toBe(200);
  expect(manifest.headers['cache-control']).toBe('no-cache');
  expect((await get('/remotes/mf-map/current.json')).headers['cache-control']).toBe('no-cache');
  expect((await get('/remotes/mf-map/9.9.9/remoteEntry.js')).statusCode).toBe(404);
});

test('files are compressed when the client accepts it', async () => {
  const gz = await get('/main.3f9a2b7c.js', { 'accept-encoding': 'gzip' });
  expect(gz.headers['content-encoding']).toBe('gzip');
  expect(zlib.gunzipSync(gz.rawPayload).toString()).toBe(bigScript);
  const br = await get('/remotes/mf-map/0.1.0-1a2b3c4d/remoteEntry.js', {
    'accept-encoding': 'br',
  });
  expect(br.headers['content-encoding']).toBe('br');
  expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(bigScript);
});

test('without a shell build, / explains what to do instead of failing', async () => {
  const res = await unbuilt.app.inject({ method: 'GET', url: '/' });
  expect(res.statusCode).toBe(503);
  expect(res.headers['content-type']).toMatch(/text\/plain/);
  expect(res.body).toContain('npm start');
  // The API still answers.
  expect((await unbuilt.app.inject({ method: 'GET', url: '/api/health' })).statusCode).toBe(200);
});

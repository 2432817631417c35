// Bundle budget report: gzip sizes of the JS the home page loads (measured in Chromium against the
// production server), of each remote's remoteEntry.js and of each exposed module's chunks (from
// the remote's dist/mf-manifest.json). Prints figures; never fails on them.
import fs from 'node:fs';
import path from 'node:path';
import { launchChromium } from './lib/chromium.mjs';
import { gzipSize, kb, table } from './lib/format.mjs';
import { startServer } from './lib/server.mjs';

export const name = 'bundle';
export const description =
  'gzip sizes: home page JS, remoteEntry.js and exposed modules of every remote';

function owner(pathname) {
  const m = pathname.match(/^\/remotes\/([^/]+)\//);
  return m ? m[1] : 'shell';
}

async function homePageJs(root) {
  const browser = await launchChromium(root);
  if (!browser)
    return {
      measured: false,
      reason: 'no Chromium (set CHROMIUM_PATH) or no Playwright in e2e/',
      files: [],
    };
  const server = await startServer(root);
  try {
    const context = await browser.newContext();
    const origin = new URL(server.baseURL).origin;
    await context.route(
      (url) => url.origin !== origin,
      (route) => route.abort('blockedbyclient'),
    );
    const page = await context.newPage();
    const pending = [];
    page.on('response', (response) => {
      const req = response.request();
      const url = new URL(response.url());
      const isJs = req.resourceType() === 'script' || /\.m?js$/.test(url.pathname);
      if (!isJs || url.origin !== origin || response.status() >= 300) return;
      pending.push(
        (async () => {
          const body = await response.body().catch(() => null);
          if (!body) return null;
          const sizes = await req.sizes().catch(() => null);
          return {
            url: url.pathname,
            owner: owner(url.pathname),
            bytes: body.length,
            gzip: gzipSize(body),
            wire: sizes ? sizes.responseBodySize : null,
            encoding: response.headers()['content-encoding'] || 'identity',
          };
        })(),
      );
    });
    await page.goto(`${server.baseURL}/`, { waitUntil: 'networkidle', timeout: 60_000 });
    const files = (await Promise.all(pending)).filter(Boolean);
    await context.close();
    // One row per URL (a script fetched twice counts once).
    const unique = [...new Map(files.map((f) => [f.url, f])).values()].sort(
      (a, b) => b.gzip - a.gzip,
    );
    return { measured: true, url: '/', files: unique };
  } finally {
    await browser.close();
    await server.stop();
  }
}

function remotesFromManifests(root) {
  const ids = Object.keys(
    JSON.parse(fs.readFileSync(path.join(root, 'config/remotes.json'), 'utf8')).remotes,
  );
  return ids.map((id) => {
    const dist = path.join(root, id, 'dist');
    const manifestPath = path.join(dist, 'mf-manifest.json');
    if (!fs.existsSync(manifestPath)) return { id, built: false };
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8'));
    const fileSize = (rel) => {
      const full = path.join(dist, rel);
      if (!fs.existsSync(full)) return { file: rel, missing: true, bytes: 0, gzip: 0 };
      const buf = fs.readFileSync(full);
      return { file: rel, bytes: buf.length, gzip: gzipSize(buf) };
    };
    const entryName = manifest.metaData?.remoteEntry?.name || 'remoteEntry.js';
    const entryPath = manifest.metaData?.remoteEntry?.path
      ? path.join(manifest.metaData.remoteEntry.path, entryName)
      : entryName;
    const remoteEntry = fileSize(entryPath);
    // sync: the module's own chunks, loaded whenever it is used. async: chunks it may load later,
    // including the remote's fallback copies of shared libraries, which the page fetches only when
    // the shell does not provide them (so they are normally never loaded).
    const sum = (chunks) => chunks.reduce((t, c) => t + c.gzip, 0);
    const exposes = (manifest.exposes || []).map((e) => {
      const sync = (e.assets?.js?.sync || []).map(fileSize);
      const async = (e.assets?.js?.async || [])
        .filter((f) => !(e.assets?.js?.sync || []).includes(f))
        .map(fileSize);
      return {
        name: e.path || `./${e.name}`,
        sync,
        async,
        syncGzip: sum(sync),
        asyncGzip: sum(async),
      };
    });
    const unique = (kind) => {
      const all = new Map();
      for (const e of exposes) for (const c of e[kind]) all.set(c.file, c);
      return sum([...all.values()]);
    };
    return {
      id,
      built: true,
      remoteEntry,
      exposes,
      exposedSyncGzip: unique('sync'),
      exposedAsyncGzip: unique('async'),
    };
  });
}

export async function run({ root }) {
  const home = await homePageJs(root);
  const remotes = remotesFromManifests(root);

  const out = [];
  out.push('Bundle sizes (gzip -9 of the bytes served; "wire" = bytes actually transferred)\n');
  if (home.measured) {
    const rows = [['home page JS (/)', 'owner', 'raw', 'gzip', 'wire']];
    for (const f of home.files) rows.push([f.url, f.owner, kb(f.bytes), kb(f.gzip), kb(f.wire)]);
    const byOwner = {};
    for (const f of home.files) byOwner[f.owner] = (byOwner[f.owner] || 0) + f.gzip;
    home.totalGzip = home.files.reduce((s, f) => s + f.gzip, 0);
    home.totalBytes = home.files.reduce((s, f) => s + f.bytes, 0);
    home.byOwner = byOwner;
    rows.push([
      `TOTAL (${home.files.length} files)`,
      '',
      kb(home.totalBytes),
      kb(home.totalGzip),
      '',
    ]);
    out.push(table(rows));
    out.push(
      `  by owner (gzip): ${Object.entries(byOwner)
        .sort((a, b) => b[1] - a[1])
        .map(([o, g]) => `${o} ${kb(g)}`)
        .join(', ')}\n`,
    );
  } else {
    out.push(`home page JS: NOT MEASURED (${home.reason})\n`);
  }

  const rows = [
    ['remote', 'file / exposed module', 'sync chunks', 'sync gzip', 'async chunks', 'async gzip'],
  ];
  let entriesTotal = 0;
  let syncTotal = 0;
  let asyncTotal = 0;
  for (const r of remotes) {
    if (!r.built) {
      rows.push([r.id, '(no build)', '', '', '', '']);
      continue;
    }
    entriesTotal += r.remoteEntry.gzip;
    syncTotal += r.exposedSyncGzip;
    asyncTotal += r.exposedAsyncGzip;
    rows.push([r.id, r.remoteEntry.file, '1', kb(r.remoteEntry.gzip), '', '']);
    for (const e of r.exposes)
      rows.push([
        '',
        e.name,
        String(e.sync.length),
        kb(e.syncGzip),
        String(e.async.length),
        kb(e.asyncGzip),
      ]);
  }
  const built = remotes.filter((r) => r.built).length;
  rows.push(['TOTAL', `remoteEntry.js x ${built}`, '', kb(entriesTotal), '', '']);
  rows.push([
    'TOTAL',
    'exposed modules (chunks counted once per remote)',
    '',
    kb(syncTotal),
    '',
    kb(asyncTotal),
  ]);
  out.push(table(rows));
  out.push(
    "  async = chunks loaded on demand, incl. the remote's fallback copies of shared libraries (fetched only if the shell lacks them)",
  );
  console.log(out.join('\n'));

  return {
    gzipLevel: 9,
    homePage: home,
    remotes,
    totals: {
      homePageJsGzip: home.totalGzip ?? null,
      remoteEntriesGzip: entriesTotal,
      exposedSyncGzip: syncTotal,
      exposedAsyncGzip: asyncTotal,
    },
  };
}

#!/usr/bin/env node
// Copies each remote's build to an immutable folder deploy/remotes/<id>/<version>/ (version =
// package version + content hash) and points deploy/remotes/<id>/current.json at it. Older builds
// stay, so an operator can pin a city to one of them in config/remotes.json without rebuilding.
// Names given as arguments deploy only those remotes (`node scripts/deploy-remotes.mjs mf-map`
// after `pnpm --filter @parking/mf-map run build`): each remote ships on its own.
import crypto from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const deployRoot = process.env.DEPLOY_DIR || path.join(root, 'deploy');
const KEEP = 5;

function listFiles(dir, base = dir) {
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .flatMap((e) => {
      const full = path.join(dir, e.name);
      return e.isDirectory() ? listFiles(full, base) : [path.relative(base, full)];
    })
    .sort();
}

const { remotes } = JSON.parse(fs.readFileSync(path.join(root, 'config/remotes.json'), 'utf8'));
const wanted = process.argv.slice(2);
const unknown = wanted.filter((id) => !(id in remotes));
if (unknown.length) {
  console.error(
    `deploy-remotes: unknown remote(s) ${unknown.join(', ')}; known: ${Object.keys(remotes).join(', ')}`,
  );
  process.exit(2);
}
for (const id of wanted.length ? wanted : Object.keys(remotes)) {
  const dist = path.join(root, id, 'dist');
  if (!fs.existsSync(path.join(dist, 'mf-manifest.json'))) {
    console.error(
      `deploy-remotes: ${id} has no build (${dist}/mf-manifest.json); run the build first`,
    );
    process.exit(1);
  }
  const hash = crypto.createHash('sha256');
  for (const file of listFiles(dist))
    hash.update(file).update(fs.readFileSync(path.join(dist, file)));
  const pkgVersion = JSON.parse(
    fs.readFileSync(path.join(root, id, 'package.json'), 'utf8'),
  ).version;
  const version = `${pkgVersion}-${hash.digest('hex').slice(0, 8)}`;
  const target = path.join(deployRoot, 'remotes', id, version);
  if (!fs.existsSync(target)) fs.cpSync(dist, target, { recursive: true });
  fs.writeFileSync(
    path.join(deployRoot, 'remotes', id, 'current.json'),
    JSON.stringify({ version, deployedAt: new Date().toISOString() }, null, 2),
  );
  // Keep the newest few builds for pinning and rollback.
  const builds = fs
    .readdirSync(path.join(deployRoot, 'remotes', id), { withFileTypes: true })
    .filter((e) => e.isDirectory())
    .map((e) => ({
      name: e.name,
      mtime: fs.statSync(path.join(deployRoot, 'remotes', id, e.name)).mtimeMs,
    }))
    .sort((a, b) => b.mtime - a.mtime);
  for (const old of builds.slice(KEEP))
    if (old.name !== version)
      fs.rmSync(path.join(deployRoot, 'remotes', id, old.name), { recursive: true });
  console.log(`deploy-remotes: ${id} -> ${version}`);
}

#!/usr/bin/env node
// Runs the benchmarks (`npm run bench`, after the build): every scripts/bench/*.mjs that exports
// { name, description, run } — or only the names given as arguments (`npm run bench -- bundle`).
// Each prints its figures and its result is written to bench-results/<name>.json.
// Figures never fail the run; only a benchmark that cannot run at all does.
// To add one (e.g. server load with autocannon): create scripts/bench/<name>.mjs exporting
//   export const name = '<name>'; export const description = '...';
//   export async function run({ root, resultsDir, startServer }) { ...print...; return figures; }
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { startServer } from './lib/server.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const resultsDir = path.join(root, 'bench-results');

const files = fs
  .readdirSync(here)
  .filter((f) => f.endsWith('.mjs') && f !== 'run.mjs')
  .sort();
const benches = [];
for (const f of files) {
  const mod = await import(pathToFileURL(path.join(here, f)).href);
  if (typeof mod.run === 'function' && mod.name) benches.push(mod);
}

const wanted = process.argv.slice(2).filter((a) => !a.startsWith('-'));
const unknown = wanted.filter((w) => !benches.some((b) => b.name === w));
if (unknown.length) {
  console.error(
    `bench: unknown benchmark(s) ${unknown.join(', ')}; available: ${benches.map((b) => b.name).join(', ')}`,
  );
  process.exit(2);
}
const selected = wanted.length ? benches.filter((b) => wanted.includes(b.name)) : benches;

fs.mkdirSync(resultsDir, { recursive: true });
let broken = 0;
for (const bench of selected) {
  const started = Date.now();
  console.log(`\n=== bench: ${bench.name} — ${bench.description}\n`);
  try {
    const figures = await bench.run({
      root,
      resultsDir,
      startServer: (opts) => startServer(root, opts),
    });
    const file = path.join(resultsDir, `${bench.name}.json`);
    fs.writeFileSync(
      file,
      JSON.stringify({ name: bench.name, at: new Date().toISOString(), figures }, null, 2) + '\n',
    );
    console.log(
      `\n(${((Date.now() - started) / 1000).toFixed(1)}s; written ${path.relative(root, file)})`,
    );
  } catch (err) {
    broken++;
    console.error(`bench ${bench.name} could not run: ${err.stack || err}`);
  }
}
process.exit(broken ? 1 : 0);

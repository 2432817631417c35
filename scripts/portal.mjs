#!/usr/bin/env node
// The two commands a newcomer types (`npm start`, `npm test`) and their siblings (dev, build,
// bench, lint). Needs only Node 20 and npm: pnpm is fetched through npx when it is not installed.
import { spawn, spawnSync } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PNPM_VERSION = '10.34.9';
const remotes = Object.keys(
  JSON.parse(fs.readFileSync(path.join(root, 'config/remotes.json'), 'utf8')).remotes,
);
const apps = ['shell', ...remotes];

const log = (msg) => console.log(`\x1b[36m[portal]\x1b[0m ${msg}`);

function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: false });
  if (probe.status === 0 && probe.stdout.trim().startsWith('10.')) return ['pnpm'];
  return ['npx', '-y', `pnpm@${PNPM_VERSION}`];
}
const PNPM = pnpmCommand();

function run(cmd, args, { env = {}, cwd = root, allowFail = false } = {}) {
  const started = Date.now();
  const res = spawnSync(cmd, args, { cwd, stdio: 'inherit', env: { ...process.env, ...env } });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (res.status !== 0 && !allowFail) {
    console.error(`\x1b[31m[portal]\x1b[0m failed after ${seconds}s: ${cmd} ${args.join(' ')}`);
    process.exit(res.status ?? 1);
  }
  return { ok: res.status === 0, seconds };
}
const pnpm = (args, opts) => run(PNPM[0], [...PNPM.slice(1), ...args], opts);

function newestMtime(dir, skip = /node_modules|dist|\.data|deploy|test-results|coverage/) {
  let newest = 0;
  if (!fs.existsSync(dir)) return newest;
  for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
    if (skip.test(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(
      newest,
      entry.isDirectory() ? newestMtime(full, skip) : fs.statSync(full).mtimeMs,
    );
  }
  return newest;
}

function ensureInstalled() {
  const marker = path.join(root, 'node_modules/.modules.yaml');
  const lock = path.join(root, 'pnpm-lock.yaml');
  const stale =
    !fs.existsSync(marker) ||
    ['package.json', 'pnpm-workspace.yaml', 'pnpm-lock.yaml'].some(
      (f) =>
        fs.existsSync(path.join(root, f)) &&
        fs.statSync(path.join(root, f)).mtimeMs > fs.statSync(marker).mtimeMs,
    );
  if (!stale) return;
  log('installing dependencies (pnpm)...');
  pnpm(['install', ...(fs.existsSync(lock) ? ['--frozen-lockfile'] : [])]);
}

function build({ force = false } = {}) {
  const stamp = path.join(root, 'deploy/.build-stamp');
  const inputs = ['shared', 'server', 'config', ...apps, 'pnpm-lock.yaml', 'tsconfig.base.json'];
  const newest = Math.max(
    ...inputs.map((p) => {
      const full = path.join(root, p);
      if (!fs.existsSync(full)) return 0;
      return fs.statSync(full).isDirectory() ? newestMtime(full) : fs.statSync(full).mtimeMs;
    }),
  );
  if (!force && fs.existsSync(stamp) && fs.statSync(stamp).mtimeMs >= newest) {
    log('build is up to date');
    return;
  }
  log('building shared, server, shell and remotes...');
  pnpm(['--filter', '@parking/shared', 'run', 'build']);
  pnpm(['--filter', '@parking/server', 'run', 'build']);
  pnpm([
    '--filter',
    '@parking/shell',
    ...remotes.flatMap((r) => ['--filter', `@parking/${r}`]),
    '--workspace-concurrency=2',
    'run',
    'build',
  ]);
  run(process.execPath, [path.join(root, 'scripts/deploy-remotes.mjs')]);
  fs.mkdirSync(path.dirname(stamp), { recursive: true });
  fs.writeFileSync(stamp, new Date().toISOString());
}

function postgresAnswers() {
  return new Promise((resolve) => {
    const socket = net.connect({ host: '127.0.0.1', port: 5432 });
    const done = (ok) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(700, () => done(false));
    socket.on('connect', () => done(true));
    socket.on('error', () => done(false));
  });
}

const jestBin = () => path.join(root, 'node_modules/jest/bin/jest.js');

async function test() {
  const started = Date.now();
  const results = [];
  ensureInstalled();
  log('lint and types');
  results.push([
    'lint',
    run(
      process.execPath,
      [path.join(root, 'node_modules/eslint/bin/eslint.js'), '.', '--max-warnings=0'],
      { allowFail: true },
    ),
  ]);
  results.push([
    'format (prettier)',
    run(
      process.execPath,
      [
        path.join(root, 'node_modules/prettier/bin/prettier.cjs'),
        '--check',
        '.',
        '--log-level=warn',
      ],
      { allowFail: true },
    ),
  ]);
  pnpm(['--filter', '@parking/shared', 'run', 'build']);
  results.push([
    'typecheck',
    pnpm(['-r', '--workspace-concurrency=2', 'run', 'typecheck'], { allowFail: true }),
  ]);
  log('unit, component and server tests (server on PGlite)');
  results.push([
    'jest (PGlite)',
    run(process.execPath, [jestBin(), '--ci'], { env: { TEST_DB: 'pglite' }, allowFail: true }),
  ]);
  if (await postgresAnswers()) {
    log('server tests again on PostgreSQL (127.0.0.1:5432 answers)');
    results.push([
      'jest server (PostgreSQL)',
      run(process.execPath, [jestBin(), '--ci', '--selectProjects', 'server'], {
        env: {
          TEST_DB: 'postgres',
          TEST_DATABASE_URL:
            process.env.TEST_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres',
        },
        allowFail: true,
      }),
    ]);
  } else {
    log('PostgreSQL does not answer on 127.0.0.1:5432: server tests ran on PGlite only');
  }
  build();
  const chromium = process.env.CHROMIUM_PATH || '/usr/bin/chromium';
  if (fs.existsSync(chromium)) {
    log('end-to-end tests in Chromium against the production build');
    results.push([
      'e2e',
      pnpm(['--filter', '@parking/e2e', 'run', 'test'], {
        env: { CHROMIUM_PATH: chromium },
        allowFail: true,
      }),
    ]);
  } else {
    log(
      `e2e NOT RUN: no Chromium at ${chromium} (apt-get install -y chromium, or set CHROMIUM_PATH)`,
    );
    results.push(['e2e (no Chromium)', { ok: !process.env.CI, seconds: '0' }]);
  }
  console.log('\n[portal] summary');
  for (const [name, r] of results)
    console.log(`  ${r.ok ? 'PASS' : 'FAIL'}  ${name}  (${r.seconds}s)`);
  const failed = results.filter(([, r]) => !r.ok).length;
  console.log(`[portal] ${((Date.now() - started) / 1000).toFixed(0)}s in all`);
  console.log(`${results.length - failed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

function start() {
  ensureInstalled();
  build();
  const env = { APP_MODE: process.env.APP_MODE || 'demo', PORT: process.env.PORT || '8080' };
  log(`starting the portal on http://localhost:${env.PORT} (mode ${env.APP_MODE})`);
  const child = spawn(process.execPath, [path.join(root, 'server/dist/main.js')], {
    stdio: 'inherit',
    env: { ...process.env, ...env },
  });
  for (const sig of ['SIGINT', 'SIGTERM']) process.on(sig, () => child.kill(sig));
  child.on('exit', (code) => process.exit(code ?? 0));
}

function dev() {
  ensureInstalled();
  const colors = [31, 32, 33, 34, 35, 36, 91, 92, 93, 94];
  const procs = [];
  const launch = (name, cmd, args, cwd, env = {}) => {
    const child = spawn(cmd, args, {
      cwd,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const color = colors[procs.length % colors.length];
    const prefix = `\x1b[${color}m${name.padEnd(13)}\x1b[0m| `;
    const pipe = (stream, out) =>
      stream.on('data', (d) =>
        out.write(
          d
            .toString()
            .split('\n')
            .filter(Boolean)
            .map((l) => prefix + l)
            .join('\n') + '\n',
        ),
      );
    pipe(child.stdout, process.stdout);
    pipe(child.stderr, process.stderr);
    procs.push(child);
  };
  launch('server', PNPM[0], [...PNPM.slice(1), 'run', 'dev'], path.join(root, 'server'), {
    PORT: '3000',
    APP_MODE: 'demo',
    REMOTES_SOURCE: 'dev',
  });
  for (const app of apps)
    launch(app, PNPM[0], [...PNPM.slice(1), 'run', 'dev'], path.join(root, app));
  log(
    'dev: open http://localhost:8080 (server on :3000, remotes on their dev ports, hot reload everywhere)',
  );
  const stop = () => {
    procs.forEach((p) => p.kill('SIGTERM'));
    process.exit(0);
  };
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
}

function bench() {
  ensureInstalled();
  build();
  run(process.execPath, [path.join(root, 'scripts/bench/run.mjs'), ...process.argv.slice(3)]);
}

function lint() {
  ensureInstalled();
  run(process.execPath, [
    path.join(root, 'node_modules/eslint/bin/eslint.js'),
    '.',
    '--max-warnings=0',
  ]);
  run(process.execPath, [
    path.join(root, 'node_modules/prettier/bin/prettier.cjs'),
    '--check',
    '.',
  ]);
}

const command = process.argv[2];
const commands = {
  start,
  test,
  dev,
  bench,
  lint,
  build: () => {
    ensureInstalled();
    build({ force: true });
  },
};
if (!commands[command]) {
  console.error(`usage: node scripts/portal.mjs ${Object.keys(commands).join('|')}`);
  process.exit(2);
}
await commands[command]();

import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

/**
 * Starts the production build once for the whole run and returns the teardown that stops it.
 *
 * - `node server/dist/main.js`, APP_MODE=demo, on a free port chosen now, HOST 127.0.0.1;
 * - a fresh PGlite DATA_DIR in a temporary folder (removed at the end);
 * - REMOTES_CONFIG: a temporary copy of config/remotes.json that tests edit to switch remotes per
 *   city (support/remotes-config.ts); the server re-reads it without a restart.
 *
 * Tests (worker processes, which inherit this environment) read E2E_BASE_URL and
 * E2E_REMOTES_CONFIG. With E2E_BASE_URL already set nothing is started (run against your own
 * server; then E2E_REMOTES_CONFIG must name the file that server reads, or the switch tests skip).
 */
const repoRoot = path.resolve(__dirname, '../..');
const serverLogPath = path.join(__dirname, '../test-results/server.log');

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const address = srv.address();
      if (address && typeof address === 'object') {
        const { port } = address;
        srv.close(() => resolve(port));
      } else {
        srv.close(() => reject(new Error('no port')));
      }
    });
  });
}

function requireBuild(): void {
  const missing = [
    'server/dist/main.js',
    'shell/dist/index.html',
    ...Object.keys(
      JSON.parse(fs.readFileSync(path.join(repoRoot, 'config/remotes.json'), 'utf8')).remotes,
    ).map((id) => `deploy/remotes/${id}/current.json`),
  ].filter((p) => !fs.existsSync(path.join(repoRoot, p)));
  if (missing.length) {
    throw new Error(
      `e2e needs the production build; missing: ${missing.join(', ')}.\n` +
        'Build it with `npm run build` from the repository root (or `npm test`, which builds first).',
    );
  }
}

async function waitForHealth(
  baseURL: string,
  child: ChildProcess,
  timeoutMs: number,
): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let lastError = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null)
      throw new Error(`server exited with code ${child.exitCode} before it was healthy`);
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return;
      lastError = `HTTP ${res.status}`;
    } catch (err) {
      lastError = (err as Error).message;
    }
    await new Promise((r) => setTimeout(r, 200)); // polling a process that is not ours to observe
  }
  throw new Error(`server not healthy after ${timeoutMs / 1000}s (${lastError})`);
}

function tail(file: string, lines = 40): string {
  try {
    return fs.readFileSync(file, 'utf8').split('\n').slice(-lines).join('\n');
  } catch {
    return '(no server log)';
  }
}

export default async function globalSetup(): Promise<(() => Promise<void>) | undefined> {
  if (process.env.E2E_BASE_URL) return undefined;
  requireBuild();

  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-e2e-'));
  const remotesConfig = path.join(tmp, 'remotes.json');
  fs.copyFileSync(path.join(repoRoot, 'config/remotes.json'), remotesConfig);
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;

  fs.mkdirSync(path.dirname(serverLogPath), { recursive: true });
  const log = fs.openSync(serverLogPath, 'w');
  const env: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    APP_MODE: 'demo',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'pglite'),
    REMOTES_CONFIG: remotesConfig,
    REMOTES_SOURCE: 'deploy',
    DEPLOY_DIR: path.join(repoRoot, 'deploy'),
    SHELL_DIR: path.join(repoRoot, 'shell/dist'),
  };
  delete env.DATABASE_URL; // always the embedded PGlite in a fresh folder
  const child = spawn(process.execPath, [path.join(repoRoot, 'server/dist/main.js')], {
    cwd: repoRoot,
    env,
    stdio: ['ignore', log, log],
  });

  const stop = async (): Promise<void> => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.closeSync(log);
    fs.rmSync(tmp, { recursive: true, force: true });
  };

  try {
    await waitForHealth(baseURL, child, 90_000);
  } catch (err) {
    await stop();
    throw new Error(
      `${(err as Error).message}\n--- server log (${serverLogPath}) ---\n${tail(serverLogPath)}`,
    );
  }

  process.env.E2E_BASE_URL = baseURL;
  process.env.E2E_REMOTES_CONFIG = remotesConfig;
  return stop;
}

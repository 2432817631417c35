// Starts the production build (`node server/dist/main.js`, demo data) on a free port for
// benchmarks: on a throw-away PGlite folder, or on `databaseUrl` (PostgreSQL) when given.
// Returns { baseURL, pid, stop }.
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';

export function freePort() {
  return new Promise((resolve, reject) => {
    const srv = net.createServer();
    srv.unref();
    srv.on('error', reject);
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address();
      srv.close(() => resolve(port));
    });
  });
}

export async function startServer(root, { env = {}, databaseUrl, timeoutMs = 90_000 } = {}) {
  const main = path.join(root, 'server/dist/main.js');
  if (!fs.existsSync(main))
    throw new Error(`no server build at ${main}: run \`npm run build\` first`);
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'parking-bench-'));
  const port = await freePort();
  const baseURL = `http://127.0.0.1:${port}`;
  const logFile = path.join(tmp, 'server.log');
  const log = fs.openSync(logFile, 'w');
  const childEnv = {
    ...process.env,
    NODE_ENV: 'production',
    APP_MODE: 'demo',
    PORT: String(port),
    HOST: '127.0.0.1',
    DATA_DIR: path.join(tmp, 'pglite'),
    REMOTES_SOURCE: 'deploy',
    DEPLOY_DIR: path.join(root, 'deploy'),
    SHELL_DIR: path.join(root, 'shell/dist'),
    ...env,
  };
  if (databaseUrl) childEnv.DATABASE_URL = databaseUrl;
  else delete childEnv.DATABASE_URL;
  const child = spawn(process.execPath, [main], {
    cwd: root,
    env: childEnv,
    stdio: ['ignore', log, log],
  });

  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(timer);
    }
    fs.closeSync(log);
    fs.rmSync(tmp, { recursive: true, force: true });
  };

  const deadline = Date.now() + timeoutMs;
  let last = '';
  while (Date.now() < deadline) {
    if (child.exitCode !== null) break;
    try {
      const res = await fetch(`${baseURL}/api/health`);
      if (res.ok) return { baseURL, pid: child.pid, stop };
      last = `HTTP ${res.status}`;
    } catch (err) {
      last = err.message;
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  const logText = fs.readFileSync(logFile, 'utf8').split('\n').slice(-30).join('\n');
  await stop();
  throw new Error(
    `server did not become healthy (${child.exitCode !== null ? `exit ${child.exitCode}` : last})\n${logText}`,
  );
}

// The only reader of process.env: every setting is parsed and checked here once, at start, so a
// bad deployment stops with a list of what is wrong instead of failing on the first request.
import fs from 'node:fs';
import net from 'node:net';
import path from 'node:path';

/** Repository root: `server/src` and `server/dist` both sit two levels below it. */
export const REPO_ROOT = path.resolve(__dirname, '..', '..');

export type AppMode = 'demo' | 'production';
export type RemotesSource = 'deploy' | 'dev';
export type LogLevel = 'fatal' | 'error' | 'warn' | 'info' | 'debug' | 'trace' | 'silent';
/** Fastify's trustProxy: off, every proxy, the nearest n hops, or these addresses / CIDRs / presets. */
export type TrustProxy = boolean | number | string[];

export interface AppConfig {
  port: number;
  host: string;
  /** PostgreSQL connection string; when absent the embedded PGlite in `dataDir` is used. */
  databaseUrl: string | null;
  dataDir: string;
  appMode: AppMode;
  remotesSource: RemotesSource;
  remotesConfig: string;
  deployDir: string;
  shellDir: string;
  logLevel: LogLevel;
  /**
   * Which proxies in front may set X-Forwarded-For (and -Proto, -Host). Off by default: the client
   * address is the socket's. Behind a reverse proxy, without it every visitor is the proxy's
   * address to the per-address login limit.
   */
  trustProxy: TrustProxy;

  // --- Accounts (issue 3): messaging and the external identity provider. ---
  // Optional and undefined when unset, so the foundation's defaults stay as they are.
  /** smtp:// or smtps:// URL; when set e-mails go out through nodemailer instead of the outbox. */
  smtpUrl?: string;
  /** From address of e-mails (default 'Parking portal <no-reply@parking.local>'). */
  mailFrom?: string;
  /** Public site address used in e-mailed links (default http://localhost:<port>). */
  publicUrl?: string;
  /** Yandex ID OAuth client id; unset = the identity provider is off (yandexID answers NotFound). */
  yandexClientId?: string;
  /** Yandex ID userinfo endpoint (default https://login.yandex.ru/info?format=json). */
  yandexUserinfoUrl?: string;

  // --- Parking and money (issue 5) ---
  /** HMAC-SHA256 secret of the card provider's callbacks; a demo default only in demo mode, unset = card payments off. */
  providerSecret?: string;
}

/** Known to anyone reading the code, so accepted only in demo mode. */
export const DEMO_PROVIDER_SECRET = 'demo-sandbox-provider-secret-not-for-production';

export class ConfigError extends Error {
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n${problems.map((p) => `  - ${p}`).join('\n')}`);
    this.name = 'ConfigError';
  }
}

const LOG_LEVELS: readonly LogLevel[] = [
  'fatal',
  'error',
  'warn',
  'info',
  'debug',
  'trace',
  'silent',
];

type Env = Record<string, string | undefined>;

/**
 * Reads the settings from `env` (process.env by default; tests pass their own object).
 * Relative paths are taken from the repository root, so the result does not depend on the cwd.
 */
export function loadConfig(env: Env = process.env): AppConfig {
  const problems: string[] = [];
  const value = (key: string): string | undefined => {
    const raw = env[key];
    return raw === undefined || raw.trim() === '' ? undefined : raw.trim();
  };
  const oneOf = <T extends string>(key: string, allowed: readonly T[], fallback: T): T => {
    const raw = value(key);
    if (raw === undefined) return fallback;
    if ((allowed as readonly string[]).includes(raw)) return raw as T;
    problems.push(`${key} must be one of ${allowed.join('|')}, got "${raw}"`);
    return fallback;
  };
  const dir = (key: string, fallback: string): string => {
    const raw = value(key);
    return raw === undefined ? fallback : path.resolve(REPO_ROOT, raw);
  };

  let port = 8080;
  const rawPort = value('PORT');
  if (rawPort !== undefined) {
    port = Number(rawPort);
    if (!/^\d+$/.test(rawPort) || port > 65535)
      problems.push(`PORT must be an integer 0-65535, got "${rawPort}"`);
  }

  const databaseUrl = value('DATABASE_URL') ?? null;
  if (databaseUrl !== null && !isPostgresUrl(databaseUrl)) {
    problems.push(
      'DATABASE_URL must be a postgres:// or postgresql:// URL (leave it unset to use the embedded PGlite)',
    );
  }

  const remotesConfig = dir('REMOTES_CONFIG', path.join(REPO_ROOT, 'config', 'remotes.json'));
  if (!isFile(remotesConfig)) problems.push(`REMOTES_CONFIG file not found: ${remotesConfig}`);

  const config: AppConfig = {
    port,
    host: value('HOST') ?? '0.0.0.0',
    databaseUrl,
    dataDir: dir('DATA_DIR', path.join(REPO_ROOT, '.data', 'pglite')),
    appMode: oneOf<AppMode>('APP_MODE', ['demo', 'production'], 'production'),
    remotesSource: oneOf<RemotesSource>('REMOTES_SOURCE', ['deploy', 'dev'], 'deploy'),
    remotesConfig,
    deployDir: dir('DEPLOY_DIR', path.join(REPO_ROOT, 'deploy')),
    shellDir: dir('SHELL_DIR', path.join(REPO_ROOT, 'shell', 'dist')),
    logLevel: oneOf<LogLevel>('LOG_LEVEL', LOG_LEVELS, 'info'),
    trustProxy: false,
  };
  const rawTrustProxy = value('TRUST_PROXY');
  if (rawTrustProxy !== undefined) {
    const trustProxy = parseTrustProxy(rawTrustProxy);
    if (trustProxy === null) {
      problems.push(
        `TRUST_PROXY must be true, false, a hop count (a whole number) or a comma list of IP addresses, CIDRs or loopback|linklocal|uniquelocal, got "${rawTrustProxy}"`,
      );
    } else {
      config.trustProxy = trustProxy;
    }
  }
  // --- Accounts (issue 3) ---
  const urlSetting = (key: string, protocols: string[]): string | undefined => {
    const raw = value(key);
    if (raw === undefined) return undefined;
    if (!hasProtocol(raw, protocols))
      problems.push(`${key} must be a ${protocols.join(' or ')}// URL`);
    return raw;
  };
  const accounts = {
    smtpUrl: urlSetting('SMTP_URL', ['smtp:', 'smtps:']),
    mailFrom: value('MAIL_FROM'),
    publicUrl: urlSetting('PUBLIC_URL', ['http:', 'https:']),
    yandexClientId: value('YANDEX_CLIENT_ID'),
    yandexUserinfoUrl: urlSetting('YANDEX_USERINFO_URL', ['http:', 'https:']),
  };
  for (const [key, setting] of Object.entries(accounts))
    if (setting !== undefined) Object.assign(config, { [key]: setting });
  // --- Parking and money (issue 5) ---
  const providerSecret = value('PROVIDER_SECRET');
  if (providerSecret !== undefined && providerSecret.length < 16)
    problems.push('PROVIDER_SECRET must be at least 16 characters');
  if (providerSecret !== undefined) config.providerSecret = providerSecret;
  else if (config.appMode === 'demo') config.providerSecret = DEMO_PROVIDER_SECRET;

  if (problems.length > 0) throw new ConfigError(problems);
  return config;
}

const PROXY_PRESETS = ['loopback', 'linklocal', 'uniquelocal'];

/** TRUST_PROXY as Fastify's trustProxy takes it (proxy-addr's syntax), or null when it is not valid. */
export function parseTrustProxy(raw: string): TrustProxy | null {
  const text = raw.trim().toLowerCase();
  if (text === 'true') return true;
  if (text === 'false') return false;
  if (/^\d+$/.test(text)) {
    const hops = Number(text);
    return hops <= 100 ? hops : null;
  }
  const entries = raw.split(',').map((entry) => entry.trim());
  return entries.every(isProxyEntry) ? entries : null;
}

/**
 * The value for Fastify's trustProxy option. Fastify 5 takes a number as "trust nothing" (a hop
 * count cannot check who connects), so n hops become the rule proxy-addr used to apply: trust the
 * socket's peer and the nearest n - 1 forwarders. Safe only when the port is reachable solely
 * through the proxies (README, TRUST_PROXY).
 */
export function fastifyTrustProxy(
  value: TrustProxy,
): boolean | string[] | ((address: string, hop: number) => boolean) {
  if (typeof value !== 'number') return value;
  return (_address, hop) => hop < value;
}

function isProxyEntry(entry: string): boolean {
  if (PROXY_PRESETS.includes(entry)) return true;
  const [address, prefix, ...rest] = entry.split('/');
  if (rest.length > 0 || address === undefined) return false;
  const family = net.isIP(address);
  if (family === 0) return false;
  if (prefix === undefined) return true;
  if (!/^\d{1,3}$/.test(prefix)) return false;
  return Number(prefix) <= (family === 4 ? 32 : 128);
}

function isPostgresUrl(raw: string): boolean {
  try {
    const url = new URL(raw);
    return url.protocol === 'postgres:' || url.protocol === 'postgresql:';
  } catch {
    return false;
  }
}

function hasProtocol(raw: string, protocols: string[]): boolean {
  try {
    return protocols.includes(new URL(raw).protocol);
  } catch {
    return false;
  }
}

function isFile(file: string): boolean {
  try {
    return fs.statSync(file).isFile();
  } catch {
    return false;
  }
}

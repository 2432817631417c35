// config/remotes.json, re-read when its mtime or size changes, so an operator's edit (switch a
// remote off for a city, pin a version) applies on the next request without a restart.
import fs from 'node:fs';

export interface RemoteSwitch {
  enabled?: boolean;
  version?: string;
}

export interface RemotesConfigFile {
  remotes: Record<string, { container: string; devPort: number }>;
  defaults: Record<string, RemoteSwitch>;
  cities: Record<string, Record<string, RemoteSwitch>>;
}

export type Logger = { warn(obj: object, msg: string): void };

export class RemotesConfigReader {
  private cached: { mtimeMs: number; size: number; config: RemotesConfigFile } | null = null;

  constructor(private readonly file: string) {}

  read(log: Logger): RemotesConfigFile {
    const stat = fs.statSync(this.file);
    if (this.cached && this.cached.mtimeMs === stat.mtimeMs && this.cached.size === stat.size)
      return this.cached.config;
    try {
      const config = parseRemotesConfig(JSON.parse(fs.readFileSync(this.file, 'utf8')));
      this.cached = { mtimeMs: stat.mtimeMs, size: stat.size, config };
      return config;
    } catch (error) {
      // A half-saved or mistyped edit must not take the site down: keep serving the last good one.
      if (!this.cached) throw new Error(`${this.file}: ${(error as Error).message}`);
      log.warn(
        { file: this.file, err: error },
        'remotes config is invalid; serving the last valid version',
      );
      return this.cached.config;
    }
  }
}

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function parseSwitches(value: unknown, where: string): Record<string, RemoteSwitch> {
  if (value === undefined) return {};
  if (!isObject(value)) throw new Error(`${where} must be an object`);
  const result: Record<string, RemoteSwitch> = {};
  for (const [id, raw] of Object.entries(value)) {
    if (!isObject(raw)) throw new Error(`${where}.${id} must be an object`);
    const entry: RemoteSwitch = {};
    if (raw.enabled !== undefined) {
      if (typeof raw.enabled !== 'boolean')
        throw new Error(`${where}.${id}.enabled must be true or false`);
      entry.enabled = raw.enabled;
    }
    if (raw.version !== undefined) {
      if (typeof raw.version !== 'string' || !/^[\w.-]+$/.test(raw.version))
        throw new Error(`${where}.${id}.version must be a version folder name`);
      entry.version = raw.version;
    }
    result[id] = entry;
  }
  return result;
}

export function parseRemotesConfig(raw: unknown): RemotesConfigFile {
  if (!isObject(raw) || !isObject(raw.remotes)) throw new Error('"remotes" must be an object');
  const remotes: RemotesConfigFile['remotes'] = {};
  for (const [id, entry] of Object.entries(raw.remotes)) {
    if (
      !isObject(entry) ||
      typeof entry.container !== 'string' ||
      typeof entry.devPort !== 'number'
    ) {
      throw new Error(`remotes.${id} needs "container" (string) and "devPort" (number)`);
    }
    remotes[id] = { container: entry.container, devPort: entry.devPort };
  }
  const cities: RemotesConfigFile['cities'] = {};
  if (raw.cities !== undefined) {
    if (!isObject(raw.cities)) throw new Error('"cities" must be an object');
    for (const [city, switches] of Object.entries(raw.cities))
      cities[city] = parseSwitches(switches, `cities.${city}`);
  }
  return { remotes, defaults: parseSwitches(raw.defaults, 'defaults'), cities };
}

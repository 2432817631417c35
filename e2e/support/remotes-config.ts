import fs from 'node:fs';
import { expect, type APIRequestContext } from '@playwright/test';
import type { RemoteId } from './remote-ids';
import { remotesConfigPath } from './env';

interface RemoteSwitch {
  enabled?: boolean;
  version?: string;
}
type CitySwitches = Partial<Record<RemoteId, RemoteSwitch>>;
interface ManifestEntry {
  id: string;
  enabled: boolean;
  version: string | null;
  entry: string | null;
}

/**
 * Edits the temporary REMOTES_CONFIG the server under test reads (the operator's per-city
 * switches), waits until the server's manifest shows the change, and puts the original back at
 * the end of the test.
 */
export class RemotesConfig {
  private readonly file: string | null = remotesConfigPath();
  private original: string | null = null;
  /** Per changed city: the ids that were off before the first change. */
  private readonly before = new Map<string, string>();

  constructor(private readonly request: APIRequestContext) {}

  get available(): boolean {
    return this.file !== null;
  }

  async manifest(city: string): Promise<ManifestEntry[]> {
    const res = await this.request.get(`/api/remotes/manifest?city=${encodeURIComponent(city)}`);
    const body = await res.json();
    const manifest = body && body.status === 'ok' ? body.result : body;
    return manifest.remotes as ManifestEntry[];
  }

  /** Sets `cities[city][remote]` to `switches` (merged with the shipped file) and waits for it. */
  async set(city: string, remotes: CitySwitches): Promise<void> {
    if (!this.file)
      throw new Error(
        'E2E_REMOTES_CONFIG is not set: this server does not read a config the tests own',
      );
    if (this.original === null) this.original = fs.readFileSync(this.file, 'utf8');
    if (!this.before.has(city)) this.before.set(city, await this.disabledIds(city));
    const config = JSON.parse(fs.readFileSync(this.file, 'utf8'));
    config.cities = config.cities ?? {};
    config.cities[city] = { ...(config.cities[city] ?? {}), ...remotes };
    fs.writeFileSync(this.file, JSON.stringify(config, null, 2));
    for (const [id, change] of Object.entries(remotes)) {
      if (change?.enabled !== undefined) {
        await expect
          .poll(async () => (await this.manifest(city)).find((r) => r.id === id)?.enabled, {
            message: `the server's manifest for ${city} shows ${id} enabled=${change.enabled}`,
            timeout: 10_000,
          })
          .toBe(change.enabled);
      }
    }
  }

  private async disabledIds(city: string): Promise<string> {
    return (await this.manifest(city))
      .filter((r) => !r.enabled)
      .map((r) => r.id)
      .sort()
      .join(',');
  }

  async restore(): Promise<void> {
    if (!this.file || this.original === null) return;
    fs.writeFileSync(this.file, this.original);
    this.original = null;
    // Wait until the server serves the shipped switches again, so the next test starts clean.
    for (const [city, disabled] of this.before) {
      await expect
        .poll(() => this.disabledIds(city), {
          message: `the manifest for ${city} is back to the shipped switches`,
          timeout: 10_000,
        })
        .toBe(disabled);
    }
    this.before.clear();
  }
}

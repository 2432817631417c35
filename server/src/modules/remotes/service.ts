// Builds the remotes manifest of a city from the operator's config and what is deployed.
import fs from 'node:fs';
import path from 'node:path';
import {
  REMOTE_IDS,
  type RemoteId,
  type RemoteManifestEntry,
  type RemotesManifest,
} from '@parking/shared/contracts';
import type { RemotesSource } from '../../config';
import { RemotesConfigReader, type Logger } from './remotes-config';

export interface RemotesServiceOptions {
  remotesConfig: string;
  deployDir: string;
  remotesSource: RemotesSource;
}

const VERSION_PATTERN = /^[\w.-]+$/;

export class RemotesService {
  private readonly reader: RemotesConfigReader;

  constructor(private readonly options: RemotesServiceOptions) {
    this.reader = new RemotesConfigReader(options.remotesConfig);
  }

  manifest(city: string, log: Logger): RemotesManifest {
    const config = this.reader.read(log);
    const remotes: RemoteManifestEntry[] = [];
    for (const [id, catalogue] of Object.entries(config.remotes)) {
      if (!isRemoteId(id)) {
        log.warn({ id }, 'remotes config lists an unknown remote; skipped');
        continue;
      }
      const citySwitch = config.cities[city]?.[id] ?? {};
      const defaultSwitch = config.defaults[id] ?? {};
      // The city's own word wins over the defaults, in both directions.
      const switchedOn = citySwitch.enabled ?? defaultSwitch.enabled ?? true;
      const off: RemoteManifestEntry = {
        id,
        container: catalogue.container,
        enabled: false,
        version: null,
        pinned: false,
        entry: null,
      };
      if (!switchedOn) {
        remotes.push(off);
        continue;
      }
      if (this.options.remotesSource === 'dev') {
        remotes.push({
          ...off,
          enabled: true,
          version: 'dev',
          entry: `http://localhost:${catalogue.devPort}/mf-manifest.json`,
        });
        continue;
      }
      const pin = citySwitch.version ?? defaultSwitch.version;
      const version = pin ?? this.currentVersion(id, log);
      if (!version || !this.isDeployed(id, version)) {
        if (pin)
          log.warn(
            { id, city, version: pin },
            'pinned remote version is not deployed; remote listed as off',
          );
        remotes.push(off);
        continue;
      }
      remotes.push({
        ...off,
        enabled: true,
        version,
        pinned: pin !== undefined,
        entry: `/remotes/${id}/${version}/mf-manifest.json`,
      });
    }
    return { city, remotes };
  }

  private remoteDir(id: RemoteId): string {
    return path.join(this.options.deployDir, 'remotes', id);
  }

  /** The version deploy-remotes.mjs marked current, or null when the remote was never deployed. */
  private currentVersion(id: RemoteId, log: Logger): string | null {
    const file = path.join(this.remoteDir(id), 'current.json');
    let text: string;
    try {
      text = fs.readFileSync(file, 'utf8');
    } catch {
      return null;
    }
    try {
      const version = (JSON.parse(text) as { version?: unknown }).version;
      return typeof version === 'string' && VERSION_PATTERN.test(version) ? version : null;
    } catch (error) {
      log.warn({ file, err: error }, 'current.json is not valid JSON');
      return null;
    }
  }

  private isDeployed(id: RemoteId, version: string): boolean {
    return (
      VERSION_PATTERN.test(version) &&
      fs.existsSync(path.join(this.remoteDir(id), version, 'mf-manifest.json'))
    );
  }
}

function isRemoteId(id: string): id is RemoteId {
  return (REMOTE_IDS as readonly string[]).includes(id);
}

import { registerRemotes } from '@module-federation/enhanced/runtime';
import { apiCall, isOk } from '@parking/shared/api';
import type { RemoteId, RemoteManifestEntry, RemotesManifest } from '@parking/shared/contracts';

// The city's manifest as last fetched: which remotes exist, are on, and where they live.
let manifest: RemotesManifest | null = null;

export type UsableEntry = RemoteManifestEntry & { entry: string };

export function isUsable(entry: RemoteManifestEntry | undefined): entry is UsableEntry {
  return !!entry && entry.enabled && !!entry.entry;
}

function toRuntimeRemote(entry: UsableEntry) {
  // Absolute URL: the runtime derives the remote's public path from it.
  const base = typeof window !== 'undefined' ? window.location.href : 'http://localhost/';
  return { name: entry.container, entry: new URL(entry.entry, base).href };
}

/** Registers the enabled remotes of a manifest; a remote that is off is never registered. */
export function applyManifest(
  next: RemotesManifest,
  { force = false }: { force?: boolean } = {},
): void {
  manifest = next;
  const enabled = next.remotes.filter(isUsable).map(toRuntimeRemote);
  if (enabled.length) registerRemotes(enabled, { force });
}

export function remoteEntry(id: RemoteId): RemoteManifestEntry | undefined {
  return manifest?.remotes.find((r) => r.id === id);
}

/**
 * Retry of a remote that failed or was off: re-read the manifest (the operator may have switched
 * it on or rolled it back) and force re-registration, which drops the runtime's cached failure.
 */
export async function refreshRemote(id: RemoteId): Promise<void> {
  if (manifest) {
    const response = await apiCall<RemotesManifest>('/remotes/manifest', {
      token: 'none',
      query: { city: manifest.city },
    });
    if (isOk(response)) manifest = response.result;
  }
  const entry = remoteEntry(id);
  if (isUsable(entry)) registerRemotes([toRuntimeRemote(entry)], { force: true });
}

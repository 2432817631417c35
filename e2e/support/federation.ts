import type { Page } from '@playwright/test';

export interface LoadedShare {
  pkg: string;
  version: string;
  from: string;
  useIn: string[];
}

/**
 * What the Module Federation runtime has actually loaded from the share scope, read from
 * `window.__FEDERATION__` (every runtime instance: the shell and each remote container).
 * A singleton loaded twice shows up as two entries for the same package (two versions, or one
 * version provided by two containers).
 */
export async function loadedShares(page: Page): Promise<LoadedShare[]> {
  return page.evaluate(() => {
    type Shared = { from?: string; loaded?: boolean; lib?: unknown; useIn?: string[] };
    type ScopeMap = Record<string, Record<string, Record<string, Shared>>>;
    const fed = (
      window as unknown as { __FEDERATION__?: { __INSTANCES__?: { shareScopeMap?: ScopeMap }[] } }
    ).__FEDERATION__;
    const seen = new Map<
      unknown,
      { pkg: string; version: string; from: string; useIn: string[] }
    >();
    for (const instance of fed?.__INSTANCES__ ?? []) {
      for (const scope of Object.values(instance.shareScopeMap ?? {})) {
        for (const [pkg, versions] of Object.entries(scope)) {
          for (const [version, shared] of Object.entries(versions)) {
            if (!shared.loaded && !shared.lib) continue;
            // The same entry object may sit in several instances' maps: count it once.
            if (!seen.has(shared))
              seen.set(shared, {
                pkg,
                version,
                from: shared.from ?? '?',
                useIn: [...(shared.useIn ?? [])],
              });
          }
        }
      }
    }
    return [...seen.values()];
  });
}

/** Names of the federation containers the runtime knows (shell + registered remotes). */
export async function federationInstances(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const fed = (window as unknown as { __FEDERATION__?: { __INSTANCES__?: { name?: string }[] } })
      .__FEDERATION__;
    return (fed?.__INSTANCES__ ?? []).map((i) => i.name ?? '?');
  });
}

/** Ids of the remotes; the container name is the id with '-' replaced by '_'. */
export const REMOTE_IDS = [
  'mf-auth',
  'mf-map',
  'mf-payments',
  'mf-history',
  'mf-abonements',
  'mf-profile',
  'mf-coop',
] as const;
export type RemoteId = (typeof REMOTE_IDS)[number];

/**
 * GET /api/remotes/manifest?city=<code>: which remotes are on for the city and where each one's
 * mf-manifest.json lives. A remote switched off is listed with enabled=false and no entry, so the
 * shell shows its fallback and requests nothing from it.
 */
export interface RemotesManifest {
  city: string;
  remotes: RemoteManifestEntry[];
}

export interface RemoteManifestEntry {
  id: RemoteId;
  container: string; // 'mf_payments'
  enabled: boolean;
  version: string | null; // deployed build ('0.1.0-1a2b3c4d'), or 'dev'
  pinned: boolean; // true when the operator pinned this version for the city
  entry: string | null; // URL of mf-manifest.json, e.g. '/remotes/mf-payments/0.1.0-1a2b3c4d/mf-manifest.json'
}

/** The seven remotes (config/remotes.json, shared/src/contracts/remotes.ts). */
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

/** URL prefix under which the server hosts a remote's deployed builds. */
export const remoteUrlPrefix = (id: RemoteId): string => `/remotes/${id}/`;

/** What global-setup.ts hands to the tests (workers inherit its environment). */
export function baseURL(): string {
  const url = process.env.E2E_BASE_URL;
  if (!url)
    throw new Error(
      'E2E_BASE_URL is not set: run through `pnpm test` (global setup starts the server)',
    );
  return url;
}

/** Path of the remotes config the server under test reads, or null when we do not own it. */
export function remotesConfigPath(): string | null {
  return process.env.E2E_REMOTES_CONFIG || null;
}

/** The city the tests run in unless they choose another. */
export const DEFAULT_CITY = 'sevastopol';

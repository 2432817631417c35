import fs from 'node:fs';
import path from 'node:path';

/**
 * The site's own translations, read from the sources, so a page object can say "the heading
 * reads the 'operations.title' text of the history namespace" in either language without
 * copying strings that later issues will change.
 */
const repoRoot = path.resolve(__dirname, '../..');

const NAMESPACE_DIRS: Record<string, string> = {
  common: 'shared/src/i18n/locales/{lng}/common.json',
  errors: 'shared/src/i18n/locales/{lng}/errors.json',
  shell: 'shell/src/i18n/{lng}.json',
  auth: 'mf-auth/src/i18n/{lng}.json',
  map: 'mf-map/src/i18n/{lng}.json',
  payments: 'mf-payments/src/i18n/{lng}.json',
  history: 'mf-history/src/i18n/{lng}.json',
  abonements: 'mf-abonements/src/i18n/{lng}.json',
  profile: 'mf-profile/src/i18n/{lng}.json',
  coop: 'mf-coop/src/i18n/{lng}.json',
};

export type Lng = 'ru' | 'en';
const cache = new Map<string, Record<string, unknown>>();

function load(ns: string, lng: Lng): Record<string, unknown> {
  const key = `${ns}:${lng}`;
  let data = cache.get(key);
  if (!data) {
    const pattern = NAMESPACE_DIRS[ns];
    if (!pattern) throw new Error(`unknown i18n namespace ${ns}`);
    data = JSON.parse(
      fs.readFileSync(path.join(repoRoot, pattern.replace('{lng}', lng)), 'utf8'),
    ) as Record<string, unknown>;
    cache.set(key, data);
  }
  return data;
}

/** The text of `ns:key.path` in `lng` (throws when the key is missing: the test is outdated). */
export function text(ns: string, key: string, lng: Lng): string {
  let node: unknown = load(ns, lng);
  for (const part of key.split('.')) node = (node as Record<string, unknown> | undefined)?.[part];
  if (typeof node !== 'string') throw new Error(`no text ${ns}:${key} in ${lng}`);
  return node;
}

const escape = (s: string): string => s.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Matches the text in exactly one language (whole string, trimmed). */
export function exactly(ns: string, key: string, lng: Lng): RegExp {
  return new RegExp(`^\\s*${escape(text(ns, key, lng))}\\s*$`);
}

/** Matches the text in either language. */
export function anyLanguage(ns: string, key: string): RegExp {
  return new RegExp(`^\\s*(${escape(text(ns, key, 'ru'))}|${escape(text(ns, key, 'en'))})\\s*$`);
}

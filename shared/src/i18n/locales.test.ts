import fs from 'node:fs';
import path from 'node:path';
import { ERROR_NAMES } from '../contracts';

// ru and en must offer the same keys everywhere, otherwise one language silently shows the fallback.
const repoRoot = path.resolve(__dirname, '../../..');
const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;

function readJson(file: string): Record<string, unknown> {
  return JSON.parse(fs.readFileSync(file, 'utf8')) as Record<string, unknown>;
}

/** Leaf keys as dotted paths; plural forms count as their base key (Russian has more forms than English). */
function keysOf(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
      keysOf(v, prefix ? `${prefix}.${k}` : k),
    );
  }
  return [prefix.replace(PLURAL_SUFFIX, '')];
}

function emptyValues(value: unknown, prefix = ''): string[] {
  if (value && typeof value === 'object' && !Array.isArray(value)) {
    return Object.entries(value as Record<string, unknown>).flatMap(([k, v]) =>
      emptyValues(v, prefix ? `${prefix}.${k}` : k),
    );
  }
  return typeof value === 'string' && value.trim() ? [] : [prefix];
}

const uniqueSorted = (keys: string[]) => [...new Set(keys)].sort();

interface Pair {
  name: string;
  ru: string;
  en: string;
}

function localePairs(): Pair[] {
  const pairs: Pair[] = [];
  const packages = fs
    .readdirSync(repoRoot, { withFileTypes: true })
    .filter((d) => d.isDirectory() && (d.name === 'shell' || d.name.startsWith('mf-')))
    .map((d) => d.name);
  for (const pkg of packages) {
    const dir = path.join(repoRoot, pkg, 'src/i18n');
    const ru = path.join(dir, 'ru.json');
    const en = path.join(dir, 'en.json');
    if (fs.existsSync(ru) || fs.existsSync(en)) pairs.push({ name: pkg, ru, en });
  }
  const shared = path.join(__dirname, 'locales');
  for (const file of fs.readdirSync(path.join(shared, 'ru')).filter((f) => f.endsWith('.json'))) {
    pairs.push({
      name: `shared/${file}`,
      ru: path.join(shared, 'ru', file),
      en: path.join(shared, 'en', file),
    });
  }
  return pairs;
}

const pairs = localePairs();

describe('locale files', () => {
  it('include shared common and errors', () => {
    expect(pairs.map((p) => p.name)).toEqual(
      expect.arrayContaining(['shared/common.json', 'shared/errors.json']),
    );
  });

  it.each(pairs.map((p) => [p.name, p] as const))(
    '%s: ru and en have the same keys',
    (_name, pair) => {
      expect(fs.existsSync(pair.ru)).toBe(true);
      expect(fs.existsSync(pair.en)).toBe(true);
      const ru = readJson(pair.ru);
      const en = readJson(pair.en);
      const ruKeys = uniqueSorted(keysOf(ru));
      const enKeys = uniqueSorted(keysOf(en));
      expect({
        missingInEn: ruKeys.filter((k) => !enKeys.includes(k)),
        missingInRu: enKeys.filter((k) => !ruKeys.includes(k)),
      }).toEqual({
        missingInEn: [],
        missingInRu: [],
      });
      expect([...emptyValues(ru), ...emptyValues(en)]).toEqual([]);
    },
  );

  it.each(['ru', 'en'])('errors (%s) translates every name of the error catalogue', (lng) => {
    const errors = readJson(path.join(__dirname, 'locales', lng, 'errors.json'));
    expect(ERROR_NAMES.filter((name) => typeof errors[name] !== 'string' || !errors[name])).toEqual(
      [],
    );
  });
});

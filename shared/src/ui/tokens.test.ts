import fs from 'node:fs';
import path from 'node:path';

// WCAG 2.x contrast of the token pairs the components actually use.
const css = fs.readFileSync(path.join(__dirname, 'tokens.css'), 'utf8');
const tokens = Object.fromEntries(
  [...css.matchAll(/--(pk-color-[\w-]+):\s*(#[0-9a-f]{6})\s*;/gi)].map((m) => [m[1], m[2]]),
);

function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  });
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
}

const text: Array<[string, string]> = [
  ['text', 'bg'],
  ['text', 'surface'],
  ['text-muted', 'bg'],
  ['text-muted', 'surface'],
  ['on-primary', 'primary'],
  ['on-primary', 'primary-hover'],
  ['primary', 'bg'],
  ['on-secondary', 'secondary-bg'],
  ['on-danger', 'danger'],
  ['on-danger', 'danger-hover'],
  ['info-text', 'info-bg'],
  ['success-text', 'success-bg'],
  ['warning-text', 'warning-bg'],
  ['danger-text', 'danger-bg'],
  ['danger-text', 'bg'],
];
const nonText: Array<[string, string]> = [
  ['border', 'bg'],
  ['focus', 'bg'],
  ['focus', 'surface'],
];

describe('design tokens', () => {
  it.each(text)('%s on %s meets 4.5:1', (fg, bg) => {
    expect(contrast(tokens[`pk-color-${fg}`], tokens[`pk-color-${bg}`])).toBeGreaterThanOrEqual(
      4.5,
    );
  });
  it.each(nonText)('%s on %s meets 3:1', (fg, bg) => {
    expect(contrast(tokens[`pk-color-${fg}`], tokens[`pk-color-${bg}`])).toBeGreaterThanOrEqual(3);
  });
});

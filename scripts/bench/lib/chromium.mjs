// The system Chromium through the Playwright installed in e2e/ (never `playwright install`).
import fs from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--enable-unsafe-swiftshader',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function chromiumPath() {
  return process.env.CHROMIUM_PATH || '/usr/bin/chromium';
}

/** Resolves Playwright from the e2e package; null when Chromium or Playwright is missing. */
export function loadChromium(root) {
  if (!fs.existsSync(chromiumPath())) return null;
  try {
    const require = createRequire(path.join(root, 'e2e/package.json'));
    return require('@playwright/test').chromium;
  } catch {
    return null;
  }
}

export async function launchChromium(root) {
  const chromium = loadChromium(root);
  if (!chromium) return null;
  return chromium.launch({ executablePath: chromiumPath(), args: CHROMIUM_ARGS });
}

import { defineConfig } from '@playwright/test';

/**
 * e2e against the PRODUCTION build: global-setup.ts starts `node server/dist/main.js` (demo data,
 * free port, throw-away PGlite data and remotes config) and hands its URL to the tests through
 * E2E_BASE_URL. Set E2E_BASE_URL yourself to run against a server that is already up.
 *
 * Chromium is the system one (/usr/bin/chromium or CHROMIUM_PATH): never `playwright install`.
 */
const CI = !!process.env.CI;

export default defineConfig({
  testDir: './tests',
  globalSetup: './support/global-setup.ts',
  fullyParallel: false,
  workers: 1, // 2 shared cores; one browser is the fastest here
  forbidOnly: CI,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 10_000 },
  reporter: CI ? [['list'], ['html', { open: 'never' }]] : [['list']],
  outputDir: './test-results',
  use: {
    baseURL: process.env.E2E_BASE_URL,
    browserName: 'chromium',
    headless: true,
    locale: 'ru-RU',
    timezoneId: 'Europe/Moscow',
    viewport: { width: 1280, height: 800 },
    serviceWorkers: 'block',
    trace: 'retain-on-failure',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: process.env.CHROMIUM_PATH || '/usr/bin/chromium',
      args: [
        '--headless',
        '--no-sandbox',
        '--disable-gpu',
        '--enable-unsafe-swiftshader',
        '--disable-quic',
        '--no-first-run',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
      ],
    },
  },
});

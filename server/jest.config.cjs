// Server tests go through HTTP on a fresh database per test file; the template they are copied from
// is built once per run (TEST_DB=pglite by default, or TEST_DB=postgres with TEST_DATABASE_URL).
const base = require('@parking/shared/jest').node(__dirname);

// Packages jest's CommonJS loader cannot run as published, compiled by SWC as plain JavaScript:
// - PGlite's CommonJS build loads Node built-ins with dynamic import(), which jest's VM refuses
//   without --experimental-vm-modules; SWC turns those into require().
// - ESM-only dependencies of Fastify's stack (Node 20.19 loads them with require(esm), jest does
//   not): content-disposition 3 (@fastify/static), cookie 2 (light-my-request, behind inject).
const COMPILED_PACKAGES = ['@electric-sql/pglite', 'content-disposition', 'cookie'];
const escape = (s) => s.replace(/[.*+?^${}()|[\]\\/]/g, '\\$&');
const names = COMPILED_PACKAGES.map(escape).join('|');
const pnpmNames = COMPILED_PACKAGES.map((p) => escape(p.replace('/', '+'))).join('|');

const compileDependency = [
  require.resolve('@swc/jest'),
  {
    jsc: { parser: { syntax: 'ecmascript' }, target: 'es2022' },
    module: { type: 'commonjs', ignoreDynamic: false },
  },
];

module.exports = {
  ...base,
  transform: {
    [`/node_modules/(\\.pnpm/[^/]+/node_modules/)?(${names})/.+\\.c?js$`]: compileDependency,
    ...base.transform,
  },
  transformIgnorePatterns: [`/node_modules/(?!\\.pnpm/(${pnpmNames})@|(${names})/)`],
  globalSetup: '<rootDir>/test/global-setup.ts',
  globalTeardown: '<rootDir>/test/global-teardown.ts',
  testTimeout: 30000,
};

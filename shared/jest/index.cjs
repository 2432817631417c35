// Jest project configs for every package: SWC transform, workspace packages read from source.
const path = require('node:path');

const swcTransform = [
  require.resolve('@swc/jest'),
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
];

function common(dir) {
  return {
    displayName: path.basename(dir),
    rootDir: dir,
    transform: { '^.+\\.[cm]?[jt]sx?$': swcTransform },
    testMatch: ['<rootDir>/src/**/*.test.ts?(x)', '<rootDir>/test/**/*.test.ts?(x)'],
    moduleFileExtensions: ['ts', 'tsx', 'js', 'mjs', 'cjs', 'json'],
  };
}

/** Browser code: jsdom, Testing Library matchers, CSS and maplibre stubbed. */
function web(dir, extra = {}) {
  return {
    ...common(dir),
    testEnvironment: require.resolve('jest-environment-jsdom'),
    testEnvironmentOptions: { customExportConditions: ['source', 'browser'] },
    setupFilesAfterEnv: [path.join(__dirname, 'setup-web.cjs')],
    moduleNameMapper: {
      '\\.css$': path.join(__dirname, 'style-stub.cjs'),
      '^maplibre-gl$': path.join(__dirname, 'maplibre-mock.cjs'),
      ...(extra.moduleNameMapper || {}),
    },
    ...extra,
  };
}

/** Node code (server). */
function node(dir, extra = {}) {
  return {
    ...common(dir),
    testEnvironment: 'node',
    testEnvironmentOptions: { customExportConditions: ['source', 'node'] },
    ...extra,
  };
}

module.exports = { web, node };

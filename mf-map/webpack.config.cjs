const path = require('node:path');
const CopyPlugin = require('copy-webpack-plugin');
const { remoteConfig } = require('@parking/shared/webpack');

const base = remoteConfig({
  dir: __dirname,
  id: 'mf-map',
  exposes: {
    './App': './src/app.tsx',
  },
});

// maplibre 6 runs its tiles in a module worker it does not bundle: ship the worker file beside
// the chunks (a .js name so every static server sends a JavaScript MIME type) and point
// setWorkerUrl at it (src/map/map-canvas.tsx).
const workerFile = path.join(
  path.dirname(require.resolve('maplibre-gl/package.json')),
  'dist/maplibre-gl-worker.mjs',
);

module.exports = (env, argv) => {
  const config = base(env, argv);
  config.plugins.push(
    new CopyPlugin({
      patterns: [{ from: workerFile, to: 'maplibre-gl-worker.js', info: { minimized: true } }],
    }),
  );
  return config;
};

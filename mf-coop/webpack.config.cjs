module.exports = require('@parking/shared/webpack').remoteConfig({
  dir: __dirname,
  id: 'mf-coop',
  exposes: {
    './App': './src/app.tsx',
  },
});

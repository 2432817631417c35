module.exports = require('@parking/shared/webpack').remoteConfig({
  dir: __dirname,
  id: 'mf-history',
  exposes: {
    './App': './src/app.tsx',
  },
});

module.exports = require('@parking/shared/webpack').remoteConfig({
  dir: __dirname,
  id: 'mf-abonements',
  exposes: {
    './App': './src/app.tsx',
  },
});

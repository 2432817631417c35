module.exports = require('@parking/shared/webpack').remoteConfig({
  dir: __dirname,
  id: 'mf-auth',
  exposes: {
    './App': './src/app.tsx',
    './LoginModal': './src/login/login-modal.tsx',
  },
});

module.exports = require('@parking/shared/webpack').remoteConfig({
  dir: __dirname,
  id: 'mf-profile',
  exposes: {
    './App': './src/app.tsx',
    './ProfileLayout': './src/layout/profile-layout.tsx',
    './ProfileDropdown': './src/header/profile-dropdown.tsx',
  },
});

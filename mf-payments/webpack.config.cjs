module.exports = require('@parking/shared/webpack').remoteConfig({
  dir: __dirname,
  id: 'mf-payments',
  exposes: {
    './App': './src/app.tsx',
    './ProfileParking': './src/profile-parking/profile-parking.tsx',
    './BalanceDropdown': './src/header/balance-dropdown.tsx',
    './ParkingDropdown': './src/header/parking-dropdown.tsx',
    './PaymentModal': './src/payment-modal/payment-modal.tsx',
  },
});

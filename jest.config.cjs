// Every package's jest project; `npm test` runs them all (the server project twice: PGlite, PostgreSQL).
module.exports = {
  // Project configs cannot set this (jest reads it only at the top level); server tests on a busy
  // 2-core machine need more than the 5 s default.
  testTimeout: 60000,
  projects: [
    '<rootDir>/shared',
    '<rootDir>/server',
    '<rootDir>/shell',
    '<rootDir>/mf-auth',
    '<rootDir>/mf-map',
    '<rootDir>/mf-payments',
    '<rootDir>/mf-history',
    '<rootDir>/mf-abonements',
    '<rootDir>/mf-profile',
    '<rootDir>/mf-coop',
  ],
};

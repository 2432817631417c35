module.exports = require('./jest/index.cjs').web(__dirname);

module.exports = require('@parking/shared/jest').web(__dirname);

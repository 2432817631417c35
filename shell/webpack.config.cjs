module.exports = require('@parking/shared/webpack').hostConfig({ dir: __dirname });

module.exports = require('@portal/webpack-config/jest-app-preset.cjs')(__dirname);

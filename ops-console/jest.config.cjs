module.exports = require('@casino/shared/build/jest.cjs')(__dirname);

// Jest for an app (host or remote): the shared kit's setup (jsdom, SWC, CSS modules stubbed) with the app's
// own root, plus the build-time constants webpack defines.
const path = require('node:path');
const base = require('../../shared/jest.config.cjs');
const { readContractVersion } = require('./contract-version.cjs');

const sharedDir = path.resolve(__dirname, '../../shared');

module.exports = (dir) => ({
  ...base,
  rootDir: dir,
  roots: ['<rootDir>/src'],
  moduleNameMapper: { '\\.css$': path.join(sharedDir, 'test/style-stub.cjs') },
  setupFilesAfterEnv: [path.join(sharedDir, 'test/setup.cjs')],
  globals: { __PORTAL_CONTRACT_VERSION__: readContractVersion() },
  // d3's packages ship ES modules only (.js and .mjs): compile them like the apps' own code (pnpm nests them
  // under .pnpm).
  transform: { ...base.transform, '^.+\\.mjs$': Object.values(base.transform)[0] },
  transformIgnorePatterns: ['/node_modules/(?!(\\.pnpm/)?(d3-|internmap))'],
});

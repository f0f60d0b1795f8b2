const fs = require('node:fs');
const path = require('node:path');

/** The contract version the apps are built with, read from the source so builds cannot drift from it.
 * PORTAL_TEST_CONTRACT_VERSION is a test-only knob (a remote "built for another contract" in
 * e2e/tests/remote-releases.spec.ts); never set it for a real build. */
const readContractVersion = () => {
  if (process.env.PORTAL_TEST_CONTRACT_VERSION) return process.env.PORTAL_TEST_CONTRACT_VERSION;
  const source = fs.readFileSync(path.resolve(__dirname, '../../shared/src/contract/version.ts'), 'utf8');
  const match = /CONTRACT_VERSION = '([^']+)'/.exec(source);
  if (!match) throw new Error('CONTRACT_VERSION not found in shared/src/contract/version.ts');
  return match[1];
};

module.exports = { readContractVersion };

/** The project lint rules' own tests: plain ESM (.mjs), so jest runs in native ESM mode (see `test`). */
module.exports = {
  testEnvironment: 'node',
  testTimeout: 60000,
  roots: ['<rootDir>/test'],
  testMatch: ['**/*.test.mjs'],
  transform: {},
};

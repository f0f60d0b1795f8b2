// CSS lint (`npm test`'s lint step): colours come from the kit's tokens (shared/src/ui/tokens.css), so a colour
// literal anywhere else is an error; a named colour would dodge the hex rule.
/** @type {import('stylelint').Config} */
export default {
  ignoreFiles: [
    '**/node_modules/**',
    '**/dist/**',
    '**/dist-*/**',
    '**/coverage/**',
    '**/test-results/**',
    '**/playwright-report/**',
    '.run/**',
    '.data/**',
    '.releases/**',
  ],
  rules: {
    'color-no-hex': true,
    'color-named': 'never',
  },
  overrides: [{ files: ['shared/src/ui/tokens.css'], rules: { 'color-no-hex': null } }],
};

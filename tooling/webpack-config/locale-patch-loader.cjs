// Test-only: PORTAL_TEST_LOCALE_PATCH='{"en":{"pages.cryptoExchanges":"Crypto Exchange v2"}}' changes strings of an
// app's top-level locale files at build time, so e2e/tests/remote-releases.spec.ts can release a build with a
// visible change without editing the sources. Never set it for a real build.
module.exports = function localePatchLoader(source) {
  const language = /([a-z]{2})\.json$/.exec(this.resourcePath)?.[1];
  const patch = JSON.parse(process.env.PORTAL_TEST_LOCALE_PATCH || '{}')[language] ?? {};
  const messages = JSON.parse(source);
  for (const [dotted, text] of Object.entries(patch)) {
    const keys = dotted.split('.');
    const leaf = keys.pop();
    const parent = keys.reduce((node, key) => (node[key] ??= {}), messages);
    parent[leaf] = text;
  }
  return JSON.stringify(messages);
};

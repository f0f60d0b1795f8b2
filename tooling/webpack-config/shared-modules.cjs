// The libraries every app shares as singletons: one React, one router, one store library, one QueryClient,
// one i18next and one @portal/shared (API client, bus, session) across host and remotes. The router, react-i18next,
// react-hook-form and react-query are shared through a facade each (facades.cjs): only the names the apps use.
const path = require('node:path');
const { FACADES, facadePath } = require('./facades.cjs');

const SINGLETONS = [
  'react',
  'react-dom',
  'react-dom/', // react-dom/client would otherwise escape the singleton
  'react/', // react/jsx-runtime
  'react-router-dom', // nothing imports 'react-router' (the facade guard enforces it)
  'zustand',
  '@tanstack/react-query',
  'i18next',
  'react-i18next',
  'react-hook-form', // its form context must be the one the kit's fields read
];

// Shared to avoid a copy per app, but several versions may coexist. None now: valibot is stateless (no global
// config is set anywhere) and, shared, it would be loaded whole (~14 KiB gz) instead of tree-shaken (~4).
const DEDUPLICATED = [];

const versionOf = (dir, lib) => {
  try {
    return require(require.resolve(`${lib}/package.json`, { paths: [dir] })).version;
  } catch {
    return undefined;
  }
};

// The remotes' share configuration (they take the host's copies from the share scope and fall back on their own
// only when the host has none). The host provides the same keys at run time (host/src/app/remotes/host-shared.ts),
// and takes its versions from here.
const buildShared = (pkg, dir) => {
  const shared = {};
  for (const key of SINGLETONS) {
    const lib = key.replace(/\/$/, '');
    const declared = pkg.dependencies?.[lib];
    shared[key] = { singleton: true, requiredVersion: declared ?? false, version: versionOf(dir, lib) };
  }
  for (const lib of Object.keys(FACADES)) shared[lib].import = facadePath(lib);
  for (const lib of DEDUPLICATED) {
    shared[lib] = {
      singleton: false,
      requiredVersion: pkg.dependencies?.[lib] ?? false,
      version: versionOf(dir, lib),
    };
  }
  const kitVersion = readKitVersion();
  // A workspace package needs an explicit version (workspace:* is not a semver range). The kit promises that a
  // minor only adds: a remote built against 0.2.x runs on a 0.3 host, never on a 0.1 one nor on another major
  // (for 0.x too, unlike npm's caret).
  for (const key of ['@portal/shared', '@portal/shared/contract']) {
    shared[key] = { singleton: true, version: kitVersion, requiredVersion: kitRange(kitVersion) };
  }
  return shared;
};

/** The kit (@portal/shared) version an app is built with. PORTAL_TEST_KIT_VERSION is a test-only knob
 * (e2e/tests/remote-releases.spec.ts builds a remote "from another kit" with it); never set it for a real build. */
const readKitVersion = () =>
  process.env.PORTAL_TEST_KIT_VERSION ||
  require(path.resolve(__dirname, '../../shared/package.json')).version;

const kitRange = (version) => `>=${version} <${Number.parseInt(version, 10) + 1}.0.0`;

module.exports = { buildShared, readKitVersion, SINGLETONS };

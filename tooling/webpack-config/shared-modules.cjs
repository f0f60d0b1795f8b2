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

// `eager` (the host): its singletons go into main.js instead of a chunk each. Every page needs them before it can
// render, so separate chunks only added requests (the host fetched 20 scripts for /login, now 2); remotes stay
// lazy and take the host's copies from the share scope.
const buildShared = (pkg, dir, { eager = false } = {}) => {
  const shared = {};
  for (const key of SINGLETONS) {
    const lib = key.replace(/\/$/, '');
    const declared = pkg.dependencies?.[lib];
    shared[key] = { singleton: true, eager, requiredVersion: declared ?? false, version: versionOf(dir, lib) };
  }
  for (const lib of Object.keys(FACADES)) shared[lib].import = facadePath(lib);
  for (const lib of DEDUPLICATED) {
    shared[lib] = { singleton: false, requiredVersion: pkg.dependencies?.[lib] ?? false, version: versionOf(dir, lib) };
  }
  const sharedPkg = require(path.resolve(__dirname, '../../shared/package.json'));
  // A workspace package needs an explicit version (workspace:* is not a semver range).
  for (const key of ['@portal/shared', '@portal/shared/contract']) {
    shared[key] = { singleton: true, eager, version: sharedPkg.version, requiredVersion: `^${sharedPkg.version}` };
  }
  return shared;
};

module.exports = { buildShared, SINGLETONS };

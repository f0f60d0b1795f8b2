// page-remotes.json in the host's dist: which remote code each page shows (host/src/app/routing/route-remotes.ts,
// the same function the host's preloading uses), and the host's own scripts that page runs first (the entry, then
// the named chunks route-remotes.ts lists, as files), so the static server can announce both in the page's own
// response (scripts/lib/page-hints.mjs). The one-bundle build writes the host's scripts only: it has no remotes.
// The module is React-free; SWC strips its types here and relative imports are read the same way (type-only
// imports vanish).
const path = require('node:path');
const { transformFileSync } = require('@swc/core');
const { jsonAssetPlugin } = require('./json-asset-plugin.cjs');

const SWC = {
  jsc: { parser: { syntax: 'typescript' }, target: 'es2022' },
  module: { type: 'commonjs' },
  swcrc: false,
  configFile: false,
};

const loadTs = (file, cache) => {
  const cached = cache.get(file);
  if (cached) return cached.exports;
  const module = { exports: {} };
  cache.set(file, module);
  const localRequire = (spec) => {
    if (!spec.startsWith('.')) throw new Error(`${file}: build-time read of a non-relative import (${spec})`);
    return loadTs(`${path.resolve(path.dirname(file), spec)}.ts`, cache);
  };
  // Our own transpiled module, evaluated at build time only.
  new Function('require', 'module', 'exports', transformFileSync(file, SWC).code)(
    localRequire,
    module,
    module.exports,
  );
  return module.exports;
};

const scriptsOf = (group) => group.getFiles().filter((file) => file.endsWith('.js'));

/** A chunk name route-remotes.ts lists but the build does not have is a build error (a renamed import). */
const chunkFiles = (compilation, name, mono) => {
  const group = compilation.namedChunkGroups.get(name);
  if (group) return scriptsOf(group);
  if (!(mono && name === 'federation')) {
    compilation.errors.push(new Error(`page-remotes.json: no chunk named "${name}" (route-remotes.ts)`));
  }
  return [];
};

const pageRemotesPlugin = (dir, { mono = false } = {}) =>
  jsonAssetPlugin('page-remotes.json', (compilation) => {
    const cache = new Map();
    const { pageRemotes } = loadTs(path.join(dir, 'src/app/routing/route-remotes.ts'), cache);
    cache.forEach((_, file) => compilation.fileDependencies.add(file));
    const entry = scriptsOf(compilation.entrypoints.get('main'));
    return pageRemotes().map(({ path: page, code, chunks }) => ({
      path: page,
      code: mono ? [] : code,
      scripts: [...new Set([...entry, ...chunks.flatMap((name) => chunkFiles(compilation, name, mono))])],
    }));
  });

module.exports = { pageRemotesPlugin };

// Libraries shared through a facade: Module Federation shares a library whole (the consumers are unknown at build
// time, so nothing is tree-shaken), so for a library whose used surface is small the shared module is a file in
// facades/ re-exporting only the names the apps may use, and webpack tree-shakes the library behind it. This
// file wires them up: the share entry, an alias from the facade's `portal-impl-<name>` to the real library
// (resolved from the app, with the same conditions as any import), and a guard that fails the build on an import
// the facade does not provide (it would be `undefined` at run time, in another team's remote).
const fs = require('node:fs');
const path = require('node:path');
const { createRequire } = require('node:module');

const FACADES = {
  'react-router-dom': {
    file: 'react-router-dom.mjs',
    impl: 'portal-impl-react-router',
    also: ['react-router'],
  },
  'react-i18next': { file: 'react-i18next.mjs', impl: 'portal-impl-react-i18next' },
  'react-hook-form': { file: 'react-hook-form.mjs', impl: 'portal-impl-react-hook-form' },
  '@tanstack/react-query': { file: 'react-query.mjs', impl: 'portal-impl-react-query' },
};
const facadePath = (lib) => path.join(__dirname, 'facades', FACADES[lib].file);

const facadeExports = (lib) => {
  const source = fs.readFileSync(facadePath(lib), 'utf8');
  const list = /export \{([^}]*)\} from/.exec(source)?.[1] ?? '';
  return new Set(
    list
      .split(',')
      .map((name) => name.trim())
      .filter(Boolean),
  );
};

// webpack's own resolver, so the facade gets the build an import from the app would get (exports conditions).
const resolver = createRequire(require.resolve('webpack'))('enhanced-resolve').create.sync({
  conditionNames: ['browser', 'import', 'module', 'default'],
  mainFields: ['browser', 'module', 'main'],
  extensions: ['.mjs', '.js'],
});

/** `portal-impl-<name>$` → the real library file, for every facade, resolved from the app folder. */
const facadeAliases = (dir, isDev) => {
  const aliases = {};
  for (const [lib, { impl }] of Object.entries(FACADES)) {
    if (lib === 'react-router-dom') {
      // react-router-dom re-exports react-router; the facade takes react-router's own production or development
      // build, so nothing of react-router-dom's extra entry points is bundled.
      const dom = path.dirname(require.resolve('react-router-dom/package.json', { paths: [dir] }));
      const router = path.dirname(require.resolve('react-router/package.json', { paths: [dom] }));
      aliases[`${impl}$`] = path.join(router, 'dist', isDev ? 'development' : 'production', 'index.mjs');
    } else {
      aliases[`${impl}$`] = resolver(dir, lib);
    }
  }
  return aliases;
};

/** `<library>$` → its facade: the host is not built with the federation plugin, so its own imports must resolve to
 * the facade modules it provides to the remotes (host/src/app/remotes/host-shared.ts). */
const facadeShareAliases = () =>
  Object.fromEntries(Object.keys(FACADES).map((lib) => [`${lib}$`, facadePath(lib)]));

const REQUESTS = new Map(
  Object.entries(FACADES).flatMap(([lib, { also = [] }]) => [
    [lib, lib],
    ...also.map((other) => [other, lib]),
  ]),
);

class FacadeGuardPlugin {
  /** @param {{ provider?: string }} [options] provider: the host module that hands each facade whole to the share
   * scope (a namespace import there is the point, not a mistake) */
  constructor({ provider } = {}) {
    this.provider = provider;
  }

  apply(compiler) {
    compiler.hooks.compilation.tap('FacadeGuardPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('FacadeGuardPlugin', (modules) => {
        const allowed = new Map(Object.keys(FACADES).map((lib) => [lib, facadeExports(lib)]));
        const problems = new Set();
        const check = (module, dep) => {
          const lib = REQUESTS.get(dep.request);
          if (!lib) return;
          const where = module.resource
            ? path.relative(compiler.context, module.resource)
            : module.identifier();
          const library = module.resource?.includes(`${path.sep}node_modules${path.sep}`);
          if (dep.request !== lib && library) return; // react-router-dom's own imports of react-router
          if (dep.request !== lib) {
            problems.add(`${where}: import from '${lib}', not '${dep.request}'`);
            return;
          }
          if (!dep.type?.startsWith('harmony')) {
            problems.add(`${where}: import '${lib}' statically by name`);
            return;
          }
          const ids = typeof dep.getIds === 'function' ? dep.getIds(compilation.moduleGraph) : dep.ids;
          if (!Array.isArray(ids)) return; // side-effect import line; the names come as specifier dependencies
          const name = ids[0];
          if (name === undefined && module.resource === this.provider) return;
          if (name === undefined) problems.add(`${where}: no namespace import of '${lib}'; import names`);
          else if (!allowed.get(lib).has(name))
            problems.add(`${where}: '${name}' is not in tooling/webpack-config/facades/${FACADES[lib].file}`);
        };
        // Libraries are checked too: @hookform/resolvers imports react-hook-form's get, set and appendErrors.
        for (const module of modules) {
          for (const dep of module.dependencies ?? []) check(module, dep);
          for (const block of module.blocks ?? [])
            for (const dep of block.dependencies ?? []) check(module, dep);
        }
        for (const problem of problems)
          compilation.errors.push(new compiler.webpack.WebpackError(`[facade] ${problem}`));
      });
    });
  }
}

module.exports = { FACADES, facadePath, facadeAliases, facadeShareAliases, FacadeGuardPlugin };

// The router is shared through a facade (react-router-facade.mjs) so that only its declarative API is bundled.
// This file wires it up: the share entry, the alias to the real library, and a guard that fails the build on a
// router import the facade does not provide (it would be `undefined` at run time, in another team's remote).
const fs = require('node:fs');
const path = require('node:path');

const FACADE = path.join(__dirname, 'react-router-facade.mjs');
const IMPL = 'portal-react-router-impl';
const ROUTER_REQUESTS = new Set(['react-router-dom', 'react-router']);

const facadeExports = () => {
  const source = fs.readFileSync(FACADE, 'utf8');
  const list = /export \{([^}]*)\} from/.exec(source)?.[1] ?? '';
  return new Set(list.split(',').map((name) => name.trim()).filter(Boolean));
};

/** The real react-router build (production or development) the facade re-exports, resolved from the app. */
const routerImplPath = (dir, isDev) => {
  const dom = path.dirname(require.resolve('react-router-dom/package.json', { paths: [dir] }));
  const router = path.dirname(require.resolve('react-router/package.json', { paths: [dom] }));
  return path.join(router, 'dist', isDev ? 'development' : 'production', 'index.mjs');
};

class RouterFacadeGuardPlugin {
  apply(compiler) {
    compiler.hooks.compilation.tap('RouterFacadeGuardPlugin', (compilation) => {
      compilation.hooks.finishModules.tap('RouterFacadeGuardPlugin', (modules) => {
        const allowed = facadeExports();
        const problems = new Set();
        const check = (module, dep) => {
          if (!ROUTER_REQUESTS.has(dep.request)) return;
          const where = module.resource ? path.relative(compiler.context, module.resource) : module.identifier();
          if (dep.request === 'react-router') {
            problems.add(`${where}: import from 'react-router-dom', not 'react-router'`);
            return;
          }
          if (!dep.type?.startsWith('harmony')) {
            problems.add(`${where}: import 'react-router-dom' statically by name`);
            return;
          }
          const ids = typeof dep.getIds === 'function' ? dep.getIds(compilation.moduleGraph) : dep.ids;
          if (!Array.isArray(ids)) return; // side-effect import line; the names come as specifier dependencies
          const name = ids[0];
          if (name === undefined) problems.add(`${where}: no namespace import of 'react-router-dom'; import names`);
          else if (!allowed.has(name)) problems.add(`${where}: '${name}' is not in tooling/webpack-config/react-router-facade.mjs`);
        };
        for (const module of modules) {
          if (module.resource?.includes(`${path.sep}node_modules${path.sep}`)) continue; // libraries (react-router-dom itself)
          for (const dep of module.dependencies ?? []) check(module, dep);
          for (const block of module.blocks ?? []) for (const dep of block.dependencies ?? []) check(module, dep);
        }
        for (const problem of problems) {
          compilation.errors.push(new compiler.webpack.WebpackError(`[router facade] ${problem}`));
        }
      });
    });
  }
}

module.exports = { FACADE, IMPL, routerImplPath, facadeExports, RouterFacadeGuardPlugin };

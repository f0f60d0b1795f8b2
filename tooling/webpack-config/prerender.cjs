// The host's prerendering bundle (host/scripts/prerender.mjs, decision 169): its own source for Node, so
// react-dom/server renders the very components the browser build runs. CSS modules give only their class names,
// computed as the browser build computes them (same app prefix, same context); plain CSS is left out (the page
// links the build's stylesheet). Libraries stay in node_modules; the kit (workspace source) is bundled.
const path = require('node:path');
const webpack = require('webpack');
const { swcRule } = require('./index.cjs');

const EMPTY_MODULE = path.join(__dirname, 'empty-module-loader.cjs');

const prerenderConfig = ({ dir, entry, outDir, appName = 'host' }) => ({
  context: dir,
  entry: { 'render-page': entry },
  mode: 'production',
  target: 'node',
  devtool: false,
  output: { path: outDir, filename: '[name].cjs', library: { type: 'commonjs2' }, clean: true },
  resolve: { extensions: ['.tsx', '.ts', '.js', '.mjs', '.cjs', '.json'] },
  // A bare import of a library is required at run time; @portal/* is workspace source and is bundled.
  // Resolved where the importing file sits (the kit's own dependencies are the kit's), required by that path.
  externals: [
    ({ request, context }, callback) => {
      if (!/^[a-z@][^:]*$/i.test(request) || request.startsWith('@portal/')) return callback();
      try {
        return callback(null, `commonjs ${require.resolve(request, { paths: [context] })}`);
      } catch {
        return callback(); // not resolvable from Node (a browser-only entry): bundled
      }
    },
  ],
  module: {
    rules: [
      swcRule(false),
      {
        test: /\.module\.css$/,
        use: {
          loader: require.resolve('css-loader'),
          options: {
            modules: {
              localIdentName: `${appName}_[local]_[hash:base64:5]`,
              namedExport: false,
              exportLocalsConvention: 'as-is',
              exportOnlyLocals: true,
            },
          },
        },
      },
      { test: /\.css$/, exclude: /\.module\.css$/, use: EMPTY_MODULE },
    ],
  },
  plugins: [
    new webpack.optimize.LimitChunkCountPlugin({ maxChunks: 1 }),
    // Read by modules the prerendered pages never run (the federation runtime's start-up), defined so they compile.
    new webpack.DefinePlugin({ __PORTAL_SHARED_VERSIONS__: '{}', __PORTAL_CONTRACT_VERSION__: '"0.0.0"' }),
  ],
  optimization: { minimize: false },
  performance: { hints: false },
  stats: 'errors-warnings',
});

module.exports = { prerenderConfig };

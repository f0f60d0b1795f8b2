// One webpack factory for the host and the four remotes, so every app builds, shares and hashes the same way.
const fs = require('node:fs');
const path = require('node:path');
const { DropBuildStatsPlugin } = require('./build-paths-plugin.cjs');
const { CompileHintsPlugin } = require('./compile-hints.cjs');
const { jsonAssetPlugin } = require('./json-asset-plugin.cjs');
const { pageRemotesPlugin } = require('./page-remotes.cjs');
const HtmlWebpackPlugin = require('html-webpack-plugin');
const MiniCssExtractPlugin = require('mini-css-extract-plugin');
const TerserPlugin = require('terser-webpack-plugin');
const CompressionPlugin = require('compression-webpack-plugin');
const zlib = require('node:zlib');
const { ModuleFederationPlugin } = require('@module-federation/enhanced/webpack');
const { buildShared, readKitVersion } = require('./shared-modules.cjs');
const { readContractVersion } = require('./contract-version.cjs');
const { FacadeGuardPlugin, facadeAliases, facadeShareAliases } = require('./facades.cjs');

const repoRoot = path.resolve(__dirname, '../..');

// Precompressed variants beside every text asset (scripts/serve-static.mjs, nginx brotli_static/gzip_static or a
// CDN send them as they are): brotli 11 and gzip 9 once at build time cost nothing per request. Source maps are
// left raw (never served publicly in production). threshold 0 / minRatio 1: every text asset gets both files, so
// "a hashed chunk without a compressed variant" is always a build error, never a size judgement.
const TEXT_ASSET = /\.(js|mjs|css|html|json|svg|txt)$/;
const compressionPlugins = () => [
  new CompressionPlugin({
    filename: '[path][base].gz',
    algorithm: 'gzip',
    compressionOptions: { level: 9 },
    test: TEXT_ASSET,
    threshold: 0,
    minRatio: 1,
  }),
  new CompressionPlugin({
    filename: '[path][base].br',
    algorithm: 'brotliCompress',
    compressionOptions: { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11 } },
    test: TEXT_ASSET,
    threshold: 0,
    minRatio: 1,
  }),
];

const swcRule = (isDev) => ({
  test: /\.[cm]?[jt]sx?$/,
  exclude: /node_modules/,
  use: {
    loader: require.resolve('swc-loader'),
    options: {
      jsc: {
        parser: { syntax: 'typescript', tsx: true },
        transform: { react: { runtime: 'automatic', development: isDev, refresh: false } },
        target: 'es2022',
      },
    },
  },
});

// No source maps inside production CSS: css-loader would embed them in every stylesheet string of the bundle.
// The host's production CSS is extracted to files (decision 169): its prerendered pages paint in the portal's
// styles from a <link>, before any script. Remotes (and dev builds) keep style-loader: a remote's CSS arrives
// with its code, and the host's chunk loading brings a lazy chunk's CSS file with it.
const styleLoader = (extract) => (extract ? MiniCssExtractPlugin.loader : require.resolve('style-loader'));
const cssRules = (appName, isDev, extract = false) => [
  {
    // CSS modules: class names are hashed and prefixed with the app, so remotes cannot restyle each other.
    test: /\.module\.css$/,
    use: [
      styleLoader(extract),
      {
        loader: require.resolve('css-loader'),
        options: {
          sourceMap: isDev,
          modules: {
            localIdentName: `${appName}_[local]_[hash:base64:5]`,
            namedExport: false,
            exportLocalsConvention: 'as-is',
          },
        },
      },
    ],
  },
  {
    test: /\.css$/,
    exclude: /\.module\.css$/,
    use: [styleLoader(extract), { loader: require.resolve('css-loader'), options: { sourceMap: isDev } }],
  },
];

// portal-host.json beside the host's index.html: what the live host provides (contract version, shared libraries),
// read by the deploy gate (scripts/remote/gate.mjs) before a remote release goes live.
const hostRecordPlugin = (record) => jsonAssetPlugin('portal-host.json', () => ({ app: 'host', ...record }));

// Test-only knob (locale-patch-loader.cjs): only when PORTAL_TEST_LOCALE_PATCH is set.
const localePatchRules = (dir) =>
  process.env.PORTAL_TEST_LOCALE_PATCH
    ? [
        {
          test: /\.json$/,
          include: path.join(dir, 'src/locales'),
          use: require.resolve('./locale-patch-loader.cjs'),
        },
      ]
    : [];

// A remote: its exposed modules, the shared libraries and the manifest the host and the deploy gate read.
const remoteFederationPlugin = ({ name, exposes, pkg, dir, isDev, contractVersion }) =>
  new ModuleFederationPlugin({
    name,
    filename: 'remoteEntry.js',
    exposes,
    remotes: {},
    shared: buildShared(pkg, dir),
    shareStrategy: 'loaded-first',
    dts: false,
    // Browser only: leaves the runtime's Node.js loading code out. One federation runtime per page: the host
    // provides it and production remotes use it (remoteEntry.js ~9 KiB gz instead of ~26). A remote's dev build
    // keeps its own copy, so its standalone harness (`pnpm --filter <remote> dev`) runs.
    experiments: { optimization: { target: 'web' }, externalRuntime: !isDev },
    manifest: {
      additionalData: ({ stats }) => {
        stats.metaData.portal = {
          app: name,
          appVersion: pkg.version,
          contractVersion,
          kitVersion: readKitVersion(),
        };
        return stats;
      },
    },
  });

const hostFederationPlugins = ({ pkg, dir, contractVersion }) => {
  // The host is a plain webpack build that creates its federation runtime with the first remote it loads
  // (host/src/app/remotes/federation-instance.ts), so /login and the host's own screens do not carry it. It
  // provides the share scope itself: the versions of its shared packages, and every import of a library shared
  // through a facade resolved to that facade, so the host runs on the very modules the remotes receive.
  const versions = Object.fromEntries(
    Object.entries(buildShared(pkg, dir)).map(([key, config]) => [key.replace(/\/$/, ''), config.version]),
  );
  return [
    new (require('webpack').DefinePlugin)({
      __PORTAL_SHARED_VERSIONS__: JSON.stringify(versions),
      ENV_TARGET: JSON.stringify('web'), // the runtime's Node.js script loading is left out, as target 'web' does
      // Remotes are registered by their entry (decision 124): the runtime's snapshot and preload plugins are left out.
      FEDERATION_OPTIMIZE_NO_SNAPSHOT_PLUGIN: true,
    }),
    hostRecordPlugin({ contractVersion, shared: versions }),
    pageRemotesPlugin(dir),
  ];
};

// Chunks that run on the dashboard's path after its title and are kept whole (nothing split out of them): the host's
// federation runtime and each remote's widgets. On a busy phone CPU every extra script costs its own request, load
// event and turn through the runtime; decision 122 has the measurement. What they share with other chunks is then
// in both: webpack keeps one instance per module id, whichever chunk brought it.
const WHOLE_CHUNKS = new Set(['federation', '__federation_expose_widgets']);
const splitFrom = (chunk) => !chunk.canBeInitial() && !WHOLE_CHUNKS.has(chunk.name);

const optimization = (isDev) => ({
  minimize: !isDev,
  minimizer: [
    new TerserPlugin({ minify: TerserPlugin.swcMinify, terserOptions: { compress: true, mangle: true } }),
  ],
  splitChunks: {
    chunks: splitFrom,
    cacheGroups: {
      // The kit modules the host's signed-in shell shares with the screens inside it (the contract's other
      // endpoints, big.js …), in one chunk of the shell's chunk group (so announced with it): since the first script holds only what sign-in
      // needs (decision 169), they would otherwise be several small chunks on the dashboard's path to its title.
      signedInKit: {
        test: (module, { chunkGraph }) =>
          /[\\/]shared[\\/]src[\\/]|[\\/]big\.js[\\/]/.test(module.resource ?? '') &&
          [...chunkGraph.getModuleChunksIterable(module)].some((chunk) => chunk.name === 'shell-layout'),
        name: 'signed-in-kit',
        // Out of the federation chunk too (it runs after the shell): whole, it would carry a second copy.
        chunks: (chunk) => !chunk.canBeInitial(),
        minChunks: 1,
        minSize: 0,
        priority: 10,
        enforce: true,
      },
      // Small modules that two lazy chunks of the first load both need (the style runtime, the contract's
      // envelope and auth calls used by the kit's API client) are fetched once, not once per chunk.
      sharedSmall: {
        test: /[\\/](style-loader|css-loader)[\\/]dist[\\/]runtime[\\/]|[\\/]shared[\\/]src[\\/]contract[\\/]/,
        minChunks: 2,
        minSize: 0,
        priority: 5,
        reuseExistingChunk: true,
      },
    },
  },
});

const devServer = (dir, port) => ({
  port,
  host: '127.0.0.1',
  hot: false,
  liveReload: true,
  historyApiFallback: true,
  headers: { 'Access-Control-Allow-Origin': '*', 'Cache-Control': 'no-cache' },
  // remotes.json and config.json: `npm run dev` writes them for its ports (PORTAL_RUNTIME_DIR, served first);
  // the host's public/ holds defaults for `pnpm --filter host dev`. Remotes have neither.
  static: [process.env.PORTAL_RUNTIME_DIR, path.join(dir, 'public')]
    .filter((folder) => folder && fs.existsSync(folder))
    .map((folder) => ({ directory: folder, publicPath: '/', watch: false })),
});

/**
 * @param {object} options
 * @param {string} options.dir         app folder (__dirname of its webpack.config.cjs)
 * @param {string} options.name        federation name (host, remote_wallets …)
 * @param {number} options.port        dev-server port
 * @param {Record<string,string>} [options.exposes] remote surface
 * @param {boolean} [options.mono]     build without federation (host only): remotes bundled statically
 * @param {Record<string,string>} [options.alias]
 * @param {string} [options.title]
 * @param {import('webpack').WebpackPluginInstance[]} [options.extraPlugins]
 */
const createAppConfig = (options, argv = {}) => {
  const { dir, name, port, exposes, mono = false, alias = {}, title = 'Portal', extraPlugins = [] } = options;
  const isDev = argv.mode === 'development';
  const pkg = require(path.join(dir, 'package.json'));
  const isRemote = Boolean(exposes);
  const contractVersion = readContractVersion();
  const extractCss = !isRemote && !isDev;

  const plugins = [
    new HtmlWebpackPlugin({
      template: path.join(__dirname, 'index.html'), // one page for the host and every remote's harness
      title,
      // The host reads both first (host/src/bootstrap.tsx): asked for beside main.js, not after it has run.
      preloadRuntimeConfig: !isRemote,
      // The host's index.html references an unhashed entry: it is served no-cache, chunks are immutable.
      scriptLoading: 'defer',
      // Absolute script path: a typed-in deep URL (/news-details/1) must not ask for /news-details/main.js.
      publicPath: '/',
    }),
  ];
  plugins.push(
    ...extraPlugins,
    new FacadeGuardPlugin({ provider: path.join(dir, 'src/app/remotes/host-shared.ts') }),
    // The federation runtime plugin runs before shared modules exist, so it gets the version as a constant.
    new (require('webpack').DefinePlugin)({ __PORTAL_CONTRACT_VERSION__: JSON.stringify(contractVersion) }),
  );
  if (extractCss)
    plugins.push(
      new MiniCssExtractPlugin({
        filename: '[name].[contenthash:10].css',
        chunkFilename: '[name].[contenthash:10].css',
      }),
    );
  if (isRemote) plugins.push(remoteFederationPlugin({ name, exposes, pkg, dir, isDev, contractVersion }));
  else if (!mono) plugins.push(...hostFederationPlugins({ pkg, dir, contractVersion }));
  else plugins.push(pageRemotesPlugin(dir, { mono }));

  // The federation machinery runs whole at load: V8 compiles it eagerly, off the main thread (compile-hints.cjs).
  if (!isDev && (isRemote || !mono))
    plugins.push(new CompileHintsPlugin({ groups: [isRemote ? name : 'federation'] }));
  // After federation: mf-manifest.json and remoteEntry.js are emitted by it and need their variants too.
  if (!isDev) plugins.push(...compressionPlugins());
  // No served file names the build machine's paths (issue 46): mf-stats.json is left out.
  if (!isDev) plugins.push(new DropBuildStatsPlugin());

  return {
    context: dir,
    entry: { main: './src/index.ts' },
    mode: isDev ? 'development' : 'production',
    devtool: isDev ? 'eval-cheap-module-source-map' : 'source-map',
    target: 'web',
    output: {
      path: path.join(dir, 'dist'), // `webpack --output-path other` builds a second version beside it
      // Federated entries may not carry [contenthash]; they are served no-cache. Chunks are hashed, immutable.
      filename: '[name].js',
      chunkFilename: isDev ? '[name].js' : '[name].[contenthash:10].js',
      publicPath: 'auto',
      uniqueName: name,
      clean: true,
    },
    resolve: {
      extensions: ['.tsx', '.ts', '.js', '.mjs', '.cjs', '.json'],
      alias: { ...alias, ...facadeAliases(dir, isDev), ...(!isRemote && !mono ? facadeShareAliases() : {}) },
      conditionNames: ['browser', 'import', 'module', 'default'],
    },
    module: { rules: [swcRule(isDev), ...cssRules(name, isDev, extractCss), ...localePatchRules(dir)] },
    plugins,
    optimization: optimization(isDev),
    performance: { hints: false },
    stats: 'errors-warnings',
    devServer: devServer(dir, port),
  };
};

module.exports = { createAppConfig, readContractVersion, repoRoot, swcRule };

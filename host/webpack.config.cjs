const path = require('node:path');
const webpack = require('webpack');
const { createAppConfig } = require('@portal/webpack-config');

const remoteSource = (remote) => path.resolve(__dirname, `../${remote}/src/app`);

module.exports = (env = {}, argv = {}) => {
  const mono = Boolean(env.mono);
  return createAppConfig(
    {
      dir: __dirname,
      name: 'host',
      port: 3000,
      title: 'Portal',
      mono,
      // The same host, built with every remote bundled statically: for debugging and to measure what
      // federation costs. Only the remote-loader module changes.
      extraPlugins: mono
        ? [new webpack.NormalModuleReplacementPlugin(/remote-loader\.federated$/, './remote-loader.mono.ts')]
        : [],
      alias: mono
        ? {
            'remote_wallets/routes': `${remoteSource('remote-wallets')}/routes.ts`,
            'remote_wallets/widgets': `${remoteSource('remote-wallets')}/widgets.ts`,
            'remote_cards/routes': `${remoteSource('remote-cards')}/routes.ts`,
            'remote_exchange/routes': `${remoteSource('remote-exchange')}/routes.ts`,
            'remote_exchange/widgets': `${remoteSource('remote-exchange')}/widgets.ts`,
            'remote_account/routes': `${remoteSource('remote-account')}/routes.ts`,
            'remote_account/widgets': `${remoteSource('remote-account')}/widgets.ts`,
          }
        : {},
    },
    argv,
  );
};

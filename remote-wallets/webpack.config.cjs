const { createAppConfig } = require('@portal/webpack-config');

module.exports = (_env = {}, argv = {}) =>
  createAppConfig(
    {
      dir: __dirname,
      name: 'remote_wallets',
      port: 3001,
      title: 'Portal — wallets (standalone)',
      exposes: {
        './routes': './src/app/routes.ts',
        './widgets': './src/app/widgets.ts',
      },
    },
    argv,
  );

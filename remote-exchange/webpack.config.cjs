const { createAppConfig } = require('@portal/webpack-config');

module.exports = (_env = {}, argv = {}) =>
  createAppConfig(
    {
      dir: __dirname,
      name: 'remote_exchange',
      port: 3003,
      title: 'Portal — exchange (standalone)',
      exposes: {
        './routes': './src/app/routes.ts',
        './widgets': './src/app/widgets.ts',
      },
    },
    argv,
  );

const { createAppConfig } = require('@portal/webpack-config');

module.exports = (_env = {}, argv = {}) =>
  createAppConfig(
    {
      dir: __dirname,
      name: 'remote_account',
      port: 3004,
      title: 'Portal — account (standalone)',
      exposes: {
        './routes': './src/app/routes.ts',
        './widgets': './src/app/widgets.ts',
      },
    },
    argv,
  );

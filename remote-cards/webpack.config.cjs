const { createAppConfig } = require('@portal/webpack-config');

module.exports = (_env = {}, argv = {}) =>
  createAppConfig(
    {
      dir: __dirname,
      name: 'remote_cards',
      port: 3002,
      title: 'Portal — cards (standalone)',
      exposes: {
        './routes': './src/app/routes.ts',
      },
    },
    argv,
  );

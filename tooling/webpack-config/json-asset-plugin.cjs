/** Emits one JSON file into the build's output: `produce(compilation)` gives its value. */
const jsonAssetPlugin = (file, produce) => ({
  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PortalJsonAsset', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PortalJsonAsset', stage: Compilation.PROCESS_ASSETS_STAGE_ADDITIONAL },
        () =>
          compilation.emitAsset(
            file,
            new sources.RawSource(`${JSON.stringify(produce(compilation), null, 2)}\n`),
          ),
      );
    });
  },
});

module.exports = { jsonAssetPlugin };

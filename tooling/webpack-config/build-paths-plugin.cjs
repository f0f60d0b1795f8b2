/** Production builds leave out the federation's mf-stats.json (and its .br/.gz): it names the build machine's
 * paths (the exposed modules' and facades' source files), and nothing reads it at run time — the host and the
 * deploy gate read mf-manifest.json. Runs last, after the manifest and the compression plugins. */
class DropBuildStatsPlugin {
  apply(compiler) {
    const { Compilation } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('PortalDropBuildStats', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'PortalDropBuildStats', stage: Compilation.PROCESS_ASSETS_STAGE_REPORT + 1 },
        () => {
          for (const file of Object.keys(compilation.assets))
            if (file.startsWith('mf-stats.json')) compilation.deleteAsset(file);
        },
      );
    });
  }
}

module.exports = { DropBuildStatsPlugin };

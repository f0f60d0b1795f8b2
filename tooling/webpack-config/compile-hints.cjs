// V8's explicit compile hint (https://v8.dev/blog/explicit-compile-hints): a script whose first line is this
// comment has all its functions compiled eagerly, on the streaming thread, instead of one by one on the main thread
// the first time each is called. Worth it only for code that runs whole as soon as it loads: the federation
// machinery (the host's runtime chunk group, a remote's remoteEntry.js) runs end to end before any widget shows,
// and its lazy compiles were much of federation's extra main-thread time on a throttled phone CPU (decision 121).
// Browsers without the feature read a comment.
const HINT = '//# allFunctionsCalledOnLoad';

/** Prepends the hint to every script of the named chunk groups, after minification (which drops comments) and
 * before the source maps, the real content hashes and the compressed variants are made. */
class CompileHintsPlugin {
  /** @param {{ groups: string[] }} options names of the chunk groups whose scripts run whole at load */
  constructor({ groups }) {
    this.groups = groups;
  }

  apply(compiler) {
    const { Compilation, sources } = compiler.webpack;
    compiler.hooks.thisCompilation.tap('CompileHintsPlugin', (compilation) => {
      compilation.hooks.processAssets.tap(
        { name: 'CompileHintsPlugin', stage: Compilation.PROCESS_ASSETS_STAGE_OPTIMIZE_SIZE + 1 },
        () => {
          const files = new Set();
          for (const name of this.groups) {
            const group = compilation.namedChunkGroups.get(name);
            if (!group) {
              compilation.errors.push(
                new compiler.webpack.WebpackError(`[compile-hints] no chunk group "${name}"`),
              );
              continue;
            }
            for (const file of group.getFiles()) if (file.endsWith('.js')) files.add(file);
          }
          for (const file of files)
            compilation.updateAsset(file, (source) => new sources.ConcatSource(`${HINT}\n`, source));
        },
      );
    });
  }
}

module.exports = { CompileHintsPlugin, COMPILE_HINT: HINT };

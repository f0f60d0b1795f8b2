// Compiles the API into one file, dist/main.mjs, for the production start (`node dist/main.mjs`): no TypeScript
// loader and no esbuild service process at run time. Dependencies stay in node_modules; the workspace contract
// (@portal/shared, TypeScript sources) is compiled in. ~0.3 s, so `npm start` rebuilds it every time.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const { dependencies } = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

await build({
  // The statement PDF worker (domain/statements/pdf-pool.ts) is a thread of its own: an entry beside main.
  entryPoints: { main: 'src/main.ts', 'statement-pdf-worker': 'src/domain/statements/pdf-worker.ts' },
  outdir: 'dist',
  outExtension: { '.js': '.mjs' },
  absWorkingDir: new URL('.', import.meta.url).pathname,
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  sourcemap: true,
  // Everything but the workspace contract loads from node_modules as it does under tsx (pg-native: pg's optional
  // native binding, never installed).
  external: [...Object.keys(dependencies).filter((name) => name !== '@portal/shared'), 'pg-native'],
  logLevel: 'warning',
  // src/contract.ts reads the contract's CommonJS default under tsx; compiled in, the named exports are there.
  logOverride: { 'import-is-undefined': 'silent' },
});

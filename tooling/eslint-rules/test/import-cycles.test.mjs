// `pnpm lint` fails on an import cycle: the project's own eslint.config.mjs, run on a two-file cycle written for
// the test into browser apps, shared and the server (the config's globs and resolver are what is under test).
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@jest/globals';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

/** Writes files under a throw-away folder of `app`'s src, lints them, and removes the folder. */
const lintFixture = async (app, files) => {
  const dir = path.join(repoRoot, app, 'src', `zz-cycle-fixture-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  try {
    for (const [name, code] of Object.entries(files)) writeFileSync(path.join(dir, name), code);
    const results = await eslint.lintFiles(Object.keys(files).map((name) => path.join(dir, name)));
    return results.flatMap((result) =>
      result.messages.map((message) => `${path.basename(result.filePath)} ${message.ruleId}`),
    );
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

const cycle = {
  'a.ts': "import { b } from './b';\nexport const a = (): number => b() + 1;\n",
  'b.ts': "import { a } from './a';\nexport const b = (): number => (a.length > 0 ? 1 : 0);\n",
};

test.each(['host', 'remote-cards', 'server', 'shared'])(
  'a runtime import cycle in %s fails lint',
  async (app) => {
    expect(await lintFixture(app, cycle)).toEqual(['a.ts import-x/no-cycle', 'b.ts import-x/no-cycle']);
  },
);

test('the same two files without the cycle pass lint', async () => {
  const acyclic = { ...cycle, 'b.ts': 'export const b = (): number => 1;\n' };
  expect(await lintFixture('host', acyclic)).toEqual([]);
});

test('a cycle only through `import type` passes (types are erased at build)', async () => {
  const typeOnly = {
    'a.ts':
      "import { b } from './b';\nexport type A = { n: number };\nexport const a = (): number => b({ n: 1 });\n",
    'b.ts': "import type { A } from './a';\nexport const b = (value: A): number => value.n;\n",
  };
  expect(await lintFixture('server', typeOnly)).toEqual([]);
});

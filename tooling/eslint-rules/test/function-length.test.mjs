// `pnpm lint` fails on a function over 80 lines in app, kit or server code (blank lines and comments not
// counted), and not on a test's describe block: the project's own eslint.config.mjs on files written for the test.
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@jest/globals';
import { ESLint } from 'eslint';

const repoRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const eslint = new ESLint({ cwd: repoRoot });

const lintFixture = async (app, name, code) => {
  const dir = path.join(repoRoot, app, 'src', `zz-length-fixture-${process.pid}`);
  mkdirSync(dir, { recursive: true });
  try {
    writeFileSync(path.join(dir, name), code);
    const [result] = await eslint.lintFiles([path.join(dir, name)]);
    return result.messages.map((message) => message.ruleId);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
};

/** A function of `lines` + 3 lines (its head, `return` and closing brace), with blank lines and comments between
 * the statements. */
const fn = (lines) =>
  `export const f = (): number => {\n${Array.from({ length: lines }, (_, i) => `  // step ${i}\n\n  const _v${i} = ${i};`).join('\n')}\n  return ${lines > 0 ? '_v0' : '0'};\n};\n`;

test.each(['host', 'remote-wallets', 'server', 'shared'])(
  'an 81-line function in %s fails lint',
  async (app) => {
    expect(await lintFixture(app, 'long.ts', fn(78))).toEqual(['max-lines-per-function']);
  },
);

test('80 lines pass: blank lines and comments are not counted', async () => {
  expect(await lintFixture('remote-cards', 'ok.ts', fn(77))).toEqual([]);
});

test("a test file's describe block may be long", async () => {
  const spec = `import { describe, it } from '@jest/globals';\ndescribe('x', () => {\n${Array.from({ length: 90 }, (_, i) => `  it('case ${i}', () => undefined);`).join('\n')}\n});\n`;
  expect(await lintFixture('host', 'long.test.ts', spec)).toEqual([]);
});

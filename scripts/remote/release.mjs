#!/usr/bin/env node
// pnpm remote:release <remote>: a production build of one remote, stored as an immutable release
// .releases/<remote>/<version>-<content hash>/ with release.json. The last line printed is the release id.
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  chmodSync,
  existsSync,
  mkdirSync,
  readFileSync,
  readdirSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import path from 'node:path';
import { repoRoot, runPnpm } from '../lib/toolchain.mjs';
import { RELEASES_DIR, assertRemote, releaseDir } from './store.mjs';

const filesOf = (dir, prefix = '') =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) =>
    entry.isDirectory()
      ? filesOf(path.join(dir, entry.name), `${prefix}${entry.name}/`)
      : [`${prefix}${entry.name}`],
  );

/** Same files, same bytes, same id: a rebuild of unchanged sources is the release that exists already. */
const contentHash = (dir, files) => {
  const hash = createHash('sha256');
  for (const file of [...files].sort())
    hash
      .update(file)
      .update('\0')
      .update(readFileSync(path.join(dir, file)));
  return hash.digest('hex').slice(0, 10);
};

const gitCommit = () => {
  try {
    const commit = execFileSync('git', ['rev-parse', 'HEAD'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    const dirty = execFileSync('git', ['status', '--porcelain'], { cwd: repoRoot, encoding: 'utf8' }).trim();
    return dirty ? `${commit}-dirty` : commit;
  } catch {
    return 'unknown';
  }
};

const record = (remote, id, dir, files) => {
  const manifest = JSON.parse(readFileSync(path.join(dir, 'mf-manifest.json'), 'utf8'));
  const portal = manifest.metaData?.portal ?? {};
  const shared = manifest.shared.map(({ name, version, requiredVersion, singleton }) => ({
    name,
    version,
    requiredVersion,
    singleton,
  }));
  const size = (test) =>
    files.filter(test).reduce((sum, file) => sum + statSync(path.join(dir, file)).size, 0);
  return {
    remote,
    id,
    version: portal.appVersion,
    contractVersion: portal.contractVersion,
    kitVersion: portal.kitVersion,
    kitRequired: shared.find((lib) => lib.name === '@portal/shared')?.requiredVersion,
    shared,
    commit: gitCommit(),
    builtAt: new Date().toISOString(),
    bytes: size((file) => !/\.(map|gz|br)$/.test(file)),
    gzipBytes: size((file) => file.endsWith('.gz')),
  };
};

const main = async () => {
  const remote = process.argv[2];
  assertRemote(remote);
  const building = path.join(RELEASES_DIR, remote, `.building-${process.pid}`);
  mkdirSync(path.dirname(building), { recursive: true });
  const code = await runPnpm([
    '--filter',
    remote,
    'exec',
    'webpack',
    '--mode',
    'production',
    '--output-path',
    building,
  ]);
  if (code !== 0) throw new Error(`build of ${remote} failed`);
  const files = filesOf(building);
  const version = JSON.parse(readFileSync(path.join(repoRoot, remote, 'package.json'), 'utf8')).version;
  const id = `${version}-${contentHash(building, files)}`;
  const target = releaseDir(remote, id);
  if (existsSync(target)) {
    // Never overwritten: the same content is already released under this id.
    rmSync(building, { recursive: true, force: true });
    console.log(`[release] ${remote} ${id} exists already (same content)`);
  } else {
    writeFileSync(
      path.join(building, 'release.json'),
      `${JSON.stringify(record(remote, id, building, files), null, 2)}\n`,
    );
    for (const file of [...files, 'release.json']) chmodSync(path.join(building, file), 0o444);
    renameSync(building, target);
    console.log(`[release] ${remote} ${id} stored in ${path.relative(repoRoot, target)}`);
  }
  console.log(id);
};

main().catch((error) => {
  console.error(`[release] ${error.message}`);
  process.exit(1);
});

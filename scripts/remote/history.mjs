// .releases/history.jsonl: every switch of a remote in an environment (who, when, from, to), one JSON per line.
import { execFileSync } from 'node:child_process';
import { appendFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../lib/toolchain.mjs';
import { RELEASES_DIR } from './store.mjs';

const HISTORY = path.join(RELEASES_DIR, 'history.jsonl');

const gitUser = () => {
  try {
    return execFileSync('git', ['config', 'user.name'], { cwd: repoRoot, encoding: 'utf8' }).trim();
  } catch {
    return '';
  }
};

/** Who switched: the git user if one is configured, with the login name. */
export const who = () => {
  const login = process.env.USER ?? process.env.USERNAME ?? 'unknown';
  const name = gitUser();
  return name && name !== login ? `${name} (${login})` : login;
};

export const appendHistory = (entry) => {
  mkdirSync(RELEASES_DIR, { recursive: true });
  appendFileSync(HISTORY, `${JSON.stringify({ at: new Date().toISOString(), who: who(), ...entry })}\n`);
};

export const readHistory = () =>
  existsSync(HISTORY)
    ? readFileSync(HISTORY, 'utf8')
        .split('\n')
        .filter(Boolean)
        .map((line) => JSON.parse(line))
    : [];

/** The URLs that were live for one remote of one remotes.json, oldest first, as promote/rollback left them: a
 * promote pushes, a rollback pops. A promote from another URL than the top (the file was rewritten, e.g. by a new
 * `npm start`) starts the stack again from there. */
export const liveStack = (file, remote) => {
  const stack = [];
  for (const entry of readHistory().filter((e) => e.file === file && e.remote === remote)) {
    if (entry.action === 'rollback') stack.pop();
    else {
      if (stack.at(-1) !== entry.from) stack.splice(0, stack.length, entry.from);
      stack.push(entry.to);
    }
  }
  return stack;
};

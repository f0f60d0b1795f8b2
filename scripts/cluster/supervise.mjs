// What the cluster command starts stays running: a child that exits without being asked to is started again, after
// 0.25 s, then twice as long each time up to 10 s (back to 0.25 s once a child has run for 30 s). Each exit and
// each restart is a line on the console and a JSON line in logs/cluster.log, naming the child.
import { appendFileSync } from 'node:fs';
import path from 'node:path';
import { stopChild } from './processes.mjs';

const FIRST_DELAY_MS = 250;
const MAX_DELAY_MS = 10_000;
const STEADY_MS = 30_000;

/** The cluster's event log: `note({ child, event, … })` prints one line and appends one JSON line. */
export const eventLog = (logDir, onChange = () => undefined) => {
  const file = path.join(logDir, 'cluster.log');
  return (event) => {
    appendFileSync(file, `${JSON.stringify({ time: new Date().toISOString(), ...event })}\n`);
    if (event.text) console.log(`[cluster] ${event.text}`);
    onChange(event);
  };
};

const exitText = ({ code, signal }) => (signal ? `signal ${signal}` : `code ${code}`);

/**
 * Supervises one child. `spawn()` starts it (a child of startLogged, with `exited`); `ready(child)` resolves once
 * it serves. `start()` is the first start (it throws if the child never becomes ready: the command stops);
 * `restart()` is a restart on purpose (rolling restart); `stop()` ends it for good.
 */
class Supervised {
  #attempt = 0;
  #stopped = false;
  #timer;

  constructor({ name, spawn, ready, note, stopSignal = 'SIGTERM', graceMs = 10_000 }) {
    Object.assign(this, { name, spawn, ready, note, stopSignal, graceMs });
    this.child = undefined;
  }

  /** Spawns and waits until ready. The first start is supervised only once ready (a child that cannot start at all
   * stops the command with its error); any later one from the moment it is spawned. */
  async #launch({ first = false } = {}) {
    const current = this.spawn();
    Object.assign(current, { startedAt: Date.now(), supervised: !first });
    this.child = current;
    void current.exited.then((exit) => this.#exited(current, exit));
    try {
      await Promise.race([
        this.ready(current),
        current.exited.then((exit) => {
          throw new Error(`${this.name} exited (${exitText(exit)}) before it was ready`);
        }),
      ]);
    } catch (error) {
      // Alive but not serving: ended, so that the exit handler starts it again.
      current.kill('SIGKILL');
      throw error;
    }
    current.supervised = true;
    return current;
  }

  #exited(current, exit) {
    if (this.#stopped || current.onPurpose || !current.supervised) return;
    if (Date.now() - current.startedAt >= STEADY_MS) this.#attempt = 0;
    const delay = Math.min(FIRST_DELAY_MS * 2 ** this.#attempt, MAX_DELAY_MS);
    const restart = (this.#attempt += 1);
    const { name } = this;
    const text = `${name} (pid ${current.pid}) exited (${exitText(exit)}); restart ${restart} in ${delay / 1000} s`;
    this.note({ child: name, event: 'exit', pid: current.pid, ...exit, restart, delay_ms: delay, text });
    this.#timer = setTimeout(() => void this.#relaunch(restart), delay);
  }

  async #relaunch(restart) {
    if (this.#stopped) return;
    const started = Date.now();
    // A failed try: its exit (or the kill in #launch) schedules the next one.
    const current = await this.#launch().catch(() => undefined);
    if (!current) return;
    const ms = Date.now() - started;
    const text = `${this.name} restarted (pid ${current.pid}), ready in ${(ms / 1000).toFixed(1)} s`;
    this.note({ child: this.name, event: 'restarted', pid: current.pid, restart, ready_ms: ms, text });
  }

  async #stopCurrent(signal = this.stopSignal) {
    clearTimeout(this.#timer);
    if (!this.child) return;
    this.child.onPurpose = true;
    await stopChild(this.child, signal, this.graceMs);
  }

  async start() {
    const current = await this.#launch({ first: true });
    this.note({ child: this.name, event: 'started', pid: current.pid });
    return current;
  }

  /** On purpose: the child stops gracefully, starts again and is ready (resolves) or the restart throws (and the
   * child is supervised as after a crash). */
  async restart() {
    await this.#stopCurrent();
    const current = await this.#launch();
    this.note({ child: this.name, event: 'restarted-on-purpose', pid: current.pid });
    return current;
  }

  /** No more restarts from now on (the command is stopping; a Ctrl+C reaches the children too). */
  halt() {
    this.#stopped = true;
    clearTimeout(this.#timer);
  }

  async stop(signal) {
    this.halt();
    await this.#stopCurrent(signal);
  }
}

export const supervise = (options) => new Supervised(options);

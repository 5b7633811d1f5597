import { spawn } from 'node:child_process';
import type { Socket } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const SCRIPT = path.join(path.dirname(fileURLToPath(import.meta.url)), 'orphan-reaper.mjs');

/**
 * Node cannot ask the kernel to kill a child when its parent dies (no prctl), and PostgreSQL does
 * not watch its parent. So the runner keeps a small reaper process on a pipe: if the runner dies
 * without saying `done`, the pipe closes and the reaper stops every process it was told to watch.
 */
export interface OrphanReaper {
  /** Stop `pid` (a negative pid: that process group) with `signal` (then SIGKILL after a grace period) should the runner die. */
  watch(pid: number, signal: NodeJS.Signals): void;
  forget(pid: number): void;
  /** The runner stopped its children itself: the reaper exits without touching anything. */
  release(): void;
}

export function startOrphanReaper(): OrphanReaper {
  const child = spawn(process.execPath, [SCRIPT], { stdio: ['pipe', 'ignore', 'inherit'] });
  child.unref();
  const input = child.stdin;
  (input as unknown as Socket).unref();
  const send = (line: string) => {
    if (!input.writableEnded) input.write(`${line}\n`);
  };
  return {
    watch: (pid, signal) => send(`watch ${pid} ${signal}`),
    forget: (pid) => send(`forget ${pid}`),
    release() {
      send('done');
      input.end();
    },
  };
}

// The stack runner's orphan reaper, both halves in one file. Node cannot ask the kernel to kill a
// child when its parent dies (no prctl), and PostgreSQL does not watch its parent. So the runner
// keeps this file running as a small process of its own on a pipe (plain JavaScript, so `node`
// starts it without a loader), and talks to it through `startOrphanReaper()` below: it writes
// `watch <pid> <signal>` and `forget <pid>` lines on the reaper's stdin. When that pipe closes
// without a `done` line, the runner died without stopping its children (kill -KILL, a crash): the
// reaper signals each watched process, gives it a grace period, kills what is left and exits.
// Terminal and group signals are ignored: only the pipe decides, so a Ctrl-C cannot take the
// reaper down before the runner has stopped the children. Types: orphan-reaper.d.mts.
import { spawn } from 'node:child_process';
import path from 'node:path';
import readline from 'node:readline';
import { fileURLToPath } from 'node:url';

const SELF = fileURLToPath(import.meta.url);
const GRACE_MS = 15_000;

/** The runner's half: starts the reaper process and returns its commands. */
export function startOrphanReaper() {
  const child = spawn(process.execPath, [SELF], { stdio: ['pipe', 'ignore', 'inherit'] });
  // Neither the reaper nor its pipe may keep the runner's event loop alive.
  child.unref();
  const input = child.stdin;
  input.unref();
  const send = (line) => {
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

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
};

/** The reaper process's half: runs only when `node` starts this file, not when the runner imports it. */
function reap() {
  const watched = new Map();
  let done = false;

  for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => undefined);

  readline.createInterface({ input: process.stdin }).on('line', (line) => {
    const [verb, pidText, signal] = line.trim().split(/\s+/);
    const pid = Number(pidText);
    if (verb === 'done') done = true;
    // A negative pid is a process group (a front-end build: npm, its shell, Vite and esbuild).
    else if (verb === 'watch' && Number.isInteger(pid) && Math.abs(pid) > 1) watched.set(pid, signal || 'SIGTERM');
    else if (verb === 'forget') watched.delete(pid);
  });

  process.stdin.on('close', () => {
    if (done || watched.size === 0) process.exit(0);
    for (const [pid, signal] of watched) {
      try {
        process.kill(pid, signal);
      } catch {
        // already gone
      }
    }
    const deadline = Date.now() + GRACE_MS;
    const timer = setInterval(() => {
      const left = [...watched.keys()].filter(alive);
      if (left.length > 0 && Date.now() < deadline) return;
      for (const pid of left) {
        try {
          process.kill(pid, 'SIGKILL');
        } catch {
          // gone meanwhile
        }
      }
      clearInterval(timer);
      process.exit(0);
    }, 200);
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === SELF) reap();

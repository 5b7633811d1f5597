// The stack runner's orphan reaper: a tiny process of its own (plain JavaScript, so `node` starts
// it without a loader). The runner writes `watch <pid> <signal>` and `forget <pid>` lines on its
// stdin. When that pipe closes without a `done` line, the runner died without stopping its
// children (kill -KILL, a crash): the reaper signals each watched process, gives it a grace
// period, kills what is left and exits. Terminal and group signals are ignored: only the pipe
// decides, so a Ctrl-C cannot take the reaper down before the runner has stopped the children.
import readline from 'node:readline';

const GRACE_MS = 15_000;
const watched = new Map();
let done = false;

for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) process.on(signal, () => undefined);

const alive = (pid) => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (err) {
    return err.code === 'EPERM';
  }
};

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

/**
 * `npm start` runs Strapi as a child process. Should that parent die without stopping it (killed,
 * crashed), Strapi would hold its port forever; CMS_PARENT_PID names the parent, and Strapi exits
 * once it is gone (no such process, or this one was re-parented).
 */
export function exitWithParent(env: NodeJS.ProcessEnv, log: (message: string) => void, everyMs = 1_000): void {
  const parent = Number(env.CMS_PARENT_PID);
  if (!Number.isInteger(parent) || parent <= 1) return;
  const firstPpid = process.ppid;
  const gone = () => {
    if (process.ppid !== firstPpid) return true;
    try {
      process.kill(parent, 0);
      return false;
    } catch (err) {
      return (err as NodeJS.ErrnoException).code === 'ESRCH';
    }
  };
  const check = () => {
    if (!gone()) return;
    log(`[parent-watch] the process that started Strapi (pid ${parent}) is gone: exiting`);
    process.exit(1);
  };
  check();
  setInterval(check, everyMs).unref();
}

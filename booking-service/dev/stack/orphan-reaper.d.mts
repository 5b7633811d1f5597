/**
 * The types of orphan-reaper.mjs (plain JavaScript, because `node` runs it as a process of its
 * own without a TypeScript loader).
 */
export interface OrphanReaper {
  /** Stop `pid` (a negative pid: that process group) with `signal` (then SIGKILL after a grace period) should the runner die. */
  watch(pid: number, signal: NodeJS.Signals): void;
  forget(pid: number): void;
  /** The runner stopped its children itself: the reaper exits without touching anything. */
  release(): void;
}

/** Starts the reaper process; the runner tells it what to stop should the runner die. */
export function startOrphanReaper(): OrphanReaper;

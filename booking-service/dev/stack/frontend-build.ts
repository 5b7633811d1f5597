import { spawn } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../../src/config/env.ts';

/**
 * What a front end's build depends on, besides node_modules: its own sources, the shared package
 * and the build tools both front ends use (the root build-tools/).
 */
const INPUTS = ['src', 'public', 'index.html', 'package.json', 'tsconfig.json', 'vite.config.ts', 'vite.config.js', 'build-tools', 'scripts'];
const SHARED_INPUTS = [path.join('shared', 'src'), path.join('shared', 'package.json'), 'build-tools'];

/** The newest modification time among the files under `entries` (missing ones ignored). */
export function newestMtime(entries: string[]): number {
  let newest = 0;
  const visit = (file: string) => {
    let stat: fs.Stats;
    try {
      stat = fs.statSync(file);
    } catch {
      return;
    }
    if (stat.isDirectory()) {
      for (const entry of fs.readdirSync(file)) if (entry !== 'node_modules') visit(path.join(file, entry));
    } else {
      newest = Math.max(newest, stat.mtimeMs);
    }
  };
  entries.forEach(visit);
  return newest;
}

export interface FrontendBuildOptions {
  /** The workspace folder under the repository root: `storefront`, `backoffice`. */
  workspace: string;
  log: (message: string) => void;
  /** Tests point it elsewhere. */
  root?: string;
  /** Stops the build (the runner got SIGINT or SIGTERM): its whole process group ends. */
  signal?: AbortSignal;
  /** Told the build's process group id as it starts (the runner's orphan reaper watches it). */
  onStart?: (processGroup: number) => void;
}

/** How long a stopped build may take to end on SIGTERM before its group is killed. */
const STOP_GRACE_MS = 5_000;

/**
 * `npm start` builds a front end when there is no build or its sources changed since (as it does
 * for Strapi): the newest file under src/, public/, index.html, the Vite config, package.json,
 * shared/src and build-tools/ is compared with dist/index.html, which every `vite build` writes
 * last. Resolves whether it built; a workspace that does not exist yet is skipped. A failed or
 * stopped build rejects. Asynchronous, so the runner answers signals while a build runs (minutes on a first start).
 */
export async function ensureFrontendBuilt(options: FrontendBuildOptions): Promise<boolean> {
  const root = options.root ?? repoRoot;
  const dir = path.join(root, options.workspace);
  if (!fs.existsSync(path.join(dir, 'package.json'))) return false;
  const stamp = path.join(dir, 'dist', 'index.html');
  // A front end with a server-render entry (the storefront) is built only once its bundle is there too.
  const serverRenderMissing = fs.existsSync(path.join(dir, 'src', 'entry-server.tsx')) && !fs.existsSync(path.join(dir, 'dist-ssr', 'entry-server.mjs'));
  const builtAt = fs.existsSync(stamp) && !serverRenderMissing ? fs.statSync(stamp).mtimeMs : 0;
  const changedAt = newestMtime([...INPUTS.map((entry) => path.join(dir, entry)), ...SHARED_INPUTS.map((entry) => path.join(root, entry))]);
  if (builtAt > changedAt) return false;
  options.log(builtAt === 0 ? `building the ${options.workspace} (first start)` : `building the ${options.workspace}: its sources changed since the last build`);
  // Always a production bundle: `npm start` runs with NODE_ENV=development, and Vite would then
  // ship React's development build (some 60 KB more, over the home page's JS budget).
  const env = { ...process.env, NODE_ENV: 'production' };
  const exit = await runBuild(['run', 'build', '--workspace', options.workspace], root, env, options);
  if (exit !== 0) throw new Error(`npm run build -w ${options.workspace} ${options.signal?.aborted ? 'was stopped' : 'failed'} (exit ${exit})`);
  return true;
}

/**
 * `npm <args>` in a process group of its own, so stopping it reaches npm's shell and Vite too (npm
 * does not pass every signal on). Resolves the exit code, or the signal that ended it.
 */
function runBuild(args: string[], cwd: string, env: NodeJS.ProcessEnv, options: FrontendBuildOptions): Promise<number | string> {
  options.signal?.throwIfAborted();
  return new Promise((resolve, reject) => {
    const child = spawn('npm', args, { cwd, stdio: 'inherit', env, detached: true });
    let killTimer: NodeJS.Timeout | undefined;
    const signalGroup = (signal: NodeJS.Signals) => {
      try {
        process.kill(-child.pid!, signal);
      } catch {
        // already gone
      }
    };
    const stop = () => {
      signalGroup('SIGTERM');
      killTimer = setTimeout(() => signalGroup('SIGKILL'), STOP_GRACE_MS);
      killTimer.unref();
    };
    if (child.pid) options.onStart?.(child.pid);
    options.signal?.addEventListener('abort', stop, { once: true });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      options.signal?.removeEventListener('abort', stop);
      clearTimeout(killTimer);
      // Whatever the build started and left behind goes with it.
      if (code !== 0) signalGroup('SIGKILL');
      resolve(code ?? signal ?? 'unknown');
    });
  });
}

import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { repoRoot } from '../config/env.ts';

/** What a front end's build depends on, besides node_modules: its own sources and the shared package. */
const INPUTS = ['src', 'public', 'index.html', 'package.json', 'tsconfig.json', 'vite.config.ts', 'vite.config.js', 'build-tools', 'scripts'];
const SHARED_INPUTS = [path.join('shared', 'src'), path.join('shared', 'package.json')];

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
}

/**
 * `npm start` builds a front end when there is no build or its sources changed since (as it does
 * for Strapi): the newest file under src/, public/, index.html, the Vite config, package.json and
 * shared/src is compared with dist/index.html, which every `vite build` writes last. Returns
 * whether it built; a workspace that does not exist yet is skipped. A failed build throws.
 */
export function ensureFrontendBuilt(options: FrontendBuildOptions): boolean {
  const root = options.root ?? repoRoot;
  const dir = path.join(root, options.workspace);
  if (!fs.existsSync(path.join(dir, 'package.json'))) return false;
  const stamp = path.join(dir, 'dist', 'index.html');
  const builtAt = fs.existsSync(stamp) ? fs.statSync(stamp).mtimeMs : 0;
  const changedAt = newestMtime([...INPUTS.map((entry) => path.join(dir, entry)), ...SHARED_INPUTS.map((entry) => path.join(root, entry))]);
  if (builtAt > changedAt) return false;
  options.log(builtAt === 0 ? `building the ${options.workspace} (first start)` : `building the ${options.workspace}: its sources changed since the last build`);
  const result = spawnSync('npm', ['run', 'build', '--workspace', options.workspace], { cwd: root, stdio: 'inherit', env: process.env });
  if (result.status !== 0) throw new Error(`npm run build -w ${options.workspace} failed (exit ${result.status ?? result.signal})`);
  return true;
}

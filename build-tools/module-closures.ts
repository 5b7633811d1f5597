import path from 'node:path';
import type { Plugin } from 'vite';

const normalise = (id: string) => id.replace(/\\/g, '/');

/** A set of app modules, filled in once the module graph is known; `test` is for a code-splitting group's `test`. */
export interface ModuleSet {
  has: (id: string) => boolean;
  test: (id: string) => boolean;
}

/**
 * Named static import closures of app modules, filled in once the module graph is known
 * (buildEnd), before chunks are made, so code-splitting groups can gather them into a few chunks
 * instead of the dozens of sub-kilobyte common chunks automatic splitting makes of code shared
 * by lazy routes (each one a request, and on HTTP/1.1 a place in a six-connection queue).
 * Module paths are relative to `root`, the app's folder. Both front ends' vite.config.ts use it.
 */
export function moduleClosures(options: { root: string }) {
  const requests: { from: string[]; except: string[]; members: Set<string>; sharedBy: number }[] = [];
  const resolve = (file: string) => normalise(path.resolve(options.root, file));

  const plugin: Plugin = {
    name: 'islandstay:module-closures',
    apply: 'build',
    buildEnd() {
      const ids = [...this.getModuleIds()];
      const closureOf = (start: string) => {
        const members = new Set<string>();
        const visit = (id: string) => {
          const key = normalise(id);
          if (members.has(key)) return;
          const info = this.getModuleInfo(id);
          if (!info) return;
          members.add(key);
          // App code only: a library's barrel (lucide-react's index imports every icon) would pull
          // in everything it re-exports; libraries reach the chunk through the group's dependencies.
          if (!key.includes('/node_modules/')) info.importedIds.forEach(visit);
        };
        const id = ids.find((candidate) => normalise(candidate) === start);
        if (!id) this.warn(`module-closures: ${start} not found in the module graph`);
        else visit(id);
        return members;
      };
      for (const request of requests) {
        request.members.clear();
        const counts = new Map<string, number>();
        for (const start of request.from) for (const key of closureOf(start)) counts.set(key, (counts.get(key) ?? 0) + 1);
        for (const [key, count] of counts) if (count >= request.sharedBy && !request.except.includes(key)) request.members.add(key);
      }
    },
  };

  /**
   * The modules the `from` modules import statically, themselves included (libraries are members
   * but not followed). `sharedBy`: only those at least that many of the closures hold (default 1:
   * their union). `except`: modules left out (an entry, which stays in the entry's own chunk).
   */
  const closure = (from: string[], more: { sharedBy?: number; except?: string[] } = {}): ModuleSet => {
    const request = { from: from.map(resolve), except: (more.except ?? []).map(resolve), members: new Set<string>(), sharedBy: more.sharedBy ?? 1 };
    requests.push(request);
    const has = (id: string) => request.members.has(normalise(id));
    return { has, test: has };
  };

  return { plugin, closure };
}

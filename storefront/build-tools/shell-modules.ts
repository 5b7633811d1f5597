import path from 'node:path';
import type { Plugin } from 'vite';

/**
 * The app modules every first visit runs: the entry's static import closure plus the landing
 * routes named (and their static imports). Filled in once the module graph is known (buildEnd),
 * before chunks are made, so a code-splitting group can put them all in one chunk instead of the
 * dozens of sub-kilobyte common chunks automatic splitting makes of code the shell shares with
 * lazy routes (each one a request, and on HTTP/1.1 a queue of them).
 */
export function shellModules(options: { root: string; entry: string; alsoInclude: string[] }) {
  const members = new Set<string>();
  const normalise = (id: string) => id.replace(/\\/g, '/');
  const entry = normalise(path.resolve(options.root, options.entry));
  const extra = options.alsoInclude.map((file) => normalise(path.resolve(options.root, file)));

  const plugin: Plugin = {
    name: 'islandstay:shell-modules',
    apply: 'build',
    buildEnd() {
      members.clear();
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
      for (const id of this.getModuleIds()) {
        const key = normalise(id);
        if (key === entry || extra.includes(key)) visit(id);
      }
      if (!members.has(entry)) this.warn(`shell-modules: entry ${options.entry} not found in the module graph`);
    },
  };

  return {
    plugin,
    /** For a group's `test` (libraries with a group of higher priority stay in theirs). */
    test: (id: string) => {
      const key = normalise(id);
      return members.has(key) && key !== entry;
    },
  };
}

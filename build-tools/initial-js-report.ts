import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';
import type { ChunkLike } from './bundle-chunks.ts';

interface Options {
  /** The route module a first visit loads, relative to the app's root (the storefront: its home page; the back office: its login page). */
  route: string;
  /** How the report names it. */
  label: string;
  budgetKb: number;
}

/**
 * Prints the gzipped JavaScript a first visit downloads: the entry chunk, the chunk holding the
 * route's module, and every chunk they import statically. Fails the build over budget
 * (docs/architecture.md, "Front ends": the storefront's home <= 150 KB, the back office <= 250 KB).
 * Both front ends' vite.config.ts use it.
 */
export function initialJsReport(options: Options): Plugin {
  return {
    name: 'islandstay:initial-js-report',
    apply: 'build',
    generateBundle(_output, bundle) {
      const chunks = new Map<string, ChunkLike>();
      for (const item of Object.values(bundle)) {
        if (item.type === 'chunk') chunks.set(item.fileName, item as unknown as ChunkLike);
      }
      const routeSuffix = options.route.replace(/\\/g, '/');
      // The route may be its own lazy chunk or part of a chunk the entry already loads.
      const holdsRoute = (c: ChunkLike) => Object.keys(c.modules).some((id) => id.replace(/\\/g, '/').endsWith(routeSuffix));
      const roots = [...chunks.values()].filter((c) => c.isEntry || holdsRoute(c));
      if (!roots.some(holdsRoute)) this.warn(`initial-js-report: no chunk found for ${options.route}`);

      const included = new Set<string>();
      const visit = (fileName: string) => {
        if (included.has(fileName)) return;
        const chunk = chunks.get(fileName);
        if (!chunk) return;
        included.add(fileName);
        chunk.imports.forEach(visit);
      };
      roots.forEach((c) => visit(c.fileName));

      let total = 0;
      const rows = [...included].map((fileName) => {
        const gz = gzipSync(chunks.get(fileName)!.code, { level: 9 }).length;
        total += gz;
        return { fileName, gz };
      });
      rows.sort((a, b) => b.gz - a.gz);
      const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;
      const lines = rows.map((r) => `  ${kb(r.gz).padStart(9)}  ${r.fileName}`);
      if (process.env.REPORT_MODULES) {
        const modules = [...included].flatMap((f) => Object.entries(chunks.get(f)!.modules).map(([id, m]) => ({ id, size: m.renderedLength })));
        modules.sort((a, b) => b.size - a.size);
        console.log(
          modules
            .slice(0, 60)
            .map((m) => `  ${String(m.size).padStart(8)}  ${m.id.replace(/.*node_modules\//, '')}`)
            .join('\n'),
        );
      }
      const verdict = total <= options.budgetKb * 1024 ? 'within' : 'OVER';
      console.log(`\n${options.label} initial JS (gzipped): ${kb(total)} (${verdict} the ${options.budgetKb} KB budget)\n${lines.join('\n')}\n`);
      if (verdict === 'OVER') this.error(`${options.label} initial JS ${kb(total)} is over the ${options.budgetKb} KB budget`);
    },
  };
}

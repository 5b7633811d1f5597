import { gzipSync } from 'node:zlib';
import type { Plugin } from 'vite';

interface Options {
  /** The home page's route module, relative to the project root. */
  homeRoute: string;
  budgetKb: number;
}

interface ChunkLike {
  type: 'chunk';
  fileName: string;
  code: string;
  isEntry: boolean;
  facadeModuleId: string | null;
  imports: string[];
  modules: Record<string, { renderedLength: number }>;
}

/**
 * Prints the gzipped JavaScript a first visit to the home page downloads: the entry chunk, the
 * home route's lazy chunk, and every chunk they import statically. Fails the build over budget.
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
      const homeSuffix = options.homeRoute.replace(/\\/g, '/');
      // The home route may be its own lazy chunk or part of a chunk the entry already loads.
      const holdsHome = (c: ChunkLike) => Object.keys(c.modules).some((id) => id.replace(/\\/g, '/').endsWith(homeSuffix));
      const roots = [...chunks.values()].filter((c) => c.isEntry || holdsHome(c));
      if (!roots.some(holdsHome)) this.warn(`initial-js-report: no chunk found for ${options.homeRoute}`);

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
        console.log(modules.slice(0, 60).map((m) => `  ${String(m.size).padStart(8)}  ${m.id.replace(/.*node_modules\//, '')}`).join('\n'));
      }
      const verdict = total <= options.budgetKb * 1024 ? 'within' : 'OVER';
      console.log(
        `\nHome route initial JS (gzipped): ${kb(total)} (${verdict} the ${options.budgetKb} KB budget)\n${lines.join('\n')}\n`,
      );
      if (verdict === 'OVER') this.error(`home route initial JS ${kb(total)} is over the ${options.budgetKb} KB budget`);
    },
  };
}

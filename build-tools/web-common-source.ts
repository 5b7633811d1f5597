import { statSync } from 'node:fs';
import path from 'node:path';
import type { Plugin } from 'vite';

const SOURCE = path.resolve(import.meta.dirname, '../web-common/src');

function isFile(file: string): boolean {
  try {
    return statSync(file).isFile();
  } catch {
    return false;
  }
}

/**
 * Resolves `@islandstay/web-common/<path>` to its TypeScript source, `.ts` or `.tsx`.
 * web-common's package.json maps `./*` to the fallback list `["./src/*.ts", "./src/*.tsx"]`:
 * TypeScript tries both, but Vite takes the first entry without looking on disk, so every
 * `.tsx` module (the components, the providers) would fail to resolve. Both front ends'
 * vite.config.ts and vitest.config.ts use it.
 */
export function webCommonSource(): Plugin {
  return {
    name: 'islandstay:web-common-source',
    enforce: 'pre',
    resolveId(source) {
      const match = /^@islandstay\/web-common\/(.+)$/.exec(source);
      if (!match?.[1]) return null;
      const base = path.join(SOURCE, match[1]);
      return [base, `${base}.ts`, `${base}.tsx`].find(isFile) ?? null;
    },
  };
}

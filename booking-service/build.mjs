// `npm run build -w booking-service`: the production bundle, dist/server.js, which the image runs
// with plain `node` (no TypeScript loader in production). esbuild (installed with tsx, the
// development stack's loader) bundles src/ and the workspace package @islandstay/shared, whose
// package.json points at TypeScript sources that Node cannot load. Every other package stays an
// import resolved from node_modules at run time; each must be one of the service's `dependencies`,
// the only packages `npm ci --omit=dev` installs in the image, or the build fails here rather
// than the container at start.
import { readFileSync } from 'node:fs';
import { builtinModules } from 'node:module';
import path from 'node:path';
import { build } from 'esbuild';

const serviceDir = import.meta.dirname;
const { dependencies } = JSON.parse(readFileSync(path.join(serviceDir, 'package.json'), 'utf8'));
const BUNDLED = /^@islandstay\//;
const builtins = new Set(builtinModules);

/** `@scope/name/sub/path` -> `@scope/name`, `name/sub` -> `name`. */
const packageName = (specifier) => specifier.split('/', specifier.startsWith('@') ? 2 : 1).join('/');

/** @type {import('esbuild').Plugin} */
const productionDependencies = {
  name: 'islandstay:production-dependencies',
  setup(builder) {
    // A bare specifier (not ./, ../ or /) that is not a workspace package.
    builder.onResolve({ filter: /^[^./]/ }, (args) => {
      if (BUNDLED.test(args.path)) return undefined;
      const name = packageName(args.path);
      if (args.path.startsWith('node:') || builtins.has(name)) return { path: args.path, external: true };
      if (!dependencies[name]) {
        const from = path.relative(serviceDir, args.importer);
        return { errors: [{ text: `${from} imports ${name}, which is not in booking-service's dependencies: the image would not have it` }] };
      }
      return { path: args.path, external: true };
    });
  },
};

await build({
  absWorkingDir: serviceDir,
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  // Not minified: a production stack trace stays readable, and esbuild marks each source file's
  // part of the bundle with a `// src/...` comment.
  minify: false,
  plugins: [productionDependencies],
  logLevel: 'info',
});

/**
 * The booking service's house rules: no import circles, a module reaches another module through
 * its service or the read functions it exports, never through its repository, and the service
 * (src/) needs nothing of the development stack (dev/) nor any dev dependency, so the production
 * bundle and image carry neither (docs/architecture.md, "The parts"). Checked by test/architecture.test.ts (part of `npm test`),
 * which compares the violations with test/fixtures/architecture-known-violations.json (a list that
 * may only shrink; empty today), and on its own by `npm run lint:deps` (here or at the root), which
 * fails on any violation.
 */
module.exports = {
  forbidden: [
    {
      name: 'no-circular',
      severity: 'error',
      comment: 'An import circle: the modules involved cannot be understood or built one at a time.',
      from: { path: '^(src|dev)/' },
      to: { circular: true },
    },
    {
      name: 'src-not-to-dev',
      severity: 'error',
      comment: 'The service imports the development stack (dev/): production would need the embedded PostgreSQL, the mail catcher or the seed. The stack calls the service, never the reverse.',
      from: { path: '^src/' },
      to: { path: '^dev/' },
    },
    {
      name: 'src-not-to-dev-dependency',
      severity: 'error',
      comment: 'The service imports a devDependency, which `npm ci --omit=dev` (the image) does not install. Move the code to dev/, or the package to dependencies.',
      from: { path: '^src/', pathNot: '[.]test[.]ts$' },
      to: { dependencyTypes: ['npm-dev'], dependencyTypesNot: ['type-only'], pathNot: '(^|/)node_modules/@types/' },
    },
    {
      name: 'no-foreign-repository',
      severity: 'error',
      comment: "A module imports another module's repository: call that module's service instead.",
      from: { path: '^src/modules/([^/]+)/' },
      to: { path: '^src/modules/[^/]+/[^/]*repository[.]ts$', pathNot: '^src/modules/$1/' },
    },
  ],
  options: {
    doNotFollow: { path: 'node_modules' },
    tsPreCompilationDeps: true,
    tsConfig: { fileName: 'tsconfig.json' },
    exclude: { path: '[.]test[.]ts$' },
  },
};

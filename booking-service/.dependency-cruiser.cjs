/**
 * The booking service's house rules: no import circles, and a module reaches another module
 * through its service or the read functions it exports, never through its repository
 * (docs/architecture.md, "The parts"). Checked by test/architecture.test.ts (part of `npm test`),
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
      from: { path: '^src/' },
      to: { circular: true },
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

// ESLint for the workspaces (cms/ is Strapi's own npm project and is left out).
// Not type-aware: with type information the run took ~135 s of CPU and 2 GB on this tree (over the
// ~90 s budget on 2 cores); the type checker already runs in `npm run typecheck`.
// The import boundaries (docs/architecture.md) are `no-restricted-imports` patterns per folder,
// built below. The booking service's module rules (no circle, no other module's repository) are
// dependency-cruiser's: booking-service/.dependency-cruiser.cjs, `npm run lint:deps`.
import fs from 'node:fs';
import path from 'node:path';
import js from '@eslint/js';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

const root = import.meta.dirname;
const APPS = ['storefront', 'backoffice'];

/** A regex pattern of no-restricted-imports: an import path naming the folder or package `name`. */
const naming = (names, message) => ({ regex: `(^|/)(${names.join('|')})(/|$)`, message });

const otherApp = (app) =>
  naming(
    APPS.filter((other) => other !== app),
    `${app} imports no other app: move what both use to web-common (or shared).`,
  );
const noServer = naming(['booking-service'], 'Front-end code imports no server code: share it through shared.');
const noApp = (who) => naming([...APPS, 'booking-service'], `${who} imports no app: it is imported by them.`);
const noReact = {
  regex: '^(react|react-dom|react-i18next|swr|@radix-ui/[^/]+|sonner)(/|$)',
  message: 'shared is plain TypeScript (zod schemas, pure logic): no React; React code goes to web-common.',
};

/** The patterns every file of an app obeys; an app's src/ also stays off the server. */
const appPatterns = (app, src) => (src ? [otherApp(app), noServer] : [otherApp(app)]);

const restrict = (files, patterns) => ({ files, rules: { 'no-restricted-imports': ['error', { patterns }] } });

const featuresOf = (app) => {
  const dir = path.join(root, app, 'src', 'features');
  return fs.existsSync(dir)
    ? fs
        .readdirSync(dir, { withFileTypes: true })
        .filter((entry) => entry.isDirectory())
        .map((entry) => entry.name)
    : [];
};

const escape = (text) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/**
 * A feature imports no other feature. A relative import leaves feature `feature` for a sibling
 * feature when it climbs exactly one level above the feature's folder, so the pattern is written
 * per depth of the importing file (depth 0: a file in features/<feature>/ itself); an import
 * spelling `features/<other>/` is refused at any depth.
 */
const MAX_FEATURE_DEPTH = 6;
const featureBoundaries = APPS.flatMap((app) =>
  featuresOf(app).flatMap((feature) => {
    const message = `features/${feature} imports another feature: move what both use to src/components or src/lib (or web-common), or compose them in src/app.`;
    const viaFeatures = { regex: `(^|/)features/(?!${escape(feature)}(/|$))`, message };
    return Array.from({ length: MAX_FEATURE_DEPTH + 1 }, (_, depth) => {
      const files = [`${app}/src/features/${feature}/${'*/'.repeat(depth)}*`];
      if (depth === MAX_FEATURE_DEPTH) files[0] = `${app}/src/features/${feature}/${'*/'.repeat(depth)}**`;
      const sibling = { regex: `^(\\.\\./){${depth + 1}}(?!\\.\\./|${escape(feature)}(/|$))[^/]+`, message };
      return restrict(files, [...appPatterns(app, true), viaFeatures, sibling]);
    });
  }),
);

export default tseslint.config(
  {
    ignores: ['cms/**', '**/dist/**', '**/dist-ssr/**', '**/node_modules/**', '**/coverage/**', '.data/**', '**/e2e/screenshots/**', '**/.vitest-tmp/**'],
  },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    rules: {
      // `const { secret: _secret, ...rest } = row` drops a field on purpose.
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_', destructuredArrayIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/e2e/**', '**/bench/**'],
    rules: {
      // Tests and benches read untyped JSON answers field by field; typing each one adds nothing.
      '@typescript-eslint/no-explicit-any': 'off',
    },
  },
  {
    files: ['storefront/src/**', 'backoffice/src/**', 'web-common/src/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['storefront/**/*.{ts,tsx}', 'backoffice/**/*.{ts,tsx}', 'web-common/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
      // The React Compiler rules of react-hooks 7 (refs, set-state-in-effect, purity, immutability,
      // ...) are off: the apps are not built with the compiler, and its analysis is ~40% of the run.
    },
  },

  // Boundaries. A later block replaces an earlier one's no-restricted-imports for the files both
  // match, so every block lists all the patterns its files obey.
  ...APPS.map((app) => restrict([`${app}/**`], appPatterns(app, false))),
  ...APPS.map((app) => restrict([`${app}/src/**`], appPatterns(app, true))),
  ...featureBoundaries,
  restrict(['web-common/**'], [noApp('web-common')]),
  restrict(['shared/**'], [noApp('shared'), naming(['web-common'], 'shared imports no web-common: web-common (React) builds on shared, not the reverse.'), noReact]),
  restrict(['booking-service/**'], [naming([...APPS, 'web-common'], 'The booking service imports no front-end code: share it through shared.')]),
);

import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { repoRoot } from '../src/config/env.ts';

/**
 * docs/configuration.md documents every environment variable once. Here, on the text of the files:
 * each variable env.ts declares, each one the two .env.example files assign or show commented out,
 * and each one Strapi's config reads (`env('X')`, `env.int('X')` ...) is the name of a row of one of
 * its tables (the first cell, in backticks), and no name heads two rows.
 */
const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');

/** The variable names of env.ts's schema: its keys, at the object's indentation. */
function envTsNames(): string[] {
  const source = read('booking-service/src/config/env.ts');
  const body = source.slice(source.indexOf('const envSchema'), source.indexOf('.superRefine'));
  return [...body.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
}

/** `KEY=value` and `# KEY=value` lines of a .env file. */
function dotEnvNames(file: string): string[] {
  return [...read(file).matchAll(/^(?:#\s*)?([A-Z][A-Z0-9_]*)=/gm)].map((m) => m[1]!);
}

/** Names Strapi's config files read through its `env` helper. */
function cmsConfigNames(): string[] {
  const dir = path.join(repoRoot, 'cms/config');
  return fs
    .readdirSync(dir)
    .filter((file) => /\.(ts|js)$/.test(file))
    .flatMap((file) => [...fs.readFileSync(path.join(dir, file), 'utf8').matchAll(/\benv(?:\.\w+)?\(\s*['"]([A-Z][A-Z0-9_]*)['"]/g)].map((m) => m[1]!));
}

/** The names heading the rows of docs/configuration.md's tables, one entry per row and name. */
function documentedRows(): string[] {
  const names: string[] = [];
  for (const line of read('docs/configuration.md').split('\n')) {
    const firstCell = /^\|([^|]*)\|/.exec(line)?.[1];
    if (firstCell === undefined) continue;
    for (const m of firstCell.matchAll(/`([A-Z][A-Z0-9_]*)`/g)) names.push(m[1]!);
  }
  return names;
}

describe('docs/configuration.md', () => {
  const rows = documentedRows();
  const documented = new Set(rows);
  const missing = (names: string[]) => [...new Set(names)].filter((name) => !documented.has(name));

  it('when the variables of env.ts are looked for, then each heads a row', () => {
    const names = envTsNames();
    expect(names).toContain('SESSION_SECRET');
    expect(names.length).toBeGreaterThan(40);
    expect(missing(names)).toEqual([]);
  });

  it('when the variables of both .env.example files are looked for, then each heads a row', () => {
    const root = dotEnvNames('.env.example');
    const service = dotEnvNames('booking-service/.env.example');
    expect(root).toContain('POSTGRES_PASSWORD');
    expect(service).toContain('TEST_DATABASE_URL');
    expect(missing([...root, ...service])).toEqual([]);
  });

  it("when the variables of Strapi's config are looked for, then each heads a row", () => {
    const names = cmsConfigNames();
    expect(names).toContain('APP_KEYS');
    expect(missing(names)).toEqual([]);
  });

  it('when the rows are read, then no variable is documented twice', () => {
    const twice = rows.filter((name, i) => rows.indexOf(name) !== i);
    expect(twice).toEqual([]);
  });
});

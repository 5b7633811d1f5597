import { execFile } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { promisify } from 'node:util';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

/**
 * The house rules of docs/architecture.md, checked on the source: no import circle, no module
 * importing another module's repository (dependency-cruiser, rules in .dependency-cruiser.cjs),
 * and the bookings table read or written only inside the bookings module. What broke a rule when
 * it was introduced is listed in test/fixtures/architecture-known-violations.json; the list may
 * only shrink: a new violation fails, and so does a listed one that is gone (delete its line).
 */
const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const knownFile = path.join(root, 'test/fixtures/architecture-known-violations.json');
const known = JSON.parse(fs.readFileSync(knownFile, 'utf8')) as { imports: string[]; bookingsTable: string[] };

interface Violation {
  from: string;
  to: string;
  rule: { name: string };
  cycle?: { name: string }[];
}

async function importViolations(): Promise<string[]> {
  const bin = path.join(root, '..', 'node_modules', '.bin', 'depcruise');
  const { stdout } = await promisify(execFile)(bin, ['src', 'dev', '--config', '.dependency-cruiser.cjs', '--output-type', 'json'], {
    cwd: root,
    maxBuffer: 64 * 1024 * 1024,
  });
  const { summary } = JSON.parse(stdout) as { summary: { violations: Violation[] } };
  return summary.violations.map((violation) =>
    violation.cycle ? `${violation.rule.name}: ${[violation.from, ...violation.cycle.map((step) => step.name)].join(' -> ')}` : `${violation.rule.name}: ${violation.from} -> ${violation.to}`,
  );
}

/** SQL naming the bookings table: knex's table('bookings'), a join, or raw FROM/JOIN/UPDATE/INTO/USING bookings. */
const BOOKINGS_TABLE = /(['"`]bookings['"` ]|\b(from|join|update|into|using)\s+bookings\b)/i;

function filesTouchingBookingsTable(): string[] {
  const found: string[] = [];
  const walk = (dir: string): void => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name.endsWith('.ts') && BOOKINGS_TABLE.test(fs.readFileSync(full, 'utf8'))) found.push(path.relative(root, full));
    }
  };
  walk(path.join(root, 'src'));
  const owners = ['src/modules/bookings/', 'src/db/migrations/'];
  return found.filter((file) => !owners.some((owner) => file.startsWith(owner))).sort();
}

function shrinkOnly(found: string[], listed: string[]): { added: string[]; gone: string[] } {
  return { added: found.filter((item) => !listed.includes(item)), gone: listed.filter((item) => !found.includes(item)) };
}

describe('the house rules of the booking service', () => {
  it('no new import circle and no new import of another module’s repository', async () => {
    const { added, gone } = shrinkOnly(await importViolations(), known.imports);
    expect(added, 'new violations: reach the other module through its service').toEqual([]);
    expect(gone, `fixed: remove these lines from ${path.relative(root, knownFile)}`).toEqual([]);
  }, 120_000);

  it('the bookings table is queried only by the bookings module (and its migrations)', () => {
    const { added, gone } = shrinkOnly(filesTouchingBookingsTable(), known.bookingsTable);
    expect(added, 'new files querying bookings: ask the bookings module instead').toEqual([]);
    expect(gone, `fixed: remove these lines from ${path.relative(root, knownFile)}`).toEqual([]);
  });
});

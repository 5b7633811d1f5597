import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterEach, describe, expect, it } from 'vitest';
import { generatedOnce } from '../src/lib/generated-secret.ts';

/**
 * Values made once into DATA_DIR (the development TM30 key, the Strapi admin and editor
 * passwords) when several processes start at the same moment on one empty folder: every process
 * must end up with the same whole value. Real processes, started together: each one waits for the
 * same instant and then reads or makes the values, in ROUNDS fresh folders one after another.
 */
const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const PROCESSES = 4;
const ROUNDS = 25;
/** Between two rounds: every process is waiting for the next instant before it comes. */
const ROUND_MS = 60;

const CHILD = `
const { loadEnv } = await import('./src/config/env.ts');
const { tm30KeyFor } = await import('./src/modules/tm30/tm30-crypto.ts');
const { cmsAdminAccount } = await import('./dev/stack/cms-admin-account.ts');
const [root, startAt, rounds, roundMs] = process.argv.slice(-4);
for (let round = 0; round < Number(rounds); round++) {
  const at = Number(startAt) + round * Number(roundMs);
  while (Date.now() < at) {}
  const env = loadEnv({ NODE_ENV: 'development', DATA_DIR: root + '/' + round });
  const result = { round };
  try { result.key = tm30KeyFor(env).toString('hex'); } catch (err) { result.keyError = err.message; }
  try { result.password = cmsAdminAccount(env).password; } catch (err) { result.passwordError = err.message; }
  process.stdout.write(JSON.stringify(result) + '\\n');
}
`;

interface RoundResult {
  round: number;
  key?: string;
  keyError?: string;
  password?: string;
  passwordError?: string;
}

function runChild(root: string, startAt: number): Promise<RoundResult[]> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', CHILD, '--', root, String(startAt), String(ROUNDS), String(ROUND_MS)], {
      cwd: serviceDir,
      env: { ...process.env, NODE_ENV: 'development' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let out = '';
    let err = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (err += chunk.toString()));
    child.on('error', reject);
    child.on('exit', (code) => {
      if (code !== 0) reject(new Error(`child exited ${code}: ${err}`));
      else
        resolve(
          out
            .trim()
            .split('\n')
            .map((line) => JSON.parse(line) as RoundResult),
        );
    });
  });
}

let root = '';
afterEach(() => {
  if (root) fs.rmSync(root, { recursive: true, force: true });
});

describe('values generated once into the data folder', () => {
  it(`when ${PROCESSES} processes start at the same moment on an empty data folder, then all read the same whole TM30 key and CMS admin password`, async () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-once-'));
    // Far enough ahead for every process to load its modules and wait (tsx on a busy 2-core machine).
    const startAt = Date.now() + 8_000;
    const results = await Promise.all(Array.from({ length: PROCESSES }, () => runChild(root, startAt)));

    for (let round = 0; round < ROUNDS; round++) {
      const seen = results.map((rounds) => rounds.find((r) => r.round === round)!);
      expect(
        seen.flatMap((r) => [r.keyError, r.passwordError].filter(Boolean)),
        `round ${round}`,
      ).toEqual([]);
      expect(new Set(seen.map((r) => r.key)).size, `round ${round}: one TM30 key`).toBe(1);
      expect(seen[0]!.key).toMatch(/^[0-9a-f]{64}$/);
      expect(new Set(seen.map((r) => r.password)).size, `round ${round}: one admin password`).toBe(1);
      const saved = JSON.parse(fs.readFileSync(path.join(root, String(round), 'cms-admin.json'), 'utf8')) as { password: string };
      expect(saved.password).toBe(seen[0]!.password);
      // Nothing is left behind but the values themselves.
      expect(fs.readdirSync(path.join(root, String(round))).sort()).toEqual(['cms-admin.json', 'tm30-encryption.key']);
    }
  }, 60_000);

  it('when a kept value is refused (made for another email), then it is replaced whole; an accepted one is kept', () => {
    root = fs.mkdtempSync(path.join(os.tmpdir(), 'generated-once-'));
    const file = path.join(root, 'nested', 'value.txt');
    const first = generatedOnce(file, () => 'one');
    expect(first).toEqual({ value: 'one', generated: true });
    expect(fs.statSync(file).mode & 0o077).toBe(0);
    expect(generatedOnce(file, () => 'two')).toEqual({ value: 'one', generated: false });
    expect(
      generatedOnce(
        file,
        () => 'three',
        (text) => text !== 'one',
      ),
    ).toEqual({ value: 'three', generated: true });
    expect(fs.readFileSync(file, 'utf8')).toBe('three');
    expect(fs.readdirSync(path.dirname(file))).toEqual(['value.txt']);
  });
});

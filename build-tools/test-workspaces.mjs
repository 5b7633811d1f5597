#!/usr/bin/env node
/**
 * `npm test`'s last step: every workspace's tests, one after the other, each to its end even when an
 * earlier one failed (one run tells everything), then a summary: which workspace passed, how long it
 * took, the name of every failed test and the first line of each failure's reason. CI keeps only the
 * tail of a run's output, so what failed is said last.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';

const { workspaces } = JSON.parse(readFileSync(new URL('../package.json', import.meta.url), 'utf8'));

// vitest's lines for a failed test or file (colour codes removed): "FAIL  project  file > test", " × test", "❯ file (n tests | 1 failed)".
// eslint-disable-next-line no-control-regex
const ANSI = /\u001b\[[0-9;]*m/g;
const FAILED_LINE = /^\s*(FAIL\s|×\s|✗\s)|\(\d+ tests? \| \d+ failed/;
// And why: an assertion's or error's first line, cut short ("AssertionError: expected …"); PostgreSQL's
// errors print as "error: …".
const REASON_LINE = /^\s*(\w*Error|error):\s/;
const REASON_LENGTH = 400;

function run(workspace) {
  return new Promise((resolve) => {
    const started = Date.now();
    const failures = [];
    let pending = '';
    const child = spawn('npm', ['run', 'test', '--if-present', '-w', workspace], { stdio: ['ignore', 'pipe', 'pipe'] });
    const collect = (chunk) => {
      pending += chunk.toString('utf8');
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) {
        const plain = line.replace(ANSI, '');
        if (failures.length >= 60) continue;
        if (FAILED_LINE.test(plain)) failures.push(plain.trim());
        // Reasons only once a test has failed: a passing test's logged error is not one.
        else if (failures.length > 0 && REASON_LINE.test(plain)) failures.push(`  ${plain.trim().slice(0, REASON_LENGTH)}`);
      }
    };
    child.stdout.on('data', (chunk) => {
      process.stdout.write(chunk);
      collect(chunk);
    });
    child.stderr.on('data', (chunk) => {
      process.stderr.write(chunk);
      collect(chunk);
    });
    child.on('close', (code, signal) => resolve({ workspace, code: code ?? 1, signal, minutes: (Date.now() - started) / 60000, failures }));
  });
}

const results = [];
for (const workspace of workspaces) results.push(await run(workspace));

console.log('\n== tests by workspace ==');
for (const { workspace, code, signal, minutes, failures } of results) {
  console.log(`${code === 0 ? 'passed' : 'FAILED'}  ${workspace.padEnd(16)} ${minutes.toFixed(1).padStart(5)} min${signal ? ` (${signal})` : code === 0 ? '' : ` (exit ${code})`}`);
  for (const line of [...new Set(failures)]) console.log(`          ${line}`);
}
const failed = results.filter((result) => result.code !== 0);
console.log(failed.length === 0 ? 'all workspaces passed' : `${failed.length} workspace(s) failed: ${failed.map((result) => result.workspace).join(', ')}`);
process.exitCode = failed.length === 0 ? 0 : 1;

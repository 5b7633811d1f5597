#!/usr/bin/env node
/**
 * Runs independent commands (each argument one shell command) two or more at a time, as many as the
 * machine has cores, each to its end even when another failed. A command's output is held and
 * printed whole when it ends, so runs do not interleave; then a summary names what failed.
 * `npm test` uses it for the checks before the tests (type checks, lint, format, the CMS build).
 */
import { spawn } from 'node:child_process';
import os from 'node:os';

const commands = process.argv.slice(2);
if (commands.length === 0) {
  console.error('usage: run-parallel.mjs "<command>" ["<command>" ...]');
  process.exit(2);
}
const slots = Math.max(1, Math.min(os.availableParallelism(), commands.length));

function run(command) {
  return new Promise((resolve) => {
    const started = Date.now();
    const chunks = [];
    const child = spawn(command, { shell: true, stdio: ['ignore', 'pipe', 'pipe'] });
    child.stdout.on('data', (chunk) => chunks.push(chunk));
    child.stderr.on('data', (chunk) => chunks.push(chunk));
    child.on('close', (code, signal) => {
      const seconds = ((Date.now() - started) / 1000).toFixed(0);
      const ok = code === 0;
      process.stdout.write(`\n== ${command} (${seconds} s${ok ? '' : signal ? `, ${signal}` : `, exit ${code}`})\n`);
      process.stdout.write(Buffer.concat(chunks));
      resolve({ command, ok });
    });
  });
}

const queue = [...commands];
const results = [];
await Promise.all(
  Array.from({ length: slots }, async () => {
    for (let command = queue.shift(); command !== undefined; command = queue.shift()) results.push(await run(command));
  }),
);

const failed = results.filter((result) => !result.ok);
console.log(failed.length === 0 ? `\nall ${results.length} passed` : `\nfailed: ${failed.map((result) => result.command).join('; ')}`);
process.exitCode = failed.length === 0 ? 0 : 1;

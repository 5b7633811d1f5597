import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { repoRoot } from '../../src/config/env.ts';

/**
 * `npm run dev`: the whole stack as `npm start` runs it (without building the front ends) plus
 * each front end's Vite dev server with hot reload, which proxies /api and /uploads to the
 * booking service (vite.config.ts reads API_PORT). Ctrl-C stops them all; when one exits, the
 * others are stopped too.
 */
const stackRunner = path.join(path.dirname(fileURLToPath(import.meta.url)), 'start-stack.ts');
const apiPort = process.env.PORT ?? '8080';
const FRONT_ENDS = [
  { workspace: 'storefront', portVariable: 'STOREFRONT_PORT', port: '5173' },
  { workspace: 'backoffice', portVariable: 'BACKOFFICE_PORT', port: '5174' },
];

const children: ChildProcess[] = [];
let stopping = false;

function stopAll(code: number): void {
  if (stopping) return;
  stopping = true;
  for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGINT');
  const forced = setTimeout(() => {
    for (const child of children) if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  }, 20_000);
  forced.unref();
  void Promise.all(children.map((child) => new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve))))).then(() =>
    process.exit(code),
  );
}

function run(name: string, command: string, args: string[], env: NodeJS.ProcessEnv): void {
  const child = spawn(command, args, { cwd: repoRoot, stdio: 'inherit', env: { ...process.env, ...env } });
  child.once('exit', (code, signal) => {
    if (!stopping) console.error(`[dev] ${name} exited (${code ?? signal}); stopping the rest`);
    stopAll(code ?? 1);
  });
  children.push(child);
}

run('stack', process.execPath, ['--import', 'tsx', stackRunner, '--dev'], {});
for (const app of FRONT_ENDS) {
  if (!fs.existsSync(path.join(repoRoot, app.workspace, 'package.json'))) continue;
  const port = process.env[app.portVariable] ?? app.port;
  run(app.workspace, 'npm', ['run', 'dev', '--workspace', app.workspace], { API_PORT: apiPort, [app.portVariable]: port });
  console.log(`[dev] ${app.workspace} with hot reload: http://localhost:${port}/ (API proxied to port ${apiPort})`);
}
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => stopAll(0));

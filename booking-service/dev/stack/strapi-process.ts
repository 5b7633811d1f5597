import { spawn, spawnSync, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import path from 'node:path';
import readline from 'node:readline';
import { repoRoot } from '../../src/config/env.ts';

export const cmsDir = path.join(repoRoot, 'cms');
const BUILT = [path.join(cmsDir, 'dist', 'build', 'index.html'), path.join(cmsDir, 'dist', 'src', 'index.js')];

/** The newest modification time among the files the build depends on. */
function newestSource(): number {
  let newest = 0;
  const visit = (file: string) => {
    const stat = fs.statSync(file);
    if (stat.isDirectory()) for (const entry of fs.readdirSync(file)) visit(path.join(file, entry));
    else newest = Math.max(newest, stat.mtimeMs);
  };
  for (const entry of ['src', 'config', 'package-lock.json', 'tsconfig.json']) visit(path.join(cmsDir, entry));
  return newest;
}

/** Builds Strapi (TypeScript and admin panel) when there is no build or cms/ changed since. */
export function ensureStrapiBuilt(log: (message: string) => void): void {
  const builtAt = Math.min(...BUILT.map((file) => (fs.existsSync(file) ? fs.statSync(file).mtimeMs : 0)));
  if (builtAt > newestSource()) return;
  log('building the CMS (Strapi admin panel): about a minute, and only when cms/ changed');
  const result = spawnSync(path.join(cmsDir, 'node_modules/.bin/strapi'), ['build'], {
    cwd: cmsDir,
    stdio: 'inherit',
    env: { ...process.env, NODE_ENV: 'production', STRAPI_TELEMETRY_DISABLED: 'true' },
  });
  if (result.status !== 0) throw new Error(`strapi build failed (exit ${result.status ?? result.signal})`);
}

export interface StrapiOptions {
  port: number;
  host?: string;
  databaseUrl: string;
  bookingServiceUrl: string;
  eventsSecret: string;
  serviceToken: string;
  /** The admin panel's first user, created before Strapi listens (so registration is never open). */
  admin: { email: string; password: string };
  /** A content editor with Strapi's Editor role, made at Strapi's start when absent. */
  editor?: { email: string; password: string };
  /** Each output line of Strapi; absent: written to `logFile` or dropped. */
  onLine?: (line: string) => void;
  logFile?: string;
  env?: Record<string, string>;
}

export interface StrapiProcess {
  url: string;
  child: ChildProcess;
  ready(timeoutMs?: number): Promise<void>;
  stop(): Promise<void>;
}

/** Runs the built Strapi (`strapi start`) as a child process. */
export function startStrapi(options: StrapiOptions): StrapiProcess {
  const host = options.host ?? '127.0.0.1';
  const url = `http://${host}:${options.port}`;
  const log = options.logFile ? fs.openSync(options.logFile, 'w') : undefined;
  const child = spawn(path.join(cmsDir, 'node_modules/.bin/strapi'), ['start'], {
    cwd: cmsDir,
    env: {
      ...process.env,
      NODE_ENV: 'development',
      HOST: host,
      PORT: String(options.port),
      DATABASE_URL: options.databaseUrl,
      BOOKING_SERVICE_URL: options.bookingServiceUrl,
      CMS_EVENTS_SECRET: options.eventsSecret,
      CMS_SERVICE_TOKEN: options.serviceToken,
      CMS_ADMIN_EMAIL: options.admin.email,
      CMS_ADMIN_PASSWORD: options.admin.password,
      ...(options.editor ? { CMS_EDITOR_EMAIL: options.editor.email, CMS_EDITOR_PASSWORD: options.editor.password } : {}),
      // Strapi exits when this process is gone, so a killed runner or test leaves no Strapi behind.
      CMS_PARENT_PID: String(process.pid),
      STRAPI_TELEMETRY_DISABLED: 'true',
      ...options.env,
    },
    stdio: ['ignore', log ?? 'pipe', log ?? 'pipe'],
  });
  if (!log) {
    for (const stream of [child.stdout, child.stderr]) {
      if (stream) readline.createInterface({ input: stream }).on('line', (line) => options.onLine?.(line));
    }
  }
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  return {
    url,
    child,
    async ready(timeoutMs = 180_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        if (child.exitCode !== null) throw new Error(`Strapi exited with code ${child.exitCode} while starting`);
        const ok = await fetch(`${url}/_health`).then(
          (r) => r.status < 300,
          () => false,
        );
        if (ok) return;
        if (Date.now() > deadline) throw new Error(`Strapi did not answer at ${url} within ${timeoutMs / 1000} s`);
        await new Promise((r) => setTimeout(r, 250));
      }
    },
    async stop() {
      if (child.exitCode !== null || child.signalCode !== null) return;
      child.kill('SIGTERM');
      const killer = setTimeout(() => child.kill('SIGKILL'), 10_000);
      await exited;
      clearTimeout(killer);
    },
  };
}

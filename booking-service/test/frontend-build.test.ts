import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ensureFrontendBuilt } from '../src/stack/frontend-build.ts';

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
  const script = "require('fs').mkdirSync('dist',{recursive:true});require('fs').writeFileSync('dist/index.html','<html></html>');require('fs').appendFileSync('../builds.txt','x')";
  fs.writeFileSync(path.join(app(), 'package.json'), JSON.stringify({ name: 'tmp-web', private: true, scripts: { build: `node -e "${script}"` } }));
  fs.writeFileSync(path.join(app(), 'index.html'), '<html></html>');
  fs.writeFileSync(path.join(app(), 'src', 'main.ts'), 'console.log(1);\n');
});
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('npm start builds a front end only when needed', () => {
  it('builds when there is no build yet, then skips while nothing changed', () => {
    expect(build()).toBe(true);
    expect(builds()).toBe(1);
    expect(fs.existsSync(path.join(app(), 'dist', 'index.html'))).toBe(true);
    expect(build()).toBe(false);
    expect(builds()).toBe(1);
  });

  it('builds again after a source file, then a shared file, changed', () => {
    editedAfterBuild(path.join(app(), 'src', 'main.ts'));
    expect(build()).toBe(true);
    expect(builds()).toBe(2);
    expect(build()).toBe(false);
    editedAfterBuild(path.join(root, 'shared', 'src', 'money.ts'));
    expect(build()).toBe(true);
    expect(builds()).toBe(3);
  });

  it('skips a workspace that does not exist yet, and throws when the build fails', () => {
    expect(ensureFrontendBuilt({ workspace: 'backoffice', root, log: () => undefined })).toBe(false);
    const pkg = path.join(app(), 'package.json');
    fs.writeFileSync(pkg, JSON.stringify({ name: 'tmp-web', private: true, scripts: { build: 'node -e "process.exit(3)"' } }));
    editedAfterBuild(pkg);
    expect(build).toThrow(/npm run build -w web failed \(exit 3\)/);
  });
});

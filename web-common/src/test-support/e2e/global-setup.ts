import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { startStack } from './stack.ts';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The site and API of the stack under test, e.g. http://127.0.0.1:41234 */
    baseUrl: string;
    /** Where the running app's E2E screenshots go: <app>/e2e/screenshots (not committed). */
    screenshotDir: string;
    /** The running app's committed visual baselines: <app>/e2e/baselines (visual.ts). */
    baselineDir: string;
  }
}

/**
 * The global setup of both apps' E2E runs (their vitest.e2e.config.ts point here). Starts the
 * whole stack once for every E2E spec (or uses E2E_BASE_URL, a stack already running), and stops
 * it at the end: SIGINT, then its process group is killed should it hang. Also names the running
 * app's screenshot folder, e2e/screenshots under the project's root (the app's folder), and its
 * folder of visual baselines, e2e/baselines.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  project.provide('screenshotDir', path.join(project.config.root, 'e2e', 'screenshots'));
  project.provide('baselineDir', path.join(project.config.root, 'e2e', 'baselines'));
  if (process.env.E2E_BASE_URL) {
    project.provide('baseUrl', process.env.E2E_BASE_URL.replace(/\/$/, ''));
    return async () => undefined;
  }
  const stack = await startStack({ label: 'e2e' });
  project.provide('baseUrl', stack.url);
  return () => stack.stop();
}

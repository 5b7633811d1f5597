import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './helpers/test-app.ts';

/**
 * Every route's contract, frozen: the OpenAPI document the service serves (GET /api/docs) must
 * equal test/fixtures/openapi.snapshot.json apart from its prose. Refactors (issue 17) move code
 * around; they must not change a path, a method, a parameter, a schema or a status.
 *
 * Prose is left out of the comparison: every `description` and `summary` key, except an
 * operation's description, which is generated from its roles ("Roles: admin, owner") and so is
 * part of the contract.
 *
 * To change the contract on purpose, regenerate the snapshot and review its diff:
 *   UPDATE_OPENAPI_SNAPSHOT=1 npx vitest run test/openapi-unchanged.test.ts
 */
const snapshotFile = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/openapi.snapshot.json');
const PROSE_KEYS = new Set(['description', 'summary']);
const HTTP_METHODS = new Set(['get', 'put', 'post', 'delete', 'patch', 'head', 'options', 'trace']);
/** Keys whose children are named by the API (a property called `description` is contract, not prose). */
const NAMED_MAPS = new Set(['properties', 'patternProperties', 'schemas', '$defs']);

type Json = null | boolean | number | string | Json[] | { [key: string]: Json };

/** A copy of `value` without prose keys; `keepDescription` keeps the one of the current object. */
function withoutProse(value: Json, keepDescription = false): Json {
  if (Array.isArray(value)) return value.map((item) => withoutProse(item));
  if (value === null || typeof value !== 'object') return value;
  const kept: { [key: string]: Json } = {};
  for (const [key, child] of Object.entries(value)) {
    if (PROSE_KEYS.has(key) && !(keepDescription && key === 'description')) continue;
    kept[key] = NAMED_MAPS.has(key) && isObject(child) ? eachWithoutProse(child) : withoutProse(child);
  }
  return kept;
}

function isObject(value: Json): value is { [key: string]: Json } {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** A map of named schemas: every name kept, prose removed inside each. */
function eachWithoutProse(map: { [key: string]: Json }): Json {
  return Object.fromEntries(Object.entries(map).map(([name, child]) => [name, withoutProse(child)]));
}

/** The document without prose; each operation keeps its generated roles description. */
function contractOf(document: { [key: string]: Json }): Json {
  const { paths, ...rest } = document;
  const contract = withoutProse(rest) as { [key: string]: Json };
  const keptPaths: { [key: string]: Json } = {};
  for (const [route, item] of Object.entries(paths as { [key: string]: { [key: string]: Json } })) {
    const operations: { [key: string]: Json } = {};
    for (const [method, operation] of Object.entries(item)) operations[method] = withoutProse(operation, HTTP_METHODS.has(method));
    keptPaths[route] = operations;
  }
  return { ...contract, paths: keptPaths };
}

let app: TestApp;
beforeAll(async () => {
  app = await createTestApp();
});
afterAll(async () => {
  await app?.close();
});

describe('the OpenAPI document', () => {
  it('is the committed snapshot, apart from descriptions', async () => {
    const response = await app.request('/api/docs');
    expect(response.status).toBe(200);
    const contract = contractOf(response.body);
    if (process.env.UPDATE_OPENAPI_SNAPSHOT === '1') fs.writeFileSync(snapshotFile, `${JSON.stringify(contract, null, 2)}\n`);
    const snapshot = JSON.parse(fs.readFileSync(snapshotFile, 'utf8')) as Json;
    // A sanity floor: a snapshot of an empty document would freeze nothing.
    expect(Object.keys((snapshot as { paths: object }).paths).length).toBeGreaterThan(90);
    expect(contract, 'the API contract changed: if on purpose, see this file’s comment').toEqual(snapshot);
  });
});

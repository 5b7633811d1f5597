import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';

/**
 * The CMS is its own npm project built by Strapi, which compiles only what is under cms/, so it
 * builds its events from copies of these files (`cms/scripts/copy-contract.mjs`, run by
 * `npm run build --prefix cms`). A copy that differs is a CMS signing or typing against an old
 * contract.
 */
const CONTRACT_FILES = ['cms-event.types.ts', 'cms-signature.ts'];

describe("the CMS's copy of the event contract", () => {
  it.each(CONTRACT_FILES)('%s: the copy in cms/src/contract/ is the file in shared/src/cms/ byte for byte', (file) => {
    const source = readFileSync(new URL(`./${file}`, import.meta.url), 'utf8');
    const copy = readFileSync(new URL(`../../../cms/src/contract/${file}`, import.meta.url), 'utf8');
    expect(copy, 'run `npm run build --prefix cms` to refresh the copy').toBe(source);
  });
});

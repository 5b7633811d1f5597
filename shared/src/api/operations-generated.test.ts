import { readFileSync, writeFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { GENERATED_FILE, readContract, renderOperations } from './generate-operations.ts';

describe('operations.generated.ts', () => {
  it('is what the contract generates (UPDATE_API_OPERATIONS=1 rewrites it)', async () => {
    const expected = renderOperations(await readContract());
    if (process.env.UPDATE_API_OPERATIONS) writeFileSync(GENERATED_FILE, expected);
    expect(readFileSync(GENERATED_FILE, 'utf8')).toBe(expected);
  });
});

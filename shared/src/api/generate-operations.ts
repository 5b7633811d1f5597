/**
 * Writes operations.generated.ts from the contract: every `*.contract.ts` in shared/src/contract
 * exports its domain's operations as `export const <domain> = { <action>: operation({...}) }`,
 * and each operation's id must be `<domain>.<action>`. The generated file holds only methods,
 * paths and loaders (no zod), and the contract's type for the client's typing.
 */
import { readdirSync } from 'node:fs';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { join } from 'node:path';
import type { Operation } from '../contract/operation.ts';

export const CONTRACT_DIR = fileURLToPath(new URL('../contract/', import.meta.url));
export const GENERATED_FILE = fileURLToPath(new URL('./operations.generated.ts', import.meta.url));

function isOperation(value: unknown): value is Operation {
  return typeof value === 'object' && value !== null && 'operationId' in value && 'method' in value && 'path' in value;
}

interface Domain {
  file: string;
  name: string;
  operations: [action: string, op: Operation][];
}

export async function readContract(): Promise<Domain[]> {
  const files = readdirSync(CONTRACT_DIR)
    .filter((file) => file.endsWith('.contract.ts'))
    .sort();
  const domains: Domain[] = [];
  for (const file of files) {
    const module = (await import(pathToFileURL(join(CONTRACT_DIR, file)).href)) as Record<string, unknown>;
    for (const [name, group] of Object.entries(module)) {
      if (typeof group !== 'object' || group === null) continue;
      const operations = Object.entries(group).filter((entry): entry is [string, Operation] => isOperation(entry[1]));
      if (operations.length === 0) continue;
      for (const [action, op] of operations) {
        if (op.operationId !== `${name}.${action}`) throw new Error(`${file}: ${name}.${action} has operationId ${op.operationId}; it must be ${name}.${action}`);
      }
      domains.push({ file, name, operations });
    }
  }
  return domains;
}

export function renderOperations(domains: Domain[]): string {
  const lines = [
    '// Generated from shared/src/contract/*.contract.ts by shared/src/api/generate-operations.ts: do not edit.',
    '// After changing the contract: `cd shared && UPDATE_API_OPERATIONS=1 npx vitest run src/api/operations-generated.test.ts`.',
    '',
  ];
  for (const domain of domains) lines.push(`import type { ${domain.name} } from '../contract/${domain.file}';`);
  lines.push('', "/** The contract's type, by domain and action (type only: erased from the bundle). */", 'export interface ApiContract {');
  for (const domain of domains) lines.push(`  ${domain.name}: typeof ${domain.name};`);
  lines.push('}', '', "/** Each operation's method and path; its schemas load with its first call. */", 'export const operations = {');
  for (const domain of domains) {
    lines.push(`  ${domain.name}: {`);
    for (const [action, op] of domain.operations) {
      lines.push(`    ${action}: {`);
      lines.push(`      method: '${op.method}',`);
      lines.push(`      path: '${op.path}',`);
      lines.push(`      operationId: '${op.operationId}',`);
      lines.push(`      load: () => import('../contract/${domain.file}').then((m) => m.${domain.name}.${action}),`);
      lines.push('    },');
    }
    lines.push('  },');
  }
  lines.push('} as const;', '');
  return lines.join('\n');
}

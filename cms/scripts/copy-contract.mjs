// Copies the CMS's half of the event contract from the shared package into src/contract/, so
// Strapi's TypeScript build (CommonJS, rooted at cms/) compiles it like our own code. Both files
// import nothing of the shared package; shared/src/cms/cms-contract-copy.test.ts fails when a
// copy differs. Run by `npm run build`; built on its own (the Docker image's context is cms/
// only), the CMS keeps the copies checked in with it.
import { copyFileSync, existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const CONTRACT_FILES = ['cms-event.types.ts', 'cms-signature.ts'];
const from = fileURLToPath(new URL('../../shared/src/cms/', import.meta.url));
const to = fileURLToPath(new URL('../src/contract/', import.meta.url));

if (!existsSync(from)) {
  console.log(`[contract] ${from} not found: building with the checked-in copies in src/contract/`);
} else {
  for (const file of CONTRACT_FILES) {
    const source = readFileSync(from + file, 'utf8');
    if (!existsSync(to + file) || readFileSync(to + file, 'utf8') !== source) {
      copyFileSync(from + file, to + file);
      console.log(`[contract] src/contract/${file} updated from shared/src/cms/${file}`);
    }
  }
}

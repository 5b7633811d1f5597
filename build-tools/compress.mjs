#!/usr/bin/env node
/**
 * After `vite build` of either front end: writes a brotli (.br) and a gzip (.gz) sibling of every
 * text file of the build, so the booking service sends them precompressed (chosen by
 * Accept-Encoding), and prints what a first visit's HTML loads before any lazy route: index.html's
 * entry script and its modulepreloads, gzipped. (The first route's full initial JS, its lazy chunk
 * included, is printed by build-tools/initial-js-report.ts in the app's vite.config.ts.)
 *
 *   node ../build-tools/compress.mjs [distDir] [base]
 *
 * distDir defaults to dist/ of the folder it runs in (npm runs it in the app's); base is the app's
 * Vite `base`, the prefix of the URLs index.html names (the back office: /admin/).
 */
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';

const COMPRESSIBLE = /\.(js|mjs|css|svg|html|json|txt|xml|webmanifest)$/i;
/** Below this, compression saves nothing worth a second file. */
const MIN_BYTES = 512;

const dist = path.resolve(process.argv[2] ?? 'dist');
const base = process.argv[3] ?? '/';

function filesUnder(dir) {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const full = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(full) : [full];
  });
}

const gzip = (buffer) => zlib.gzipSync(buffer, { level: 9 });
const brotli = (buffer) =>
  zlib.brotliCompressSync(buffer, {
    params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: buffer.length },
  });
const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

if (!fs.existsSync(path.join(dist, 'index.html'))) {
  console.error(`compress: ${dist} holds no index.html; run vite build first`);
  process.exit(1);
}

let count = 0;
let raw = 0;
let gzTotal = 0;
let brTotal = 0;
for (const file of filesUnder(dist)) {
  if (!COMPRESSIBLE.test(file)) continue;
  const content = fs.readFileSync(file);
  for (const stale of [`${file}.gz`, `${file}.br`]) fs.rmSync(stale, { force: true });
  if (content.length < MIN_BYTES) continue;
  const gz = gzip(content);
  const br = brotli(content);
  // A sibling larger than the file would only cost bytes.
  if (gz.length < content.length) fs.writeFileSync(`${file}.gz`, gz);
  if (br.length < content.length) fs.writeFileSync(`${file}.br`, br);
  count += 1;
  raw += content.length;
  gzTotal += Math.min(gz.length, content.length);
  brTotal += Math.min(br.length, content.length);
}

// What index.html itself loads: <script type="module" src> and <link rel="modulepreload" href>.
const html = fs.readFileSync(path.join(dist, 'index.html'), 'utf8');
const initial = [...html.matchAll(/<script\b[^>]*\btype="module"[^>]*\bsrc="([^"]+)"/g), ...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*\bhref="([^"]+)"/g)].map((m) => m[1]);
let initialGz = 0;
const rows = [];
for (const url of new Set(initial)) {
  const file = path.join(dist, url.startsWith(base) ? url.slice(base.length) : url.replace(/^\//, ''));
  if (!fs.existsSync(file)) continue;
  const size = gzip(fs.readFileSync(file)).length;
  initialGz += size;
  rows.push(`  ${kb(size).padStart(9)}  ${url}`);
}

console.log(`compress: ${count} files, ${kb(raw)} -> ${kb(gzTotal)} gzip, ${kb(brTotal)} brotli (.gz and .br written beside each)`);
console.log(`index.html's initial JS (entry + modulepreloads, gzipped): ${kb(initialGz)}\n${rows.join('\n')}`);

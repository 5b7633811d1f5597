import { existsSync, readFileSync, readdirSync } from 'node:fs';
import { extname, join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';

/**
 * Code comments cite the product description as `docs/product.md#<anchor>`. This test keeps those
 * citations true: every cited anchor must exist in docs/product.md, and nothing may still cite the
 * product documents it replaced (the removed docs/spec/ folder, or its sections as "spec 2",
 * "spec §4", "(spec, ...)", "the spec"). The second check reads comments only, so test names and
 * API descriptions that mention the original brief in their own words do not count.
 */
const ROOT = fileURLToPath(new URL('../../', import.meta.url));
const PRODUCT_DOC = join(ROOT, 'docs/product.md');
const SELF = fileURLToPath(import.meta.url);

/** Where the source lives; node_modules and build output are skipped. */
const SOURCE_DIRS = ['storefront/src', 'backoffice/src', 'web-common/src', 'booking-service/src', 'booking-service/test', 'shared/src', 'cms/src'];
const SKIPPED_DIRS = new Set(['node_modules', 'dist']);
const TEXT_FILES = new Set(['.ts', '.tsx', '.js', '.jsx', '.mjs', '.cjs', '.css', '.json', '.md', '.html']);
const SCRIPT_KINDS: Record<string, ts.ScriptKind> = {
  '.ts': ts.ScriptKind.TS,
  '.tsx': ts.ScriptKind.TSX,
  '.js': ts.ScriptKind.JS,
  '.jsx': ts.ScriptKind.JSX,
  '.mjs': ts.ScriptKind.JS,
  '.cjs': ts.ScriptKind.JS,
};

const ANCHOR_CITATION = /docs\/product\.md#([A-Za-z0-9_-]+)/g;
const OLD_FOLDER = /docs\/spec\b/g;
/** The ways comments cited the old documents: "spec 2", "Spec 9's", "spec §4", "(spec, ...)", "the spec", "Spec:". */
const OLD_CITATIONS = [/docs\/spec\b/gi, /\bspec\s*§/gi, /\bspec\s+\d/gi, /\bspec,?\s+section\b/gi, /\(spec\b/gi, /\bspec\/(?:public-and-customer|back-office)\.md/gi, /\bthe spec\b/gi, /\bSpec\b/g];

interface SourceFile {
  path: string;
  text: string;
}

function walk(dir: string, found: string[]): void {
  if (!existsSync(dir)) return;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (entry.isDirectory()) {
      if (!SKIPPED_DIRS.has(entry.name)) walk(join(dir, entry.name), found);
    } else if (TEXT_FILES.has(extname(entry.name))) {
      found.push(join(dir, entry.name));
    }
  }
}

function sourceFiles(): SourceFile[] {
  const paths: string[] = [];
  for (const dir of SOURCE_DIRS) walk(join(ROOT, dir), paths);
  return paths
    .filter((path) => path !== SELF)
    .sort()
    .map((path) => ({ path: relative(ROOT, path), text: readFileSync(path, 'utf8') }));
}

/** GitHub's id for a heading: lower case, punctuation dropped, spaces to hyphens. */
function headingSlug(heading: string): string {
  return heading
    .trim()
    .toLowerCase()
    .replace(/[^\p{L}\p{N}\s_-]/gu, '')
    .replace(/\s/g, '-');
}

/** The anchors docs/product.md defines: explicit `<a id>` elements, and its headings' ids. */
function productAnchors(): Set<string> {
  const text = readFileSync(PRODUCT_DOC, 'utf8');
  const anchors = new Set<string>();
  for (const match of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
  for (const match of text.matchAll(/^#{1,6}\s+(.+)$/gm)) anchors.add(headingSlug(match[1]!));
  return anchors;
}

function lineAt(text: string, offset: number): number {
  let line = 1;
  for (let i = 0; i < offset; i++) if (text.charCodeAt(i) === 10) line++;
  return line;
}

function lineText(text: string, line: number): string {
  return (text.split('\n')[line - 1] ?? '').trim();
}

/** The comments of a file as [start, end) offsets: by the TypeScript scanner for scripts, `/* *\/` blocks for CSS. */
function commentRanges(file: SourceFile): [number, number][] {
  const ext = extname(file.path);
  if (ext === '.css') return [...file.text.matchAll(/\/\*[\s\S]*?\*\//g)].map((m) => [m.index, m.index + m[0].length]);
  const kind = SCRIPT_KINDS[ext];
  if (kind === undefined) return [];
  const source = ts.createSourceFile(file.path, file.text, ts.ScriptTarget.Latest, true, kind);
  const ranges = new Map<number, number>();
  const add = (found: ts.CommentRange[] | undefined) => found?.forEach((range) => ranges.set(range.pos, range.end));
  const visit = (node: ts.Node) => {
    add(ts.getLeadingCommentRanges(file.text, node.getFullStart()));
    add(ts.getTrailingCommentRanges(file.text, node.getEnd()));
    node.getChildren(source).forEach(visit);
  };
  visit(source);
  return [...ranges];
}

describe('docs/product.md citations in the source', () => {
  it('every docs/product.md#anchor cited in the source exists in docs/product.md', { timeout: 60_000 }, () => {
    expect(existsSync(PRODUCT_DOC), 'docs/product.md is missing').toBe(true);
    const anchors = productAnchors();
    const files = sourceFiles();
    expect(files.length, 'the scan found the source folders').toBeGreaterThan(100);

    const broken: string[] = [];
    for (const file of files) {
      for (const match of file.text.matchAll(ANCHOR_CITATION)) {
        if (!anchors.has(match[1]!)) broken.push(`${file.path}:${lineAt(file.text, match.index)}: #${match[1]} (${lineText(file.text, lineAt(file.text, match.index))})`);
      }
    }
    expect(broken, `anchors cited but not defined in docs/product.md (defined: ${[...anchors].sort().join(', ')})`).toEqual([]);
  });

  it('no source file cites the removed docs/spec/ documents: cite docs/product.md#<anchor> instead', { timeout: 60_000 }, () => {
    const offenders: string[] = [];
    for (const file of sourceFiles()) {
      const lines = new Set<number>();
      // The old folder, anywhere in the file (a link in a string is as stale as one in a comment).
      for (const match of file.text.matchAll(OLD_FOLDER)) lines.add(lineAt(file.text, match.index));
      // "spec N" and friends, in comments only. Parse only the files that mention one at all.
      if (OLD_CITATIONS.some((pattern) => new RegExp(pattern.source, pattern.flags).test(file.text))) {
        for (const [start, end] of commentRanges(file)) {
          const comment = file.text.slice(start, end);
          for (const pattern of OLD_CITATIONS) {
            for (const match of comment.matchAll(new RegExp(pattern.source, pattern.flags))) lines.add(lineAt(file.text, start + match.index));
          }
        }
      }
      for (const line of [...lines].sort((a, b) => a - b)) offenders.push(`${file.path}:${line}: ${lineText(file.text, line)}`);
    }
    expect(offenders, 'comments that still cite the old product documents').toEqual([]);
  });
});

/** The documents a reader opens first: the README, everything under docs/, the CMS's README. */
function markdownDocs(): string[] {
  const docs = ['README.md', 'cms/README.md'];
  for (const entry of readdirSync(join(ROOT, 'docs'))) if (entry.endsWith('.md')) docs.push(`docs/${entry}`);
  return docs;
}

/** The anchors a Markdown file defines: its headings' ids and explicit `<a id>` elements. */
function anchorsOf(path: string): Set<string> {
  const text = readFileSync(path, 'utf8');
  const anchors = new Set<string>();
  for (const match of text.matchAll(/<a\s+(?:id|name)="([^"]+)"/g)) anchors.add(match[1]!);
  for (const match of text.replace(/^```[\s\S]*?^```/gm, '').matchAll(/^#{1,6}\s+(.+)$/gm)) anchors.add(headingSlug(match[1]!));
  return anchors;
}

describe('links in the README and docs/', () => {
  it('every relative link and image resolves to a file of the repository, and every #anchor into a Markdown file exists there', () => {
    const broken: string[] = [];
    for (const doc of markdownDocs()) {
      const text = readFileSync(join(ROOT, doc), 'utf8').replace(/^```[\s\S]*?^```/gm, '');
      const targets = [...text.matchAll(/\]\(([^)\s]+)\)/g), ...text.matchAll(/\bsrc="([^"]+)"/g)].map((match) => match[1]!);
      for (const target of targets) {
        if (/^[a-z]+:/i.test(target)) continue; // http(s), mailto: outside the repository
        const [file = '', anchor] = target.split('#');
        const path = file ? join(ROOT, doc, '..', file) : join(ROOT, doc);
        if (!existsSync(path)) broken.push(`${doc}: ${target} (no such file)`);
        else if (anchor && path.endsWith('.md') && !anchorsOf(path).has(anchor)) broken.push(`${doc}: ${target} (no such anchor)`);
      }
    }
    expect(broken).toEqual([]);
  });
});

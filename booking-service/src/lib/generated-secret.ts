import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface GeneratedSecret {
  /** The file's whole text. */
  value: string;
  /** This call made the value (it was not there before). */
  generated: boolean;
}

/**
 * A value made once and then kept in a file (a development key or password in DATA_DIR), safe
 * when several processes start at the same moment on one folder.
 *
 * The value is written whole to a temporary file in the same folder and then linked to its name:
 * `link` refuses a name that exists (EEXIST) without touching it, so exactly one process's value
 * wins, and the others read the winner's file, which is whole from the moment it has its name.
 * (Creating the file with `flag: 'wx'` and then writing it left a moment in which a second
 * process found it empty.)
 *
 * `accept` says whether a kept value is still good (for example, made for another email); one it
 * refuses is replaced by a rename, which is atomic too. Two processes replacing at the same moment
 * each read back what the file holds after their own rename, so they rarely disagree and never
 * read half a file.
 */
export function generatedOnce(file: string, generate: () => string, accept: (text: string) => boolean = () => true): GeneratedSecret {
  const kept = readIfPresent(file);
  if (kept !== undefined && accept(kept)) return { value: kept, generated: false };

  const dir = path.dirname(file);
  fs.mkdirSync(dir, { recursive: true });
  const value = generate();
  const temporary = path.join(dir, `.${path.basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  writeDurably(temporary, value);
  try {
    if (kept === undefined) {
      try {
        fs.linkSync(temporary, file);
        return { value, generated: true };
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const winner = fs.readFileSync(file, 'utf8');
      if (accept(winner)) return { value: winner, generated: false };
    }
    fs.renameSync(temporary, file);
    const now = fs.readFileSync(file, 'utf8');
    return { value: now, generated: now === value };
  } finally {
    fs.rmSync(temporary, { force: true });
  }
}

function readIfPresent(file: string): string | undefined {
  try {
    return fs.readFileSync(file, 'utf8');
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw err;
  }
}

/** Owner-only, and on disk before it gets its name: a crash never leaves a named but empty file. */
function writeDurably(file: string, text: string): void {
  const fd = fs.openSync(file, 'wx', 0o600);
  try {
    fs.writeFileSync(fd, text);
    fs.fsyncSync(fd);
  } finally {
    fs.closeSync(fd);
  }
}

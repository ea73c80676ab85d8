import { readFileSync } from 'node:fs';
import { JsoncSyntaxError, parseJsonc } from '../connect/config/jsonc.js';
import { IgnoreFileError, ignoreEntries, type IgnoreEntry } from '../pipeline/ignore-file.js';
import { unexpired } from '../pipeline/ignore.js';
import { UsageError } from './errors.js';

/** A reviewed list is small; a huge file is a mistake (or not the file meant). */
const MAX_BYTES = 4 * 1024 * 1024;

/** Reads and validates `--ignore <file>`: any problem is one line and exit 2, before anything is scanned. */
export function readIgnoreFile(path: string): IgnoreEntry[] {
  const where = `--ignore ${path}`;
  let text: string;
  try {
    const bytes = readFileSync(path);
    if (bytes.length > MAX_BYTES) throw new UsageError(`${where}: larger than ${MAX_BYTES} bytes`);
    text = bytes.toString('utf8');
  } catch (err) {
    if (err instanceof UsageError) throw err;
    throw new UsageError(`${where}: ${(err as NodeJS.ErrnoException).code === 'ENOENT' ? 'no such file' : (err as Error).message.split('\n')[0]}`);
  }
  try {
    return ignoreEntries(parseJsonc(text));
  } catch (err) {
    if (err instanceof JsoncSyntaxError || err instanceof IgnoreFileError) throw new UsageError(`${where}: ${err.message}`);
    throw err;
  }
}

/** One stderr line per expired entry: it no longer applies, and the file should drop or renew it. */
export function expiredLines(entries: readonly IgnoreEntry[], now: string): string[] {
  const live = new Set(unexpired(entries, now));
  return entries
    .filter((e) => !live.has(e))
    .map((e) => `ignore entry ${e.id} (${JSON.stringify(e.server)} ${JSON.stringify(e.tool)} ${e.path}) expired at ${e.expires}: no longer applied`);
}

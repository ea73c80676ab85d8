import { closeSync, fsyncSync, openSync, renameSync, unlinkSync, writeSync } from 'node:fs';
import { basename, dirname, join } from 'node:path';

/**
 * Writes a file whole: a temporary file beside it, fsync, rename. A reader (a CI job, a log
 * shipper) never sees half a file, and a failed write leaves the old one. Throws the system error;
 * callers say it in their own words.
 */
export function writeFileWhole(path: string, chunks: readonly string[], mode: number): void {
  const tmp = join(dirname(path), `.${basename(path)}.${process.pid}.tmp`);
  try {
    const fd = openSync(tmp, 'w', mode);
    try {
      for (const c of chunks) writeSync(fd, c);
      fsyncSync(fd);
    } finally {
      closeSync(fd);
    }
    renameSync(tmp, path);
  } catch (e) {
    try {
      unlinkSync(tmp);
    } catch {
      // nothing was created
    }
    throw e;
  }
}

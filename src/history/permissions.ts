/**
 * Who else can write the history. A file (or the target of a symlink) that group or others can
 * write, or that another user owns, could be rewritten behind the sensor's back, and SQLite would
 * give its -wal and -shm files the same mode. Such a file is refused with a line that says how to
 * fix it, never quietly adopted or re-moded: it may already have been tampered with, and only the
 * operator can tell (`verify` first, then chmod). A folder that others can write without the
 * sticky bit lets them swap the file itself, and is refused the same way. POSIX only.
 */
import { chmodSync, lstatSync, statSync, type Stats } from 'node:fs';
import { dirname } from 'node:path';
import { HistoryError } from './errors.js';

const GROUP_OR_OTHER_WRITE = 0o022;
const STICKY = 0o1000;

function uid(): number | null {
  return typeof process.getuid === 'function' ? process.getuid() : null;
}

function octal(mode: number): string {
  return (mode & 0o7777).toString(8).padStart(4, '0');
}

function statOrNull(path: string, follow: boolean): Stats | null {
  try {
    return follow ? statSync(path) : lstatSync(path);
  } catch {
    return null;
  }
}

/** One file the store will write: owned by us (or we are root) and not writable by group or others. */
function checkFile(path: string, what: string, me: number): void {
  const st = statOrNull(path, true);
  if (!st) return;
  const link = statOrNull(path, false)?.isSymbolicLink() ? ' (through a symlink)' : '';
  if (st.uid !== me && me !== 0) {
    throw new HistoryError('permissions', `${what} ${path}${link} belongs to another user (uid ${st.uid}); refusing to write it. Move it away, or run as its owner`);
  }
  if ((st.mode & GROUP_OR_OTHER_WRITE) !== 0) {
    throw new HistoryError('permissions', `${what} ${path}${link} is writable by group or others (mode ${octal(st.mode)}); refusing to use it. Run verify, then chmod 600 it`);
  }
}

/** Before a write open: the file, its -wal and -shm, and the folder they live in. */
export function checkWritePermissions(path: string): void {
  const me = uid();
  if (me === null) return;
  checkFile(path, 'history database', me);
  checkFile(`${path}-wal`, 'history database journal', me);
  checkFile(`${path}-shm`, 'history database journal', me);
  const real = statOrNull(path, true) ? path : null;
  const folder = dirname(real ?? path);
  const dir = statOrNull(folder, true);
  if (dir && (dir.mode & GROUP_OR_OTHER_WRITE) !== 0 && (dir.mode & STICKY) === 0) {
    throw new HistoryError('permissions', `the folder ${folder} of history database ${path} is writable by group or others without the sticky bit (mode ${octal(dir.mode)}): anyone there can replace the file. Use a folder only you can write (chmod 700 it)`);
  }
}

/**
 * SQLite gives the -wal and -shm files it creates the database file's own mode (it fchmods them,
 * whatever the umask), so a 0644 history would get a 0644 journal. Called right after the switch
 * to WAL, which creates them: ours become 0600. Another user's are left alone (and were refused).
 */
export function privateSideFiles(path: string): void {
  const me = uid();
  if (me === null) return;
  for (const side of [`${path}-wal`, `${path}-shm`]) {
    const st = statOrNull(side, false);
    if (!st || !st.isFile() || st.uid !== me || (st.mode & 0o077) === 0) continue;
    try {
      chmodSync(side, 0o600);
    } catch {
      // Gone already (the last connection closed): nothing to protect.
    }
  }
}

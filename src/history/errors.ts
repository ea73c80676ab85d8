/**
 * The one error history/ lets out for expected failures. The CLI prints its message as one line
 * and exits 2; anything else escaping the store is a bug and keeps its stack.
 */

export const HISTORY_ERROR_CODES = [
  /** Not a SQLite file, a damaged one, or a SQLite database that is not ours. Never overwritten. */
  'corrupt',
  /** Another process held the write lock longer than busy_timeout. */
  'locked',
  /** The file or its folder cannot be written. */
  'readonly',
  /** The file or its folder cannot be created or opened. */
  'cannot_create',
  /** A server, version, announcement or database that does not exist. */
  'not_found',
  /** The append-only guarantee was hit (a trigger refused a write). */
  'integrity',
  /** The store was called in a way its contract forbids. */
  'usage',
  /** The file, a journal or the folder can be written by someone else, or belongs to someone else. */
  'permissions',
  /** The disk is full or the operating system failed a read or write. */
  'io',
] as const;
export type HistoryErrorCode = (typeof HISTORY_ERROR_CODES)[number];

export class HistoryError extends Error {
  override readonly name = 'HistoryError';
  readonly code: HistoryErrorCode;

  constructor(code: HistoryErrorCode, message: string) {
    super(message.replace(/\s+/g, ' ').trim());
    this.code = code;
  }
}

interface SqliteLike {
  code: string;
  message: string;
}

function isSqliteError(e: unknown): e is SqliteLike {
  return e instanceof Error && e.name === 'SqliteError' && typeof (e as { code?: unknown }).code === 'string';
}

/** SQLite's answer that another connection holds the lock it needs (any SQLITE_BUSY_* variant). */
export function isBusy(e: unknown): boolean {
  return isSqliteError(e) && e.code.startsWith('SQLITE_BUSY');
}

/**
 * Maps a better-sqlite3 error to a HistoryError by its extended SQLITE_* code, or returns null for
 * errors that are bugs (a bad statement, a constraint the store should have prevented).
 */
export function fromSqlite(e: unknown, path: string, busyTimeoutMs: number): HistoryError | null {
  if (e instanceof HistoryError) return e;
  if (!isSqliteError(e)) return null;
  const code = e.code;
  const where = path === ':memory:' ? 'in-memory history' : `history database ${path}`;
  if (isBusy(e) || code.startsWith('SQLITE_LOCKED')) {
    return new HistoryError('locked', `${where} is locked by another process (waited ${busyTimeoutMs} ms)`);
  }
  if (code.startsWith('SQLITE_READONLY') || code === 'SQLITE_PERM' || code === 'SQLITE_AUTH') {
    return new HistoryError('readonly', `${where} cannot be written (read-only file, folder or mount)`);
  }
  if (code.startsWith('SQLITE_CANTOPEN')) {
    return new HistoryError('cannot_create', `${where} cannot be opened or created`);
  }
  if (code.startsWith('SQLITE_CORRUPT') || code === 'SQLITE_NOTADB') {
    return new HistoryError('corrupt', `${where} is corrupt or not a SQLite database; it was left untouched`);
  }
  if (code === 'SQLITE_CONSTRAINT_TRIGGER' && e.message.includes('append-only')) {
    return new HistoryError('integrity', `${where} is append-only: ${e.message}`);
  }
  if (code === 'SQLITE_FULL' || code.startsWith('SQLITE_IOERR')) {
    return new HistoryError('io', `${where}: ${code === 'SQLITE_FULL' ? 'disk full' : 'I/O error'} (${code})`);
  }
  return null;
}

/** Runs fn and rethrows SQLite failures as HistoryError, so callers see one error class. */
export function translated<T>(path: string, busyTimeoutMs: number, fn: () => T): T {
  try {
    return fn();
  } catch (e) {
    throw fromSqlite(e, path, busyTimeoutMs) ?? e;
  }
}

import { accessSync, chmodSync, closeSync, constants, mkdirSync, openSync, readSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type BetterSqlite3 from 'better-sqlite3';
import { HistoryError, fromSqlite, isBusy } from './errors.js';
import { identify, loadHmacKey, migrate, refuseForeign, refuseNewer } from './migrate.js';
import { checkWritePermissions, privateSideFiles } from './permissions.js';
import { LATEST_VERSION } from './schema.js';
import { SqliteStore } from './sqlite-store.js';
import type { Store } from './types.js';

export interface OpenOptions {
  /** Open without writing anything (no migration, no WAL switch); writes fail with 'readonly'. */
  readonly?: boolean;
  /** Create the file (0600) and its folder (0700) when missing. Default true unless readonly. */
  create?: boolean;
  /** How long to wait for another process's write lock before 'locked'. Default 10 000 ms. */
  busyTimeoutMs?: number;
  /** Run SQLite's `PRAGMA quick_check` at open (O(file size); `verify` always runs it). Default false. */
  quickCheck?: boolean;
  /** Key kept outside the database (`--chain-key-file`): writes are sealed with it, verify checks the seals. */
  chainKey?: Buffer;
  /** Clock for the rows written by migrations. */
  now?: () => string;
}

const DEFAULT_BUSY_TIMEOUT_MS = 10_000;
const SQLITE_MAGIC = Buffer.from('SQLite format 3\0', 'latin1');

type Driver = typeof BetterSqlite3;

/**
 * Loaded on first open: commands that never touch the history do not pay for the native module.
 * The addon is named by its path when it sits where better-sqlite3's own build puts it: otherwise
 * the driver finds it through the `bindings` package, which loads two more modules and tries a
 * dozen folders first (about a quarter of the driver's load). Anywhere else, that search as before.
 */
let driver: { Database: Driver; nativeBinding?: string } | null = null;

function loadDriver(): { Database: Driver; nativeBinding?: string } {
  if (driver) return driver;
  const require = createRequire(import.meta.url);
  const Database = require('better-sqlite3') as Driver;
  driver = { Database };
  try {
    const addon = join(dirname(require.resolve('better-sqlite3/package.json')), 'build', 'Release', 'better_sqlite3.node');
    if (statSync(addon).isFile()) driver = { Database, nativeBinding: addon };
  } catch {
    // Not where its build leaves it (or not resolvable so): the driver's own search.
  }
  return driver;
}

function fsCode(e: unknown): string {
  return typeof (e as { code?: unknown })?.code === 'string' ? (e as { code: string }).code : 'unknown';
}

/** Refuses anything that is not a SQLite file by its header, without opening it through SQLite. */
function checkHeader(path: string, size: number): void {
  if (size === 0) return;
  const head = Buffer.alloc(16);
  const fd = openSync(path, 'r');
  try {
    readSync(fd, head, 0, 16, 0);
  } finally {
    closeSync(fd);
  }
  if (size < 16 || !head.equals(SQLITE_MAGIC)) {
    throw new HistoryError('corrupt', `history database ${path} is not a SQLite database; it was left untouched`);
  }
}

/** Creates the folder (0700) and an empty file (0600) so SQLite never creates it with looser modes. */
function createFile(path: string): void {
  try {
    mkdirSync(dirname(path), { recursive: true, mode: 0o700 });
  } catch (e) {
    throw new HistoryError('cannot_create', `cannot create the folder of history database ${path} (${fsCode(e)})`);
  }
  try {
    closeSync(openSync(path, constants.O_CREAT | constants.O_EXCL | constants.O_WRONLY, 0o600));
    chmodSync(path, 0o600);
  } catch (e) {
    if (fsCode(e) === 'EEXIST') return; // another process created it first: fine, SQLite serialises the rest
    throw new HistoryError('cannot_create', `cannot create history database ${path} (${fsCode(e)})`);
  }
}

function prepareFile(path: string, create: boolean, readonly: boolean): void {
  let size: number | null = null;
  try {
    const st = statSync(path);
    if (!st.isFile()) throw new HistoryError('cannot_create', `history database ${path} is not a regular file`);
    size = st.size;
  } catch (e) {
    if (e instanceof HistoryError) throw e;
    if (fsCode(e) !== 'ENOENT') throw new HistoryError('cannot_create', `cannot open history database ${path} (${fsCode(e)})`);
  }
  if (size === null) {
    if (!create) throw new HistoryError('not_found', `history database ${path} does not exist`);
    if (!readonly) checkWritePermissions(path);
    createFile(path);
    return;
  }
  try {
    checkHeader(path, size);
  } catch (e) {
    if (e instanceof HistoryError) throw e;
    throw new HistoryError(fsCode(e) === 'EACCES' ? 'readonly' : 'cannot_create', `cannot read history database ${path} (${fsCode(e)})`);
  }
  if (readonly) return;
  checkWritePermissions(path);
  // SQLite needs to write the file and to create its -wal and -shm files next to it.
  for (const [target, what] of [[path, 'file'], [dirname(path), 'folder']] as const) {
    try {
      accessSync(target, constants.W_OK);
    } catch {
      throw new HistoryError('readonly', `history database ${what} ${target} is not writable`);
    }
  }
}

const SLEEPER = new Int32Array(new SharedArrayBuffer(4));

/**
 * Runs `fn` again while SQLite answers SQLITE_BUSY, until `busyMs` have passed. Some statements get
 * that answer at once, without the busy handler (switching a file another connection holds to
 * write-ahead logging is one): processes that create or open one history together, a fleet's first
 * scans, then wait as every other statement does instead of failing at the first try. Setting up a
 * connection is idempotent (pragmas, a read, a migration in one transaction), so it can run again.
 */
function retryBusy<T>(fn: () => T, busyMs: number): T {
  const deadline = Date.now() + busyMs;
  for (let pause = 1; ; pause = Math.min(pause * 2, 50)) {
    try {
      return fn();
    } catch (e) {
      if (!isBusy(e) || Date.now() >= deadline) throw e;
      Atomics.wait(SLEEPER, 0, 0, pause);
    }
  }
}

function setUp(db: BetterSqlite3.Database, path: string, opts: OpenOptions): { version: number; key: Buffer } {
  db.pragma('foreign_keys = ON');
  // REPLACE and UPSERT deletes then fire the append-only triggers too.
  db.pragma('recursive_triggers = ON');
  const id = identify(db);
  if (id.kind === 'foreign') throw refuseForeign(path);
  if (id.kind === 'ours' && id.version > LATEST_VERSION) throw refuseNewer(path, id.version);
  if (opts.quickCheck) {
    const qc = db.prepare('PRAGMA quick_check').pluck().all() as string[];
    if (qc[0] !== 'ok') throw new HistoryError('corrupt', `history database ${path} fails SQLite's quick_check; it was left untouched`);
  }
  let version = id.kind === 'ours' ? id.version : 0;
  if (opts.readonly) {
    if (id.kind === 'empty') throw new HistoryError('not_found', `history database ${path} is empty`);
    if (version < LATEST_VERSION) throw new HistoryError('readonly', `history database ${path} needs a schema upgrade; open it once for writing`);
  } else {
    // FULL: a committed scan survives a power cut too, not only a killed process. A new history is
    // created with NORMAL (its schema's commit is not synced on its own) and then set to FULL: the
    // first commit after, a scan's, syncs the write-ahead log and with it every frame before it, so
    // a committed scan is as durable as before, and a creation lost to a power cut before any scan
    // is an empty file the next run creates again. That saves three of a first contact's ten
    // fsyncs (the log's header, the schema's commit, and the journal header of the switch to WAL),
    // each a few milliseconds to tens of them on a busy disk.
    const fresh = id.kind === 'empty';
    db.pragma(fresh ? 'synchronous = NORMAL' : 'synchronous = FULL');
    if (path !== ':memory:') {
      db.pragma('journal_mode = WAL');
      privateSideFiles(path);
    }
    version = migrate(db, path, opts.now ?? (() => new Date().toISOString()));
    if (fresh) db.pragma('synchronous = FULL');
  }
  return { version, key: loadHmacKey(db, path) };
}

function open(path: string, opts: OpenOptions): Store {
  const busy = opts.busyTimeoutMs ?? DEFAULT_BUSY_TIMEOUT_MS;
  const readonly = opts.readonly ?? false;
  const { Database, nativeBinding } = loadDriver();
  let db: BetterSqlite3.Database;
  try {
    db = new Database(path, { readonly, fileMustExist: path !== ':memory:', timeout: busy, ...(nativeBinding ? { nativeBinding } : {}) });
  } catch (e) {
    throw fromSqlite(e, path, busy) ?? e;
  }
  try {
    const { version, key } = retryBusy(() => setUp(db, path, opts), busy);
    return new SqliteStore(db, { path, busyTimeoutMs: busy, schemaVersion: version, hmacKey: key, ...(opts.chainKey ? { chainKey: opts.chainKey } : {}) });
  } catch (e) {
    db.close();
    throw fromSqlite(e, path, busy) ?? e;
  }
}

/**
 * Opens (and by default creates) the history at `path`. A file that is not a SQLite database, or a
 * SQLite database that is not ours, is refused with HistoryError('corrupt') and never modified.
 */
export function openStore(path: string, opts: OpenOptions = {}): Store {
  if (path === ':memory:') return openMemoryStore(opts);
  const readonly = opts.readonly ?? false;
  prepareFile(path, (opts.create ?? true) && !readonly, readonly);
  return open(path, opts);
}

/** A throwaway history for tests and `demo`. */
export function openMemoryStore(opts: Pick<OpenOptions, 'now'> = {}): Store {
  return open(':memory:', { ...opts, readonly: false });
}

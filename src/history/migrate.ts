import { randomBytes } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import { ChainWriter } from './chain.js';
import { HistoryError } from './errors.js';
import { APPLICATION_ID, APPLICATION_NAME, LATEST_VERSION, MIGRATIONS, appendOnlyTriggers, chainedTablesAt, type Migration } from './schema.js';

type Db = BetterSqlite3.Database;

/** What the file holds before we touch it. */
export type Identity = { kind: 'ours'; version: number } | { kind: 'empty' } | { kind: 'foreign'; applicationId: number };

/** Reads only: a file that is not ours must come out of this byte-identical. */
export function identify(db: Db): Identity {
  const applicationId = db.pragma('application_id', { simple: true }) as number;
  const version = db.pragma('user_version', { simple: true }) as number;
  if (applicationId === APPLICATION_ID) return { kind: 'ours', version };
  const objects = db.prepare('SELECT count(*) FROM sqlite_master').pluck().get() as number;
  if (applicationId === 0 && version === 0 && objects === 0) return { kind: 'empty' };
  return { kind: 'foreign', applicationId };
}

export function refuseForeign(path: string): HistoryError {
  return new HistoryError('corrupt', `${path} is a SQLite database of another application, not a mcp-schema-sentinel history; it was left untouched`);
}

export function refuseNewer(path: string, version: number): HistoryError {
  return new HistoryError('usage', `history database ${path} has schema version ${version}, newer than this sensor supports (${LATEST_VERSION}); upgrade mcp-schema-sentinel`);
}

/** Rows a migration adds to `meta` besides its own 'migration' row. */
function seedRows(version: number): Array<{ key: string; value: string }> {
  if (version !== 1) return [];
  return [
    { key: 'application', value: APPLICATION_NAME },
    // The key that makes credential hashes comparable within this database and useless outside it.
    { key: 'hmac_key', value: randomBytes(32).toString('hex') },
  ];
}

/** A migration's statements, its tables' append-only triggers after them, as one script. */
export function migrationScript(m: Migration): string {
  return [m.sql, ...m.tables.flatMap((table) => appendOnlyTriggers(table).map((t) => t.sql))].join(';\n') + ';\n';
}

/**
 * Brings the schema to LATEST_VERSION inside one BEGIN IMMEDIATE transaction. The identity is read
 * again under the lock: another process may have created or migrated the file since we looked.
 *
 * The statements of every pending migration run as one script, then their rows are appended to
 * the chain: the same statements in the same order and the same rows as one migration after the
 * other, but SQLite reloads the changed schema once instead of once per migration (for a new
 * history, a fifth of what creating it costs).
 */
export function migrate(db: Db, path: string, now: () => string): number {
  const run = db.transaction((): number => {
    const id = identify(db);
    if (id.kind === 'foreign') throw refuseForeign(path);
    const from = id.kind === 'ours' ? id.version : 0;
    if (from > LATEST_VERSION) throw refuseNewer(path, from);
    const pending = MIGRATIONS.filter((m) => m.version > from);
    if (pending.length === 0) return LATEST_VERSION;
    db.exec(pending.map(migrationScript).join(''));
    if (from === 0) db.pragma(`application_id = ${APPLICATION_ID}`);
    const chain = new ChainWriter(db, new Set(chainedTablesAt(LATEST_VERSION)));
    for (const m of pending) {
      const at = now();
      for (const row of seedRows(m.version)) chain.append('meta', { ...row, at });
      chain.append('meta', { key: 'migration', value: String(m.version), at });
    }
    db.pragma(`user_version = ${LATEST_VERSION}`);
    return LATEST_VERSION;
  });
  return run.immediate();
}

/** The random per-database HMAC key written by migration 1. */
export function loadHmacKey(db: Db, path: string): Buffer {
  const hex = db.prepare("SELECT value FROM meta WHERE key = 'hmac_key' ORDER BY seq LIMIT 1").pluck().get();
  if (typeof hex !== 'string' || !/^[0-9a-f]{64}$/.test(hex)) {
    throw new HistoryError('corrupt', `history database ${path} has no valid HMAC key in its meta table; it was left untouched`);
  }
  return Buffer.from(hex, 'hex');
}

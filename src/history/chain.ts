import { createHash } from 'node:crypto';
import type BetterSqlite3 from 'better-sqlite3';
import { canonicalize } from '../fingerprint/canonical.js';
import { HistoryError } from './errors.js';
import { NO_SEAL, SEAL_KEY, sealOver, sealText } from './seal.js';

/** A column value as this store writes it (STRICT tables: TEXT, INTEGER, REAL, BLOB, NULL). */
export type SqlValue = string | number | Buffer | null;
export type Row = Record<string, SqlValue>;

/** prev_hash of the first record. */
export const GENESIS = Buffer.alloc(32);

/**
 * row_hash = sha256(prev_hash || canonical(record)). The record is the row's columns except
 * row_hash, blobs in hex, plus `_table` so a row cannot be moved to another table unnoticed.
 * NULL columns are left out: a later migration may add a nullable column, and the old rows must
 * keep their hashes (setting a value to NULL still changes the hash — the key disappears).
 */
export function rowHash(table: string, row: Readonly<Record<string, unknown>>, prev: Buffer): Buffer {
  const record: Record<string, unknown> = { _table: table };
  for (const [k, v] of Object.entries(row)) {
    if (k === 'row_hash' || v === null || v === undefined) continue;
    record[k] = Buffer.isBuffer(v) ? v.toString('hex') : v;
  }
  return createHash('sha256').update(prev).update(canonicalize(record), 'utf8').digest();
}

type Db = BetterSqlite3.Database;

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g;

/**
 * The value exactly as SQLite will give it back, so the hash computed now matches the one `verify`
 * computes later: a lone surrogate (attacker-chosen tool names may hold one) has no UTF-8 form and
 * would come back as U+FFFD, so it is stored as U+FFFD. Full tool JSON keeps the exact text escaped.
 */
function storable(v: SqlValue | undefined): SqlValue {
  if (v === undefined) return null;
  return typeof v === 'string' ? v.replace(LONE_SURROGATE, '\uFFFD') : v;
}

/**
 * Appends rows to the chain. Must run inside the write transaction (BEGIN IMMEDIATE), where the head
 * read here cannot move under us: two processes writing at once queue on the lock and each extends
 * the chain the other left.
 */
export class ChainWriter {
  private readonly inserts = new Map<string, BetterSqlite3.Statement>();
  private readonly heads = new Map<string, BetterSqlite3.Statement>();
  private readonly headSeq: BetterSqlite3.Statement;
  private readonly link: BetterSqlite3.Statement;
  /** row_hash of the last row this writer appended. */
  lastHash: Buffer = GENESIS;

  constructor(
    private readonly db: Db,
    private readonly tables: ReadonlySet<string>,
  ) {
    this.headSeq = db.prepare('SELECT seq, tbl FROM chain ORDER BY seq DESC LIMIT 1');
    this.link = db.prepare('INSERT INTO chain (seq, tbl) VALUES (?, ?)');
  }

  /** The last record's seq and row_hash (genesis when empty). */
  head(): { seq: number; hash: Buffer } {
    const last = this.headSeq.get() as { seq: number; tbl: string } | undefined;
    if (!last) return { seq: 0, hash: GENESIS };
    if (!this.tables.has(last.tbl)) {
      throw new HistoryError('integrity', `history chain head names an unknown table "${last.tbl.slice(0, 40)}"`);
    }
    let stmt = this.heads.get(last.tbl);
    if (!stmt) {
      stmt = this.db.prepare(`SELECT row_hash FROM ${last.tbl} WHERE seq = ?`).pluck();
      this.heads.set(last.tbl, stmt);
    }
    const hash = stmt.get(last.seq) as Buffer | undefined;
    if (!Buffer.isBuffer(hash)) {
      throw new HistoryError('integrity', `history chain head ${last.tbl} #${last.seq} is missing; run verify`);
    }
    return { seq: last.seq, hash };
  }

  /** The value of the last seal in the chain (NO_SEAL when none), and whether the head row is one. */
  lastSeal(): { mac: Buffer; headIsSeal: boolean } {
    const row = this.db
      .prepare(`SELECT seq, value FROM meta WHERE key = '${SEAL_KEY}' ORDER BY seq DESC LIMIT 1`)
      .get() as { seq: number; value: string } | undefined;
    if (!row) return { mac: NO_SEAL, headIsSeal: false };
    const hex = /^hmac-sha256:([0-9a-f]{64})$/.exec(row.value)?.[1];
    if (!hex) throw new HistoryError('integrity', `history chain seal #${row.seq} is malformed; run verify`);
    return { mac: Buffer.from(hex, 'hex'), headIsSeal: this.head().seq === row.seq };
  }

  /** Ends a write with a seal over everything before it (see seal.ts). */
  seal(key: Buffer, at: string): void {
    const { mac } = this.lastSeal();
    this.append('meta', { key: SEAL_KEY, value: sealText(sealOver(key, mac, this.head().hash)), at });
  }

  /** Inserts one row at the end of the chain and returns its seq. */
  append(table: string, cols: Readonly<Record<string, SqlValue | undefined>>): number {
    if (!this.db.inTransaction) throw new HistoryError('usage', 'history rows are appended only inside a transaction');
    if (!this.tables.has(table)) throw new HistoryError('usage', `unknown history table ${table}`);
    const head = this.head();
    const seq = head.seq + 1;
    const row: Row = { seq, prev_hash: head.hash };
    for (const [k, v] of Object.entries(cols)) row[k] = storable(v);
    row.row_hash = rowHash(table, row, head.hash);
    const keys = Object.keys(row);
    const cacheKey = `${table}(${keys.join(',')})`;
    let stmt = this.inserts.get(cacheKey);
    if (!stmt) {
      stmt = this.db.prepare(`INSERT INTO ${table} (${keys.join(', ')}) VALUES (${keys.map((k) => '@' + k).join(', ')})`);
      this.inserts.set(cacheKey, stmt);
    }
    this.link.run(seq, table);
    stmt.run(row);
    this.lastHash = row.row_hash as Buffer;
    return seq;
  }
}

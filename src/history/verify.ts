import type BetterSqlite3 from 'better-sqlite3';
import type { Anchor, VerifyResult } from './types.js';
import { GENESIS, rowHash } from './chain.js';
import { NO_SEAL, SEAL_KEY, sealOver, sealText } from './seal.js';
import { chainedTablesAt, expectedTriggersAt } from './schema.js';

type Db = BetterSqlite3.Database;
type Broken = Extract<VerifyResult, { ok: false }>;

interface Cursor {
  it: IterableIterator<Record<string, unknown>>;
  cur: Record<string, unknown> | undefined;
}

function advance(c: Cursor): void {
  const n = c.it.next();
  c.cur = n.done ? undefined : n.value;
}

function fail(records: number, table: string, seq: number | null, reason: string): Broken {
  return { ok: false, records, table, seq, reason };
}

/**
 * Walks the whole chain in seq order, streaming: one cursor over `chain` and one per table, merged
 * by seq (every table's rowid is its seq, so each cursor reads in chain order without sorting).
 * Finds an edited record (hash mismatch), a deleted one (a gap in seq, a chain entry without its
 * row, a prev_hash that skips a record) and a row slipped in outside the chain.
 */
function walkChain(
  db: Db,
  schemaVersion: number,
  onRow: (seq: number, hash: Buffer, table: string, row: Record<string, unknown>, records: number) => Broken | null,
): Broken | { records: number; head: Buffer } {
  const tables = chainedTablesAt(schemaVersion);
  const cursors = new Map<string, Cursor>();
  const chain = db.prepare('SELECT seq, tbl FROM chain ORDER BY seq').iterate() as IterableIterator<{ seq: number; tbl: string }>;
  try {
    for (const t of tables) {
      const c: Cursor = { it: db.prepare(`SELECT * FROM ${t} ORDER BY seq`).iterate() as IterableIterator<Record<string, unknown>>, cur: undefined };
      advance(c);
      cursors.set(t, c);
    }
    let expect = 1;
    let prev: Buffer = GENESIS;
    let records = 0;
    for (const link of chain) {
      if (link.seq !== expect) {
        return fail(records, 'chain', expect, `records ${expect}..${link.seq - 1} are missing from the chain (deleted)`);
      }
      const c = cursors.get(link.tbl);
      if (!c) return fail(records, 'chain', link.seq, `chain entry names an unknown table "${String(link.tbl).slice(0, 40)}"`);
      const cur = c.cur;
      if (cur !== undefined && (cur.seq as number) < link.seq) {
        return fail(records, link.tbl, cur.seq as number, 'record is not in the chain (added outside the store)');
      }
      if (cur === undefined || (cur.seq as number) > link.seq) {
        return fail(records, link.tbl, link.seq, 'record is missing (deleted)');
      }
      const prevHash = cur.prev_hash;
      if (!Buffer.isBuffer(prevHash) || !prevHash.equals(prev)) {
        return fail(records, link.tbl, link.seq, 'prev_hash does not match the record before it (edited or removed)');
      }
      const stored = cur.row_hash;
      if (!Buffer.isBuffer(stored) || !rowHash(link.tbl, cur, prev).equals(stored)) {
        return fail(records, link.tbl, link.seq, 'row_hash does not match the record (edited)');
      }
      const seen = onRow(link.seq, stored, link.tbl, cur, records);
      if (seen) return seen;
      prev = stored;
      expect += 1;
      records += 1;
      advance(c);
    }
    for (const [t, c] of cursors) {
      if (c.cur !== undefined) return fail(records, t, c.cur.seq as number, 'record is not in the chain (added outside the store)');
    }
    return { records, head: prev };
  } finally {
    chain.return?.();
    for (const c of cursors.values()) c.it.return?.();
  }
}

/** Every append-only trigger present with its exact SQL, and no other trigger (one could rewrite inserts). */
function checkTriggers(db: Db, schemaVersion: number, records: number): Broken | null {
  const expected = expectedTriggersAt(schemaVersion);
  const actual = db.prepare("SELECT name, tbl_name AS tbl, sql FROM sqlite_master WHERE type = 'trigger' ORDER BY name").all() as Array<{
    name: string;
    tbl: string;
    sql: string | null;
  }>;
  const seen = new Set<string>();
  for (const t of actual) {
    const want = expected.get(t.name);
    if (!want) return fail(records, t.tbl, null, `unexpected trigger ${t.name.slice(0, 60)}`);
    if (normalise(t.sql ?? '') !== normalise(want.sql)) return fail(records, t.tbl, null, `append-only trigger ${t.name} was altered`);
    seen.add(t.name);
  }
  for (const [name, want] of expected) {
    if (!seen.has(name)) return fail(records, want.table, null, `append-only trigger ${name} is missing`);
  }
  return null;
}

function normalise(sql: string): string {
  return sql.replace(/\s+/g, ' ').trim();
}

/**
 * Heads seen outside the file (a SIEM's copy of records, an earlier `verify`): each must still be in
 * the history, at its seq when it names one. The first one (in chain order) that is missing or
 * differs is named: the history was cut short or rewritten since it was seen.
 */
function checkAnchors(anchors: readonly Anchor[], seen: ReadonlyMap<number, string>, hashes: ReadonlySet<string>, records: number): Broken | null {
  const ordered = [...anchors].sort((a, b) => (a.seq ?? Infinity) - (b.seq ?? Infinity));
  for (const a of ordered) {
    if (a.seq === null) {
      if (!hashes.has(a.hash)) return fail(records, 'chain', null, `${a.label} ${a.hash} is not in the history (cut short or rewritten since it was seen)`);
      continue;
    }
    if (a.seq > records) {
      return fail(records, 'chain', a.seq, `${a.label} is missing: the history ends at record ${records} (cut short since it was seen)`);
    }
    if (seen.get(a.seq) !== a.hash) {
      return fail(records, 'chain', a.seq, `${a.label} differs from record ${a.seq}: the history was rewritten at or before it`);
    }
  }
  return null;
}

export interface VerifyOptions {
  /** Heads kept outside the file; verify fails naming the first that is missing or differs. */
  anchors?: readonly Anchor[];
  /** The key outside the database: every seal must match it, and the chain must end with one. */
  chainKey?: Buffer;
}

/** Checks each seal as the walk reaches it (see seal.ts); `end` judges the tail. */
class SealCheck {
  private mac: Buffer = NO_SEAL;
  private prev: Buffer = GENESIS;
  private lastSealSeq = 0;

  constructor(private readonly key: Buffer) {}

  row(seq: number, hash: Buffer, table: string, row: Record<string, unknown>, records: number): Broken | null {
    if (table === 'meta' && row.key === SEAL_KEY) {
      const want = sealOver(this.key, this.mac, this.prev);
      if (row.value !== sealText(want)) {
        return fail(records, 'meta', seq, 'chain seal does not match the chain key: the records before it were rewritten (or another key sealed them)');
      }
      this.mac = want;
      this.lastSealSeq = seq;
    }
    this.prev = hash;
    return null;
  }

  end(records: number): Broken | null {
    if (this.lastSealSeq === 0) return fail(records, 'meta', null, 'no record is sealed with this chain key');
    if (this.lastSealSeq !== records) {
      return fail(records, 'chain', this.lastSealSeq + 1, `records ${this.lastSealSeq + 1}..${records} are not sealed with the chain key (written without it, or added since)`);
    }
    return null;
  }
}

/** SQLite's own page-level check, then the chain, then the triggers, then the anchors. Read-only. */
export function verifyHistory(db: Db, schemaVersion: number, opts: VerifyOptions = {}): VerifyResult {
  const qc = db.prepare('PRAGMA quick_check').pluck().all() as string[];
  if (qc.length !== 1 || qc[0] !== 'ok') {
    return fail(0, '(database)', null, `SQLite quick_check failed: ${String(qc[0]).slice(0, 120)}`);
  }
  const anchors = opts.anchors ?? [];
  const wanted = new Set(anchors.map((a) => a.seq).filter((s): s is number => s !== null));
  const bare = new Set(anchors.filter((a) => a.seq === null).map((a) => a.hash));
  const seen = new Map<number, string>();
  const hashes = new Set<string>();
  const seals = opts.chainKey ? new SealCheck(opts.chainKey) : null;
  const walked = walkChain(db, schemaVersion, (seq, hash, table, row, records) => {
    if (wanted.has(seq)) seen.set(seq, `sha256:${hash.toString('hex')}`);
    if (bare.size > 0) {
      const h = `sha256:${hash.toString('hex')}`;
      if (bare.has(h)) hashes.add(h);
    }
    return seals ? seals.row(seq, hash, table, row, records) : null;
  });
  if ('ok' in walked) return walked;
  const { records, head } = walked;
  const broken = checkTriggers(db, schemaVersion, records) ?? checkAnchors(anchors, seen, hashes, records) ?? seals?.end(records) ?? null;
  if (broken) return broken;
  return { ok: true, records, head: { seq: records, hash: `sha256:${head.toString('hex')}` }, ...(anchors.length > 0 ? { anchors: anchors.length } : {}) };
}

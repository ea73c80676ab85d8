import { test } from 'node:test';
import assert from 'node:assert/strict';
import { rowHash } from '../src/history/chain.js';
import { appendOnlyTriggers } from '../src/history/schema.js';
import type { VerifyResult } from '../src/history/index.js';
import { TABLES, rawDb, withHistory } from './history-fixtures/builders.js';
import type { RawDb } from './history-fixtures/builders.js';

const APPEND_ONLY = /mcp-schema-sentinel history is append-only/;

/** Plays the attacker on a second connection, then lets the store look. */
function tamper(path: string, fn: (db: RawDb) => void): void {
  const db = rawDb(path);
  try {
    fn(db);
  } finally {
    db.close();
  }
}

function broken(r: VerifyResult): Extract<VerifyResult, { ok: false }> {
  assert.equal(r.ok, false, 'verify should have failed');
  return r as Extract<VerifyResult, { ok: false }>;
}

test('UPDATE and DELETE are refused on every history table', () => {
  withHistory((path) => {
    tamper(path, (db) => {
      for (const t of TABLES) {
        assert.ok((db.prepare(`SELECT count(*) FROM ${t}`).pluck().get() as number) > 0, `${t} has rows to attack`);
        assert.throws(() => db.prepare(`UPDATE ${t} SET seq = seq`).run(), APPEND_ONLY, `UPDATE ${t}`);
        assert.throws(() => db.prepare(`DELETE FROM ${t}`).run(), APPEND_ONLY, `DELETE ${t}`);
      }
    });
  });
});

test('verify passes on a clean history and counts every record', () => {
  withHistory((path, store) => {
    const r = store.verify();
    assert.equal(r.ok, true, JSON.stringify(r));
    assert.ok(r.records > 20);
    assert.equal(r.head?.seq, r.records);
    const raw = rawDb(path, { readonly: true });
    const last = raw.prepare('SELECT row_hash FROM approvals ORDER BY seq DESC LIMIT 1').pluck().get() as Buffer;
    raw.close();
    assert.equal(r.head?.hash, `sha256:${last.toString('hex')}`, 'the last write was the approval');
  });
});

test('a truncated tail keeps a valid chain, but the head kept elsewhere no longer matches', () => {
  withHistory((path, store) => {
    const before = store.verify();
    tamper(path, (db) => {
      db.exec('DROP TRIGGER approvals_no_delete; DROP TRIGGER chain_no_delete');
      db.exec('DELETE FROM approvals WHERE seq = (SELECT max(seq) FROM chain); DELETE FROM chain WHERE seq = (SELECT max(seq) FROM chain)');
      db.exec(appendOnlyTriggers('approvals').concat(appendOnlyTriggers('chain')).filter((t) => t.name.endsWith('delete')).map((t) => t.sql).join(';'));
    });
    const after = store.verify();
    assert.equal(after.ok, true, 'the honest limit: nothing inside the file shows a cut tail');
    assert.equal(after.records, before.records - 1);
    assert.notDeepEqual(after.ok && after.head, before.ok && before.head);
  });
});

test('verify names the edited record, even when the attacker restores the trigger', () => {
  withHistory((path, store) => {
    let seq = 0;
    let sql = '';
    tamper(path, (db) => {
      seq = db.prepare("SELECT seq FROM scans ORDER BY seq LIMIT 1 OFFSET 1").pluck().get() as number;
      sql = db.prepare("SELECT sql FROM sqlite_master WHERE name = 'scans_no_update'").pluck().get() as string;
      db.exec('DROP TRIGGER scans_no_update');
      db.prepare("UPDATE scans SET endpoint = 'stdio:evil' WHERE seq = ?").run(seq);
      db.exec(sql);
    });
    const r = broken(store.verify());
    assert.equal(r.table, 'scans');
    assert.equal(r.seq, seq);
    assert.match(r.reason, /edited/);
  });
});

test('verify names the record after one whose hash was recomputed: it no longer links back', () => {
  withHistory((path, store) => {
    let seq = 0;
    tamper(path, (db) => {
      const row = db.prepare('SELECT * FROM approvals ORDER BY seq LIMIT 1').get() as Record<string, unknown>;
      seq = row.seq as number;
      const forged = { ...row, approved_by: 'mallory' };
      db.exec('DROP TRIGGER approvals_no_update');
      // The attacker knows the algorithm: the edited row itself is consistent again.
      db.prepare("UPDATE approvals SET approved_by = 'mallory', row_hash = ? WHERE seq = ?").run(rowHash('approvals', forged, row.prev_hash as Buffer), seq);
    });
    const r = broken(store.verify());
    assert.equal(r.seq, seq + 1);
    assert.match(r.reason, /prev_hash/);
  });
});

test('verify names a deleted record, with or without its chain entry', () => {
  withHistory((path, store) => {
    let seq = 0;
    tamper(path, (db) => {
      seq = db.prepare('SELECT seq FROM events ORDER BY seq LIMIT 1').pluck().get() as number;
      db.exec('DROP TRIGGER events_no_delete');
      db.prepare('DELETE FROM events WHERE seq = ?').run(seq);
    });
    let r = broken(store.verify());
    assert.deepEqual([r.table, r.seq], ['events', seq]);
    assert.match(r.reason, /missing|deleted/);
    tamper(path, (db) => {
      db.exec('DROP TRIGGER chain_no_delete');
      db.prepare('DELETE FROM chain WHERE seq = ?').run(seq);
    });
    r = broken(store.verify());
    assert.deepEqual([r.table, r.seq], ['chain', seq]);
    assert.match(r.reason, /deleted/);
  });
});

test('verify finds a row slipped in outside the chain', () => {
  withHistory((path, store) => {
    tamper(path, (db) => {
      db.prepare("INSERT INTO servers (seq, prev_hash, row_hash, id, created_at) VALUES (100000, zeroblob(32), zeroblob(32), 'forged', 'x')").run();
    });
    const r = broken(store.verify());
    assert.deepEqual([r.table, r.seq], ['servers', 100000]);
    assert.match(r.reason, /not in the chain/);
  });
});

test('verify fails on a dropped, an altered or an extra trigger, naming its table', () => {
  withHistory((path, store) => {
    tamper(path, (db) => db.exec('DROP TRIGGER drifts_no_delete'));
    let r = broken(store.verify());
    assert.equal(r.table, 'drifts');
    assert.equal(r.seq, null);
    assert.match(r.reason, /drifts_no_delete is missing/);
    tamper(path, (db) => db.exec('CREATE TRIGGER drifts_no_delete BEFORE DELETE ON drifts WHEN 0 BEGIN SELECT 1; END'));
    r = broken(store.verify());
    assert.match(r.reason, /drifts_no_delete was altered/);
    tamper(path, (db) => {
      db.exec('DROP TRIGGER drifts_no_delete');
      db.exec("CREATE TRIGGER drifts_no_delete BEFORE DELETE ON drifts BEGIN SELECT RAISE(ABORT, 'mcp-schema-sentinel history is append-only'); END");
    });
    assert.equal(store.verify().ok, true, 'restored exactly');
    tamper(path, (db) => db.exec('CREATE TRIGGER sneaky AFTER INSERT ON events BEGIN SELECT 1; END'));
    r = broken(store.verify());
    assert.equal(r.table, 'events');
    assert.match(r.reason, /unexpected trigger sneaky/);
  });
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { closeSync, openSync } from 'node:fs';
import { join } from 'node:path';
import { openStore } from '../src/history/index.js';
import { ChainWriter } from '../src/history/chain.js';
import { APPLICATION_ID, APPLICATION_NAME, MIGRATIONS, appendOnlyTriggers, chainedTablesAt } from '../src/history/schema.js';
import { at, rawDb, scanWrite, snapshot, tempDir, tool, type RawDb } from './history-fixtures/builders.js';

/**
 * A history is created (and an older one upgraded) by running the pending migrations' statements
 * as one script. The file must be what migrating one step at a time, one statement at a time, made
 * and makes: the same schema text (verify compares trigger SQL), the same chain of meta rows, and
 * a history an earlier sensor left at an older schema still opens, migrates and verifies.
 */

const CLOCK = () => at(0);

/** The earlier procedure, step by step up to `to`: each statement on its own, a chain writer per migration. */
function stepwise(path: string, to: number): void {
  closeSync(openSync(path, 'w', 0o600));
  const db = rawDb(path);
  try {
    db.pragma('foreign_keys = ON');
    db.pragma('recursive_triggers = ON');
    db.pragma('journal_mode = WAL');
    db.transaction(() => {
      for (const m of MIGRATIONS) {
        if (m.version > to) break;
        db.exec(m.sql);
        for (const table of m.tables) for (const t of appendOnlyTriggers(table)) db.exec(t.sql);
        if (m.version === 1) db.pragma(`application_id = ${APPLICATION_ID}`);
        const chain = new ChainWriter(db, new Set(chainedTablesAt(m.version)));
        if (m.version === 1) {
          chain.append('meta', { key: 'application', value: APPLICATION_NAME, at: CLOCK() });
          chain.append('meta', { key: 'hmac_key', value: 'ab'.repeat(32), at: CLOCK() });
        }
        chain.append('meta', { key: 'migration', value: String(m.version), at: CLOCK() });
        db.pragma(`user_version = ${m.version}`);
      }
    }).immediate();
  } finally {
    db.close();
  }
}

function schemaOf(db: RawDb): unknown[] {
  return db.prepare('SELECT type, name, tbl_name, sql FROM sqlite_master ORDER BY rowid').all();
}

/** The meta rows but the random key's value (and the hashes it feeds). */
function metaOf(db: RawDb): unknown[] {
  return db.prepare("SELECT seq, key, CASE key WHEN 'hmac_key' THEN length(value) ELSE value END AS value, at FROM meta ORDER BY seq").all();
}

function read(path: string): { schema: unknown[]; meta: unknown[]; version: unknown; id: unknown } {
  const db = rawDb(path, { readonly: true });
  try {
    return { schema: schemaOf(db), meta: metaOf(db), version: db.pragma('user_version', { simple: true }), id: db.pragma('application_id', { simple: true }) };
  } finally {
    db.close();
  }
}

test('a new history holds exactly the schema and meta rows that migrating one step at a time gives', () => {
  const { dir, cleanup } = tempDir();
  try {
    const reference = join(dir, 'stepwise.db');
    stepwise(reference, MIGRATIONS.length);
    const created = join(dir, 'created.db');
    const store = openStore(created, { now: CLOCK });
    try {
      const v = store.verify();
      assert.equal(v.ok, true, JSON.stringify(v));
    } finally {
      store.close();
    }
    const want = read(reference);
    assert.ok(want.schema.length > 40, 'the reference holds the whole schema');
    assert.deepEqual(read(created), want);
    // And the file the earlier procedure made opens and verifies as it always did.
    const earlier = openStore(reference, { now: CLOCK });
    try {
      const v = earlier.verify();
      assert.equal(v.ok, true, JSON.stringify(v));
    } finally {
      earlier.close();
    }
    assert.deepEqual(read(reference), want, 'opening it changed nothing');
  } finally {
    cleanup();
  }
});

test('a history an earlier sensor left at each older schema version opens, migrates and verifies', () => {
  const { dir, cleanup } = tempDir();
  try {
    const reference = join(dir, 'latest.db');
    stepwise(reference, MIGRATIONS.length);
    const want = read(reference);
    for (const m of MIGRATIONS.slice(0, -1)) {
      const path = join(dir, `v${m.version}.db`);
      stepwise(path, m.version);
      const store = openStore(path, { now: CLOCK });
      try {
        store.writeScan(scanWrite({ snapshot: snapshot([tool('read_file')]) }));
        const v = store.verify();
        assert.equal(v.ok, true, `from version ${m.version}: ${JSON.stringify(v)}`);
      } finally {
        store.close();
      }
      const got = read(path);
      assert.deepEqual(got.schema, want.schema, `from version ${m.version}`);
      assert.deepEqual([got.version, got.id], [want.version, want.id]);
      assert.deepEqual(got.meta.slice(0, want.meta.length), want.meta, `from version ${m.version}: the migration rows in order`);
    }
  } finally {
    cleanup();
  }
});

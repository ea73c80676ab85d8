import { test } from 'node:test';
import assert from 'node:assert/strict';
import { createHash, randomBytes } from 'node:crypto';
import { chmodSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { openStore } from '../src/history/index.js';
import { isCode, populate, rawDb, record, scanWrite, tempDir, withHistory } from './history-fixtures/builders.js';

function sha(path: string): string {
  return createHash('sha256').update(readFileSync(path)).digest('hex');
}

test('a file that is not a SQLite database is refused as corrupt and left byte-identical', () => {
  const { dir, cleanup } = tempDir();
  try {
    for (const [name, bytes] of [
      ['random.db', randomBytes(8192)],
      ['text.db', Buffer.from('{"tools": []}\n')],
      ['tiny.db', Buffer.from('SQLite')],
      ['damaged.db', Buffer.concat([Buffer.from('SQLite format 3\0'), randomBytes(4096)])],
    ] as const) {
      const path = join(dir, name);
      writeFileSync(path, bytes, { mode: 0o600 });
      const before = sha(path);
      assert.throws(() => openStore(path), isCode('corrupt'), name);
      assert.throws(() => openStore(path, { readonly: true }), isCode('corrupt'), name);
      assert.equal(sha(path), before, `${name} untouched`);
    }
  } finally {
    cleanup();
  }
});

test("another application's SQLite database is refused and left byte-identical", () => {
  const { dir, cleanup } = tempDir();
  try {
    const path = join(dir, 'other.db');
    const db = rawDb(path);
    db.exec("CREATE TABLE notes (body TEXT); INSERT INTO notes VALUES ('hello')");
    db.close();
    const before = sha(path);
    assert.throws(() => openStore(path), (e: unknown) => isCode('corrupt')(e) && /another application/.test((e as Error).message));
    assert.equal(sha(path), before);
  } finally {
    cleanup();
  }
});

test('a database damaged inside is reported by verify (quick_check) and by open with quickCheck', () => {
  const { dir, cleanup } = tempDir();
  try {
    const path = join(dir, 'history.db');
    const store = openStore(path);
    populate(store);
    for (let i = 0; i < 50; i++) store.writeScan(scanWrite({ records: [record({ alert_id: 'x'.repeat(500) })] }));
    store.close();
    const bytes = readFileSync(path);
    // Trash one page in the middle, keep the header (page 1) and the schema intact.
    randomBytes(4096).copy(bytes, 4096 * Math.floor(bytes.length / 4096 / 2));
    writeFileSync(path, bytes);
    const before = sha(path);
    assert.throws(() => openStore(path, { quickCheck: true }), isCode('corrupt'));
    assert.equal(sha(path), before);
    let failed = false;
    try {
      const s = openStore(path, { readonly: true });
      failed = !s.verify().ok;
      s.close();
    } catch (e) {
      failed = isCode('corrupt')(e);
    }
    assert.ok(failed, 'the damage is reported');
  } finally {
    cleanup();
  }
});

test('a write waiting on another connection longer than busy_timeout gives locked', () => {
  withHistory((path) => {
    const holder = rawDb(path);
    const store = openStore(path, { busyTimeoutMs: 200 });
    try {
      holder.exec('BEGIN IMMEDIATE');
      assert.throws(() => store.writeScan(scanWrite()), (e: unknown) => isCode('locked')(e) && /locked/.test((e as Error).message));
      // Reads still work while another process writes (WAL).
      assert.deepEqual(store.servers(), ['filesystem']);
      holder.exec('ROLLBACK');
      store.writeScan(scanWrite());
      assert.equal(store.verify().ok, true);
    } finally {
      store.close();
      holder.close();
    }
  });
});

test('open refuses: a missing file without create, a path under a file, a newer schema, writes to a read-only store', () => {
  const { dir, cleanup } = tempDir();
  try {
    const missing = join(dir, 'missing.db');
    assert.throws(() => openStore(missing, { create: false }), isCode('not_found'));
    assert.throws(() => openStore(missing, { readonly: true }), isCode('not_found'));
    writeFileSync(join(dir, 'afile'), 'x');
    assert.throws(() => openStore(join(dir, 'afile', 'history.db')), isCode('cannot_create'));

    const path = join(dir, 'history.db');
    openStore(path).close();
    const ro = openStore(path, { readonly: true });
    assert.deepEqual(ro.servers(), []);
    assert.throws(() => ro.writeScan(scanWrite()), isCode('readonly'));
    ro.close();

    const db = rawDb(path);
    db.pragma('user_version = 99');
    db.close();
    assert.throws(() => openStore(path), (e: unknown) => isCode('usage')(e) && /newer/.test((e as Error).message));
  } finally {
    cleanup();
  }
});

test('an unwritable file is refused as readonly (skipped as root, who can write anyway)', { skip: process.getuid?.() === 0 }, () => {
  const { dir, cleanup } = tempDir();
  try {
    const path = join(dir, 'history.db');
    openStore(path).close();
    chmodSync(path, 0o400);
    assert.throws(() => openStore(path), isCode('readonly'));
    chmodSync(path, 0o600);
    chmodSync(dir, 0o500);
    assert.throws(() => openStore(path), isCode('readonly'));
    chmodSync(dir, 0o700);
  } finally {
    cleanup();
  }
});

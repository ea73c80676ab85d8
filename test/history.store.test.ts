import { test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, readFileSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { hmacJson } from '../src/fingerprint/hash.js';
import { openMemoryStore, openStore } from '../src/history/index.js';
import type { Store } from '../src/history/index.js';
import { at, isCode, rawDb, record, scanWrite, snapshot, tempDir, tool } from './history-fixtures/builders.js';
import { LATEST_VERSION } from '../src/history/schema.js';

function withFile(fn: (path: string, dir: string) => void): void {
  const { dir, cleanup } = tempDir();
  try {
    fn(join(dir, 'nested', 'deeper', 'history.db'), dir);
  } finally {
    cleanup();
  }
}

test('a new history is created 0600 in a 0700 folder, migrated and marked as ours', () => {
  withFile((path) => {
    const store = openStore(path);
    try {
      store.writeScan(scanWrite({ snapshot: snapshot([tool('read_file')]) }));
      assert.equal(statSync(path).mode & 0o777, 0o600);
      assert.equal(statSync(join(path, '..')).mode & 0o777, 0o700);
      assert.equal(statSync(join(path, '..', '..')).mode & 0o777, 0o700);
      // SQLite gives its WAL the database file's mode.
      assert.ok(existsSync(`${path}-wal`));
      assert.equal(statSync(`${path}-wal`).mode & 0o777, 0o600);
      const raw = rawDb(path, { readonly: true });
      assert.equal(raw.pragma('user_version', { simple: true }), LATEST_VERSION);
      assert.equal(raw.pragma('application_id', { simple: true }), 0x4d435353);
      assert.equal(raw.pragma('journal_mode', { simple: true }), 'wal');
      raw.close();
      assert.equal(store.hmacKey().length, 32);
    } finally {
      store.close();
    }
    // Reopening keeps the key and does not migrate twice.
    const again = openStore(path);
    try {
      const raw = rawDb(path, { readonly: true });
      assert.equal(raw.prepare("SELECT count(*) FROM meta WHERE key = 'migration'").pluck().get(), LATEST_VERSION);
      raw.close();
      const v = again.verify();
      assert.equal(v.ok, true, JSON.stringify(v));
    } finally {
      again.close();
    }
  });
});

test('two stores of two files get two different HMAC keys; one file keeps its key', () => {
  withFile((path, dir) => {
    const a = openStore(path);
    const keyA = a.hmacKey();
    a.close();
    const b = openStore(join(dir, 'other.db'));
    assert.notDeepEqual(b.hmacKey(), keyA);
    b.close();
    const a2 = openStore(path);
    assert.deepEqual(a2.hmacKey(), keyA);
    a2.close();
  });
});

test('versions: first manifest is 1, a new one is 2, a manifest that reappears keeps its number', () => {
  const store = openMemoryStore();
  const v1 = snapshot([tool('read_file'), tool('list_dir')]);
  const v2 = snapshot([tool('read_file', 'reads a file'), tool('list_dir')], '1.1.0');
  const seen = (w: ReturnType<typeof scanWrite>) => {
    const { version, newVersion } = store.writeScan(w);
    return { version, newVersion };
  };
  assert.deepEqual(seen(scanWrite({ snapshot: v1, ts: at(1) })), { version: 1, newVersion: true });
  assert.deepEqual(seen(scanWrite({ snapshot: v1, ts: at(2) })), { version: 1, newVersion: false });
  assert.deepEqual(seen(scanWrite({ snapshot: v2, ts: at(3) })), { version: 2, newVersion: true });
  assert.deepEqual(seen(scanWrite({ snapshot: v1, ts: at(4) })), { version: 1, newVersion: false });
  assert.deepEqual(seen(scanWrite({ snapshot: null, outcome: 'error', error: 'timed out', ts: at(5) })), { version: null, newVersion: false });

  const rows = store.versions('filesystem');
  assert.deepEqual(rows.map((r) => [r.version, r.manifestHash, r.capturedAt, r.lastSeenAt, r.serverVersion, r.toolCount]), [
    [1, v1.manifestHash, at(1), at(4), '1.0.0', 2],
    [2, v2.manifestHash, at(3), at(3), '1.1.0', 2],
  ]);
  assert.deepEqual(store.versions('unknown'), []);
  store.close();
});

test('serverState: reference is version 1 until an approval, then the most recently approved version', () => {
  const store = openMemoryStore();
  assert.deepEqual(store.serverState('filesystem'), { serverId: 'filesystem', latest: null, reference: null, anyApproved: false, lastScan: null });
  const v1 = snapshot([tool('read_file')]);
  const v2 = snapshot([tool('read_file', 'changed')]);
  const v3 = snapshot([tool('read_file', 'changed again')]);
  store.writeScan(scanWrite({ snapshot: v1, ts: at(1) }));
  store.writeScan(scanWrite({ snapshot: v2, ts: at(2) }));
  let st = store.serverState('filesystem');
  assert.equal(st.latest?.version, 2);
  assert.equal(st.reference?.version, 1);
  assert.equal(st.anyApproved, false);
  assert.equal(st.reference?.approvedAt, null);

  const row = store.approve('filesystem', null, 'alice', 'looks fine', at(10));
  assert.deepEqual(row, { serverId: 'filesystem', version: 2, manifestHash: v2.manifestHash, approvedAt: at(10), approvedBy: 'alice', note: 'looks fine' });
  st = store.serverState('filesystem');
  assert.equal(st.reference?.version, 2);
  assert.equal(st.reference?.approvedBy, 'alice');
  assert.equal(st.anyApproved, true);

  store.writeScan(scanWrite({ snapshot: v3, ts: at(11) }));
  // Going back to an older version is a new approval row, and it wins by order.
  store.approve('filesystem', 1, 'bob', null, at(12));
  st = store.serverState('filesystem');
  assert.equal(st.latest?.version, 3);
  assert.equal(st.reference?.version, 1);
  assert.equal(st.reference?.approvedAt, at(12));
  assert.equal(st.reference?.approvedBy, 'bob');
  // Version 2 keeps its own (older) approval on record.
  assert.deepEqual(store.versions('filesystem').map((v) => [v.version, v.approvedBy]), [[1, 'bob'], [2, 'alice'], [3, null]]);

  assert.throws(() => store.approve('nobody', null, 'x', null, at(13)), isCode('not_found'));
  assert.throws(() => store.approve('filesystem', 9, 'x', null, at(13)), isCode('not_found'));
  store.close();
});

test('autoApprove approves the version seen, in the same write', () => {
  const store = openMemoryStore();
  const r = store.writeScan(scanWrite({ snapshot: snapshot([tool('a')]), autoApprove: { by: 'first-contact', note: null } }));
  const st = store.serverState('filesystem');
  assert.equal(r.version, 1);
  assert.equal(st.anyApproved, true);
  assert.equal(st.reference?.approvedBy, 'first-contact');
  assert.throws(() => store.writeScan(scanWrite({ snapshot: null, outcome: 'error', autoApprove: { by: 'x', note: null } })), isCode('usage'));
  store.close();
});

test('lastScan is the last successful scan, with its endpoint, credential hash and server version', () => {
  const store = openMemoryStore();
  store.writeScan(scanWrite({ snapshot: snapshot([tool('a')]), endpoint: 'http://a.example/mcp', credentialHash: 'hmac-sha256:aa', ts: at(1) }));
  store.writeScan(scanWrite({ snapshot: null, outcome: 'error', error: 'refused', endpoint: 'http://b.example/mcp', ts: at(2) }));
  const serverVersion = (scanWrite({}).serverInfo as { version?: string } | null)?.version ?? null;
  assert.deepEqual(store.serverState('filesystem').lastScan, { endpoint: 'http://a.example/mcp', credentialHash: 'hmac-sha256:aa', ts: at(1), serverVersion, version: 1 });
  store.close();
});

test('lastEndpoint is the last successful scan of a live server: manifest files and failures are passed over', () => {
  const store = openMemoryStore();
  assert.equal(store.lastEndpoint('filesystem'), null);
  store.writeScan(scanWrite({ snapshot: snapshot([tool('a')]), endpoint: 'manifest:/ci/v1.json', transport: 'manifest' }));
  assert.equal(store.lastEndpoint('filesystem'), null, 'a manifest file is no endpoint');
  store.writeScan(scanWrite({ snapshot: snapshot([tool('a')]), endpoint: 'http://a.example/mcp', transport: 'http', credentialHash: 'hmac-sha256:aa' }));
  store.writeScan(scanWrite({ snapshot: snapshot([tool('a')]), endpoint: 'manifest:/ci/v3.json', transport: 'manifest' }));
  store.writeScan(scanWrite({ snapshot: null, outcome: 'error', error: 'refused', endpoint: 'http://b.example/mcp', transport: 'http' }));
  assert.deepEqual(store.lastEndpoint('filesystem'), { endpoint: 'http://a.example/mcp', credentialHash: 'hmac-sha256:aa' });
  assert.equal(store.serverState('filesystem').lastScan?.endpoint, 'manifest:/ci/v3.json', 'lastScan still sees every successful scan');
  store.close();
});

test('loadVersion gives each version its own tools as sent, sorted by name, and its malformed entries', () => {
  const store = openMemoryStore();
  const a1 = tool('zeta', 'z', { _meta: { build: 1 } });
  const a2 = tool('zeta', 'z', { _meta: { build: 2 } });
  const s1 = snapshot([a1, tool('alpha'), { description: 'no name' }]);
  const s2 = snapshot([a2, tool('alpha'), { description: 'no name' }], '1.0.1');
  assert.equal(s1.manifestHash, s2.manifestHash, 'the fixture relies on _meta not being hashed');
  // Same manifest hash: one version, whose tools are those first seen.
  store.writeScan(scanWrite({ snapshot: s1 }));
  store.writeScan(scanWrite({ snapshot: s2 }));
  const v = store.loadVersion('filesystem', 1);
  assert.deepEqual(v.tools.map((t) => t.name), ['alpha', 'zeta']);
  assert.deepEqual(v.tools[1]!.tool, a1);
  assert.equal(v.tools[1]!.hash, s1.tools.find((t) => t.name === 'zeta')!.hash);
  assert.deepEqual(v.malformed, s1.malformed);
  assert.equal(v.manifestHash, s1.manifestHash);
  assert.equal(v.serverVersion, '1.0.0');
  assert.throws(() => store.loadVersion('filesystem', 2), isCode('not_found'));
  assert.throws(() => store.loadVersion('nobody', 1), isCode('not_found'));
  store.close();
});

test('a tool is stored once however many versions carry it; a _meta change is stored too', () => {
  withFile((path) => {
    const store = openStore(path);
    const shared = tool('shared');
    for (let i = 0; i < 5; i++) store.writeScan(scanWrite({ snapshot: snapshot([shared, tool(`t${i}`)]) }));
    store.writeScan(scanWrite({ snapshot: snapshot([tool('shared', 'does shared', { _meta: { x: 1 } }), tool('t9')]) }));
    store.close();
    const raw = rawDb(path, { readonly: true });
    // shared, t0..t4, shared-with-_meta, t9
    assert.equal(raw.prepare('SELECT count(*) FROM tool_snapshots').pluck().get(), 8);
    assert.equal(raw.prepare('SELECT count(*) FROM version_tools').pluck().get(), 12);
    raw.close();
  });
});

test('drifts: remembered with the version seen, found by id and by target version', () => {
  const store = openMemoryStore();
  store.writeScan(scanWrite({ snapshot: snapshot([tool('a')]), drift: { driftId: 'dr-first', serverId: 'filesystem', fromVersion: null, severity: 'INFO' }, ts: at(1) }));
  store.writeScan(scanWrite({ scanId: 'sc-2', snapshot: snapshot([tool('a', 'x')]), drift: { driftId: 'dr-1', serverId: 'filesystem', fromVersion: 1, severity: 'CRITICAL' }, ts: at(2) }));
  assert.deepEqual(store.findDrift('dr-1'), { driftId: 'dr-1', serverId: 'filesystem', fromVersion: 1, toVersion: 2, severity: 'CRITICAL', firstSeenAt: at(2), scanId: 'sc-2' });
  assert.equal(store.latestDriftTo('filesystem', 1)?.driftId, 'dr-first');
  assert.equal(store.latestDriftTo('filesystem', 3), null);
  assert.equal(store.latestDriftTo('nobody', 1), null);
  assert.equal(store.findDrift('dr-none'), null);
  assert.throws(
    () => store.writeScan(scanWrite({ snapshot: null, outcome: 'error', drift: { driftId: 'dr-x', serverId: 'filesystem', fromVersion: 1, severity: 'LOW' } })),
    isCode('usage'),
  );
  store.close();
});

function announce(store: Store, over: Partial<Parameters<Store['addAnnouncement']>[0]> = {}, now = at(0)) {
  return store.addAnnouncement(
    { serverId: 'filesystem', version: '1.1.0', tool: 'read_file', addsParam: ['encoding'], removesParam: [], addsTool: [], removesTool: [], changes: ['description'], expiresAt: at(60), note: 'release 1.1', by: 'alice', ...over },
    now,
  );
}

test('announcements: active until used or expired, and the list shows the use', () => {
  const store = openMemoryStore();
  const a = announce(store);
  const b = announce(store, { expiresAt: at(30) });
  const other = announce(store, { serverId: 'memory' });
  assert.match(a.id, /^an-[0-9a-f]{16}$/);
  assert.notEqual(a.id, b.id);
  assert.deepEqual(a, { ...a, serverId: 'filesystem', version: '1.1.0', addsParam: ['encoding'], changes: ['description'], createdAt: at(0), usedAt: null, usedByDrift: null });
  assert.deepEqual(store.activeAnnouncements('filesystem', at(10)).map((x) => x.id), [a.id, b.id]);
  assert.deepEqual(store.activeAnnouncements('filesystem', at(30)).map((x) => x.id), [a.id], 'expired at its expiry time');

  store.writeScan(scanWrite({ snapshot: snapshot([tool('read_file')]), drift: { driftId: 'dr-9', serverId: 'filesystem', fromVersion: null, severity: 'INFO' }, usedAnnouncements: [a.id], ts: at(20) }));
  assert.deepEqual(store.activeAnnouncements('filesystem', at(21)).map((x) => x.id), [b.id]);
  const listed = store.listAnnouncements('filesystem');
  assert.deepEqual(listed.map((x) => [x.id, x.usedAt, x.usedByDrift]), [[a.id, at(20), 'dr-9'], [b.id, null, null]]);
  assert.deepEqual(store.listAnnouncements().map((x) => x.id), [a.id, b.id, other.id]);
  assert.throws(() => store.writeScan(scanWrite({ usedAnnouncements: ['an-missing'] })), isCode('not_found'));
  store.close();
});

test('events: filters by server, kind, type, severity, time, and limit keeps the most recent in order', () => {
  const store = openMemoryStore();
  const r1 = record({ ts: at(1), severity: 'LOW', type: 'tool_added' });
  const r2 = record({ ts: at(2), severity: 'CRITICAL', type: 'description_change' });
  const r3 = record({ ts: at(3), severity: 'INFO', kind: 'declared', type: 'schema_change' });
  const r4 = record({ ts: at(4), severity: 'HIGH', kind: 'error', type: null, server: 'memory' });
  store.writeScan(scanWrite({ records: [r1, r2, r3] }));
  store.writeScan(scanWrite({ serverId: 'memory', outcome: 'error', records: [r4] }));
  const ids = (f: Parameters<Store['events']>[0]) => store.events(f).map((r) => r.alert_id);
  assert.deepEqual(store.events({}), [r1, r2, r3, r4]);
  assert.deepEqual(ids({ server: 'filesystem' }), [r1.alert_id, r2.alert_id, r3.alert_id]);
  assert.deepEqual(ids({ server: 'nobody' }), []);
  assert.deepEqual(ids({ kind: 'declared' }), [r3.alert_id]);
  assert.deepEqual(ids({ type: 'tool_added' }), [r1.alert_id]);
  assert.deepEqual(ids({ severity: 'HIGH' }), [r2.alert_id, r4.alert_id]);
  assert.deepEqual(ids({ since: at(2), until: at(3) }), [r2.alert_id, r3.alert_id]);
  assert.deepEqual(ids({ limit: 2 }), [r3.alert_id, r4.alert_id]);
  assert.deepEqual(ids({ server: 'filesystem', severity: 'LOW', limit: 1 }), [r2.alert_id]);
  assert.deepEqual(ids({ limit: 0 }), []);
  assert.throws(() => store.events({ limit: -1 }), isCode('usage'));
  assert.deepEqual(store.servers(), ['filesystem', 'memory']);
  store.close();
});

test('transaction: writeScan nests inside it, and a throw leaves nothing behind', () => {
  const store = openMemoryStore();
  const r = store.transaction(() => {
    assert.equal(store.serverState('filesystem').latest, null);
    return store.writeScan(scanWrite({ snapshot: snapshot([tool('a')]) }));
  });
  assert.equal(r.version, 1);
  assert.throws(
    () =>
      store.transaction(() => {
        store.writeScan(scanWrite({ serverId: 'ghost', snapshot: snapshot([tool('b')]), records: [record({ server: 'ghost' })] }));
        throw new Error('crash after the write');
      }),
    /crash after the write/,
  );
  assert.deepEqual(store.servers(), ['filesystem']);
  assert.deepEqual(store.events({ server: 'ghost' }), []);
  assert.equal(store.verify().ok, true);
  store.close();
  assert.throws(() => store.servers(), isCode('usage'));
});

test('a secret used only for the credential HMAC never reaches the database file', () => {
  withFile((path) => {
    const secret = 'sk-live-7f3a9c2e1b5d4f60a8b7c6d5e4f3a2b1';
    const store = openStore(path);
    const credentialHash = hmacJson(store.hmacKey(), [`Authorization=Bearer ${secret}`, `API_KEY=${secret}`]);
    store.writeScan(scanWrite({ endpoint: 'http://127.0.0.1:3000/mcp?token=REDACTED', credentialHash, snapshot: snapshot([tool('a')]) }));
    assert.equal(store.serverState('filesystem').lastScan?.credentialHash, credentialHash);
    const bytes = Buffer.concat([readFileSync(path), existsSync(`${path}-wal`) ? readFileSync(`${path}-wal`) : Buffer.alloc(0)]);
    assert.ok(bytes.includes(Buffer.from(credentialHash)), 'the test reads the bytes the scan wrote');
    assert.equal(bytes.includes(Buffer.from(secret)), false);
    assert.equal(bytes.includes(Buffer.from(secret, 'utf16le')), false);
    store.close();
  });
});

test('attacker text with lone surrogates, NUL and escapes round-trips and keeps the chain valid', () => {
  const store = openMemoryStore();
  const name = 'read\uD800_file\u0000\u001b[31m';
  const snap = snapshot([tool(name, 'x\uDC00y')], 'v\uD83D');
  store.writeScan(scanWrite({ snapshot: snap, records: [record({ tool: name })], error: null, endpoint: 'stdio:\uDFFF' }));
  const loaded = store.loadVersion('filesystem', 1);
  assert.deepEqual(loaded.tools[0]!.tool, snap.tools[0]!.tool, 'the full JSON keeps the exact text');
  assert.equal(store.events({})[0]!.tool, name);
  const v = store.verify();
  assert.equal(v.ok, true, JSON.stringify(v));
  store.close();
});

test('pending reminders: the last one of a drift since its occurrence began, and the records of the scan that reported it', () => {
  const store = openMemoryStore();
  const alert = record({ scan_id: 'sc-r1', ts: at(1) });
  store.writeScan(scanWrite({ scanId: 'sc-r1', ts: at(1), records: [alert], snapshot: snapshot([tool('a')]) }));
  const reminder = (ts: string, driftId: string) => ({ ...record({ kind: 'pending', ts, scan_id: `sc-${ts}` }), pending: { drift_id: driftId } }) as never;
  store.writeScan(scanWrite({ scanId: 'sc-r2', ts: at(2), records: [reminder(at(2), 'dr-1')], snapshot: snapshot([tool('a')]) }));
  store.writeScan(scanWrite({ scanId: 'sc-r3', ts: at(3), records: [reminder(at(3), 'dr-other')], snapshot: snapshot([tool('a')]) }));
  assert.equal(store.lastReminder('filesystem', 'dr-1', at(1)), at(2));
  assert.equal(store.lastReminder('filesystem', 'dr-other', at(1)), at(3));
  // A reminder from before the occurrence began belongs to an earlier occurrence.
  assert.equal(store.lastReminder('filesystem', 'dr-1', at(3)), null);
  assert.equal(store.lastReminder('nobody', 'dr-1', at(1)), null);
  assert.deepEqual(store.recordsOfScan('filesystem', 'sc-r1', at(1)), [alert]);
  assert.deepEqual(store.recordsOfScan('filesystem', 'sc-r1', at(2)), []);
  store.close();
});

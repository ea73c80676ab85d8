import { test } from 'node:test';
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { statSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { openStore } from '../src/history/index.js';
import { LATEST_VERSION } from '../src/history/schema.js';
import { rawDb, scanWrite, snapshot, tempDir, tool } from './history-fixtures/builders.js';

const WRITER = fileURLToPath(new URL('./history-fixtures/writer.js', import.meta.url));

interface Child {
  done: Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string; err: string }>;
  kill: () => void;
  /** Resolves once the child has printed a line matching re. */
  waitFor: (re: RegExp) => Promise<void>;
}

function writer(db: string, count: number, label: string, pauseMs = 0, goFile = '', peer = ''): Child {
  const child = spawn(process.execPath, [WRITER, db, String(count), label, String(pauseMs), goFile, peer], { stdio: ['ignore', 'pipe', 'pipe'] });
  let out = '';
  let err = '';
  const waiters: Array<{ re: RegExp; resolve: () => void }> = [];
  child.stdout.on('data', (d: Buffer) => {
    out += d.toString();
    for (const w of waiters.splice(0)) (w.re.test(out) ? w.resolve : () => waiters.push(w))();
  });
  child.stderr.on('data', (d: Buffer) => (err += d.toString()));
  const done = new Promise<{ code: number | null; signal: NodeJS.Signals | null; out: string; err: string }>((resolve) =>
    child.on('close', (code, signal) => resolve({ code, signal, out, err })),
  );
  return {
    done,
    kill: () => child.kill('SIGKILL'),
    waitFor: (re) => new Promise<void>((resolve) => (re.test(out) ? resolve() : waiters.push({ re, resolve }))),
  };
}

test('two processes writing 200 scans each to one history both complete with a valid chain', { timeout: 180_000 }, async () => {
  const { dir, cleanup } = tempDir();
  try {
    const db = join(dir, 'history.db');
    const go = join(dir, 'go');
    // The first open creates the file; the racers then start together and pause 2 ms between scans
    // (as real scans wait on their servers), so their transactions interleave. Each waits after its
    // first scan for the other's first: a racer starved of CPU for the other's whole run on a busy
    // machine still leaves the two interleaved, at least twice.
    openStore(db).close();
    const [a, b] = [writer(db, 200, 'alpha', 2, go, 'beta'), writer(db, 200, 'beta', 2, go, 'alpha')];
    await Promise.all([a.waitFor(/ready\n/), b.waitFor(/ready\n/)]);
    writeFileSync(go, '');
    const results = await Promise.all([a.done, b.done]);
    for (const r of results) assert.equal(r.code, 0, r.err);
    const store = openStore(db);
    try {
      const v = store.verify();
      assert.equal(v.ok, true, JSON.stringify(v));
      assert.deepEqual(store.servers(), ['alpha', 'beta']);
      for (const s of ['alpha', 'beta']) {
        assert.equal(store.events({ server: s }).length, 600);
        // 200 scans, a new manifest every 25 scans: releases 0..8.
        assert.deepEqual(store.versions(s).map((x) => x.version), [1, 2, 3, 4, 5, 6, 7, 8, 9]);
      }
    } finally {
      store.close();
    }
    const raw = rawDb(db, { readonly: true });
    assert.equal(raw.prepare('SELECT count(*) FROM scans').pluck().get(), 400);
    let switches = 0;
    let prev: number | null = null;
    for (const s of raw.prepare('SELECT server_seq FROM scans ORDER BY seq').pluck().iterate() as Iterable<number>) {
      if (prev !== null && s !== prev) switches += 1;
      prev = s;
    }
    raw.close();
    assert.ok(switches >= 2, `the two writers interleaved (${switches} switches)`);
  } finally {
    cleanup();
  }
});

test('two processes creating a new history at once agree on one schema and one key', { timeout: 180_000 }, async () => {
  const { dir, cleanup } = tempDir();
  try {
    const db = join(dir, 'fresh', 'history.db');
    const results = await Promise.all(['one', 'two', 'three'].map((l) => writer(db, 20, l).done));
    for (const r of results) assert.equal(r.code, 0, r.err);
    const raw = rawDb(db, { readonly: true });
    assert.deepEqual(raw.prepare("SELECT key, count(*) AS n FROM meta GROUP BY key ORDER BY key").all(), [
      { key: 'application', n: 1 },
      { key: 'hmac_key', n: 1 },
      // One row per migration, each applied once.
      { key: 'migration', n: LATEST_VERSION },
    ]);
    assert.equal(raw.prepare('SELECT count(*) FROM scans').pluck().get(), 60);
    raw.close();
    const store = openStore(db);
    const v = store.verify();
    store.close();
    assert.equal(v.ok, true, JSON.stringify(v));
  } finally {
    cleanup();
  }
});

test('a writer killed with SIGKILL leaves whole scans only, and a valid chain', { timeout: 180_000 }, async () => {
  const { dir, cleanup } = tempDir();
  try {
    const db = join(dir, 'history.db');
    const w = writer(db, 100_000, 'victim');
    await w.waitFor(/wrote 50\n/);
    w.kill();
    const r = await w.done;
    assert.equal(r.signal, 'SIGKILL');
    const store = openStore(db);
    try {
      const v = store.verify();
      assert.equal(v.ok, true, JSON.stringify(v));
    } finally {
      store.close();
    }
    const raw = rawDb(db, { readonly: true });
    const scans = raw.prepare('SELECT count(*) FROM scans').pluck().get() as number;
    assert.ok(scans >= 50, `${scans} scans survived`);
    const partial = raw
      .prepare('SELECT s.scan_id FROM scans s LEFT JOIN events e ON e.scan_id = s.scan_id GROUP BY s.scan_id HAVING count(e.seq) <> 3')
      .all();
    assert.deepEqual(partial, [], 'every stored scan has all of its events');
    const orphans = raw.prepare('SELECT count(*) FROM events WHERE scan_id NOT IN (SELECT scan_id FROM scans)').pluck().get();
    assert.equal(orphans, 0);
    raw.close();
  } finally {
    cleanup();
  }
});

test('an unchanged scan adds under 2 KB to the file', () => {
  const { dir, cleanup } = tempDir();
  try {
    const db = join(dir, 'history.db');
    const store = openStore(db);
    const manifest = snapshot(Array.from({ length: 20 }, (_, i) => tool(`tool_${i}`, `does thing number ${i} with care`)));
    const unchanged = () =>
      scanWrite({
        serverId: 'filesystem',
        endpoint: 'stdio:node /usr/lib/node_modules/@modelcontextprotocol/server-filesystem/dist/index.js /home/operator/projects',
        credentialHash: `hmac-sha256:${'ab'.repeat(32)}`,
        serverInfo: { name: 'secure-filesystem-server', version: '0.2.0' },
        capabilities: { tools: { listChanged: true }, prompts: { listChanged: true }, resources: { subscribe: true, listChanged: true }, logging: {}, completions: {} },
        snapshot: manifest,
      });
    const size = () => {
      const raw = rawDb(db);
      raw.pragma('wal_checkpoint(TRUNCATE)');
      raw.close();
      return statSync(db).size;
    };
    store.writeScan(unchanged());
    const before = size();
    const n = 1000;
    for (let i = 0; i < n; i++) store.writeScan(unchanged());
    const perScan = (size() - before) / n;
    store.close();
    assert.ok(perScan > 100, `the measure sees the scans (${perScan} B)`);
    assert.ok(perScan < 2048, `${perScan} bytes per unchanged scan`);
  } finally {
    cleanup();
  }
});

/**
 * The core sensor as an operator meets it: the built CLI against the bundled manifest server,
 * asserting records, exit codes and what is in the database.
 */
import { test, after } from 'node:test';
import assert from 'node:assert/strict';
import { createRequire } from 'node:module';
import { runCli, Workspace } from './helpers/cli.js';

const require = createRequire(import.meta.url);

const TOOLS = [
  {
    name: 'read_file',
    description: 'Read a file from the workspace.',
    inputSchema: { type: 'object', properties: { path: { type: 'string', description: 'Relative path.' } }, required: ['path'] },
    annotations: { readOnlyHint: true },
  },
  {
    name: 'list_dir',
    description: 'List the entries of a directory.',
    inputSchema: { type: 'object', properties: { path: { type: 'string' } } },
  },
];
const BASE = { serverInfo: { name: 'acme-files', version: '1.0.0' }, tools: TOOLS };

const ws = new Workspace();
after(() => ws.cleanup());

test('first contact: exit 0, nothing at MEDIUM or above, version 1 approved by first-contact', async () => {
  ws.writeManifest(BASE);
  const r = await runCli(ws.scanArgs());
  assert.equal(r.code, 0, r.stderr);
  assert.deepEqual(r.records.filter((x) => ['MEDIUM', 'HIGH', 'CRITICAL'].includes(x.severity)), []);
  const h = await runCli(['--db', ws.db, 'history', '--server', 'acme']);
  assert.equal(h.code, 0, h.stderr);
  assert.equal(h.lines.length, 1);
  assert.equal((h.lines[0] as { approved_by: string }).approved_by, 'first-contact');
});

test('unchanged rescan: exit 0 and no record', async () => {
  const r = await runCli(ws.scanArgs());
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, '');
});

test('reordered keys and tools change no hash', async () => {
  const reordered = {
    tools: [...TOOLS].reverse().map((t) => Object.fromEntries(Object.entries(t).reverse())),
    serverInfo: { version: '1.0.0', name: 'acme-files' },
  };
  ws.writeManifest(reordered);
  const r = await runCli(ws.scanArgs());
  assert.equal(r.code, 0, r.stderr);
  assert.equal(r.stdout, '');
  const h = await runCli(['--db', ws.db, 'history', '--server', 'acme']);
  assert.equal(h.lines.length, 1, 'still one manifest version');
});

test('adding exec_after alerts CRITICAL (H1+H2) with exit 1; the rescan stays quiet with exit 1; --repeat re-emits', async () => {
  const poisoned = structuredClone(BASE) as typeof BASE;
  (poisoned.tools[0].inputSchema.properties as Record<string, unknown>).exec_after = { type: 'string' };
  ws.writeManifest(poisoned);
  const r = await runCli(ws.scanArgs());
  assert.equal(r.code, 1, r.stderr);
  const alert = r.records.find((x) => x.kind === 'alert' && x.tool === 'read_file' && x.type === 'schema_change');
  assert.ok(alert, r.stdout);
  assert.equal(alert.severity, 'CRITICAL');
  assert.deepEqual([...alert.heuristic_ids].sort(), ['H1', 'H2']);
  assert.equal(alert.drift?.baseline_version, 1);
  assert.ok(alert.drift?.drift_id.startsWith('dr-'));
  assert.match(alert.heuristics_version, /^\d+\.\d+\.\d+$/);
  assert.equal(typeof alert.host, 'string');
  // H5: the tools changed but the server version did not.
  assert.ok(r.records.some((x) => x.heuristic_ids.includes('H5')));

  const again = await runCli(ws.scanArgs());
  assert.equal(again.code, 1, 'still pending approval');
  assert.equal(again.stdout, '', 'reported once');

  const repeat = await runCli(ws.scanArgs('acme', ['--repeat']));
  assert.equal(repeat.code, 1);
  assert.ok(repeat.records.some((x) => x.heuristic_ids.includes('H2')));
  assert.equal(repeat.records[0].drift?.drift_id, alert.drift?.drift_id);
});

test('--fail-on none never fails on alerts', async () => {
  const r = await runCli(ws.scanArgs('acme', ['--fail-on', 'none']));
  assert.equal(r.code, 0);
});

test('DELETE and UPDATE on history tables are refused by SQLite', () => {
  const Database = require('better-sqlite3');
  const db = new Database(ws.db);
  try {
    const tables = (db.prepare("SELECT name FROM sqlite_master WHERE type='table' AND name NOT LIKE 'sqlite_%'").all() as { name: string }[]).map((t) => t.name);
    assert.ok(tables.length >= 5, tables.join(','));
    // Row triggers fire per row: every table that holds a row must refuse to lose it.
    const filled = tables.filter((t) => (db.prepare(`SELECT count(*) AS n FROM "${t}"`).get() as { n: number }).n > 0);
    for (const t of ['scans', 'events', 'manifest_versions', 'approvals']) assert.ok(filled.includes(t), `${t} holds rows`);
    for (const t of filled) {
      assert.throws(() => db.prepare(`DELETE FROM "${t}"`).run(), /append-only/, `DELETE on ${t}`);
    }
    assert.throws(() => db.prepare('UPDATE scans SET rowid = rowid').run(), /append-only/);
  } finally {
    db.close();
  }
});

test('a missing server command gives one error record and exit 2', async () => {
  const r = await runCli(['--db', ws.db, 'scan', '--name', 'ghost', '--', 'definitely-not-a-command-xyz']);
  assert.equal(r.code, 2);
  assert.equal(r.records.length, 1);
  assert.equal(r.records[0].kind, 'error');
  assert.equal(r.records[0].server, 'ghost');
  assert.match(r.records[0].reason ?? '', /not found/i);
  assert.doesNotMatch(r.stderr, /\n\s+at /, 'no stack trace');
});

test('usage errors: one line, exit 2', async () => {
  const r = await runCli(['--db', ws.db, 'scan', '--', 'node', 'x.js']);
  assert.equal(r.code, 2);
  assert.match(r.stderr, /--name/);
  const none = await runCli(['--db', ws.db, 'scan']);
  assert.equal(none.code, 2);
  const bad = await runCli(['--db', ws.db, 'scan', '--bogus-flag']);
  assert.equal(bad.code, 2);
});

test('the demo runs on an embedded default and shows the alerts', async () => {
  const r = await runCli(['--format', 'jsonl', 'demo'], { timeoutMs: 90_000 });
  assert.equal(r.code, 0, r.stderr);
  const ids = new Set(r.records.flatMap((x) => x.heuristic_ids));
  for (const id of ['H1', 'H2', 'H3', 'H7', 'H10', 'H12']) assert.ok(ids.has(id as never), `demo shows ${id}: ${[...ids]}`);
  assert.ok(r.records.some((x) => x.severity === 'CRITICAL'));
  // A day later the drift, still not approved, is reminded of: one pending record naming it.
  const drift = r.records.find((x) => x.kind === 'alert')?.drift?.drift_id;
  const reminders = r.records.filter((x) => x.kind === 'pending');
  assert.deepEqual(reminders.map((x) => [x.pending?.drift_id, x.pending?.needs]), [[drift, 'approve']]);
});

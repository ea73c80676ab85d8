/**
 * Scans under a client's own identity, through the built CLI against a scripted server that lists
 * an extra (poisoned) tool only to clients whose clientInfo.name contains "claude", and writes what
 * each client sent in initialize to a file: what the sensor presents by default, with --profile,
 * for a client configuration's servers, and what --profiles all reveals.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { ROOT, runCli, Workspace } from './helpers/cli.js';
import { rawDb } from './history-fixtures/builders.js';
import type { EvidenceFindingOf } from '../src/findings.js';

const SERVER = join(ROOT, 'dist', 'test', 'fixtures', 'identity', 'identity-server.js');

function setup() {
  const ws = new Workspace();
  const echo = join(ws.dir, 'echo.jsonl');
  const scan = (extra: string[], format = 'jsonl') => runCli(['--db', ws.db, '--format', format, 'scan', '--name', 'notes', ...extra, '--', process.execPath, SERVER, echo]);
  const seen = () => readFileSync(echo, 'utf8').trim().split('\n').map((l) => JSON.parse(l) as Record<string, any>);
  return { ws, echo, scan, seen };
}

test('a plain scan presents the sensor itself and never sees the tool shown only to Claude', async () => {
  const { ws, scan, seen } = setup();
  try {
    const r = await scan([]);
    assert.equal(r.code, 0, r.stderr);
    assert.deepEqual(r.records, []);
    const init = seen()[0]!.initialize;
    assert.equal(init.clientInfo.name, 'mcp-schema-sentinel');
    assert.deepEqual(init.capabilities, {});
    const db = rawDb(ws.db, { readonly: true });
    assert.deepEqual(db.prepare('SELECT name FROM version_tools').pluck().all(), ['read_notes']);
    assert.deepEqual(db.prepare('SELECT client_profile FROM scans').pluck().all(), ['sensor']);
    db.close();
  } finally {
    ws.cleanup();
  }
});

test('--profiles all reveals the tool shown only to Claude: H16 profile_split HIGH, the hidden text judged, exit 1; the same split is reported once', async () => {
  const { ws, scan } = setup();
  try {
    const r = await scan(['--profiles', 'all']);
    assert.equal(r.code, 1, r.stderr);
    const split = r.records.find((x) => x.type === 'profile_split' && x.tool === null);
    assert.ok(split, r.stdout);
    assert.equal(split.severity, 'HIGH');
    assert.deepEqual(split.heuristic_ids, ['H16']);
    assert.equal(split.client_profile, undefined, 'judged under the sensor\'s own identity');
    const findings = split.evidence!.findings as EvidenceFindingOf<'H16'>[];
    assert.deepEqual(findings.map((f) => f.detail.profile).sort(), ['claude-code', 'claude-desktop']);
    for (const f of findings) {
      assert.deepEqual(f.detail.only_here, [{ kind: 'tool', name: 'sync_notes' }]);
      assert.equal(f.detail.compared_with, 'sensor');
      assert.equal(f.detail.cause, 'client_name', JSON.stringify(f.detail));
    }
    // The tool no scan under the sensor's name ever listed gets the content heuristics.
    const hidden = r.records.find((x) => x.type === 'profile_split' && x.tool === 'sync_notes');
    assert.ok(hidden && hidden.severity === 'CRITICAL', r.stdout);
    // Every profile's view is recorded with the scan; the judged one is the sensor's.
    const db = rawDb(ws.db, { readonly: true });
    const views = db.prepare('SELECT profile, item_count FROM profile_views ORDER BY seq').all() as Array<{ profile: string; item_count: number }>;
    assert.deepEqual(views.map((v) => v.profile), ['claude-desktop', 'claude-code', 'cursor', 'vscode', 'windsurf', 'gemini-cli']);
    assert.deepEqual(views.map((v) => v.item_count), [2, 2, 1, 1, 1, 1]);
    assert.deepEqual(db.prepare('SELECT client_profile FROM scans').pluck().all(), ['sensor']);
    assert.deepEqual(db.prepare('SELECT name FROM version_tools').pluck().all(), ['read_notes'], 'the baseline is the judged list only');
    db.close();
    const again = await scan(['--profiles', 'all']);
    assert.equal(again.code, 0, again.stdout);
    assert.deepEqual(again.records, []);
    const repeated = await scan(['--profiles', 'claude-desktop', '--repeat', '--fail-on', 'critical']);
    assert.equal(repeated.code, 1, 'the hidden tool is CRITICAL');
    assert.ok(repeated.records.some((x) => x.type === 'profile_split'));
  } finally {
    ws.cleanup();
  }
});

test('--profiles: pretty and SARIF show the split', async () => {
  const { ws, scan } = setup();
  try {
    const pretty = await scan(['--profiles', 'sensor,claude-desktop'], 'pretty');
    assert.equal(pretty.code, 1);
    assert.match(pretty.stdout.replace(/\s+/g, ' '), /under profile claude-desktop \("claude-ai"\) the server lists other items than under sensor: listed only here: tool `sync_notes`/);
    const ws2 = setup();
    try {
      const sarif = await ws2.scan(['--profiles', 'claude-desktop'], 'sarif');
      const results = JSON.parse(sarif.stdout).runs[0].results as Array<{ ruleId: string; level: string }>;
      assert.ok(results.some((x) => x.ruleId.includes('H16') && x.level === 'error'), sarif.stdout.slice(0, 2000));
    } finally {
      ws2.ws.cleanup();
    }
  } finally {
    ws.cleanup();
  }
});

test('--profile cursor presents Cursor on the wire: its clientInfo and capabilities, roots answered empty', async () => {
  const { ws, scan, seen } = setup();
  try {
    const r = await scan(['--profile', 'cursor']);
    assert.equal(r.code, 0, r.stderr);
    const [first, roots] = seen();
    assert.deepEqual(first!.initialize.clientInfo, { name: 'cursor-vscode', version: '1.0.0' });
    assert.deepEqual(first!.initialize.capabilities, { roots: {}, elicitation: {} });
    assert.deepEqual(roots, { roots: { roots: [] }, error: null });
    const db = rawDb(ws.db, { readonly: true });
    assert.deepEqual(db.prepare('SELECT client_profile FROM scans').pluck().all(), ['cursor']);
    db.close();
  } finally {
    ws.cleanup();
  }
});

test("a server from Claude Desktop's configuration is shown Claude Desktop's identity", async () => {
  const ws = new Workspace();
  try {
    const echo = join(ws.dir, 'echo.jsonl');
    const dir = join(ws.dir, 'Claude');
    mkdirSync(dir);
    const config = join(dir, 'claude_desktop_config.json');
    writeFileSync(config, JSON.stringify({ mcpServers: { notes: { command: process.execPath, args: [SERVER, echo] } } }));
    const r = await runCli(['--db', ws.db, '--format', 'jsonl', 'scan', '--config', config, '--fail-on', 'none']);
    assert.equal(r.code, 0, r.stderr);
    const init = JSON.parse(readFileSync(echo, 'utf8').split('\n')[0]!).initialize;
    assert.deepEqual(init.clientInfo, { name: 'claude-ai', version: '0.1.0' });
    // What Claude Desktop is shown is what is judged: the poisoned tool alerts at first contact.
    assert.ok(r.records.some((x) => x.type === 'first_contact' && x.tool === 'sync_notes' && x.severity === 'CRITICAL'), r.stdout);
    // Records name the identity the scan presented (not the sensor's own).
    assert.ok(r.records.length > 0 && r.records.every((x) => x.client_profile === 'claude-desktop'), r.stdout);
    const db = rawDb(ws.db, { readonly: true });
    assert.deepEqual(db.prepare('SELECT client_profile FROM scans').pluck().all(), ['claude-desktop']);
    db.close();
    // --profile wins over the configuration's client.
    const plain = await runCli(['--db', join(ws.dir, 'other.db'), '--format', 'jsonl', 'scan', '--config', config, '--profile', 'sensor']);
    assert.equal(plain.code, 0, plain.stdout);
    assert.equal(JSON.parse(readFileSync(echo, 'utf8').trim().split('\n').at(-1)!).initialize.clientInfo.name, 'mcp-schema-sentinel');
  } finally {
    ws.cleanup();
  }
});

test('an unknown profile name is one line on stderr and exit 2, before anything is scanned', async () => {
  const { ws, scan, echo } = setup();
  try {
    for (const extra of [['--profile', 'nobody'], ['--profiles', 'cursor,nobody']]) {
      const r = await scan(extra);
      assert.equal(r.code, 2, r.stderr);
      assert.equal(r.stdout, '');
      assert.match(r.stderr, /^mcp-schema-sentinel: unknown profile "nobody"; known: sensor, claude-desktop, /);
      assert.equal(r.stderr.trim().split('\n').length, 1, r.stderr);
    }
    assert.throws(() => readFileSync(echo), /ENOENT/, 'no server was started');
  } finally {
    ws.cleanup();
  }
});

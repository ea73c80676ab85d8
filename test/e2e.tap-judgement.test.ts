/**
 * What the tap's sessions give once ingested, through the built CLI: a rug pull within a session,
 * a split view, a call of a tool the baseline lacks, a long chain of calls, a spool edited behind
 * the tap's back, and a session loaded once however often ingest runs.
 */
import { after, test } from 'node:test';
import assert from 'node:assert/strict';
import { mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { runCli } from './helpers/cli.js';
import { runPiped, tapArgs } from './helpers/tap.js';

const SCRIPTED = fileURLToPath(new URL('./servers/tap-scripted.js', import.meta.url));
const root = mkdtempSync(join(tmpdir(), 'sentinel-tapj-'));
after(() => rmSync(root, { recursive: true, force: true }));

/** One history (and spool folder) per test. */
function bench(name: string) {
  const dir = join(root, name);
  mkdirSync(dir);
  const env = { MCP_SENTINEL_DB: join(dir, 'history.db'), MCP_SENTINEL_NOW: '2026-12-01T10:00:00Z' };
  return {
    env,
    spools: () => readdirSync(join(dir, 'spool')).filter((f) => f.endsWith('.jsonl')).map((f) => join(dir, 'spool', f)),
    scan: (mode: string) => runCli(['scan', '--name', 'notes', '--', process.execPath, SCRIPTED], { env: { ...env, TAP_MODE: mode } }),
    ingest: () => runCli(['ingest'], { env }),
    session: (mode: string, input: string[], extra: string[] = []) =>
      runPiped(process.execPath, tapArgs('notes', process.execPath, [SCRIPTED], extra), input.map((l) => Buffer.from(l + '\n')), { ...process.env, ...env, TAP_MODE: mode }),
  };
}

const init = (id: number, name = 'claude-like') =>
  JSON.stringify({ jsonrpc: '2.0', id, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name, version: '1' } } });
const list = (id: number) => JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/list' });
const call = (id: number, name: string) => JSON.stringify({ jsonrpc: '2.0', id, method: 'tools/call', params: { name, arguments: { title: 'secret argument' } } });

test('list_changed then a poisoned list mid-session: session_drift with the content findings, after ingest', async () => {
  const b = bench('drift');
  assert.equal((await b.scan('clean')).code, 0);
  const s = await b.session('drift', [init(1), list(2), list(3), call(4, 'read_note')]);
  assert.equal(s.code, 0);
  const r = await b.ingest();
  assert.equal(r.code, 1, r.stderr);
  const drift = r.records.filter((x) => x.type === 'session_drift');
  assert.equal(drift.length, 1);
  assert.equal(drift[0].severity, 'CRITICAL');
  const tap = drift[0].evidence!.tap as Record<string, unknown>;
  assert.deepEqual(tap.changed, ['read_note']);
  assert.equal(tap.announced, true);
  assert.ok(drift[0].heuristic_ids.includes('H10'), JSON.stringify(drift[0].heuristic_ids));
  assert.ok(!r.stdout.includes('secret argument'), 'never an argument');
  assert.ok(!readFileSync(join(root, 'drift', 'spool', 'ingested', readdirSync(join(root, 'drift', 'spool', 'ingested'))[0]), 'utf8').includes('secret argument'));
  // Loaded once: ingest again gives nothing, and the history holds the record once.
  const again = await b.ingest();
  assert.equal(again.code, 0);
  assert.equal(again.records.length, 0);
  const events = await runCli(['events', '--type', 'session_drift'], { env: b.env });
  assert.equal(events.records.length, 1);
});

test('a server that shows the scanner one list and the agent another: split_view in the next scan', async () => {
  const b = bench('split');
  assert.equal((await b.scan('split')).code, 0);
  await b.session('split', [init(1), list(2), call(3, 'sync_notes')]);
  const r = await b.scan('split');
  const split = r.records.filter((x) => x.type === 'split_view');
  assert.equal(split.length, 1, r.stdout);
  assert.ok(['HIGH', 'CRITICAL'].includes(split[0].severity));
  const tap = split[0].evidence!.tap as Record<string, unknown>;
  assert.deepEqual(tap.only_agent, ['sync_notes']);
  assert.deepEqual(tap.changed, ['read_note']);
  const unknown = r.records.filter((x) => x.type === 'unknown_tool_call');
  assert.deepEqual(unknown.map((x) => [x.tool, x.severity]), [['sync_notes', 'HIGH']]);
  assert.equal(r.code, 1);
});

test('pretty output says what the agent saw that the scanner did not', async () => {
  const b = bench('split-pretty');
  assert.equal((await b.scan('split')).code, 0);
  await b.session('split', [init(1), list(2), call(3, 'sync_notes')]);
  const r = await runCli(['--format', 'pretty', 'ingest'], { env: b.env });
  assert.equal(r.code, 1, r.stderr);
  assert.match(r.stdout, /only\s+the\s+agent\s+saw\s+`sync_notes`;\s+changed\s+`read_note`/);
  assert.match(r.stdout, /the\s+agent\s+called\s+tool\s+`sync_notes`\s+1\s+time;/);
});

test('a server that shows the agent another prompt: split_view of prompts/list with the item heuristics; its tools, the same, give none', async () => {
  const b = bench('prompts');
  // The baseline holds the instructions and the clean prompt: its manifest hash covers more than tools.
  assert.equal((await runCli(['scan', '--name', 'notes', '--', process.execPath, SCRIPTED, 'prompts'], { env: b.env })).code, 0);
  const input = [init(1), list(2), JSON.stringify({ jsonrpc: '2.0', id: 3, method: 'prompts/list' })].map((l) => Buffer.from(l + '\n'));
  await runPiped(process.execPath, tapArgs('notes', process.execPath, [SCRIPTED, 'prompts']), input, { ...process.env, ...b.env });
  const [file] = b.spools();
  const lists = readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l)).filter((l) => l.type === 'list');
  assert.deepEqual(lists.map((l) => [l.method, l.items.map((i: [string, string]) => i[0])]), [['tools/list', ['read_note', 'list_notes', 'add_note', 'delete_note']], ['prompts/list', ['summarize']]]);
  const r = await b.ingest();
  const split = r.records.filter((x) => x.type === 'split_view');
  assert.equal(split.length, 1, r.stdout);
  const tap = split[0].evidence!.tap as Record<string, unknown>;
  assert.equal(tap.list, 'prompts/list');
  assert.deepEqual(tap.changed, ['summarize']);
  assert.ok(['HIGH', 'CRITICAL'].includes(split[0].severity));
  assert.ok(split[0].heuristic_ids.length > 1, JSON.stringify(split[0].heuristic_ids));
});

test('the same server showing everyone the same list: no split view, no drift', async () => {
  const b = bench('honest');
  assert.equal((await b.scan('clean')).code, 0);
  await b.session('clean', [init(1), list(2), list(3), call(4, 'read_note')]);
  const r = await b.ingest();
  assert.equal(r.code, 0, r.stdout);
  assert.equal(r.records.length, 0);
});

test('40 calls with no gap: excessive_agency once for the chain threshold', async () => {
  const b = bench('agency');
  assert.equal((await b.scan('clean')).code, 0);
  const calls = Array.from({ length: 40 }, (_, i) => call(10 + i, 'read_note'));
  await b.session('clean', [init(1), list(2), ...calls], ['--max-chain', '25']);
  const r = await b.ingest();
  const agency = r.records.filter((x) => x.type === 'excessive_agency');
  assert.equal(agency.length, 1);
  const tap = agency[0].evidence!.tap as Record<string, unknown>;
  assert.equal(tap.threshold, 'chain');
  assert.equal(tap.value, 40);
  assert.equal(agency[0].risk_score, tap.score);
});

test('a spool edited behind the tap: ingest refuses it and says where, and loads nothing of it', async () => {
  const b = bench('tamper');
  assert.equal((await b.scan('clean')).code, 0);
  await b.session('split', [init(1), list(2), call(3, 'sync_notes')]);
  const [file] = b.spools();
  const lines = readFileSync(file, 'utf8').split('\n');
  const at = lines.findIndex((l) => l.includes('"type":"call"'));
  lines[at] = lines[at].replace('"sync_notes"', '"read_note"');
  writeFileSync(file, lines.join('\n'));
  const r = await b.ingest();
  assert.equal(r.code, 2);
  assert.equal(r.records.length, 0);
  assert.match(r.stderr, new RegExp(`spool .*: line ${at + 1}: content does not match its hash \\(edited\\); not ingested`));
  assert.deepEqual(b.spools(), [file], 'left in place for the operator');
});

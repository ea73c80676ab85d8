/** The tap's pure cores: framing of the observed copy, the bounded queue, epochs, the spool chain, agency. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { LineFramer } from '../src/tap/framing.js';
import { Observer } from '../src/tap/observer.js';
import { SessionCore } from '../src/tap/session.js';
import { checkSpool, SpoolWriter } from '../src/tap/spool.js';
import { agencyScore, agencyWindows } from '../src/tap/agency.js';
import type { AgencyLimits, SpoolEntry } from '../src/tap/entries.js';

test('framing: lines across chunks, CRLF, a cut line flagged with its real size, a partial last line', () => {
  const f = new LineFramer(8);
  const a = f.push(Buffer.from('ab'));
  assert.equal(a.length, 0);
  const b = f.push(Buffer.from('c\r\n0123456789AB\nxy'));
  assert.deepEqual(b.map((x) => [x.bytes.toString(), x.size, x.cut]), [['abc', 3, false], ['01234567', 12, true]]);
  const end = f.end()!;
  assert.deepEqual([end.bytes.toString(), end.partial], ['xy', true]);
  assert.equal(f.end(), null);
});

test('observer: a full queue drops and counts, never holds; the next line is flagged; a throwing handler is counted', () => {
  const seen: string[] = [];
  const queued: Array<() => void> = [];
  const o = new Observer(
    (_d, fr) => {
      if (fr.bytes.toString() === 'boom') throw new Error('observer bug');
      seen.push(`${fr.bytes.toString()}${fr.gap ? ' (after a drop)' : ''}`);
    },
    { maxMessageBytes: 100, maxQueueBytes: 13 },
    (fn) => queued.push(fn),
    () => 0,
  );
  o.push('s2c', Buffer.from('one\nboom\n'));
  o.push('s2c', Buffer.from('half'));
  o.push('s2c', Buffer.from('-dropped-----\n'));
  queued.shift()!();
  o.push('s2c', Buffer.from('two\nthr'));
  o.push('s2c', Buffer.from('ee-dropped-\n'));
  o.push('s2c', Buffer.from('eee-dropped'));
  o.push('s2c', Buffer.from('four\n'));
  queued.shift()!();
  // The line cut by the first drop is flagged and the next starts clean; after a drop that ended
  // mid-line, the line it ran into is flagged.
  assert.deepEqual(seen, ['one', 'half (after a drop)', 'two', 'thr (after a drop)', 'four (after a drop)']);
  assert.equal(o.stats.droppedChunks, 3);
  assert.equal(o.stats.failures, 1);
});

const limits: AgencyLimits = { max_chain: 5, max_breadth: 0.5, checkpoint_gap_ms: 60_000, session_ttl_ms: 3_600_000 };

test('session: the pages of one list make one epoch; a call carries the hash in force; a first page restarts', () => {
  const out: SpoolEntry[] = [];
  const s = new SessionCore((e) => out.push(e));
  const tool = (name: string) => ({ name, inputSchema: { type: 'object' } });
  s.message('c2s', { jsonrpc: '2.0', id: 1, method: 'tools/list' }, 1000);
  s.message('s2c', { jsonrpc: '2.0', id: 1, result: { tools: [tool('a')], nextCursor: 'p2' } }, 1001);
  s.message('c2s', { jsonrpc: '2.0', id: 'x', method: 'tools/list', params: { cursor: 'p2' } }, 1002);
  s.message('s2c', { jsonrpc: '2.0', id: 'x', result: { tools: [tool('b')] } }, 1003);
  s.message('c2s', [{ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'b', arguments: { secret: 1 } } }], 2000);
  s.message('s2c', { jsonrpc: '2.0', id: 2, result: { isError: true, content: [] } }, 2500);
  // The SDK's refresh on list_changed fetches only the first page: an epoch left incomplete.
  s.message('c2s', { jsonrpc: '2.0', id: 3, method: 'tools/list' }, 3000);
  s.message('s2c', { jsonrpc: '2.0', id: 3, result: { tools: [tool('a')], nextCursor: 'p2' } }, 3001);
  s.finish();
  const lists = out.filter((e) => e.type === 'list');
  assert.deepEqual(lists.map((e) => e.type === 'list' && [e.epoch, e.pages, e.complete, e.items.map((i) => i[0])]), [[1, 2, true, ['a', 'b']], [2, 1, false, ['a']]]);
  const call = out.find((e) => e.type === 'call');
  assert.ok(call && call.type === 'call');
  assert.equal(call.tool, 'b');
  assert.equal(call.duration_ms, 500);
  assert.equal(call.error, true);
  assert.equal(call.tool_hash, lists[0].type === 'list' ? lists[0].items[1][1] : null);
  assert.ok(!JSON.stringify(out).includes('secret'));
  // Definitions are written once per session.
  assert.equal(lists[1].type === 'list' && Object.keys(lists[1].defs).length, 0);
});

test('session: an elicitation answered and a sampling request are checkpoints', () => {
  const out: SpoolEntry[] = [];
  const s = new SessionCore((e) => out.push(e));
  s.message('s2c', { jsonrpc: '2.0', id: 5, method: 'elicitation/create', params: {} }, 1);
  s.message('c2s', { jsonrpc: '2.0', id: 5, result: { action: 'accept' } }, 2);
  s.message('s2c', { jsonrpc: '2.0', id: 6, method: 'sampling/createMessage', params: {} }, 3);
  assert.deepEqual(out.map((e) => e.type === 'checkpoint' && e.why), ['elicitation', 'sampling']);
});

function spoolOf(entries: SpoolEntry[]): string {
  let text = '';
  const w = new SpoolWriter({ write: (t) => (text += t), backlog: () => 0, failed: () => null });
  for (const e of entries) w.append(e);
  return text;
}

test('spool: the chain holds; an edit, a removal and a swap are named by line; an unfinished last line is left out', () => {
  const head: SpoolEntry = { type: 'session', session: 's', server: 'x', endpoint: 'stdio:x', started: '2026-01-01T00:00:00.000Z', spool_format: 1, sensor_version: '0', agency: limits };
  const calls: SpoolEntry[] = [1, 2, 3].map((i) => ({ type: 'call', t: '2026-01-01T00:00:00.000Z', tool: `t${i}`, tool_hash: null, duration_ms: i, error: false }));
  const text = spoolOf([head, ...calls]);
  const ok = checkSpool(text);
  assert.ok(ok.ok && ok.lines.length === 4);
  const rows = text.split('\n');
  assert.deepEqual(checkSpool(text.replace('"t2"', '"t9"')), { ok: false, line: 3, reason: 'content does not match its hash (edited)' });
  assert.equal((checkSpool([rows[0], rows[2], rows[3], ''].join('\n')) as { line: number }).line, 2);
  assert.equal((checkSpool([rows[0], rows[2], rows[1], rows[3], ''].join('\n')) as { line: number }).line, 2);
  const cutTail = checkSpool(text + rows[1].slice(0, 20));
  assert.ok(cutTail.ok && cutTail.lines.length === 4);
});

test('agency: chains break at an idle gap or a checkpoint; breadth over the listed tools; windows of the TTL', () => {
  const at = (s: number) => s * 1000;
  const calls = [0, 1, 2, 3, 100, 101, 102, 103, 104, 105].map((s, i) => ({ at: at(s), tool: `t${i % 3}` }));
  const [w] = agencyWindows(calls, [], 6, limits);
  assert.equal(w.chain, 6, 'the gap of 97 s ends the first run of 4');
  assert.equal(w.breadth, 0.5);
  assert.equal(agencyWindows(calls, [at(102.5)], 6, limits)[0].chain, 4, 'a checkpoint between two calls');
  assert.equal(agencyScore(10, 1, limits), 100);
  assert.equal(agencyScore(0, 0, limits), 0);
  const long = [0, 10, 4000, 4010].map((s) => ({ at: at(s), tool: 'a' }));
  assert.deepEqual(agencyWindows(long, [], 1, { ...limits, checkpoint_gap_ms: 1e9 }).map((x) => x.chain), [2, 2]);
});

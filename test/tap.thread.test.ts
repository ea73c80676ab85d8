/**
 * The observer thread behind the forwarding thread: what it records is what the in-process cores
 * record, and when it fails, handing chunks over neither throws nor waits, the failure is kept and
 * the session's last line is still written, chained after what the thread had written.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { ThreadObserver } from '../src/tap/observer-thread.js';
import { checkSpool } from '../src/tap/spool.js';
import type { SpoolEntry } from '../src/tap/entries.js';

function memorySink() {
  let text = '';
  return { sink: { write: (t: string) => void (text += t), backlog: () => 0, failed: () => null }, text: () => text };
}

const session: SpoolEntry = {
  type: 'session',
  session: 'ts-test',
  server: 's',
  endpoint: 'stdio:s',
  started: '2026-12-01T10:00:00.000Z',
  spool_format: 1,
  sensor_version: '0.0.0',
  agency: { max_chain: 5, max_breadth: 0.5, checkpoint_gap_ms: 60_000, session_ttl_ms: 3_600_000 },
};
const end = { t: '2026-12-01T10:01:00.000Z', exit_code: 0, why: 'server-exited' };
const line = (o: unknown) => Buffer.from(JSON.stringify(o) + '\n');

test('the observer thread frames, fingerprints and chains the spool; notifications around a list are counted, not framed', async () => {
  const m = memorySink();
  const o = new ThreadObserver({ limits: { maxMessageBytes: 1 << 20, maxQueueBytes: 1 << 24 }, spool: m.sink, now: () => Date.parse('2026-12-01T10:00:30Z') });
  o.emit(session);
  const note = line({ jsonrpc: '2.0', method: 'notifications/message', params: { data: 'x' } });
  o.push('c2s', line({ jsonrpc: '2.0', id: 1, method: 'tools/list' }));
  // One chunk: a notification ending a line begun before, three whole ones, a list, more, a partial one.
  o.push('s2c', Buffer.from('{"jsonrpc":"2.0",'));
  o.push('s2c', Buffer.concat([Buffer.from('"method":"notifications/progress"}\n'), note, note, Buffer.from('\r\n'), note, line({ jsonrpc: '2.0', id: 1, result: { tools: [{ name: 'a', inputSchema: { type: 'object' } }] } }), note, Buffer.from('{"jsonrpc"')]));
  o.push('s2c', Buffer.from(':"2.0","method":"x"}\n'));
  o.push('c2s', line({ jsonrpc: '2.0', id: 2, method: 'tools/call', params: { name: 'a', arguments: { secret: 1 } } }));
  o.push('s2c', line({ jsonrpc: '2.0', id: 2, result: {} }));
  o.end('c2s');
  o.end('s2c');
  await o.drained();
  const observed = await o.finish(end, 10_000);
  const check = checkSpool(m.text());
  assert.ok(check.ok);
  assert.deepEqual(check.lines.map((l) => l.type), ['session', 'list', 'call', 'end']);
  assert.equal(observed.skipped, 6, 'every notification line, however it was chunked');
  assert.equal(observed.observe_failures, 0);
  assert.equal(o.stats.chunks, 6);
  assert.doesNotMatch(m.text(), /secret/);
});

test('an observer thread that fails: pushes go on, the failure is kept, the last line is chained from this side', async () => {
  const m = memorySink();
  const o = new ThreadObserver({
    limits: { maxMessageBytes: 1 << 20, maxQueueBytes: 1 << 24 },
    spool: m.sink,
    now: () => 0,
    workerUrl: new URL('./servers/failing-observer.js', import.meta.url),
  });
  o.emit(session);
  o.push('s2c', line({ jsonrpc: '2.0', id: 1, result: {} }));
  await o.drained();
  // The thread dies on its own time; until it is known to be dead, chunks are handed over as usual.
  // Waited for as an event: a thread starting slowly on a busy machine is no failure of the observer.
  for (let i = 0; i < 1500 && o.stats.failures === 0; i++) await new Promise((r) => setTimeout(r, 20));
  assert.ok(o.stats.failures > 0, 'the thread failed and it is known');
  for (let i = 0; i < 100; i++) o.push('s2c', line({ jsonrpc: '2.0', method: 'n', params: { i } }));
  o.end('s2c');
  const observed = await o.finish(end, 10_000);
  assert.equal(observed.observe_failure, 'observer bug');
  assert.ok(Number(observed.observe_failures) >= 1);
  assert.equal(observed.dropped_chunks, 100);
  const check = checkSpool(m.text());
  assert.ok(check.ok, JSON.stringify(check));
  assert.deepEqual(check.lines.map((l) => l.type), ['session', 'end']);
});

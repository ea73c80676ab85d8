/** The HTTP tap's pure parts: body and event-stream framing of the copy, headers, --listen, the loopback rule. */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { BodyFramer, SseFramer, type SseFrame } from '../src/tap/http-frames.js';
import { forwardHeaders, gatewayStatus, isLoopback, parseListen } from '../src/tap/http-tap.js';

const show = (f: SseFrame) => [f.event, f.bytes.toString(), f.size, f.cut, f.partial, f.gap];

test('event stream: LF, CRLF and lone CR line endings, split anywhere, data lines joined, comments and ids skipped', () => {
  const text = ': keep-alive\r\nevent: endpoint\r\ndata: /message?sessionId=1\r\n\r\nid: 7\ndata: {"a":\ndata: 1}\n\nevent: message\rdata:{"b":2}\r\r';
  const whole = new SseFramer(1024).push(Buffer.from(text)).map(show);
  assert.deepEqual(whole, [
    ['endpoint', '/message?sessionId=1', 20, false, false, false],
    ['', '{"a":\n1}', 8, false, false, false],
    ['message', '{"b":2}', 7, false, false, false],
  ]);
  // Byte by byte gives the same events: a CR at the end of one chunk and an LF at the start of the next are one line end.
  const f = new SseFramer(1024);
  const bytes = Buffer.from(text);
  const split = [];
  for (let i = 0; i < bytes.length; i++) split.push(...f.push(bytes.subarray(i, i + 1)).map(show));
  assert.deepEqual(split, whole);
  assert.equal(f.end(), null);
});

test('event stream: data longer than the cap is cut with its real size; an unfinished event is handed back partial', () => {
  const f = new SseFramer(4);
  const [ev] = f.push(Buffer.from('data: 0123456789\n\n'));
  assert.deepEqual(show(ev), ['', '0123', 10, true, false, false]);
  assert.deepEqual(f.push(Buffer.from('data: {"x"')), []);
  assert.deepEqual(show(f.end()!), ['', '', 0, false, true, false]);
  const g = new SseFramer(100);
  g.push(Buffer.from('data: ab\n'));
  g.markGap();
  assert.deepEqual(show(g.push(Buffer.from('\n'))[0]), ['', 'ab', 2, false, false, true]);
});

test('body: one frame however the body is laid out, cut at the cap, partial when it was cut off', () => {
  const b = new BodyFramer(6);
  b.push(Buffer.from('{"a":\n'));
  b.push(Buffer.from('1}'));
  const fr = b.end(true)!;
  assert.deepEqual([fr.bytes.toString(), fr.size, fr.cut, fr.partial], ['{"a":\n', 8, true, false]);
  assert.equal(b.end(true), null);
  b.push(Buffer.from('{}'));
  assert.equal(b.end(false)!.partial, true);
});

test('headers: hop-by-hop ones and those Connection names stay behind, Host names the upstream, the rest keep case, order and repeats', () => {
  const raw = ['Host', '127.0.0.1:9', 'Authorization', 'Bearer x', 'Connection', 'keep-alive, X-Hop', 'X-Hop', '1', 'Mcp-Session-Id', 's', 'Transfer-Encoding', 'chunked', 'x-dup', 'a', 'X-Dup', 'b', 'Last-Event-ID', '4', 'Proxy-Authorization', 'p'];
  assert.deepEqual(forwardHeaders(raw, 'up:80'), ['Host', 'up:80', 'Authorization', 'Bearer x', 'Mcp-Session-Id', 's', 'x-dup', 'a', 'X-Dup', 'b', 'Last-Event-ID', '4']);
  assert.deepEqual(forwardHeaders(['Set-Cookie', 'a', 'Set-Cookie', 'b', 'Keep-Alive', 'timeout=5']), ['Set-Cookie', 'a', 'Set-Cookie', 'b']);
  assert.equal(gatewayStatus('ECONNREFUSED'), 502);
  assert.equal(gatewayStatus('ETIMEDOUT'), 504);
});

test('--listen: host:port, [v6]:port or a port alone; only loopback is quiet', () => {
  assert.deepEqual(parseListen('127.0.0.1:8931'), { host: '127.0.0.1', port: 8931 });
  assert.deepEqual(parseListen('[::1]:0'), { host: '::1', port: 0 });
  assert.deepEqual(parseListen('8931'), { host: '127.0.0.1', port: 8931 });
  assert.equal(parseListen('127.0.0.1:99999'), null);
  assert.equal(parseListen('host:'), null);
  for (const h of ['127.0.0.1', '127.1.2.3', 'localhost', '::1', '[::1]']) assert.equal(isLoopback(h), true, h);
  for (const h of ['0.0.0.0', '::', '10.0.0.1', '192.168.1.2', 'example.com', '127.0.0.1.example.com']) assert.equal(isLoopback(h), false, h);
});

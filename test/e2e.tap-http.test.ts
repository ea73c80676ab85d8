/**
 * The HTTP tap through the built CLI, on loopback: the SDK's own clients (Streamable HTTP and legacy
 * SSE) talking to server-everything see the same bodies with and without it; a scripted server
 * shows that bytes, statuses and headers pass both ways as sent and that a split view is found
 * after ingest; an upstream that refuses gives the client a 502 and the spool says so; credentials
 * reach neither the spool nor the history.
 */
import { after, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { Client } from '@modelcontextprotocol/sdk/client/index.js';
import { StreamableHTTPClientTransport } from '@modelcontextprotocol/sdk/client/streamableHttp.js';
import { SSEClientTransport } from '@modelcontextprotocol/sdk/client/sse.js';
import { z } from 'zod';
import { freePort, startEverythingHttp, stop } from './servers/helpers.js';
import { startScriptedHttp } from './servers/tap-http-scripted.js';
import { recordingFetch, startTap, type Exchanged } from './helpers/tap-http.js';
import { runCli } from './helpers/cli.js';
import { sha } from './helpers/tap.js';

const root = mkdtempSync(join(tmpdir(), 'sentinel-taph-'));
after(() => rmSync(root, { recursive: true, force: true }));

function bench(name: string) {
  const dir = join(root, name);
  mkdirSync(dir);
  const env = { MCP_SENTINEL_DB: join(dir, 'history.db'), NO_COLOR: '1' };
  const spoolDir = join(dir, 'spool');
  const read = (d: string) => (existsSync(d) ? readdirSync(d).filter((f) => f.endsWith('.jsonl')).map((f) => join(d, f)) : []);
  return {
    dir,
    env,
    procEnv: { ...process.env, ...env },
    spools: () => read(spoolDir),
    ingested: () => read(join(spoolDir, 'ingested')),
    lines: (file: string) => readFileSync(file, 'utf8').trim().split('\n').map((l) => JSON.parse(l)),
  };
}

const SECRET = 'Bearer tap-http-secret-7f3a9c';

/**
 * What a session through the SDK sent (POST bodies, in order) and read back (each POST answer's
 * body). `unordered`: POSTs the client sends without waiting for each other (legacy SSE, where the
 * answers come on the stream) reach the server in an order the scheduler picks, with or without a
 * tap: each body is compared, not their interleaving.
 */
function bodies(log: Exchanged[], mask: (s: string) => string = (s) => s, unordered = false) {
  const posts = log.filter((e) => e.method === 'POST');
  const joined = (parts: string[]) => (unordered ? [...parts].sort() : parts).join('\n--\n');
  return {
    sent: sha(joined(posts.map((e) => e.sent.toString('utf8')))),
    received: sha(joined(posts.map((e) => `${e.status} ${mask(Buffer.concat(e.received).toString('utf8'))}`))),
    posts: posts.length,
  };
}

/** Event ids of a resumable stream are made up per session by the server: like is compared with like. */
const maskEventIds = (s: string) => s.replace(/^id: .*$/gm, 'id: <event id>');

async function streamableSession(url: string) {
  const log: Exchanged[] = [];
  const transport = new StreamableHTTPClientTransport(new URL(url), { fetch: recordingFetch(log), requestInit: { headers: { Authorization: SECRET } } });
  const client = new Client({ name: 'tap-http-test', version: '1.0.0' });
  await client.connect(transport);
  const list = await client.request({ method: 'tools/list', params: {} }, z.object({ tools: z.array(z.unknown()) }).passthrough());
  await client.callTool({ name: 'echo', arguments: { message: 'through the HTTP tap' } });
  await client.callTool({ name: 'echo', arguments: { message: 'and again' } });
  await transport.terminateSession();
  await client.close();
  return { log, tools: list.tools.length };
}

let everything: { port: number; child: ChildProcess } | null = null;
let everythingSse: { port: number; child: ChildProcess } | null = null;
before(async () => {
  everything = await startEverythingHttp('streamableHttp');
  everythingSse = await startEverythingHttp('sse');
});
after(async () => {
  if (everything) await stop(everything.child);
  if (everythingSse) await stop(everythingSse.child);
});

test('Streamable HTTP: the SDK client and server-everything exchange the same bodies with and without the tap; the session is spooled and judged', async () => {
  const b = bench('everything');
  const upstream = `http://127.0.0.1:${everything!.port}/mcp`;
  const direct = await streamableSession(upstream);
  const tap = await startTap(upstream, ['--name', 'everything', '--max-chain', '1'], b.procEnv);
  const tapped = await streamableSession(tap.at(upstream));
  const stopped = await tap.stop();
  assert.equal(stopped.code, 0, stopped.stderr);
  assert.ok(direct.tools > 0);
  assert.equal(tapped.tools, direct.tools);
  const d = bodies(direct.log, maskEventIds);
  const t = bodies(tapped.log, maskEventIds);
  assert.ok(d.posts >= 4, `${d.posts} POSTs`);
  assert.equal(t.posts, d.posts);
  assert.equal(t.sent, d.sent, 'client → server bodies');
  assert.equal(t.received, d.received, 'server → client bodies');
  // The session id the server gave came back to it on every later request, and the DELETE ended the session.
  const [file] = b.spools();
  const lines = b.lines(file);
  const types = lines.map((l) => l.type);
  assert.deepEqual(types.filter((x) => x !== 'list_changed'), ['session', 'initialize', 'list', 'call', 'call', 'end']);
  const end = lines.at(-1);
  assert.equal(end.why, 'deleted');
  assert.ok(end.observed.http.with_authorization >= 4);
  assert.equal(lines.find((l) => l.type === 'list').items.length, direct.tools);
  assert.ok(!readFileSync(file, 'utf8').includes('tap-http-secret'), 'no Authorization value in the spool');
  // Two calls with no checkpoint against --max-chain 1: after ingest the session is in the history.
  const r = await runCli(['ingest'], { env: b.env });
  assert.deepEqual(r.records.map((x) => x.type), ['excessive_agency'], r.stderr);
  assert.equal(b.ingested().length, 1);
  const events = await runCli(['events', '--type', 'excessive_agency'], { env: b.env });
  assert.equal(events.records.length, 1);
  assert.equal(events.records[0].server, 'everything');
  assert.ok(!readFileSync(join(b.dir, 'history.db')).includes('tap-http-secret'), 'no Authorization value in the history');
});

test('legacy SSE: the SDK SSE client and server-everything exchange the same messages with and without the tap', async () => {
  const b = bench('sse');
  const upstream = `http://127.0.0.1:${everythingSse!.port}/sse`;
  const session = async (url: string) => {
    const log: Exchanged[] = [];
    const pending: Array<Promise<unknown>> = [];
    const transport = new SSEClientTransport(new URL(url), { fetch: recordingFetch(log, pending) });
    const client = new Client({ name: 'tap-http-test', version: '1.0.0' });
    await client.connect(transport);
    const list = await client.request({ method: 'tools/list', params: {} }, z.object({ tools: z.array(z.unknown()) }).passthrough());
    await client.callTool({ name: 'echo', arguments: { message: 'through the SSE tap' } });
    // An answer comes on the stream, often before its POST's own 202: closing then would abort that
    // POST's fetch, with or without the tap, and one session would count a POST fewer.
    await Promise.allSettled(pending);
    await client.close();
    const stream = log.find((e) => e.method === 'GET')!;
    // The endpoint event names this session's id, made up by the server: masked, like with like.
    const events = Buffer.concat(stream.received).toString('utf8').replace(/sessionId=[^\r\n&]+/g, 'sessionId=<id>');
    return { log, tools: list.tools.length, events };
  };
  const direct = await session(upstream);
  const tap = await startTap(upstream, ['--name', 'everything-sse'], b.procEnv);
  const tapped = await session(tap.at(upstream));
  // The GET stream closed with the client: its session ends without waiting for the tap to stop.
  // The wait ends as soon as the end is written; its bound only has to outlast a busy machine.
  let spools = b.spools();
  for (let i = 0; i < 1200 && (spools.length === 0 || !readFileSync(spools[0], 'utf8').includes('"type":"end"')); i++) {
    await new Promise((r) => setTimeout(r, 50));
    spools = b.spools();
  }
  await tap.stop();
  assert.ok(direct.tools > 0);
  assert.equal(tapped.tools, direct.tools);
  const d = bodies(direct.log, undefined, true);
  const t = bodies(tapped.log, undefined, true);
  assert.equal(t.posts, d.posts);
  assert.equal(t.sent, d.sent, 'client → server bodies');
  assert.equal(t.received, d.received, 'answers to the POSTs');
  assert.equal(sha(tapped.events), sha(direct.events), 'the event stream');
  assert.equal(spools.length, 1);
  const lines = b.lines(spools[0]);
  assert.deepEqual(lines.map((l) => l.type).filter((x) => x !== 'list_changed'), ['session', 'initialize', 'list', 'call', 'end']);
  assert.equal(lines.at(-1).why, 'stream-closed');
});

for (const sse of [false, true]) {
  test(`a scripted server (${sse ? 'SSE answers' : 'JSON answers'}): bytes, statuses and headers pass as sent; split_view after ingest; no credential kept`, async () => {
    const b = bench(`split-${sse}`);
    const server = await startScriptedHttp({ sse });
    try {
      const scan = await runCli(['scan', '--url', server.url, '--name', 'notes', '--transport', 'http'], { env: b.env });
      assert.equal(scan.code, 0, scan.stderr + scan.stdout);
      const tap = await startTap(server.url, ['--name', 'notes'], b.procEnv);
      const base = server.seen.length;
      const url = tap.at(server.url);
      const client: Array<{ status: number; headers: Headers; body: Buffer; sent: Buffer }> = [];
      let sid = '';
      const post = async (msg: object, extra: Record<string, string> = {}) => {
        const sent = Buffer.from(JSON.stringify(msg));
        const res = await fetch(url, {
          method: 'POST',
          headers: { 'content-type': 'application/json', accept: 'application/json, text/event-stream', authorization: SECRET, ...(sid ? { 'mcp-session-id': sid } : {}), ...extra },
          body: sent,
        });
        const body = Buffer.from(await res.arrayBuffer());
        client.push({ status: res.status, headers: res.headers, body, sent });
        sid ||= res.headers.get('mcp-session-id') ?? '';
      };
      await post({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'claude-like', version: '1' } } });
      await post({ jsonrpc: '2.0', method: 'notifications/initialized' });
      await post({ jsonrpc: '2.0', id: 2, method: 'tools/list' }, { 'last-event-id': 'e-1' });
      await post({ jsonrpc: '2.0', id: 3, method: 'tools/call', params: { name: 'sync_notes', arguments: { note: 'secret argument' } } });
      const del = await fetch(url, { method: 'DELETE', headers: { 'mcp-session-id': sid, authorization: SECRET } });
      await del.arrayBuffer();
      assert.equal(del.status, 200);
      const seen = server.seen.slice(base);
      assert.equal(seen.length, 5);
      client.forEach((c, i) => {
        assert.ok(seen[i].body.equals(c.sent), `request ${i}: body`);
        assert.ok(c.body.equals(seen[i].sent), `request ${i}: answer body`);
        assert.equal(c.status, seen[i].status, `request ${i}: status`);
        const up = new Map<string, string[]>();
        for (let h = 0; h < seen[i].rawHeaders.length; h += 2) up.set(seen[i].rawHeaders[h].toLowerCase(), [...(up.get(seen[i].rawHeaders[h].toLowerCase()) ?? []), seen[i].rawHeaders[h + 1]]);
        assert.deepEqual(up.get('authorization'), [SECRET]);
        assert.equal(up.get('host')?.[0], `127.0.0.1:${server.port}`, 'Host names the upstream');
        if (i > 0) assert.deepEqual(up.get('mcp-session-id'), [sid]);
        if (i === 2) assert.deepEqual(up.get('last-event-id'), ['e-1']);
        if (seen[i].status === 200) {
          assert.equal(c.headers.get('x-scripted'), 'kept as sent');
          assert.deepEqual(c.headers.getSetCookie(), ['a=1; Path=/', 'b=2; Path=/']);
        }
      });
      assert.equal(client[1].status, 202);
      const stopped = await tap.stop();
      assert.equal(stopped.code, 0);
      assert.ok(!stopped.stderr.includes('tap-http-secret'));
      const r = await runCli(['ingest'], { env: b.env });
      assert.equal(r.code, 1, r.stderr);
      const split = r.records.filter((x) => x.type === 'split_view');
      assert.equal(split.length, 1, r.stdout);
      const tapEvidence = split[0].evidence!.tap as Record<string, unknown>;
      assert.deepEqual(tapEvidence.only_agent, ['sync_notes']);
      assert.deepEqual(tapEvidence.changed, ['read_note']);
      assert.deepEqual(r.records.filter((x) => x.type === 'unknown_tool_call').map((x) => x.tool), ['sync_notes']);
      const [file] = b.ingested();
      const text = readFileSync(file, 'utf8');
      for (const never of ['tap-http-secret', 'secret argument', sid]) {
        assert.ok(!text.includes(never), `${never} is not in the spool`);
        assert.ok(!readFileSync(join(b.dir, 'history.db')).includes(never), `${never} is not in the history`);
        assert.ok(!r.stdout.includes(never));
      }
    } finally {
      await server.close();
    }
  });
}

test('an upstream that refuses: the client gets a 502, the spool counts it; a non-loopback --listen is refused', async () => {
  const b = bench('refused');
  const port = await freePort();
  const upstream = `http://127.0.0.1:${port}/mcp?key=query-secret`;
  const tap = await startTap(upstream, ['--name', 'gone'], b.procEnv);
  const res = await fetch(tap.at(upstream), { method: 'POST', headers: { 'content-type': 'application/json', authorization: SECRET }, body: '{"jsonrpc":"2.0","id":1,"method":"ping"}' });
  assert.equal(res.status, 502);
  assert.match(await res.text(), /ECONNREFUSED/);
  const stopped = await tap.stop();
  assert.equal(stopped.code, 0);
  assert.ok(!stopped.stderr.includes('query-secret'), stopped.stderr);
  const [file] = b.spools();
  const lines = b.lines(file);
  assert.equal(lines[0].endpoint, `http://127.0.0.1:${port}/mcp?key=REDACTED`);
  assert.deepEqual(lines.at(-1).observed.http.upstream_errors, { ECONNREFUSED: 1 });
  assert.deepEqual(lines.at(-1).observed.http.statuses, { 502: 1 });
  assert.ok(!readFileSync(file, 'utf8').includes('secret'));

  const open = await runCli(['tap', '--listen', '0.0.0.0:0', '--upstream', upstream], { env: b.env });
  assert.equal(open.code, 2);
  assert.match(open.stderr, /^mcp-schema-sentinel: --listen 0\.0\.0\.0 is not a loopback address: .* add --allow-non-loopback to mean it\n$/);
});

test('a hostile upstream: a body past the observation cap passes whole and is recorded as cut; an endless stream waits for a client that does not read, and goes when the client does', async () => {
  const b = bench('hostile');
  const HUGE = 20 * 1024 * 1024;
  let written = 0;
  let stalled = false;
  let upstreamClosed = false;
  const huge = Buffer.alloc(HUGE, 'x');
  const body = Buffer.concat([Buffer.from('{"jsonrpc":"2.0","id":1,"result":{"tools":[{"name":"big","description":"'), huge, Buffer.from('","inputSchema":{"type":"object"}}]}}')]);
  const server = http.createServer((req, res) => {
    req.resume();
    if (req.url === '/huge') {
      res.writeHead(200, { 'content-type': 'application/json', 'content-length': body.length, 'mcp-session-id': 'hostile' });
      return void res.end(body);
    }
    res.writeHead(200, { 'content-type': 'text/event-stream', 'mcp-session-id': 'hostile' });
    const chunk = Buffer.from(`data: ${JSON.stringify({ jsonrpc: '2.0', method: 'notifications/message', params: { data: 'y'.repeat(60_000) } })}\n\n`);
    const pump = () => {
      while (!res.destroyed) {
        written += chunk.length;
        if (!res.write(chunk)) {
          stalled = true;
          res.once('drain', pump);
          return;
        }
      }
    };
    res.on('close', () => (upstreamClosed = true));
    pump();
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  const tap = await startTap(`${origin}/mcp`, ['--name', 'hostile'], b.procEnv);
  try {
    const list = await fetch(`http://127.0.0.1:${tap.port}/huge`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: '{"jsonrpc":"2.0","id":1,"method":"tools/list"}' });
    assert.equal(sha(Buffer.from(await list.arrayBuffer())), sha(body));
    // A client that reads the headers of an endless stream, then nothing.
    const req = http.get(`http://127.0.0.1:${tap.port}/stream`, { headers: { accept: 'text/event-stream', 'mcp-session-id': 'hostile' } });
    const res = await new Promise<http.IncomingMessage>((r) => req.once('response', r));
    res.pause();
    // A tap that held the stream in memory instead would let the upstream write on, past the bound below.
    for (let i = 0; i < 1200 && !stalled; i++) await new Promise((r) => setTimeout(r, 50));
    assert.ok(stalled, 'the upstream had to wait for the client');
    // The buffers along the way fill at whatever pace a busy machine allows: the upstream is watched
    // until a half second passes without a byte written. A tap that held the stream in memory
    // would take bytes as fast as they come and never let it settle under the bound.
    let settled = false;
    for (let i = 0; i < 120 && !settled && written < 64 * 1024 * 1024; i++) {
      const before = written;
      await new Promise((r) => setTimeout(r, 500));
      settled = written === before;
    }
    assert.ok(settled, `the upstream waits for the client, as on a direct connection (${written} bytes written)`);
    assert.ok(written < 64 * 1024 * 1024, `${written} bytes in flight`);
    req.destroy();
    for (let i = 0; i < 1200 && !upstreamClosed; i++) await new Promise((r) => setTimeout(r, 50));
    assert.ok(upstreamClosed, 'the client went away: so did the upstream exchange');
  } finally {
    await tap.stop();
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
  const [file] = b.spools();
  const end = b.lines(file).at(-1);
  assert.equal(end.type, 'end');
  assert.equal(end.observed.cut, 1, JSON.stringify(end.observed));
  assert.equal(end.observed.http.client_aborts, 1);
});

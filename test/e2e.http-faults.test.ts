/**
 * Fault injection, HTTP: the built CLI against misbehaving loopback servers
 * (test/servers/http-test-server.ts, port 0 on 127.0.0.1). One clear record, the right exit code,
 * no stack trace, no retry storm, credentials never sent where they do not belong.
 */
import { after, afterEach, before, test } from 'node:test';
import assert from 'node:assert/strict';
import { execFileSync } from 'node:child_process';
import { mkdirSync, readFileSync } from 'node:fs';
import https from 'node:https';
import type { AddressInfo } from 'node:net';
import { join } from 'node:path';
import { runCli } from './helpers/cli.js';
import { assertNoStack, assertNothingLost, assertOneError, FaultBench, storeView, type StoreView } from './helpers/faults.js';
import { startHttpServer, type HttpServerOptions, type TestHttpServer } from './servers/http-test-server.js';
import { freePort } from './servers/helpers.js';

const TOKEN = 'sentinel-e2e-token-7f3a9c';

const bench = new FaultBench();
const servers: TestHttpServer[] = [];
let baseline: StoreView;

async function serve(opts: HttpServerOptions): Promise<TestHttpServer> {
  const s = await startHttpServer(opts);
  servers.push(s);
  return s;
}

const scan = (url: string, extra: string[] = []) => runCli(['--db', bench.db, 'scan', '--url', url, ...extra]);

before(async () => {
  const s = await serve({ mode: 'json' });
  const r = await scan(s.url, ['--name', 'keeper']);
  assert.equal(r.code, 0, r.stderr);
  baseline = await storeView(bench.db);
});
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});
after(() => bench.cleanup());

test('connection refused (a port nobody listens on) → refused', async () => {
  const port = await freePort();
  const r = await scan(`http://127.0.0.1:${port}/mcp`);
  assertOneError(r, 'refused', new RegExp(`connection refused: http://127.0.0.1:${port}`));
});

test('401 and 403 → auth, after exactly one request (no retry, no SSE fallback)', async () => {
  for (const [mode, reason] of [['401', /authentication required \(HTTP 401\)/], ['403', /access denied \(HTTP 403\)/]] as const) {
    const s = await serve({ mode });
    const r = await scan(s.url, ['--header', `Authorization: Bearer ${TOKEN}`]);
    assertOneError(r, 'auth', reason);
    assert.deepEqual(s.requests, ['POST /mcp'], `${mode}: one request`);
    assert.ok(!r.stdout.includes(TOKEN));
  }
});

test('404 and 405 to the initial POST fall back to SSE, which scans', async () => {
  for (const postStatus of [404, 405]) {
    const s = await serve({ mode: 'sse-fallback', postStatus });
    const name = `sse-${postStatus}`;
    const r = await scan(s.url, ['--name', name]);
    assertNoStack(r);
    assert.equal(r.code, 0, r.stdout + r.stderr);
    assert.deepEqual(s.requests.slice(0, 3), ['POST /mcp', 'GET /mcp', 'POST /messages']);
    const h = await runCli(['--db', bench.db, 'history', '--server', name]);
    assert.equal((h.lines[0] as { tool_count: number }).tool_count, 2);
  }
});

test('TLS: https:// against a plain HTTP server → tls', async () => {
  const s = await serve({ mode: 'json' });
  const r = await scan(s.url.replace('http:', 'https:'));
  assertOneError(r, 'tls', /TLS error from https:\/\/127\.0\.0\.1:\d+/);
  assert.deepEqual(s.requests, [], 'no HTTP request got through');
});

test('TLS: a self-signed certificate is refused → tls', async (t) => {
  const dir = bench.path('tls');
  mkdirSync(dir);
  try {
    // A throwaway key made at test time: nothing secret is committed.
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'), '-days', '1', '-subj', '/CN=127.0.0.1'], { stdio: 'ignore' });
  } catch {
    t.skip('openssl is not available');
    return;
  }
  let hits = 0;
  const server = https.createServer({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (_req, res) => {
    hits++;
    res.end('{}');
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  try {
    const { port } = server.address() as AddressInfo;
    const r = await scan(`https://127.0.0.1:${port}/mcp`, ['--header', `Authorization: Bearer ${TOKEN}`]);
    assertOneError(r, 'tls', /SELF_SIGNED/);
    assert.equal(hits, 0, 'no request (and so no credential) was sent over the untrusted connection');
  } finally {
    server.closeAllConnections();
    await new Promise((r) => server.close(r));
  }
});

test('a redirect to another origin: H4 (HIGH) is raised and the credentials never reach the other server', async () => {
  const other = await serve({ mode: 'json' });
  const s = await serve({ mode: 'redirect-cross', redirectTo: other.url });
  const r = await scan(s.url, ['--name', 'redirected', '--header', `Authorization: Bearer ${TOKEN}`]);
  assertNoStack(r);
  assert.ok(r.code !== null && r.code >= 1, `exit ${r.code}`);
  const h4 = r.records.find((x) => x.kind === 'alert' && x.heuristic_ids.includes('H4'));
  assert.ok(h4, r.stdout);
  assert.equal(h4.severity, 'HIGH');
  assert.match(h4.evidence?.fragment ?? '', new RegExp(other.origin.replace(/[.:/]/g, '\\$&')));
  const error = r.records.find((x) => x.kind === 'error');
  assert.equal(error?.error_code, 'redirect');
  assert.deepEqual(other.requests, [], 'nothing was sent to the other origin');
  assert.equal(other.headersSeen.get('authorization'), undefined);
  assert.equal(s.headersSeen.get('authorization')?.[0], `Bearer ${TOKEN}`, 'the first server did get them');
  const stored = await runCli(['--db', bench.db, 'events', '--server', 'redirected']);
  assert.ok(stored.records.some((x) => x.heuristic_ids.includes('H4')));
  assert.ok(!r.stdout.includes(TOKEN) && !stored.stdout.includes(TOKEN), 'the token is never printed or stored');
});

test('a server that drips one byte a second: --timeout holds and the response is cut off', async () => {
  const s = await serve({ mode: 'drip' });
  // An endless drip: a timer reset by each byte would never give this record. On a busy machine the
  // 1000 ms may run out before the request reaches the server: then the drip was not exercised, and
  // the scan is tried again with twice the time, until it was.
  for (let attempt = 0, ms = 1000; attempt < 6 && s.dripsStarted === 0; attempt++, ms *= 2) {
    const r = await scan(s.url, ['--timeout', String(ms)]);
    assertOneError(r, 'timeout', new RegExp(`no answer within ${ms} ms`));
  }
  assert.ok(s.dripsStarted >= 1, 'a request reached the dripping server (in one of six tries)');
  for (let i = 0; i < 1500 && s.dripsClosed < s.dripsStarted; i++) await new Promise((res) => setTimeout(res, 20));
  assert.equal(s.dripsClosed, s.dripsStarted, 'every dripping response was closed');
});

test('an answer nested 100,000 levels deep → oversize, never a stack overflow', async () => {
  const s = await serve({ mode: 'deep', depth: 100_000 });
  assertOneError(await scan(s.url), 'oversize', /nested deeper than \d+ levels/);
});

test('an answer over --max-bytes → oversize', async () => {
  const s = await serve({ mode: 'huge', hugeBytes: 300_000 });
  assertOneError(await scan(s.url, ['--max-bytes', '100000']), 'oversize', /more than 100000 bytes/);
});

test('after every HTTP fault, the baseline and every stored record are intact and verify passes', async () => {
  await assertNothingLost(bench.db, baseline);
});

test('duplicate keys over Streamable HTTP, in a JSON body or an SSE event: the tool is malformed, as over stdio', async () => {
  for (const sseAnswer of [false, true]) {
    const server = await startHttpServer({ mode: 'duplicate', sseAnswer });
    try {
      const r = await runCli(['--db', bench.db, 'scan', '--name', `dup-http-${sseAnswer ? 'sse' : 'json'}`, '--url', server.url]);
      assert.equal(r.code, 1, r.stderr);
      const malformed = r.records.filter((x) => x.type === 'malformed_tool');
      assert.equal(malformed.length, 1, JSON.stringify(r.records));
      assert.equal(malformed[0]!.tool, 'c');
      assert.match(String((malformed[0]!.evidence as { reason?: unknown } | null)?.reason ?? ''), /duplicate key "name"/);
    } finally {
      await server.close();
    }
  }
});

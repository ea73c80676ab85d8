import assert from 'node:assert/strict';
import { afterEach, describe, it } from 'node:test';
import { ConnectError, fetchManifest } from '../src/connect/index.js';
import { HTTP_TOOLS, startHttpServer, type HttpServerOptions, type TestHttpServer } from './servers/http-test-server.js';
import { freePort, LIMITS } from './servers/helpers.js';

const SECRET = 'Bearer sentinel-http-secret-4711';
const QUERY_SECRET = 'query-secret-0815';

const servers: TestHttpServer[] = [];
afterEach(async () => {
  await Promise.all(servers.splice(0).map((s) => s.close()));
});

async function serve(opts: HttpServerOptions): Promise<TestHttpServer> {
  const s = await startHttpServer(opts);
  servers.push(s);
  return s;
}

function target(url: string, transport: 'auto' | 'http' | 'sse' = 'auto') {
  return { kind: 'http' as const, id: 'h', url, headers: { Authorization: SECRET }, transport };
}

async function failure(p: Promise<unknown>, code: string): Promise<ConnectError> {
  try {
    await p;
  } catch (err) {
    assert.ok(err instanceof ConnectError, String(err));
    assert.equal(err.code, code, err.message);
    assert.ok(!err.message.includes('sentinel-http-secret') && !err.message.includes(QUERY_SECRET), 'a secret in the message');
    return err;
  }
  assert.fail(`expected ${code}`);
}

describe('http: Streamable HTTP', () => {
  it('lists the tools raw, sends the declared headers, redacts the query, ends its session', async () => {
    const s = await serve({ mode: 'json' });
    const m = await fetchManifest(target(`${s.url}?token=${QUERY_SECRET}&x=1`), LIMITS);
    assert.deepEqual(m.tools, HTTP_TOOLS, 'unknown keys (vendorExtension, futureHint) kept untouched');
    assert.deepEqual(m.serverInfo, { name: 'http-test', version: '2.0.0' });
    assert.equal(m.protocolVersion, '2025-11-25');
    assert.equal(m.instructions, 'test server');
    assert.deepEqual(m.endpoint, { transport: 'http', display: `${s.url}?token=REDACTED&x=REDACTED` });
    assert.ok(m.bytes > 0);
    assert.ok(s.headersSeen.get('authorization')!.every((v) => v === SECRET));
    assert.ok(s.headersSeen.get('mcp-protocol-version')?.includes('2025-11-25'), 'negotiated version sent after initialize');
    assert.ok(s.requests.includes('DELETE /mcp'), 'session terminated after the scan');
  });

  it('follows a redirect within the origin', async () => {
    const s = await serve({ mode: 'redirect-same' });
    const m = await fetchManifest(target(s.url), LIMITS);
    assert.equal(m.tools.length, 2);
    assert.ok(s.requests.includes('POST /real'));
  });

  it('never follows a redirect to another origin, and names both ends', async () => {
    const other = await serve({ mode: 'json' });
    const s = await serve({ mode: 'redirect-cross', redirectTo: `${other.url}?key=${QUERY_SECRET}` });
    const err = await failure(fetchManifest(target(s.url), LIMITS), 'redirect');
    assert.deepEqual(err.redirect, { from: s.url, to: `${other.url}?key=REDACTED` });
    assert.deepEqual(other.requests, [], 'nothing (and so no credential) was sent to the other origin');
  });

  it('401 → auth, at once, without fallback or retry', async () => {
    const s = await serve({ mode: '401' });
    const err = await failure(fetchManifest(target(s.url), LIMITS), 'auth');
    assert.equal(err.message, 'authentication required (HTTP 401)');
    assert.deepEqual(s.requests, ['POST /mcp']);
  });

  it('500 → http_error with the status', async () => {
    const s = await serve({ mode: '500' });
    const err = await failure(fetchManifest(target(s.url), LIMITS), 'http_error');
    assert.equal(err.status, 500);
    assert.deepEqual(s.requests, ['POST /mcp'], '5xx is not a reason to try SSE');
  });

  // The drip is endless: if the timeout failed, the run would hang; the 60 s guard turns that into a failure.
  it('a server that drips one byte a second cannot outlive the timeout', { timeout: 60_000 }, async () => {
    const s = await serve({ mode: 'drip' });
    // A timer reset by every byte would never fire: the outcome would not be this timeout. On a busy
    // machine the 500 ms may run out before the request reaches the server: then the drip was not
    // exercised, and the scan is tried again with twice the time, until it was.
    for (let attempt = 0, ms = 500; attempt < 6 && s.dripsStarted === 0; attempt++, ms *= 2) {
      const err = await failure(fetchManifest(target(s.url), { ...LIMITS, timeoutMs: ms }), 'timeout');
      assert.match(err.message, new RegExp(`no answer within ${ms} ms \\(waiting for initialize\\)`));
    }
    assert.ok(s.dripsStarted >= 1, 'a request reached the dripping server (in one of six tries)');
    // The server sees the close when its socket does (soon; generous on a busy machine).
    for (let i = 0; i < 1500 && s.dripsClosed < s.dripsStarted; i++) await new Promise((r) => setTimeout(r, 20));
    assert.equal(s.dripsClosed, s.dripsStarted, 'every dripping response was cut off');
  });

  it('an answer over maxBytes is cut off → oversize', async () => {
    const s = await serve({ mode: 'huge', hugeBytes: 3 * 1024 * 1024 });
    const err = await failure(fetchManifest(target(s.url), { ...LIMITS, maxBytes: 1024 * 1024 }), 'oversize');
    assert.match(err.message, /more than 1048576 bytes/);
  });

  it('nothing listening → refused; a bad URL → not_found', async () => {
    const port = await freePort();
    await failure(fetchManifest(target(`http://127.0.0.1:${port}/mcp`), LIMITS), 'refused');
    await failure(fetchManifest(target('not a url'), LIMITS), 'not_found');
  });

  it('an abort signal → aborted', async () => {
    const s = await serve({ mode: 'drip' });
    const ac = new AbortController();
    setTimeout(() => ac.abort(), 200);
    await failure(fetchManifest(target(s.url), LIMITS, { signal: ac.signal }), 'aborted');
  });
});

describe('http: SSE', () => {
  it('auto falls back to SSE on a 404 to the initial POST', async () => {
    const s = await serve({ mode: 'sse-fallback' });
    const m = await fetchManifest(target(`${s.url}?token=${QUERY_SECRET}`), LIMITS);
    assert.deepEqual(m.tools, HTTP_TOOLS);
    assert.equal(m.endpoint.transport, 'sse');
    assert.equal(m.endpoint.display, `${s.url}?token=REDACTED`);
    assert.deepEqual(s.requests.slice(0, 3), ['POST /mcp', 'GET /mcp', 'POST /messages']);
    assert.ok(s.headersSeen.get('authorization')!.length >= 3 && s.headersSeen.get('authorization')!.every((v) => v === SECRET));
  });

  it('when neither transport takes it, both statuses are named', async () => {
    const s = await serve({ mode: 'sse-fallback' });
    const err = await failure(fetchManifest(target(`${s.origin}/elsewhere`), LIMITS), 'http_error');
    assert.equal(err.message, 'HTTP 404 from server (Streamable HTTP), then HTTP 404 (SSE)');
    assert.deepEqual(s.requests, ['POST /elsewhere', 'GET /elsewhere']);
  });

  it('forced Streamable HTTP does not fall back', async () => {
    const s = await serve({ mode: 'sse-fallback' });
    const err = await failure(fetchManifest(target(s.url, 'http'), LIMITS), 'http_error');
    assert.equal(err.status, 404);
    assert.deepEqual(s.requests, ['POST /mcp']);
  });

  it('forced SSE goes straight to the stream', async () => {
    const s = await serve({ mode: 'sse-fallback' });
    const m = await fetchManifest(target(s.url, 'sse'), LIMITS);
    assert.equal(m.tools.length, 2);
    assert.equal(s.requests[0], 'GET /mcp');
  });

  it('an SSE endpoint that is not there → http_error 404', async () => {
    const s = await serve({ mode: 'sse-fallback' });
    const err = await failure(fetchManifest(target(`${s.origin}/elsewhere`, 'sse'), LIMITS), 'http_error');
    assert.equal(err.status, 404);
  });
});

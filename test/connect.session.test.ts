import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { ConnectError, oneLine, scrubError, toConnectError } from '../src/connect/errors.js';
import { collectManifest, type SessionOptions, type SessionTransport } from '../src/connect/session.js';
import type { JsonObject } from '../src/model.js';

type Responder = (msg: JsonObject, t: FakeTransport) => void;

/** Answers what the session sends through a scripted responder; records everything. */
class FakeTransport implements SessionTransport {
  onmessage?: (message: unknown) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;
  sent: JsonObject[] = [];
  closed: string[] = [];
  protocolVersion: string | undefined;

  constructor(private readonly responder: Responder) {}

  async start(): Promise<void> {}
  async send(message: JsonObject): Promise<void> {
    this.sent.push(message);
    setImmediate(() => this.responder(message, this));
  }
  async close(outcome?: 'done' | 'failed'): Promise<void> {
    this.closed.push(outcome ?? 'none');
  }
  setProtocolVersion(v: string): void {
    this.protocolVersion = v;
  }
  deliver(message: unknown): void {
    this.onmessage?.(message);
  }
  result(msg: JsonObject, result: unknown): void {
    this.deliver({ jsonrpc: '2.0', id: msg.id, result });
  }
}

const INIT = { protocolVersion: '2024-11-05', capabilities: { tools: {} }, serverInfo: { name: 'fake', version: '1.2.3' }, instructions: 'be nice' };

/** initialize answered with INIT, tools/list by `list` (cursor → result). */
function server(list: (cursor: string | undefined, msg: JsonObject, t: FakeTransport) => unknown): Responder {
  return (msg, t) => {
    if (msg.method === 'initialize') t.result(msg, INIT);
    else if (msg.method === 'tools/list') {
      const params = msg.params as JsonObject | undefined;
      const r = list(params?.cursor as string | undefined, msg, t);
      if (r !== undefined) t.result(msg, r);
    }
  };
}

function opts(over: Partial<SessionOptions['limits']> = {}, extra: Partial<SessionOptions> = {}): SessionOptions {
  return { limits: { timeoutMs: 5000, maxTools: 100, maxBytes: 1_000_000, ...over }, clientVersion: '9.9.9', ...extra };
}

async function rejectsWith(p: Promise<unknown>, code: string, message?: RegExp): Promise<ConnectError> {
  try {
    await p;
  } catch (err) {
    assert.ok(err instanceof ConnectError, `expected ConnectError, got ${String(err)}`);
    assert.equal(err.code, code, err.message);
    if (message) assert.match(err.message, message);
    return err;
  }
  assert.fail(`expected a ${code} error`);
}

describe('session: the handshake', () => {
  it('initializes with no client capabilities, then notifies, then lists', async () => {
    const t = new FakeTransport(server(() => ({ tools: [] })));
    const m = await collectManifest(t, opts());
    assert.deepEqual(t.sent[0], {
      jsonrpc: '2.0',
      id: 0,
      method: 'initialize',
      params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'mcp-schema-sentinel', version: '9.9.9' } },
    });
    assert.deepEqual(t.sent[1], { jsonrpc: '2.0', method: 'notifications/initialized' });
    assert.equal(t.sent[2]!.method, 'tools/list');
    assert.equal(t.sent[2]!.params, undefined, 'the first page is asked without a cursor');
    assert.equal(m.protocolVersion, '2024-11-05', 'an older version the server answers is accepted');
    assert.equal(t.protocolVersion, '2024-11-05', 'and handed to the transport');
    assert.deepEqual(m.serverInfo, INIT.serverInfo);
    assert.deepEqual(m.capabilities, INIT.capabilities);
    assert.equal(m.instructions, 'be nice');
    assert.deepEqual(t.closed, ['done']);
  });

  it('keeps every tool exactly as sent, malformed ones included, in wire order across pages', async () => {
    const page1 = [{ name: 'b', inputSchema: { type: 'object' }, 'x-vendor': { deep: [1, { k: 'v' }] } }, 42, null];
    const page2 = [{ description: 'no name' }, { name: 'a', inputSchema: 'nope', annotations: { futureHint: true } }];
    const t = new FakeTransport(server((cursor) => (cursor === undefined ? { tools: page1, nextCursor: 'p2' } : { tools: page2 })));
    const m = await collectManifest(t, opts());
    assert.deepEqual(m.tools, [...page1, ...page2]);
    assert.equal(m.pages, 2);
    assert.deepEqual(t.sent[3]!.params, { cursor: 'p2' });
    assert.ok(m.bytes > 0);
  });

  it('treats an empty or null nextCursor as the last page', async () => {
    for (const nextCursor of ['', null]) {
      const t = new FakeTransport(server(() => ({ tools: [{ name: 'x' }], nextCursor })));
      assert.equal((await collectManifest(t, opts())).pages, 1);
    }
  });

  it('answers server requests with -32601 (ping with an empty result) and ignores notifications', async () => {
    const t = new FakeTransport((msg, tr) => {
      if (msg.method === 'initialize') {
        tr.deliver({ jsonrpc: '2.0', method: 'notifications/message', params: { data: 'hi' } });
        tr.deliver({ jsonrpc: '2.0', id: 'srv-1', method: 'sampling/createMessage', params: {} });
        tr.deliver({ jsonrpc: '2.0', id: 7, method: 'ping' });
        tr.result(msg, INIT);
      } else if (msg.method === 'tools/list') tr.result(msg, { tools: [] });
    });
    await collectManifest(t, opts());
    const replies = t.sent.filter((m) => m.method === undefined && m.id !== undefined);
    assert.deepEqual(replies, [
      { jsonrpc: '2.0', id: 'srv-1', error: { code: -32601, message: 'Method not found' } },
      { jsonrpc: '2.0', id: 7, result: {} },
    ]);
  });

  it("presents a client profile's identity, and answers what its declared capabilities let a server ask with nothing", async () => {
    const asks = (tr: FakeTransport) => {
      tr.deliver({ jsonrpc: '2.0', id: 'r', method: 'roots/list' });
      tr.deliver({ jsonrpc: '2.0', id: 'e', method: 'elicitation/create', params: { message: 'your token?' } });
      tr.deliver({ jsonrpc: '2.0', id: 's', method: 'sampling/createMessage', params: {} });
    };
    const run = async (client?: SessionOptions['client']) => {
      const t = new FakeTransport((msg, tr) => {
        if (msg.method === 'initialize') (asks(tr), tr.result(msg, INIT));
        else if (msg.method === 'tools/list') tr.result(msg, { tools: [] });
      });
      await collectManifest(t, opts({}, client ? { client } : {}));
      return { init: t.sent[0]!.params as JsonObject, replies: t.sent.filter((m) => m.method === undefined && m.id !== undefined) };
    };
    const cursor = await run({ name: 'cursor-vscode', version: '1.0.0', capabilities: { roots: {}, elicitation: {}, sampling: {} } });
    assert.deepEqual(cursor.init.clientInfo, { name: 'cursor-vscode', version: '1.0.0' });
    assert.deepEqual(cursor.init.capabilities, { roots: {}, elicitation: {}, sampling: {} });
    assert.deepEqual(cursor.replies, [
      { jsonrpc: '2.0', id: 'r', result: { roots: [] } },
      { jsonrpc: '2.0', id: 'e', result: { action: 'decline' } },
      { jsonrpc: '2.0', id: 's', error: { code: -1, message: 'User rejected sampling request' } },
    ]);
    // Without the capability declared, the same requests are refused, as before.
    const plain = await run();
    assert.deepEqual(plain.init.clientInfo, { name: 'mcp-schema-sentinel', version: '9.9.9' });
    assert.deepEqual(plain.replies.map((r) => (r.error as JsonObject).code), [-32601, -32601, -32601]);
  });
});

describe('session: faults', () => {
  it('stops a pagination loop', async () => {
    const t = new FakeTransport(server(() => ({ tools: [], nextCursor: 'again' })));
    await rejectsWith(collectManifest(t, opts()), 'protocol_error', /pagination loop/);
    assert.deepEqual(t.closed, ['failed']);
  });

  it('caps endless pagination', async () => {
    let n = 0;
    const t = new FakeTransport(server(() => ({ tools: [], nextCursor: `c${n++}` })));
    await rejectsWith(collectManifest(t, opts({}, { maxPages: 20 })), 'protocol_error', /more than 20 tools\/list pages/);
    assert.equal(n, 20);
  });

  it('rejects a tools/list result without a tools array, and a non-string cursor', async () => {
    await rejectsWith(collectManifest(new FakeTransport(server(() => ({ tools: 'x' }))), opts()), 'protocol_error', /no tools array/);
    await rejectsWith(collectManifest(new FakeTransport(server(() => ({ tools: [], nextCursor: 3 }))), opts()), 'protocol_error', /nextCursor/);
  });

  it('enforces maxTools across pages', async () => {
    const t = new FakeTransport(server((c) => ({ tools: Array(6).fill({ name: 'x' }), nextCursor: c === undefined ? 'p2' : undefined })));
    await rejectsWith(collectManifest(t, opts({ maxTools: 10 })), 'oversize', /more than 10 tools/);
  });

  it('enforces maxBytes on what arrives', async () => {
    const t = new FakeTransport(server(() => ({ tools: [{ name: 'x', description: 'y'.repeat(5000) }] })));
    await rejectsWith(collectManifest(t, opts({ maxBytes: 2000 })), 'oversize', /more than 2000 bytes/);
  });

  it('reports a JSON-RPC error as a protocol error on one clean line', async () => {
    const t = new FakeTransport((msg, tr) => tr.deliver({ jsonrpc: '2.0', id: msg.id, error: { code: -32602, message: 'bad\n\u001b[2Jthing' } }));
    const err = await rejectsWith(collectManifest(t, opts()), 'protocol_error', /initialize with JSON-RPC error -32602: bad \[2Jthing$/);
    assert.equal(err.stage, 'initialize');
  });

  it('times out naming the stage, and closes the transport', async () => {
    const t = new FakeTransport(server(() => undefined));
    const err = await rejectsWith(collectManifest(t, opts({ timeoutMs: 150 })), 'timeout', /no answer within 150 ms \(waiting for tools\/list page 1\)/);
    assert.equal(err.stage, 'tools/list');
    assert.deepEqual(t.closed, ['failed']);
  });

  it('aborts on the signal, and refuses to start when it is already aborted', async () => {
    const ac = new AbortController();
    const t = new FakeTransport(server(() => undefined));
    setTimeout(() => ac.abort(), 50);
    await rejectsWith(collectManifest(t, opts({}, { signal: ac.signal })), 'aborted');
    const t2 = new FakeTransport(server(() => ({ tools: [] })));
    await rejectsWith(collectManifest(t2, opts({}, { signal: ac.signal })), 'aborted');
  });

  it('stops on a fatal transport error, names the stage of a crash, ignores other errors', async () => {
    const t = new FakeTransport((msg, tr) => {
      if (msg.method === 'initialize') {
        tr.onerror?.(new Error('a line that was not JSON'));
        tr.result(msg, INIT);
      } else if (msg.method === 'tools/list') tr.onerror?.(new ConnectError('crashed', 'server exited with code 2'));
    });
    const err = await rejectsWith(collectManifest(t, opts()), 'crashed', /^server exited with code 2 before answering tools\/list$/);
    assert.equal(err.stage, 'tools/list');
  });

  it('treats a closed connection as a crash', async () => {
    const t = new FakeTransport((msg, tr) => tr.onclose?.());
    await rejectsWith(collectManifest(t, opts()), 'crashed', /connection closed before answering initialize/);
  });

  it('wraps an unknown send failure as a protocol error', async () => {
    const t = new FakeTransport(() => undefined);
    t.send = async () => {
      throw new TypeError('socket\nexploded');
    };
    await rejectsWith(collectManifest(t, opts()), 'protocol_error', /^socket exploded$/);
  });

  it('rejects an initialize result that is not an object', async () => {
    const t = new FakeTransport((msg, tr) => tr.result(msg, 'hello'));
    await rejectsWith(collectManifest(t, opts()), 'protocol_error', /initialize result is not an object/);
  });
});

describe('errors', () => {
  it('keeps messages on one bounded line', () => {
    assert.equal(oneLine('a\r\nb\tc\u0007d'), 'a b c d');
    assert.equal(oneLine('x'.repeat(500)).length, 300);
  });

  it('scrubs credential values out of a message', () => {
    const err = scrubError(new ConnectError('http_error', 'HTTP 401 at https://h/x?key=supersecret', { status: 401 }), ['supersecret', '1']);
    assert.equal(err.message, 'HTTP 401 at https://h/x?key=REDACTED');
    assert.equal(err.status, 401);
  });

  it('wraps unknown errors as protocol_error', () => {
    const err = toConnectError(new RangeError('weird'));
    assert.equal(err.code, 'protocol_error');
    assert.equal(err.message, 'weird');
    assert.equal(err.name, 'ConnectError');
  });
});

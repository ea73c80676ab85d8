/**
 * The real reference servers from npm, over stdio, Streamable HTTP and SSE. What the sensor takes must
 * be what the server sent: compared with a hand-made raw JSON-RPC exchange, key for key.
 */
import assert from 'node:assert/strict';
import { spawn, type ChildProcess } from 'node:child_process';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fetchManifest } from '../src/connect/index.js';
import { descendantsOf } from '../src/connect/process-group.js';
import type { JsonValue } from '../src/model.js';
import { EVERYTHING, FILESYSTEM, LIMITS, MEMORY, startEverythingHttp, stop, tempDir } from './servers/helpers.js';

/** tools/list straight off the wire, no client library: the reference for "untouched". */
async function rawTools(args: string[]): Promise<JsonValue[]> {
  const child = spawn(process.execPath, args, { stdio: ['pipe', 'pipe', 'ignore'] });
  const lines: Record<string, unknown>[] = [];
  let buf = '';
  const waitFor = (id: number) =>
    new Promise<Record<string, unknown>>((resolve, reject) => {
      const timer = setTimeout(() => reject(new Error('raw exchange timed out')), 120_000);
      const check = () => {
        const hit = lines.find((l) => l.id === id);
        if (hit) {
          clearTimeout(timer);
          child.stdout!.off('data', onData);
          resolve(hit);
        }
      };
      const onData = (c: Buffer) => {
        buf += c.toString('utf8');
        let nl: number;
        while ((nl = buf.indexOf('\n')) !== -1) {
          try {
            lines.push(JSON.parse(buf.slice(0, nl)));
          } catch {
            // not a message
          }
          buf = buf.slice(nl + 1);
        }
        check();
      };
      child.stdout!.on('data', onData);
      check();
    });
  const send = (m: object) => child.stdin!.write(JSON.stringify(m) + '\n');
  try {
    send({ jsonrpc: '2.0', id: 1, method: 'initialize', params: { protocolVersion: '2025-11-25', capabilities: {}, clientInfo: { name: 'raw', version: '0' } } });
    await waitFor(1);
    send({ jsonrpc: '2.0', method: 'notifications/initialized' });
    send({ jsonrpc: '2.0', id: 2, method: 'tools/list' });
    const res = await waitFor(2);
    return (res.result as { tools: JsonValue[] }).tools;
  } finally {
    await stop(child);
  }
}

function stdio(id: string, args: string[], env: Record<string, string> = {}) {
  return { kind: 'stdio' as const, id, command: process.execPath, args, env };
}

function assertWellFormed(tools: JsonValue[]): void {
  assert.ok(tools.length > 0);
  for (const t of tools) {
    assert.equal(typeof (t as { name?: unknown }).name, 'string');
    assert.equal(typeof (t as { inputSchema?: unknown }).inputSchema, 'object');
  }
}

let tmp: ReturnType<typeof tempDir>;
before(() => (tmp = tempDir()));
after(() => tmp.cleanup());

describe('real servers over stdio', () => {
  it('server-everything: every tool exactly as on the wire', async () => {
    const m = await fetchManifest(stdio('everything', [EVERYTHING, 'stdio']), LIMITS);
    assertWellFormed(m.tools);
    assert.deepEqual(m.tools, await rawTools([EVERYTHING, 'stdio']));
    assert.ok(m.tools.some((t) => typeof t === 'object' && t !== null && 'execution' in t && 'title' in t));
    assert.equal(m.protocolVersion, '2025-11-25');
    assert.equal((m.serverInfo as { name?: string }).name, 'mcp-servers/everything');
    assert.deepEqual(descendantsOf(process.pid), [], 'server process left behind');
  });

  it('server-filesystem with an allowed directory', async () => {
    const m = await fetchManifest(stdio('filesystem', [FILESYSTEM, tmp.dir]), LIMITS);
    assertWellFormed(m.tools);
    assert.ok(m.tools.some((t) => (t as { name?: string }).name === 'read_text_file' || (t as { name?: string }).name === 'read_file'));
    assert.deepEqual(descendantsOf(process.pid), []);
  });

  it('server-memory', async () => {
    const m = await fetchManifest(stdio('memory', [MEMORY], { MEMORY_FILE_PATH: path.join(tmp.dir, 'memory.jsonl') }), LIMITS);
    assertWellFormed(m.tools);
    assert.ok(m.tools.some((t) => (t as { name?: string }).name === 'create_entities'));
    assert.deepEqual(descendantsOf(process.pid), []);
  });
});

describe('real servers over HTTP', () => {
  it('server-everything over Streamable HTTP (auto and forced)', async () => {
    const { port, child } = await startEverythingHttp('streamableHttp');
    try {
      const url = `http://127.0.0.1:${port}/mcp`;
      const target = { kind: 'http' as const, id: 'everything-http', url, headers: {}, transport: 'auto' as const };
      const m = await fetchManifest(target, LIMITS);
      assertWellFormed(m.tools);
      assert.deepEqual(m.endpoint, { transport: 'http', display: url });
      assert.deepEqual(m.tools, await rawTools([EVERYTHING, 'stdio']), 'same tools as over stdio, untouched');
      const forced = await fetchManifest({ ...target, transport: 'http' }, LIMITS);
      assert.equal(forced.tools.length, m.tools.length);
    } finally {
      await stop(child);
    }
  });

  it('server-everything over SSE (auto falls back, and forced)', async () => {
    const { port, child } = await startEverythingHttp('sse');
    try {
      const url = `http://127.0.0.1:${port}/sse`;
      const target = { kind: 'http' as const, id: 'everything-sse', url, headers: {}, transport: 'auto' as const };
      const m = await fetchManifest(target, LIMITS);
      assertWellFormed(m.tools);
      assert.equal(m.endpoint.transport, 'sse');
      const forced = await fetchManifest({ ...target, transport: 'sse' }, LIMITS);
      assert.deepEqual(forced.tools, m.tools);
    } finally {
      await stop(child);
    }
  });
});

/** Offline manifests (`scan --manifest`) and the demo server that serves them over stdio. */
import assert from 'node:assert/strict';
import { spawn } from 'node:child_process';
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import { fetchManifest } from '../src/connect/index.js';
import { DEMO_SERVER, LIMITS, tempDir } from './servers/helpers.js';

let tmp: ReturnType<typeof tempDir>;
before(() => (tmp = tempDir()));
after(() => tmp.cleanup());

function file(name: string, content: string): string {
  const p = path.join(tmp.dir, name);
  writeFileSync(p, content);
  return p;
}

const TOOLS = [
  { name: 'read_file', description: 'Reads a file.', inputSchema: { type: 'object', properties: { path: { type: 'string' } } }, 'x-extra': 1 },
  { name: 'list', inputSchema: { type: 'object' } },
  { name: 'third', inputSchema: { type: 'object' } },
];

describe('manifest files', () => {
  it('reads {"tools": [...]} with serverInfo, untouched', async () => {
    const f = file('m.json', JSON.stringify({ serverInfo: { name: 'acme', version: '1.5.0' }, protocolVersion: '2025-06-18', tools: TOOLS }));
    const m = await fetchManifest({ kind: 'manifest', id: 'm', file: f }, LIMITS);
    assert.deepEqual(m.tools, TOOLS);
    assert.deepEqual(m.serverInfo, { name: 'acme', version: '1.5.0' });
    assert.equal(m.protocolVersion, '2025-06-18');
    assert.deepEqual(m.endpoint, { transport: 'manifest', display: `manifest:${f}` });
  });

  it('reads a bare array', async () => {
    const m = await fetchManifest({ kind: 'manifest', id: 'm', file: file('a.json', JSON.stringify(TOOLS)) }, LIMITS);
    assert.deepEqual(m.tools, TOOLS);
    assert.equal(m.serverInfo, null);
  });

  it('shows a relative path as absolute', async () => {
    const f = file('rel.json', '[]');
    const rel = path.relative(process.cwd(), f);
    const m = await fetchManifest({ kind: 'manifest', id: 'm', file: rel }, LIMITS);
    assert.equal(m.endpoint.display, `manifest:${f}`);
  });

  it('fails clearly: missing, not JSON, wrong shape, too big, too many tools', async () => {
    const t = (f: string) => ({ kind: 'manifest' as const, id: 'm', file: f });
    await assert.rejects(fetchManifest(t(path.join(tmp.dir, 'none.json')), LIMITS), { code: 'not_found', message: /manifest file not found/ });
    await assert.rejects(fetchManifest(t(file('bad.json', '{"tools": [\n')), LIMITS), (err: Error & { code?: string }) => {
      assert.equal(err.code, 'bad_manifest');
      assert.match(err.message, /^not valid JSON: /);
      assert.ok(!err.message.includes('\n'));
      return true;
    });
    await assert.rejects(fetchManifest(t(file('shape.json', '{"tool": []}')), LIMITS), { code: 'bad_manifest' });
    await assert.rejects(fetchManifest(t(file('str.json', '"tools"')), LIMITS), { code: 'bad_manifest' });
    await assert.rejects(fetchManifest(t(file('big.json', JSON.stringify(TOOLS))), { ...LIMITS, maxBytes: 50 }), { code: 'oversize' });
    await assert.rejects(fetchManifest(t(file('many.json', JSON.stringify(TOOLS))), { ...LIMITS, maxTools: 2 }), { code: 'oversize' });
    await assert.rejects(fetchManifest(t(tmp.dir), LIMITS), { code: 'bad_manifest', message: /not a file/ });
  });
});

describe('demo manifest server', () => {
  const demo = (f: string) => ({ kind: 'stdio' as const, id: 'demo', command: process.execPath, args: [DEMO_SERVER, f], env: {} });

  it('serves the file, re-read on every scan, with its serverInfo or the default', async () => {
    const f = file('demo.json', JSON.stringify({ tools: TOOLS.slice(0, 1) }));
    const first = await fetchManifest(demo(f), LIMITS);
    assert.deepEqual(first.tools, TOOLS.slice(0, 1));
    assert.deepEqual(first.serverInfo, { name: 'demo-server', version: '1.0.0' });
    assert.equal(first.protocolVersion, '2025-11-25');
    writeFileSync(f, JSON.stringify({ serverInfo: { name: 'demo-server', version: '1.0.1' }, tools: TOOLS }));
    const second = await fetchManifest(demo(f), LIMITS);
    assert.deepEqual(second.tools, TOOLS);
    assert.deepEqual(second.serverInfo, { name: 'demo-server', version: '1.0.1' });
  });

  it('paginates with pageSize', async () => {
    const f = file('paged.json', JSON.stringify({ pageSize: 2, tools: TOOLS }));
    const m = await fetchManifest(demo(f), LIMITS);
    assert.equal(m.pages, 2);
    assert.deepEqual(m.tools, TOOLS);
  });

  it('answers ping, refuses other methods with -32601, rejects a bad cursor', async () => {
    const f = file('direct.json', JSON.stringify(TOOLS));
    const child = spawn(process.execPath, [DEMO_SERVER, f], { stdio: ['pipe', 'pipe', 'ignore'] });
    const answers: Record<string, unknown>[] = [];
    let buf = '';
    child.stdout.on('data', (c: Buffer) => {
      buf += c.toString();
      const parts = buf.split('\n');
      buf = parts.pop()!;
      for (const p of parts) if (p) answers.push(JSON.parse(p));
    });
    const exited = new Promise((r) => child.once('exit', r));
    for (const m of [
      { id: 1, method: 'ping' },
      { id: 2, method: 'tools/call', params: { name: 'read_file' } },
      { id: 3, method: 'tools/list', params: { cursor: 'garbage' } },
      { method: 'notifications/initialized' },
    ]) {
      child.stdin.write(JSON.stringify({ jsonrpc: '2.0', ...m }) + '\n');
    }
    child.stdin.end();
    await exited;
    assert.deepEqual(answers, [
      { jsonrpc: '2.0', id: 1, result: {} },
      { jsonrpc: '2.0', id: 2, error: { code: -32601, message: 'Method not found' } },
      { jsonrpc: '2.0', id: 3, error: { code: -32602, message: 'invalid cursor' } },
    ]);
  });
});

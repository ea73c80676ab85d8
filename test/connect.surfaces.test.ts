/**
 * The lists beyond tools in the session (prompts, resources, templates) and their fingerprint:
 * listed only when declared, every page followed, a failing list recorded without failing the
 * scan, items hashed as sent without `_meta`, order never changing a hash, and a tools-only
 * manifest keeping its version-1 hash.
 */
import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { collectManifest, type SessionTransport } from '../src/connect/session.js';
import { fingerprint, toolsOnlyHash } from '../src/fingerprint/snapshot.js';
import { hashJson } from '../src/fingerprint/hash.js';
import type { JsonObject, RawManifest } from '../src/model.js';

type Handler = (msg: JsonObject) => unknown;

class Fake implements SessionTransport {
  onmessage?: (message: unknown) => void;
  onerror?: (error: Error) => void;
  onclose?: () => void;
  methods: string[] = [];
  constructor(private readonly handle: Handler) {}
  async start(): Promise<void> {}
  async send(m: JsonObject): Promise<void> {
    if (typeof m.method === 'string' && 'id' in m) this.methods.push(m.method);
    setImmediate(() => {
      if (!('id' in m)) return;
      const r = this.handle(m);
      if (r instanceof Error) this.onmessage?.({ jsonrpc: '2.0', id: m.id, error: { code: -32603, message: r.message } });
      else this.onmessage?.({ jsonrpc: '2.0', id: m.id, result: r });
    });
  }
  async close(): Promise<void> {}
}

const OPTS = { limits: { timeoutMs: 5000, maxTools: 100, maxBytes: 1_000_000 }, clientVersion: '1' };
const TOOL = { name: 't', inputSchema: { type: 'object' } };

function serverWith(capabilities: JsonObject, lists: Record<string, Handler>, init: JsonObject = {}): Fake {
  return new Fake((m) => {
    if (m.method === 'initialize') return { protocolVersion: '2025-06-18', capabilities, serverInfo: { name: 's', version: '1' }, ...init };
    if (m.method === 'tools/list') return { tools: [TOOL] };
    const h = lists[m.method as string];
    return h ? h(m) : new Error('Method not found');
  });
}

describe('session: lists beyond tools', () => {
  it('lists only what the server declares', async () => {
    const t = serverWith({ tools: {} }, { 'prompts/list': () => ({ prompts: [{ name: 'p' }] }) });
    const r = await collectManifest(t, OPTS);
    assert.deepEqual(t.methods, ['initialize', 'tools/list']);
    assert.deepEqual(r.surfaces, {});
  });

  it('follows every page and keeps items as sent', async () => {
    const t = serverWith(
      { tools: {}, prompts: {}, resources: {} },
      {
        'prompts/list': (m) => ((m.params as JsonObject | undefined)?.cursor === 'c2' ? { prompts: [{ name: 'b' }] } : { prompts: [{ name: 'a', _meta: { x: 1 } }], nextCursor: 'c2' }),
        'resources/list': () => ({ resources: [{ uri: 'file:///x', name: 'x' }] }),
        'resources/templates/list': () => ({ resourceTemplates: [{ uriTemplate: 'file:///{p}', name: 'p' }] }),
      },
      { instructions: 42 },
    );
    const r = await collectManifest(t, OPTS);
    assert.deepEqual(t.methods, ['initialize', 'tools/list', 'prompts/list', 'prompts/list', 'resources/list', 'resources/templates/list']);
    assert.deepEqual(r.surfaces.prompts, [{ name: 'a', _meta: { x: 1 } }, { name: 'b' }]);
    assert.equal(r.surfaces.instructions, 42, 'instructions kept as sent, whatever the type');
    assert.equal(r.instructions, null);
  });

  it('a list answered with an error or a cursor loop is recorded as failed; the scan goes on', async () => {
    const t = serverWith(
      { tools: {}, prompts: {}, resources: {} },
      {
        'prompts/list': () => new Error('boom'),
        'resources/list': () => ({ resources: [], nextCursor: 'same' }),
        'resources/templates/list': () => ({ resourceTemplates: [] }),
      },
    );
    const r = await collectManifest(t, OPTS);
    assert.deepEqual(r.tools, [TOOL]);
    assert.deepEqual(r.surfaces.failed?.map((f) => f.list), ['prompts', 'resources']);
    assert.match(r.surfaces.failed![0]!.reason, /prompts\/list .*boom/);
    assert.match(r.surfaces.failed![1]!.reason, /pagination loop/);
    assert.deepEqual(r.surfaces.resourceTemplates, []);
  });

  it('a server answering a newer revision than any supported is refused with one clear error', async () => {
    const t = new Fake((m) => (m.method === 'initialize' ? { protocolVersion: '2031-01-01', capabilities: {} } : { tools: [] }));
    await assert.rejects(collectManifest(t, OPTS), /revision 2031-01-01, newer than this sensor supports \(newest 2025-11-25\)/);
  });
});

function raw(over: Partial<RawManifest>): Pick<RawManifest, 'tools' | 'serverInfo' | 'surfaces'> {
  return { tools: [TOOL], serverInfo: null, ...over };
}
const FP = { alg: 'sha256' as const, annotations: true };

describe('fingerprint of items', () => {
  it('a tools-only manifest keeps its version-1 hash', () => {
    const s = fingerprint(raw({ surfaces: {} }), FP);
    assert.equal(s.manifestHash, toolsOnlyHash(s));
    assert.equal(s.manifestHash, hashJson('sha256', [['t', s.tools[0]!.hash]]));
    assert.equal(s.items, undefined);
  });

  it('items change the manifest hash; _meta and order do not', () => {
    const a = fingerprint(raw({ surfaces: { prompts: [{ name: 'a' }, { name: 'b', description: 'x' }], instructions: 'hi' } }), FP);
    const b = fingerprint(raw({ surfaces: { prompts: [{ description: 'x', name: 'b', _meta: { v: 2 } }, { name: 'a' }], instructions: 'hi' } }), FP);
    const c = fingerprint(raw({ surfaces: { prompts: [{ name: 'a' }, { name: 'b', description: 'y' }], instructions: 'hi' } }), FP);
    assert.notEqual(a.manifestHash, toolsOnlyHash(a));
    assert.equal(a.manifestHash, b.manifestHash);
    assert.notEqual(a.manifestHash, c.manifestHash);
    assert.deepEqual(a.items?.map((i) => [i.kind, i.id]), [['instructions', ''], ['prompt', 'a'], ['prompt', 'b']]);
    assert.equal(a.items![2]!.hash, hashJson('sha256', { name: 'b', description: 'x' }), 'RFC 8785 of the item as sent');
  });

  it('a failed list is not an empty one', () => {
    const empty = fingerprint(raw({ surfaces: { prompts: [] } }), FP);
    const failed = fingerprint(raw({ surfaces: { failed: [{ list: 'prompts', reason: 'x' }] } }), FP);
    assert.notEqual(empty.manifestHash, failed.manifestHash);
    assert.deepEqual(failed.unavailable, ['prompts']);
  });

  it('bad items are kept and hashed as malformed', () => {
    const s = fingerprint(
      raw({ surfaces: { prompts: [{ description: 'x' }, { name: 'p', arguments: [{ name: 'a' }, { name: 'a' }] }], resources: [{ uri: 'not a uri', name: 'n' }], resourceTemplates: [{ uriTemplate: '{{x}}', name: 't' }] } }),
      FP,
    );
    assert.deepEqual(s.items, undefined);
    assert.deepEqual(
      s.malformedItems?.map((m) => [m.kind, m.reason]).sort(),
      [
        ['prompt', 'prompt argument name repeated'],
        ['prompt', 'prompt has no name'],
        ['resource', 'uri is not a URI'],
        ['resource_template', 'uriTemplate is not an RFC 6570 template'],
      ],
    );
  });
});

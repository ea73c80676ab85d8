import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { describe, it } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { credentialsOf, endpointFor, redactUrl } from '../src/connect/index.js';

describe('endpoint display', () => {
  it('stdio: command and args', () => {
    assert.deepEqual(endpointFor({ kind: 'stdio', id: 'x', command: 'node', args: ['server.js', '--root', '/x'], env: { TOKEN: 's3cret' } }), {
      transport: 'stdio',
      display: 'stdio:node server.js --root /x',
    });
  });

  it('http: origin and path, query values redacted, keys kept, userinfo and fragment dropped', () => {
    const t = { kind: 'http' as const, id: 'h', url: 'https://user:pw@api.example.com:8443/v1/mcp?api_key=abc&team=red#frag', headers: {}, transport: 'auto' as const };
    assert.deepEqual(endpointFor(t), { transport: 'http', display: 'https://api.example.com:8443/v1/mcp?api_key=REDACTED&team=REDACTED' });
    assert.equal(endpointFor({ ...t, transport: 'sse' }).transport, 'sse');
    assert.equal(endpointFor(t, 'sse').transport, 'sse');
    assert.equal(redactUrl('nonsense'), '<invalid url>');
    assert.equal(redactUrl('http://h/p'), 'http://h/p');
  });

  it('manifest: absolute path', () => {
    assert.deepEqual(endpointFor({ kind: 'manifest', id: 'm', file: '/tmp/x.json' }), { transport: 'manifest', display: 'manifest:/tmp/x.json' });
  });
});

describe('credentialsOf', () => {
  it('collects env values, header values, query values and userinfo, in a stable order', () => {
    assert.deepEqual(credentialsOf({ kind: 'stdio', id: 'x', command: 'c', args: [], env: { B: 'two', A: 'one', E: '' } }), ['one', 'two']);
    const http = {
      kind: 'http' as const,
      id: 'h',
      url: 'https://u:p%40ss@h/mcp?z=last&a=first',
      headers: { 'X-Key': 'k', Authorization: 'Bearer t' },
      transport: 'auto' as const,
    };
    assert.deepEqual(credentialsOf(http), ['Bearer t', 'k', 'first', 'last', 'u', 'p@ss']);
    assert.deepEqual(credentialsOf({ kind: 'manifest', id: 'm', file: 'f' }), []);
    assert.deepEqual(credentialsOf({ kind: 'invalid', id: 'i', reason: 'r' }), []);
  });

  it('a different credential gives a different list, the same ones the same list', () => {
    const a = { kind: 'http' as const, id: 'h', url: 'https://h/mcp', headers: { Authorization: 'A', X: 'B' }, transport: 'auto' as const };
    const b = { ...a, headers: { X: 'B', Authorization: 'A' } };
    assert.deepEqual(credentialsOf(a), credentialsOf(b));
    assert.notDeepEqual(credentialsOf(a), credentialsOf({ ...a, headers: { Authorization: 'C', X: 'B' } }));
  });
});

describe('startup cost', () => {
  it('importing connect/ loads no package statically (the SDK only by import() for HTTP)', () => {
    // Walk the static import graph of the compiled index.js: every specifier must be relative or node:.
    const seen = new Set<string>();
    const bare: string[] = [];
    const walk = (file: string): void => {
      if (seen.has(file)) return;
      seen.add(file);
      const text = readFileSync(file, 'utf8');
      for (const m of text.matchAll(/^\s*(?:import|export)\s[^;]*?\sfrom\s+'([^']+)'|^\s*import\s+'([^']+)'/gm)) {
        const spec = (m[1] ?? m[2])!;
        if (spec.startsWith('.')) walk(fileURLToPath(new URL(spec, pathToFileURL(file))));
        else if (!spec.startsWith('node:')) bare.push(`${file}: ${spec}`);
      }
    };
    walk(fileURLToPath(new URL('../src/connect/index.js', import.meta.url)));
    assert.ok(seen.size >= 8, `walked ${seen.size} files`);
    assert.deepEqual(bare, []);
  });
});

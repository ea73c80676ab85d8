/**
 * The lock's pure core: building an entry from a baseline, the text a reviewer reads, the checks a
 * hand edit cannot pass, the reference a scan compares with (under either hash algorithm), where
 * an entry sits in the text, and the detached signature.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { HashAlg, JsonObject } from '../src/model.js';
import { fingerprint } from '../src/fingerprint/snapshot.js';
import { buildLock, canonicalBytes, lockServer, lockText } from '../src/lock/build.js';
import { parseLock } from '../src/lock/format.js';
import { checkLock } from '../src/lock/check.js';
import { lockReference, lockedState } from '../src/lock/reference.js';
import { lockEntryLines } from '../src/lock/lines.js';
import { generateLockKeys, privateKeyOf, publicKeyOf, signLock, verifyLock } from '../src/lock/sign.js';
import { LockError } from '../src/lock/errors.js';

const tools: JsonObject[] = [
  { name: 'zeta', description: 'Last \u202e one.', inputSchema: { type: 'object', properties: { b: {}, a: {} } }, _meta: { build: 7 } },
  { name: 'alpha', inputSchema: { type: 'object' }, annotations: { readOnlyHint: true } },
];

function lockOf(alg: HashAlg, annotations = true) {
  const snap = fingerprint({ tools, serverInfo: { name: 's', version: '1' } }, { alg, annotations });
  return buildLock([
    lockServer({ id: 'srv', endpoint: 'manifest:/home/ci/checkout/tools.json', serverName: 's', serverVersion: '1', manifestHash: snap.manifestHash, alg, approvedBy: 'alice', approvedAt: '2026-12-01T00:00:00.000Z', tools: snap.tools, malformed: snap.malformed }),
  ]);
}

test('an entry carries the hashed definition (no _meta), reviewer fields and the history\'s hashes; the text round-trips and escapes bidi controls', () => {
  const lock = lockOf('sha256');
  const s = lock.servers[0];
  assert.equal(s.endpoint, 'manifest:tools.json', 'a manifest path is a place on one machine: only its name is kept');
  assert.deepEqual(s.items.map((i) => i.name), ['alpha', 'zeta']);
  assert.deepEqual(s.items[1].parameters, ['a', 'b']);
  assert.equal('_meta' in (s.items[1].definition as JsonObject), false);
  const text = lockText(lock);
  assert.ok(text.includes('Last \\u202e one.') && !text.includes('\u202e'), 'a bidi control is shown as an escape');
  const back = parseLock(text, 't');
  checkLock(back, 't');
  assert.deepEqual(back, lock);
  assert.deepEqual(canonicalBytes(back), canonicalBytes(lock));
});

test('under --no-annotations the definition is what was hashed: annotations left out', () => {
  const lock = lockOf('sha256', false);
  checkLock(lock, 't');
  assert.equal('annotations' in (lock.servers[0].items[0].definition as JsonObject), false);
});

test('checks refuse what a hand edit leaves behind', () => {
  const edits: [string, (d: any) => void, RegExp][] = [
    ['description only', (d) => (d.servers[0].items[0].description = 'x'), /description differs/],
    ['definition only', (d) => (d.servers[0].items[0].definition.title = 'x'), /hash does not match its definition/],
    ['item removed', (d) => d.servers[0].items.pop(), /manifest_hash does not cover its items/],
    ['mixed algorithms', (d) => (d.servers[0].items[0].hash = `sha512:${'0'.repeat(128)}`), /hash is sha512, the server's manifest_hash sha256/],
    ['unknown kind', (d) => (d.servers[0].items[0].kind = 'widget'), /item kind "widget" is not known/],
    ['tool relabelled a prompt', (d) => (d.servers[0].items[0].kind = 'prompt'), /manifest_hash does not cover its items/],
    ['tool relabelled the instructions', (d) => (d.servers[0].items[0].kind = 'instructions'), /definition is not \{"instructions": <text>\}/],
    ['short digest', (d) => (d.servers[0].manifest_hash = 'sha256:abc'), /is not a sha256 digest/],
  ];
  for (const [name, edit, why] of edits) {
    const d = JSON.parse(lockText(lockOf('sha256')));
    edit(d);
    assert.throws(() => checkLock(parseLock(JSON.stringify(d), 't'), 't'), (e: Error) => e instanceof LockError && why.test(e.message), name);
  }
});

test('the reference a scan compares with is the live manifest hash under either algorithm, and the history sees it as approved', () => {
  for (const lockAlg of ['sha256', 'sha512'] as const) {
    for (const scanAlg of ['sha256', 'sha512'] as const) {
      const ref = lockReference(lockOf(lockAlg).servers[0], { alg: scanAlg, annotations: true });
      assert.equal(ref.manifestHash, fingerprint({ tools, serverInfo: null }, { alg: scanAlg, annotations: true }).manifestHash, `${lockAlg} lock, ${scanAlg} scan`);
    }
  }
  const ref = lockReference(lockOf('sha256').servers[0], { alg: 'sha256', annotations: true });
  const state = lockedState({ serverId: 'srv', latest: null, reference: null, anyApproved: false, lastScan: null }, ref);
  assert.equal(state.anyApproved, true);
  assert.equal(state.reference?.version, 0, 'a manifest this history never held');
  assert.equal(state.latest?.manifestHash, ref.manifestHash);
});

test('lines: a server\'s id, an item\'s own name (not the name inside its definition), null for a server not in the lock', () => {
  const text = lockText(lockOf('sha256'));
  const lines = text.split('\n');
  const at = lockEntryLines(text);
  assert.match(lines[at('srv', null)! - 1], /^ {6}"id": "srv",$/);
  assert.match(lines[at('srv', 'zeta')! - 1], /^ {10}"name": "zeta",$/);
  assert.equal(at('srv', 'new_tool'), at('srv', null));
  assert.equal(at('other', null), null);
});

test('signature: verifies the lock it was made for with its key; refuses another key, other contents, a private key on a host', () => {
  const a = generateLockKeys();
  const b = generateLockKeys();
  const bytes = canonicalBytes(lockOf('sha256'));
  const sig = signLock(bytes, privateKeyOf(a.privatePem, 'a'));
  verifyLock(bytes, sig, publicKeyOf(a.publicPem, 'a'), 't');
  assert.throws(() => verifyLock(bytes, sig, publicKeyOf(b.publicPem, 'b'), 't'), /signed by key .* not by --lock-key/);
  assert.throws(() => verifyLock(canonicalBytes(lockOf('sha512')), sig, publicKeyOf(a.publicPem, 'a'), 't'), /changed after it was signed/);
  const forged = { ...sig, signature: signLock(bytes, privateKeyOf(b.privatePem, 'b')).signature };
  assert.throws(() => verifyLock(bytes, forged, publicKeyOf(a.publicPem, 'a'), 't'), /does not verify/);
  assert.throws(() => publicKeyOf(a.privatePem, 'k'), /holds a private key/);
});

test('items of every kind, malformed ones and failed lists: the entry pins the fingerprint-2 manifest hash, round-trips, and the reference matches the live snapshot under either algorithm', () => {
  const surfaces = {
    instructions: 'Search first.',
    prompts: [{ name: 'sum', description: 'Sum up.', arguments: [{ name: 'z' }, { name: 'a' }], _meta: { k: 1 } }, { description: 'no name' }],
    resources: [{ uri: 'https://h.example/x', name: 'x' }],
    resourceTemplates: [{ uriTemplate: 'https://h.example/{id}', name: 't' }],
    failed: [{ list: 'resources' as const, error: 'boom' }],
  };
  for (const alg of ['sha256', 'sha512'] as const) {
    const snap = fingerprint({ tools, serverInfo: null, surfaces: surfaces as never }, { alg, annotations: true });
    const entry = lockServer({ id: 'srv', endpoint: null, serverName: null, serverVersion: null, manifestHash: snap.manifestHash, alg, approvedBy: null, approvedAt: null, tools: snap.tools, malformed: snap.malformed, items: snap.items, malformedItems: snap.malformedItems, unavailable: snap.unavailable });
    const lock = buildLock([entry]);
    checkLock(lock, 't');
    assert.deepEqual(entry.items.map((i) => `${i.kind}:${i.name}${i.malformed ? '!' : ''}`), ['instructions:', 'prompt:!', 'prompt:sum', 'resource:https://h.example/x', 'resource_template:https://h.example/{id}', 'tool:alpha', 'tool:zeta']);
    assert.deepEqual(entry.items[2]!.parameters, ['a', 'z']);
    assert.deepEqual(entry.unavailable, ['resources']);
    const back = parseLock(lockText(lock), 't');
    checkLock(back, 't');
    assert.deepEqual(back, lock);
    for (const scanAlg of ['sha256', 'sha512'] as const) {
      const live = fingerprint({ tools, serverInfo: null, surfaces: surfaces as never }, { alg: scanAlg, annotations: true });
      const ref = lockReference(back.servers[0]!, { alg: scanAlg, annotations: true });
      assert.equal(ref.manifestHash, live.manifestHash, `${alg} lock, ${scanAlg} scan`);
      assert.equal(ref.fingerprint, 2);
      assert.deepEqual(ref.items.map((i) => [i.kind, i.id, i.hash]), live.items!.map((i) => [i.kind, i.id, i.hash]));
    }
  }
});

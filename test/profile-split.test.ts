/**
 * H16 profile-split, the producer alone: which items differ between the judged list and another
 * profile's, and what decides it (the client name, the declared capabilities, both) from the
 * control scan. Generic over the kinds of item: every item the fingerprint lists is compared.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fingerprint } from '../src/fingerprint/snapshot.js';
import { profileSplitFindings, type ProfileView } from '../src/pipeline/profile-split.js';
import type { JsonValue, RawManifest, Snapshot } from '../src/model.js';

function snap(tools: JsonValue[]): Snapshot {
  const raw: RawManifest = { tools, serverInfo: null, protocolVersion: null, capabilities: null, instructions: null, endpoint: { transport: 'stdio', display: 'stdio:x' }, pages: 1, bytes: 0 };
  return fingerprint(raw, { alg: 'sha256', annotations: true });
}
const tool = (name: string, description = 'Does things.') => ({ name, description, inputSchema: { type: 'object' } });

const judged = { profile: 'sensor', clientName: 'mcp-schema-sentinel', capabilities: {}, snapshot: snap([tool('a'), tool('b')]) };
const view = (profile: string, tools: JsonValue[], capabilities = {}, control?: Snapshot | null): ProfileView => ({
  profile,
  clientName: profile,
  capabilities,
  snapshot: snap(tools),
  ...(control !== undefined ? { control } : {}),
});

test('the same list under another name gives nothing; an item only there, missing there or different there is named', () => {
  assert.deepEqual(profileSplitFindings('s', judged, [view('windsurf', [tool('b'), tool('a')])], 'HIGH'), []);
  const [f] = profileSplitFindings('s', judged, [view('claude-desktop', [tool('a', 'Other words.'), tool('c')])], 'HIGH');
  assert.ok(f);
  assert.equal(f.severity, 'HIGH');
  assert.equal(f.detail.cause, 'client_name');
  assert.deepEqual(f.detail.only_here, [{ kind: 'tool', name: 'c' }]);
  assert.deepEqual(f.detail.missing_here, [{ kind: 'tool', name: 'b' }]);
  assert.deepEqual(f.detail.different, [{ kind: 'tool', name: 'a' }]);
  assert.deepEqual(f.detail.counts, { only_here: 1, missing_here: 1, different: 1 });
  assert.match(f.detail.split_id, /^ps-[0-9a-f]{20}$/);
});

test('the control scan tells what decides a split between profiles that declare different capabilities', () => {
  const withRoots = [tool('a'), tool('b'), tool('roots')];
  const cause = (control: Snapshot | null | undefined) => profileSplitFindings('s', judged, [view('claude-code', withRoots, { roots: {} }, control)], 'HIGH')[0]!;
  // The judged name declaring roots is shown the same extra tool: the capability explains it.
  assert.deepEqual([cause(snap(withRoots)).detail.cause, cause(snap(withRoots)).severity], ['capabilities', 'LOW']);
  // The judged name declaring roots is shown the judged list: the name decides.
  assert.deepEqual([cause(snap([tool('a'), tool('b')])).detail.cause, cause(snap([tool('a'), tool('b')])).severity], ['client_name', 'HIGH']);
  // A third list: both move it.
  assert.equal(cause(snap([tool('a')])).detail.cause, 'both');
  // No control could be read: the split stays HIGH.
  assert.deepEqual([cause(null).detail.cause, cause(null).severity], ['unknown', 'HIGH']);
});

test('a view whose scan failed compares nothing; lists are bounded, the counts are not', () => {
  assert.deepEqual(profileSplitFindings('s', judged, [{ ...view('cursor', []), snapshot: null }], 'HIGH'), []);
  const many = Array.from({ length: 30 }, (_, i) => tool(`t${String(i).padStart(2, '0')}`));
  const [f] = profileSplitFindings('s', judged, [view('vscode', [tool('a'), tool('b'), ...many])], 'HIGH');
  assert.equal(f!.detail.only_here.length, 20);
  assert.equal(f!.detail.counts.only_here, 30);
});

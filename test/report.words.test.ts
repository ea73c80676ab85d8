import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { EvidenceFinding, HeuristicId, JsonObject, Severity } from '../src/model.js';
import { errorTitle, errorWords, findingWords, formatValue, recordHeadline, recordTitle } from '../src/report/words.js';
import * as F from './report-fixtures.js';

function finding(id: HeuristicId, slug: string, over: Partial<EvidenceFinding> & { detail?: JsonObject } = {}): EvidenceFinding {
  return { heuristic_id: id, heuristic: slug, severity: 'HIGH' as Severity, field: null, fragment: null, ...over };
}

test('H1 names the new parameter and its path', () => {
  const f = finding('H1', 'new-parameter', { detail: { param: 'exec_after', path: 'inputSchema.properties.exec_after' } });
  assert.equal(findingWords(f), 'new parameter `exec_after` at inputSchema.properties.exec_after');
  // Without detail, the field is enough.
  const bare = finding('H1', 'new-parameter', { field: 'inputSchema.properties.options.properties.mode' });
  assert.equal(findingWords(bare), 'new parameter `mode` at inputSchema.properties.options.properties.mode');
});

test('H2 says the new parameter has a risky name and which pattern matched', () => {
  const f = finding('H2', 'risky-parameter', { detail: { name: 'shell', path: 'inputSchema.properties.shell', pattern: 'shell' } });
  assert.equal(findingWords(f), 'new parameter with a risky name `shell` at inputSchema.properties.shell (matches `shell`)');
});

test('H7 shows the annotation move and says when it asks for more trust', () => {
  const toward = finding('H7', 'annotation-change', { detail: { key: 'destructiveHint', before: true, after: false, toward_trust: true } });
  assert.equal(findingWords(toward), 'annotation destructiveHint: true → false (toward more trust)');
  const away = finding('H7', 'annotation-change', {
    field: 'annotations.readOnlyHint',
    detail: { before: true, after: false, towardTrust: false },
  });
  assert.equal(findingWords(away), 'annotation readOnlyHint: true → false');
  const added = finding('H7', 'annotation-change', { detail: { key: 'title', after: 'Safe' } });
  assert.equal(findingWords(added), 'annotation title: absent → "Safe"');
});

test('H3, H10 and H14 list the cues that fired', () => {
  const cues = [
    { id: 'override-en', weight: 60, fragment: 'ignore previous instructions' },
    { id: 'secrecy-en', weight: 40, fragment: 'do not tell the user' },
  ];
  assert.equal(
    findingWords(finding('H3', 'instruction-pattern', { field: 'description', cues })),
    'instruction pattern in description: override-en, secrecy-en',
  );
  assert.equal(
    findingWords(finding('H10', 'sensitive-target', { field: 'inputSchema.properties.path.description', cues: [cues[0]!] })),
    'points at secrets or credentials in inputSchema.properties.path.description: override-en',
  );
  assert.equal(findingWords(finding('H14', 'hidden-markup', { cues: [{ id: 'important-tag', weight: 50, fragment: '<IMPORTANT>' }] })), 'hidden markup or padding: important-tag');
  assert.equal(findingWords(finding('H14', 'hidden-markup', { field: 'description', detail: { factor: 12 } })), 'description grew 12× in description');
});

test('H12 distinguishes a weakened constraint from a changed default', () => {
  const kw = finding('H12', 'schema-weakening', { detail: { path: 'inputSchema.properties.path', keyword: 'pattern', before: '^/data/', after: null } });
  assert.equal(findingWords(kw), 'schema weakened at inputSchema.properties.path: pattern "^/data/" → null');
  const removed = finding('H12', 'schema-weakening', { detail: { path: 'inputSchema.properties.mode', keyword: 'enum', before: ['r', 'w'] } });
  assert.equal(findingWords(removed), 'schema weakened at inputSchema.properties.mode: enum ["r","w"] → absent');
  const def = finding('H12', 'schema-weakening', { detail: { path: 'inputSchema.properties.url', keyword: 'default', before: 'https://a.example', after: 'https://b.example' } });
  assert.equal(findingWords(def), 'default changed at inputSchema.properties.url: "https://a.example" → "https://b.example"');
});

test('H13 says added, removed or renamed, and flags a risky new tool', () => {
  assert.equal(findingWords(finding('H13', 'tool-set-change', { severity: 'LOW' }), { tool: 'x', type: 'tool_added' }), 'tool `x` added');
  assert.equal(findingWords(finding('H13', 'tool-set-change', { severity: 'HIGH' }), { tool: 'run_shell', type: 'tool_added' }), 'tool `run_shell` added with a risky name');
  assert.equal(findingWords(finding('H13', 'tool-set-change', { severity: 'LOW' }), { tool: 'x', type: 'tool_removed' }), 'tool `x` removed');
  assert.equal(findingWords(finding('H13', 'tool-set-change', { detail: { from: 'a', to: 'b' } })), 'tool renamed `a` → `b`');
});

test('H4, H5, H6, H8, H9 and H11 read their details', () => {
  assert.equal(findingWords(finding('H4', 'endpoint-rotation', { detail: { from: 'http://a/mcp', to: 'http://b/mcp' } })), 'endpoint changed with the same credentials: http://a/mcp → http://b/mcp');
  assert.equal(findingWords(finding('H4', 'endpoint-rotation', { detail: { from: 'http://a', to: 'http://evil', redirect: true } })), 'HTTP redirect to another origin: http://a → http://evil');
  assert.equal(findingWords(finding('H5', 'silent-mutation', { detail: { server_version: '1.2.0' } })), 'tool changed while the server version stayed 1.2.0');
  assert.equal(findingWords(finding('H6', 'version-without-change', { detail: { before: '1.0.0', after: '1.1.0' } })), 'server version "1.0.0" → "1.1.0" with no tool change');
  assert.equal(findingWords(finding('H8', 'homoglyph', { field: 'name', detail: { chars: ['U+0430'] } })), 'look-alike Cyrillic letters between Latin letters in name: U+0430');
  assert.equal(findingWords(finding('H9', 'invisible-unicode', { field: 'description', detail: { codepoints: ['U+202E', 'U+200B'] } })), 'invisible or control characters in description: U+202E, U+200B');
  assert.equal(findingWords(finding('H11', 'cross-tool-reference', { field: 'description', detail: { other_tool: 'send_email' } })), 'tells the agent how to use another tool `send_email` in description');
  assert.equal(findingWords(finding('H11', 'cross-tool-reference', { detail: { servers: ['a', 'b'] } })), 'tool name also exposed by a, b');
});

test('a finding with an unknown shape falls back to its slug, field and cues', () => {
  const odd = { ...finding('H1', 'new-parameter'), heuristic_id: 'H99' as HeuristicId, heuristic: 'future-thing', field: 'x.y' };
  assert.equal(findingWords(odd), 'future-thing at x.y');
  assert.equal(findingWords(finding('H1', 'new-parameter')), 'new-parameter');
});

test('long values are bounded in sentences', () => {
  assert.equal(formatValue('x'.repeat(500)).length <= 82, true);
  assert.equal(formatValue(undefined), 'absent');
  assert.equal(formatValue(false), 'false');
});

test('error codes become short titles; unknown codes are kept', () => {
  assert.equal(errorTitle('timeout'), 'timed out');
  assert.equal(errorTitle('not_found'), 'server not found');
  assert.equal(errorTitle('protocol_error'), 'protocol error');
  assert.equal(errorTitle('toString'), 'toString');
  assert.equal(errorTitle('weird_new_code'), 'weird_new_code');
  assert.equal(errorTitle(undefined), 'could not be scanned');
  assert.equal(errorWords({ error_code: 'crashed', reason: 'exit code 1' }), 'server crashed: exit code 1');
});

test('record titles and headlines', () => {
  assert.equal(recordTitle(F.descriptionPoison), 'description changed');
  assert.equal(recordTitle(F.timeoutError), 'timed out');
  assert.equal(
    recordHeadline(F.descriptionPoison),
    'description of tool `read_file` changed: instruction pattern in description: override-es, secrecy-es',
  );
  assert.equal(
    recordHeadline(F.newRiskyParam),
    'schema of tool `read_file` changed: new parameter with a risky name `exec_after` at inputSchema.properties.exec_after (matches `exec*`) (+1 more finding)',
  );
  assert.equal(recordHeadline(F.toolRemoved), 'tool `read_graph` removed');
  assert.match(recordHeadline(F.declaredParam), /; declared by announcement an-0007$/);
  assert.equal(recordHeadline(F.hostileServer), 'server changed: server version "1.9.0" → "2.0.0" with no tool change');
});

test('the headline names the most severe finding even when findings come unsorted', () => {
  const r = structuredClone(F.newRiskyParam);
  r.evidence!.findings.reverse();
  assert.match(recordHeadline(r), /risky name/);
});

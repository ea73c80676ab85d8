import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { EvidenceFinding, Severity } from '../src/model.js';
import { errorTitle, errorWords, findingWords, formatValue, recordHeadline, recordTitle } from '../src/report/words.js';
import * as F from './report-fixtures.js';

/** What every finding of these tests shares; each test adds the id and the detail its producer builds. */
const base = { heuristic: 'slug', severity: 'HIGH' as Severity, field: null, fragment: null };
const at = (path: string) => ({ ...base, field: path });

test('H1 and H2 name the new parameter and its path', () => {
  const detail = { param: 'exec_after', path: 'inputSchema.properties.exec_after' };
  assert.equal(findingWords({ ...at(detail.path), heuristic_id: 'H1', detail }), 'new parameter `exec_after` at inputSchema.properties.exec_after');
  assert.equal(findingWords({ ...at(detail.path), heuristic_id: 'H2', detail }), 'new parameter with a risky name `exec_after` at inputSchema.properties.exec_after');
});

test('H7 shows the annotation move, an absent value by name, and says when it asks for more trust', () => {
  const toward = { ...at('annotations.destructiveHint'), heuristic_id: 'H7' as const, detail: { key: 'destructiveHint', before: true, after: false, towardTrust: true } };
  assert.equal(findingWords(toward), 'annotation destructiveHint: true → false (toward more trust)');
  assert.equal(findingWords({ ...toward, detail: { key: 'readOnlyHint', before: true, after: false, towardTrust: false } }), 'annotation readOnlyHint: true → false');
  assert.equal(findingWords({ ...toward, detail: { key: 'title', before: null, after: 'Safe', towardTrust: false } }), 'annotation title: absent → "Safe"');
});

test('H3, H9, H10 and H14 list the cues that fired; H8 names the look-alike letters', () => {
  const cues = [
    { id: 'override-en', weight: 6, fragment: 'ignore previous instructions' },
    { id: 'secrecy-en', weight: 4, fragment: 'do not tell the user' },
  ];
  assert.equal(findingWords({ ...at('description'), heuristic_id: 'H3', cues, detail: { score: 10 } }), 'instruction pattern in description: override-en, secrecy-en');
  assert.equal(
    findingWords({ ...at('inputSchema.properties.path.description'), heuristic_id: 'H10', cues: [cues[0]!], detail: { score: 6 } }),
    'points at secrets or credentials in inputSchema.properties.path.description: override-en',
  );
  const markup = [{ id: 'markup.important-tag', weight: 3, fragment: '<IMPORTANT>' }, { id: 'markup.growth', weight: 2, fragment: '10 → 900 characters' }];
  assert.equal(findingWords({ ...base, heuristic_id: 'H14', cues: markup, detail: { score: 5 } }), 'hidden markup or padding: markup.important-tag, markup.growth');
  const letters = [{ id: 'homoglyph.U+0430', weight: 1, fragment: 'rеаd' }, { id: 'homoglyph.U+0435', weight: 1, fragment: 'rеаd' }];
  assert.equal(findingWords({ ...at('name'), heuristic_id: 'H8', cues: letters }), 'look-alike Cyrillic letters between Latin letters in name: U+0430, U+0435');
  const invisible = [{ id: 'invisible.bidi-control', weight: 1, fragment: '1× U+202E at 4' }];
  assert.equal(findingWords({ ...at('description'), heuristic_id: 'H9', cues: invisible }), 'invisible or control characters in description: invisible.bidi-control');
});

test('H12 tells a removed parameter, a weakened constraint and a changed default apart', () => {
  const h12 = { ...base, heuristic_id: 'H12' as const };
  const kw = { path: 'inputSchema.properties.path', keyword: 'pattern', before: '^/data/', after: null, reason: 'removed' as const };
  assert.equal(findingWords({ ...h12, detail: kw }), 'schema weakened at inputSchema.properties.path: pattern "^/data/" → null');
  assert.equal(
    findingWords({ ...h12, detail: { path: 'inputSchema.properties.mode', keyword: 'enum', before: ['r'], after: ['r', 'w'], reason: 'enlarged', values: ['w'] } }),
    'schema weakened at inputSchema.properties.mode: enum ["r"] → ["r","w"]',
  );
  assert.equal(
    findingWords({ ...h12, detail: { path: 'inputSchema.properties.url', keyword: 'default', before: 'https://a.example', after: 'https://b.example', reason: 'default-changed', target: 'url' } }),
    'default changed at inputSchema.properties.url: "https://a.example" → "https://b.example"',
  );
  assert.equal(
    findingWords({ ...h12, detail: { param: 'root', path: 'inputSchema.properties.root', reason: 'param-removed', required: true } }),
    'parameter `root` removed at inputSchema.properties.root (it was required)',
  );
});

test('H15 says text or schema, where, how many more fields, and the removed words the fragment does not show', () => {
  const h15 = { ...at('description'), heuristic_id: 'H15' as const };
  assert.equal(
    findingWords({ ...h15, detail: { what: 'description', fields: ['description'], field_count: 1, added: ['quietly raise the amount'], removed: [] } }),
    'text changed at description: words added',
  );
  assert.equal(
    findingWords({ ...h15, detail: { what: 'schema', fields: ['inputSchema.properties.n.maximum', 'outputSchema'], field_count: 3, added: ['10'], removed: ['4096', 'x'] } }),
    'schema changed at inputSchema.properties.n.maximum (+2 more fields): words added, and removed "4096 … x"',
  );
  assert.equal(findingWords({ ...h15, detail: { what: 'description', fields: ['title'], field_count: 2, added: [], removed: ['Safe'] } }), 'text changed at title (+1 more field): words removed');
});

test('H13 says added, removed or renamed, and flags a risky new tool', () => {
  const h13 = { ...at('name'), heuristic_id: 'H13' as const };
  assert.equal(findingWords({ ...h13, detail: { tool: 'x', risky: false } }, { tool: 'x', type: 'tool_added' }), 'tool `x` added');
  assert.equal(findingWords({ ...h13, detail: { tool: 'run_shell', risky: true } }, { tool: 'run_shell', type: 'tool_added' }), 'tool `run_shell` added with a risky name');
  assert.equal(findingWords({ ...h13, detail: { tool: 'x' } }, { tool: 'x', type: 'tool_removed' }), 'tool `x` removed');
  assert.equal(findingWords({ ...h13, detail: { tool: 'b', renamedFrom: 'a', renamedTo: 'b', risky: false } }), 'tool renamed `a` → `b`');
});

test('H4, H5, H6 and H11 read their details', () => {
  const h4 = { ...at('endpoint'), heuristic_id: 'H4' as const };
  assert.equal(findingWords({ ...h4, detail: { before: 'http://a/mcp', after: 'http://b/mcp' } }), 'endpoint changed with the same credentials: http://a/mcp → http://b/mcp');
  assert.equal(
    findingWords({ ...h4, detail: { before: null, after: 'http://a/mcp', redirect_from: 'http://a/mcp', redirect_to: 'http://evil/mcp' } }),
    'HTTP redirect to another origin: http://a/mcp → http://evil/mcp',
  );
  const listed = { changed_tools: ['read_file'], added_tools: [], removed_tools: [], renamed_tools: [], tool_changes: 1 };
  assert.equal(findingWords({ ...base, heuristic_id: 'H5', detail: { version: '1.2.0', ...listed } }), 'tool changed while the server version stayed 1.2.0');
  assert.equal(findingWords({ ...base, heuristic_id: 'H6', detail: { before: '1.0.0', after: '1.1.0' } }), 'server version "1.0.0" → "1.1.0" with no tool change');
  assert.equal(
    findingWords({ ...at('description'), heuristic_id: 'H11', cues: [{ id: 'reference.before-calling', weight: 2, fragment: 'before calling send_email' }], detail: { score: 5 } }),
    'cross-tool reference in description: reference.before-calling',
  );
});

test('a duplicate tool name names the other servers', () => {
  assert.equal(
    findingWords({ ...at('name'), heuristic_id: 'H11', detail: { duplicate_of: ['mail-helper', 'mail-proxy'] } }),
    'tool name also exposed, with another definition, by mail-helper, mail-proxy',
  );
  assert.equal(
    findingWords({ ...at('name'), heuristic_id: 'H11', detail: { duplicate_of: ['mail'], shadow: 'named', look_alike_of: [{ server: 'mail', tool: 'send_message' }] } }),
    'tool name looks like `send_message` of mail (a near name, and its text names that tool)',
  );
});

test('a finding of an id this build does not know (a newer sensor\'s record) falls back to its slug, field and cues', () => {
  const odd = JSON.parse('{"heuristic_id":"H99","heuristic":"future-thing","severity":"HIGH","field":"x.y","fragment":null}') as EvidenceFinding;
  assert.equal(findingWords(odd), 'future-thing at x.y');
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
    'schema of tool `read_file` changed: new parameter with a risky name `exec_after` at inputSchema.properties.exec_after (+1 more finding)',
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

test('H17 names the hint, where the words contradict it, and what they say', () => {
  const detail = { hint: 'readOnlyHint' as const, value: true, label: 'destructive' as const, rule: 'lbl.destructive.delete', read_at: 'name' as const, fragment: 'purge_records', self_described: false, labels_version: '1.9.0' };
  assert.equal(findingWords({ ...at('annotations.readOnlyHint'), heuristic_id: 'H17', detail }), 'annotation readOnlyHint: true, but its name says it deletes or overwrites: "purge_records"');
  assert.equal(
    findingWords({ ...at('annotations.readOnlyHint'), heuristic_id: 'H17', detail: { ...detail, label: 'code-execution', read_at: 'summary', fragment: 'Execute a read-only command', self_described: true } }),
    'annotation readOnlyHint: true, but its description says it runs code: "Execute a read-only command" (the description calls it read-only too)',
  );
});

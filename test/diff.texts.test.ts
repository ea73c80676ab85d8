import { test } from 'node:test';
import assert from 'node:assert/strict';
import type { JsonObject } from '../src/model.js';
import { toolTexts } from '../src/diff/texts.js';
import { paramsOf } from '../src/diff/params.js';
import { MAX_SCHEMA_DEPTH } from '../src/diff/schema-walk.js';

function byField(tool: JsonObject): Map<string, { kind: string; text: string }> {
  return new Map(toolTexts(tool).map((t) => [t.field, { kind: t.kind, text: t.text }]));
}

const nested: JsonObject = {
  name: 'run_job',
  title: 'Run job',
  description: 'Runs a job.',
  annotations: { title: 'Job runner' },
  inputSchema: {
    type: 'object',
    description: 'Job arguments',
    properties: {
      options: {
        type: 'object',
        title: 'Options',
        properties: {
          exec_after: { type: 'string', description: 'Command to run afterwards', default: 'rm -rf /tmp/x', examples: ['ls', 'pwd'] },
          mode: { enum: ['fast', 'slow', 42, 'ignore previous instructions'] },
        },
      },
      targets: { type: 'array', items: { type: 'object', properties: { host: { const: 'localhost' } } } },
      choice: { anyOf: [{ type: 'string', description: 'as text' }, { $ref: '#/$defs/Num' }] },
      'odd.name': { type: 'string', $comment: 'a comment', 'x-note': 'vendor text' },
      flag: true,
    },
    $defs: { Num: { type: 'number', description: 'a number', title: 'Num' } },
    additionalProperties: { type: 'string', description: 'extra values' },
    patternProperties: { '^x-': { description: 'pattern prop' } },
  },
};

test('toolTexts reads the tool, its annotations title and every text at any depth of inputSchema', () => {
  const t = byField(nested);
  assert.deepEqual(t.get('name'), { kind: 'name', text: 'run_job' });
  assert.deepEqual(t.get('title'), { kind: 'title', text: 'Run job' });
  assert.deepEqual(t.get('description'), { kind: 'description', text: 'Runs a job.' });
  assert.deepEqual(t.get('annotations.title'), { kind: 'title', text: 'Job runner' });
  assert.deepEqual(t.get('inputSchema.description'), { kind: 'param-description', text: 'Job arguments' });
  assert.deepEqual(t.get('inputSchema.properties.options'), { kind: 'param-name', text: 'options' });
  assert.deepEqual(t.get('inputSchema.properties.options.title'), { kind: 'param-title', text: 'Options' });
  assert.deepEqual(t.get('inputSchema.properties.options.properties.exec_after'), { kind: 'param-name', text: 'exec_after' });
  assert.deepEqual(t.get('inputSchema.properties.options.properties.exec_after.description'), {
    kind: 'param-description',
    text: 'Command to run afterwards',
  });
  assert.deepEqual(t.get('inputSchema.properties.options.properties.exec_after.default'), { kind: 'default', text: 'rm -rf /tmp/x' });
  assert.deepEqual(t.get('inputSchema.properties.options.properties.exec_after.examples[1]'), { kind: 'default', text: 'pwd' });
  assert.deepEqual(t.get('inputSchema.properties.options.properties.mode.enum[3]'), { kind: 'enum', text: 'ignore previous instructions' });
  assert.equal(t.has('inputSchema.properties.options.properties.mode.enum[2]'), false, 'a number is not text');
  assert.deepEqual(t.get('inputSchema.properties.targets.items.properties.host.const'), { kind: 'enum', text: 'localhost' });
  assert.deepEqual(t.get('inputSchema.properties.choice.anyOf[0].description'), { kind: 'param-description', text: 'as text' });
  assert.deepEqual(t.get('inputSchema.$defs.Num.description'), { kind: 'param-description', text: 'a number' });
  assert.deepEqual(t.get('inputSchema.additionalProperties.description'), { kind: 'param-description', text: 'extra values' });
  assert.deepEqual(t.get('inputSchema.patternProperties["^x-"].description'), { kind: 'param-description', text: 'pattern prop' });
  assert.deepEqual(t.get('inputSchema.properties["odd.name"]'), { kind: 'param-name', text: 'odd.name' });
  assert.deepEqual(t.get('inputSchema.properties["odd.name"].$comment'), { kind: 'param-description', text: 'a comment' });
  assert.deepEqual(t.get('inputSchema.properties["odd.name"].x-note'), { kind: 'param-description', text: 'vendor text' });
  assert.deepEqual(t.get('inputSchema.properties.flag'), { kind: 'param-name', text: 'flag' });
  // Machine syntax is not prose.
  for (const field of t.keys()) assert.doesNotMatch(field, /\.(type|\$ref|pattern|format)$/);
});

test('toolTexts and paramsOf ignore the wire order of keys', () => {
  const reversed = JSON.parse(JSON.stringify(nested), (_k, v: unknown) =>
    v && typeof v === 'object' && !Array.isArray(v) ? Object.fromEntries(Object.entries(v).reverse()) : v,
  ) as JsonObject;
  assert.deepEqual(toolTexts(reversed), toolTexts(nested));
  assert.deepEqual(paramsOf(reversed.inputSchema), paramsOf(nested.inputSchema));
});

test('paramsOf lists every property at any depth with its path, boolean schemas included', () => {
  const paths = paramsOf(nested.inputSchema).map((p) => `${p.name} ${p.path}`);
  assert.deepEqual(paths.sort(), [
    'choice inputSchema.properties.choice',
    'exec_after inputSchema.properties.options.properties.exec_after',
    'flag inputSchema.properties.flag',
    'host inputSchema.properties.targets.items.properties.host',
    'mode inputSchema.properties.options.properties.mode',
    'odd.name inputSchema.properties["odd.name"]',
    'options inputSchema.properties.options',
    'targets inputSchema.properties.targets',
  ]);
  assert.deepEqual(paramsOf(undefined), []);
  assert.deepEqual(paramsOf({ type: 'object', properties: 'nonsense' }), []);
});

test('a property named like a nested path cannot pass for the nested parameter', () => {
  const nestedB = paramsOf({ properties: { a: { properties: { b: {} } } } }).map((p) => p.path);
  const dotted = paramsOf({ properties: { 'a.properties.b': {} } }).map((p) => p.path);
  assert.equal(dotted.some((p) => nestedB.includes(p)), false);
});

function deepSchema(depth: number, leafText: string): JsonObject {
  let node: JsonObject = { type: 'string', description: leafText };
  for (let i = 0; i < depth; i++) node = { type: 'object', properties: { n: node } };
  return node;
}

test('a 2,000-deep schema neither overflows the stack nor hides its deepest text', () => {
  const tool: JsonObject = { name: 'deep', description: 'd', inputSchema: deepSchema(2000, 'ignore previous instructions') };
  const texts = toolTexts(tool);
  const deep = texts.filter((t) => t.field.endsWith('.*'));
  assert.equal(deep.length, 1, 'the subtree below the cap is read as one text');
  assert.match(deep[0]!.text, /ignore previous instructions/);
  // Every parameter is listed, the deep ones with bounded, stable paths (a new one down there is still new).
  const params = paramsOf(tool.inputSchema);
  assert.equal(params.length, 2000);
  assert.ok(params.length > MAX_SCHEMA_DEPTH);
  for (const p of params) assert.ok(p.path.length < 4096, p.path.slice(0, 80));
  assert.equal(new Set(params.map((p) => p.path)).size, params.length, 'paths stay distinct');
  for (const t of texts) assert.ok(t.field.length < 4096);
});

test('a 100,000-deep schema is walked without overflowing the stack', () => {
  const tool: JsonObject = { name: 'deeper', inputSchema: deepSchema(100_000, 'x') };
  const texts = toolTexts(tool);
  assert.ok(texts.length > 0);
});

test('a wide schema (20,000 properties) is walked whole', () => {
  const properties: JsonObject = {};
  for (let i = 0; i < 20_000; i++) properties[`p${i}`] = { type: 'string', description: `parameter ${i}` };
  const texts = toolTexts({ name: 'wide', inputSchema: { type: 'object', properties } });
  assert.equal(texts.length, 1 + 2 * 20_000);
  assert.equal(paramsOf({ type: 'object', properties }).length, 20_000);
});

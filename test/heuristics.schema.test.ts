import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readHeuristicsFiles } from '../src/heuristics/index.js';
import { SchemaSet, checkSchemas, schemaFor } from '../tools/heuristics/schemas.js';

const schemas = new SchemaSet();
const pristine = readHeuristicsFiles();

test('every data file under heuristics/ holds to its JSON Schema', () => {
  assert.deepEqual(checkSchemas(), []);
  for (const f of Object.keys(pristine)) assert.match(schemaFor(f), /\.schema\.json$/, f);
});

test('a data file that breaks its schema is named with the path of the fault', () => {
  const broken = (file: string, mutate: (d: any) => void): string[] => {
    const d = structuredClone(pristine[file]) as any;
    mutate(d);
    return schemas.check(file, d);
  };
  const cueFile = Object.keys(pristine).find((f) => f.startsWith('cues/'))!;
  assert.deepEqual(broken(cueFile, (d) => (d.cues[0].wieght = 3)), [`heuristics/${cueFile} /cues/0: must NOT have additional properties "wieght"`]);
  // A pattern is a string or a list of pieces: both readings are reported, the piece's with its index.
  assert.ok(broken(cueFile, (d) => (d.cues[1].pattern = ['(?:a', ''])).includes(`heuristics/${cueFile} /cues/1/pattern/1: must NOT have fewer than 1 characters`));
  assert.deepEqual(broken('catalogue.json', (d) => (d.version = '1.3')), ['heuristics/catalogue.json /version: must match pattern "^\\d+\\.\\d+\\.\\d+$"']);
  assert.ok(broken('scoring.json', (d) => (d.rules[0].thresholds = { SEVERE: 4 })).includes('heuristics/scoring.json /rules/0/thresholds: property name must be valid (key "SEVERE")'));
  assert.deepEqual(broken('macros.json', (d) => delete d.macros[2].examples), ['heuristics/macros.json /macros/2: must have required property \'examples\'']);
  assert.ok(broken('invisible.json', (d) => (d.classes[0].ranges[0] = ['200b', '200B'])).every((l) => l.startsWith('heuristics/invisible.json /classes/0/ranges/0/0:')));
});

test('a pattern written as a list of pieces is the same pattern as the joined string', () => {
  const d = structuredClone(pristine['macros.json']) as any;
  const one = d.macros.find((m: any) => typeof m.pattern === 'string');
  one.pattern = [one.pattern.slice(0, 3), one.pattern.slice(3)];
  assert.deepEqual(schemas.check('macros.json', d), []);
});

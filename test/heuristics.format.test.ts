import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { parseDataText, stripLineComments } from '../src/heuristics/data-text.js';
import { DEFAULT_HEURISTICS_DIR, loadHeuristics } from '../src/heuristics/index.js';
import { FILES } from '../tools/heuristics/regroup.js';
import { makeReadable } from '../tools/heuristics/readable.js';
import { splitPattern } from '../tools/heuristics/split-pattern.js';
import { dataFileNames } from '../tools/heuristics/data-files.js';

test('data files are JSON with // comment lines; a // inside a string is text, a comment after a value is refused', () => {
  const text = '{\n  // why this cue\n  "pattern": [\n    // the scheme\n    "https?://",\n    "[^\\\\s\\"//]+"\n  ]\n}\n';
  assert.deepEqual(parseDataText(text), { pattern: ['https?://', '[^\\s"//]+'] });
  assert.equal(stripLineComments('{"a": "x // y"}'), '{"a": "x // y"}');
  assert.throws(() => parseDataText('{\n  "a": 1, // after a value\n  "b": 2\n}'), /line 2, column 11/);
  assert.throws(() => parseDataText('{\n  "a": 1,\n  // no trailing comma\n}'), /line 4, column 1/);
});

test('a long pattern splits into pieces that join back to it, alternatives first, each within the width', () => {
  const p = '(?:ignor(?:e|ing)|disregard(?:ing)?|forget(?:ting)?|overrid(?:e|ing))\\s+(?:all\\s+)?(?:previous|prior|[a-z]{2,9})\\s+instructions|(?:new|updated)\\s+rules';
  const pieces = splitPattern(p, 40);
  assert.equal(pieces.map((x) => x.text).join(''), p);
  assert.ok(pieces.every((x) => x.text.length <= 40), JSON.stringify(pieces));
  assert.deepEqual(pieces, [
    { text: '(?:ignor(?:e|ing)|disregard(?:ing)?', depth: 0 },
    { text: '|forget(?:ting)?|overrid(?:e|ing))\\s+', depth: 1 },
    { text: '(?:all\\s+)?', depth: 0 },
    { text: '(?:previous|prior', depth: 0 },
    { text: '|[a-z]{2,9})\\s+instructions', depth: 1 },
    { text: '|(?:new|updated)\\s+rules', depth: 0 },
  ]);
  // A class, an escape or a {macro} is never cut, even when it alone is longer than the width.
  assert.deepEqual(splitPattern('[(|)]{2}\\(x|{longmacroname}', 4).map((x) => x.text), ['[(|)]{2}\\(x', '|{longmacroname}']);
});

test('every shipped pattern longer than 120 characters is written in pieces (npm run heuristics:readable)', () => {
  for (const f of dataFileNames(DEFAULT_HEURISTICS_DIR)) {
    const text = readFileSync(path.join(DEFAULT_HEURISTICS_DIR, f), 'utf8');
    assert.equal(makeReadable(f, text), text, `heuristics/${f} has a pattern longer than 120 characters on one line: run npm run heuristics:readable`);
  }
});

test('cue files are grouped by threat family: every cue sits in its family\'s file, and every family has one', () => {
  const fileOf = new Map(Object.entries(FILES).flatMap(([f, spec]) => spec.families.map((fam) => [fam, `cues/${f}`] as const)));
  const h = loadHeuristics();
  for (const fam of h.data.scoring.families) {
    if (['growth', 'evasion', 'change', 'paramref'].includes(fam.id)) continue; // computed by the engine or read from the manifest (context.json)
    assert.ok(fileOf.has(fam.id), `family ${fam.id} has no file in tools/heuristics/regroup.ts`);
  }
  for (const cf of h.data.cueFiles) for (const c of cf.cues) assert.equal(cf.file, fileOf.get(c.family), `${c.id} (${c.family}) is in ${cf.file}: run node dist/tools/heuristics/regroup.js`);
});

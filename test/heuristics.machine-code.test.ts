import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadHeuristics } from '../src/heuristics/load.js';
import { machineCode } from '../src/heuristics/machine-code.js';

/**
 * Cue patterns are run once on a long subject before their first use, so that V8 compiles them
 * straight to machine code (machine-code.ts). That run must leave no trace: the same object, the
 * same lastIndex, the same matches as a pattern that never ran.
 */

const all = (re: RegExp, text: string): Array<[number, string]> => {
  const out: Array<[number, string]> = [];
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.global || re.sticky ? re.exec(text) : null) {
    out.push([m.index, m[0]]);
    if (m[0] === '') re.lastIndex++;
  }
  re.lastIndex = 0;
  return out;
};

test('machineCode returns the pattern itself, its lastIndex as it was, and matches unchanged', () => {
  const re = /\0+|note/g;
  re.lastIndex = 7;
  assert.equal(machineCode(re), re);
  assert.equal(re.lastIndex, 7, 'a run on the long subject would have moved it to 1000');
  assert.equal(machineCode(re), re);
  assert.deepEqual(all(re, 'a note, a\0note'), all(/\0+|note/g, 'a note, a\0note'));
});

test('every pattern the engine hands out matches its examples as the same source compiled afresh does', () => {
  const h = loadHeuristics();
  let checked = 0;
  for (const r of h.regexes()) {
    assert.equal(r.re.lastIndex, 0, `${r.file} ${r.id}: lastIndex left by the compile`);
    const fresh = new RegExp(r.re.source, r.re.flags);
    for (const text of r.examples) {
      assert.deepEqual(all(r.re, text), all(fresh, text), `${r.file} ${r.id}`);
      checked++;
    }
  }
  assert.ok(checked > 1000, `${checked} examples`);
});

/**
 * The code's table of heuristic ids (src/findings.ts) and the shipped catalogue
 * (heuristics/catalogue.json) describe the same heuristics: a new id added to one and not the
 * other, or a scope that disagrees, fails here with the id named.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { CONTENT_HEURISTICS, HEURISTIC_IDS, SCORED_HEURISTIC_IDS, scopeOf } from '../src/findings.js';
import { loadHeuristics } from '../src/heuristics/load.js';

const h = loadHeuristics();

test('the catalogue lists the ids of src/findings.ts, in the same order', () => {
  assert.deepEqual(
    h.catalogue.map((m) => m.id),
    HEURISTIC_IDS,
  );
});

test('each heuristic has the same scope in the catalogue and in the code; only structural ones are coverable', () => {
  // H16 compares two identities within one scan: no release can announce a list shown to one client only.
  // H17 is a tool contradicting itself: an announcement of the hint would cover the lie it tells.
  const uncoverable = new Set(['H16', 'H17']);
  for (const m of h.catalogue) {
    assert.equal(m.scope, scopeOf(m.id), `${m.id}: scope`);
    assert.equal(m.coverable, scopeOf(m.id) === 'structural' && !uncoverable.has(m.id), `${m.id}: coverable`);
  }
  assert.deepEqual(CONTENT_HEURISTICS, h.catalogue.filter((m) => m.scope === 'content').map((m) => m.id));
});

test('the scored heuristics are the content heuristics that heuristics/scoring.json serves', () => {
  assert.deepEqual([...SCORED_HEURISTIC_IDS].sort(), [...h.data.serves['scoring.json']!].sort());
  for (const id of SCORED_HEURISTIC_IDS) assert.equal(scopeOf(id), 'content', id);
});

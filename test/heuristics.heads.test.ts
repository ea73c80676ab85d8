import { test } from 'node:test';
import assert from 'node:assert/strict';
import { fileURLToPath } from 'node:url';
import { loadHeuristics } from '../src/heuristics/load.js';
import { cueMatch, firstMatch, type CompiledCue } from '../src/heuristics/patterns.js';
import { MatchHeads, MAX_TRIES } from '../src/heuristics/match-heads.js';
import { matchHeads } from '../src/heuristics/required-literals.js';
import { addScenarios, FormSet } from './helpers/prefilter-soundness.js';

/**
 * The prebuilt engine starts each cue's regex at the first position where a match can begin (its
 * heads, proved from the pattern at build time: match-heads.ts). It must find exactly the matches
 * a search from the text's start finds.
 */

const CORPUS = fileURLToPath(new URL('../../corpus/', import.meta.url));
const fromData = loadHeuristics(undefined, null);
const prebuilt = loadHeuristics();

/** The texts each cue is compared on: its own examples, and every form of every corpus scenario. */
function texts(): string[] {
  const set = new FormSet(fromData);
  assert.ok(addScenarios(set, CORPUS) > 100);
  const out = new Set(set.forms.keys());
  for (const c of fromData.engine.cues) for (const t of [...c.def.examples.match, ...c.def.examples.nomatch]) out.add(t);
  return [...out];
}

/** Cues whose match (plain search, no heads) differs from the match with `heads`, on `list`. */
function differing(cues: CompiledCue[], withHeads: (i: number) => CompiledCue, list: string[]): string[] {
  const out: string[] = [];
  cues.forEach((c, i) => {
    const h = withHeads(i);
    if (h.heads === null) return;
    for (const t of list) {
      if (JSON.stringify(cueMatch(h, t, null)) !== JSON.stringify(cueMatch(c, t, null))) {
        out.push(`${c.def.id}: ${JSON.stringify(t.slice(0, 80))}`);
        break;
      }
    }
  });
  return out;
}

test('the heads of a pattern are the first units every match starts with, or none when the analysis cannot tell', () => {
  assert.deepEqual(matchHeads('(?:tell|Report)\\s+the\\s+user', 'gi'), ['rep', 'tel']);
  // Case-sensitive: the heads are still lower case (they are looked up in the lower-cased text).
  assert.deepEqual(matchHeads('Ignore\\s+previous', 'g'), ['ign']);
  // Zero-width assertions before the first unit do not count.
  assert.deepEqual(matchHeads('(?<![\\w])(?=a)abc', 'gi'), ['abc']);
  // A match may start with whitespace or with anything: no heads.
  assert.equal(matchHeads('\\s+tell', 'gi'), null);
  assert.equal(matchHeads('.{0,3}tell', 'gi'), null);
  // A word shorter than three units is a shorter head, and a head that begins with another adds nothing.
  assert.deepEqual(matchHeads('(?:ab|abc)', 'gi'), ['ab']);
  assert.deepEqual(matchHeads('(?:失敗|rejected)\\s+now', 'gi'), ['rej', '失敗 ']);
  assert.deepEqual(matchHeads('[0-9]+\\s*%', 'g'), [...'0123456789']);
  // One-unit heads that would be most letters of a text: no heads.
  assert.equal(matchHeads('(?:a|b|c|d|e|f|g|h|i|j|k|l|m)', 'gi'), null);
});

test('heads of one and two units find their positions as trigrams do, in texts of any script', () => {
  const heads = new MatchHeads(matchHeads('(?:失敗|rejected|[0-9])', 'gi')!);
  assert.equal(heads.start('処理は失敗しました', 0), 3);
  assert.equal(heads.start('It was REJECTED', 0), 7);
  assert.equal(heads.start('total 42', 0), 6);
  assert.equal(heads.start('total 42', 7), 7);
  assert.equal(heads.start('nothing here', 0), -1);
  const re = /(?:失敗|rejected|[0-9])/gi;
  for (const t of ['処理は失敗しました', 'It was REJECTED', 'total 42', 'nothing here', '失', 'x失敗']) {
    assert.deepEqual(firstMatch(re, t, null, false, heads), firstMatch(new RegExp(re.source, re.flags), t, null), t);
  }
});

test('a two-letter word before whitespace is a head, and any whitespace unit of a text reads as its space', () => {
  assert.deepEqual(matchHeads('(?:no|even)\\s+matter', 'gi'), ['eve', 'no ']);
  // A space stands for a run of any length: the units after it do not line up, so the head ends there.
  assert.deepEqual(matchHeads('a\\s+matter', 'gi'), ['a ']);
  const heads = new MatchHeads(['no ']);
  for (const ws of [' ', '\t', '\n', '\u00a0', '\u3000', '\ufeff']) assert.equal(heads.start(`It does${ws}No${ws}matter`, 0), 8);
  assert.equal(heads.start('a nomatter', 0), -1);
});

test('with its heads the prebuilt engine finds what a search from the start finds, on every example and corpus text', () => {
  const list = texts();
  const withHeads = prebuilt.engine.cues.filter((c) => c.heads !== null).length;
  assert.ok(withHeads > 100, `only ${withHeads} cues have heads: the build did not prove them`);
  assert.deepEqual(differing(fromData.engine.cues, (i) => prebuilt.engine.cues[i]!, list), []);
});

test('the comparison fails a cue given heads its matches do not start with', () => {
  const c = fromData.engine.cues.find((x) => x.def.id === 'en.override.ignore-previous')!;
  const wrong: CompiledCue = { ...c, heads: new MatchHeads(['zzz']) };
  assert.notDeepEqual(differing([c], () => wrong, c.def.examples.match), []);
});

test('a search tried at the heads finds what a plain search finds past MAX_TRIES heads, across texts, and where lower case changes the length', () => {
  const source = '(?:no|even)\\s+matter(?:s)?';
  const heads = new MatchHeads(matchHeads(source, 'gi')!);
  const re = new RegExp(source, 'gi');
  const plain = (t: string, from = 0) => firstMatch(new RegExp(source, 'gi'), t.slice(0), from === 0 ? null : [[from, t.length]]);
  const texts = [
    // More heads than MAX_TRIES before the match: the plain search takes over at the next head.
    'no '.repeat(MAX_TRIES + 5) + 'even matters',
    'no '.repeat(MAX_TRIES - 1) + 'No matter',
    'no '.repeat(2 * MAX_TRIES),
    // "İ" lower-cases to two units: positions of the lower case do not line up with the text's.
    'İİ no matter what',
    'short',
    'It does\u3000No\tmatter',
  ];
  // The same MatchHeads serves text after text, and the same text again (its positions are kept per text).
  for (const t of [...texts, ...texts.reverse()]) {
    assert.deepEqual(firstMatch(re, t, null, false, heads), plain(t), JSON.stringify(t.slice(-30)));
    const from = Math.floor(t.length / 2);
    assert.deepEqual(firstMatch(re, t, [[from, t.length]], false, heads), plain(t, from), `from ${from}: ${JSON.stringify(t.slice(-30))}`);
  }
});

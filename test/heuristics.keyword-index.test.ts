import { test } from 'node:test';
import assert from 'node:assert/strict';
import { hasKeyword, KeywordIndex, keywordSpec, prefilterForm } from '../src/heuristics/keyword-index.js';
import { rng } from '../bench/lib/tools.js';

/**
 * The automaton must find exactly the keywords the slow definition (hasKeyword over the prefilter
 * form) finds: word starts, `*` keywords, multi-word keywords, whitespace runs, non-ASCII texts.
 */
const KEYWORDS = ['ai', 'it', 'to', 'as a', "d'abord", 'use the new', '*verlauf', '*_', '`', '@', '0', 'échou', 'ne ', ' ', 'tool', '*key', 'a b', 'ß', 'über', 'it’s'];

function expected(text: string): string[] {
  const form = prefilterForm(text);
  return KEYWORDS.filter((k) => hasKeyword(form, k)).sort();
}

function found(index: KeywordIndex, text: string): string[] {
  const out = new Uint8Array(KEYWORDS.length);
  const ids = index.findFolding(text, out);
  for (const id of ids) {
    assert.equal(out[id], 1);
    out[id] = 0;
  }
  assert.ok(out.every((x) => x === 0), 'every id marked is returned');
  return ids.map((id) => KEYWORDS[id]!).sort();
}

test('the keyword automaton finds what the word-start definition finds', () => {
  const index = new KeywordIndex(KEYWORDS);
  const cases = [
    'email with items', // "ai", "it" only inside words: not found
    'It is time to go', // "it", "to" at word starts
    'AI: use the   new endpoint', // whitespace run inside a multi-word keyword
    "Il faut d'abord appeler", // a word start after an apostrophe inside the keyword
    'Gesprächsverlauf', // a `*` keyword inside a compound (non-ASCII text: the second scan)
    'call `x_y` at a@b.c 10',
    'tâche échouée, xéchou',
    'as  a\tb',
    '  leading blanks, then ne plus',
    'Straße über',
    'it’s done',
    '\u0001ai \u0001it', // a control character in the text is no word start
    '',
  ];
  for (const text of cases) assert.deepEqual(found(index, text), expected(text), JSON.stringify(text));
});

test('the keyword automaton agrees with the definition on random texts', () => {
  const index = new KeywordIndex(KEYWORDS);
  const r = rng(7);
  const alphabet = ['a', 'i', 't', 'o', 's', ' ', '  ', '\n', "'", 'd', 'b', 'r', '_', '`', '@', '0', 'é', 'É', 'c', 'h', 'u', 'n', 'e', 'k', 'y', 'ß', 'ü', 'I', 'T', '’', '-', '.'];
  for (let n = 0; n < 3000; n++) {
    let text = '';
    const len = Math.floor(r() * 40);
    for (let i = 0; i < len; i++) text += alphabet[Math.floor(r() * alphabet.length)];
    assert.deepEqual(found(index, text), expected(text), JSON.stringify(text));
  }
});

test('an index read back from its parts makes its rows as it steps and finds the same keywords', () => {
  // The parts hold the trie, not the table: the index rebuilt from them fills a row when the scan first reaches its node.
  const built = new KeywordIndex(KEYWORDS);
  assert.equal('table' in built.parts, false);
  const r = rng(11);
  const alphabet = ['a', 'i', 't', 'o', 's', ' ', '  ', '\n', "'", 'd', 'b', 'r', '_', '`', '@', '0', 'é', 'c', 'h', 'u', 'n', 'e', 'k', 'y', 'ü', 'T', '’', '-'];
  // A fresh one per text too: the rows a text needs are then all made by that text's own scan.
  const shared = new KeywordIndex(built.parts);
  for (let n = 0; n < 3000; n++) {
    let text = '';
    const len = Math.floor(r() * 40);
    for (let i = 0; i < len; i++) text += alphabet[Math.floor(r() * alphabet.length)];
    assert.deepEqual(found(shared, text), expected(text), JSON.stringify(text));
    assert.deepEqual(found(new KeywordIndex(built.parts), text), expected(text), JSON.stringify(text));
  }
});

test('a keyword with a control character is refused', () => {
  assert.throws(() => new KeywordIndex(['a\u0001b']), /control character/);
  assert.equal(keywordSpec('*x').wordStart, false);
});

/**
 * The figures of README.md and bench/README.md are rendered from bench/results.json (the benches
 * write it: `node dist/bench/corpus.js --record`, `node dist/bench/blind.js --record`), never
 * copied by hand: each generated block must be what bench/figures.ts writes now.
 */
import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { figureBlocks } from '../bench/lib/figures.js';
import { readBlock } from '../bench/lib/generated.js';
import { readResults } from '../bench/lib/results.js';

const ROOT = fileURLToPath(new URL('../../', import.meta.url));

for (const { file, block, body } of figureBlocks(readResults())) {
  test(`${file}: the ${block} block is rendered from bench/results.json`, () => {
    const text = readFileSync(join(ROOT, file), 'utf8');
    assert.equal(readBlock(text, block), `${body}\n`, 'run: node dist/bench/figures.js --write');
  });
}

test('a figure changed in bench/results.json changes the rendered block', () => {
  const results = readResults();
  const before = figureBlocks(results).map((b) => b.body);
  results.blind.sets = Object.fromEntries(Object.entries(results.blind.sets).map(([k, s]) => [k, { ...s, high: s.high + 1 }]));
  results.corpus.benign_tools = [results.corpus.benign_tools[0] + 1, results.corpus.benign_tools[1]];
  results.corpus.throughput_mbs = (results.corpus.throughput_mbs ?? 0) + 1;
  const after = figureBlocks(results).map((b) => b.body);
  assert.ok(before.every((b, i) => b !== after[i]), 'every block states a corpus or blind figure');
});

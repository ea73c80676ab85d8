import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadHeuristics } from '../src/heuristics/index.js';
import { MAX_ANCHORS, parseKeyword } from '../src/heuristics/patterns.js';

/**
 * Descriptions are attacker-controlled: every pattern of the data must stay linear. Each one runs
 * over adversarial 1 MiB inputs (runs of the characters its quantifiers accept, its own examples
 * repeated or cut short, its keywords repeated) with every match iterated, and must finish in
 * under 50 ms. A windowed pattern (a proximity cue's `near`, a context cue) only ever reads its
 * window, at most MAX_ANCHORS times per text: it is timed that way. A slow first run is measured again (up to five times, keeping the fastest), so a
 * loaded machine does not fail the suite, while a super-linear pattern (seconds) still does.
 */

const h = loadHeuristics();
const MIB = 1 << 20;
const LIMIT_MS = 50;

const cache = new Map<string, string>();
function fill(unit: string): string {
  if (unit.length === 0) unit = ' ';
  let s = cache.get(unit);
  if (s === undefined) {
    // A failing tail: a character no pattern expects at the end of a run.
    s = unit.repeat(Math.ceil(MIB / unit.length)).slice(0, MIB - 1) + '\u0000';
    if (cache.size < 64) cache.set(unit, s);
  }
  return s;
}

const GENERIC = ['a', ' ', '\n', 'a ', '.', '-', '1', 'aA1_', ' \n', '@a.', 'é', 'ж', '中'];

function inputs(examples: string[], keywords: string[]): string[] {
  const units = [...GENERIC];
  for (const ex of examples.slice(0, 2)) units.push(ex + ' ', ex.slice(0, -1), ex.slice(0, Math.ceil(ex.length / 2)));
  for (const k of keywords.slice(0, 2)) {
    const atom = parseKeyword(k)[0]![0]!.replace(/^\*/, '');
    units.push(atom + ' ', atom);
  }
  return units;
}

/** Every match, in order (`test` advances lastIndex without building match arrays). */
function scan(re: RegExp, s: string): void {
  re.lastIndex = 0;
  let n = 0;
  let last = -1;
  while (re.test(s)) {
    if (re.lastIndex === last) re.lastIndex++;
    last = re.lastIndex;
    if (++n > 4_000_000) break;
  }
}

function timedRepeat(re: RegExp, s: string, n: number): number {
  const t0 = process.hrtime.bigint();
  for (let i = 0; i < n; i++) scan(re, s);
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

function timed(re: RegExp, s: string): number {
  const t0 = process.hrtime.bigint();
  scan(re, s);
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

test('every pattern of the heuristics data is linear on adversarial 1 MiB inputs (< 50 ms each)', { timeout: 600_000 }, (t) => {
  const keywordsOf = new Map(h.engine.cues.map((c) => [c.def.id, c.def.keywords]));
  const slow: string[] = [];
  let worst = { ms: 0, id: '', unit: '' };
  const list = h.regexes();
  assert.ok(list.length > 300, `all patterns are checked (${list.length})`);
  for (const { id, re, examples, maxInput } of list) {
    const units = inputs(examples, keywordsOf.get(id.replace(/#near$/, '')) ?? []);
    for (const unit of units) {
      // A windowed pattern (near, context) never reads more than its window, at most MAX_ANCHORS
      // times per cue and text: that is its worst case.
      const s = maxInput === null ? fill(unit) : fill(unit).slice(0, maxInput);
      const run = maxInput === null ? () => timed(re, s) : () => timedRepeat(re, s, MAX_ANCHORS);
      let best = run();
      for (let i = 0; i < 4 && best >= LIMIT_MS; i++) best = Math.min(best, run());
      if (best > worst.ms) worst = { ms: best, id, unit };
      if (best >= LIMIT_MS) slow.push(`${id}: ${best.toFixed(1)} ms on ${JSON.stringify(unit.slice(0, 40))}…`);
    }
  }
  t.diagnostic(`${list.length} patterns; slowest ${worst.id} ${worst.ms.toFixed(1)} ms on ${JSON.stringify(worst.unit.slice(0, 30))}`);
  assert.deepEqual(slow, []);
});

test('the timing catches a catastrophic pattern (the check is not vacuous)', () => {
  // A nested quantifier on a failing input: 2^27 paths, far beyond the limit on any machine.
  assert.ok(timed(/(a+)+b/g, 'a'.repeat(27)) > LIMIT_MS);
});

import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadHeuristics } from '../src/heuristics/index.js';
import { parseKeyword } from '../src/heuristics/patterns.js';
import { enumeratePatterns, shapesFor, type Pattern, type Shape } from '../bench/lib/adversarial.js';
import { runPattern } from '../bench/lib/run-pattern.js';

/**
 * Descriptions are attacker-controlled: every pattern of the data must stay linear. Each one runs
 * the way the engine runs it (`bench/lib/run-pattern.ts`: a cue to its first match, with the retry
 * loop over added ranges; a windowed pattern — a proximity cue's `near`, a context cue — on its
 * window, MAX_ANCHORS times; co-occurrence patterns and the Unicode scanners over every match; a
 * precheck once) over adversarial inputs
 * derived from its own source, examples and keywords (`bench/lib/adversarial.ts`: runs of what each
 * repeated part accepts after a keyword or half an example, ending in a character it refuses;
 * near-matches repeated; its keywords repeated; plus runs of generic characters). All of them run
 * at 64 KiB, where a quadratic pattern already takes seconds and a linear one a few milliseconds;
 * the slowest shapes of each pattern run again at 1 MiB and must finish under 50 ms. A slow run is
 * measured again (up to ten times, keeping the fastest), so a loaded machine does not fail the suite.
 */

const h = loadHeuristics();
const MIB = 1 << 20;
const SWEEP = 64 * 1024;
const LIMIT_MS = 50;
/**
 * Every pattern first runs its shapes at 4 KiB, where a linear pattern takes a few microseconds: one
 * that already needs PROBE_MS there fails at once (a quadratic or worse pattern would otherwise
 * spend minutes in the 64 KiB sweep and stall the suite instead of failing it).
 */
const PROBE = 4 * 1024;
const PROBE_MS = 5;
/** How many of a pattern's slowest 64 KiB shapes run again at 1 MiB. */
const RECHECK = 2;

const GENERIC = ['a', ' ', '\t', '\n', 'a ', '.', '-', '1', 'aA1_', ' \n', '@a.', 'é', 'ж', '中'];

/** The texts for one pattern at `size` characters: the generator's shapes and generic runs after its first keyword. */
function inputsFor(p: Pattern, size: number): Shape[] {
  const out = shapesFor(p, size);
  const lead = p.keywords.length > 0 ? parseKeyword(p.keywords[0]!)[0]![0]!.replace(/^\*/, '') : '';
  for (const unit of GENERIC) {
    const body = unit.repeat(Math.ceil(size / unit.length));
    out.push({ label: `${JSON.stringify(lead)} + ${JSON.stringify(unit)}×N + tail`, text: (lead + body).slice(0, size - 1) + '\u0000' });
  }
  return out;
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * The pattern's own time: the fastest of up to ten runs, with a short pause between retries so
 * that a burst of the other test files sharing the two cores (CI runs them in parallel) passes.
 * A super-linear pattern takes seconds on every run and still fails.
 */
function best(p: Pattern, text: string, added?: Array<[number, number]>, limit = LIMIT_MS): number {
  let ms = runPattern(p, text, added);
  for (let i = 0; i < 9 && ms >= limit; i++) {
    Atomics.wait(pause, 0, 0, 25);
    ms = Math.min(ms, runPattern(p, text, added));
  }
  return ms;
}

/** The shapes of one pattern at `size` characters with their time, slowest first. */
function sweep(p: Pattern, size: number): Array<{ ms: number; input: Shape; index: number }> {
  return inputsFor(p, size)
    .map((input, index) => ({ ms: runPattern(p, input.text, input.added), input, index }))
    .sort((a, b) => b.ms - a.ms);
}

test('every pattern of the heuristics data is linear on adversarial 1 MiB inputs (< 50 ms each)', { timeout: 600_000 }, (t) => {
  const list = enumeratePatterns(h);
  assert.ok(list.length > 300, `all patterns are checked (${list.length})`);
  const slow: string[] = [];
  let worst = { ms: 0, id: '', label: '' };
  let shapes = 0;
  for (const p of list) {
    // A windowed pattern reads the same short window at any size: the probe says nothing about it.
    const probe = p.window === null ? sweep(p, PROBE)[0] : undefined;
    if (probe !== undefined) {
      const ms = best(p, probe.input.text, probe.input.added, PROBE_MS);
      if (ms >= PROBE_MS) {
        slow.push(`${p.name}: ${ms.toFixed(1)} ms already at 4 KiB on ${probe.input.label}`);
        continue;
      }
    }
    const ranked = sweep(p, SWEEP);
    shapes += ranked.length;
    const big = inputsFor(p, MIB);
    for (const r of ranked.slice(0, RECHECK)) {
      const s = big[r.index]!;
      const ms = best(p, s.text, s.added);
      if (ms > worst.ms) worst = { ms, id: p.name, label: s.label };
      if (ms >= LIMIT_MS) slow.push(`${p.name}: ${ms.toFixed(1)} ms on ${s.label}`);
    }
  }
  t.diagnostic(`${list.length} patterns, ${shapes} shapes; slowest at 1 MiB ${worst.id} ${worst.ms.toFixed(1)} ms on ${worst.label}`);
  assert.deepEqual(slow, []);
});

test('the shapes catch adjacent whitespace quantifiers (the class that reached the data once)', () => {
  // Two whitespace quantifiers with only an optional comma between them: a run of spaces after
  // the opening words is split every possible way. Its safe rewrite is linear on the same shapes.
  const pattern = (re: RegExp): Pattern => ({
    name: 'probe',
    re,
    window: null,
    cue: true,
    all: false,
    keywords: ['from now'],
    examples: ['from now on you obey.'],
  });
  const size = 16 * 1024;
  const bad = sweep(pattern(/from\s+now\s+on\s*,?\s+you\s+obey/giu), size)[0]!;
  const good = sweep(pattern(/from\s+now\s+on(?:\s*,)?\s+you\s+obey/giu), size)[0]!;
  assert.ok(bad.ms > LIMIT_MS, `the quadratic form is caught (${bad.ms.toFixed(1)} ms on ${bad.input.label})`);
  assert.ok(good.ms < LIMIT_MS, `the rewrite is not (${good.ms.toFixed(1)} ms on ${good.input.label})`);
});

test('the timing catches a catastrophic pattern (the check is not vacuous)', () => {
  // A nested quantifier on a failing input: 2^27 paths, far beyond the limit on any machine.
  const p: Pattern = { name: 'nested', re: /(a+)+b/g, window: null, cue: false, all: false, keywords: [], examples: [] };
  assert.ok(runPattern(p, 'a'.repeat(27)) > LIMIT_MS);
});

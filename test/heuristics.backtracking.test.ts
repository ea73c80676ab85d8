import { test } from 'node:test';
import assert from 'node:assert/strict';
import { loadHeuristics } from '../src/heuristics/index.js';
import { firstMatch, MAX_ANCHORS, parseKeyword } from '../src/heuristics/patterns.js';
import { shapesFor, type Pattern } from '../bench/lib/adversarial.js';

/**
 * Descriptions are attacker-controlled: every pattern of the data must stay linear. Each one runs
 * the way the engine runs it (a cue: its first match, with the retry loop over added ranges; a
 * windowed pattern — a proximity cue's `near`, a context cue — on its window, MAX_ANCHORS times;
 * the Unicode scanners: every match; a cue's precheck pattern: once) over adversarial inputs
 * derived from its own source, examples and keywords (`bench/lib/adversarial.ts`: runs of what each
 * repeated part accepts after a keyword or half an example, ending in a character it refuses;
 * near-matches repeated; its keywords repeated; plus runs of generic characters). All of them run
 * at 64 KiB, where a quadratic pattern already takes seconds and a linear one a few milliseconds;
 * the slowest shapes of each pattern run again at 1 MiB and must finish under 50 ms. A slow run is
 * measured again (up to five times, keeping the fastest), so a loaded machine does not fail the suite.
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

interface Timed extends Pattern {
  /** Scanner patterns run over every match; the others to their first match. */
  all: boolean;
}

function patterns(): Timed[] {
  const byId = new Map(h.engine.cues.map((c) => [c.def.id, c]));
  const scanners = new Set(h.engine.scanner.regexes().map((r) => r.re));
  return h.regexes().map(({ id, re, examples, maxInput, all }) => {
    // A proximity cue's `near` and a co-occurrence cue's other and `unless` patterns carry their cue's id and a suffix.
    const own = id.replace(/#(?:near|sentence\d+|unless\d+)$/, '');
    const cue = byId.get(own);
    return { name: id, re, window: maxInput, cue: cue !== undefined && own === id, keywords: cue?.def.keywords ?? [], examples, all: all === true || scanners.has(re) };
  });
}

/** The texts for one pattern at `size` characters: the generator's shapes and generic runs after its first keyword. */
function inputsFor(p: Timed, size: number): Array<{ text: string; added?: Array<[number, number]>; label: string }> {
  const out: Array<{ text: string; added?: Array<[number, number]>; label: string }> = shapesFor(p, size);
  const lead = p.keywords.length > 0 ? parseKeyword(p.keywords[0]!)[0]![0]!.replace(/^\*/, '') : '';
  for (const unit of GENERIC) {
    const body = unit.repeat(Math.ceil(size / unit.length));
    out.push({ label: `${JSON.stringify(lead)} + ${JSON.stringify(unit)}×N + tail`, text: (lead + body).slice(0, size - 1) + '\u0000' });
  }
  return out;
}

function runOnce(p: Timed, text: string, added: Array<[number, number]> | undefined): void {
  if (p.window !== null) {
    const w = text.slice(0, p.window);
    for (let i = 0; i < MAX_ANCHORS; i++) firstMatch(p.re, w, null, true);
  } else if (p.all) {
    p.re.lastIndex = 0;
    for (let m = p.re.exec(text); m !== null && p.re.global; m = p.re.exec(text)) if (m[0].length === 0) p.re.lastIndex++;
  } else if (!p.re.global) p.re.exec(text);
  else firstMatch(p.re, text, p.cue ? (added ?? null) : null);
}

function timed(p: Timed, text: string, added?: Array<[number, number]>): number {
  const t0 = process.hrtime.bigint();
  runOnce(p, text, added);
  return Number(process.hrtime.bigint() - t0) / 1e6;
}

const pause = new Int32Array(new SharedArrayBuffer(4));

/**
 * The pattern's own time: the fastest of up to ten runs, with a short pause between retries so
 * that a burst of the other test files sharing the two cores (CI runs them in parallel) passes.
 * A super-linear pattern takes seconds on every run and still fails.
 */
function best(p: Timed, text: string, added?: Array<[number, number]>, limit = LIMIT_MS): number {
  let ms = timed(p, text, added);
  for (let i = 0; i < 9 && ms >= limit; i++) {
    Atomics.wait(pause, 0, 0, 25);
    ms = Math.min(ms, timed(p, text, added));
  }
  return ms;
}

/** The slowest shapes of one pattern at `size` characters, slowest first. */
function sweep(p: Timed, size: number): Array<{ ms: number; label: string; index: number }> {
  return inputsFor(p, size)
    .map((s, index) => ({ ms: timed(p, s.text, s.added), label: s.label, index }))
    .sort((a, b) => b.ms - a.ms);
}

test('every pattern of the heuristics data is linear on adversarial 1 MiB inputs (< 50 ms each)', { timeout: 600_000 }, (t) => {
  const list = patterns();
  assert.ok(list.length > 300, `all patterns are checked (${list.length})`);
  const slow: string[] = [];
  let worst = { ms: 0, id: '', label: '' };
  let shapes = 0;
  for (const p of list) {
    // A windowed pattern reads the same short window at any size: the probe says nothing about it.
    const probe = p.window === null ? sweep(p, PROBE)[0] : undefined;
    if (probe !== undefined) {
      const s = inputsFor(p, PROBE)[probe.index]!;
      const ms = best(p, s.text, s.added, PROBE_MS);
      if (ms >= PROBE_MS) {
        slow.push(`${p.name}: ${ms.toFixed(1)} ms already at 4 KiB on ${s.label}`);
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
  const pattern = (re: RegExp): Timed => ({
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
  assert.ok(bad.ms > LIMIT_MS, `the quadratic form is caught (${bad.ms.toFixed(1)} ms on ${bad.label})`);
  assert.ok(good.ms < LIMIT_MS, `the rewrite is not (${good.ms.toFixed(1)} ms on ${good.label})`);
});

test('the timing catches a catastrophic pattern (the check is not vacuous)', () => {
  // A nested quantifier on a failing input: 2^27 paths, far beyond the limit on any machine.
  const p: Timed = { name: 'nested', re: /(a+)+b/g, window: null, cue: false, all: false, keywords: [], examples: [] };
  assert.ok(timed(p, 'a'.repeat(27)) > LIMIT_MS);
});

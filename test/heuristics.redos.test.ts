import { test } from 'node:test';
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import { analyse } from 'scslre';
import { loadHeuristics } from '../src/heuristics/index.js';

/**
 * Descriptions are attacker-controlled: no pattern of the data may backtrack super-linearly. This is
 * proven by a static analysis, not by a clock: scslre walks each pattern's automaton (look-arounds,
 * `\b`, flags and Unicode classes included) and reports every quantifier that an attack string of
 * one repeated character drives into polynomial or exponential backtracking — quantifiers trading
 * characters (`\s*,?\s+`), a quantifier nested in another (`(a+)+`), or a search that rescans the
 * same run from every start position (`\w+@`). The verdict depends only on the pattern's source
 * and flags, so it is the same on a busy machine and a quiet one, and it takes about a second for
 * every pattern of the data.
 *
 * Why scslre rather than recheck or a linear-time engine: recheck's automaton checker refuses
 * look-arounds (684 of the 804 patterns use them) and needed 2–45 s per pattern here on the others;
 * its fuzz checker is a search bounded by time or by minutes of steps. A linear-time engine (RE2,
 * re2js) has no look-arounds at all, and the engine needs them for word edges. scslre's limit is
 * that it only finds attacks made of one repeated character; attacks that pump a longer unit are
 * left to the adversarial bench (`node dist/bench/heuristics.js`), which times every pattern on 1 MB
 * inputs built from its own source and examples.
 *
 * A pattern that is safe for a reason the analysis cannot see (for instance, it only ever runs on
 * a window of a few hundred characters) is listed in test/redos-exemptions.json with that reason;
 * an exemption that no longer matches a report fails, so the list cannot go stale.
 */

interface Exemption {
  /** "<file> <id>" as `LoadedHeuristics.regexes()` names it. */
  pattern: string;
  /** The report's quantifier, as scslre prints it (e.g. `\s*`). */
  quantifier: string;
  reason: string;
}

const EXEMPTIONS: Exemption[] = JSON.parse(readFileSync(new URL('../../test/redos-exemptions.json', import.meta.url), 'utf8')).exemptions;

/** One line per super-linear quantifier of a pattern ([] when it is linear). */
function superLinear(source: string, flags: string): Array<{ quantifier: string; line: string }> {
  const { reports } = analyse({ source, flags }, { maxReports: 10, assumeRejectingSuffix: true });
  return reports.map((r) => {
    const q = r.type === 'Trade' ? r.startQuant : r.quant;
    const kind = r.exponential ? 'exponential' : r.type === 'Move' ? 'quadratic search (every start rescans)' : 'polynomial';
    const attack = `${JSON.stringify(r.character.pick)} repeated`;
    const what = r.type === 'Trade' ? `${r.startQuant.raw} trades with ${r.endQuant.raw}` : `${q.raw}${r.type === 'Self' ? ' repeats inside itself' : ''}`;
    return { quantifier: q.raw, line: `${kind}: ${what} at ${q.start}, on ${attack}` };
  });
}

test('no pattern of the heuristics data backtracks super-linearly (static analysis of every compiled pattern)', () => {
  const h = loadHeuristics();
  const list = h.regexes();
  assert.ok(list.length > 300, `all patterns are checked (${list.length})`);
  const failures: string[] = [];
  const used = new Set<Exemption>();
  for (const r of list) {
    const name = `${r.file} ${r.id}`;
    for (const f of superLinear(r.re.source, r.re.flags)) {
      const ex = EXEMPTIONS.find((e) => e.pattern === name && e.quantifier === f.quantifier);
      if (ex) used.add(ex);
      else failures.push(`${name}: ${f.line}`);
    }
  }
  assert.deepEqual(failures, [], 'rewrite the quantifier (e.g. `\\s+(?:a)?\\s*` → `\\s+(?:a\\s*)?`) or document an exemption with its reason');
  assert.deepEqual(EXEMPTIONS.filter((e) => !used.has(e)).map((e) => `${e.pattern} ${e.quantifier}`), [], 'stale exemptions');
});

test('every exemption names its reason', () => {
  for (const e of EXEMPTIONS) assert.ok(e.reason.trim().length >= 20, `${e.pattern}: the reason says why it is bounded`);
});

test('the analysis rejects the known catastrophic forms (it is not vacuous)', () => {
  // Nested quantifiers: exponential.
  assert.match(superLinear('(a+)+$', '').map((f) => f.line).join('\n'), /exponential/);
  // Two whitespace quantifiers with only an optional comma between them: the class that reached the data once.
  assert.match(superLinear(String.raw`from\s+now\s+on\s*,?\s+you\s+obey`, 'giu')[0]?.line ?? '', /polynomial: \\s\* trades with \\s\+/);
  assert.deepEqual(superLinear(String.raw`from\s+now\s+on(?:\s*,)?\s+you\s+obey`, 'giu'), [], 'its rewrite is linear');
  // A search whose start can fall anywhere in a run rescans the run from every start…
  assert.match(superLinear(String.raw`[\w.]+@example\.com`, 'g')[0]?.line ?? '', /quadratic search/);
  // …unless a look-behind pins the start to the run's first character (the look-around is understood, not ignored).
  assert.deepEqual(superLinear(String.raw`(?<![\w.])[\w.]+@example\.com`, 'g'), []);
});

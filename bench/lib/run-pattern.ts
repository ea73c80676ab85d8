import { firstMatch, MAX_ANCHORS } from '../../src/heuristics/patterns.js';
import type { Pattern } from './adversarial.js';

/**
 * One pattern on one text, the way the engine runs it: a windowed pattern (a proximity cue's
 * `near`, a context cue's look-around) on its window, MAX_ANCHORS times; a pattern run over every match (the
 * co-occurrence patterns, the scanners) to the last match; a non-global one (a precheck, a context
 * qualifier) once; the others to their first match, a cue's through the retry loop over `added`.
 */
export function runOnce(p: Pattern, text: string, added?: Array<[number, number]>): void {
  if (p.window !== null) {
    // A proximity cue's `near` (global) is read from its window to its first match at a word edge;
    // a context cue's look-around (not global) is one exec on the window (ContextCues.judge).
    const w = text.slice(0, p.window);
    for (let i = 0; i < MAX_ANCHORS; i++) {
      if (p.re.global) firstMatch(p.re, w, null, true);
      else p.re.exec(w);
    }
  } else if (p.all) {
    p.re.lastIndex = 0;
    // Every match (stepping over an empty one); a non-global pattern has one.
    for (let m = p.re.exec(text); m !== null && p.re.global; m = p.re.exec(text)) if (m[0].length === 0) p.re.lastIndex++;
  } else if (!p.re.global) p.re.exec(text);
  else firstMatch(p.re, text, p.cue ? (added ?? null) : null);
}

/** `runOnce` timed, in ms. */
export function runPattern(p: Pattern, text: string, added?: Array<[number, number]>): number {
  const started = process.hrtime.bigint();
  runOnce(p, text, added);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

import { firstMatch } from '../../src/heuristics/patterns.js';
import type { Pattern, Shape } from './adversarial.js';

/**
 * One pattern on one text, the way the engine runs it, in ms: cues through `firstMatch` (with the
 * added range when the shape has one); global patterns over every match (the invisible-character and
 * look-alike scans); the others once.
 */
export function runPattern(p: Pattern, shape: Shape): number {
  const started = process.hrtime.bigint();
  if (p.cue) firstMatch(p.re, shape.text, shape.added ?? null);
  else if (p.re.global) {
    p.re.lastIndex = 0;
    // Every match, as invisibles() and homoglyphs() do (stepping over an empty match).
    for (let m = p.re.exec(shape.text); m !== null; m = p.re.exec(shape.text)) if (m[0].length === 0) p.re.lastIndex++;
  } else p.re.exec(shape.text);
  return Number(process.hrtime.bigint() - started) / 1e6;
}

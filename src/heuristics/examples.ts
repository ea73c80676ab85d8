import { Checker } from './check.js';
import type { LoadedHeuristics } from './build.js';
import { entryMatches, nameTokens } from './risky-names.js';
import { cueMatch, expandMacros, firstMatch, macroTable, parseKeyword } from './patterns.js';
import { hasKeyword, prefilterForm } from './keyword-index.js';

/**
 * Runs every example of every data entry (gitleaks-style: an entry whose examples fail must not
 * ship). Returns the failures; the test suite asserts there are none.
 */
export interface ExampleFailure {
  file: string;
  id: string;
  example: string;
  expected: 'match' | 'nomatch' | 'keyword';
}

export function checkExamples(h: LoadedHeuristics): ExampleFailure[] {
  const fails: ExampleFailure[] = [];
  const fail = (file: string, id: string, example: string, expected: ExampleFailure['expected']): void => {
    fails.push({ file, id, example, expected });
  };
  for (const cue of h.engine.cues) {
    for (const ex of cue.def.examples.match) {
      if (!cueMatch(cue, ex, null)) fail(cue.file, cue.def.id, ex, 'match');
      const form = prefilterForm(ex);
      if (!cue.def.keywords.some((k) => parseKeyword(k).every((term) => term.some((a) => hasKeyword(form, a))))) fail(cue.file, cue.def.id, ex, 'keyword');
    }
    for (const ex of cue.def.examples.nomatch) if (cueMatch(cue, ex, null)) fail(cue.file, cue.def.id, ex, 'nomatch');
  }
  const macros = macroTable(h.data.macros);
  for (const m of h.data.macros) {
    const c = new Checker('macros.json', m.id);
    const re = new RegExp(expandMacros(m.pattern, macros, c), 'gu');
    for (const ex of m.examples.match) if (!firstMatch(re, ex, null)) fail('macros.json', m.id, ex, 'match');
    for (const ex of m.examples.nomatch) if (firstMatch(re, ex, null)) fail('macros.json', m.id, ex, 'nomatch');
  }
  for (const cue of h.engine.context.all) {
    const run = (text: string, names: string[]): boolean => {
      const own = cue.def.subject === 'own-param' ? names : [];
      const others = cue.def.subject === 'other-tool' ? names : [];
      const foreign = cue.def.subject === 'foreign-tool' ? names : [];
      return h.engine.context.run(text, own, others, null, null, undefined, foreign).some((x) => x.def.id === cue.def.id);
    };
    for (const ex of cue.def.examples.match) if (!run(ex.text, ex.names)) fail('context.json', cue.def.id, ex.text, 'match');
    for (const ex of cue.def.examples.nomatch) if (run(ex.text, ex.names)) fail('context.json', cue.def.id, ex.text, 'nomatch');
  }
  for (const e of h.data.risky.entries) {
    for (const ex of e.examples.match) if (!entryMatches(e, nameTokens(ex))) fail('risky-names.json', e.id, ex, 'match');
    for (const ex of e.examples.nomatch) if (entryMatches(e, nameTokens(ex))) fail('risky-names.json', e.id, ex, 'nomatch');
  }
  const sc = h.engine.scanner;
  for (const ex of h.data.confusables.examples.match) if (sc.homoglyphs(ex, null).length === 0) fail('confusables.json', 'H8', ex, 'match');
  for (const ex of h.data.confusables.examples.nomatch) if (sc.homoglyphs(ex, null).length > 0) fail('confusables.json', 'H8', ex, 'nomatch');
  for (const cls of h.data.invisible.classes) {
    // A class that never fires is checked as membership: its examples hold (or lack) one of its characters.
    const firesHere = (text: string): boolean => {
      const hits = sc.invisibles(text);
      return hits.some((x, k) => x.cls === cls && (cls.when === 'never' || sc.fires(text, x, hits, k)));
    };
    for (const ex of cls.examples.match) if (!firesHere(ex)) fail('invisible.json', cls.id, ex, 'match');
    for (const ex of cls.examples.nomatch) if (firesHere(ex)) fail('invisible.json', cls.id, ex, 'nomatch');
  }
  return fails;
}

import type { CompiledCue } from './patterns.js';
import { parseKeyword } from './patterns.js';
import { KeywordIndex, keywordSpec } from './keyword-index.js';
import type { IdentifierRuns } from './identifier-runs.js';

const EMPTY: number[] = [];

/**
 * Everything a Prefilter holds (see its fields); `cues`: how many cues it selects among. Lists of
 * numbers are flat arrays with the start of each list (list i is flat[start[i] .. start[i + 1]]):
 * read back from the prebuilt file they are views of it as they stand, not thousands of small
 * arrays made at every load.
 */
export interface PrefilterParts {
  index: KeywordIndex;
  /** Per atom: the keywords it triggers. */
  kwsStart: Int32Array;
  kwsFlat: Int32Array;
  cueOfKw: Int32Array;
  /** Per keyword: its other terms (term numbers); per term: its atoms. */
  termsOfKwStart: Int32Array;
  termStart: Int32Array;
  termFlat: Int32Array;
  cues: number;
}

/**
 * Keyword prefilter: one Aho–Corasick pass over the lower-cased text finds the keyword atoms
 * present, and only cues with a keyword present run their regex. A keyword may be a conjunction
 * (`not||never&&user||human`: one of not/never, and one of user/human) so that a cue whose words
 * are each common runs only where they meet.
 */
export class Prefilter {
  private readonly index: KeywordIndex;
  /**
   * Each keyword is reached from the atoms of one of its terms, its trigger: the term least likely
   * to be in a text (see triggerTerm), so that common atoms (a digit, `@`, `user`) do not visit the
   * dozens of keywords they end. Per atom: the keywords it triggers; per keyword: its cue and the
   * atoms of each of its other terms, looked up among the atoms found once the scan is over.
   */
  private readonly p: PrefilterParts;
  private readonly cueMark: Uint8Array;
  private readonly present: Uint8Array;

  /** The prefilter of `cues` (built from their keywords), or one built earlier (its parts, see prebuilt.ts). */
  constructor(cues: readonly CompiledCue[] | PrefilterParts) {
    this.p = Array.isArray(cues) ? buildPrefilter(cues) : (cues as PrefilterParts);
    this.index = this.p.index;
    this.cueMark = new Uint8Array(this.p.cues);
    this.present = new Uint8Array(this.index.size);
  }

  /** What the prefilter is made of, to be written at build time and read back (prebuilt.ts). */
  get parts(): PrefilterParts {
    return this.p;
  }

  /** Indices of the cues worth running on `text`, ascending (recording its identifier runs in `runs` when given). */
  candidates(text: string, runs?: IdentifierRuns): number[] {
    const present = this.present;
    const found = this.index.findFolding(text, present, runs);
    const { kwsStart, kwsFlat, cueOfKw } = this.p;
    const cueMark = this.cueMark;
    const out: number[] = [];
    for (let f = 0; f < found.length; f++) {
      const a = found[f]!;
      for (let x = kwsStart[a]!, end = kwsStart[a + 1]!; x < end; x++) {
        const k = kwsFlat[x]!;
        const i = cueOfKw[k]!;
        if (cueMark[i] === 0 && this.allPresent(k, present)) {
          cueMark[i] = 1;
          out.push(i);
        }
      }
    }
    for (let x = 0; x < out.length; x++) cueMark[out[x]!] = 0;
    for (let f = 0; f < found.length; f++) present[found[f]!] = 0;
    // Insertion sort: a handful of indices, cheaper than sort() with a comparator.
    for (let k = 1; k < out.length; k++) {
      const v = out[k]!;
      let j = k - 1;
      while (j >= 0 && out[j]! > v) {
        out[j + 1] = out[j]!;
        j--;
      }
      out[j + 1] = v;
    }
    return out;
  }

  /** Whether each other term of keyword `k` has one of its atoms marked in `present`. */
  private allPresent(k: number, present: Uint8Array): boolean {
    const { termsOfKwStart, termStart, termFlat } = this.p;
    for (let t = termsOfKwStart[k]!, end = termsOfKwStart[k + 1]!; t < end; t++) {
      let any = false;
      for (let x = termStart[t]!, e = termStart[t + 1]!; x < e && !any; x++) any = present[termFlat[x]!] === 1;
      if (!any) return false;
    }
    return true;
  }
}

/** Lists of numbers as one flat array and the start of each list (list i is flat[start[i]..start[i+1]]). */
function flatten(lists: ArrayLike<number>[]): { start: Int32Array; flat: Int32Array } {
  const start = new Int32Array(lists.length + 1);
  lists.forEach((l, i) => (start[i + 1] = start[i]! + l.length));
  const flat = new Int32Array(start[lists.length]!);
  lists.forEach((l, i) => flat.set(l, start[i]!));
  return { start, flat };
}

export function buildPrefilter(cues: readonly CompiledCue[]): PrefilterParts {
  const atoms = new Map<string, number>();
  const atomId = (a: string): number => {
    let id = atoms.get(a);
    if (id === undefined) {
      id = atoms.size;
      atoms.set(a, id);
    }
    return id;
  };
  const kwsOfAtom: number[][] = [];
  const cueOfKw: number[] = [];
  const restOfKw: number[][][] = [];
  cues.forEach((cue, i) => {
    for (const k of cue.def.keywords) {
      const terms = parseKeyword(k);
      const t = triggerTerm(terms);
      const kw = cueOfKw.length;
      cueOfKw.push(i);
      restOfKw.push(terms.filter((_, x) => x !== t).map((term) => term.map(atomId)));
      for (const a of new Set(terms[t]!.map(atomId))) (kwsOfAtom[a] ??= []).push(kw);
    }
  });
  const index = new KeywordIndex([...atoms.keys()]);
  const kws = flatten(Array.from({ length: atoms.size }, (_, a) => kwsOfAtom[a] ?? EMPTY));
  const termsOfKw = flatten(restOfKw.map((terms) => terms.map((_, t) => t)));
  const terms = flatten(restOfKw.flat());
  return { index, kwsStart: kws.start, kwsFlat: kws.flat, cueOfKw: Int32Array.from(cueOfKw), termsOfKwStart: termsOfKw.start, termStart: terms.start, termFlat: terms.flat, cues: cues.length };
}

/**
 * The term of a conjunction least likely to be in a text: the one whose shortest atom is longest
 * (single characters such as a digit or `@` are everywhere), then the one with fewer atoms. Only
 * speed depends on the choice: a keyword holds when all its terms do, whichever is looked at first.
 */
function triggerTerm(terms: string[][]): number {
  let best = 0;
  let bestMin = -1;
  terms.forEach((term, t) => {
    const min = Math.min(...term.map((a) => keywordSpec(a).text.length));
    if (min > bestMin || (min === bestMin && term.length < terms[best]!.length)) {
      best = t;
      bestMin = min;
    }
  });
  return best;
}

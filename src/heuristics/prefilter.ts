import type { CompiledCue } from './patterns.js';
import { parseKeyword } from './patterns.js';
import { KeywordIndex, keywordSpec } from './keyword-index.js';
import type { IdentifierRuns } from './identifier-runs.js';

const EMPTY: number[] = [];

/** Everything a Prefilter holds (see its fields); `cues`: how many cues it selects among. */
export interface PrefilterParts {
  index: KeywordIndex;
  kwsOfAtom: Int32Array[];
  cueOfKw: Int32Array;
  restOfKw: Int32Array[][];
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
  private readonly kwsOfAtom: Int32Array[];
  private readonly cueOfKw: Int32Array;
  private readonly restOfKw: Int32Array[][];
  private readonly cueMark: Uint8Array;
  private readonly present: Uint8Array;

  /** The prefilter of `cues` (built from their keywords), or one built earlier (its parts, see prebuilt.ts). */
  constructor(cues: readonly CompiledCue[] | PrefilterParts) {
    const p = Array.isArray(cues) ? buildPrefilter(cues) : (cues as PrefilterParts);
    this.index = p.index;
    this.kwsOfAtom = p.kwsOfAtom;
    this.cueOfKw = p.cueOfKw;
    this.restOfKw = p.restOfKw;
    this.cueMark = new Uint8Array(p.cues);
    this.present = new Uint8Array(p.index.size);
  }

  /** What the prefilter is made of, to be written at build time and read back (prebuilt.ts). */
  get parts(): PrefilterParts {
    return { index: this.index, kwsOfAtom: this.kwsOfAtom, cueOfKw: this.cueOfKw, restOfKw: this.restOfKw, cues: this.cueMark.length };
  }

  /** Indices of the cues worth running on `text`, ascending (recording its identifier runs in `runs` when given). */
  candidates(text: string, runs?: IdentifierRuns): number[] {
    const present = this.present;
    const found = this.index.findFolding(text, present, runs);
    const { kwsOfAtom, cueOfKw, restOfKw, cueMark } = this;
    const out: number[] = [];
    for (let f = 0; f < found.length; f++) {
      const kws = kwsOfAtom[found[f]!]!;
      for (let x = 0; x < kws.length; x++) {
        const k = kws[x]!;
        const i = cueOfKw[k]!;
        if (cueMark[i] === 0 && allPresent(restOfKw[k]!, present)) {
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
  const restOfKw: Int32Array[][] = [];
  cues.forEach((cue, i) => {
    for (const k of cue.def.keywords) {
      const terms = parseKeyword(k);
      const t = triggerTerm(terms);
      const kw = cueOfKw.length;
      cueOfKw.push(i);
      restOfKw.push(terms.filter((_, x) => x !== t).map((term) => new Int32Array(term.map(atomId))));
      for (const a of new Set(terms[t]!.map(atomId))) (kwsOfAtom[a] ??= []).push(kw);
    }
  });
  const index = new KeywordIndex([...atoms.keys()]);
  return {
    index,
    kwsOfAtom: Array.from({ length: atoms.size }, (_, a) => new Int32Array(kwsOfAtom[a] ?? EMPTY)),
    cueOfKw: Int32Array.from(cueOfKw),
    restOfKw,
    cues: cues.length,
  };
}

/** Whether each term has one of its atoms marked in `present`. */
function allPresent(terms: Int32Array[], present: Uint8Array): boolean {
  for (let t = 0; t < terms.length; t++) {
    const term = terms[t]!;
    let any = false;
    for (let x = 0; x < term.length && !any; x++) any = present[term[x]!] === 1;
    if (!any) return false;
  }
  return true;
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

import { isWordUnit } from './keyword-index.js';
import { WORD_MARK, type Fact, type Formula } from './literal-info.js';

/**
 * A cue's word gate: clauses of words such that every text the cue can match holds one word of
 * each clause. The keywords say which cues a text may wake (one disjunction, authored); the gate,
 * derived from the patterns themselves at build time (required-literals.ts), is the conjunction
 * they imply ("one of these verbs AND one of these objects AND …"), so that a cue whose words are
 * each common runs only where they meet. Weakening the formula is always sound (a clause left
 * out, an alternative added): every cap below does only that.
 *
 * A fact is read through the words it holds (keysOf): whole words (`=call`: a mark before it, a
 * non-word unit after it inside the fact) and the first units of the word it ends in (`<expe`).
 * A text answers for all its words in one pass that sets a bit per word and per word start, so a
 * gate costs a few bit tests. (Each fact an atom of the keyword automaton instead was measured:
 * 3.3 → 34 MB of table, and a keyword scan twice as slow.)
 */
export type Gate = string[][];

/** Keys in one clause at most: a larger disjunction is left out (it would cost more than it saves). */
const MAX_KEYS = 48;
/** Clauses kept per node while the formula is read, and in the gate. */
const MAX_CLAUSES = 6;
const GATE_CLAUSES = 4;
/** Clauses of each alternative crossed with the others' at a disjunction. */
const PER_ALTERNATIVE = 3;

/** The gate implied by `f` (clauses of word keys), or null when it implies no word worth looking for. */
export function gateOf(f: Formula): Gate | null {
  const gate = best(clausesOf(f, new WeakMap()), GATE_CLAUSES);
  return gate.length === 0 ? null : gate;
}

/** A whole word of at least this many units, or a word start this long, makes a key. */
const MIN_KEY = 3;
/** Units of a word start a text records (and a key looks up). */
const MAX_PREFIX = 4;

/**
 * The word keys a fact holds (see Gate), every one of them: `=w` for a whole word w, `<abcd` for
 * a word that starts with abcd. A word not known to start in the fact, or shorter than MIN_KEY
 * units, gives none.
 */
export function keysOf(f: Fact): string[] {
  const keys: string[] = [];
  for (let i = 0; i < f.length; i++) {
    if (f[i] !== WORD_MARK) continue;
    let e = i + 1;
    while (e < f.length && isWordUnit(f.charCodeAt(e))) e++;
    const word = f.slice(i + 1, e);
    if (word.length < MIN_KEY) continue;
    keys.push(e < f.length ? '=' + word : '<' + word.slice(0, MAX_PREFIX));
  }
  return [...new Set(keys)];
}

/** Clauses of keys implied by f (each without a key that implies another of the clause). */
function clausesOf(f: Formula, memo: WeakMap<object, string[][]>): string[][] {
  if (f === true) return [];
  // A fact holds every word it holds: one clause per key.
  if (typeof f === 'string') return keysOf(f).map((k) => [k]);
  const known = memo.get(f);
  if (known) return known;
  let out: string[][];
  if ('and' in f) out = best(f.and.flatMap((g) => clausesOf(g, memo)), MAX_CLAUSES);
  else {
    // Every alternative implies one of its own clauses, so the union of one clause per alternative holds.
    let acc: string[][] = [[]];
    for (const g of f.or) {
      const mine = best(clausesOf(g, memo), PER_ALTERNATIVE);
      if (mine.length === 0) {
        acc = [];
        break;
      }
      const next: string[][] = [];
      for (const a of acc) for (const c of mine) {
        const u = simplify([...a, ...c]);
        if (u.length <= MAX_KEYS) next.push(u);
      }
      acc = best(next, MAX_CLAUSES);
      if (acc.length === 0) break;
    }
    out = acc;
  }
  memo.set(f, out);
  return out;
}

/** How rarely a key holds in a text, roughly: its length (a whole word says more than its start). */
function strength(k: string): number {
  return k.length - 1 + (k[0] === '=' ? 1 : 0);
}

/** A clause's weakest key decides how often it holds; fewer keys cost fewer look-ups. */
function quality(c: string[]): number {
  let min = Infinity;
  for (const k of c) min = Math.min(min, strength(k));
  return min * 100 - c.length;
}

/** The n most selective clauses, none implied by one kept before it. */
function best(list: string[][], n: number): string[][] {
  const seen = new Map<string, string[]>();
  for (const c of list) if (c.length > 0 && c.length <= MAX_KEYS) seen.set(c.join('\u0000'), c);
  const out: string[][] = [];
  for (const c of [...seen.values()].sort((a, b) => quality(b) - quality(a))) {
    if (out.some((k) => clauseImplies(k, c))) continue;
    out.push(c);
    if (out.length === n) break;
  }
  return out;
}

/** Whether a text holding key a holds key b: the same key, or b the start of a's word. */
function keyImplies(a: string, b: string): boolean {
  return a === b || (b[0] === '<' && a.startsWith(b.slice(1), 1));
}

function clauseImplies(a: string[], b: string[]): boolean {
  return a.every((x) => b.some((y) => keyImplies(x, y)));
}

/** A clause without duplicates and without a key that implies another of the clause (the other suffices). */
function simplify(c: string[]): string[] {
  const u = [...new Set(c)];
  return u.filter((k) => !u.some((o) => o !== k && keyImplies(k, o))).sort();
}

const BITS = 15;
const WORD = 1;
const START = 2;

function fnv(h: number, c: number): number {
  return Math.imul(h ^ c, 16777619);
}

/** The bit of a word (kind WORD) or word start (START) whose units hashed to h. */
function bitOf(h: number, kind: number): number {
  h = Math.imul(h ^ kind, 0x85ebca6b);
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35);
  h ^= h >>> 16;
  return h >>> (32 - BITS);
}

const FNV_START = 0x811c9dc5 | 0;

function keyBit(key: string): number {
  let h = FNV_START;
  for (let i = 1; i < key.length; i++) h = fnv(h, key.charCodeAt(i));
  return bitOf(h, key[0] === '=' ? WORD : START);
}

/** A gate as the engine reads it: per clause, the bits of its keys (a collision only lets a cue run). */
export class WordGate {
  private readonly clauses: Int32Array[];

  constructor(gate: Gate) {
    this.clauses = gate.map((c) => Int32Array.from(c, keyBit));
  }

  /** Whether `text` may hold a match: one key of every clause is among its words. */
  holds(text: string): boolean {
    const bits = wordBits(text);
    for (let c = 0; c < this.clauses.length; c++) {
      const clause = this.clauses[c]!;
      let any = false;
      for (let x = 0; x < clause.length && !any; x++) any = (bits[clause[x]! >>> 5]! & (1 << (clause[x]! & 31))) !== 0;
      if (!any) return false;
    }
    return true;
  }
}

/**
 * The word bits of the last text asked about (the engine gates every candidate cue of a text one
 * after another, so one entry serves them all). Words are the runs of word units of its lower
 * case, as in the prefilter's form.
 */
let wordsText: string | null = null;
const wordsBits = new Uint32Array(1 << (BITS - 5));
let wordsSet: number[] = [];

function wordBits(text: string): Uint32Array {
  if (text === wordsText) return wordsBits;
  for (const w of wordsSet) wordsBits[w] = 0;
  wordsSet = [];
  wordsText = text;
  const set = (b: number): void => {
    const w = b >>> 5;
    if (wordsBits[w] === 0) wordsSet.push(w);
    wordsBits[w]! |= 1 << (b & 31);
  };
  const lower = text.toLowerCase();
  let h = FNV_START;
  let len = 0;
  for (let i = 0; i <= lower.length; i++) {
    const c = i < lower.length ? lower.charCodeAt(i) : 32;
    if (isWordUnit(c)) {
      h = fnv(h, c);
      len++;
      if (len >= MIN_KEY && len <= MAX_PREFIX) set(bitOf(h, START));
    } else if (len > 0) {
      if (len >= MIN_KEY) set(bitOf(h, WORD));
      h = FNV_START;
      len = 0;
    }
  }
  return wordsBits;
}

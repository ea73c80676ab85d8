// The array diff alone: the package's index pulls in all of its nineteen modules at every scan.
import { diffArrays } from 'diff/lib/diff/array.js';

/**
 * Word-level diff of a changed text: which words of `after` are new. Content heuristics only
 * report matches that overlap these ranges, so a phrase injected into a long, already approved
 * description is judged on its own words. The diff is over words, never characters: a
 * character diff scatters "ignore previous instructions" into fragments no pattern matches.
 *
 * jsdiff's own word tokenizer only knows Latin letters and splits Cyrillic, Greek, Arabic or CJK
 * text into single characters, so the text is tokenised here (Unicode letters, marks, digits)
 * and the token arrays are diffed with the `diff` package's Myers implementation.
 */

/** A word (any script), a whitespace run, or a single other code point (punctuation, emoji, invisible characters). */
const TOKEN = /[\p{L}\p{M}\p{N}\p{Pc}]+|\s+|[^]/gu;

/**
 * Myers is O(N·D) and jsdiff's step is not cheap (~20 ms at 500 edits). Past this many token
 * edits two texts have little in common and the exact alignment is not worth its cost: every
 * token between the common head and tail is then reported as added (more words judged, never
 * fewer). A bound on edits, not a timeout, keeps the result deterministic.
 */
export const MAX_EDIT_TOKENS = 500;
/** Beyond this many UTF-16 units on both sides, skip Myers altogether (same fallback). */
export const MAX_DIFF_CHARS = 200_000;

/**
 * Edits left for a batch of diffs (one manifest): an attacker who rewrites thousands of long
 * descriptions gets the whole-text fallback once it runs out, instead of minutes of CPU.
 */
export interface EditBudget {
  remaining: number;
}

/** Edits a manifest diff may spend on exact word alignment (about a second at worst). */
export const MANIFEST_EDIT_BUDGET = 20_000;

export function tokenize(text: string): string[] {
  return text.match(TOKEN) ?? [];
}

const isSpace = (token: string): boolean => /^\s/.test(token);
/** Ordinary spacing at a range's edge is trimmed; any other invisible character is evidence and stays. */
const PLAIN_SPACE = /[ \t\r\n]/;

/**
 * [start, end) UTF-16 ranges of `after` that hold words not in `before`, merged (ranges apart
 * only by whitespace become one) and without ordinary spaces at their edges. `before === null`
 * (a new text) is wholly added; an identical text has no added range.
 */
export function addedWordRanges(before: string | null, after: string, budget?: EditBudget): Array<[number, number]> {
  if (before === null) return after.length > 0 ? [[0, after.length]] : [];
  if (before === after) return [];
  // Two long texts are never aligned word by word (below): find the changed middle without
  // tokenising them, which would hold a string per word (millions for a 16 MiB description).
  if (before.length > MAX_DIFF_CHARS && after.length > MAX_DIFF_CHARS) return changedMiddle(before, after);
  const a = tokenize(before);
  const b = tokenize(after);
  let head = 0;
  while (head < a.length && head < b.length && a[head] === b[head]) head++;
  let tail = 0;
  while (tail < a.length - head && tail < b.length - head && a[a.length - 1 - tail] === b[b.length - 1 - tail]) tail++;
  const oldMid = a.slice(head, a.length - tail);
  const newMid = b.slice(head, b.length - tail);
  // added[i] says whether token head+i of `after` is new.
  const cap = Math.min(MAX_EDIT_TOKENS, budget ? Math.max(0, budget.remaining) : MAX_EDIT_TOKENS);
  let added: boolean[] | null = null;
  const small = before.length <= MAX_DIFF_CHARS || after.length <= MAX_DIFF_CHARS;
  if (oldMid.length > 0 && newMid.length > 0 && small && cap > 0 && editLowerBound(oldMid, newMid) <= cap) {
    const changes = diffArrays(oldMid, newMid, { maxEditLength: cap });
    let spent = cap;
    if (changes !== undefined) {
      added = [];
      spent = 0;
      for (const c of changes) {
        if (c.added || c.removed) spent += c.count;
        if (c.removed) continue;
        for (let i = 0; i < c.count; i++) added.push(c.added === true);
      }
    }
    if (budget) budget.remaining -= spent;
  }
  added ??= newMid.map(() => true);
  return toRanges(after, b, head, added);
}

/**
 * Tokens that are in one text and not the other, counted with multiplicity: every one of them
 * is an insertion or a deletion, so Myers cannot finish in fewer edits. Lets a hopeless diff
 * fall back at once, in linear time.
 */
function editLowerBound(a: string[], b: string[]): number {
  const counts = new Map<string, number>();
  for (const t of a) counts.set(t, (counts.get(t) ?? 0) + 1);
  let unmatched = 0;
  for (const t of b) {
    const n = counts.get(t) ?? 0;
    if (n > 0) counts.set(t, n - 1);
    else unmatched++;
  }
  for (const n of counts.values()) unmatched += n;
  return unmatched;
}

const WORD_UNIT = /[\p{L}\p{M}\p{N}\p{Pc}]/u;
const SPACE_UNIT = /\s/;

/** The class of the code unit at i for snapping to token edges: word, space or other. */
function unitClass(text: string, i: number): 0 | 1 | 2 {
  const c = text[i]!;
  return WORD_UNIT.test(c) ? 0 : SPACE_UNIT.test(c) ? 1 : 2;
}

/**
 * The whole-text fallback in linear time and constant extra memory: the common head and tail by
 * code units, each moved back to the edge of the word or space run it cuts (and off a surrogate
 * pair), so the range covers whole tokens: at least what the token-level fallback reports.
 */
function changedMiddle(before: string, after: string): Array<[number, number]> {
  const max = Math.min(before.length, after.length);
  let head = 0;
  while (head < max && before.charCodeAt(head) === after.charCodeAt(head)) head++;
  let tail = 0;
  while (tail < max - head && before.charCodeAt(before.length - 1 - tail) === after.charCodeAt(after.length - 1 - tail)) tail++;
  if (head > 0) {
    const cls = unitClass(after, head - 1);
    if (cls !== 2) while (head > 0 && unitClass(after, head - 1) === cls) head--;
    else if (/[\udc00-\udfff]/.test(after[head] ?? '')) head--;
  }
  let end = after.length - tail;
  if (end < after.length) {
    const cls = unitClass(after, end);
    if (cls !== 2) while (end < after.length && unitClass(after, end) === cls) end++;
    else if (/[\udc00-\udfff]/.test(after[end] ?? '')) end++;
  }
  if (end <= head) return [];
  return [trimPlainSpace(after, [head, end])];
}

function toRanges(after: string, tokens: string[], head: number, added: boolean[]): Array<[number, number]> {
  let offset = 0;
  for (let i = 0; i < head; i++) offset += tokens[i]!.length;
  const raw: Array<[number, number]> = [];
  let pendingSpace: [number, number] | null = null;
  for (let i = 0; i < added.length; i++) {
    const token = tokens[head + i]!;
    const start = offset;
    offset += token.length;
    if (added[i]) {
      const last = raw[raw.length - 1];
      if (last && (last[1] === start || (pendingSpace && last[1] === pendingSpace[0] && pendingSpace[1] === start))) last[1] = offset;
      else raw.push([start, offset]);
      pendingSpace = null;
    } else if (isSpace(token)) {
      // A kept space between two added words: bridge it if the next token is added too.
      pendingSpace = raw.length > 0 && raw[raw.length - 1]![1] === start ? [start, offset] : null;
    } else {
      pendingSpace = null;
    }
  }
  return raw.map((r) => trimPlainSpace(after, r));
}

/** Drops ordinary spacing at the edges; a range of spacing only (padding) is kept whole. */
function trimPlainSpace(text: string, [start, end]: [number, number]): [number, number] {
  let s = start;
  let e = end;
  while (s < e && PLAIN_SPACE.test(text[s]!)) s++;
  while (e > s && PLAIN_SPACE.test(text[e - 1]!)) e--;
  if (s === e) return [start, end];
  return [s, e];
}

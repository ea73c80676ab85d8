import type { ConfusableData, InvisibleClass, InvisibleData, InvisibleException } from './data.js';
import { overlaps, type Range } from './patterns.js';

/**
 * H8 (confusable Cyrillic between Latin letters), H9 (invisible and control characters) and
 * the normalised copy of a text the instruction cues also read: look-alikes folded to Latin
 * inside mixed-script words, invisible characters removed, tag characters decoded to ASCII.
 */

const hex = (cp: number): string => 'U+' + cp.toString(16).toUpperCase().padStart(4, '0');
const u = (cp: number): string => `\\u{${cp.toString(16)}}`;

const JOINING_SCRIPTS =
  /[\p{Script=Arabic}\p{Script=Syriac}\p{Script=Thaana}\p{Script=Nko}\p{Script=Mandaic}\p{Script=Hebrew}\p{Script=Devanagari}\p{Script=Bengali}\p{Script=Gurmukhi}\p{Script=Gujarati}\p{Script=Oriya}\p{Script=Tamil}\p{Script=Telugu}\p{Script=Kannada}\p{Script=Malayalam}\p{Script=Sinhala}\p{Script=Myanmar}\p{Script=Khmer}\p{Script=Lao}\p{Script=Thai}\p{Script=Tibetan}\p{Script=Mongolian}\p{Script=Phags_Pa}\p{Script=Balinese}\p{Script=Javanese}]/u;
const EMOJI_BEFORE_ZWJ = /[\p{Extended_Pictographic}\p{Emoji_Modifier}\u{FE0F}\u{20E3}]/u;
const EMOJI_AFTER_ZWJ = /[\p{Extended_Pictographic}\p{Emoji_Modifier_Base}]/u;
const HANGUL = /\p{Script=Hangul}/u;
const ASCII_LETTER = /^[A-Za-z]$/;
const BLACK_FLAG = 0x1f3f4;
const MIXED_ADJACENT = /[A-Za-z][\u0370-\u03FF\u0400-\u052F]|[\u0370-\u03FF\u0400-\u052F][A-Za-z]/;
const CANCEL_TAG = 0xe007f;

function cpBefore(text: string, i: number): number | null {
  if (i <= 0) return null;
  const lo = text.charCodeAt(i - 1);
  return text.codePointAt(lo >= 0xdc00 && lo <= 0xdfff && i >= 2 ? i - 2 : i - 1)!;
}

function cpAfter(text: string, i: number): number | null {
  return i < text.length ? text.codePointAt(i)! : null;
}

const is = (re: RegExp, cp: number | null): boolean => cp !== null && re.test(String.fromCodePoint(cp));

export interface InvisibleHit {
  index: number;
  cp: number;
  cls: InvisibleClass;
}

export class UnicodeScanner {
  private readonly h8: RegExp;
  private readonly fold = new Map<string, string>();
  private readonly foldAny: RegExp;
  private readonly candidates: RegExp;
  private readonly categoryTests: Map<string, RegExp>;

  constructor(
    readonly confusables: ConfusableData,
    readonly invisible: InvisibleData,
  ) {
    const set = confusables.letters.filter((l) => l.h8 && l.script === 'Cyrillic').map((l) => u(l.char.codePointAt(0)!));
    // Case-sensitive and adjacency-guarded: a look-alike counts only between two Latin letters.
    this.h8 = new RegExp(`(?<=[A-Za-z])[${set.join('')}](?=[A-Za-z])`, 'gu');
    for (const l of confusables.letters) this.fold.set(l.char, l.latin);
    this.foldAny = new RegExp(`[${confusables.letters.map((l) => u(l.char.codePointAt(0)!)).join('')}]`, 'u');
    const parts: string[] = [];
    this.categoryTests = new Map();
    for (const c of invisible.classes) {
      for (const [a, b] of c.ranges) parts.push(a === b ? u(a) : `${u(a)}-${u(b)}`);
      if (c.category) {
        parts.push(`\\p{${c.category}}`);
        this.categoryTests.set(c.category, new RegExp(`^\\p{${c.category}}$`, 'u'));
      }
    }
    this.candidates = new RegExp(`[${parts.join('')}]`, 'gu');
  }

  /** The scanner's own patterns with an example each, for the catastrophic-backtracking checks. */
  regexes(): Array<{ id: string; file: string; re: RegExp; examples: string[] }> {
    return [
      { id: 'h8', file: 'confusables.json', re: this.h8, examples: ['p\u0430ypal'] },
      { id: 'any-look-alike', file: 'confusables.json', re: this.foldAny, examples: ['\u0430'] },
      { id: 'candidates', file: 'invisible.json', re: this.candidates, examples: ['a\u200bb'] },
    ];
  }

  /** H8: indices of confusable letters between two Latin letters. */
  homoglyphs(text: string, added: Range[] | null): number[] {
    const out: number[] = [];
    this.h8.lastIndex = 0;
    for (let m = this.h8.exec(text); m !== null; m = this.h8.exec(text)) {
      if (added === null || overlaps(m.index, m.index + 1, added)) out.push(m.index);
    }
    return out;
  }

  classify(cp: number): InvisibleClass | null {
    for (const c of this.invisible.classes) for (const [a, b] of c.ranges) if (cp >= a && cp <= b) return c;
    const ch = String.fromCodePoint(cp);
    for (const c of this.invisible.classes) if (c.category && this.categoryTests.get(c.category)!.test(ch)) return c;
    return null;
  }

  /** Every invisible or control character with its class (fired or not), in text order. */
  invisibles(text: string): InvisibleHit[] {
    const out: InvisibleHit[] = [];
    this.candidates.lastIndex = 0;
    for (let m = this.candidates.exec(text); m !== null; m = this.candidates.exec(text)) {
      const cp = m[0].codePointAt(0)!;
      const cls = this.classify(cp);
      if (cls) out.push({ index: m.index, cp, cls });
    }
    return out;
  }

  /** Whether an invisible character is evidence (H9) rather than ordinary text shaping. */
  fires(text: string, hit: InvisibleHit, all: InvisibleHit[], k: number): boolean {
    const { cls, index, cp } = hit;
    const width = cp > 0xffff ? 2 : 1;
    const prev = cpBefore(text, index);
    const next = cpAfter(text, index + width);
    switch (cls.when) {
      case 'never':
        return false;
      case 'run': {
        const a = all[k - 1];
        const b = all[k + 1];
        const adjacent = (a !== undefined && a.cls === cls && a.index + (a.cp > 0xffff ? 2 : 1) === index) || (b !== undefined && b.cls === cls && b.index === index + width);
        if (!adjacent) return false;
        break;
      }
      case 'inside-latin-word':
        if (!(prev !== null && next !== null && ASCII_LETTER.test(String.fromCodePoint(prev)) && ASCII_LETTER.test(String.fromCodePoint(next)))) return false;
        break;
      case 'always':
        break;
    }
    return !cls.exceptions.some((e) => this.excused(e, text, index, cp, prev, next));
  }

  private excused(e: InvisibleException, text: string, index: number, cp: number, prev: number | null, next: number | null): boolean {
    switch (e) {
      case 'emoji-sequence':
        return is(EMOJI_BEFORE_ZWJ, prev) && is(EMOJI_AFTER_ZWJ, next);
      case 'joining-script':
        return is(JOINING_SCRIPTS, prev) || is(JOINING_SCRIPTS, next);
      case 'leading-bom':
        return index === 0;
      case 'hangul-context':
        return is(HANGUL, prev) || is(HANGUL, next);
      case 'tag-flag':
        return inFlagTagSequence(text, index, cp);
      case 'beside-blank':
        return besideBlank(text, index);
    }
  }

  /**
   * The normalised copy, or null when it would equal the text. `map[i]`/`mapEnd[i]` give the
   * original [start, end) of normalised unit i, so matches found in the copy are reported in
   * the original text.
   */
  normalise(text: string, hits: InvisibleHit[]): Normalised | null {
    // A mixed-script word has a Latin letter right next to a Cyrillic or Greek one (prose in two
    // scripts side by side does not, and is not folded).
    const drop = hits.filter((h) => h.cls.strip || h.cls.decode !== null);
    if (drop.length === 0 && !MIXED_ADJACENT.test(text)) return null;
    // Each normalised unit remembers the original [start, end) it came from.
    const map = new Int32Array(text.length);
    const mapEnd = new Int32Array(text.length);
    const parts: string[] = [];
    let n = 0;
    let stripped = false;
    let decoded = false;
    let from = 0;
    for (const hit of drop) {
      const i = hit.index;
      const w = hit.cp > 0xffff ? 2 : 1;
      for (let j = from; j < i; j++) {
        map[n] = j;
        mapEnd[n++] = j + 1;
      }
      parts.push(text.slice(from, i));
      if (hit.cls.decode === 'tag-ascii' && hit.cp >= 0xe0020 && hit.cp <= 0xe007e) {
        parts.push(String.fromCharCode(hit.cp - 0xe0000));
        map[n] = i;
        mapEnd[n++] = i + w;
        decoded = true;
      } else {
        stripped = true;
      }
      from = i + w;
    }
    for (let j = from; j < text.length; j++) {
      map[n] = j;
      mapEnd[n++] = j + 1;
    }
    parts.push(text.slice(from));
    let copy = parts.join('');
    let folded = false;
    if (MIXED_ADJACENT.test(copy)) {
      // Fold look-alikes only inside words that also hold an ASCII letter: Cyrillic or Greek
      // prose stays as it is and can never be read as an English instruction.
      copy = copy.replace(/[\p{L}\p{M}]+/gu, (word) => {
        if (!/[A-Za-z]/.test(word) || !this.foldAny.test(word)) return word;
        folded = true;
        let r = '';
        for (const ch of word) r += this.fold.get(ch) ?? ch;
        return r;
      });
    }
    if (!stripped && !decoded && !folded) return null;
    return { text: copy, map: map.subarray(0, n), mapEnd: mapEnd.subarray(0, n), stripped, decoded, folded };
  }

  hasConfusable(s: string): boolean {
    return this.foldAny.test(s);
  }
}

export interface Normalised {
  text: string;
  map: Int32Array;
  mapEnd: Int32Array;
  stripped: boolean;
  decoded: boolean;
  folded: boolean;
}

/** Subdivision flags (🏴 + tag letters/digits + cancel tag) are emoji, not smuggled text. */
function inFlagTagSequence(text: string, index: number, _cp: number): boolean {
  let s = index;
  while (s >= 2) {
    const p = text.codePointAt(s - 2)!;
    if (p >= 0xe0000 && p <= 0xe007f) s -= 2;
    else break;
  }
  if (s < 2 || text.codePointAt(s - 2) !== BLACK_FLAG) return false;
  let e = index;
  let count = 0;
  for (;;) {
    const c = text.codePointAt(e);
    if (c === undefined || c < 0xe0000 || c > 0xe007f) return false;
    e += 2;
    if (c === CANCEL_TAG) break;
    const ok = (c >= 0xe0061 && c <= 0xe007a) || (c >= 0xe0030 && c <= 0xe0039);
    if (!ok) return false;
    count++;
  }
  // Walk from the flag to check every tag before `index` too.
  for (let i = s; i < index; i += 2) {
    const c = text.codePointAt(i)!;
    if (!((c >= 0xe0061 && c <= 0xe007a) || (c >= 0xe0030 && c <= 0xe0039))) return false;
    count++;
  }
  return count >= 2 && count <= 7;
}

export { hex as codePointLabel };

/** Zero-width characters a short run of which may sit next to a blank (BESIDE_BLANK_RUN at most). */
const ZERO_WIDTH = /[\u200B\u2060-\u2064\uFEFF]/;
const BESIDE_BLANK_RUN = 3;

/**
 * Whether a zero-width character sits in a short run of them next to a blank: it splits no word
 * and pads nothing out of view (a conversion artefact of "How \u200B\u200Bto"). A run inside a
 * word, or a long one, still fires.
 */
function besideBlank(text: string, index: number): boolean {
  let s = index;
  while (s > 0 && ZERO_WIDTH.test(text[s - 1]!)) s--;
  let e = index + 1;
  while (e < text.length && ZERO_WIDTH.test(text[e]!)) e++;
  if (e - s > BESIDE_BLANK_RUN) return false;
  const blank = (i: number): boolean => i >= 0 && i < text.length && /\s/.test(text[i]!);
  return blank(s - 1) || blank(e);
}

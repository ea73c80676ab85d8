import type { Severity } from '../model.js';
import { Checker } from './check.js';
import type { ShadowingData } from './data.js';
import { foldName as fold, IDENTIFIER_LIKE, nameWords } from './name-words.js';

/** How a tool name of one server relates to a tool name of another server of the scan. */
export type ShadowKind = 'duplicate' | 'supersede' | 'variant' | 'one-edit' | 'named';

export interface ShadowVerdict {
  kind: ShadowKind;
  severity: Severity;
}

/** The namespaces (name-words.ts `namespaces`) of the tool's own server and of the other server. */
export interface NameSpaces {
  mine: ReadonlySet<string>;
  theirs: ReadonlySet<string>;
}

/**
 * Cross-server names (H11 over a fleet). Generic names (`search`, `list_tables`) are shared by
 * unrelated vendors, so an exact duplicate is only worth a low note; a shadow needs a sign: the
 * text claims to supersede or replace the other tool, or the name is a near look-alike of the
 * other one (`search_v2`, `search-pro`, one edit away). Pure; the data is context.json `shadowing`.
 */
export class Shadowing {
  private readonly variant: RegExp;
  private readonly objectMark: RegExp;
  private readonly supersede: RegExp;
  private readonly supersedeVerb: RegExp;

  constructor(readonly data: ShadowingData, expand: (source: string, c: Checker) => string) {
    const c = new Checker('context.json', 'shadowing');
    this.variant = c.regex(`^(?:${expand(data.variant.pattern, c)})$`, 'i', 'variant');
    this.objectMark = c.regex(`^(?:${expand(data.objectMark.pattern, c)})$`, 'i', 'objectMark');
    this.supersede = c.regex(expand(data.supersede.pattern, c), 'i', 'supersede');
    // Anchored at the end: read on the few characters before a mention of the other tool's name.
    this.supersedeVerb = c.regex(`(?:${expand(data.supersedeVerb.pattern, c)})$`, 'i', 'supersedeVerb');
  }

  regexes(): Array<{ id: string; re: RegExp; maxInput: number | null; examples: string[] }> {
    return [
      { id: 'shadowing.variant', re: this.variant, maxInput: 64, examples: this.data.variant.examples.match },
      { id: 'shadowing.objectMark', re: this.objectMark, maxInput: 64, examples: this.data.objectMark.examples.match },
      { id: 'shadowing.supersede', re: this.supersede, maxInput: null, examples: this.data.supersede.examples.match },
      { id: 'shadowing.supersedeVerb', re: this.supersedeVerb, maxInput: CLAIM_WINDOW, examples: this.data.supersedeVerb.examples.match },
    ];
  }

  /** Whether a name differs from another by a variant mark only (the rest of it, `_v2`, `pro_`). */
  isVariantMark(rest: string): boolean {
    return rest.length > 0 && rest.length <= 64 && this.variant.test(rest);
  }

  /** Whether a mark added after a one-word name says what the tool works on (`latest`, `new`). */
  isObjectMark(rest: string): boolean {
    return rest.length > 0 && rest.length <= 64 && this.objectMark.test(rest);
  }

  claimsToSupersede(text: string): boolean {
    return this.supersede.test(text);
  }

  /** Whether the text writes a claim verb just before `other` itself ("Supersedes page_oncall from other paging integrations"). */
  claimsOver(text: string, other: string): boolean {
    return mentionsOf(text, other).some((i) => this.supersedeVerb.test(text.slice(Math.max(0, i - CLAIM_WINDOW), i)));
  }

  /** `name` (this server's tool, described by `text`) against `other` (another server's tool), or null. */
  verdict(name: string, other: string, text: string, spaces?: NameSpaces): ShadowVerdict | null {
    const a = fold(name);
    const b = fold(other);
    if (a === b) {
      const supersede = this.claimsToSupersede(text) || this.claimsOver(text, other);
      return { kind: supersede ? 'supersede' : 'duplicate', severity: supersede ? this.data.shadow : this.data.duplicate };
    }
    // Only the longer name can be the variant of the shorter one.
    const rest = addedMark(a, b);
    if (rest !== null && this.isVariantMark(rest)) {
      // `fetch_latest` beside `fetch`: a verb alone and what it fetches, not an edition of it.
      const object = a.startsWith(b) && nameWords(other).length === 1 && this.isObjectMark(rest);
      return { kind: 'variant', severity: object ? this.data.duplicate : this.data.shadow };
    }
    // A near name (one edit, a plural, a variant mark) whose own text writes the other server's
    // tool name as it is: "use this instead of send_message". The name needs no translation, so
    // the claim is seen in any language; honest neighbours do not name each other's tools.
    const swap = swappedPair(a, b);
    const near = oneEdit(a, b) || swap || pluralOnly(a, b) || pluralWord(name, other) || variantOf(a, b, this);
    if (near && Math.min(a.length, b.length) >= MIN_NAMED_LENGTH && namesTool(text, other)) return { kind: 'named', severity: this.data.shadow };
    if ((swap && a.length >= this.data.minSwapLength) || (Math.min(a.length, b.length) >= this.data.minEditLength && oneEdit(a, b) && !pluralOnly(a, b) && !pluralWord(name, other))) {
      // `search_nodes` beside `search_notes`: two honest tools whose differing word each names what
      // it works on. A typo-squat's odd word (`emaiI`) is one its own description never writes.
      const honest = ownWordsExplain(name, other, text) || (spaces !== undefined && namespaceOnly(name, other, spaces));
      return { kind: 'one-edit', severity: honest ? this.data.duplicate : this.data.shadow };
    }
    return null;
  }
}

/** Folded names shorter than this are left to the other signs (`get`, `list` are words, not names). */
const MIN_NAMED_LENGTH = 6;
/** What an identifier may hold: a mention of a name ends where these stop. */
const NAME_UNIT = /[\p{L}\p{N}_\-]/u;

/** What the longer folded name adds before or after the shorter one (`v2` of `searchv2`), or null. */
function addedMark(long: string, short: string): string | null {
  if (long.length <= short.length) return null;
  if (long.startsWith(short)) return long.slice(short.length);
  if (long.endsWith(short)) return long.slice(0, long.length - short.length);
  return null;
}

/** Either name is the other with a variant mark added. */
function variantOf(a: string, b: string, s: Shadowing): boolean {
  const rest = addedMark(a, b) ?? addedMark(b, a);
  return rest !== null && s.isVariantMark(rest);
}

/**
 * Whether `text` writes `name` as a name: identifier-like (a separator, a digit or a camel hump,
 * so that an ordinary word such as `transfer` is not taken for one) and standing alone.
 */
export function namesTool(text: string, name: string): boolean {
  return mentionsOf(text, name).length > 0;
}

/** Where `name` is written in `text` as a whole identifier (at most MAX_MENTIONS places). */
function mentionsOf(text: string, name: string): number[] {
  const out: number[] = [];
  if (!IDENTIFIER_LIKE.test(name)) return out;
  for (let i = text.indexOf(name); i >= 0 && out.length < MAX_MENTIONS; i = text.indexOf(name, i + 1)) {
    const before = i > 0 ? text[i - 1]! : ' ';
    const after = text[i + name.length] ?? ' ';
    if (!NAME_UNIT.test(before) && !NAME_UNIT.test(after)) out.push(i);
  }
  return out;
}

/** Characters before a mention read for a claim verb, and mentions read per name: bounds for hostile text. */
const CLAIM_WINDOW = 48;
const MAX_MENTIONS = 64;

/**
 * Every word of `name` that `other` lacks is written in `name`'s own description: as a word, or
 * (four letters or more) as the start or end of one, as "mail" is of the "email" that Microsoft's
 * `delete-mail-message` deletes beside Google's `deleteGmailMessage`.
 */
function ownWordsExplain(name: string, other: string, text: string): boolean {
  const theirs = new Set(nameWords(other));
  const mine = nameWords(name).filter((w) => !theirs.has(w));
  if (mine.length === 0) return false;
  const words = text.toLowerCase().split(/[^\p{L}\p{N}]+/u);
  const set = new Set(words);
  return mine.every((w) => set.has(w) || (w.length >= MIN_AFFIX && words.some((x) => x.length > w.length && (x.startsWith(w) || x.endsWith(w)))) || clipped(w, words));
}

/** A plural clipped from a longer word the text writes: `stats` of "statistics" (`get_project_stats` beside `get_project_status`). */
function clipped(w: string, words: string[]): boolean {
  if (!w.endsWith('s') || w.length <= MIN_AFFIX) return false;
  const stem = w.slice(0, -1);
  return words.some((x) => x.length >= w.length + 2 && x.startsWith(stem));
}
/** A name's word this long may be explained by a longer word it starts or ends. */
const MIN_AFFIX = 4;

/**
 * The names differ in their first word only, and each is its own server's namespace:
 * `gmaps_search_places` of a scraper whose map tools all start `gmaps_`, beside a maps server's
 * `maps_search_places`. Each vendor prefixed a family of its tools with its own product; a
 * squatter's odd prefix on one tool, or an edit inside the words that do the work, still counts.
 */
function namespaceOnly(name: string, other: string, spaces: NameSpaces): boolean {
  const a = nameWords(name);
  const b = nameWords(other);
  if (a.length !== b.length || a.length < 2 || a[0] === b[0]) return false;
  return a.slice(1).every((w, i) => w === b[i + 1]) && spaces.mine.has(a[0]!) && spaces.theirs.has(b[0]!);
}

/**
 * Two neighbouring characters swapped, nothing else (`sharefiel` of `sharefile`): a typist's slip
 * that no vendor ships as a name of its own, unlike a changed letter (`send_mail`, `send_email`).
 */
export function swappedPair(a: string, b: string): boolean {
  if (a.length !== b.length || a === b) return false;
  let i = 0;
  while (a[i] === b[i]) i++;
  return a[i] === b[i + 1] && a[i + 1] === b[i] && a.slice(i + 2) === b.slice(i + 2);
}

/** A trailing `s` (or `es`) is a plural, not a look-alike: `get_issue` and `get_issues` are both honest. */
function pluralOnly(a: string, b: string): boolean {
  const [s, l] = a.length < b.length ? [a, b] : [b, a];
  return l === `${s}s`;
}

/**
 * One word of the name is the plural of the other's, anywhere in it: `get_projects_list` beside
 * `get_project_list` is two vendors' spelling of one generic idea, as a trailing plural is.
 */
function pluralWord(name: string, other: string): boolean {
  const a = nameWords(name);
  const b = nameWords(other);
  if (a.length !== b.length) return false;
  const diff = a.flatMap((w, i) => (w === b[i] ? [] : [[w, b[i]!] as const]));
  return diff.length === 1 && (diff[0]![0] === `${diff[0]![1]}s` || diff[0]![1] === `${diff[0]![0]}s`);
}

/** Exactly one insertion, deletion or substitution apart (the strings differ). */
export function oneEdit(a: string, b: string): boolean {
  if (a === b || Math.abs(a.length - b.length) > 1) return false;
  let i = 0;
  while (i < a.length && i < b.length && a[i] === b[i]) i++;
  if (a.length === b.length) return a.slice(i + 1) === b.slice(i + 1);
  return a.length > b.length ? a.slice(i + 1) === b.slice(i) : a.slice(i) === b.slice(i + 1);
}

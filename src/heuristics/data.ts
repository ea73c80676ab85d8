import type { HeuristicId, Severity } from '../model.js';
import type { ScoredHeuristicId } from '../findings.js';
import type { TextKind } from '../diff/types.js';
import type { HeuristicMeta } from './types.js';

/**
 * The validated contents of the data files under heuristics/ (see heuristics/README.md).
 * Parsing and validation live in parse-data.ts; compilation in compile.ts.
 */

export interface Examples {
  match: string[];
  nomatch: string[];
}

export interface CatalogueData {
  version: string;
  heuristics: HeuristicMeta[];
}

/** A cue family; payload families say what an injection wants, frame families only how it speaks. */
export interface FamilyDef {
  id: string;
  role: 'payload' | 'frame' | 'target' | 'context' | 'markup' | 'evasion';
  /** Most a family adds to a text's score, however many of its cues fire (null: no cap). */
  cap: number | null;
  /**
   * The heuristics whose score this family adds to (null: every one). A family that only means
   * something next to another (a false report next to an alteration) must not lift unrelated
   * rules: honest text echoes what the user asked far more often than it tampers.
   */
  countsFor: HeuristicId[] | null;
  summary: string;
}

/** When a scored content heuristic fires: every group of `requireAll` has a cue, and the score reaches a threshold. */
export interface RuleDef {
  heuristic: ScoredHeuristicId;
  /** Each inner list is any-of (family ids); all groups must hold. */
  requireAll: string[][];
  /** Lowest score for each severity; the highest one reached wins. */
  thresholds: Partial<Record<Severity, number>>;
  /**
   * The most a finding of this rule may weigh without a payload, one ceiling per step: `unless`
   * lists alternatives, each a requireAll (groups of families that must all hold). Honest
   * agent-directed prose (usage guides, banners, forced calls, a request for the model's name)
   * can score high; only a payload (a secret moved, an override, secrecy, a command, a
   * destination) makes it CRITICAL. Every ceiling applies; the lowest that holds wins.
   */
  ceilings: Array<{ severity: Severity; unless: string[][][] }>;
}

/** A cue the engine computes itself (evasion, growth); only its weight and family are data. */
export interface ComputedCueDef {
  id: string;
  family: string;
  weight: number;
  summary: string;
}

export interface ScoringData {
  version: string;
  families: FamilyDef[];
  rules: RuleDef[];
  /** A cue that fired only on the normalised copy (folded look-alikes, removed invisibles, decoded tags). */
  evasion: { fold: ComputedCueDef; strip: ComputedCueDef; tags: ComputedCueDef };
  /** A changed description that grew past `factor` times its old length by at least `minAddedChars`. */
  growth: ComputedCueDef & { factor: number; minAddedChars: number };
  /** A change whose added words hold a cue of `families` weighing at least `minWeight`. */
  addedPayload: ComputedCueDef & { minWeight: number; families: string[] };
  /** Literal cues (literal-cues.ts): what a value or a change writes, judged by whether the manifest explains it. */
  literals: LiteralsData;
}

/** One text of a one-tool manifest (`before`: the text it replaced, for a change; `examples`: a schema's examples value). */
export interface LiteralExample {
  tool: string;
  kind: TextKind | 'examples';
  text: string;
  before?: string;
}

export type LiteralCueDef = ComputedCueDef & { examples: { match: LiteralExample[]; nomatch: LiteralExample[] } };

export interface LiteralsData {
  /** A default or an enum member that is someone else's destination (first contact, new tool). */
  value: LiteralCueDef;
  /** A change that writes a destination the previous definition did not have. */
  addedDestination: LiteralCueDef;
  /** A change that names a secret file the tool never spoke of. */
  secretFile: LiteralCueDef;
  /** A change that adds a command line stashing or dumping data. */
  shellStash: LiteralCueDef;
  /** A markdown image with a query string to a host the tool does not name. */
  image: LiteralCueDef;
  /** Registrable hosts that are nobody's destination (public code and documentation hosts). */
  neutralHosts: string[];
  /** Cues that leave the pool when the image they read points at the product's own host. */
  ownImageClears: string[];
  /** Cues cleared when the handle they name is the product's own (a bot or account named after it). */
  ownHandleClears: string[];
}

export interface MacroDef {
  id: string;
  pattern: string;
  examples: Examples;
}

export interface CueDef {
  id: string;
  family: string;
  weight: number;
  pattern: string;
  /** Lower-case substrings, one of which a matching text must contain (a cheap prefilter). */
  keywords: string[];
  caseSensitive: boolean;
  /** Match only at word edges (checked in code, Unicode-aware). */
  bounded: boolean;
  /** ^ and $ match at line breaks. */
  multiline: boolean;
  /** Only texts of these kinds (default: every kind). */
  kinds: TextKind[] | null;
  /** Texts shorter than this (UTF-16 units) cannot match and are skipped (default 0). */
  minLength: number;
  /**
   * Proximity: `pattern` is a rare anchor (an address, a secret path), and `near` must match in the
   * `window` units before (or after, or either side of) it. The anchor keeps the regex linear on
   * attacker-sized input; the window check runs on a short slice only.
   */
  near: { pattern: string; window: number; side: 'before' | 'after' | 'around' } | null;
  /**
   * Co-occurrence: each of these patterns (word lists of one concept: a verb of telling, a word for
   * the user, a word for "original") must also match in the sentence of the `pattern` match. Many
   * phrasings of one idea share its concepts, not its word order: a cue over concepts generalises
   * where a phrase does not. Sentences end at a line break or at . ! ? ; before a blank, not at the
   * full stop of an abbreviation ("e.g.", "bzw.").
   */
  sentence: string[] | null;
  /**
   * With `sentence`: patterns none of which may match in that sentence. A concept cue reads words,
   * not their scope: "proceed without confirmation" grants, "never proceed without confirmation"
   * forbids. The forms that turn the words around (a prohibition) are listed here.
   */
  unless: string[] | null;
  /**
   * A cheap test every text the cue matches passes, run before the cue's regex: `newlines` — at
   * least n line breaks; `blank-run` — n horizontal blanks (space, tab, no-break and typographic
   * spaces, ideographic space) in a row (both for padding cues, whose only keyword is whitespace);
   * `pattern` — a regex far cheaper than the cue's own (for a costly anchor that common keywords
   * wake, such as an address), searched for with the cue's case sensitivity.
   */
  precheck: { kind: 'newlines' | 'blank-run'; n: number } | { kind: 'pattern'; pattern: string } | null;
  /**
   * Cues written apart that read the same thing (a phrasing covered by two cues of one family) name
   * one concept and count once, the heavier; default: the id without its language prefix.
   */
  concept: string | null;
  summary: string | null;
  examples: Examples;
}

export interface CueFile {
  file: string;
  version: string;
  language: string;
  heuristics: HeuristicId[];
  cues: CueDef[];
}

export interface ContextExample {
  text: string;
  names: string[];
}

/**
 * A cue that reads the manifest: a mention of the tool's own parameter, of another tool of the
 * scan (this server's included), or of a tool only another server of the scan exposes (foreign).
 */
export interface ContextCueDef {
  id: string;
  family: string;
  weight: number;
  subject: 'own-param' | 'other-tool' | 'foreign-tool';
  /** Must match the text just before the mention (anchored at its end); null: not needed. */
  before: string | null;
  /** Must match the text just after the mention (anchored at its start); null: not needed. */
  after: string | null;
  /** How many UTF-16 units each side `before` and `after` look at. */
  window: number;
  summary: string;
  examples: { match: ContextExample[]; nomatch: ContextExample[] };
}

export interface ContextData {
  version: string;
  /** A plain-word name (`search`, `content`) counts only when quoted or named as a tool/parameter. */
  qualify: { before: string; after: string };
  cues: ContextCueDef[];
  shadowing: ShadowingData;
}

/** Cross-server tool names (H11 over a fleet): see shadowing.ts. */
export interface ShadowingData {
  /** An exact duplicate of another server's tool name, with no sign of shadowing. */
  duplicate: Severity;
  /** A duplicate that claims to supersede the other, or a near look-alike name. */
  shadow: Severity;
  /** Shortest name (after folding case and separators) a one-edit look-alike is looked for in. */
  minEditLength: number;
  /** Shortest name (folded) in which two swapped neighbouring characters make a look-alike. */
  minSwapLength: number;
  /** What a name adds to another to be its variant (`_v2`, `-pro`, `new_`), matched whole. */
  variant: { pattern: string; examples: Examples };
  /**
   * Marks that, after a one-word name, say what it works on (`fetch_latest`: the latest items),
   * not which edition it is: such a pair is judged as a duplicate.
   */
  objectMark: { pattern: string; examples: Examples };
  /** A text that claims to replace or supersede another tool. */
  supersede: { pattern: string; examples: Examples };
  /** A claim verb written just before the other tool's own name ("Supersedes page_oncall"). */
  supersedeVerb: { pattern: string; examples: Examples };
}

export interface RiskyEntry {
  id: string;
  /** token: one whole name token; prefix: a token starting with value; name: the whole name. */
  match: 'token' | 'prefix' | 'name';
  value: string;
  /** The name must also hold one of these tokens (e.g. `code` only with `source`, `python` …). */
  with: string[] | null;
  /** Tokens that are not this entry although they start with its prefix (`executive`). */
  except: string[];
  examples: Examples;
}

export interface RiskyData {
  version: string;
  entries: RiskyEntry[];
}

export interface ConfusableLetter {
  char: string;
  latin: string;
  script: 'Cyrillic' | 'Greek';
  /** In H8's set (fires between two Latin letters); otherwise only used to fold look-alikes. */
  h8: boolean;
}

export interface ConfusableData {
  version: string;
  severity: { text: Severity; name: Severity };
  letters: ConfusableLetter[];
  examples: Examples;
}

export type InvisibleWhen = 'always' | 'run' | 'inside-latin-word' | 'never';
export type InvisibleException = 'emoji-sequence' | 'joining-script' | 'leading-bom' | 'tag-flag' | 'hangul-context' | 'beside-blank';
export const INVISIBLE_EXCEPTIONS: readonly InvisibleException[] = [
  'emoji-sequence',
  'joining-script',
  'leading-bom',
  'tag-flag',
  'hangul-context',
  'beside-blank',
];

export interface InvisibleClass {
  id: string;
  /** Inclusive code point ranges, hex. */
  ranges: Array<[number, number]>;
  /** A Unicode general category taking every code point no earlier class took (e.g. Cf). */
  category: string | null;
  when: InvisibleWhen;
  exceptions: InvisibleException[];
  /** Removed from the normalised copy the instruction cues also read. */
  strip: boolean;
  /** Tag characters spell ASCII: the normalised copy holds the decoded text. */
  decode: 'tag-ascii' | null;
  summary: string;
  examples: Examples;
}

export interface InvisibleData {
  version: string;
  severity: Severity;
  classes: InvisibleClass[];
}

/** Everything under heuristics/, validated. `versions` maps each file (relative path) to its version. */
export interface HeuristicsData {
  catalogue: CatalogueData;
  scoring: ScoringData;
  macros: MacroDef[];
  cueFiles: CueFile[];
  context: ContextData;
  risky: RiskyData;
  confusables: ConfusableData;
  invisible: InvisibleData;
  versions: Record<string, string>;
  /** Which heuristics each file serves (for `heuristics list`). */
  serves: Record<string, HeuristicId[]>;
}

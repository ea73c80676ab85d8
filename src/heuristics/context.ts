import { Checker } from './check.js';
import type { ContextCueDef, ContextData } from './data.js';
import { NEEDS_UNICODE, overlaps, type Range } from './patterns.js';
import { IdentifierRuns, scanIdentifierRuns } from './identifier-runs.js';
import { machineCode } from './machine-code.js';
import { IDENTIFIER_LIKE } from './name-words.js';

const flagsFor = (source: string): string => 'i' + (NEEDS_UNICODE.test(source) ? 'u' : '');

/**
 * Cues that read the manifest, not just the text: a description that names one of its own
 * tool's parameters (parameter poisoning) or another tool of the scan (shadowing) next to a
 * directive. Names are looked up in a Set run by run (identifier-runs.ts; the keyword scan
 * records the runs on its way), so thousands of session tools cost no pass of their own.
 */

interface NameLookup {
  set: Set<string>;
  /**
   * One slot per (first code unit, length capped at MAX_SHAPE_LEN) of the identifier-alphabet
   * names: a run whose first unit and length no name shares is not sliced nor looked up.
   */
  shape: Uint8Array;
  /** Shortest and longest identifier-alphabet name: other runs are not looked up. */
  min: number;
  max: number;
  /** Names with other characters, searched for with indexOf. */
  unusual: string[];
}
/** The other-tool cue whose directive is a call verb before the name: a plain word it names is a tool. */
const CALL_CUE = 'ctx.other-tool.call';
/** How far around a mention the qualifying words (tool, parameter …) are looked for. */
const QUALIFY_WINDOW = 40;
/** Lengths above this share one slot of NameLookup.shape. */
const MAX_SHAPE_LEN = 64;
const shapeSlot = (c: number, len: number): number => c * (MAX_SHAPE_LEN + 1) + Math.min(len, MAX_SHAPE_LEN);
/** Lookups kept by content, for callers that pass an equal list as a new array at every call. */
const MAX_CACHED_LOOKUPS = 64;
const QUOTES = new Set(['`', "'", '"', '‘', '’', '“', '”', '«', '»', '「', '」', '*']);

function sameNames(a: readonly string[], b: readonly string[]): boolean {
  if (a.length !== b.length) return false;
  for (let i = 0; i < a.length; i++) if (a[i] !== b[i]) return false;
  return true;
}

export interface CompiledContextCue {
  def: ContextCueDef;
  before: RegExp | null;
  after: RegExp | null;
}

export interface Mention {
  start: number;
  end: number;
  name: string;
  /** Whether it stands as a name (computed on demand: only bare mention cues need it). */
  qualified: () => boolean;
}

export interface ContextHit {
  def: ContextCueDef;
  start: number;
  end: number;
  name: string;
}

export class ContextCues {
  private readonly qualifyBefore: RegExp;
  private readonly qualifyAfter: RegExp;
  private readonly cues: CompiledContextCue[];
  private readonly hasOwn: boolean;
  private readonly hasOther: boolean;
  private readonly hasForeign: boolean;
  private readonly sets = new WeakMap<string[], NameLookup>();
  /** Lookups by a hash of their list's content, each with a copy of its list to compare. */
  private readonly byContent = new Map<number, Array<{ names: string[]; lookup: NameLookup }>>();
  /** The runs of a text the keyword scan did not record them for. */
  private readonly runs = new IdentifierRuns();
  private cachedLookups = 0;

  constructor(data: ContextData, expand: (source: string, c: Checker) => string) {
    const c = new Checker('context.json');
    this.qualifyBefore = c.regex(`(?:${expand(data.qualify.before, c)})$`, flagsFor(data.qualify.before), 'qualify.before');
    this.qualifyAfter = c.regex(`^(?:${expand(data.qualify.after, c)})`, flagsFor(data.qualify.after), 'qualify.after');
    this.cues = data.cues.map((def) => {
      const at = c.at(def.id);
      return {
        def,
        before: def.before === null ? null : at.regex(`(?:${expand(def.before, at)})$`, flagsFor(def.before), 'before'),
        after: def.after === null ? null : at.regex(`^(?:${expand(def.after, at)})`, flagsFor(def.after), 'after'),
      };
    });
    this.hasOwn = this.cues.some((c) => c.def.subject === 'own-param');
    this.hasOther = this.cues.some((c) => c.def.subject === 'other-tool');
    this.hasForeign = this.cues.some((c) => c.def.subject === 'foreign-tool');
  }

  get all(): readonly CompiledContextCue[] {
    return this.cues;
  }

  /** The compiled patterns, the longest window each one reads, and texts it matches. */
  regexes(): Array<{ id: string; re: RegExp; maxInput: number; examples: string[] }> {
    const out = [
      { id: 'qualify.before', re: this.qualifyBefore, maxInput: QUALIFY_WINDOW, examples: ['the tool ', 'parameter '] },
      { id: 'qualify.after', re: this.qualifyAfter, maxInput: QUALIFY_WINDOW, examples: [' tool', ' parameter'] },
    ];
    for (const c of this.cues) {
      const examples = c.def.examples.match.map((e) => e.text);
      if (c.before) out.push({ id: `${c.def.id}#before`, re: c.before, maxInput: c.def.window, examples });
      if (c.after) out.push({ id: `${c.def.id}#after`, re: c.after, maxInput: c.def.window, examples });
    }
    return out;
  }

  private lookupOf(names: string[]): NameLookup {
    let l = this.sets.get(names);
    if (l) return l;
    // Short lists are also found by content: a caller that filters the session's names per tool
    // passes a new array at every call. The key is a hash of the names, checked name by
    // name (joining the names into a key, or a WeakMap entry per call, costs more).
    const hash = names.length <= 256 ? this.hashOf(names) : null;
    const bucket = hash === null ? undefined : this.byContent.get(hash);
    if (bucket) for (const x of bucket) if (sameNames(x.names, names)) return x.lookup;
    const set = new Set(names.filter((n) => n.length >= 2));
    let min = Infinity;
    let max = 0;
    const unusual: string[] = [];
    const shape = new Uint8Array(128 * (MAX_SHAPE_LEN + 1));
    for (const n of set) {
      if (/^[A-Za-z0-9_][A-Za-z0-9_.\-]*$/.test(n)) {
        min = Math.min(min, n.length);
        max = Math.max(max, n.length);
        shape[shapeSlot(n.charCodeAt(0), n.length)] = 1;
      } else {
        unusual.push(n);
      }
    }
    l = { set, shape, min, max, unusual };
    if (hash !== null) {
      let into = bucket;
      if (this.cachedLookups >= MAX_CACHED_LOOKUPS) {
        this.byContent.clear();
        this.cachedLookups = 0;
        into = undefined;
      }
      const entry = { names: names.slice(), lookup: l };
      if (into) into.push(entry);
      else this.byContent.set(hash, [entry]);
      this.cachedLookups++;
    }
    this.sets.set(names, l);
    return l;
  }

  /**
   * A hash of the list from each name's length and three of its code units: cheaper than interning
   * the names, and lists that collide are told apart by sameNames.
   */
  private hashOf(names: readonly string[]): number {
    let h = names.length;
    for (let i = 0; i < names.length; i++) {
      const n = names[i]!;
      const k = n.length;
      const id = k === 0 ? 0 : k ^ (n.charCodeAt(0) << 8) ^ (n.charCodeAt(k >> 1) << 16) ^ (n.charCodeAt(k - 1) << 24);
      h = (Math.imul(h, 0x01000193) ^ id) | 0;
    }
    return h;
  }

  /**
   * Mentions of the names of each lookup in `text`, looked up run by run (only runs as long as
   * some name; the runs come from the keyword scan, or from a scan of their own). `qualified` tells on demand whether a mention stands as a
   * name (identifier-like, quoted, or called a tool/parameter by the words around it).
   */
  private mentions(text: string, lookups: Array<NameLookup | null>, exclude: Array<string | null>, given: IdentifierRuns | undefined): Mention[][] {
    const out: Mention[][] = [];
    // A lookup without identifier-alphabet names has min Infinity and max 0: no run is looked up in it.
    let min = Infinity;
    let max = 0;
    for (const l of lookups) {
      out.push([]);
      if (l === null) continue;
      min = Math.min(min, l.min);
      max = Math.max(max, l.max);
    }
    let runs = given;
    if (max > 0 && runs?.text !== text) scanIdentifierRuns(text, (runs = this.runs));
    const count = max > 0 ? runs!.count : 0;
    const starts = runs?.starts;
    const ends = runs?.ends;
    for (let r = 0; r < count; r++) {
      const i = starts![r]!;
      const e = ends![r]!;
      const len = e - i;
      if (len < min || len > max) continue;
      const c = text.charCodeAt(i);
      let tok: string | null = null;
      for (let k = 0; k < lookups.length; k++) {
        const l = lookups[k];
        if (!l || len < l.min || len > l.max || l.shape[shapeSlot(c, len)] !== 1) continue;
        tok ??= text.slice(i, e);
        if (l.set.has(tok)) this.addMention(out[k]!, text, i, e, tok, exclude[k]!);
      }
    }
    // Names outside the ASCII token alphabet (rare) are searched for directly.
    for (let k = 0; k < lookups.length; k++) {
      for (const name of lookups[k]?.unusual ?? []) {
        for (let i = text.indexOf(name); i >= 0; i = text.indexOf(name, i + 1)) this.addMention(out[k]!, text, i, i + name.length, name, exclude[k]!);
      }
    }
    return out;
  }

  private addMention(list: Mention[], text: string, s: number, e: number, name: string, exclude: string | null): void {
    if (name !== exclude) list.push({ start: s, end: e, name, qualified: () => this.qualified(text, s, e, name, QUALIFY_WINDOW) });
  }

  private qualified(text: string, s: number, e: number, name: string, window: number): boolean {
    if (IDENTIFIER_LIKE.test(name) || QUOTES.has(text[s - 1] ?? '') || QUOTES.has(text[e] ?? '')) return true;
    return this.qualifyBefore.test(text.slice(Math.max(0, s - window), s)) || this.qualifyAfter.test(text.slice(e, e + window));
  }

  /**
   * Every context cue that fires, with its first qualifying mention (overlapping `added` when
   * given). `runs`: the identifier runs of `text` when the keyword scan recorded them.
   */
  run(text: string, ownParams: string[], otherTools: string[], ownTool: string | null, added: Range[] | null, runs?: IdentifierRuns, foreignTools: string[] = []): ContextHit[] {
    const hits: ContextHit[] = [];
    const [own, other, foreign] = this.mentions(
      text,
      [
        this.hasOwn && ownParams.length > 0 ? this.lookupOf(ownParams) : null,
        this.hasOther && otherTools.length > 0 ? this.lookupOf(otherTools) : null,
        this.hasForeign && foreignTools.length > 0 ? this.lookupOf(foreignTools) : null,
      ],
      [null, ownTool, ownTool],
      runs,
    );
    const bySubject = { 'own-param': own!, 'other-tool': other!, 'foreign-tool': foreign! };
    for (const cue of this.cues) {
      const list = bySubject[cue.def.subject];
      // A bare mention must stand as a name. So must a plain word named as another tool ("when the
      // confirm flag is set" is no mention of another server's `confirm` tool) unless a call verb
      // names it (`call confirm`): only the own-param cues take a directive as qualification.
      const bare = (cue.before === null && cue.after === null) || (cue.def.subject !== 'own-param' && cue.def.id !== CALL_CUE);
      for (const { start: s, end: e, name, qualified } of list) {
        if (bare && !qualified()) continue;
        // Another vendor's tool is named by its identifier: a plain word that some server also
        // uses as a tool name (`project`, `search`) is not taken for one, quoted or not.
        if (cue.def.subject === 'foreign-tool' && !IDENTIFIER_LIKE.test(name)) continue;
        const hit = this.judge(cue, text, s, e);
        if (hit === null) continue;
        if (added !== null && !overlaps(hit[0], hit[1], added)) continue;
        hits.push({ def: cue.def, start: hit[0], end: hit[1], name });
        break;
      }
    }
    return hits;
  }

  /** The span the cue covers (mention plus the directive next to it), or null. */
  private judge(cue: CompiledContextCue, text: string, s: number, e: number): Range | null {
    const w = cue.def.window;
    if (cue.before === null && cue.after === null) return [s, e];
    // Straight to machine code (machine-code.ts): a directive pattern is a long alternation, and
    // one mention of a parameter in each of a tool's texts runs it more than once.
    if (cue.before) {
      const pre = text.slice(Math.max(0, s - w), s);
      const m = machineCode(cue.before).exec(pre);
      if (m) return [s - pre.length + m.index, e];
    }
    if (cue.after) {
      const post = text.slice(e, e + w);
      const m = machineCode(cue.after).exec(post);
      if (m) return [s, e + m[0].length];
    }
    return null;
  }
}

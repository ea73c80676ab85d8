import type { HeuristicId } from '../model.js';
import { Checker } from './check.js';
import type { HeuristicsData } from './data.js';
import type { HeuristicMeta, Heuristics, ContentInput } from './types.js';
import { compileCueFiles, expandMacros, lazyCues, macroTable, type CueDefs, type CueSources } from './patterns.js';
import { Prefilter, type PrefilterParts } from './prefilter.js';
import { ContextCues } from './context.js';
import { UnicodeScanner } from './unicode.js';
import { ContentEngine } from './engine.js';
import { RiskyNames } from './risky-names.js';
import { Shadowing, type NameSpaces, type ShadowVerdict } from './shadowing.js';
import { HeuristicsDataError } from './errors.js';
import { parseHeuristicsData } from './parse-data.js';

/**
 * A compiled regular expression as the engine runs it, for the backtracking checks: on the whole
 * text or on windows of at most `maxInput` units; `all`: over every match of a text; `cue`: a cue's
 * own pattern (its first match, retried over the added words of a changed text), with its keywords.
 */
export interface CompiledRegex {
  id: string;
  /** The data file it comes from. */
  file: string;
  re: RegExp;
  maxInput: number | null;
  examples: string[];
  all: boolean;
  cue: boolean;
  keywords: string[];
}

/**
 * Builds the `Heuristics` object from the validated data: compiles every pattern once. Pure (the
 * loader in load.ts reads the files). The extra members are for tests and `heuristics test`.
 */
export class LoadedHeuristics implements Heuristics {
  readonly version: string;
  readonly fileVersions: Record<string, string>;
  readonly catalogue: HeuristicMeta[];
  readonly engine: ContentEngine;
  readonly risky: RiskyNames;
  readonly shadowing: Shadowing;
  private readonly metas: Map<HeuristicId, HeuristicMeta>;

  /**
   * From validated data, every pattern compiled and checked now; or (`prebuilt`, see prebuilt.ts)
   * from what the build checked and computed for this very data: the cues' definitions and
   * sources, each read and compiled on first use, and the keyword prefilter.
   */
  constructor(
    readonly data: HeuristicsData,
    prebuilt?: { cueDefs: CueDefs; cueSources: (i: number) => CueSources; prefilter: PrefilterParts },
  ) {
    this.version = data.catalogue.version;
    this.fileVersions = { ...data.versions };
    this.catalogue = data.catalogue.heuristics.map((m) => ({ ...m }));
    this.metas = new Map(this.catalogue.map((m) => [m.id, m]));
    const macros = macroTable(data.macros);
    const expand = (source: string, c: Checker): string => expandMacros(source, macros, c);
    // Macros must compile on their own too, so a broken one is named as itself.
    if (!prebuilt) for (const m of data.macros) new Checker('macros.json', m.id).regex(expand(m.pattern, new Checker('macros.json', m.id)), 'u', 'pattern');
    const scanner = new UnicodeScanner(data.confusables, data.invisible);
    const context = new ContextCues(data.context, expand);
    this.engine = prebuilt
      ? new ContentEngine(data, lazyCues(prebuilt.cueDefs, prebuilt.cueSources), scanner, context, new Prefilter(prebuilt.prefilter))
      : new ContentEngine(data, compileCueFiles(data.cueFiles, macros), scanner, context);
    const fold = new Map(data.confusables.letters.map((l) => [l.char, l.latin]));
    this.shadowing = new Shadowing(data.context.shadowing, expand);
    this.risky = new RiskyNames(data.risky, (s) => [...s].map((ch) => fold.get(ch) ?? ch).join(''));
  }

  meta(id: HeuristicId): HeuristicMeta {
    const m = this.metas.get(id);
    if (!m) throw new HeuristicsDataError('catalogue.json', id, 'not in the catalogue');
    return m;
  }

  isRiskyName(name: string): boolean {
    return this.risky.isRisky(name);
  }

  content(input: ContentInput) {
    return this.engine.content(input);
  }

  nameShadow(name: string, other: string, text: string, spaces?: NameSpaces): ShadowVerdict | null {
    return this.shadowing.verdict(name, other, text, spaces);
  }

  /**
   * Every compiled regular expression with what it may see (null: any text; a number: the
   * windows it runs on are never longer), for the catastrophic-backtracking checks.
   */
  regexes(): CompiledRegex[] {
    const out: CompiledRegex[] = [];
    const plain = { maxInput: null, all: false, cue: false, keywords: [] as string[] };
    for (const c of this.engine.cues) {
      const of = { ...plain, file: c.file, keywords: c.def.keywords };
      out.push({ ...of, id: c.def.id, re: c.re, examples: c.def.examples.match, cue: true });
      // Scanned once over the whole text, every match (see sentenceMatch).
      c.sentence?.forEach((re, i) => out.push({ ...of, id: `${c.def.id}#sentence${i}`, re, examples: c.def.examples.match, all: true }));
      c.unless.forEach((re, i) => out.push({ ...of, id: `${c.def.id}#unless${i}`, re, examples: c.def.examples.nomatch, all: true }));
      if (c.near) out.push({ ...of, id: `${c.def.id}#near`, re: c.near.re, maxInput: c.near.window, examples: c.def.examples.match });
      if (c.precheck?.kind === 'pattern') out.push({ ...of, id: `${c.def.id}#precheck`, re: c.precheck.re, examples: c.def.examples.match });
    }
    for (const r of this.engine.context.regexes()) out.push({ ...plain, ...r, file: 'context.json' });
    for (const r of this.shadowing.regexes()) out.push({ ...plain, ...r, file: 'context.json' });
    // The scanners run over every match (invisibles(), homoglyphs()).
    for (const r of this.engine.scanner.regexes()) out.push({ ...plain, ...r, all: true });
    const macros = macroTable(this.data.macros);
    for (const m of this.data.macros) {
      const c = new Checker('macros.json', m.id);
      out.push({ ...plain, id: `macro:${m.id}`, file: 'macros.json', re: c.regex(expandMacros(m.pattern, macros, c), 'g', 'pattern'), examples: m.examples.match });
    }
    return out;
  }
}

/** Validates and compiles the data files (relative path → parsed JSON). */
export function buildHeuristics(files: Record<string, unknown>): LoadedHeuristics {
  return new LoadedHeuristics(parseHeuristicsData(files));
}

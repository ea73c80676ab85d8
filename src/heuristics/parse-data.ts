import { HEURISTIC_IDS, SEVERITIES, type HeuristicId, type Severity } from '../model.js';
import { SCORED_HEURISTIC_IDS } from '../findings.js';
import type { TextKind } from '../diff/types.js';
import { Checker } from './check.js';
import {
  INVISIBLE_EXCEPTIONS,
  type CatalogueData,
  type ComputedCueDef,
  type ConfusableData,
  type ContextCueDef,
  type ContextData,
  type ContextExample,
  type CueDef,
  type CueFile,
  type HeuristicsData,
  type InvisibleClass,
  type InvisibleData,
  type LiteralCueDef,
  type LiteralExample,
  type LiteralsData,
  type MacroDef,
  type RiskyData,
  type RuleDef,
  type ScoringData,
} from './data.js';

/**
 * Turns the raw JSON of every data file into typed, validated data. Pure: the loader reads the
 * files, this only judges them. Unknown keys, duplicate ids and dangling references are refused.
 */

const TEXT_KINDS: readonly TextKind[] = ['name', 'title', 'description', 'param-name', 'param-title', 'param-description', 'enum', 'default'];
const HEAD = ['version', 'serves'];
const DOC = ['summary'];

function serves(c: Checker, v: unknown): HeuristicId[] {
  return c.array(v, 'serves', true).map((x, i) => c.oneOf(x, `serves[${i}]`, HEURISTIC_IDS));
}

export function parseCatalogue(c: Checker, raw: unknown): CatalogueData {
  const o = c.object(raw, 'catalogue', ['version', 'heuristics'], DOC);
  const seen = new Set<string>();
  const heuristics = c.array(o.heuristics, 'heuristics', true).map((row) => {
    const r = c.entry(row).object(row, 'heuristic', ['id', 'slug', 'severity', 'scope', 'coverable', 'summary']);
    const id = c.oneOf(r.id, 'id', HEURISTIC_IDS);
    const at = c.at(id);
    if (seen.has(id)) at.fail('duplicate id');
    seen.add(id);
    const slug = at.string(r.slug, 'slug');
    if (!/^[a-z][a-z0-9-]*$/.test(slug)) at.fail('slug must be kebab-case');
    return {
      id,
      slug,
      severity: at.oneOf(r.severity, 'severity', SEVERITIES),
      scope: at.oneOf(r.scope, 'scope', ['structural', 'content', 'fleet'] as const),
      coverable: at.boolean(r.coverable, 'coverable'),
      summary: at.string(r.summary, 'summary'),
    };
  });
  for (const id of HEURISTIC_IDS) if (!seen.has(id)) c.at(id).fail('missing from the catalogue');
  return { version: c.version(o.version), heuristics };
}

function computedCue(c: Checker, raw: unknown, what: string, ids: Map<string, string>, extra: string[] = []): ComputedCueDef & Record<string, unknown> {
  const o = c.entry(raw).object(raw, what, ['id', 'family', 'weight', 'summary', ...extra]);
  const id = c.uniqueId(o.id, ids);
  const at = c.at(id);
  return { ...o, id, family: at.string(o.family, 'family'), weight: at.number(o.weight, 'weight', 0, 100), summary: at.string(o.summary, 'summary') };
}

function parseScoring(c: Checker, raw: unknown, ids: Map<string, string>): ScoringData {
  const o = c.object(raw, 'scoring', [...HEAD, 'families', 'rules', 'evasion', 'growth', 'addedPayload', 'literals'], DOC);
  const families = c.array(o.families, 'families', true).map((f) => {
    const r = c.entry(f).object(f, 'family', ['id', 'role', 'cap', 'summary'], ['countsFor']);
    const id = c.uniqueId(r.id, ids);
    const at = c.at(id);
    return {
      id,
      role: at.oneOf(r.role, 'role', ['payload', 'frame', 'target', 'context', 'markup', 'evasion'] as const),
      cap: r.cap === null ? null : at.number(r.cap, 'cap', 0, 100),
      countsFor: r.countsFor === undefined ? null : at.array(r.countsFor, 'countsFor', true).map((h, i) => at.oneOf(h, `countsFor[${i}]`, HEURISTIC_IDS)),
      summary: at.string(r.summary, 'summary'),
    };
  });
  const familyIds = new Set(families.map((f) => f.id));
  const rules = c.array(o.rules, 'rules', true).map((x) => {
    const r = (typeof (x as { heuristic?: unknown })?.heuristic === 'string' ? c.at((x as { heuristic: string }).heuristic) : c).object(x, 'rule', ['heuristic', 'requireAll', 'thresholds'], ['ceilings']);
    const heuristic = c.oneOf(r.heuristic, 'heuristic', SCORED_HEURISTIC_IDS);
    const at = c.at(heuristic);
    const groups = (raw: unknown, what: string): string[][] =>
      at.array(raw, what, true).map((g, i) => {
        const group = at.strings(g, `${what}[${i}]`, true);
        for (const f of group) if (!familyIds.has(f)) at.fail(`${what} names unknown family "${f}"`);
        return group;
      });
    const requireAll = groups(r.requireAll, 'requireAll');
    const t = at.object(r.thresholds, 'thresholds', [], SEVERITIES);
    const thresholds: Partial<Record<Severity, number>> = {};
    for (const [k, v] of Object.entries(t)) thresholds[k as Severity] = at.number(v, `thresholds.${k}`, 0.5, 1000);
    if (Object.keys(thresholds).length === 0) at.fail('thresholds must name at least one severity');
    const ceilings: RuleDef['ceilings'] = r.ceilings === undefined ? [] : at.array(r.ceilings, 'ceilings', true).map((x, k) => {
      const cl = at.object(x, `ceilings[${k}]`, ['severity', 'unless']);
      const unless = at.array(cl.unless, `ceilings[${k}].unless`, true).map((alt, i) => groups(alt, `ceilings[${k}].unless[${i}]`));
      return { severity: at.oneOf(cl.severity, `ceilings[${k}].severity`, SEVERITIES), unless };
    });
    return { heuristic, requireAll, thresholds, ceilings };
  });
  const ev = c.object(o.evasion, 'evasion', ['fold', 'strip', 'tags']);
  const evasion = { fold: computedCue(c, ev.fold, 'evasion.fold', ids), strip: computedCue(c, ev.strip, 'evasion.strip', ids), tags: computedCue(c, ev.tags, 'evasion.tags', ids) };
  const g = computedCue(c, o.growth, 'growth', ids, ['factor', 'minAddedChars']);
  const growth = { id: g.id, family: g.family, weight: g.weight, summary: g.summary, factor: c.number(g.factor, 'growth.factor', 1.01, 1000), minAddedChars: c.number(g.minAddedChars, 'growth.minAddedChars', 1) };
  const ap = computedCue(c, o.addedPayload, 'addedPayload', ids, ['minWeight', 'families']);
  const addedPayload = { ...pick(ap), minWeight: c.number(ap.minWeight, 'addedPayload.minWeight', 1, 6), families: c.strings(ap.families, 'addedPayload.families', true) };
  for (const f of addedPayload.families) if (!familyIds.has(f)) c.at(ap.id).fail(`unknown family "${f}"`);
  const lo = c.object(o.literals, 'literals', ['value', 'addedDestination', 'secretFile', 'shellStash', 'image', 'neutralHosts', 'ownImageClears', 'ownHandleClears']);
  const lit = (k: 'value' | 'addedDestination' | 'secretFile' | 'shellStash' | 'image'): LiteralCueDef => {
    const d = computedCue(c, lo[k], `literals.${k}`, ids, ['examples']);
    const at = c.at(d.id);
    const ex = at.object(d.examples, 'examples', ['match', 'nomatch']);
    const list = (raw: unknown, what: string): LiteralExample[] =>
      at.array(raw, what, true).map((x, i) => {
        const e = at.object(x, `${what}[${i}]`, ['tool', 'kind', 'text'], ['before']);
        return {
          tool: at.string(e.tool, `${what}[${i}].tool`),
          kind: at.oneOf(e.kind, `${what}[${i}].kind`, [...TEXT_KINDS, 'examples'] as const),
          text: at.string(e.text, `${what}[${i}].text`),
          ...(e.before === undefined ? {} : { before: typeof e.before === 'string' ? e.before : at.fail(`${what}[${i}].before must be a string`) }),
        };
      });
    return { ...pick(d), examples: { match: list(ex.match, 'examples.match'), nomatch: list(ex.nomatch, 'examples.nomatch') } };
  };
  const literals: LiteralsData = {
    value: lit('value'),
    addedDestination: lit('addedDestination'),
    secretFile: lit('secretFile'),
    shellStash: lit('shellStash'),
    image: lit('image'),
    neutralHosts: c.strings(lo.neutralHosts, 'literals.neutralHosts', true),
    ownImageClears: c.strings(lo.ownImageClears, 'literals.ownImageClears', true),
    ownHandleClears: c.strings(lo.ownHandleClears, 'literals.ownHandleClears', true),
  };
  for (const cue of [evasion.fold, evasion.strip, evasion.tags, growth, addedPayload, literals.value, literals.addedDestination, literals.secretFile, literals.shellStash, literals.image]) {
    if (!familyIds.has(cue.family)) c.at(cue.id).fail(`unknown family "${cue.family}"`);
  }
  return { version: c.version(o.version), families, rules, evasion: { fold: pick(evasion.fold), strip: pick(evasion.strip), tags: pick(evasion.tags) }, growth, addedPayload, literals };
}

function pick(x: ComputedCueDef): ComputedCueDef {
  return { id: x.id, family: x.family, weight: x.weight, summary: x.summary };
}

function parseMacros(c: Checker, raw: unknown, ids: Map<string, string>): MacroDef[] {
  const o = c.object(raw, 'macros', [...HEAD, 'macros'], DOC);
  return c.array(o.macros, 'macros', true).map((x) => {
    const r = c.entry(x).object(x, 'macro', ['id', 'pattern', 'examples'], DOC);
    const id = c.uniqueId(r.id, ids);
    if (!/^[a-z][a-z0-9]*$/.test(id)) c.at(id).fail('macro ids are lower-case letters and digits');
    if (id === 'gap' || id === 'words') c.at(id).fail('gap and words are built-in macros');
    const at = c.at(id);
    return { id, pattern: at.pattern(r.pattern, 'pattern'), examples: at.examples(r.examples) };
  });
}

function parseCueFile(c: Checker, raw: unknown, ids: Map<string, string>): CueFile {
  const o = c.object(raw, 'cue file', [...HEAD, 'language', 'cues'], DOC);
  const cues = c.array(o.cues, 'cues', true).map((x): CueDef => {
    const r = c.entry(x).object(x, 'cue', ['id', 'family', 'weight', 'pattern', 'keywords', 'examples'], ['caseSensitive', 'bounded', 'multiline', 'kinds', 'minLength', 'near', 'sentence', 'unless', 'precheck', 'concept', 'summary']);
    const id = c.uniqueId(r.id, ids);
    const at = c.at(id);
    if (r.near !== undefined && r.sentence !== undefined) at.fail('a cue has either "near" or "sentence", not both');
    if (r.unless !== undefined && r.sentence === undefined) at.fail('"unless" qualifies a "sentence" cue');
    const keywords = at.strings(r.keywords, 'keywords', true);
    for (const k of keywords) {
      if (k !== k.toLowerCase()) at.fail(`keyword "${k}" must be lower-case`);
      // The prefilter folds every whitespace run to one space: a keyword holding more could never match.
      if (/\s\s|[^\S ]/.test(k)) at.fail(`keyword ${JSON.stringify(k)} holds a whitespace run or a tab/newline (the prefilter folds them to one space)`);
      for (const atom of k.split(/&&|\|\|/)) {
        if (atom === '' || atom === '*') at.fail(`keyword "${k}" has an empty atom (a leading * marks an atom that may start mid-word; && joins terms, || separates alternatives)`);
      }
    }
    return {
      id,
      family: at.string(r.family, 'family'),
      weight: at.number(r.weight, 'weight', 0, 100),
      pattern: at.pattern(r.pattern, 'pattern'),
      keywords,
      caseSensitive: at.optBoolean(r.caseSensitive, 'caseSensitive', false),
      bounded: at.optBoolean(r.bounded, 'bounded', true),
      multiline: at.optBoolean(r.multiline, 'multiline', false),
      kinds: r.kinds === undefined ? null : at.array(r.kinds, 'kinds', true).map((k, i) => at.oneOf(k, `kinds[${i}]`, TEXT_KINDS)),
      minLength: r.minLength === undefined ? 0 : at.number(r.minLength, 'minLength', 0, 1_000_000),
      near: r.near === undefined ? null : parseNear(at, r.near),
      sentence: r.sentence === undefined ? null : at.patterns(r.sentence, 'sentence', true),
      unless: r.unless === undefined ? null : at.patterns(r.unless, 'unless', true),
      precheck: r.precheck === undefined ? null : parsePrecheck(at, r.precheck),
      concept: at.optString(r.concept, 'concept') ?? null,
      summary: at.optString(r.summary, 'summary') ?? null,
      examples: at.examples(r.examples),
    };
  });
  return { file: c.file, version: c.version(o.version), language: c.string(o.language, 'language'), heuristics: serves(c, o.serves), cues };
}

function parsePrecheck(c: Checker, v: unknown): NonNullable<CueDef['precheck']> {
  const kind = c.oneOf(c.object(v, 'precheck', ['kind'], ['n', 'pattern']).kind, 'precheck.kind', ['newlines', 'blank-run', 'pattern'] as const);
  if (kind === 'pattern') return { kind, pattern: c.pattern(c.object(v, 'precheck', ['kind', 'pattern']).pattern, 'precheck.pattern') };
  return { kind, n: c.number(c.object(v, 'precheck', ['kind', 'n']).n, 'precheck.n', 1, 100_000) };
}

function parseNear(c: Checker, v: unknown): NonNullable<CueDef['near']> {
  const o = c.object(v, 'near', ['pattern', 'window', 'side']);
  return {
    pattern: c.pattern(o.pattern, 'near.pattern'),
    window: c.number(o.window, 'near.window', 1, 400),
    side: c.oneOf(o.side, 'near.side', ['before', 'after', 'around'] as const),
  };
}

function contextExamples(c: Checker, v: unknown): { match: ContextExample[]; nomatch: ContextExample[] } {
  const o = c.object(v, 'examples', ['match', 'nomatch']);
  const one = (x: unknown, what: string): ContextExample => {
    const r = c.object(x, what, ['text', 'names']);
    return { text: c.string(r.text, `${what}.text`), names: c.strings(r.names, `${what}.names`) };
  };
  return {
    match: c.array(o.match, 'examples.match', true).map((x, i) => one(x, `examples.match[${i}]`)),
    nomatch: c.array(o.nomatch, 'examples.nomatch', true).map((x, i) => one(x, `examples.nomatch[${i}]`)),
  };
}

function parseContext(c: Checker, raw: unknown, ids: Map<string, string>): ContextData {
  const o = c.object(raw, 'context', [...HEAD, 'qualify', 'cues', 'shadowing'], DOC);
  const q = c.object(o.qualify, 'qualify', ['before', 'after']);
  const cues = c.array(o.cues, 'cues', true).map((x): ContextCueDef => {
    const r = c.entry(x).object(x, 'context cue', ['id', 'family', 'weight', 'subject', 'before', 'after', 'window', 'summary', 'examples']);
    const id = c.uniqueId(r.id, ids);
    const at = c.at(id);
    return {
      id,
      family: at.string(r.family, 'family'),
      weight: at.number(r.weight, 'weight', 0, 100),
      subject: at.oneOf(r.subject, 'subject', ['own-param', 'other-tool', 'foreign-tool'] as const),
      before: r.before === null ? null : at.pattern(r.before, 'before'),
      after: r.after === null ? null : at.pattern(r.after, 'after'),
      window: at.number(r.window, 'window', 1, 400),
      summary: at.string(r.summary, 'summary'),
      examples: contextExamples(at, r.examples),
    };
  });
  const sh = c.object(o.shadowing, 'shadowing', ['duplicate', 'shadow', 'minEditLength', 'minSwapLength', 'variant', 'objectMark', 'supersede', 'supersedeVerb']);
  const sub = (v: unknown, what: string): { pattern: string; examples: { match: string[]; nomatch: string[] } } => {
    const x = c.object(v, what, ['pattern', 'examples']);
    return { pattern: c.pattern(x.pattern, `${what}.pattern`), examples: c.examples(x.examples, `${what}.examples`) };
  };
  const shadowing = {
    duplicate: c.oneOf(sh.duplicate, 'shadowing.duplicate', SEVERITIES),
    shadow: c.oneOf(sh.shadow, 'shadowing.shadow', SEVERITIES),
    minEditLength: c.number(sh.minEditLength, 'shadowing.minEditLength', 2, 64),
    minSwapLength: c.number(sh.minSwapLength, 'shadowing.minSwapLength', 2, 64),
    variant: sub(sh.variant, 'shadowing.variant'),
    objectMark: sub(sh.objectMark, 'shadowing.objectMark'),
    supersede: sub(sh.supersede, 'shadowing.supersede'),
    supersedeVerb: sub(sh.supersedeVerb, 'shadowing.supersedeVerb'),
  };
  return { version: c.version(o.version), qualify: { before: c.pattern(q.before, 'qualify.before'), after: c.pattern(q.after, 'qualify.after') }, cues, shadowing };
}

function parseRisky(c: Checker, raw: unknown, ids: Map<string, string>): RiskyData {
  const o = c.object(raw, 'risky names', [...HEAD, 'entries'], DOC);
  const entries = c.array(o.entries, 'entries', true).map((x) => {
    const r = c.entry(x).object(x, 'entry', ['id', 'match', 'value', 'examples'], ['with', 'except', 'summary']);
    const id = c.uniqueId(r.id, ids);
    const at = c.at(id);
    const lower = (s: string): string => {
      if (s !== s.toLowerCase() || /[^a-z0-9]/.test(s)) at.fail(`"${s}" must be a lower-case token (a-z, 0-9)`);
      return s;
    };
    return {
      id,
      match: at.oneOf(r.match, 'match', ['token', 'prefix', 'name'] as const),
      value: r.match === 'name' ? at.string(r.value, 'value') : lower(at.string(r.value, 'value')),
      with: r.with === undefined ? null : at.strings(r.with, 'with', true).map(lower),
      except: r.except === undefined ? [] : at.strings(r.except, 'except').map(lower),
      examples: at.examples(r.examples),
    };
  });
  return { version: c.version(o.version), entries };
}

function parseConfusables(c: Checker, raw: unknown): ConfusableData {
  const o = c.object(raw, 'confusables', [...HEAD, 'severity', 'letters', 'examples'], DOC);
  const s = c.object(o.severity, 'severity', ['text', 'name']);
  const seen = new Set<string>();
  const letters = c.array(o.letters, 'letters', true).map((x, i) => {
    const r = c.object(x, `letters[${i}]`, ['char', 'latin', 'script', 'h8'], ['name']);
    const ch = c.string(r.char, `letters[${i}].char`);
    const at = c.at(`U+${(ch.codePointAt(0) ?? 0).toString(16).toUpperCase().padStart(4, '0')}`);
    if (ch.length !== 1) at.fail('char must be one UTF-16 unit');
    if (seen.has(ch)) at.fail('duplicate letter');
    seen.add(ch);
    const latin = at.string(r.latin, 'latin');
    if (!/^[A-Za-z]$/.test(latin)) at.fail('latin must be one ASCII letter');
    return { char: ch, latin, script: at.oneOf(r.script, 'script', ['Cyrillic', 'Greek'] as const), h8: at.boolean(r.h8, 'h8') };
  });
  return {
    version: c.version(o.version),
    severity: { text: c.oneOf(s.text, 'severity.text', SEVERITIES), name: c.oneOf(s.name, 'severity.name', SEVERITIES) },
    letters,
    examples: c.examples(o.examples),
  };
}

function hex(c: Checker, v: unknown, what: string): number {
  const s = c.string(v, what);
  if (!/^[0-9A-F]{4,6}$/.test(s)) c.fail(`${what} must be upper-case hex (4 to 6 digits)`);
  const n = parseInt(s, 16);
  if (n > 0x10ffff) c.fail(`${what} is past U+10FFFF`);
  return n;
}

function parseInvisible(c: Checker, raw: unknown, ids: Map<string, string>): InvisibleData {
  const o = c.object(raw, 'invisible', [...HEAD, 'severity', 'classes'], DOC);
  const classes = c.array(o.classes, 'classes', true).map((x): InvisibleClass => {
    const r = c.entry(x).object(x, 'class', ['id', 'when', 'strip', 'summary', 'examples'], ['ranges', 'category', 'exceptions', 'decode']);
    const id = c.uniqueId(r.id, ids);
    const at = c.at(id);
    const ranges = r.ranges === undefined ? [] : at.array(r.ranges, 'ranges').map((p, i): [number, number] => {
      const pair = at.array(p, `ranges[${i}]`);
      if (pair.length !== 2) at.fail(`ranges[${i}] must be [from, to]`);
      const a = hex(at, pair[0], `ranges[${i}][0]`);
      const b = hex(at, pair[1], `ranges[${i}][1]`);
      if (b < a) at.fail(`ranges[${i}] is reversed`);
      return [a, b];
    });
    const category = r.category === undefined ? null : at.oneOf(r.category, 'category', ['Cf', 'Cc', 'Zl', 'Zp'] as const);
    if (ranges.length === 0 && category === null) at.fail('a class needs ranges or a category');
    return {
      id,
      ranges,
      category,
      when: at.oneOf(r.when, 'when', ['always', 'run', 'inside-latin-word', 'never'] as const),
      exceptions: r.exceptions === undefined ? [] : at.array(r.exceptions, 'exceptions').map((e, i) => at.oneOf(e, `exceptions[${i}]`, INVISIBLE_EXCEPTIONS)),
      strip: at.boolean(r.strip, 'strip'),
      decode: r.decode === undefined ? null : at.oneOf(r.decode, 'decode', ['tag-ascii'] as const),
      summary: at.string(r.summary, 'summary'),
      examples: at.examples(r.examples),
    };
  });
  return { version: c.version(o.version), severity: c.oneOf(o.severity, 'severity', SEVERITIES), classes };
}

/** Fixed files every install has; cue files are every `cues/*.json`. */
export const FIXED_FILES = ['catalogue.json', 'scoring.json', 'macros.json', 'context.json', 'risky-names.json', 'confusables.json', 'invisible.json'] as const;

/** Validates every file (relative path → parsed JSON). Cue files are the keys under `cues/`. */
export function parseHeuristicsData(files: Record<string, unknown>): HeuristicsData {
  for (const f of FIXED_FILES) if (!(f in files)) throw new Checker(f).fail('file is missing');
  const ids = new Map<string, string>();
  const cue = (f: string): Checker => new Checker(f);
  const catalogue = parseCatalogue(cue('catalogue.json'), files['catalogue.json']);
  const scoring = parseScoring(cue('scoring.json'), files['scoring.json'], ids);
  const macros = parseMacros(cue('macros.json'), files['macros.json'], ids);
  const context = parseContext(cue('context.json'), files['context.json'], ids);
  const risky = parseRisky(cue('risky-names.json'), files['risky-names.json'], ids);
  const confusables = parseConfusables(cue('confusables.json'), files['confusables.json']);
  const invisible = parseInvisible(cue('invisible.json'), files['invisible.json'], ids);
  const cueNames = Object.keys(files).filter((f) => f.startsWith('cues/')).sort();
  if (cueNames.length === 0) throw new Checker('cues/').fail('no cue files');
  const cueFiles = cueNames.map((f) => parseCueFile(cue(f), files[f], ids));
  const familyIds = new Set(scoring.families.map((f) => f.id));
  for (const cf of cueFiles) for (const k of cf.cues) if (!familyIds.has(k.family)) new Checker(cf.file, k.id).fail(`unknown family "${k.family}"`);
  for (const k of context.cues) if (!familyIds.has(k.family)) new Checker('context.json', k.id).fail(`unknown family "${k.family}"`);
  const versions: Record<string, string> = {};
  const servesOf: Record<string, HeuristicId[]> = {};
  for (const f of Object.keys(files).sort()) {
    const raw = files[f] as Record<string, unknown>;
    versions[f] = raw.version as string;
    // labels.json serves `inventory` (src/inventory/), not a heuristic: it is versioned and sealed with the rest.
    servesOf[f] = f === 'catalogue.json' || f === 'labels.json' ? [] : serves(new Checker(f), raw.serves);
  }
  return { catalogue, scoring, macros, cueFiles, context, risky, confusables, invisible, versions, serves: servesOf };
}

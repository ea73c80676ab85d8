import type { Cue, Finding, HeuristicId } from '../model.js';
import { HEURISTIC_IDS, severityRank } from '../model.js';
import { boundFragment, fragmentAround } from '../diff/fragment.js';
import type { ContentInput, ContentText } from './types.js';
import type { ComputedCueDef, FamilyDef, HeuristicsData, RuleDef } from './data.js';
import { cueMatch, overlaps, type CompiledCue, type Range } from './patterns.js';
import { Prefilter } from './prefilter.js';
import { ContextCues } from './context.js';
import { IdentifierRuns } from './identifier-runs.js';
import { codePointLabel, UnicodeScanner, type InvisibleHit, type Normalised } from './unicode.js';
import { Mentions, type MentionMode } from './mention.js';
import { LiteralCues, type LiteralContext } from './literal-cues.js';
import type { CueHit } from './cue-memo.js';
import { anchorOf, capped, evidenceCues, ruleHolds, score, severityFor, type PoolCue } from './scoring.js';

/**
 * The content engine: H3, H8, H9, H10, H11 (text cues) and H14 over every text of a tool.
 * Pure and deterministic: data in, typed findings out. On a changed text (`added` given) only
 * matches that overlap the added words count.
 */

const CUE_FRAGMENT = 120;
/** The distinct code points named in one H9 cue: enough to identify the trick, bounded for huge texts. */
const MAX_EVIDENCE_CODE_POINTS = 8;
const NAME_KINDS = new Set(['name', 'param-name']);

/**
 * How a text is read as words: a name's separators (`_`, `-`, `.`) are spaces; an enum member's
 * underscores are too ("plain_and_attach_all_contacts" is a phrase), while its dots and dashes
 * stay, so that a host written into it ("copy_to_mirror.acme-cdn.com") is still a host.
 */
function spacerOf(kind: string): (s: string) => string {
  return NAME_KINDS.has(kind) ? spaceName : kind === 'enum' ? spaceEnum : asIs;
}
const spaceName = (s: string): string => s.replace(/[_\-.]/g, ' ');
const spaceEnum = (s: string): string => s.replace(/_/g, ' ');
const asIs = (s: string): string => s;

export class ContentEngine {
  readonly prefilter: Prefilter;
  private readonly families: Map<string, FamilyDef>;
  private readonly rules: RuleDef[];
  private readonly runs = new IdentifierRuns();
  private readonly mentions: Mentions;
  private readonly literals: LiteralCues;
  private readonly clearedByOwnImage: Set<string>;
  private readonly clearedByOwnHandle: Set<string>;

  constructor(
    private readonly data: HeuristicsData,
    readonly cues: CompiledCue[],
    readonly scanner: UnicodeScanner,
    readonly context: ContextCues,
    prefilter?: Prefilter,
  ) {
    this.prefilter = prefilter ?? new Prefilter(cues);
    this.families = new Map(data.scoring.families.map((f) => [f.id, f]));
    this.rules = data.scoring.rules;
    this.mentions = new Mentions(data.macros);
    this.literals = new LiteralCues(data.macros, data.scoring.literals);
    this.clearedByOwnImage = new Set(data.scoring.literals.ownImageClears);
    this.clearedByOwnHandle = new Set(data.scoring.literals.ownHandleClears);
  }

  content(input: ContentInput): Finding[] {
    const out: Finding[] = [];
    // A security tool's texts name what it detects, and a tool that warns the agent off the text it
    // quotes cites it: those mentions are not requests (mention.ts).
    const mentionMode = this.mentions.mode(input.tool, input.texts.find((t) => t.field === 'description')?.text);
    const lit = this.literals.context(input.tool, input.whole?.current ?? input.texts, input.whole?.previous.map((t) => t.text));
    for (const t of input.texts) for (const f of this.text(t, input, mentionMode, lit)) out.push(f);
    return out;
  }

  /** Every cue that fires on one text (the scored pool), before any rule is applied. */
  pool(t: ContentText, input: Pick<ContentInput, 'tool' | 'paramNames' | 'sessionToolNames' | 'foreignToolNames'>, hits?: InvisibleHit[]): PoolCue[] {
    return this.poolOf(t, input, hits ?? this.scanner.invisibles(t.text), normaliseRanges(t.added), this.literals.context(input.tool, [t], undefined));
  }

  private poolOf(t: ContentText, input: Pick<ContentInput, 'tool' | 'paramNames' | 'sessionToolNames' | 'foreignToolNames' | 'memo'>, inv: InvisibleHit[], added: Range[] | null, lit: LiteralContext): PoolCue[] {
    const text = t.text;
    const pool = new Map<string, PoolCue>();
    const spaced = spacerOf(t.kind);
    const scanText = spaced(text);
    const concepts = new Map<string, PoolCue>();
    // The keyword scan of the text itself (not of a spaced name) records its identifier runs for the context cues.
    const runs = scanText === text ? this.runs : undefined;
    // A whole text seen before in this scan replays what its cues kept then (cue-memo.ts). Its
    // identifier runs are not recorded then: the context cues find them on their own.
    const memo = added === null ? input.memo : undefined;
    const known = memo?.get(t.kind, scanText);
    if (known !== undefined) {
      for (const [i, s, e] of known) keep(pool, concepts, this.cues[i]!, this.poolCue(this.cues[i]!.def, text, [s, e]));
    } else {
      const kept: CueHit[] | null = memo ? [] : null;
      for (const i of this.prefilter.candidates(scanText, runs)) {
        const cue = this.cues[i]!;
        if (!worthRunning(cue, t.kind, scanText, concepts)) continue;
        const r = cueMatch(cue, scanText, added);
        if (!r) continue;
        keep(pool, concepts, cue, this.poolCue(cue.def, text, r));
        kept?.push([i, r[0], r[1]]);
      }
      if (kept !== null) memo!.set(t.kind, scanText, kept);
    }
    const norm = this.scanner.normalise(text, inv);
    if (norm) this.normalisedCues(norm, spaced(norm.text), t, added, pool, concepts);
    for (const h of this.context.run(text, input.paramNames, input.sessionToolNames, input.tool, added, runs, input.foreignToolNames ?? [])) {
      pool.set(h.def.id, this.poolCue(h.def, text, [h.start, h.end]));
    }
    const growth = this.growth(t, added);
    if (growth) pool.set(growth.id, growth);
    for (const c of this.literals.cues(t, lit, added)) if (!pool.has(c.id)) pool.set(c.id, c);
    // A markdown image on the product's own host (a chart service's chart URL) carries what the user asked it to draw.
    for (const [id, c] of pool) {
      if (this.clearedByOwnImage.has(id) && this.literals.ownedImage(text, t.field, t.kind, lit, c.start, c.end)) pool.delete(id);
      // A bot or account named after the product is the vendor's own channel ("@Acme_Bot").
      else if (this.clearedByOwnHandle.has(id) && this.literals.ownedHandle(text, lit, c.start, c.end)) pool.delete(id);
    }
    return [...pool.values()];
  }

  private poolCue(def: { id: string; family: string; weight: number }, text: string, [s, e]: Range): PoolCue {
    return { id: def.id, family: def.family, weight: def.weight, start: s, end: e, fragment: boundFragment(text.slice(s, e), CUE_FRAGMENT) };
  }

  /** Cues found only once look-alikes are folded, invisibles removed or tags decoded: evasion is itself a cue. */
  private normalisedCues(norm: Normalised, scan: string, t: ContentText, added: Range[] | null, pool: Map<string, PoolCue>, concepts: Map<string, PoolCue>): void {
    const nAdded = added === null ? null : mapRanges(norm, added);
    if (nAdded !== null && nAdded.length === 0) return;
    let evasion: ComputedCueDef | null = null;
    for (const i of this.prefilter.candidates(scan)) {
      const cue = this.cues[i]!;
      if (!worthRunning(cue, t.kind, scan, concepts)) continue;
      const r = cueMatch(cue, scan, nAdded);
      if (!r) continue;
      const span: Range = [norm.map[r[0]]!, norm.mapEnd[r[1] - 1]!];
      keep(pool, concepts, cue, this.poolCue(cue.def, t.text, span));
      const kind = this.evasionKind(t.text.slice(span[0], span[1]), norm);
      if (evasion === null || kind.weight > evasion.weight) evasion = kind;
      // The evasion cue sits at the earliest evasive match, whatever the order of the cue files.
      const had = pool.get(kind.id);
      if (had === undefined || span[0] < had.start) pool.set(kind.id, { ...this.poolCue(kind, t.text, span), fragment: kind.summary });
    }
  }

  private evasionKind(original: string, norm: Normalised): ComputedCueDef {
    const ev = this.data.scoring.evasion;
    if (norm.folded && this.scanner.hasConfusable(original)) return ev.fold;
    if (norm.decoded && /[\u{E0000}-\u{E007F}]/u.test(original)) return ev.tags;
    return ev.strip;
  }

  private growth(t: ContentText, added: Range[] | null): PoolCue | null {
    const g = this.data.scoring.growth;
    if (t.before === undefined || NAME_KINDS.has(t.kind)) return null;
    const grown = t.text.length - t.before.length;
    if (grown < g.minAddedChars || t.text.length < g.factor * Math.max(1, t.before.length)) return null;
    const first = added?.[0] ?? [0, t.text.length];
    return { id: g.id, family: g.family, weight: g.weight, start: first[0], end: first[1], fragment: `${t.before.length} → ${t.text.length} characters` };
  }

  private text(t: ContentText, input: ContentInput, mentionMode: MentionMode, lit: LiteralContext): Finding[] {
    if (t.text.length === 0) return [];
    const added = normaliseRanges(t.added);
    if (added !== null && added.length === 0) return [];
    const base = { type: input.type, tool: input.tool, field: t.field };
    const findings: Finding[] = [];
    const inv = this.scanner.invisibles(t.text);
    const h9 = this.h9(t.text, inv, added);
    if (h9) findings.push({ heuristic: 'H9', severity: this.data.invisible.severity, ...base, ...h9 });
    const h8 = this.h8(t.text, added);
    if (h8) {
      const sev = NAME_KINDS.has(t.kind) ? this.data.confusables.severity.name : this.data.confusables.severity.text;
      findings.push({ heuristic: 'H8', severity: sev, ...base, ...h8 });
    }
    const all = this.poolOf(t, input, inv, added, lit);
    const own = this.mentions.withoutOwnCallArguments(all, t.text, input.tool);
    const kept = mentionMode === null ? own : this.mentions.withoutMentions(own, t.text, mentionMode);
    const pool = added === null ? kept : withAddedPayload(kept, this.data.scoring.addedPayload);
    if (pool.length > 0) {
      const cues = evidenceCues(pool);
      for (const rule of this.rules) {
        if (!ruleHolds(rule, pool)) continue;
        const total = score(pool, this.families, rule.heuristic);
        const scored = severityFor(rule, total);
        if (scored === null) continue;
        const severity = capped(rule, pool, scored);
        const a = anchorOf(rule, pool);
        findings.push({ heuristic: rule.heuristic, severity, ...base, fragment: fragmentAround(t.text, a.start, a.end), cues, detail: { score: total } });
      }
    }
    return mergeByHeuristic(findings);
  }

  private h9(text: string, inv: InvisibleHit[], added: Range[] | null): { fragment: string; cues: Cue[] } | null {
    if (inv.length === 0) return null;
    const fired = inv.filter((h, k) => this.scanner.fires(text, h, inv, k) && (added === null || overlaps(h.index, h.index + (h.cp > 0xffff ? 2 : 1), added)));
    if (fired.length === 0) return null;
    // Counted per class, not copied: a 1 MB text may hold a million invisibles.
    const byClass = new Map<string, { count: number; first: number; cps: Set<number> }>();
    for (const h of fired) {
      const c = byClass.get(h.cls.id);
      if (c === undefined) byClass.set(h.cls.id, { count: 1, first: h.index, cps: new Set([h.cp]) });
      else {
        c.count++;
        if (c.cps.size < MAX_EVIDENCE_CODE_POINTS) c.cps.add(h.cp);
      }
    }
    const cues: Cue[] = [...byClass.entries()].map(([id, c]) => ({
      id,
      weight: 1,
      fragment: boundFragment(`${c.count}× ` + [...c.cps].map(codePointLabel).join(' ') + ` at ${c.first}`, CUE_FRAGMENT),
    }));
    return { fragment: fragmentAround(text, fired[0]!.index, fired[0]!.index + 1), cues };
  }

  private h8(text: string, added: Range[] | null): { fragment: string; cues: Cue[] } | null {
    const at = this.scanner.homoglyphs(text, added);
    if (at.length === 0) return null;
    const seen = new Map<string, number>();
    for (const i of at) if (!seen.has(text[i]!)) seen.set(text[i]!, i);
    const cues: Cue[] = [...seen.entries()].map(([ch, i]) => ({ id: `homoglyph.${codePointLabel(ch.codePointAt(0)!)}`, weight: 1, fragment: wordAround(text, i) }));
    return { fragment: fragmentAround(text, at[0]!, at[0]! + 1), cues };
  }
}

/**
 * Whether a candidate cue is worth its regex on this text: it reads this kind of text, the text is
 * long enough, it could still add to the pool (its concept has not matched yet, or only with a
 * lighter cue), and the text holds the words every match of it holds.
 */
function worthRunning(cue: CompiledCue, kind: ContentText['kind'], text: string, concepts: Map<string, PoolCue>): boolean {
  if ((cue.kinds && !cue.kinds.has(kind)) || text.length < cue.def.minLength) return false;
  const kept = concepts.get(cue.concept);
  if (kept !== undefined && cue.def.weight <= kept.weight) return false;
  // Last: the keywords let through ~14 cues per text where fewer than one matches; the words its
  // patterns require (word-gate.ts) keep most of the others from running.
  const gate = cue.gate;
  return gate === null || gate.holds(text);
}

/** One cue per concept in a text: the heavier replaces a lighter one (first match on a tie). */
function keep(pool: Map<string, PoolCue>, concepts: Map<string, PoolCue>, cue: CompiledCue, pc: PoolCue): void {
  const kept = concepts.get(cue.concept);
  if (kept !== undefined) pool.delete(kept.id);
  pool.set(pc.id, pc);
  concepts.set(cue.concept, pc);
}

/**
 * A change is judged more strictly than the same words at first contact: a release that adds a
 * payload cue (an override, secrecy, a command …) to an approved tool gets one more point, so a
 * cue that alone stays just below an alert reaches it. Frame and target cues get nothing: honest
 * releases add "you must" and key paths in prohibitions.
 */
export function withAddedPayload(pool: PoolCue[], def: HeuristicsData['scoring']['addedPayload']): PoolCue[] {
  const by = pool.find((c) => c.weight >= def.minWeight && def.families.includes(c.family));
  if (by === undefined) return pool;
  return [...pool, { id: def.id, family: def.family, weight: def.weight, start: by.start, end: by.end, fragment: def.summary }];
}

/** Sorted, merged, non-empty ranges; undefined stays null (the whole text counts). */
function normaliseRanges(r: Array<[number, number]> | undefined): Range[] | null {
  if (r === undefined) return null;
  const sorted = r.filter(([a, b]) => b > a).map(([a, b]): Range => [a, b]).sort((x, y) => x[0] - y[0]);
  const out: Range[] = [];
  for (const x of sorted) {
    const last = out[out.length - 1];
    if (last && x[0] <= last[1]) last[1] = Math.max(last[1], x[1]);
    else out.push(x);
  }
  return out;
}

/** The added ranges expressed in the normalised copy's units. */
function mapRanges(norm: Normalised, added: Range[]): Range[] {
  const out: Range[] = [];
  for (let i = 0; i < norm.map.length; i++) {
    if (!overlaps(norm.map[i]!, norm.mapEnd[i]!, added)) continue;
    const last = out[out.length - 1];
    if (last && last[1] === i) last[1] = i + 1;
    else out.push([i, i + 1]);
  }
  return out;
}

function wordAround(text: string, i: number): string {
  let s = i;
  let e = i + 1;
  while (s > 0 && i - s < 30 && /[\p{L}\p{M}\p{N}_]/u.test(text[s - 1]!)) s--;
  while (e < text.length && e - i < 30 && /[\p{L}\p{M}\p{N}_]/u.test(text[e]!)) e++;
  return text.slice(s, e);
}

/** One finding per heuristic per text: the most severe one (the first on a tie), in catalogue order. */
function mergeByHeuristic(list: Finding[]): Finding[] {
  if (list.length < 2) return list;
  const by = new Map<HeuristicId, Finding>();
  for (const f of list) {
    const kept = by.get(f.heuristic);
    if (kept === undefined || severityRank(f.severity) > severityRank(kept.severity)) by.set(f.heuristic, f);
  }
  return HEURISTIC_IDS.filter((id) => by.has(id)).map((id) => by.get(id)!);
}


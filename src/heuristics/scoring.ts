import type { Cue, HeuristicId, Severity } from '../model.js';
import { SEVERITIES, severityRank } from '../model.js';
import type { FamilyDef, RuleDef } from './data.js';

/**
 * SpamAssassin-style scoring: each distinct cue adds its weight once (cues of one concept: the
 * heavier, once; see the engine's pool); a family adds at most its
 * cap (so many weak "you must"/"always" phrasings never add up to an alert); a rule fires when
 * each of its required family groups has a cue and the score reaches one of its thresholds.
 */

export interface PoolCue {
  id: string;
  family: string;
  weight: number;
  start: number;
  end: number;
  /** What the cue's fragment shows (a match, or a label for computed cues). */
  fragment: string;
}

/** A text's score for one heuristic: families scoped to other heuristics (`countsFor`) add nothing. */
export function score(pool: PoolCue[], families: Map<string, FamilyDef>, heuristic: HeuristicId): number {
  const sums = new Map<string, number>();
  for (const c of pool) {
    const only = families.get(c.family)?.countsFor;
    if (only && !only.includes(heuristic)) continue;
    sums.set(c.family, (sums.get(c.family) ?? 0) + c.weight);
  }
  let total = 0;
  for (const [f, s] of sums) {
    const cap = families.get(f)?.cap ?? null;
    total += cap === null ? s : Math.min(cap, s);
  }
  return Math.round(total * 1000) / 1000;
}

function groupsHold(groups: string[][], pool: PoolCue[]): boolean {
  return groups.every((group) => pool.some((c) => c.weight > 0 && group.includes(c.family)));
}

export function ruleHolds(rule: RuleDef, pool: PoolCue[]): boolean {
  return groupsHold(rule.requireAll, pool);
}

/**
 * The severity after the rule's ceilings: a pool that holds none of a ceiling's payload
 * alternatives weighs at most that ceiling, however high it scores.
 */
export function capped(rule: RuleDef, pool: PoolCue[], severity: Severity): Severity {
  let out = severity;
  for (const c of rule.ceilings) {
    if (severityRank(out) <= severityRank(c.severity)) continue;
    if (!c.unless.some((alt) => groupsHold(alt, pool))) out = c.severity;
  }
  return out;
}

/** The highest severity whose threshold the score reaches, or null. */
export function severityFor(rule: RuleDef, total: number): Severity | null {
  let best: Severity | null = null;
  for (const s of SEVERITIES) {
    const t = rule.thresholds[s];
    if (t !== undefined && total >= t && (best === null || severityRank(s) > severityRank(best))) best = s;
  }
  return best;
}

/** The cue the evidence fragment is centred on: the heaviest of the rule's first group, earliest on a tie. */
export function anchorOf(rule: RuleDef, pool: PoolCue[]): PoolCue {
  const group = rule.requireAll[0]!;
  const inGroup = pool.filter((c) => group.includes(c.family));
  const list = inGroup.length > 0 ? inGroup : pool;
  return list.reduce((a, b) => (b.weight > a.weight || (b.weight === a.weight && b.start < a.start) ? b : a));
}

/** Evidence order: heaviest first, then by position, then id (deterministic). */
export function evidenceCues(pool: PoolCue[]): Cue[] {
  return [...pool]
    .sort((a, b) => b.weight - a.weight || a.start - b.start || (a.id < b.id ? -1 : a.id > b.id ? 1 : 0))
    .map((c) => ({ id: c.id, weight: c.weight, fragment: c.fragment }));
}

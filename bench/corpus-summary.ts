/**
 * Turns judged tools and pairs into the benchmark's numbers and its gate (issue targets):
 * at least 95 % of the attacks with a textual signal flagged at HIGH or above, at least 85 % in
 * every such category, at most 0.5 % of benign tools and 1 % of benign changes (content heuristics)
 * at MEDIUM or above.
 */
import { borderline, textualSignal } from './corpus-data.js';
import { atLeast, type JudgedPair, type JudgedTool } from './corpus-eval.js';

export const TARGETS = { textualOverall: 0.95, textualCategory: 0.85, benignTools: 0.005, benignChanges: 0.01, throughputMBs: 20 };
/** A category with fewer rows than this is shown but not gated: one row would swing it by 100 %. */
export const MIN_GATED_CATEGORY = 5;

export interface Rate {
  n: number;
  hit: number;
  /** hit / n, null when n = 0. */
  rate: number | null;
}

export function rate(list: unknown[], pred: (x: never) => boolean): Rate {
  const hit = list.filter((x) => pred(x as never)).length;
  return { n: list.length, hit, rate: list.length === 0 ? null : hit / list.length };
}

export interface CategoryRow {
  category: string;
  textual: boolean;
  reason: string | null;
  firstContact: Rate;
  pairs: Rate;
  /** Rows of the category left out of its rates: their definition holds none of the attack (rowWithoutSignal). */
  withoutSignal: { firstContact: number; pairs: number; reason: string | null };
}

export interface Throughput {
  bytes: number;
  runsMs: number[];
  medianMBs: number;
}

export interface Summary {
  folder: string;
  heuristicsVersion: string;
  firstContact: { files: { file: string; malicious: Rate; benignFp: Rate }[]; malicious: Rate; benignFp: Rate };
  pairs: {
    malicious: Rate;
    maliciousContent: Rate;
    benignContentFp: Rate;
    benignStructural: Rate;
    benignBaselineAlerted: number;
    byChange: { change: string; benign: number; contentFp: number; structural: number; malicious: Rate }[];
  };
  categories: CategoryRow[];
  textual: { firstContact: Rate; pairs: Rate };
  /** The same rates without the borderline categories (reference only, not gated). */
  textualNotBorderline: { firstContact: Rate; pairs: Rate };
  throughput: Throughput | null;
  gate: { pass: boolean; failures: string[] };
}

const hasSignal = (t: JudgedTool) => t.noSignal === null;
const flagged = (t: JudgedTool) => atLeast(t.verdict.any, 'HIGH');
const falseAlarm = (t: JudgedTool) => atLeast(t.verdict.any, 'MEDIUM');

export function summarize(folder: string, heuristicsVersion: string, tools: JudgedTool[], pairs: JudgedPair[], throughput: Throughput | null): Summary {
  const mal = tools.filter((t) => t.label === 'malicious');
  const ben = tools.filter((t) => t.label === 'benign');
  const files = [...new Set(tools.map((t) => t.file))].sort().map((file) => ({
    file,
    malicious: rate(mal.filter((t) => t.file === file), flagged),
    benignFp: rate(ben.filter((t) => t.file === file), falseAlarm),
  }));
  const pMal = pairs.filter((p) => p.label === 'malicious');
  const pBen = pairs.filter((p) => p.label === 'benign');
  const changes = [...new Set(pairs.map((p) => p.change))].sort();
  const categories = [...new Set([...mal, ...pMal].map((t) => t.category ?? '(none)'))].sort().map((category): CategoryRow => {
    const sig = textualSignal(category === '(none)' ? null : category);
    const of = (list: JudgedTool[]) => list.filter((t) => (t.category ?? '(none)') === category);
    const apart = [...of(mal), ...of(pMal)].find((t) => t.noSignal !== null)?.noSignal ?? null;
    return {
      category,
      ...sig,
      firstContact: rate(of(mal).filter(hasSignal), flagged),
      pairs: rate(of(pMal).filter(hasSignal), flagged),
      withoutSignal: { firstContact: of(mal).filter((t) => !hasSignal(t)).length, pairs: of(pMal).filter((t) => !hasSignal(t)).length, reason: apart },
    };
  });
  const textualOnly = (list: JudgedTool[]) => list.filter((t) => textualSignal(t.category).textual && hasSignal(t));
  const summary: Summary = {
    folder,
    heuristicsVersion,
    firstContact: { files, malicious: rate(mal, flagged), benignFp: rate(ben, falseAlarm) },
    pairs: {
      malicious: rate(pMal, flagged),
      maliciousContent: rate(pMal, (p: JudgedPair) => atLeast(p.verdict.content, 'HIGH')),
      benignContentFp: rate(pBen, (p: JudgedPair) => atLeast(p.verdict.content, 'MEDIUM')),
      benignStructural: rate(pBen, (p: JudgedPair) => atLeast(p.verdict.structural, 'MEDIUM')),
      benignBaselineAlerted: pBen.filter((p) => p.baselineAlerted).length,
      byChange: changes.map((change) => {
        const b = pBen.filter((p) => p.change === change);
        return {
          change,
          benign: b.length,
          contentFp: b.filter((p) => atLeast(p.verdict.content, 'MEDIUM')).length,
          structural: b.filter((p) => atLeast(p.verdict.structural, 'MEDIUM')).length,
          malicious: rate(pMal.filter((p) => p.change === change), flagged),
        };
      }),
    },
    categories,
    textual: { firstContact: rate(textualOnly(mal), flagged), pairs: rate(textualOnly(pMal), flagged) },
    textualNotBorderline: {
      firstContact: rate(textualOnly(mal).filter((t) => !borderline(t.category)), flagged),
      pairs: rate(textualOnly(pMal).filter((t) => !borderline(t.category)), flagged),
    },
    throughput,
    gate: { pass: true, failures: [] },
  };
  summary.gate = gate(summary);
  return summary;
}

export function pct(r: Rate | number | null): string {
  const v = typeof r === 'number' || r === null ? r : r.rate;
  return v === null ? '–' : `${(v * 100).toFixed(1)} %`;
}

function gate(s: Summary): Summary['gate'] {
  const failures: string[] = [];
  const below = (r: Rate, min: number) => r.rate !== null && r.rate < min;
  const above = (r: Rate, max: number) => r.rate !== null && r.rate > max;
  for (const [mode, r] of [['first contact', s.textual.firstContact], ['pairs', s.textual.pairs]] as const) {
    if (below(r, TARGETS.textualOverall)) failures.push(`${mode}: attacks with a textual signal flagged ${pct(r)} < ${pct(TARGETS.textualOverall)}`);
  }
  for (const c of s.categories.filter((c) => c.textual)) {
    for (const [mode, r] of [['first contact', c.firstContact], ['pairs', c.pairs]] as const) {
      if (r.n >= MIN_GATED_CATEGORY && below(r, TARGETS.textualCategory)) {
        failures.push(`${mode}: category "${c.category}" flagged ${pct(r)} < ${pct(TARGETS.textualCategory)}`);
      }
    }
  }
  if (above(s.firstContact.benignFp, TARGETS.benignTools)) failures.push(`first contact: benign tools alerted ${pct(s.firstContact.benignFp)} > ${pct(TARGETS.benignTools)}`);
  if (above(s.pairs.benignContentFp, TARGETS.benignChanges)) failures.push(`pairs: benign changes with a content alert ${pct(s.pairs.benignContentFp)} > ${pct(TARGETS.benignChanges)}`);
  return { pass: failures.length === 0, failures };
}

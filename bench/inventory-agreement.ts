/**
 * How far two readers agree, and the labeller with each: samples read twice
 * (`inventory-sample-<n>-second-reader.json` beside `inventory-sample-<n>.json`), pooled. The
 * per-label targets (≥ 90 % precision, ≥ 85 % recall against one reader) mean something only if a
 * second careful reader meets them against the first; these tables say whether one does, and how far
 * the labeller is from a reader. Cohen's kappa is agreement beyond what the label's frequency alone
 * would give (1 = full, 0 = chance).
 */
import { existsSync, readFileSync } from 'node:fs';
import type { JsonObject } from '../src/model.js';
import { LABELS, type Label, type LabelsData } from '../src/inventory/labels-data.js';
import { labelTool } from '../src/inventory/label.js';

interface SampleDoc {
  tools: Array<{ id: string; labels: Label[] }>;
}

interface Read {
  server: string;
  first: Set<Label>;
  second: Set<Label>;
  labeller: Set<Label>;
}

type Who = 'first' | 'second' | 'labeller';

interface Agreement {
  tp: number;
  fp: number;
  fn: number;
  tn: number;
}

/** `guess` against `truth` on one label over every read tool. */
function agreement(reads: Read[], truth: Who, guess: Who, label: Label): Agreement {
  const a = { tp: 0, fp: 0, fn: 0, tn: 0 };
  for (const r of reads) {
    const t = r[truth].has(label);
    const g = r[guess].has(label);
    if (t && g) a.tp++;
    else if (g) a.fp++;
    else if (t) a.fn++;
    else a.tn++;
  }
  return a;
}

export function kappa({ tp, fp, fn, tn }: Agreement): number {
  const n = tp + fp + fn + tn;
  const observed = (tp + tn) / n;
  const chance = ((tp + fp) * (tp + fn) + (fn + tn) * (fp + tn)) / (n * n);
  return chance === 1 ? 1 : (observed - chance) / (1 - chance);
}

/** `label` as a leg of each server: how many servers each side gives it, and on how many both do. */
function serverLegs(reads: Read[], truth: Who, guess: Who, label: Label): string {
  const legs = new Map<string, { t: boolean; g: boolean }>();
  for (const r of reads) {
    const leg = legs.get(r.server) ?? { t: false, g: false };
    leg.t ||= r[truth].has(label);
    leg.g ||= r[guess].has(label);
    legs.set(r.server, leg);
  }
  const all = [...legs.values()];
  return `${label}: ${truth} ${all.filter((x) => x.t).length}, ${guess} ${all.filter((x) => x.g).length}, both ${all.filter((x) => x.t && x.g).length}`;
}

/** a of b as a percentage, one decimal ('n/a' when b is 0). */
export const pct = (a: number, b: number): string => (b === 0 ? 'n/a' : `${((100 * a) / b).toFixed(1)} %`);

/** Markdown tables of the samples read twice; nothing when no second reading is found. */
export function agreementReport(
  data: LabelsData,
  tools: Map<string, { server: string; tool: JsonObject }>,
  samples: Array<{ n: number; first: string; second: string }>,
): string[] {
  const reads: Read[] = [];
  const used: number[] = [];
  for (const s of samples) {
    if (!existsSync(s.second)) continue;
    const first = new Map((JSON.parse(readFileSync(s.first, 'utf8')) as SampleDoc).tools.map((t) => [t.id, new Set(t.labels)]));
    const second = (JSON.parse(readFileSync(s.second, 'utf8')) as SampleDoc).tools;
    if (second.length !== first.size || second.some((t) => !first.has(t.id))) throw new Error(`second reading of sample ${s.n} does not hold the sample's ids`);
    used.push(s.n);
    for (const t of second) {
      const row = tools.get(t.id);
      if (!row) throw new Error(`sample id not found: ${t.id}`);
      const labeller = new Set(labelTool(data, row.tool, false).labels.map((l) => l.label));
      reads.push({ server: row.server, first: first.get(t.id)!, second: new Set(t.labels), labeller });
    }
  }
  if (reads.length === 0) return [];
  const out = [`\nsamples read twice: ${used.join(', ')} (${reads.length} tools, ${new Set(reads.map((r) => r.server)).size} servers)`];
  const pairs: Array<[Who, Who, string]> = [
    ['first', 'second', 'second reader against the first'],
    ['first', 'labeller', 'labeller against the first reader'],
    ['second', 'labeller', 'labeller against the second reader'],
  ];
  for (const [truth, guess, title] of pairs) {
    out.push(`\n${title} (labels ${data.version})`, '| label | true | labelled | correct | precision | recall | kappa |', '|---|---|---|---|---|---|---|');
    for (const l of LABELS) {
      const a = agreement(reads, truth, guess, l);
      out.push(`| ${l} | ${a.tp + a.fn} | ${a.tp + a.fp} | ${a.tp} | ${pct(a.tp, a.tp + a.fp)} | ${pct(a.tp, a.tp + a.fn)} | ${kappa(a).toFixed(2)} |`);
    }
    out.push(`servers given the label by a sampled tool (a leg of a toxic flow): ${LABELS.map((l) => serverLegs(reads, truth, guess, l)).join('; ')}`);
  }
  return out;
}

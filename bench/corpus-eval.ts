/**
 * Runs the rows of a corpus folder through the real pipeline (test/helpers/pipeline.ts) and
 * judges each tool: first contact per server, and before/after pairs as a release.
 */
import type { HeuristicId, SentinelRecord, Severity } from '../src/model.js';
import { CONTENT_HEURISTICS, severityRank } from '../src/model.js';
import type { Heuristics } from '../src/heuristics/types.js';
import { openMemoryStore } from '../src/history/index.js';
import { fixedDeps, runPipeline } from '../test/helpers/pipeline.js';
import { firstContactManifest, manifestsOf, pairManifests, rowWithoutSignal, type Label, type PairRow, type ToolRow } from './corpus-data.js';

/** What the pipeline said about one tool: the highest severity overall, of content and of structural findings. */
export interface ToolVerdict {
  any: Severity | null;
  content: Severity | null;
  structural: Severity | null;
  /** Heuristic ids and cue ids that fired, for --details. */
  ids: HeuristicId[];
  cues: string[];
}

export interface JudgedTool extends Pick<ToolRow, 'file' | 'line' | 'server' | 'name' | 'label' | 'category'> {
  verdict: ToolVerdict;
  /** Why this attack row carries no signal of its category (see rowWithoutSignal); null when it does. */
  noSignal: string | null;
}

export interface JudgedPair extends JudgedTool {
  change: string;
  /** The "before" manifest already raised an alert at MEDIUM or above (approved before the change). */
  baselineAlerted: boolean;
}

function higher(a: Severity | null, b: Severity): Severity {
  return a === null || severityRank(b) > severityRank(a) ? b : a;
}

export function verdictOf(records: SentinelRecord[], tool: string): ToolVerdict {
  const v: ToolVerdict = { any: null, content: null, structural: null, ids: [], cues: [] };
  for (const r of records) {
    if (r.kind !== 'alert' || r.tool !== tool) continue;
    v.any = higher(v.any, r.severity);
    const findings = r.evidence?.findings ?? [];
    // A malformed_tool record has no finding: it is structural evidence about the tool.
    if (findings.length === 0) v.structural = higher(v.structural, r.severity);
    for (const f of findings) {
      if (CONTENT_HEURISTICS.includes(f.heuristic_id)) v.content = higher(v.content, f.severity);
      else v.structural = higher(v.structural, f.severity);
      if (!v.ids.includes(f.heuristic_id)) v.ids.push(f.heuristic_id);
      for (const c of f.cues ?? []) if (!v.cues.includes(c.id)) v.cues.push(c.id);
    }
  }
  return v;
}

export function atLeast(s: Severity | null, floor: Severity): boolean {
  return s !== null && severityRank(s) >= severityRank(floor);
}

/** First contact: each server's rows as one manifest (`scan --manifest`), scanned alone. */
export async function judgeFirstContact(rows: ToolRow[], heuristics: Heuristics): Promise<JudgedTool[]> {
  const store = openMemoryStore();
  const clock = fixedDeps();
  const out: JudgedTool[] = [];
  try {
    let n = 0;
    for (const m of manifestsOf(rows)) {
      const run = await runPipeline({ server: `fc-${++n}`, baseline: null, current: firstContactManifest(m) }, { store, heuristics, clock });
      for (const r of m.rows) {
        out.push({ file: r.file, line: r.line, server: r.server, name: r.name, label: r.label, category: r.category, verdict: verdictOf(run.records, r.name), noSignal: r.label === 'malicious' ? rowWithoutSignal(r.category, null, r) : null });
      }
    }
  } finally {
    store.close();
  }
  return out;
}

/** Pairs: each as a release (pairManifests), the "before" manifest approved as the baseline. */
export async function judgePairs(pairs: PairRow[], heuristics: Heuristics): Promise<JudgedPair[]> {
  const store = openMemoryStore();
  const clock = fixedDeps();
  const out: JudgedPair[] = [];
  try {
    let n = 0;
    for (const p of pairs) {
      const run = await runPipeline(
        { server: `pair-${++n}`, ...pairManifests(p), acceptBaselineAlerts: true },
        { store, heuristics, clock },
      );
      const baselineAlerted = run.baselineRecords.some((r) => r.kind === 'alert' && atLeast(r.severity, 'MEDIUM'));
      out.push({
        file: p.file,
        line: p.line,
        server: p.server,
        name: p.name,
        label: p.label,
        category: p.category,
        change: p.change,
        baselineAlerted,
        verdict: verdictOf(run.records, p.name),
        noSignal: p.label === 'malicious' ? rowWithoutSignal(p.category, p.before, p.after) : null,
      });
    }
  } finally {
    store.close();
  }
  return out;
}

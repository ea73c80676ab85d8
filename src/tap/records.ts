/** A session's judgements as records of the usual schema (pure). */
import type { Evidence, JsonValue, SentinelRecord } from '../model.js';
import { RECORD_SCHEMA } from '../model.js';
import { evidenceFinding, type TapFinding } from '../findings.js';
import { shortId } from '../fingerprint/hash.js';
import { bound, recordOrigin, riskScore, type RecordContext } from '../pipeline/records.js';
import { severityRank } from '../model.js';

/** What a session's records share: a scan's record context without a drift or a client profile (a tap session has neither). */
export type TapRecordContext = Omit<RecordContext, 'drift' | 'clientProfile'>;

/** What makes one judgement of a session distinct from another (its id is stable across re-ingests). */
function key(f: TapFinding): JsonValue {
  switch (f.type) {
    case 'split_view':
      return f.detail.list ? [f.detail.list, f.detail.agent_manifest_hash] : f.detail.agent_manifest_hash;
    case 'session_drift':
      return f.detail.list ? [f.detail.list, f.detail.from_epoch, f.detail.to_epoch] : [f.detail.from_epoch, f.detail.to_epoch];
    case 'unknown_tool_call':
      return f.tool;
    case 'excessive_agency':
      return f.detail.threshold;
  }
}

export function tapRecords(findings: TapFinding[], ctx: TapRecordContext): SentinelRecord[] {
  return findings.map((f) => {
    const sorted = [...f.findings].sort((a, b) => severityRank(b.severity) - severityRank(a.severity));
    const list = sorted.map((x) => evidenceFinding(x, ctx.slugOf(x.heuristic), bound));
    const ids = [...new Set(sorted.map((x) => x.heuristic))];
    const evidence: Evidence = { field: list[0]?.field ?? null, fragment: list[0]?.fragment ?? null, findings: list, tap: f.detail as unknown as JsonValue };
    return {
      schema: RECORD_SCHEMA,
      kind: 'alert',
      alert_id: shortId('al', [ctx.scanId, f.type, key(f)]),
      ...recordOrigin(ctx),
      type: f.type,
      tool: f.tool,
      severity: f.severity,
      risk_score: f.type === 'excessive_agency' ? f.detail.score : riskScore(f.severity, sorted),
      heuristics: ids.map(ctx.slugOf),
      heuristic_ids: ids,
      heuristics_version: ctx.heuristicsVersion,
      evidence,
      drift: null,
    };
  });
}

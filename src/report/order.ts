/**
 * Deterministic order for reports: the pipeline finishes servers in any order (concurrency), but
 * the same records must always print the same way.
 */
import { severityRank, type EvidenceFinding, type SentinelRecord } from '../model.js';

/** The most severe finding (the first one among equals, since findings come highest first). */
export function topFinding(findings: readonly EvidenceFinding[]): EvidenceFinding | undefined {
  let best: EvidenceFinding | undefined;
  for (const f of findings) if (best === undefined || severityRank(f.severity) > severityRank(best.severity)) best = f;
  return best;
}

function byText(a: string, b: string): number {
  return a < b ? -1 : a > b ? 1 : 0;
}

const KIND_ORDER = { error: 0, pending: 1, alert: 2, declared: 3, ignored: 4 } as const;

/** Errors first, then pending reminders, alerts from most to least severe, then declared, then ignored; ties by type and id. */
export function compareRecords(a: SentinelRecord, b: SentinelRecord): number {
  return (
    KIND_ORDER[a.kind] - KIND_ORDER[b.kind] ||
    severityRank(b.severity) - severityRank(a.severity) ||
    byText(a.type ?? '', b.type ?? '') ||
    byText(a.alert_id, b.alert_id)
  );
}

export interface ToolGroup {
  /** null: records about the server as a whole (errors, endpoint, version). */
  tool: string | null;
  records: SentinelRecord[];
}

export interface ServerGroup {
  server: string;
  /** The first record of the server that names them. */
  serverName: string | null;
  serverVersion: string | null;
  endpoint: string | null;
  tools: ToolGroup[];
}

/** Records grouped by server id then tool, servers and tools sorted, server-level records first. */
export function groupRecords(records: readonly SentinelRecord[]): ServerGroup[] {
  const servers = new Map<string, ServerGroup>();
  for (const r of records) {
    let g = servers.get(r.server);
    if (!g) {
      g = { server: r.server, serverName: null, serverVersion: null, endpoint: null, tools: [] };
      servers.set(r.server, g);
    }
    g.serverName ??= r.server_name;
    g.serverVersion ??= r.server_version;
    g.endpoint ??= r.endpoint;
    let t = g.tools.find((x) => x.tool === r.tool);
    if (!t) {
      t = { tool: r.tool, records: [] };
      g.tools.push(t);
    }
    t.records.push(r);
  }
  const out = [...servers.values()].sort((a, b) => byText(a.server, b.server));
  for (const g of out) {
    g.tools.sort((a, b) => (a.tool === null ? -1 : b.tool === null ? 1 : byText(a.tool, b.tool)));
    for (const t of g.tools) t.records.sort(compareRecords);
  }
  return out;
}

import type {
  DriftInfo,
  ItemRef,
  MalformedItem,
  PendingInfo,
  MalformedEntry,
  EvidenceFinding,
  Finding,
  HeuristicId,
  JsonValue,
  RecordType,
  SentinelRecord,
  Severity,
} from '../model.js';
import { maxSeverity, RECORD_SCHEMA, severityRank } from '../model.js';
import { evidenceFinding } from '../findings.js';
import { shortId } from '../fingerprint/hash.js';
import { canonicalize } from '../fingerprint/canonical.js';
import { boundFragment, MAX_FRAGMENT } from '../diff/fragment.js';
import type { ChangeItem } from './changes.js';
import type { IgnoreEntry } from './ignore-file.js';

/** What every record of one server's scan shares. */
export interface RecordContext {
  scanId: string;
  ts: string;
  host: string;
  sensorVersion: string;
  heuristicsVersion: string;
  server: string;
  serverName: string | null;
  serverVersion: string | null;
  endpoint: string | null;
  drift: DriftInfo | null;
  slugOf: (id: HeuristicId) => string;
  /** The client profile the scan presented, when it was not the sensor's own (records then name it). */
  clientProfile?: string;
}

const BASE_RISK: Record<Severity, number> = { INFO: 0, LOW: 20, MEDIUM: 50, HIGH: 75, CRITICAL: 90 };

/** Deterministic 0–100: the severity's base, plus a little for every further distinct heuristic and cue. */
export function riskScore(severity: Severity, findings: Finding[]): number {
  if (severity === 'INFO') return 0;
  const heuristics = new Set(findings.map((f) => f.heuristic)).size;
  const cues = findings.reduce((n, f) => n + (f.cues?.length ?? 0), 0);
  return Math.min(100, BASE_RISK[severity] + 3 * (heuristics - 1) + Math.min(6, cues));
}

/** A bounded fragment (never cut inside a surrogate pair), or null. */
export function bound(text: string | null | undefined, max = MAX_FRAGMENT): string | null {
  return text === null || text === undefined ? null : boundFragment(text, max);
}

// One collator: localeCompare with options builds one per call, which dominated sorting a large drift.
// Made on first use: building it loads ICU's collation data (~30 ms), which a scan that sorts no
// findings (a benign first contact, an unchanged rescan) should not pay for.
let heuristicOrder: Intl.Collator | null = null;

function byWeight(a: Finding, b: Finding): number {
  return severityRank(b.severity) - severityRank(a.severity) || (heuristicOrder ??= new Intl.Collator('en', { numeric: true })).compare(a.heuristic, b.heuristic);
}

function evidenceOf(findings: Finding[], slugOf: RecordContext['slugOf']): SentinelRecord['evidence'] {
  const sorted = [...findings].sort(byWeight);
  const list: EvidenceFinding[] = sorted.map((f) => evidenceFinding(f, slugOf(f.heuristic), bound));
  const top = list[0];
  return { field: top?.field ?? null, fragment: top?.fragment ?? null, findings: list };
}

function groupKey(tool: string | null, type: RecordType, item?: ItemRef): string {
  return item ? `${type}\u0000\u0001${item.kind}\u0000${item.id}` : `${type}\u0000${tool ?? ''}`;
}

/** What an alert id is derived from: a tool's as before; an item's with its identity. */
function idParts(tool: string | null, type: RecordType, item?: ItemRef): unknown[] {
  return item ? [tool, type, item.kind, item.id] : [tool, type];
}

/** Groups findings into one record per (tool, type): its severity is the highest that fired. */
export function alertRecords(findings: Finding[], ctx: RecordContext): SentinelRecord[] {
  const groups = new Map<string, Finding[]>();
  for (const f of findings) {
    const k = groupKey(f.tool, f.type, f.item);
    // Push into the group in place: copying it per finding made a drift of N findings cost N².
    const group = groups.get(k);
    if (group) group.push(f);
    else groups.set(k, [f]);
  }
  return [...groups.values()].map((group) => {
    const sorted = [...group].sort(byWeight);
    const severity = maxSeverity(sorted.map((f) => f.severity), 'LOW');
    const ids = [...new Set(sorted.map((f) => f.heuristic))];
    return {
      ...base(ctx, 'alert', sorted[0].tool, sorted[0].type, sorted[0].item),
      alert_id: shortId('al', [ctx.scanId, ...idParts(sorted[0].tool, sorted[0].type, sorted[0].item)]),
      severity,
      risk_score: riskScore(severity, sorted),
      heuristics: ids.map(ctx.slugOf),
      heuristic_ids: ids,
      evidence: evidenceOf(sorted, ctx.slugOf),
    };
  });
}

function typeOfChange(item: ChangeItem): RecordType {
  const c = item.change;
  switch (c.kind) {
    case 'adds-param':
    case 'removes-param':
      return 'schema_change';
    case 'adds-tool':
      return 'tool_added';
    case 'removes-tool':
      return 'tool_removed';
    case 'changes':
      if (c.what === 'prompts') return 'prompt_change';
      if (c.what === 'resources') return 'resource_change';
      if (c.what === 'instructions') return 'instructions_change';
      return c.what === 'description'
        ? 'description_change'
        : c.what === 'annotations'
          ? 'annotation_change'
          : c.what === 'schema'
            ? 'schema_change'
            : 'server_change';
  }
}

/**
 * One INFO record per (tool, type, announcement) of announced changes, naming the announcement and
 * the heuristics that would otherwise have fired.
 */
export function declaredRecords(
  items: ChangeItem[],
  itemCoveredBy: (string | null)[],
  coveredFindings: { finding: Finding; by: string }[],
  ctx: RecordContext,
): SentinelRecord[] {
  const groups = new Map<string, { tool: string | null; type: RecordType; item?: ItemRef; by: string; changes: ChangeItem[]; findings: Finding[] }>();
  const slot = (tool: string | null, type: RecordType, by: string, item?: ItemRef) => {
    const k = `${groupKey(tool, type, item)}\u0000${by}`;
    let g = groups.get(k);
    if (!g) groups.set(k, (g = { tool, type, ...(item ? { item } : {}), by, changes: [], findings: [] }));
    return g;
  };
  // A kind's change item (`changes prompts`) goes with the records of that kind's covered findings.
  const itemType = new Set(coveredFindings.flatMap(({ finding }) => (finding.item ? [finding.type] : [])));
  items.forEach((item, i) => {
    const by = itemCoveredBy[i];
    if (!by) return;
    const type = typeOfChange(item);
    const what = item.change.kind === 'changes' ? item.change.what : null;
    const carried = what === 'prompts' || what === 'resources' || what === 'instructions';
    const target = carried ? coveredFindings.find(({ finding, by: b }) => b === by && finding.item && changeOf(finding) === what) : undefined;
    if (target) slot(target.finding.tool, target.finding.type, by, target.finding.item).changes.push(item);
    else if (!carried || !itemType.has(type)) slot(item.tool, type, by).changes.push(item);
  });
  for (const { finding, by } of coveredFindings) slot(finding.tool, finding.type, by, finding.item).findings.push(finding);
  return [...groups.values()].map((g) => {
    const ids = [...new Set([...g.findings].sort(byWeight).map((f) => f.heuristic))];
    const evidence = evidenceOf(g.findings, ctx.slugOf) ?? { field: null, fragment: null, findings: [] };
    return {
      ...base(ctx, 'declared', g.tool, g.type, g.item),
      alert_id: shortId('de', [ctx.scanId, ...idParts(g.tool, g.type, g.item), g.by]),
      severity: 'INFO' as const,
      risk_score: 0,
      heuristics: ids.map(ctx.slugOf),
      heuristic_ids: ids,
      evidence: { ...evidence, changes: g.changes.map((c) => ({ ...c.change })) },
      announcement_id: g.by,
    };
  });
}

/**
 * One INFO record per (tool, type, ignore entry) of findings the operator's ignore file silenced:
 * the difference stays on record, in the history and in the SIEM, with the entry's reason.
 */
export function ignoredRecords(ignored: { finding: Finding; entry: IgnoreEntry }[], ctx: RecordContext): SentinelRecord[] {
  const groups = new Map<string, { entry: IgnoreEntry; findings: Finding[] }>();
  for (const { finding, entry } of ignored) {
    const k = `${groupKey(finding.tool, finding.type, finding.item)}\u0000${entry.id}`;
    const g = groups.get(k);
    if (g) g.findings.push(finding);
    else groups.set(k, { entry, findings: [finding] });
  }
  return [...groups.values()].map(({ entry, findings }) => {
    const sorted = [...findings].sort(byWeight);
    const ids = [...new Set(sorted.map((f) => f.heuristic))];
    return {
      ...base(ctx, 'ignored', sorted[0].tool, sorted[0].type),
      alert_id: shortId('ig', [ctx.scanId, sorted[0].tool, sorted[0].type, entry.id]),
      severity: 'INFO' as const,
      risk_score: 0,
      heuristics: ids.map(ctx.slugOf),
      heuristic_ids: ids,
      evidence: evidenceOf(sorted, ctx.slugOf),
      ignore: { entry: entry.id, tool: entry.tool, path: entry.path, heuristic_ids: entry.heuristics, reason: bound(entry.reason, 400) ?? '', expires: entry.expires },
    };
  });
}

/**
 * A target that could not be scanned. MEDIUM: a server that stops answering is something a SIEM
 * rule on severity must see; LOW for an entry that can never be scanned unattended by its
 * client's design (it needs interactive input).
 */
export function errorRecord(ctx: RecordContext, code: string, reason: string, severity: 'LOW' | 'MEDIUM' = 'MEDIUM', stderrTail?: string): SentinelRecord {
  return {
    ...base(ctx, 'error', null, null),
    alert_id: shortId('er', [ctx.scanId, ctx.server, code]),
    severity,
    risk_score: BASE_RISK[severity],
    heuristics: [],
    heuristic_ids: [],
    evidence: null,
    error_code: code,
    reason: bound(reason.replace(/\s+/g, ' ').trim(), 400) ?? '',
    ...(stderrTail !== undefined ? { stderr_tail: stderrTail } : {}),
  };
}

/**
 * A reminder that a drift still waits for approval: no new finding, the drift's own severity, so a
 * SIEM rule that fired when it was reported fires again while nobody has acted.
 */
export function pendingRecord(ctx: RecordContext & { drift: DriftInfo }, pending: PendingInfo, heuristicIds: HeuristicId[]): SentinelRecord {
  return {
    ...base(ctx, 'pending', null, null),
    alert_id: shortId('pe', [ctx.scanId, ctx.server, pending.drift_id]),
    severity: pending.severity,
    risk_score: BASE_RISK[pending.severity],
    heuristics: heuristicIds.map(ctx.slugOf),
    heuristic_ids: heuristicIds,
    pending,
  };
}

/** Where and when a record was made, and of which server: the fields every record carries, in their order. */
export function recordOrigin(ctx: Pick<RecordContext, 'ts' | 'scanId' | 'host' | 'sensorVersion' | 'server' | 'serverName' | 'serverVersion' | 'endpoint'>) {
  return {
    ts: ctx.ts,
    scan_id: ctx.scanId,
    host: ctx.host,
    sensor_version: ctx.sensorVersion,
    server: ctx.server,
    server_name: ctx.serverName,
    server_version: ctx.serverVersion,
    endpoint: ctx.endpoint,
  };
}

/** A malformed item as evidence: its canonical JSON, or its string form when it has none. */
function shownRaw(raw: JsonValue): string {
  try {
    return canonicalize(raw);
  } catch {
    return String(raw);
  }
}

function base(ctx: RecordContext, kind: SentinelRecord['kind'], tool: string | null, type: RecordType | null, item?: ItemRef) {
  return {
    schema: RECORD_SCHEMA,
    kind,
    alert_id: '',
    ...recordOrigin(ctx),
    ...(ctx.clientProfile !== undefined ? { client_profile: ctx.clientProfile } : {}),
    type,
    tool,
    ...(item ? { item: { kind: item.kind, id: item.id } } : {}),
    // Placeholders fix the key order of the JSON line; callers fill them in.
    severity: 'INFO' as Severity,
    risk_score: 0,
    heuristics: [] as string[],
    heuristic_ids: [] as HeuristicId[],
    heuristics_version: ctx.heuristicsVersion,
    evidence: null as SentinelRecord['evidence'],
    drift: ctx.drift,
  };
}

/** A tool that breaks the protocol schema: kept, hashed, and reported (never a crash). */
export function malformedRecords(malformed: MalformedEntry[], ctx: RecordContext): SentinelRecord[] {
  return malformed.map((m) => {
    const shown = shownRaw(m.raw);
    return {
      ...base(ctx, 'alert', m.name, 'malformed_tool'),
      alert_id: shortId('al', [ctx.scanId, m.hash, 'malformed_tool']),
      severity: 'MEDIUM' as const,
      risk_score: BASE_RISK.MEDIUM,
      evidence: { field: null, fragment: bound(shown), findings: [], reason: m.reason, index: m.index },
    };
  });
}

/** The `announce --changes` value a finding about an item falls under. */
function changeOf(f: Finding): string | null {
  return f.change?.kind === 'changes' ? f.change.what : null;
}

/** An item beyond tools that breaks the protocol schema: kept, hashed, and reported like a malformed tool. */
export function malformedItemRecords(malformed: MalformedItem[], ctx: RecordContext): SentinelRecord[] {
  return malformed.map((m) => {
    const shown = shownRaw(m.raw);
    const item: ItemRef = { kind: m.kind, id: bound(m.id ?? '', 400) ?? '' };
    return {
      ...base(ctx, 'alert', null, 'malformed_item', item),
      alert_id: shortId('al', [ctx.scanId, m.kind, m.hash, 'malformed_item']),
      severity: 'MEDIUM' as const,
      risk_score: BASE_RISK.MEDIUM,
      evidence: { field: null, fragment: bound(shown), findings: [], reason: m.reason, index: m.index },
    };
  });
}

/**
 * A list the server declared and answered with an error (or a broken page): the scan goes on
 * without that kind, and this LOW error record says so.
 */
export function listFailedRecords(failed: Array<{ list: string; reason: string }>, ctx: RecordContext): SentinelRecord[] {
  return failed.map((f) => ({
    ...base(ctx, 'error', null, null),
    alert_id: shortId('er', [ctx.scanId, ctx.server, 'list_failed', f.list]),
    severity: 'LOW' as const,
    risk_score: BASE_RISK.LOW,
    heuristics: [],
    heuristic_ids: [],
    evidence: null,
    error_code: 'list_failed',
    reason: bound(f.reason.replace(/\s+/g, ' ').trim(), 400) ?? '',
  }));
}
